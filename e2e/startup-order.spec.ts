/**
 * Start-up order: the device store, the sync loop and the service worker start once the page is
 * interactive (pwa/lib/startup.ts), yet a favourite tapped the moment the page has come alive is
 * kept and reaches the server. The page's idle callbacks are held back here, so the only thing
 * that can start the offline machinery early is the visitor's tap.
 */
import { expect, test, type Page } from '@playwright/test';
import type { VitalsSummary } from '../contract/vitals.ts';
import { demo, scrollToEnquireForm } from './fixtures.ts';
import { apiToken, cardIds, logInThroughTheForm, readOutbox, registerUser, shoot } from './offlineSupport.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** The page never reports an idle moment: it stays "busy" until the visitor acts. */
async function holdIdleCallbacks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
}

/** Every /assets/device-*.js request the page makes (Dexie and the device store). */
function watchDeviceChunk(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/device-[^/]+\.js$/.test(new URL(request.url()).pathname)) seen.push(request.url());
  });
  return seen;
}

const hydrated = (page: Page) => expect(page.locator('html[data-app="ready"]')).toBeAttached();

test('a visitor who never signed in loads no device store while the page starts, and gets it once they act', async ({ page }) => {
  await holdIdleCallbacks(page);
  const deviceChunk = watchDeviceChunk(page);
  for (const path of ['/', '/residential']) {
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(deviceChunk, `device store requested while ${path} started`).toEqual([]);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((list) => list.length))).toBe(0);
  }
  // The first key press counts as interaction: the sync loop (and with it the device store) starts.
  await page.keyboard.press('Shift');
  await expect.poll(() => deviceChunk.length).toBeGreaterThan(0);
});

test('a page loads web-vitals once it is alive and sends one beacon as it is hidden, which the office sees', async ({ page, request }) => {
  await holdIdleCallbacks(page);
  const token = await apiToken(request, demo.admin);
  /** Visits of the listing pages that reported TTFB this week, as the office's view counts them. */
  const listingVisits = async () => {
    const response = await request.get('/api/v1/admin/vitals?days=7', { headers: { Authorization: `Bearer ${token}` } });
    expect(response.ok()).toBe(true);
    const { data } = (await response.json()) as { data: VitalsSummary };
    return data.pages.find((row) => row.page === 'listing')?.figures.find((figure) => figure.metric === 'TTFB')?.samples ?? 0;
  };
  const before = await listingVisits();
  const library: string[] = [];
  const beacons: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/assets\/web-vitals-[^/]+\.js$/.test(pathname)) library.push(pathname);
    if (pathname === '/api/v1/vitals') beacons.push(request.url());
  });
  await page.goto('/gu/residential?bedrooms=3');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(library, 'web-vitals requested before the page came alive').toEqual([]);
  await page.keyboard.press('Shift');
  await expect.poll(() => library.length).toBe(1);
  // The tab is switched away, then the page is left: one beacon for the visit.
  const hide = (type: 'visibilitychange' | 'pagehide') =>
    page.evaluate((event) => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      (event === 'pagehide' ? window : document).dispatchEvent(new Event(event));
    }, type);
  await hide('visibilitychange');
  await hide('pagehide');
  await expect.poll(() => beacons.length).toBe(1);
  await expect.poll(listingVisits).toBe(before + 1);
  expect(beacons).toHaveLength(1);
});

test('a favourite tapped as soon as the page has come alive is kept and reaches the server', async ({ page, request }) => {
  test.setTimeout(90_000);
  const account = await registerUser(request);
  const token = await apiToken(request, account);
  const serverFavourites = async () => {
    const response = await request.get('/api/v1/favorites', { headers: { Authorization: `Bearer ${token}` } });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { data: { _id: string }[] }).data.map((property) => property._id);
  };

  await logInThroughTheForm(page, account);
  await holdIdleCallbacks(page);
  await page.goto('/residential');
  const listing = page.getByRole('list', { name: 'Explore Residential Properties' });
  await hydrated(page);
  await expect(listing.getByRole('article').first()).toBeVisible();
  const [id] = (await cardIds(listing)) as [string];
  const heart = listing
    .getByRole('article')
    .filter({ has: page.locator(`a[href="/property/${id}"]`) })
    .getByRole('button', { name: /^(Save|Remove) / });
  // The tap itself is the page's first interaction: nothing of the offline machinery ran before it.
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await shoot(page, 'startup-early-favourite');

  // Kept: on the device's outbox or already on the server, then the reload does not lose it.
  await expect
    .poll(async () => (await serverFavourites()).includes(id) || (await readOutbox(page)).some((entry) => entry.args.propertyId === id))
    .toBe(true);
  await page.reload();
  await hydrated(page);
  // Whatever still waited on the device goes out once the page is interactive (here: a key press).
  await page.keyboard.press('Shift');
  await expect.poll(serverFavourites, { timeout: 20_000 }).toContain(id);
  await expect.poll(async () => (await readOutbox(page)).length).toBe(0);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
});

test("a property page's lazy screens use the stylesheet already in the page, not a second copy", async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.css')) stylesheets.push(request.url());
  });
  await page.goto('/residential');
  const [id] = (await cardIds(page.getByRole('list', { name: 'Explore Residential Properties' }))) as [string];
  await page.goto(`/property/${id}`);
  await hydrated(page);
  // The first key press makes the page interactive: the enquiry form (a lazy screen) loads once its place is near.
  await page.keyboard.press('Shift');
  await expect(
    (await scrollToEnquireForm(page, 'Enquire about this property')).getByRole('button', { name: 'Send enquiry' }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(stylesheets).toEqual([]);
  expect(await page.evaluate(() => [...document.styleSheets].filter((sheet) => !sheet.disabled).length)).toBe(1);
});

test.describe("a page's first photo", () => {
  // Photos come from the network here, each a little late, as on a slow line.
  test.use({ serviceWorkers: 'block' });

  test("the app's code is asked for once the page's first photo has loaded, not alongside it", async ({ page }) => {
    await page.goto('/residential');
    const [id] = (await cardIds(page.getByRole('list', { name: 'Explore Residential Properties' }))) as [string];
    await page.route(/\.webp$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    for (const path of ['/', '/residential', `/property/${id}`]) {
      await page.goto(path);
      await hydrated(page);
      const order = await page.evaluate(() => {
        const photo = document.querySelector<HTMLImageElement>('img[fetchpriority=high]');
        const timings = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const photoTiming = timings.find((timing) => timing.name === photo?.currentSrc);
        const app = timings.find((timing) => /\/assets\/index-[^/]+\.js$/.test(new URL(timing.name).pathname));
        return { photoLoaded: photoTiming?.responseEnd, appAsked: app?.startTime };
      });
      expect(order.photoLoaded, `${path}: its first photo`).toBeDefined();
      expect(order.appAsked, `${path}: the app's entry`).toBeDefined();
      expect(order.appAsked!, `${path}: the app's code waited for the photo`).toBeGreaterThan(order.photoLoaded!);
    }
  });
});
