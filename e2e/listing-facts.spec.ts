/**
 * The listing facts a buyer in Surat decides on: the search filters for BHK, possession and carpet
 * area find only matching listings (the API's answer for the same query is the oracle, and every
 * card it returns is checked against the facts), and an under-construction listing's page shows its
 * facts grid and the RERA block GujRERA requires, on a phone and on a desktop; its small map shows
 * where it is (a pin, or a circle for an approximate place) with the tiles' attribution.
 */
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { audit, describeViolations } from './axe.ts';
import { atWidths, expect, journeyViewports, screenshotsIn, settle, test } from './fixtures.ts';

const SHOTS = path.resolve('test-results/listing-facts');

const shot = screenshotsIn(SHOTS);

interface FactListing {
  _id: string;
  title: string;
  bedrooms: number | null;
  possession: string | null;
  carpetArea: number | null;
  rera: { number: string | null } | null;
  lat: number | null;
  lng: number | null;
  locationPrecision: 'exact' | 'approximate';
  locationRadius: number | null;
  price: number;
  preferredTenants: string[];
  depositMonths: number | null;
  monthlyMaintenance: number | null;
  maintenanceIncluded: boolean;
}

async function apiSearch(request: APIRequestContext, params: Record<string, string>) {
  const response = await request.get('/api/v1/properties/search', { params: { limit: '60', ...params } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { data: FactListing[]; meta: { total: number } };
}

const results = (page: Page) => page.getByRole('list', { name: 'Search results' }).getByRole('article');

/** The filter panel, opened first on small screens where it is behind a toggle. */
async function filterPanel(page: Page): Promise<Locator> {
  // Once the page is interactive: a person waits for it too.
  await settle(page);
  const toggle = page.getByRole('button', { name: /^Show filters/ });
  const panel = page.getByRole('form', { name: 'Filters' });
  if (await toggle.isVisible()) {
    await expect(async () => {
      if (!(await panel.isVisible())) await toggle.click();
      await expect(panel).toBeVisible({ timeout: 1_000 });
    }).toPass();
  }
  await expect(panel).toBeVisible();
  return panel;
}

const factFilters = { bhk: '2,3', possession: 'under_construction', minCarpet: '700', maxCarpet: '1000' };

atWidths(journeyViewports, (viewport) => {
  test('a search by BHK, possession and carpet area shows only the matching listings', async ({ page }) => {
    // Two page loads, a reload and full-page screenshots on a shared machine.
    test.slow();
    const expected = await apiSearch(page.request, factFilters);
    // The seed has under-construction 2 BHK flats of about 800 sq ft carpet, and more listings outside the range.
    expect(expected.meta.total).toBeGreaterThan(0);
    expect((await apiSearch(page.request, { possession: 'under_construction' })).meta.total).toBeGreaterThan(expected.meta.total);
    for (const listing of expected.data) {
      expect([2, 3]).toContain(listing.bedrooms);
      expect(listing.possession).toBe('under_construction');
      expect(listing.carpetArea).toBeGreaterThanOrEqual(700);
      expect(listing.carpetArea).toBeLessThanOrEqual(1000);
    }

    await page.goto('/search');
    const panel = await filterPanel(page);
    await panel.getByRole('checkbox', { name: '2 BHK', exact: true }).check();
    await panel.getByRole('checkbox', { name: '3 BHK', exact: true }).check();
    await panel.getByText('More filters').click();
    await panel.getByLabel('Possession').selectOption({ label: 'Under construction' });
    await panel.getByLabel('Min', { exact: true }).fill('700');
    await panel.getByLabel('Max', { exact: true }).fill('1000');
    await shot(page, `filters-${viewport.width}`, true);
    await panel.getByRole('button', { name: 'Apply' }).click();

    await expect(page).toHaveURL(
      (url) => url.pathname === '/search' && Object.entries(factFilters).every(([key, value]) => url.searchParams.get(key) === value),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`\\(${expected.meta.total} found\\)$`), {
      timeout: 30_000,
    });
    await expect(results(page)).toHaveCount(Math.min(expected.meta.total, 12));
    const titles = (await results(page).getByRole('heading').allTextContents()).map((title) => title.trim());
    expect(titles.sort()).toEqual(
      expected.data
        .slice(0, 12)
        .map((listing) => listing.title)
        .sort(),
    );
    await expect(results(page).first()).toContainText(/Possession (was due )?\w{3} \d{4}/);
    await shot(page, `results-${viewport.width}`, true);

    // A reload keeps the fact filters in the panel.
    await page.reload();
    const reloaded = await filterPanel(page);
    await expect(reloaded.getByRole('checkbox', { name: '2 BHK', exact: true })).toBeChecked();
    await expect(reloaded.getByRole('checkbox', { name: '4 BHK', exact: true })).not.toBeChecked();
    await expect(reloaded.getByLabel('Possession')).toHaveValue('under_construction');
    await expect(reloaded.getByLabel('Min', { exact: true })).toHaveValue('700');
  });

  test("an under-construction listing's page shows its facts grid and the RERA block", async ({ page }) => {
    const { data } = await apiSearch(page.request, { q: 'Gaurav Path Pal', possession: 'under_construction', bhk: '2' });
    const listing = data.find((property) => property.rera?.number);
    expect(listing, 'a seeded under-construction flat with a RERA number').toBeTruthy();

    await page.goto(`/property/${listing!._id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing!.title })).toBeVisible();
    const rera = page.getByTestId('rera-block');
    await expect(rera).toBeVisible();
    await expect(rera).toContainText('RERA Reg. No.');
    await expect(rera).toContainText(listing!.rera!.number!);
    await expect(rera.getByRole('link', { name: 'gujrera.gujarat.gov.in' })).toBeVisible();
    await expect(rera.getByRole('img')).toBeVisible();
    // In the page's header: seen without scrolling.
    const box = (await rera.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);

    const facts = page.getByTestId('facts-grid');
    await expect(facts).toBeVisible();
    await expect(facts).toContainText('Carpet area');
    await expect(facts).toContainText(/₹ [\d,]+ \/ sq ft/);
    await expect(facts).toContainText(/Possession/);
    await shot(page, `property-${viewport.width}`);
    await facts.scrollIntoViewIfNeeded();
    await shot(page, `property-facts-${viewport.width}`);
  });

  test('a search for rentals open to bachelors shows their rent terms, and a rental shows its terms and monthly total', async ({
    page,
  }) => {
    // Two searches, two property pages in two languages and screenshots on a shared machine.
    test.slow();
    const expected = await apiSearch(page.request, { transactionType: 'Rent', tenants: 'bachelors' });
    const everyRental = await apiSearch(page.request, { transactionType: 'Rent' });
    // The seed has rentals for families only, which the filter leaves out.
    expect(expected.meta.total).toBeGreaterThan(0);
    expect(everyRental.meta.total).toBeGreaterThan(expected.meta.total);
    for (const listing of expected.data) {
      expect(listing.preferredTenants.length === 0 || listing.preferredTenants.includes('bachelors'), listing.title).toBe(true);
    }

    await page.goto('/search?transactionType=Rent');
    const panel = await filterPanel(page);
    await panel.getByText('More filters').click();
    await panel.getByLabel('Tenant type').selectOption({ label: 'Bachelors' });
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('tenants') === 'bachelors');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`\\(${expected.meta.total} found\\)$`), {
      timeout: 30_000,
    });
    // Every seeded rental states its deposit: each card says it, and whom it lets to where it says.
    const first = expected.data[0]!;
    const card = results(page).filter({ hasText: first.title }).first();
    await expect(card.getByTestId('rent-terms')).toHaveText(
      first.depositMonths ? new RegExp(`^${first.depositMonths} months? deposit`) : new RegExp(`^₹ [\\d,.]+ (L )?deposit`),
    );
    await shot(page, `rent-results-${viewport.width}`, true);

    // A flat whose maintenance comes on top of its rent, with its deposit in months.
    const flats = await apiSearch(page.request, { transactionType: 'Rent', category: 'Apartment' });
    const flat = flats.data.find((listing) => listing.depositMonths && listing.monthlyMaintenance && !listing.maintenanceIncluded);
    expect(flat, 'a seeded flat to rent with maintenance on top and a deposit in months').toBeTruthy();
    const monthly = flat!.price + flat!.monthlyMaintenance!;
    const rupees = (amount: number) => `₹ ${amount.toLocaleString('en-IN')}`;
    for (const [prefix, heading, perMonth] of [
      ['', 'What renting it costs', 'Every month'],
      ['/gu', 'ભાડે લેવાનો ખર્ચ', 'દર મહિને'],
    ] as const) {
      await page.goto(`${prefix}/property/${flat!._id}`);
      const section = page.getByTestId('rent-cost');
      await expect(async () => {
        await page.getByTestId('cost-placeholder').or(section).first().scrollIntoViewIfNeeded();
        await expect(section).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await expect(section.getByRole('heading', { name: heading })).toBeVisible();
      await expect(section.getByTestId('rent-monthly')).toContainText(perMonth);
      await expect(section.getByTestId('rent-monthly')).toContainText(rupees(monthly));
      if (prefix === '') {
        // Gujarati writes sums of a lakh and more in words; the English page has every figure.
        await expect(section.getByTestId('rent-deposit')).toContainText(rupees(flat!.depositMonths! * flat!.price));
        await expect(section.getByTestId('rent-moveIn')).toContainText(rupees(flat!.depositMonths! * flat!.price + monthly));
      }
      await expect(section.getByTestId('rent-term-lockIn')).toBeVisible();
      await section.scrollIntoViewIfNeeded();
      await shot(page, `rent-property${prefix.replace('/', '-')}-${viewport.width}`);
    }
  });

  test("the footer and the contact page show the agency's GujRERA agent registration", async ({ page }) => {
    const response = await page.request.get('/api/v1/agency');
    expect(response.ok()).toBe(true);
    const { agentReraNumber } = ((await response.json()) as { data: { agentReraNumber: string | null } }).data;
    expect(agentReraNumber, 'the test server sets AGENT_RERA_NUMBER').toBeTruthy();

    await page.goto('/contactus');
    const details = page.getByRole('main').getByTestId('agent-rera');
    await expect(details).toContainText('Agent RERA Reg. No.');
    await expect(details).toContainText(agentReraNumber!);
    await expect(details.getByRole('link', { name: 'gujrera.gujarat.gov.in' })).toBeVisible();
    const footer = page.getByRole('contentinfo').getByTestId('agent-rera');
    await expect(footer).toContainText(`Agent RERA Reg. No. ${agentReraNumber}`);
    await details.scrollIntoViewIfNeeded();
    await shot(page, `contact-agent-rera-${viewport.width}`);
  });

  test('the projects page shows the RERA block of each ongoing project and links to its units', async ({ page }) => {
    test.slow();
    const response = await page.request.get('/api/v1/projects');
    expect(response.ok()).toBe(true);
    const projects = (
      (await response.json()) as {
        data: { _id: string; title: string; status: string; reraNumber: string | null; unitsListed: number }[];
      }
    ).data;
    const ongoing = projects.find((project) => project.status === 'ONGOING' && project.reraNumber && project.unitsListed > 0);
    expect(ongoing, 'a seeded ongoing project with its RERA number and listed units').toBeTruthy();

    await page.goto('/projects');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: ongoing!.title, exact: true }) });
    const rera = card.getByTestId('rera-block');
    await expect(rera).toContainText('RERA Reg. No.');
    await expect(rera).toContainText(ongoing!.reraNumber!);
    await expect(rera.getByRole('link', { name: 'gujrera.gujarat.gov.in' })).toBeVisible();
    const completed = projects.find((project) => project.status === 'COMPLETED');
    if (completed) {
      await expect(
        page
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: completed.title, exact: true }) })
          .getByTestId('rera-block'),
      ).toHaveCount(0);
    }
    await card.scrollIntoViewIfNeeded();
    await shot(page, `projects-${viewport.width}`);

    await settle(page);
    await card.getByRole('link', { name: /units? listed$/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('project') === ongoing!._id);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`\\(${ongoing!.unitsListed} found\\)$`), {
      // The first search of a page opened by a link; slow on a busy machine.
      timeout: 30_000,
    });
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a property's small map draws the suite's tiles with their attribution, a pin or a circle, and Directions", async ({ page }) => {
    const { data } = await apiSearch(page.request, {});
    const exact = data.find((property) => property.locationPrecision === 'exact' && property.lat !== null);
    const approximate = data.find((property) => property.locationPrecision === 'approximate' && property.lat !== null);
    expect(exact && approximate, 'seeded listings with an exact and an approximate pin').toBeTruthy();

    for (const [listing, language] of [
      [exact!, ''],
      [approximate!, ''],
      [approximate!, '/gu'],
    ] as const) {
      await page.goto(`${language}/property/${listing._id}`);
      await settle(page);
      const map = page.getByTestId('small-map');
      // Its place first (the map is drawn as it nears the screen), unless it is drawn already.
      await page.getByTestId('map-placeholder').or(map).scrollIntoViewIfNeeded();
      await map.scrollIntoViewIfNeeded();
      // The tiles come from the suite's own tile server (MAP_TILES), never from a provider.
      const tile = map.locator('img.leaflet-tile-loaded').first();
      await expect(tile).toBeVisible();
      expect(new URL((await tile.getAttribute('src'))!).host).toBe(new URL(process.env.MAP_TILES!.replace(/\{\w\}/g, '0')).host);
      await expect(map.getByTestId('map-attribution')).toHaveText('© OpenStreetMap contributors');
      await expect(map.getByTestId('map-attribution')).toBeInViewport();
      if (listing.locationRadius) await expect(map.locator('.leaflet-overlay-pane path')).toHaveCount(1);
      else await expect(map.locator('.leaflet-marker-pane svg')).toHaveCount(1);
      const directions = map.getByRole('link', { name: language ? /Google Maps/ : /^Directions/ });
      expect(await directions.getAttribute('href')).toBe(
        `https://www.google.com/maps/dir/?api=1&destination=${listing.lat!.toFixed(6)},${listing.lng!.toFixed(6)}`,
      );
      // The picture is hidden from screen readers and holds nothing a keyboard reaches.
      expect(await map.locator('[tabindex], a, button').count()).toBe(1);
      const violations = await audit(page, '[data-testid="small-map"]');
      expect(violations, describeViolations(violations)).toEqual([]);
      await shot(page, `property-map${language.replace('/', '-')}-${listing.locationRadius ? 'approximate' : 'exact'}-390`);
    }
  });

  test("home's Featured Properties filters by BHK, orders by ₹/sq ft, and View all keeps the choice", async ({ page }) => {
    await page.goto('/');
    const featured = page.locator('section', { has: page.getByRole('heading', { name: 'Featured Properties' }) });
    await settle(page);
    await featured.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Residential' }).click();
    await featured.getByRole('checkbox', { name: '3 BHK', exact: true }).check();
    await featured.getByLabel('Sort by').selectOption('price_per_sqft_asc');

    // The API's answer to the same search is the oracle: the same six cards, in its order.
    const { data } = await apiSearch(page.request, {
      propertyType: 'Residential',
      transactionType: 'Buy',
      bhk: '3',
      sort: 'price_per_sqft_asc',
      limit: '6',
    });
    expect(data.length, 'the seed has 3 BHK homes for sale').toBeGreaterThan(1);
    expect(data.every((listing) => listing.bedrooms === 3)).toBe(true);
    const cards = featured.getByRole('list', { name: 'Featured properties' }).getByRole('article');
    await expect(cards.getByRole('heading')).toHaveText(data.map((listing) => listing.title));
    await shot(page, 'home-featured-facts-390', true);

    await featured.getByRole('link', { name: 'View all properties' }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/search' && url.searchParams.get('bhk') === '3' && url.searchParams.get('sort') === 'price_per_sqft_asc',
    );
    await expect(results(page).first()).toBeVisible({ timeout: 30_000 });
  });
});
