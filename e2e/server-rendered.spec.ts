/**
 * Listings, property pages and search results arrive rendered with their data (api/pageRenderer.ts),
 * login and register with their forms: readable with no JavaScript at all, and with it the app
 * adopts the page without errors (the boot script is allowed by the Content-Security-Policy) and
 * works as usual.
 */
import { expect, findProperty, test } from './fixtures.ts';

test('a property page and a listing are readable before, and without, any JavaScript', async ({ browser, request, baseURL }) => {
  const property = await findProperty(request, { propertyType: 'Residential', sort: 'newest' });
  const html = await (await request.get(`/property/${property._id}`)).text();
  expect(html).toContain(`<script type="application/json" id="route-data">`);
  expect(html).toContain(`<link rel="preload" as="image" href="${property.images[0]}" fetchpriority="high">`);

  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(`/property/${property._id}`);
    await expect(page.getByRole('heading', { level: 1, name: property.title })).toBeVisible();
    await expect(page.locator(`img[src="${property.images[0]}"]`)).toBeVisible();
    await expect(page.getByText('Property Details')).toBeVisible();

    await page.goto('/residential');
    await expect(page.getByRole('heading', { name: property.title }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Details' }).first()).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the app adopts a rendered page without an error and works on it', async ({ page, request }) => {
  const property = await findProperty(request, { propertyType: 'Residential' });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  await page.goto(`/property/${property._id}`);
  await expect(page.getByRole('heading', { level: 1, name: property.title })).toBeVisible();
  // Tabs are the app's: once it runs, Location opens without a page load.
  await expect(async () => {
    await page.getByRole('tab', { name: 'Location' }).click();
    await expect(page.getByRole('tab', { name: 'Location' })).toHaveAttribute('aria-selected', 'true', { timeout: 500 });
  }).toPass();
  expect(problems.filter((text) => !/openstreetmap/i.test(text))).toEqual([]);
});

test('the listing adopts its rendered page without an error, and the server refuses bad paths and source maps', async ({
  page,
  request,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/residential');
  await expect(page.locator('html[data-app=ready]')).toBeAttached();
  await expect(page.getByRole('link', { name: 'View Details' }).first()).toBeVisible();
  expect(problems).toEqual([]);

  for (const path of ['/index.html%00.js', '/a%00']) expect((await request.get(path)).status()).toBe(400);
  for (const path of ['/sw.js.map']) expect((await request.get(path)).status()).toBe(404);
});

test('the listings, search and a property page hydrate without an error in English, Gujarati and Hindi', async ({
  browser,
  request,
  baseURL,
}) => {
  const property = await findProperty(request, { propertyType: 'Residential' });
  // No service worker: it would answer the later loads with the app's shell, leaving nothing to hydrate.
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    for (const prefix of ['', '/gu', '/hi'])
      for (const path of ['/residential', '/commercial', '/search', `/property/${property._id}`]) {
        await page.goto(`${prefix}${path}`);
        await expect(page.locator('html[data-app=ready]'), `${prefix}${path}`).toBeAttached();
        // Every chip (category, sub-category, purpose) carries its word.
        await expect(page.locator('main [role=group] button:empty'), `${prefix}${path}`).toHaveCount(0);
      }
    // A hydration mismatch is reported as React error #418 (or #423, #425) on the console or as an uncaught error.
    expect(problems.filter((text) => !/openstreetmap/i.test(text))).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a shared search link shows its results without any JavaScript, and the app adopts them without an error', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const property = await findProperty(request, { propertyType: 'Residential', sort: 'newest' });
  const q = property.title.split(/\s+/).slice(0, 2).join(' ');
  const answer = (await (await request.get('/api/v1/properties/search', { params: { q, limit: '12' } })).json()) as {
    data: { _id: string; title: string }[];
  };
  expect(answer.data.length).toBeGreaterThan(0);
  const address = `/search?q=${encodeURIComponent(q)}`;

  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, serviceWorkers: 'block' });
  try {
    const plain = await context.newPage();
    await plain.goto(address);
    await expect(plain.getByRole('heading', { level: 1 })).toContainText(q);
    await expect(plain.getByRole('article')).toHaveCount(answer.data.length);
    await expect(plain.getByRole('heading', { name: answer.data[0]!.title }).first()).toBeVisible();
  } finally {
    await context.close();
  }

  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(address);
  await expect(page.locator('html[data-app=ready]')).toBeAttached();
  await expect(page.getByRole('article')).toHaveCount(answer.data.length);
  expect(problems.filter((text) => !/openstreetmap/i.test(text))).toEqual([]);
});

test('login and register show their forms without any JavaScript, in every language, disabled until the app runs', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    for (const path of ['/login', '/register', '/gu/login', '/hi/register']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const form = page.locator('form[method="post"]');
      await expect(form, path).toBeVisible();
      await expect(form.locator('input[type="email"]'), path).toBeVisible();
      await expect(form.locator('input[type="password"]').first(), path).toBeVisible();
      await expect(form.locator('button[type="submit"]'), path).toBeVisible();
      // Unusable until the app adopts it: what was typed before then would be cleared.
      await expect(form.locator('input[type="email"]'), path).toBeDisabled();
    }
  } finally {
    await context.close();
  }
});

test("login and register are adopted without an error while their form's code is on its way, and the form works once it has come", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // The form and its checks are a chunk the page does not preload: held back, the page is adopted without it.
  let release: () => void = () => {};
  for (const [path, submit] of [
    ['/login', 'Login'],
    ['/gu/register', 'એકાઉન્ટ બનાવો'],
  ] as const) {
    const held = new Promise<void>((resolve) => (release = resolve));
    // The newest route comes first: each page's chunk waits for its own release.
    await page.route(/\/assets\/(LoginForm|RegisterForm)-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path);
    await expect(page.locator('html[data-app=ready]'), path).toBeAttached();
    // The server's form, still readable and still disabled: nothing typed now could be lost.
    await expect(page.locator('form[method="post"] input[type="email"]'), path).toBeDisabled();
    release();
    const button = page.getByRole('button', { name: submit, exact: true });
    await expect(button, path).toBeEnabled();
    await button.click();
    await expect(page.locator('input[type="email"][aria-invalid="true"]'), path).toBeVisible();
  }
  expect(problems).toEqual([]);
});
