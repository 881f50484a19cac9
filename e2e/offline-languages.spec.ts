/**
 * Gujarati offline: a visitor who reads English downloads none of Gujarati's or Hindi's files
 * (messages, fonts) with the service worker's precache; once a page in Gujarati has been shown,
 * every Gujarati file is kept, and the site opens offline in Gujarati, a screen never opened in it
 * (Contact Us, whose words are a chunk of their own) included.
 */
import { expect, test, type Page } from '@playwright/test';
import { controlledByServiceWorker, shoot } from './offlineSupport.ts';

const GUJARATI_OFFLINE_BANNER = 'તમે ઑફલાઇન છો. આ ડિવાઇસમાં સાચવેલી માહિતી બતાવીએ છીએ.';

test.use({ viewport: { width: 390, height: 844 } });

/** The paths of the files in the worker's caches whose names match `cacheName` (its precache, the languages' cache). */
const cachedFiles = (page: Page, cacheName: RegExp) =>
  page.evaluate(async (pattern) => {
    const names = (await caches.keys()).filter((key) => new RegExp(pattern).test(key));
    const files = await Promise.all(
      names.map(async (key) => (await (await caches.open(key)).keys()).map((request) => new URL(request.url).pathname)),
    );
    return files.flat();
  }, cacheName.source);

test('Gujarati’s files are kept only once a Gujarati page is shown, and then the site opens offline in Gujarati', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const lists = (await (await request.get('/language-assets.json')).json()) as Record<'gu' | 'hi', string[]>;
  expect(lists.gu.some((file) => /locale-gu-/.test(file))).toBe(true);

  // English: the worker installs without a single Gujarati or Hindi file.
  await page.goto('/');
  await controlledByServiceWorker(page);
  const precached = await cachedFiles(page, /precache/);
  expect(precached.some((file) => /\/assets\/locale-en|index-/.test(file))).toBe(true);
  expect(precached.filter((file) => [...lists.gu, ...lists.hi].includes(file.slice(1)))).toEqual([]);
  expect(await cachedFiles(page, /^languages$/)).toEqual([]);

  // A page in Gujarati: all of Gujarati's files are kept (no Hindi one).
  await page.goto('/gu/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('તમારી પસંદનું પ્રોપર્ટી સોલ્યુશન શોધો');
  await expect
    .poll(async () => (await cachedFiles(page, /^languages$/)).sort(), { timeout: 30_000 })
    .toEqual(lists.gu.map((file) => `/${file}`).sort());

  // Offline: home in Gujarati reloads, and Contact Us, never opened, opens in Gujarati.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('તમારી પસંદનું પ્રોપર્ટી સોલ્યુશન શોધો');
  await expect(page.locator('html')).toHaveAttribute('lang', 'gu');
  await page.goto('/gu/contactus');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('સંપર્ક કરો');
  await expect(page.getByRole('heading', { name: 'વારંવાર પૂછાતા પ્રશ્નો' })).toBeVisible();
  await expect(page.getByText(GUJARATI_OFFLINE_BANNER)).toBeVisible();
  // The Gujarati font came from the worker's cache, so the letters are Gujarati's, not boxes.
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Gujarati"', 'સંપર્ક'))).toBe(true);
  await shoot(page, 'languages-gu-contact-offline');
});
