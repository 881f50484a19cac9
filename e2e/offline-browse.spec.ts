/**
 * Pages seen online open offline, with their text and pictures, from the service worker (shell,
 * images) and IndexedDB (data); the offline banner says so; a page never seen says so plainly.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  controlledByServiceWorker,
  expectMediaImage,
  forgetPersistedQueryCache,
  OFFLINE_BANNER,
  OFFLINE_NOT_SAVED,
  readDeviceTable,
  shoot,
} from './offlineSupport.ts';

test.use({ viewport: { width: 390, height: 844 } });

interface Seen {
  path: string;
  heading: string;
}

const featuredList = (page: Page) => page.getByRole('list', { name: 'Featured properties' });
const residentialList = (page: Page) => page.getByRole('list', { name: 'Explore Residential Properties' });
const gallery = (page: Page) => page.getByRole('region', { name: /^Photos of / });

test('Home, a listing and two property details seen online open offline with text and images', async ({ page, context }) => {
  // Several reloads, offline and online, on a shared CI machine.
  test.setTimeout(120_000);
  await page.goto('/');
  await controlledByServiceWorker(page);

  // Online: Home with its featured cards.
  await page.goto('/');
  const featuredTitle = (await featuredList(page).getByRole('heading').first().textContent()) ?? '';
  expect(featuredTitle).not.toBe('');
  await expectMediaImage(featuredList(page).getByRole('img').first());

  // A listing, and two of its properties opened.
  await page.goto('/residential');
  await expect(residentialList(page).getByRole('heading', { level: 2 }).first()).toBeVisible();
  const listingTitles = await residentialList(page).getByRole('heading', { level: 2 }).allTextContents();
  expect(listingTitles.length).toBeGreaterThan(2);
  await expectMediaImage(residentialList(page).getByRole('img').first());
  const detailPaths = (await residentialList(page)
    .getByRole('link', { name: /View Details/ })
    .evaluateAll((links) => links.slice(0, 2).map((link) => link.getAttribute('href')!))) as string[];

  const details: Seen[] = [];
  for (const path of detailPaths) {
    await page.goto(path);
    const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await expectMediaImage(gallery(page).getByRole('img').first());
    details.push({ path, heading });
  }

  // Offline, with the persisted query cache gone too: only the service worker and IndexedDB answer.
  await forgetPersistedQueryCache(page);
  await context.setOffline(true);

  await page.goto('/');
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await expect(page.getByRole('heading', { name: /Discover your ideal/ })).toBeVisible();
  await expect(page.locator('section[aria-labelledby="hero-heading"] img')).toHaveJSProperty('complete', true);
  expect(
    await page.locator('section[aria-labelledby="hero-heading"] img').evaluate((image: HTMLImageElement) => image.naturalWidth),
  ).toBeGreaterThan(0);
  await expect(featuredList(page).getByRole('heading').first()).toHaveText(featuredTitle);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, '1-home-offline');
  await expectMediaImage(featuredList(page).getByRole('img').first());
  await shoot(page, '1-home-featured-offline');

  await page.goto('/residential');
  await expect(page.getByRole('heading', { name: 'Explore Residential Properties', level: 1 })).toBeVisible();
  await expect(residentialList(page).getByRole('heading', { level: 2 })).toHaveText(listingTitles);
  await expectMediaImage(residentialList(page).getByRole('img').first());
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await shoot(page, '1-listing-offline');

  for (const [index, seen] of details.entries()) {
    await page.goto(seen.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seen.heading);
    await expect(page.getByRole('heading', { name: 'Property Details' })).toBeVisible();
    await expectMediaImage(gallery(page).getByRole('img').first());
    await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
    await shoot(page, `1-detail-${index + 1}-offline`);
  }

  // And the same page reloaded, not only navigated to.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(details[1]!.heading);

  // A screen never opened says so instead of spinning.
  await page.goto('/commercial');
  await expect(page.getByText(OFFLINE_NOT_SAVED)).toBeVisible();
  await expect(page.getByTestId('property-card-skeleton')).toHaveCount(0);
  await page.getByText(OFFLINE_NOT_SAVED).scrollIntoViewIfNeeded();
  await shoot(page, '1-never-seen-offline');

  // Back online, the banner goes and the screen loads.
  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_BANNER)).toBeHidden();
  await expect(page.getByRole('list', { name: 'Explore Commercial Properties' })).toBeVisible();
});

test('Home, a listing and a property first seen as the server rendered them open offline', async ({ browser }, testInfo) => {
  // Three first visits, each waiting for the service worker to install, on a shared CI machine.
  test.setTimeout(180_000);
  const { baseURL } = testInfo.project.use;
  const property = await (async () => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto('/residential');
    const path = (await residentialList(page)
      .getByRole('link', { name: /View Details/ })
      .first()
      .getAttribute('href'))!;
    await context.close();
    return path;
  })();
  const pages: { path: string; shown: (page: Page) => Locator }[] = [
    { path: '/', shown: (page) => featuredList(page).getByRole('heading') },
    { path: '/residential', shown: (page) => residentialList(page).getByRole('heading', { level: 2 }) },
    { path: property, shown: (page) => page.getByRole('heading', { level: 1 }) },
  ];
  for (const { path, shown } of pages) {
    // A first visit: the server renders the page with its data, and no service worker answers yet.
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response!.fromServiceWorker()).toBe(false);
    expect(await page.locator('#route-data').count()).toBe(1);
    const texts = await shown(page).allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    // Once the page has settled it keeps what it shows on the device, and the worker installs and
    // takes the page over without a reload.
    await expect.poll(async () => (await readDeviceTable(page, 'properties'))?.length ?? 0, { timeout: 60_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 90_000 }).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
    await expect(shown(page)).toHaveText(texts);
    await context.close();
  }
});
