/**
 * The site-visit pack: a saved property kept for offline from the dashboard shows 'Available
 * offline' only once it is all on the device, and then opens offline with every photo of its
 * gallery, its facts and its small map's tiles; a unit of a project opens offline with its
 * project's whole price list and every floor plan. The media cache is emptied before keeping, so
 * what opens offline is what the pack put there (not what browsing had already cached).
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, demo, madeListings, pngFile, uniqueTag } from './fixtures.ts';
import {
  apiToken,
  controlledByServiceWorker,
  expectInMediaCache,
  expectMediaImage,
  forgetPersistedQueryCache,
  logInThroughTheForm,
  OFFLINE_BANNER,
  registerUser,
} from './offlineSupport.ts';

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/visit-pack/${name}.png` });
}

test.use({ viewport: { width: 390, height: 844 } });

const LONG_TITLE = 'Spacious Fully Furnished Four Bedroom Penthouse With Private Terrace Garden Overlooking The Tapi Riverfront';
const listings = madeListings();
test.afterEach(({ request }) => listings.removeAll(request));

interface Listing {
  _id: string;
  title: string;
  images: string[];
  thumbnails: string[];
  rera: { number: string | null; qr: string | null } | null;
  possession: string | null;
  lat: number | null;
}

/** The page is no wider than the phone, and no dashboard tab's label leaves its tab. */
async function expectWithinThePhone(page: Page, where: string): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(390);
  const tabs = page.getByRole('tab');
  for (let index = 0; index < (await tabs.count()); index++) {
    const tab = tabs.nth(index);
    expect(await tab.evaluate((element) => element.scrollWidth - element.clientWidth), `${where}: ${await tab.textContent()}`).toBe(0);
  }
}

/** A toast's icon is drawn, never a text sign a font may lack ('ⓘ' showed as an empty box). */
async function expectNoToastWithATextIcon(page: Page): Promise<void> {
  const signs = await page.evaluate(() =>
    [...document.querySelectorAll('#toasts *')]
      .filter((element) => element.children.length === 0 && /^[\u2460-\u24ff\u2139]$/u.test(element.textContent?.trim() ?? ''))
      .map((element) => element.textContent),
  );
  expect(signs).toEqual([]);
}

const gallery = (page: Page) => page.getByRole('region', { name: /^Photos of / });

/** A listing with several photos (one with a RERA block when the catalogue has one). */
async function listingWithPhotos(request: import('@playwright/test').APIRequestContext): Promise<Listing> {
  const body = (await (await request.get('/api/v1/properties/search?limit=50')).json()) as { data: Listing[] };
  const many = body.data.filter((listing) => listing.images.length >= 3 && listing.lat !== null);
  const chosen = many.find((listing) => listing.rera?.number && listing.possession === 'under_construction') ?? many[0];
  expect(chosen, 'a listing with three photos or more').toBeDefined();
  return chosen!;
}

test('a property kept for offline opens offline with every photo of its gallery and its facts', async ({ page, context, request }) => {
  // Downloads, reloads online and offline, on a shared machine.
  test.setTimeout(180_000);
  const account = await registerUser(request);
  const listing = await listingWithPhotos(request);
  const token = await apiToken(request, account);
  const saved = await request.post(`/api/v1/properties/${listing._id}/favorite`, { headers: { Authorization: `Bearer ${token}` } });
  expect(saved.ok(), await saved.text()).toBe(true);
  // Beside it, a saved listing whose title is longer than a phone is wide.
  const long = await listings.create(request, await apiLogin(request, demo.admin), {
    title: LONG_TITLE,
    description: 'A penthouse made for the layout check, with its terrace garden and river view.',
    location: 'Vesu',
    address: 'Near VR Mall, Magdalla Road, Vesu, Surat 395007',
    price: '42500000',
    sqt: '3200',
    bedrooms: '4',
  });
  const savedLong = await request.post(`/api/v1/properties/${long}/favorite`, { headers: { Authorization: `Bearer ${token}` } });
  expect(savedLong.ok(), await savedLong.text()).toBe(true);

  await logInThroughTheForm(page, account);
  await controlledByServiceWorker(page);
  await page.goto('/dashboard');
  const card = page
    .getByRole('region', { name: /Saved Properties/ })
    .getByRole('article')
    .filter({ hasText: listing.title });
  await expect(card).toBeVisible();
  await expect(page.getByTestId('offline-space')).toContainText('No properties kept for offline yet.');

  // The saved list warms its pictures into the media cache; empty it, so only the pack can fill it.
  await expectInMediaCache(page, [...listing.images, ...listing.thumbnails]);
  await page.evaluate(() => caches.delete('media-images'));

  // Each photo takes a moment, as on a phone's line: the server answers photos it has served from
  // memory, and a pack of them could finish before its progress was ever read.
  await page.evaluate(() => {
    const fetchNow = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      if (String(input).startsWith('/media/')) await new Promise((resolve) => setTimeout(resolve, 300));
      return fetchNow(input, init);
    };
  });
  await card.getByRole('button', { name: /^Keep for offline/ }).click();
  await expect(card.getByText(/^Saving for offline… \d+ of \d+$/)).toBeVisible();
  await expect(card.getByTestId('available-offline')).toHaveText('Available offline', { timeout: 60_000 });
  // The badge was right: every photo in full size and card size is in the cache.
  await expectInMediaCache(page, [...listing.images, ...listing.thumbnails, ...(listing.rera?.qr ? [listing.rera.qr] : [])]);
  await expect(page.getByTestId('offline-space')).toContainText(/Kept for offline: 1 property, [\d.]+ (kB|MB)/);
  await card.scrollIntoViewIfNeeded();
  await shoot(page, 'visit-pack-dashboard-390');
  await expectNoToastWithATextIcon(page);
  await expectWithinThePhone(page, 'the English dashboard after keeping a property for offline');
  for (const [language, settings] of [
    ['gu', 'એકાઉન્ટ સેટિંગ્સ'],
    ['hi', 'अकाउंट सेटिंग्स'],
  ] as const) {
    await page.goto(`/${language}/dashboard`);
    await expect(page.getByTestId('available-offline')).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: LONG_TITLE.slice(0, 20) })).toBeVisible();
    await expectWithinThePhone(page, `the ${language} dashboard`);
    await page.getByRole('tab', { name: settings }).click();
    await expect(page.getByTestId('session').first()).toBeVisible();
    await expectWithinThePhone(page, `the ${language} account settings`);
    await shoot(page, `visit-pack-settings-${language}-390`);
  }
  await page.goto('/dashboard');
  await expect(card.getByTestId('available-offline')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'visit-pack-dashboard-1280');

  // Offline, never opened online, with the query cache gone: the device store and the pack answer.
  await forgetPersistedQueryCache(page);
  await context.setOffline(true);
  await page.goto(`/property/${listing._id}`);
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.title);
  await expect(page.getByRole('heading', { name: 'Key facts' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Property Details' })).toBeVisible();
  await expect(page.getByTestId('property-actions').getByTestId('available-offline')).toBeVisible();
  if (listing.rera?.number && listing.possession === 'under_construction') {
    const qr = page.getByTestId('rera-block').getByRole('img');
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  }

  // Every photo of the gallery, one by one, in full size; and every thumbnail of the strip.
  const photos = gallery(page);
  for (let index = 0; index < listing.images.length; index++) {
    if (index > 0) await photos.getByRole('button', { name: 'Next image' }).click();
    const photo = photos.getByRole('img', { name: new RegExp(`photo ${index + 1} of ${listing.images.length}$`) });
    await expectMediaImage(photo);
    expect(await photo.evaluate((image: HTMLImageElement) => new URL(image.currentSrc || image.src).pathname)).toBe(listing.images[index]);
  }
  const thumbnails = photos.getByRole('list', { name: 'Thumbnails' }).locator('img');
  await expect(thumbnails).toHaveCount(listing.images.length);
  for (const thumbnail of await thumbnails.all()) await expectMediaImage(thumbnail);

  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'visit-pack-property-offline-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'visit-pack-property-offline-390');

  // On the phone at the site, its small map draws from the nine tiles the pack kept (no tile server
  // is reachable offline): every tile inside the map's frame has its picture.
  const map = page.getByTestId('small-map');
  // Its place first (the map is drawn as it nears the screen), unless it is drawn already.
  await page.getByTestId('map-placeholder').or(map).scrollIntoViewIfNeeded();
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('img.leaflet-tile').first()).toBeVisible();
  await expect
    .poll(() =>
      map.locator('.leaflet-container').evaluate((frame) => {
        const box = frame.getBoundingClientRect();
        const inside = [...frame.querySelectorAll<HTMLImageElement>('img.leaflet-tile')].filter((tile) => {
          const rect = tile.getBoundingClientRect();
          return rect.right > box.left && rect.left < box.right && rect.bottom > box.top && rect.top < box.bottom;
        });
        return inside.length > 0 && inside.every((tile) => tile.complete && tile.naturalWidth > 0);
      }),
    )
    .toBe(true);
  await expect(map.getByTestId('map-attribution')).toBeVisible();
  await shoot(page, 'visit-pack-map-offline-390');

  // Back online: 'Remove from offline' takes it off the device.
  await context.setOffline(false);
  await page.goto('/dashboard');
  await card.getByRole('button', { name: /^Remove from offline/ }).click();
  await expect(card.getByRole('button', { name: /^Keep for offline/ })).toBeVisible();
  await expect(page.getByTestId('offline-space')).toContainText('No properties kept for offline yet.');
});

test("a unit of a project kept for offline shows its project's price list offline, its own type marked, and opens a floor plan", async ({
  page,
  context,
  request,
}) => {
  // A project, its price list with two floor plans, a keep, and offline pages in two languages at two widths.
  test.setTimeout(240_000);
  const admin = await apiLogin(request, demo.admin);
  const headers = { Authorization: `Bearer ${admin.accessToken}` };
  const tag = uniqueTag();
  const created = await request.post('/api/v1/projects', {
    headers,
    data: {
      title: `QA Kept Heights ${tag}`,
      slug: `qa-kept-heights-${tag}`,
      description: '<p>Two towers of 2 and 3 BHK homes, made by the end-to-end tests.</p>',
      status: 'COMPLETED',
      location: 'Vesu, Surat',
      address: 'Canal Road, Vesu, Surat 395007',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const project = ((await created.json()) as { data: { _id: string; slug: string; title: string } }).data;
  try {
    const [twoBhk, threeBhk] = [randomUUID(), randomUUID()];
    const unitTypes = [
      { id: twoBhk, label: '2 BHK', kind: 'bhk', bhk: 2, carpetMin: 690, carpetMax: 760, priceMin: 4_200_000, priceMax: 4_900_000 },
      { id: threeBhk, label: '3 BHK', kind: 'bhk', bhk: 3, carpetMin: 980, carpetMax: 1090, priceMin: 6_200_000, priceMax: 7_100_000 },
    ];
    const listed = await request.put(`/api/v1/projects/${project._id}/unit-types`, {
      headers,
      multipart: {
        unitTypes: JSON.stringify(unitTypes),
        [`floorPlan.${twoBhk}`]: await pngFile('plan-2bhk.png', '#5d6d7e', 480, 360),
        [`floorPlan.${threeBhk}`]: await pngFile('plan-3bhk.png', '#7e5d6d', 480, 360),
      },
    });
    expect(listed.status(), await listed.text()).toBe(200);
    const plans = ((await listed.json()) as { data: { unitTypes: { floorPlan: string | null }[] } }).data.unitTypes.map(
      (unit) => unit.floorPlan!,
    );
    expect(plans).toHaveLength(2);
    const unit = await listings.create(request, admin, {
      title: `QA Kept Heights 3 BHK ${tag}`,
      description: 'A 3 BHK home in a completed tower, made for the visit pack check.',
      location: 'Vesu, Surat',
      address: 'Canal Road, Vesu, Surat 395007',
      price: '6800000',
      sqt: '1450',
      bedrooms: '3',
      carpetArea: '1040',
      projectId: project._id,
      unitTypeId: threeBhk,
    });

    const account = await registerUser(request);
    await logInThroughTheForm(page, account);
    await controlledByServiceWorker(page);
    // Gujarati's files are kept once a Gujarati page is shown: the offline Gujarati page needs them.
    const gujarati = ((await (await request.get('/language-assets.json')).json()) as Record<'gu', string[]>).gu;
    await page.goto(`/gu/property/${unit}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'gu');
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('languages')).keys()).length), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(gujarati.length);
    await page.goto(`/property/${unit}`);
    // The unit's type is in the facts the page came with, a link to its own row of the project's price list.
    const typeLink = page.getByTestId('project-line').getByRole('link', { name: '3 BHK on the price list' });
    await expect(typeLink).toHaveAttribute('href', `/projects/${project.slug}#unit-type-${threeBhk}`);
    await typeLink.click();
    await expect(page).toHaveURL(new RegExp(`/projects/${project.slug}#unit-type-${threeBhk}$`));
    await expect(page.locator(`#unit-type-${threeBhk}`)).toBeInViewport();
    await page.goto(`/property/${unit}`);
    const actions = page.getByTestId('property-actions');
    await page.evaluate(() => caches.delete('media-images'));
    await actions.getByRole('button', { name: /^Keep for offline/ }).click();
    await expect(actions.getByTestId('available-offline')).toHaveText('Available offline', { timeout: 60_000 });
    // Every type's floor plan, not only the unit's own.
    await expectInMediaCache(page, plans);

    await forgetPersistedQueryCache(page);
    await context.setOffline(true);
    const languages = [
      { prefix: '', heading: `Price list of ${project.title}`, thisUnit: 'This unit', plan: 'Floor plan of 2 BHK', close: 'Close' },
      {
        prefix: '/gu',
        heading: `${project.title}ની કિંમત યાદી`,
        thisUnit: 'આ યુનિટ',
        plan: '2 BHKનો ફ્લોર પ્લાન',
        close: 'બંધ કરો',
      },
    ];
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const language of languages) {
        await page.goto(`${language.prefix}/property/${unit}`);
        const list = page.getByTestId('price-list');
        await expect(list.getByRole('heading', { name: language.heading })).toBeVisible();
        const own = list.getByRole('row', { name: /3 BHK/ });
        await expect(own).toHaveAttribute('aria-current', 'true');
        await expect(own).toContainText(language.thisUnit);
        const other = list.getByRole('row', { name: /2 BHK/ });
        await expect(other).not.toContainText(language.thisUnit);
        await list.scrollIntoViewIfNeeded();
        await shoot(page, `visit-pack-price-list-${language.prefix ? 'gu' : 'en'}-${width}`);
        if (width !== 390) continue;

        // The other type's floor plan opens from the pack, with no signal.
        await other.getByRole('button', { name: language.plan }).filter({ visible: true }).click();
        const dialog = page.getByRole('dialog', { name: language.plan });
        await expectMediaImage(dialog.getByRole('img', { name: language.plan }));
        await shoot(page, `visit-pack-floor-plan-${language.prefix ? 'gu' : 'en'}-${width}`);
        await dialog.getByRole('button', { name: language.close }).click();
        await expect(dialog).toHaveCount(0);
      }
    }
    await context.setOffline(false);
  } finally {
    await listings.removeAll(request);
    const removed = await request.delete(`/api/v1/projects/${project._id}`, { headers });
    expect(removed.status()).toBe(200);
  }
});
