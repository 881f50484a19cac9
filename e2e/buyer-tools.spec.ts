/**
 * A buyer's tools on a property's page and beyond it: Save and Share, the EMI calculator, comparing
 * properties side by side, and the properties this device opened last (online and offline).
 */
import path from 'node:path';
import { test as plainTest, type Page, type Request } from '@playwright/test';
import {
  apiLogin,
  apiRegister,
  atWidths,
  demo,
  expect,
  findProperty,
  journeyViewports,
  madeListings,
  screenshotsIn,
  signIn,
  test,
  toast,
  uniqueTag,
  viewports,
} from './fixtures.ts';
import {
  controlledByServiceWorker,
  expectMediaImage,
  forgetPersistedQueryCache,
  OFFLINE_BANNER,
  readDeviceTable,
} from './offlineSupport.ts';

const SHOTS = path.resolve('test-results/buyer-tools');

const shot = screenshotsIn(SHOTS);

/** `₹ 43,391`, as the app writes rupees. */
const rupees = (amount: number) => `₹ ${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(Math.round(amount))}`;

/** The reducing-balance EMI, worked out here independently of the app. */
function expectedEmi(principal: number, annualRatePercent: number, years: number): number {
  const rate = annualRatePercent / 1200;
  const growth = (1 + rate) ** (years * 12);
  return Math.round((principal * rate * growth) / (growth - 1));
}

/** The JavaScript files a page asked for. */
function scripts(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

/** The property ids of the device's recently viewed list, as IndexedDB holds them. */
/** The properties the device has noted as viewed, the latest first. */
async function recentlyViewedIds(page: Page): Promise<string[]> {
  const rows = ((await readDeviceTable(page, 'recentlyViewed')) ?? []) as { propertyId: string; viewedAt: number }[];
  return rows.sort((a, b) => b.viewedAt - a.viewedAt).map((row) => row.propertyId);
}

/** Opens the first two properties of the residential listing and waits until the device has noted each; their titles. */
async function openTwoProperties(page: Page): Promise<{ ids: string[]; titles: string[] }> {
  await page.goto('/residential');
  await expect(
    residentialList(page)
      .getByRole('link', { name: /View Details/ })
      .first(),
  ).toBeVisible({ timeout: 30_000 });
  const links = await residentialList(page)
    .getByRole('link', { name: /View Details/ })
    .evaluateAll((anchors) => anchors.slice(0, 2).map((anchor) => anchor.getAttribute('href')!));
  const ids = links.map((href) => href.replace('/property/', ''));
  const titles: string[] = [];
  for (const [index, href] of links.entries()) {
    await page.goto(href);
    titles.push((await page.getByRole('heading', { level: 1 }).textContent())!.trim());
    await expect.poll(() => recentlyViewedIds(page)).toContain(ids[index]);
  }
  return { ids, titles };
}

const listings = madeListings();
test.afterEach(({ request }) => listings.removeAll(request));

const residentialList = (page: Page) => page.getByRole('list', { name: 'Explore Residential Properties' });
const compareTray = (page: Page) => page.getByRole('complementary', { name: 'Compare tray' });
const compareTable = (page: Page) => page.getByRole('table', { name: 'Compared properties' });

atWidths(journeyViewports, (viewport) => {
  // Pages built and served on a shared machine: journeys of several pages take their time.
  test.setTimeout(120_000);

  test('works out the EMI of a seeded sale listing, loading the calculator only when opened', async ({ page }) => {
    const listing = await findProperty(page.request, { transactionType: 'Buy', propertyType: 'Residential' });
    const asked = scripts(page);
    await page.goto(`/property/${listing._id}`);
    await expect(page.getByRole('heading', { name: 'Home loan EMI' })).toBeVisible();
    expect(asked.filter((file) => /EmiCalculator/.test(file))).toEqual([]);

    await page.getByRole('button', { name: 'Calculate EMI' }).click();
    const principal = Math.min(100_000_000, Math.max(100_000, Math.round((listing.price * 0.8) / 10_000) * 10_000));
    await expect(page.getByTestId('emi-monthly')).toHaveText(rupees(expectedEmi(principal, 8.5, 20)));
    expect(asked.filter((file) => /EmiCalculator/.test(file))).toHaveLength(1);

    // The bank's example: ₹ 50 L at 8.5 % for 20 years, typed in the trade's short form.
    const amount = page.getByRole('textbox', { name: 'Loan amount' });
    await amount.fill('50 L');
    await amount.press('Enter');
    await expect(amount).toHaveValue('50,00,000');
    await expect(page.getByTestId('emi-monthly')).toHaveText('₹ 43,391');
    await expect(page.getByTestId('emi-total')).toHaveText(rupees(43_391 * 240));
    await expect(page.getByTestId('emi-interest')).toHaveText(rupees(43_391 * 240 - 5_000_000));

    // The tenure by its slider: 15 years.
    const tenure = page.getByRole('slider', { name: 'Tenure' });
    await tenure.focus();
    for (let step = 0; step < 5; step++) await tenure.press('ArrowLeft');
    await expect(page.getByRole('textbox', { name: 'Tenure' })).toHaveValue('15');
    await expect(page.getByTestId('emi-monthly')).toHaveText(rupees(expectedEmi(5_000_000, 8.5, 15)));
    await expect(page.getByRole('img', { name: /Amortisation over 15 years/ })).toBeVisible();
    await page.getByRole('heading', { name: 'Home loan EMI' }).scrollIntoViewIfNeeded();
    await shot(page, `emi-${viewport.width}`);
    await page.getByRole('img', { name: /Amortisation over 15 years/ }).scrollIntoViewIfNeeded();
    await shot(page, `emi-chart-${viewport.width}`);
  });

  test('shows what buying a listing really costs, line by line, in English and Gujarati', async ({ page }) => {
    // Seeded under construction with a maintenance deposit of ₹ 1,50,000 and ₹ 48,000 in advance.
    const listing = await findProperty(page.request, { q: 'Spacious 3 BHK Flat in Vesu with Clubhouse', transactionType: 'Buy' });
    const price = listing.price;
    const stampDuty = Math.round(price * 0.049);
    const registration = Math.round(price * 0.01);
    const gst = Math.round(price * 0.05);
    const brokerage = Math.round(price * 0.01);
    const brokerageGst = Math.round(brokerage * 0.18);
    const total = price + stampDuty + registration + gst + 150_000 + 48_000 + brokerage + brokerageGst;
    const asked = scripts(page);

    await page.goto(`/property/${listing._id}`);
    await expect(page.getByTestId('cost-placeholder')).toBeAttached();
    expect(asked.filter((file) => /PurchaseCostPanel/.test(file))).toEqual([]);
    await page.getByTestId('cost-placeholder').scrollIntoViewIfNeeded();
    const cost = page.getByTestId('purchase-cost');
    await expect(cost.getByRole('heading', { name: 'What it really costs' })).toBeVisible();
    expect(asked.filter((file) => /PurchaseCostPanel/.test(file))).toHaveLength(1);
    await expect(cost.getByTestId('cost-stampDuty')).toContainText(rupees(stampDuty));
    await expect(cost.getByTestId('cost-registration')).toContainText(rupees(registration));
    await expect(cost.getByTestId('cost-gst')).toContainText(rupees(gst));
    await expect(cost.getByTestId('cost-gst')).toContainText('under construction');
    await expect(cost.getByTestId('cost-maintenanceDeposit')).toContainText('₹ 1,50,000');
    await expect(cost.getByTestId('cost-maintenanceAdvance')).toContainText('₹ 48,000');
    await expect(cost.getByTestId('cost-brokerage')).toContainText(rupees(brokerage + brokerageGst));
    await expect(cost.getByTestId('cost-total')).toHaveText(rupees(total));

    // Bought in a woman's name: Gujarat waives the registration fee.
    await cost.getByRole('radio', { name: 'A woman' }).check();
    await expect(cost.getByTestId('cost-registration')).toContainText('Waived');
    await expect(cost.getByTestId('cost-total')).toHaveText(rupees(total - registration));
    // A market value above the price: duty on it instead.
    await cost.getByRole('textbox', { name: /Market \(jantri\) value/ }).fill(String(price + 1_000_000));
    await expect(cost.getByTestId('cost-stampDuty')).toContainText(rupees(Math.round((price + 1_000_000) * 0.049)));
    await cost.getByRole('heading', { name: 'What it really costs' }).scrollIntoViewIfNeeded();
    await shot(page, `cost-${viewport.width}`);
    await cost.getByTestId('cost-total').scrollIntoViewIfNeeded();
    await shot(page, `cost-total-${viewport.width}`);

    await page.goto(`/gu/property/${listing._id}`);
    await page.getByTestId('cost-placeholder').scrollIntoViewIfNeeded();
    const costGu = page.getByTestId('purchase-cost');
    await expect(costGu.getByRole('heading', { name: 'ખરેખર કેટલો ખર્ચ થશે' })).toBeVisible();
    await expect(costGu.getByTestId('cost-total')).toHaveText(rupees(total));
    await expect(costGu.getByTestId('cost-stampDuty')).toContainText('સ્ટેમ્પ ડ્યુટી');
    await costGu.getByRole('heading', { name: 'ખરેખર કેટલો ખર્ચ થશે' }).scrollIntoViewIfNeeded();
    await shot(page, `cost-gu-${viewport.width}`);
  });

  test("shows a listing's price history and its price against its locality's median, and tags its card, in English and Gujarati", async ({
    page,
  }) => {
    const admin = await apiLogin(page.request, demo.admin);
    const tag = uniqueTag();
    const flat = (price: string, carpetArea: string) =>
      listings.create(page.request, admin, {
        title: `2 BHK Flat in Magdalla ${tag}`,
        description: '<p>A two-bedroom flat near the Magdalla port road.</p>',
        location: 'Magdalla, Surat',
        address: 'Shreeji Heights, Magdalla, Surat 395007',
        price,
        sqt: '1400',
        bedrooms: '2',
        carpetArea,
      });
    const own = await flat('5720000', '1000');
    // ₹/sq ft carpet 6,000, 5,800, 6,300, 6,000 and 7,000: the median is 6,000, and 55,20,000 over 1,000 is 8 % below it.
    for (const [price, carpetArea] of [
      ['6000000', '1000'],
      ['5800000', '1000'],
      ['6300000', '1000'],
      ['6600000', '1100'],
      ['7000000', '1000'],
    ])
      await flat(price, carpetArea);
    const lowered = await page.request.patch(`/api/v1/properties/${own}`, {
      headers: { Authorization: `Bearer ${admin.accessToken}` },
      data: { price: '5520000' },
    });
    expect(lowered.status()).toBe(200);
    const today = (locale: string) =>
      new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata', numberingSystem: 'latn' })
        .formatToParts(new Date())
        .filter((part) => part.type === 'day' || part.type === 'month')
        .map((part) => part.value)
        .join(' ');
    const asked = scripts(page);

    await page.goto(`/property/${own}`);
    // Its locality leads to the locality's page.
    await expect(page.getByRole('link', { name: 'Magdalla, Surat' }).first()).toHaveAttribute('href', '/localities/magdalla');
    await expect(page.getByTestId('price-facts-placeholder')).toBeAttached();
    expect(asked.filter((file) => /PriceFactsPanel/.test(file))).toEqual([]);
    await page.getByTestId('price-facts-placeholder').scrollIntoViewIfNeeded();
    const facts = page.getByTestId('price-facts');
    await expect(facts.getByRole('heading', { name: 'Price history and value' })).toBeVisible();
    await expect(facts.getByTestId('price-change')).toHaveCount(1);
    await expect(facts.getByTestId('price-change')).toContainText(`Reduced by ₹ 2 L on ${today('en-IN').replace('Sept', 'Sep')}`);
    await expect(facts.getByTestId('fair-price')).toContainText('₹ 5,520 / sq ft carpet');
    await expect(facts.getByTestId('median-comparison')).toHaveText("8 % below Magdalla's median for 2 BHK");
    await expect(facts.getByTestId('fair-price')).toContainText('Median ₹ 6,000 / sq ft carpet, of 5 listings');
    await facts.getByRole('heading', { name: 'Price history and value' }).scrollIntoViewIfNeeded();
    await shot(page, `price-facts-${viewport.width}`);

    await page.goto(`/gu/property/${own}`);
    await expect(page.getByRole('link', { name: 'Magdalla, Surat' }).first()).toHaveAttribute('href', '/gu/localities/magdalla');
    await page.getByTestId('price-facts-placeholder').scrollIntoViewIfNeeded();
    const factsGu = page.getByTestId('price-facts');
    await expect(factsGu.getByRole('heading', { name: 'કિંમતનો ઇતિહાસ અને મૂલ્ય' })).toBeVisible();
    await expect(factsGu.getByTestId('price-change')).toContainText(`${today('gu-IN')}ના રોજ ₹ 2 લાખ ઘટાડી`);
    await expect(factsGu.getByTestId('median-comparison')).toHaveText('મગદલ્લામાં 2 BHKની મધ્ય કિંમત કરતાં 8 % ઓછી');
    await factsGu.getByRole('heading', { name: 'કિંમતનો ઇતિહાસ અને મૂલ્ય' }).scrollIntoViewIfNeeded();
    await shot(page, `price-facts-gu-${viewport.width}`);

    // Only the lowered listing's card is tagged, in the page's language.
    await page.goto(`/gu/search?q=${tag}`);
    await expect(page.getByTestId('price-drop-badge')).toHaveCount(1);
    await expect(page.getByTestId('price-drop-badge')).toHaveText('કિંમત ઘટી');
    await page.getByTestId('price-drop-badge').scrollIntoViewIfNeeded();
    await shot(page, `price-drop-card-gu-${viewport.width}`);
  });

  test("shows a locality's page from a project's locality, its figures as the API gives them, in English and Gujarati", async ({
    page,
  }) => {
    const figures = (await (await page.request.get('/api/v1/localities/vesu')).json()).data as {
      forSale: number;
      forRent: number;
      medians: { subCategory: string; bedrooms: number | null; median: number | null }[];
      trend: { month: string; median: number }[];
    };
    const asked = scripts(page);
    const projects = ((await (await page.request.get('/api/v1/projects')).json()) as { data: { slug: string; location: string }[] }).data;
    const inVesu = projects.find((project) => project.location === 'Vesu, Surat');
    expect(inVesu, 'a seeded project in Vesu').toBeTruthy();
    await page.goto(`/projects/${inVesu!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(asked.filter((file) => /LocalityScreen/.test(file))).toEqual([]);
    // The project's locality leads to its page, drawn in the browser with its own chunk.
    await page.getByRole('link', { name: 'Vesu, Surat' }).first().click();
    await expect(page).toHaveURL(/\/localities\/vesu$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property in Vesu');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const counts = page.getByTestId('locality-counts');
    await expect(counts).toContainText(`For sale${figures.forSale}`);
    await expect(counts).toContainText(`To rent${figures.forRent}`);
    const asking = page.getByRole('table', { name: 'Asking prices' });
    await expect(asking.getByRole('row')).toHaveCount(figures.medians.length + 1);
    const priced = figures.medians.find((group) => group.median !== null);
    if (priced) await expect(asking).toContainText(rupees(priced.median!));
    await expect(page.getByRole('table', { name: 'The last 12 months' }).getByRole('row')).toHaveCount(figures.trend.length + 1);
    await shot(page, `locality-${viewport.width}`);
    await page.getByTestId('locality-trend').scrollIntoViewIfNeeded();
    await shot(page, `locality-trend-${viewport.width}`);

    // A filtered search from the page: its listings are for sale, in Vesu.
    const first = figures.medians[0]!;
    const search = page.getByRole('link', { name: new RegExp(`for sale in Vesu$`) }).first();
    await search.scrollIntoViewIfNeeded();
    await search.click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=Vesu&transactionType=Buy&category=${encodeURIComponent(first.subCategory)}`));

    // Server-rendered in Gujarati, with the neighbours in Gujarati leading to their pages.
    await page.goto('/gu/localities/vesu');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('વેસુમાં પ્રોપર્ટી');
    await expect(page.getByRole('table', { name: 'માંગેલી કિંમતો' })).toBeVisible();
    await shot(page, `locality-gu-${viewport.width}`);
    await page.getByRole('link', { name: 'પીપલોદ' }).click();
    await expect(page).toHaveURL(/\/gu\/localities\/piplod$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('પીપલોદમાં પ્રોપર્ટી');
    await shot(page, `locality-nearby-gu-${viewport.width}`);
  });

  test('works out what a buyer can borrow beside the EMI calculator, in English and Gujarati', async ({ page }) => {
    const listing = await findProperty(page.request, { transactionType: 'Buy', propertyType: 'Residential' });
    // Half of ₹ 1,00,000 a month at 8.5 % for 20 years pays off ₹ 57,61,541; the RBI caps the loan on the price.
    const byValue = Math.max(
      Math.min(Math.floor(listing.price * 0.9), 3_000_000),
      Math.min(Math.floor(listing.price * 0.8), 7_500_000),
      Math.floor(listing.price * 0.75),
    );
    const loan = Math.min(5_761_541, byValue);
    await page.goto(`/property/${listing._id}`);
    await page.getByRole('button', { name: 'Calculate EMI' }).click();
    const borrow = page.getByTestId('loan-eligibility');
    await expect(borrow.getByRole('heading', { name: 'What can I borrow?' })).toBeVisible();
    const sent: string[] = [];
    page.on('request', (request) => request.method() !== 'GET' && sent.push(request.url()));
    await borrow.getByRole('textbox', { name: 'Monthly income (after tax)' }).fill('1,00,000');
    await expect(borrow.getByTestId('borrow-loan')).toHaveText(rupees(loan));
    await expect(borrow.getByTestId('borrow-down-payment')).toHaveText(rupees(listing.price - loan));
    await expect(borrow.getByTestId('borrow-reach')).toBeVisible();
    // EMIs already paid take their share of the limit.
    await borrow.getByRole('textbox', { name: 'EMIs you already pay' }).fill('50000');
    await expect(borrow.getByTestId('borrow-loan')).toHaveText('₹ 0');
    await expect(borrow.getByTestId('borrow-reach')).toContainText('Out of reach');
    await borrow.getByRole('textbox', { name: 'EMIs you already pay' }).fill('0');
    await borrow.scrollIntoViewIfNeeded();
    await shot(page, `borrow-${viewport.width}`);
    expect(sent, 'nothing typed is sent').toEqual([]);

    await page.goto(`/gu/property/${listing._id}`);
    await page.getByRole('button', { name: 'EMI ગણો' }).click();
    const borrowGu = page.getByTestId('loan-eligibility');
    await expect(borrowGu.getByRole('heading', { name: 'મને કેટલી લોન મળી શકે?' })).toBeVisible();
    await borrowGu.getByTestId('borrow-income').fill('100000');
    await expect(borrowGu.getByTestId('borrow-loan')).toHaveText(rupees(loan));
    await borrowGu.scrollIntoViewIfNeeded();
    await shot(page, `borrow-gu-${viewport.width}`);
  });

  test('compares the total cost of sale listings, in Gujarati', async ({ page }) => {
    const response = await page.request.get('/api/v1/properties/search', { params: { limit: '2', transactionType: 'Buy' } });
    const listings = ((await response.json()) as { data: { _id: string }[] }).data;
    expect(listings).toHaveLength(2);
    await page.goto(`/gu/compare?ids=${listings.map((listing) => listing._id).join(',')}`);
    const table = page.getByRole('table');
    const totalRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'કુલ ખર્ચ' }) });
    await expect(totalRow).toBeVisible();
    await expect(totalRow.getByRole('cell')).toHaveCount(2);
    await expect(totalRow.getByRole('cell').first()).toContainText(/₹ [\d,]+/);
    await shot(page, `compare-total-gu-${viewport.width}`, true);
  });

  test('compares the terms of rent listings, in English and Gujarati', async ({ page }) => {
    const response = await page.request.get('/api/v1/properties/search', { params: { limit: '2', transactionType: 'Rent' } });
    const rentals = ((await response.json()) as { data: { _id: string; lockInMonths: number | null; preferredTenants: string[] }[] }).data;
    expect(rentals).toHaveLength(2);
    const ids = rentals.map((rental) => rental._id).join(',');
    await page.goto(`/compare?ids=${ids}`);
    const termRow = (name: string) =>
      page
        .getByRole('table')
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name }) });
    for (const name of ['Security deposit', 'Maintenance', 'Preferred tenants', 'Lock-in period']) {
      await expect(termRow(name).getByRole('cell')).toHaveCount(2);
    }
    const lockIn = rentals[0]!.lockInMonths;
    await expect(termRow('Lock-in period').getByRole('cell').first()).toContainText(lockIn === null ? 'Not stated' : `${lockIn} month`);
    if (rentals[0]!.preferredTenants.length === 0)
      await expect(termRow('Preferred tenants').getByRole('cell').first()).toContainText('Anyone');
    await termRow('Lock-in period').scrollIntoViewIfNeeded();
    await shot(page, `compare-rent-${viewport.width}`);

    await page.goto(`/gu/compare?ids=${ids}`);
    await expect(termRow('સિક્યોરિટી ડિપોઝિટ').getByRole('cell')).toHaveCount(2);
    await expect(termRow('લૉક-ઇન સમયગાળો').getByRole('cell')).toHaveCount(2);
    await termRow('લૉક-ઇન સમયગાળો').scrollIntoViewIfNeeded();
    await shot(page, `compare-rent-gu-${viewport.width}`);
  });

  test('lists the properties opened last on the home page and the dashboard', async ({ page }) => {
    const account = await apiRegister(page.request);
    await signIn(page, account);
    const { titles } = await openTwoProperties(page);

    await page.goto('/');
    const recent = page.getByRole('list', { name: 'Recently viewed properties' });
    // Newest first.
    await expect(recent.getByRole('heading')).toHaveText([titles[1]!, titles[0]!]);
    await recent.scrollIntoViewIfNeeded();
    await shot(page, `recent-home-${viewport.width}`);

    await page.goto('/dashboard');
    await expect(page.getByRole('list', { name: 'Recently viewed properties' }).getByRole('heading')).toHaveText([titles[1]!, titles[0]!]);
    await page.getByRole('heading', { name: 'Recently viewed' }).scrollIntoViewIfNeeded();
    await shot(page, `recent-dashboard-${viewport.width}`);
  });
});

// Sharing and the comparison table behave differently on a phone and on a wide screen: both run at each width.
atWidths(viewports, (viewport) => {
  test.setTimeout(120_000);

  test('saves and shares a property from its page', async ({ page, context }) => {
    const account = await apiRegister(page.request);
    await signIn(page, account);
    const listing = await findProperty(page.request, { transactionType: 'Buy', propertyType: 'Residential' });
    const detail = await page.request.get(`/api/v1/properties/${listing._id}`);
    const { reference } = ((await detail.json()) as { data: { reference: string } }).data;
    expect(reference).toMatch(/^SR-\d+$/);
    // The short link of its reference, which leads to its page.
    const expectedUrl = new URL(`/p/${reference}`, page.url()).href;
    const redirect = await page.request.get(expectedUrl, { maxRedirects: 0 });
    expect(new URL(redirect.headers().location ?? '', expectedUrl).pathname).toBe(`/property/${listing._id}`);

    if (viewport.width < 1024) {
      // A phone has a share sheet: the page hands it the title and the link.
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'share', {
          configurable: true,
          value: (data: ShareData) => {
            (window as unknown as { shared: ShareData }).shared = data;
            return Promise.resolve();
          },
        });
      });
    } else {
      // No share sheet: the link is copied, and a toast says so. The site's Permissions-Policy lets
      // it write the clipboard, never read it, so what it writes is caught on its way there.
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
        const write = navigator.clipboard.writeText.bind(navigator.clipboard);
        navigator.clipboard.writeText = (text: string) => {
          (window as unknown as { copied?: string }).copied = text;
          return write(text);
        };
      });
      await context.grantPermissions(['clipboard-write']);
    }

    await page.goto(`/property/${listing._id}`);
    const actions = page.getByTestId('property-actions');
    const save = actions.getByRole('button', { name: `Save ${listing.title}` });
    await save.click();
    await expect(actions.getByRole('button', { name: `Remove ${listing.title} from saved properties` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(toast(page, 'Added to favorite!')).toBeVisible();

    // The server holds it: the same favourite as the cards' heart.
    const auth = await apiLogin(page.request, account);
    const favorites = await page.request.get('/api/v1/favorites', { headers: { Authorization: `Bearer ${auth.accessToken}` } });
    expect(((await favorites.json()) as { data: { _id: string }[] }).data.map((item) => item._id)).toContain(listing._id);

    await actions.getByRole('button', { name: 'Share' }).click();
    if (viewport.width < 1024) {
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared))
        .toEqual({
          title: listing.title,
          text: expect.stringContaining(listing.title) as unknown as string,
          url: expectedUrl,
        });
    } else {
      await expect(toast(page, 'Link copied')).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { copied?: string }).copied)).toBe(expectedUrl);
    }
    await shot(page, `save-share-${viewport.width}`);

    // Saved from the page, it is on the dashboard.
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: /Saved Properties/ }).getByRole('heading', { name: listing.title })).toBeVisible();
  });

  test('compares three properties side by side, and the address opens them again', async ({ page }) => {
    const asked = scripts(page);
    await page.goto('/residential');
    const cards = residentialList(page).getByRole('article');
    await expect(cards.nth(3)).toBeVisible();
    // The compare screen and tray are not part of what a listing page loads.
    expect(asked.filter((file) => /Compare(Screen|Tray)|EmiCalculator/.test(file))).toEqual([]);

    const titles: string[] = [];
    for (let index = 0; index < 3; index++) {
      const card = cards.nth(index);
      titles.push((await card.getByRole('heading').textContent())!.trim());
      await card.getByRole('button', { name: 'Compare', exact: true }).click();
      await expect(card.getByRole('button', { name: 'Compare', exact: true })).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(compareTray(page)).toContainText('3/4');
    await shot(page, `compare-tray-${viewport.width}`);

    await compareTray(page).getByRole('link', { name: 'Compare' }).click();
    await expect(page).toHaveURL(/\/compare\?ids=/);
    const table = compareTable(page);
    await expect(table.getByRole('heading', { level: 2 })).toHaveText(titles);
    await expect(table.getByRole('rowheader', { name: 'Price' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Locality' })).toBeVisible();
    // The lowest price of the three is marked.
    const priceRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Price', exact: true }) });
    await expect(priceRow.locator('[data-best]')).not.toHaveCount(0);
    await expect(priceRow.getByText('Best')).not.toHaveCount(0);
    await shot(page, `compare-${viewport.width}`, true);

    const address = page.url();
    await page.reload();
    expect(page.url()).toBe(address);
    await expect(compareTable(page).getByRole('heading', { level: 2 })).toHaveText(titles);

    if (viewport.width < 768) {
      // Two columns fill the phone's width; the third is a swipe away.
      const scroller = page.getByTestId('compare-scroller');
      const { scrollWidth, clientWidth } = await scroller.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }));
      expect(scrollWidth).toBeGreaterThan(clientWidth * 1.4);
      await expect(page.getByText('Swipe sideways to see all 3.')).toBeVisible();
      await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }));
      await expect(compareTable(page).getByRole('heading', { name: titles[2] })).toBeInViewport();
      await shot(page, 'compare-swiped-390');
    } else {
      // A fourth fits; a fifth asks which one it replaces.
      await page.goto('/residential');
      await residentialList(page).getByRole('article').nth(3).getByRole('button', { name: 'Compare', exact: true }).click();
      await expect(compareTray(page)).toContainText('4/4');
      const fifth = residentialList(page).getByRole('article').nth(4);
      const fifthTitle = (await fifth.getByRole('heading').textContent())!.trim();
      await fifth.getByRole('button', { name: 'Compare', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'You can compare up to 4 properties' });
      // The dialog element is a zero-size wrapper: its title shows it is open.
      await expect(dialog.getByRole('heading', { name: 'You can compare up to 4 properties' })).toBeVisible();
      await shot(page, 'compare-replace-1280');
      await dialog.getByRole('button', { name: `Replace ${titles[0]}` }).click();
      await expect(dialog).toHaveCount(0);
      await expect(compareTray(page)).toContainText('4/4');
      await compareTray(page).getByRole('link', { name: 'Compare' }).click();
      await expect(compareTable(page).getByRole('heading', { level: 2 })).toHaveCount(4);
      await expect(compareTable(page).getByRole('heading', { level: 2 }).first()).toHaveText(fifthTitle);
    }
  });
});

plainTest.describe('offline', () => {
  plainTest.use({ viewport: { width: 390, height: 844 } });

  plainTest('recently viewed and a comparison of properties already on the device open offline', async ({ page, context }) => {
    plainTest.setTimeout(120_000);
    await page.goto('/');
    await controlledByServiceWorker(page);

    const { ids, titles } = await openTwoProperties(page);
    for (const id of ids) {
      await page.goto(`/property/${id}`);
      await expectMediaImage(
        page
          .getByRole('region', { name: /^Photos of / })
          .getByRole('img')
          .first(),
      );
      // Noted before the next page: the list below is in the order of these views.
      await expect.poll(async () => (await recentlyViewedIds(page))[0]).toBe(id);
    }
    // The comparison screen's code, fetched once online (the service worker precaches it too).
    await page.goto(`/compare?ids=${ids.join(',')}`);
    await expect(compareTable(page).getByRole('heading', { level: 2 })).toHaveText(titles);

    await forgetPersistedQueryCache(page);
    await context.setOffline(true);

    await page.goto('/');
    await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
    const recent = page.getByRole('list', { name: 'Recently viewed properties' });
    await expect(recent.getByRole('heading')).toHaveText([titles[1]!, titles[0]!]);
    await expectMediaImage(recent.getByRole('img').first());
    await recent.scrollIntoViewIfNeeded();
    await shot(page, 'recent-home-offline-390');

    await page.goto(`/compare?ids=${ids.join(',')}`);
    await expect(compareTable(page).getByRole('heading', { level: 2 })).toHaveText(titles);
    await shot(page, 'compare-offline-390', true);
    await context.setOffline(false);
  });
});
