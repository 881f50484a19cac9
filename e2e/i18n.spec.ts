/**
 * The site in Gujarati and Hindi: the switcher in the header, pages under /gu/ and /hi/ with
 * headings, buttons and prices in the language, the choice kept across a reload and on the next
 * visit to /, a locality typed in Gujarati, and the server-rendered page of /gu/residential; axe
 * finds no serious or critical violation on the Gujarati home page or the Hindi listing page.
 */
import type { Page } from '@playwright/test';
import { analyze } from './axe.ts';
import {
  apiRegister,
  atWidths,
  expect,
  findProperty,
  journeyViewports,
  ongoingProject,
  scrollToEnquireForm,
  signIn,
  test,
} from './fixtures.ts';

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

atWidths(journeyViewports, (viewport) => {
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
    const search = await request.get(`/api/v1/properties/search?q=${encodeURIComponent('2 BHK Apartment in Vesu near VIP Road')}&limit=5`);
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

const ESCAPED = /[.*+?^${}()|[\]\\]/g;

test('the enquiry forms speak the page language and name what they are about', async ({ page, request }) => {
  const property = await findProperty(request, { propertyType: 'Residential' });
  const project = await ongoingProject(request);
  const forms = [
    {
      path: `/gu/property/${property._id}`,
      heading: 'આ પ્રોપર્ટી વિશે પૂછપરછ કરો',
      message: new RegExp(`^મને SR-\\d+: .+માં રસ છે\\. કૃપા કરીને મને ફોન કરો\\.$`),
      consent: 'આ મોકલીને તમે સંમતિ આપો છો કે Shreeji Realty આ પ્રોપર્ટી વિશે તમારો સંપર્ક કરી શકે.',
    },
    {
      path: `/hi/property/${property._id}`,
      heading: 'इस प्रॉपर्टी के बारे में पूछताछ करें',
      message: new RegExp(`^मुझे SR-\\d+: .+ में रुचि है। कृपया मुझे कॉल करें।$`),
      consent: 'इसे भेजकर आप सहमति देते हैं कि Shreeji Realty इस प्रॉपर्टी के बारे में आपसे संपर्क कर सकती है।',
    },
    {
      path: `/property/${property._id}`,
      heading: 'Enquire about this property',
      message: new RegExp(`^I am interested in SR-\\d+: ${property.title.replace(ESCAPED, '\\$&')}\\. Please call me back\\.$`),
      consent: 'By sending this you agree that Shreeji Realty may contact you about this property.',
    },
    {
      path: `/projects/${project.slug}`,
      heading: 'Enquire about this project',
      message: /^I am interested in .+\. Please call me back\.$/,
      consent: 'By sending this you agree that Shreeji Realty may contact you about this project.',
    },
    {
      path: '/contactus',
      heading: 'Send us an enquiry',
      message: /^$/,
      consent: 'By sending this you agree that Shreeji Realty may contact you about your enquiry.',
    },
    {
      path: '/gu/contactus',
      heading: 'અમને પૂછપરછ મોકલો',
      message: /^$/,
      consent: 'આ મોકલીને તમે સંમતિ આપો છો કે Shreeji Realty તમારી પૂછપરછ વિશે તમારો સંપર્ક કરી શકે.',
    },
  ];
  for (const expected of forms) {
    await page.goto(expected.path);
    const form = await scrollToEnquireForm(page, expected.heading);
    await expect(form.locator('textarea'), expected.path).toHaveValue(expected.message);
    await expect(form.getByText(expected.consent, { exact: true }), expected.path).toBeVisible();
    // A neutral example, not the agency's own number.
    await expect(form.locator('input[type="tel"]')).toHaveAttribute('placeholder', '98765 43210');
  }
});

test('the e-mail example and a device the server did not recognise are in the page language', async ({ page, request }) => {
  await page.goto('/gu/login');
  await expect(page.getByRole('textbox', { name: 'ઈ-મેઇલ સરનામું' })).toHaveAttribute('placeholder', 'tamaru.naam@example.com');
  await page.goto('/hi/login');
  await expect(page.getByRole('textbox', { name: 'ई-मेल पता' })).toHaveAttribute('placeholder', 'aapka.naam@example.com');

  const account = await apiRegister(request);
  // A login from a client that names no browser or system: the server calls it 'Unknown device'.
  const other = await request.post('/api/v1/users/login', {
    data: { email: account.email, password: account.password },
    headers: { 'User-Agent': 'curl/8.5.0' },
  });
  expect(other.status()).toBe(200);
  await signIn(page, account);
  await page.goto('/hi/dashboard?tab=settings');
  const devices = page.getByRole('list', { name: 'लॉगिन डिवाइस' });
  await expect(devices.getByText('अज्ञात डिवाइस', { exact: true })).toBeVisible();
  await expect(devices.getByText('Unknown device')).toHaveCount(0);
});

/** The weights of the page's text in `script` that no face of `family` on the page covers. */
function weightsWithoutAFace(page: Page, family: string, script: string): Promise<number[]> {
  return page.evaluate(
    ([family, script]) => {
      const letters = new RegExp(script, 'u');
      const ranges: [number, number][] = [];
      document.fonts.forEach((face) => {
        if (face.family.replace(/["']/g, '') !== family) return;
        const [low, high] = face.weight.split(/\s+/).map(Number) as [number, number?];
        ranges.push([low, high ?? low]);
      });
      const used = new Set<number>();
      for (const element of document.querySelectorAll('body *')) {
        const own = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && letters.test(node.textContent ?? ''));
        if (own) used.add(Number(getComputedStyle(element).fontWeight));
      }
      return [...used].filter((weight) => !ranges.some(([low, high]) => weight >= low && weight <= high)).sort();
    },
    [family, script] as const,
  );
}

test('Gujarati and Hindi text is drawn in a served face of its own weight, and a page drawn by the app waits for it', async ({ page }) => {
  for (const [path, family, script] of [
    ['/gu/', 'Noto Sans Gujarati', '\\p{Script=Gujarati}'],
    ['/hi/', 'Noto Sans Devanagari', '\\p{Script=Devanagari}'],
    ['/gu/aboutus', 'Noto Sans Gujarati', '\\p{Script=Gujarati}'],
  ] as const) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    expect(await weightsWithoutAFace(page, family, script), path).toEqual([]);
  }

  // The dashboard is drawn in the browser, not the server: its first words appear with their font loaded.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('#root h1')) return;
      observer.disconnect();
      const loaded = [400, 600, 700].map((weight) => document.fonts.check(`${weight} 16px "Noto Sans Gujarati"`, 'ગુજરાતી'));
      (window as unknown as { fontsAtFirstRender: boolean[] }).fontsAtFirstRender = loaded;
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await signIn(page, 'user');
  await page.goto('/gu/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('મારું ડેશબોર્ડ');
  expect(await page.evaluate(() => (window as unknown as { fontsAtFirstRender?: boolean[] }).fontsAtFirstRender)).toEqual([
    true,
    true,
    true,
  ]);
  await page.evaluate(() => document.fonts.ready);
  expect(await weightsWithoutAFace(page, 'Noto Sans Gujarati', '\\p{Script=Gujarati}')).toEqual([]);
  await screenshot(page, 'i18n-dashboard-gu-fonts');
});

/** The fonts other than `family` that drew the first element matching `selector` (as DevTools lists them). */
async function otherFontsDrawing(page: Page, selector: string, family: string): Promise<string[]> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('DOM.enable');
  await devtools.send('CSS.enable');
  const { root } = await devtools.send('DOM.getDocument');
  const { nodeId } = await devtools.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await devtools.send('CSS.getPlatformFontsForNode', { nodeId });
  await devtools.detach();
  return fonts.map((font) => font.familyName).filter((name) => name !== family);
}

test('bold Gujarati and Hindi words are drawn by the served face, not by a system font without their letters', async ({ browser }) => {
  // Chromium kept words laid out before the face loaded in the system font (empty boxes) in about half the
  // loads: each language is loaded afresh a few times.
  for (const [path, family] of [
    ['/gu/search', 'Noto Sans Gujarati'],
    ['/hi/search', 'Noto Sans Devanagari'],
  ] as const) {
    for (let load = 0; load < 3; load++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(path);
      const purpose = page.locator('main [role=group] button').first();
      await expect(purpose).toHaveCSS('font-weight', '600');
      await page.evaluate(() => document.fonts.ready);
      expect(await otherFontsDrawing(page, 'main [role=group] button', family), `${path}, load ${load + 1}`).toEqual([]);
      await context.close();
    }
  }
});

test('the signed-in header keeps every label on one line, within the page, at 1280 and 1024 px in three languages', async ({ page }) => {
  await signIn(page, 'user');
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/aboutus', '/gu/aboutus', '/hi/aboutus']) {
      await page.goto(path);
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('button', { name: /Logout|લૉગઆઉટ|लॉगआउट/ })).toBeVisible();
      const wrapped = await banner.evaluate((header) =>
        [...header.querySelectorAll('nav a, a.btn-outline, button')]
          .filter((element) => element.getBoundingClientRect().height > 40)
          .map((element) => element.textContent?.trim()),
      );
      expect(wrapped, `${path} at ${width} px`).toEqual([]);
      const row = banner.locator('.container-page').first();
      expect(await row.evaluate((element) => element.scrollWidth - element.clientWidth), `${path} at ${width} px`).toBe(0);
      if (width === 1280) await screenshot(page, `i18n-header-${path.split('/')[1] || 'en'}-${width}`);
    }
  }
});

test('the search examples fit their fields on a phone in three languages', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/', '/gu/', '/hi/', '/search', '/gu/search', '/hi/search']) {
    await page.goto(path);
    const field = page.getByRole('search').first().getByRole('searchbox');
    await expect(field).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const { text, room } = await field.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      return { text: context.measureText(input.placeholder).width, room: input.clientWidth - padding };
    });
    expect(text, `${path}: the example's width against the field's`).toBeLessThanOrEqual(room);
  }
});
