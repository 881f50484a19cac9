/**
 * Search as a person uses it (spec §2 Search, §4 "filters apply only when Apply is pressed",
 * "Reset restores defaults but does not search again"): a query from the home page, filters,
 * the sort (which, unlike the original, is wired and kept in the URL), reload, Reset then Apply.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test, viewports } from './fixtures.ts';

const resultsHeading = (page: Page) => page.getByRole('heading', { level: 1 });
const results = (page: Page) => page.getByRole('list', { name: 'Search results' }).getByRole('article');

/** The filter panel, opened first on small screens where it is behind a toggle. */
async function filterPanel(page: Page): Promise<Locator> {
  const panel = page.getByRole('form', { name: 'Filters' });
  const toggle = page.getByRole('button', { name: /^Show filters/ });
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(page.getByRole('button', { name: /^Hide filters/ })).toHaveAttribute('aria-expanded', 'true');
  }
  await expect(panel).toBeVisible();
  return panel;
}

/** What the API finds for the same search: the oracle the screen must agree with. */
async function apiSearch(request: APIRequestContext, params: Record<string, string>) {
  const response = await request.get('/api/v1/properties/search', { params: { limit: '12', ...params } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { title: string }[]; meta: { total: number } };
  return { total: body.meta.total, first: body.data[0]! };
}

/** Waits until the heading shows the API's count (the previous results stay on screen while a search runs). */
async function expectFound(page: Page, total: number) {
  await expect(resultsHeading(page)).toHaveText(new RegExp(`\\(${total.toLocaleString('en-IN')} found\\)$`));
}

async function cardPrices(page: Page): Promise<number[]> {
  // The price itself, not the price per sq ft beside it.
  const texts = await results(page)
    .locator('p')
    .filter({ hasText: /^₹/ })
    .filter({ hasNotText: /sq ?ft/ })
    .allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d]/g, '')));
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('query from the home page, filters, sort kept in the URL across a reload, Reset then Apply', async ({ page }) => {
      await page.goto('/');
      const featuredSearch = page.getByRole('region', { name: 'Featured Properties' }).getByRole('search');
      await featuredSearch.getByRole('searchbox', { name: 'Search properties' }).fill('BHK');
      await featuredSearch.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/search\?q=BHK$/);
      await expect(resultsHeading(page)).toContainText('Results for "BHK"');
      const everything = await apiSearch(page.request, { q: 'BHK' });
      expect(everything.total).toBeGreaterThan(1);
      await expectFound(page, everything.total);

      // Filters: nothing happens until Apply.
      const panel = await filterPanel(page);
      await panel.getByRole('radio', { name: 'Residential' }).check();
      await panel.getByRole('checkbox', { name: 'Apartment' }).check();
      await panel.getByLabel('Bedrooms').selectOption({ label: '2+' });
      const price = panel.getByRole('slider', { name: 'Maximum price' });
      await price.focus();
      for (let step = 0; step < 10; step += 1) await price.press('ArrowLeft');
      await expect(panel.locator('output').first()).toHaveText('Up to ₹ 40 L');
      await expect(page).toHaveURL(/\/search\?q=BHK$/);
      await expectFound(page, everything.total);

      const filters = { q: 'BHK', propertyType: 'Residential', category: 'Apartment', bedrooms: '2', maxPrice: '4000000' };
      await panel.getByRole('button', { name: 'Apply' }).click();
      await expect(page).toHaveURL(
        (url) => url.pathname === '/search' && Object.entries(filters).every(([key, value]) => url.searchParams.get(key) === value),
      );
      const filtered = await apiSearch(page.request, filters);
      expect(filtered.total).toBeGreaterThan(0);
      expect(filtered.total).toBeLessThan(everything.total);
      await expectFound(page, filtered.total);
      await expect(results(page).first()).toContainText('Apartment');
      // The count can be drawn a moment before the cards (they render in the background): wait for the cards.
      await expect.poll(async () => Math.max(...(await cardPrices(page)))).toBeLessThanOrEqual(4_000_000);

      // Sort: the URL carries it and the order follows it.
      const sort = page.getByRole('button', { name: /Sort by/ });
      await sort.click();
      await page.getByRole('option', { name: 'Price: Low to High' }).click();
      await expect(page).toHaveURL(/[?&]sort=price_asc(&|$)/);
      await expect(sort).toContainText('Price: Low to High');
      const cheapest = await apiSearch(page.request, { ...filters, sort: 'price_asc' });
      await expect(results(page).first().getByRole('heading')).toHaveText(cheapest.first.title);
      const ascending = await cardPrices(page);
      expect(ascending.length).toBeGreaterThan(0);
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

      // A reload keeps the search, the filters and the sort.
      await page.reload();
      await expect(sort).toContainText('Price: Low to High');
      await expectFound(page, filtered.total);
      await expect(results(page).first().getByRole('heading')).toHaveText(cheapest.first.title);
      const reloaded = await filterPanel(page);
      await expect(reloaded.getByRole('radio', { name: 'Residential' })).toBeChecked();
      await expect(reloaded.getByRole('checkbox', { name: 'Apartment' })).toBeChecked();
      await expect(reloaded.getByLabel('Bedrooms')).toHaveValue('2');
      const sortedUrl = page.url();

      // Reset restores the defaults but does not search again.
      await reloaded.getByRole('button', { name: 'Reset' }).click();
      await expect(reloaded.getByRole('radio', { name: 'All Properties' })).toBeChecked();
      await expect(reloaded.getByRole('checkbox', { name: 'Apartment' })).not.toBeChecked();
      await expect(reloaded.getByLabel('Bedrooms')).toHaveValue('');
      await expect(reloaded.locator('output').first()).toHaveText(/\(any\)$/);
      expect(page.url()).toBe(sortedUrl);
      await expectFound(page, filtered.total);

      // Apply searches with the defaults: only the text and the sort remain.
      await reloaded.getByRole('button', { name: 'Apply' }).click();
      await expect(page).toHaveURL(/\/search\?q=BHK&sort=price_asc$/);
      await expectFound(page, everything.total);
    });
  });
}

test('a search that finds nothing offers to reset', async ({ page }) => {
  await page.goto('/search?q=zzqx-no-such-listing');
  await expect(resultsHeading(page)).toHaveText('Results for "zzqx-no-such-listing" (0 found)');
  await expect(page.getByRole('heading', { name: 'No properties found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filters to see more results.')).toBeVisible();
  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(resultsHeading(page)).toHaveText(/^Properties \(\d[\d,]* found\)$/);
  await expectFound(page, (await apiSearch(page.request, {})).total);
});

test('the listing filters narrow /residential and choosing a category resets the sub-category', async ({ page }) => {
  await page.goto('/residential');
  const category = page.getByRole('group', { name: 'Category', exact: true });
  const sub = page.getByRole('group', { name: 'Sub-category', exact: true });
  await sub.getByRole('button', { name: 'Bungalows' }).click();
  await expect(sub.getByRole('button', { name: 'Bungalows' })).toHaveAttribute('aria-pressed', 'true');
  const cards = page.getByRole('list', { name: 'Explore Residential Properties' }).getByRole('article');
  await expect(cards.first()).toContainText('Bungalows');
  await expect(cards.filter({ hasNotText: 'Bungalows' })).toHaveCount(0);

  await category.getByRole('button', { name: 'Commercial' }).click();
  await expect(page).toHaveURL(/\/commercial$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Commercial Properties' })).toBeVisible();
  await expect(category.getByRole('button', { name: 'Commercial' })).toHaveAttribute('aria-pressed', 'true');
  await expect(sub.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  const commercial = page.getByRole('list', { name: 'Explore Commercial Properties' }).getByRole('article');
  await expect(commercial.first()).toBeVisible();
  await expect(commercial.filter({ hasText: /\d (?:BHK|Beds?)/ })).toHaveCount(0);

  await sub.getByRole('button', { name: 'Office' }).click();
  await expect(page).toHaveURL(/\/commercial\?sub=Office$/);
  await expect(sub.getByRole('button', { name: 'Office' })).toHaveAttribute('aria-pressed', 'true');
  await category.getByRole('button', { name: 'All' }).click();
  await expect(page).toHaveURL(/\/commercial\?category=all$/);
  await expect(sub.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/properties across residential and commercial/)).toBeVisible();
});
