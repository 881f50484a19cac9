/**
 * The site in Gujarati and Hindi: the switcher in the header, pages under /gu/ and /hi/ with
 * headings, buttons and prices in the language, the choice kept across a reload and on the next
 * visit to /, a locality typed in Gujarati, and the server-rendered page of /gu/residential; axe
 * finds no serious or critical violation on the Gujarati home page or the Hindi listing page.
 */
import type { Page } from '@playwright/test';
import { analyze } from './axe.ts';
import { expect, test, viewports } from './fixtures.ts';

/**
 * A screenshot once the page's fonts are in (the language's font swaps in when it arrives).
 * Headless Chromium without a GPU leaves text on composited layers (transitions, blurs) painted
 * with the fallback after a swap, which no browser on a screen does: the page is repainted first.
 */
async function screenshot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  await page.evaluate(() => {
    document.body.style.transform = 'translateZ(0)';
  });
  await page.screenshot({ path: `test-results/${name}.png`, animations: 'disabled' });
  await page.evaluate(() => {
    document.body.style.transform = '';
  });
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('switching to Gujarati on the home page shows it in Gujarati under /gu/, kept across a reload and on the next visit to /', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover your ideal property solution');
      await page.getByRole('banner').getByRole('link', { name: 'ગુજરાતી' }).click();

      await expect(page).toHaveURL(/\/gu\/$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'gu');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('તમારી પસંદનું પ્રોપર્ટી સોલ્યુશન શોધો');
      await expect(page.getByRole('link', { name: 'રહેણાંક પ્રોપર્ટી જુઓ' })).toBeVisible();
      const featured = page.getByRole('region', { name: 'ખાસ પ્રોપર્ટી' });
      await expect(featured.getByRole('article').first()).toBeVisible();
      await expect(featured.getByText(/^₹ [\d.]+ (લાખ|કરોડ)$/).first()).toBeVisible();
      await expect(featured.getByText('₹ 45,00,000')).toHaveCount(0);
      await screenshot(page, `i18n-home-gu-${viewport.width}`);
      await featured.scrollIntoViewIfNeeded();
      await screenshot(page, `i18n-featured-gu-${viewport.width}`);
      await analyze(page, `the Gujarati home page at ${viewport.width} px`);

      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('તમારી પસંદનું પ્રોપર્ટી સોલ્યુશન શોધો');
      // The choice is kept on the device: the home page leads to it.
      await page.goto('/');
      await expect(page).toHaveURL(/\/gu\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('તમારી પસંદનું પ્રોપર્ટી સોલ્યુશન શોધો');
      // Choosing English again is kept as well.
      await page
        .getByRole('banner')
        .getByRole('link', { name: 'English' })
        .or(page.getByRole('contentinfo').getByRole('link', { name: 'English' }))
        .first()
        .click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover your ideal property solution');
    });

    test('a locality typed in Gujarati finds its listings', async ({ page }) => {
      await page.goto('/gu/');
      await page.getByRole('searchbox', { name: 'પ્રોપર્ટી શોધો' }).fill('વેસુ');
      await page.getByRole('searchbox', { name: 'પ્રોપર્ટી શોધો' }).press('Enter');
      await expect(page).toHaveURL(/\/gu\/search\?q=/);
      const results = page.getByRole('list', { name: 'શોધનાં પરિણામો' }).getByRole('article');
      await expect(results.first()).toBeVisible();
      await expect(results.first()).toContainText(/Vesu/i);
      await screenshot(page, `i18n-search-gu-${viewport.width}`);
    });

    test('switching to Hindi on a listing page shows it in Hindi under /hi/', async ({ page }) => {
      await page.goto('/residential');
      await page.getByRole('banner').getByRole('link', { name: 'हिन्दी' }).click();
      await expect(page).toHaveURL(/\/hi\/residential$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('आवासीय प्रॉपर्टी देखें');
      await expect(page.getByRole('group', { name: 'श्रेणी', exact: true }).getByRole('button', { name: 'सभी', exact: true })).toBeVisible();
      const cards = page.getByRole('list', { name: 'आवासीय प्रॉपर्टी देखें' }).getByRole('article');
      await expect(cards.first()).toBeVisible();
      await expect(cards.getByText(/^₹ [\d.]+ (लाख|करोड़)( \/ माह)?$/).first()).toBeVisible();
      await expect(cards.first().getByRole('link', { name: /विवरण देखें/ })).toHaveAttribute('href', /^\/hi\/property\//);
      await screenshot(page, `i18n-residential-hi-${viewport.width}`);
      await analyze(page, `the Hindi residential page at ${viewport.width} px`);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('आवासीय प्रॉपर्टी देखें');
    });

    test('a listing with a Gujarati title and description shows them on its Gujarati page, marked lang="gu"', async ({ page, request }) => {
      const search = await request.get(
        `/api/v1/properties/search?q=${encodeURIComponent('2 BHK Apartment in Vesu near VIP Road')}&limit=5`,
      );
      const listing = ((await search.json()) as { data: { _id: string; title: string }[] }).data.find(
        (found) => found.title === '2 BHK Apartment in Vesu near VIP Road',
      )!;
      await page.goto(`/gu/property/${listing._id}`);
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toHaveText('વેસુમાં વીઆઈપી રોડ પાસે 2 BHK એપાર્ટમેન્ટ');
      await expect(title).toHaveAttribute('lang', 'gu');
      await expect(page.getByText('ગ્રેનાઈટ પ્લેટફોર્મ સાથે મોડ્યુલર કિચન')).toBeVisible();
      await screenshot(page, `i18n-property-gu-${viewport.width}`);
      await page.goto(`/property/${listing._id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('2 BHK Apartment in Vesu near VIP Road');
    });
  });
}

test('the server-rendered /gu/residential is in Gujarati, says lang="gu" and names its alternates', async ({ request, baseURL }) => {
  const response = await request.get('/gu/residential');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<html lang="gu"');
  expect(html).toContain('રહેણાંક પ્રોપર્ટી જુઓ');
  expect(html).toMatch(/₹ [\d.]+ (લાખ|કરોડ)/);
  const origin = new URL(html.match(/<link rel="canonical" href="([^"]+)"/)![1]!).origin;
  for (const [lang, path] of [
    ['en', '/residential'],
    ['gu', '/gu/residential'],
    ['hi', '/hi/residential'],
    ['x-default', '/residential'],
  ]) {
    expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="${origin}${path}">`);
  }
  expect(baseURL).toBeTruthy();
});
