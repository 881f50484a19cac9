/**
 * Search as a person uses it (spec §2 Search, §4 "filters apply only when Apply is pressed",
 * "Reset restores defaults but does not search again"): a query from the home page, filters,
 * the sort (which, unlike the original, is wired and kept in the URL), reload, Reset then Apply; the
 * map view with its clusters, a marker's card, and "Search this area" narrowing the list.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { atWidths, expect, journeyViewports, saveScreenshot, settle, test, viewports } from './fixtures.ts';

const resultsHeading = (page: Page) => page.getByRole('heading', { level: 1 });
const results = (page: Page) => page.getByRole('list', { name: 'Search results' }).getByRole('article');

/**
 * The filter panel, opened first on small screens where it is behind a toggle. After a reload the
 * page is server-rendered: the panel and the page's buttons answer once the app has taken it over.
 */
async function filterPanel(page: Page): Promise<Locator> {
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
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

/** The cards' prices in order, each marked whether it is a monthly rent. */
async function cardPriceTags(page: Page, list: Locator = results(page)): Promise<{ price: number; rent: boolean }[]> {
  // The price itself, not the price per sq ft beside it.
  const texts = await list
    .locator('p')
    .filter({ hasText: /^₹/ })
    .filter({ hasNotText: /sq ?ft/ })
    .allTextContents();
  return texts.map((text) => ({ price: Number(text.replace(/\/.*$/, '').replace(/[^\d]/g, '')), rent: /\/ month/.test(text) }));
}

async function cardPrices(page: Page): Promise<number[]> {
  return (await cardPriceTags(page)).map((tag) => tag.price);
}

/** Sales first, then rents, each cheapest first: a price sort over both purposes. */
function expectSalesThenRentsAscending(tags: { price: number; rent: boolean }[]) {
  const firstRent = tags.findIndex((tag) => tag.rent);
  const sales = tags.slice(0, firstRent === -1 ? tags.length : firstRent);
  const rents = firstRent === -1 ? [] : tags.slice(firstRent);
  expect(rents.every((tag) => tag.rent)).toBe(true);
  for (const part of [sales, rents]) {
    const prices = part.map((tag) => tag.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  }
}

const purposeGroup = (page: Page) => page.getByRole('group', { name: 'Purpose', exact: true });

atWidths(journeyViewports, () => {
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
    await panel.getByLabel('Maximum budget').selectOption({ label: '₹ 40 L' });
    await expect(panel.getByLabel('Maximum budget')).toHaveValue('4000000');
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
    const ascending = await cardPriceTags(page);
    expect(ascending.length).toBeGreaterThan(0);
    expectSalesThenRentsAscending(ascending);

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
    await expect(reloaded.getByLabel('Maximum budget')).toHaveValue('');
    await expect(reloaded.locator('output').first()).toHaveText(/\(any\)$/);
    expect(page.url()).toBe(sortedUrl);
    await expectFound(page, filtered.total);

    // Apply searches with the defaults: only the text and the sort remain.
    await reloaded.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/search\?q=BHK&sort=price_asc$/);
    await expectFound(page, everything.total);
  });

  test('Buy or Rent comes from the address, the tabs change it, and a price sort never ranks a rent below a sale', async ({ page }) => {
    const rents = await apiSearch(page.request, { transactionType: 'Rent' });
    const sales = await apiSearch(page.request, { transactionType: 'Buy' });
    expect(rents.total).toBeGreaterThan(0);
    expect(sales.total).toBeGreaterThan(rents.total);

    await page.goto('/search?transactionType=Rent');
    await expectFound(page, rents.total);
    await expect(purposeGroup(page).getByRole('button', { name: 'Rent', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(results(page).first()).toContainText('/ month');
    await expect(results(page).filter({ hasNotText: '/ month' })).toHaveCount(0);

    await purposeGroup(page).getByRole('button', { name: 'Buy', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?transactionType=Buy$/);
    await expectFound(page, sales.total);
    await expect(results(page).filter({ hasText: '/ month' })).toHaveCount(0);

    // Both purposes, cheapest first: the sales come first, every one of them before any rent.
    await purposeGroup(page).getByRole('button', { name: 'Buy or Rent' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await page.getByRole('button', { name: /Sort by/ }).click();
    await page.getByRole('option', { name: 'Price: Low to High' }).click();
    await expect(page).toHaveURL(/\/search\?sort=price_asc$/);
    const cheapest = await apiSearch(page.request, { sort: 'price_asc' });
    await expect(results(page).first().getByRole('heading')).toHaveText(cheapest.first.title);
    await expect(results(page).first()).not.toContainText('/ month');
    expectSalesThenRentsAscending(await cardPriceTags(page));
  });

  test('a budget of ₹ 60 L to ₹ 1.2 Cr is chosen in lakh and crore, and a rent budget per month', async ({ page }) => {
    await page.goto('/search?transactionType=Buy');
    const panel = await filterPanel(page);
    await expect(panel.getByRole('group', { name: 'Budget' })).toBeVisible();
    await panel.getByLabel('Minimum budget').selectOption({ label: '₹ 60 L' });
    await panel.getByLabel('Maximum budget').selectOption({ label: '₹ 1.2 Cr' });
    // The minimum offers nothing above the chosen maximum.
    await expect(panel.getByLabel('Minimum budget').getByRole('option', { name: '₹ 1.5 Cr' })).toHaveCount(0);
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/search\?transactionType=Buy&minPrice=6000000&maxPrice=12000000$/);
    const within = await apiSearch(page.request, { transactionType: 'Buy', minPrice: '6000000', maxPrice: '12000000' });
    expect(within.total).toBeGreaterThan(0);
    await expectFound(page, within.total);
    await expect.poll(async () => (await cardPrices(page)).every((price) => price >= 6_000_000 && price <= 12_000_000)).toBe(true);

    // A reload keeps the budget; Rent drops it (a sale budget means nothing as a rent) and offers monthly steps.
    await page.reload();
    await expectFound(page, within.total);
    await expect((await filterPanel(page)).getByLabel('Maximum budget')).toHaveValue('12000000');
    await purposeGroup(page).getByRole('button', { name: 'Rent', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?transactionType=Rent$/);
    const renting = await filterPanel(page);
    await expect(renting.getByRole('group', { name: 'Rent per month' })).toBeVisible();
    await renting.getByLabel('Maximum rent').selectOption({ label: '₹ 20,000' });
    await renting.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/search\?transactionType=Rent&maxPrice=20000$/);
    const cheapRents = await apiSearch(page.request, { transactionType: 'Rent', maxPrice: '20000' });
    expect(cheapRents.total).toBeGreaterThan(0);
    await expectFound(page, cheapRents.total);
  });
});

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

test('the home widget opens View all with its purpose, and the Gujarati budget reads in lakh and crore', async ({ page }) => {
  await page.goto('/');
  const featured = page.getByRole('region', { name: 'Featured Properties' });
  await featured.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Residential' }).click();
  await featured.getByRole('group', { name: 'Purpose' }).getByRole('button', { name: 'Rent' }).click();
  await featured.getByRole('link', { name: 'View all properties' }).click();
  await expect(page).toHaveURL(/\/search\?sort=newest&propertyType=Residential&transactionType=Rent$/);
  await expectFound(page, (await apiSearch(page.request, { propertyType: 'Residential', transactionType: 'Rent' })).total);
  await expect(purposeGroup(page).getByRole('button', { name: 'Rent', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/gu/search?transactionType=Buy');
  const panel = page.getByRole('form', { name: 'ફિલ્ટર' });
  await expect(panel.getByLabel('મહત્તમ બજેટ').getByRole('option', { name: '₹ 1.2 કરોડ' })).toHaveCount(1);
  await expect(panel.getByLabel('લઘુત્તમ બજેટ').getByRole('option', { name: '₹ 60 લાખ' })).toHaveCount(1);
});

test('/residential takes a budget and the sort of search, kept in the address', async ({ page }) => {
  await page.goto('/residential?purpose=Buy');
  const budget = page.getByRole('group', { name: 'Budget', exact: true });
  await budget.getByLabel('Minimum budget').selectOption({ label: '₹ 60 L' });
  await expect(page).toHaveURL(/\/residential\?purpose=Buy&minPrice=6000000$/);
  // The listing draws its controls again with the new budget's first page: a click on the sort menu in
  // that moment lands on the control being replaced, so the menu is opened once it stays open.
  const lowToHigh = page.getByRole('option', { name: 'Price: Low to High' });
  await expect(async () => {
    await page.getByRole('button', { name: /Sort by/ }).click();
    await expect(lowToHigh).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await lowToHigh.click();
  await expect(page).toHaveURL(/\/residential\?purpose=Buy&minPrice=6000000&sort=price_asc$/);
  const cheapest = await apiSearch(page.request, {
    propertyType: 'Residential',
    transactionType: 'Buy',
    minPrice: '6000000',
    sort: 'price_asc',
  });
  const cards = page.getByRole('list', { name: 'Explore Residential Properties' }).getByRole('article');
  await expect(cards.first().getByRole('heading')).toHaveText(cheapest.first.title);
  const prices = (await cardPriceTags(page, cards)).map((tag) => tag.price);
  expect(prices.every((price) => price >= 6_000_000)).toBe(true);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  await page.reload();
  await expect(budget.getByLabel('Minimum budget')).toHaveValue('6000000');
  await expect(page.getByRole('button', { name: /Sort by/ })).toContainText('Price: Low to High');
});

test.describe('the map view', () => {
  test(`shows the listings clustered, opens a marker's card, and "Search this area" after a pan narrows the list`, async ({
    page,
    request,
  }) => {
    test.slow();
    for (const viewport of viewports) {
      await test.step(`at ${viewport.width} px`, async () => {
        await page.setViewportSize(viewport);
        const all = await apiSearch(request, { propertyType: 'Residential' });
        await page.goto('/residential');
        const count = page.locator('p[aria-live="polite"]');
        await expect(count).toContainText(`${all.total.toLocaleString('en-IN')} properties`);
        const views = page.getByRole('group', { name: 'Show results as' });
        await views.getByRole('link', { name: 'Map' }).click();
        await expect(page).toHaveURL(/\/residential\?view=map$/);
        await expect(views.getByRole('link', { name: 'Map' })).toHaveAttribute('aria-current', 'true');

        const map = page.getByTestId('search-map');
        // The first tiles wait behind the service worker's install on a busy machine.
        await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible({ timeout: 60_000 });
        await expect(map.getByTestId('map-cluster').first()).toBeVisible();
        await expect(map).toContainText('© OpenStreetMap contributors');
        await saveScreenshot(page, `search-map-clusters-${viewport.width}`);

        // A cluster zooms in until single listings show their short price; one opens its card. Each
        // zoom asks for its own markers, which replace the last answer's when they come: a cluster
        // clicked just then is gone, and the next look tries again.
        await settle(page);
        await expect
          .poll(
            async () => {
              if (await map.getByTestId('map-price').first().isVisible()) return true;
              await map
                .getByTestId('map-cluster')
                .first()
                .click({ timeout: 2_000 })
                .catch(() => undefined);
              return false;
            },
            { message: 'clusters to open on single listings', intervals: [1_000], timeout: 60_000 },
          )
          .toBe(true);
        const price = map.getByTestId('map-price').first();
        await expect(price).toHaveText(/^₹ [\d.,]+(?: L| Cr|\/mo)?$/);
        await price.click();
        const card = map.getByTestId('map-card');
        await expect(card.getByRole('link', { name: 'View property' })).toHaveAttribute('href', /\/property\/[\w-]+$/);
        await saveScreenshot(page, `search-map-card-${viewport.width}`);

        // Back to the whole city, then a pan: "Search this area" narrows the search to the map's box.
        await page.goto('/residential?view=map');
        await expect(map.getByTestId('map-cluster').first()).toBeVisible();
        await expect(map.getByRole('button', { name: 'Search this area' })).toHaveCount(0);
        await settle(page);
        // At once: the page scrolls smoothly, and a box measured on the way would miss the map.
        await map.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
        const box = (await map.boundingBox())!;
        // The map moved right by the distance from the markers' middle to its edge: the listings east of
        // the middle leave the box. Dragged from the map's left edge, where no marker is (they are
        // fitted 40 px inside it), halfway down (on screen, below the sticky header).
        const xs = await map
          .locator('.leaflet-marker-icon')
          .evaluateAll((icons) => icons.map((icon) => icon.getBoundingClientRect()).map((rect) => rect.x + rect.width / 2));
        const shift = box.x + box.width - 4 - (Math.min(...xs) + Math.max(...xs)) / 2;
        const y = box.y + box.height / 2;
        await page.mouse.move(box.x + 8, y);
        await page.mouse.down();
        await page.mouse.move(box.x + 8 + shift, y, { steps: 10 });
        await page.mouse.up();
        await map.getByRole('button', { name: 'Search this area' }).click({ timeout: 15_000 });
        await expect(page).toHaveURL(/bbox=/);
        const bbox = new URL(page.url()).searchParams.get('bbox')!;
        const inArea = await apiSearch(request, { propertyType: 'Residential', bbox });
        expect(inArea.total).toBeLessThan(all.total);
        await expect(count).toContainText(`${inArea.total.toLocaleString('en-IN')} ${inArea.total === 1 ? 'property' : 'properties'}`);
        await expect(page.getByRole('link', { name: /In the map's area/ })).toBeVisible();

        await views.getByRole('link', { name: 'List' }).click();
        await expect(page).toHaveURL(/bbox=/);
        const cards = page.getByRole('list', { name: 'Explore Residential Properties' }).getByRole('article');
        await expect(cards).toHaveCount(Math.min(inArea.total, 12));
        await saveScreenshot(page, `search-map-area-list-${viewport.width}`);

        // The same screen in Gujarati.
        await page.goto(`/gu/residential?view=map`);
        await expect(map.getByTestId('map-cluster').first()).toBeVisible();
        await expect(page.getByRole('group', { name: 'પરિણામ આ રીતે બતાવો' }).getByRole('link', { name: 'નકશો' })).toHaveAttribute(
          'aria-current',
          'true',
        );
        await saveScreenshot(page, `search-map-gu-${viewport.width}`);
      });
    }
  });
});
