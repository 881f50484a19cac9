// @vitest-environment happy-dom
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { App } from './App.tsx';
import { createQueryClient } from './lib/queryClient.ts';
import { notFoundHead, pageHead as pageHeadIn, renderPage } from './prerender.tsx';
import { crawlRules, localizedPrerenderedPages, pageHead, preloadScreen } from './routes.ts';
import { loadI18n } from './i18n/i18n.ts';
import { localizedPath, splitLocale } from './i18n/locales.ts';
import { hydrationHarness } from './testing/hydration.tsx';
import { aProperty } from './testing/property.ts';

const hydrate = hydrationHarness();

/** The page shows every one of `shown` and none of `hidden`; a failure names the text. */
function expectTexts(html: string, shown: string[], hidden: string[]) {
  for (const text of shown) expect(html, text).toContain(text);
  for (const text of hidden) expect(html, text).not.toContain(text);
}

describe('addresses in each language', () => {
  it('reads the language from the path prefix and keeps English at the root', () => {
    expect(splitLocale('/gu/residential')).toEqual({ locale: 'gu', path: '/residential' });
    expect(splitLocale('/hi')).toEqual({ locale: 'hi', path: '/' });
    expect(splitLocale('/residential')).toEqual({ locale: 'en', path: '/residential' });
    expect(splitLocale('/guide')).toEqual({ locale: 'en', path: '/guide' });
    expect(localizedPath('gu', '/')).toBe('/gu/');
    expect(localizedPath('en', '/commercial')).toBe('/commercial');
  });

  it('gives a page its canonical address in its language and names its alternates in every language', () => {
    const head = pageHead('/gu/residential');
    expect(head?.canonicalPath).toBe('/gu/residential');
    expect(head?.lang).toBe('gu');
    expect(head?.alternates).toEqual([
      { hreflang: 'en', path: '/residential' },
      { hreflang: 'gu', path: '/gu/residential' },
      { hreflang: 'hi', path: '/hi/residential' },
      { hreflang: 'x-default', path: '/residential' },
    ]);
    expect(pageHead('/hi/property/abc')?.canonicalPath).toBe('/hi/property/abc');
    expect(pageHead('/residential')?.lang).toBeUndefined();
    // Account screens stay out of search engines in every language.
    expect(pageHead('/gu/login')?.alternates).toBeUndefined();
    expect(crawlRules().indexable).toEqual(expect.arrayContaining(['/residential', '/gu/residential', '/hi/', '/gu/aboutus']));
  });

  it('writes a project’s head in the page’s language, with its own title there and the month in the language', () => {
    const project = {
      _id: 'j-1',
      slug: 'green-park',
      title: 'Green Park',
      titleHi: 'ग्रीन पार्क',
      description: '<p>Towers by the river.</p>',
      location: 'Pal, Surat',
      totalUnits: 1200,
      possessionDate: '2027-12',
      status: 'ONGOING',
      images: [],
    } as never;
    // A record's head is written by the server's render module (this file renders as a browser does).
    vi.stubEnv('SSR', true);
    onTestFinished(() => void vi.unstubAllEnvs());
    expect(pageHeadIn('/projects/green-park', project)).toMatchObject({
      title: 'Green Park | Shreeji Realty, Surat',
      description: 'Ongoing project in Pal, Surat: 1,200 units, possession Dec 2027. Towers by the river.',
    });
    expect(pageHeadIn('/hi/projects/green-park', project)).toMatchObject({
      title: 'ग्रीन पार्क | Shreeji Realty, सूरत',
      description: 'पाल, सूरत में चल रहा प्रोजेक्ट: 1,200 यूनिट, पज़ेशन दिस॰ 2027। Towers by the river.',
      lang: 'hi',
    });
    expect(pageHeadIn('/gu/login')).toMatchObject({
      title: 'લૉગિન | Shreeji Realty, સુરત',
      description: 'Shreeji Realty, સુરત પર લૉગિન.',
      noindex: true,
    });
    expect(notFoundHead('/gu/nowhere')).toMatchObject({ title: 'પેજ મળ્યું નથી | Shreeji Realty, સુરત', canonicalPath: '/gu/', lang: 'gu' });
    expect(notFoundHead('/nowhere')).toEqual({
      title: 'Page not found | Shreeji Realty, Surat',
      description: "Sorry, we can't find that page. You'll find lots to explore on the home page.",
      canonicalPath: '/',
      noindex: true,
    });
  });

  it('prerenders every page in Gujarati and Hindi as well, each with its own file and lang', () => {
    const pages = localizedPrerenderedPages();
    expect(pages.find((page) => page.path === '/gu/residential')).toMatchObject({
      sample: '/gu/residential',
      file: 'prerendered/gu/residential.html',
      lang: 'gu',
    });
    expect(pages.filter((page) => page.file === 'prerendered/hi/home.html').map((page) => page.path)).toEqual(['/hi/', '/hi']);
    expect(pages.find((page) => page.path === '/residential')?.lang).toBe('en-IN');
  });

  it('preloads the messages of a page and its screen in its own language only', () => {
    const preloads = (path: string) => localizedPrerenderedPages().find((page) => page.path === path)?.preload;
    expect(preloads('/contactus')).toEqual(['i18n/locale-en.ts', 'i18n/compiled/areas/info.en.ts']);
    expect(preloads('/gu/contactus')).toEqual(['i18n/locale-gu.ts', 'i18n/compiled/areas/info.gu.ts']);
    expect(preloads('/hi/aboutus')).toEqual(['i18n/locale-hi.ts', 'i18n/compiled/areas/info.hi.ts']);
    expect(preloads('/search')).toEqual(['i18n/locale-en.ts', 'i18n/compiled/areas/search.en.ts']);
    expect(preloads('/gu/search')).toEqual(['i18n/locale-gu.ts', 'i18n/compiled/areas/search.gu.ts']);
    expect(preloads('/hi/projects/:slug')).toEqual(['i18n/locale-hi.ts', 'i18n/compiled/areas/info.hi.ts']);
    // Core's screens have no area of their own: only their language's core messages.
    expect(preloads('/residential')).toEqual(['i18n/locale-en.ts']);
    expect(preloads('/gu/residential')).toEqual(['i18n/locale-gu.ts']);
  });
});

describe('an account page (server-rendered, not prerendered)', () => {
  it('brings the account area’s messages with its screen, in the page’s language only', async () => {
    const hindi = await loadI18n('hi');
    await preloadScreen('/gu/dashboard');
    expect((await loadI18n('gu'))._('dashboard.title')).toBe('મારું ડેશબોર્ડ');
    expect((await loadI18n('gu'))._('sessions.confirmText', { count: 2 })).toBe('બીજાં 2 ડિવાઇસ લૉગઆઉટ થશે. તમે અહીં લૉગિન રહેશો.');
    // Hindi's were not fetched for a Gujarati page.
    expect(hindi._('dashboard.title')).toBe('dashboard.title');
    await preloadScreen('/hi/login');
    expect(hindi._('login.forgotPassword')).toBe('पासवर्ड भूल गए?');
  });
});

describe('a page in Gujarati or Hindi', () => {
  it.each([
    ['/gu/', 'તમારી પસંદનું', 'href="/gu/residential"', 'Shreeji Realty, સુરત | રહેણાંક અને કોમર્શિયલ પ્રોપર્ટી'],
    ['/hi/residential', 'होम', 'href="/hi/projects"', 'आवासीय प्रॉपर्टी देखें | Shreeji Realty, सूरत'],
    // A screen whose words are in a message area of its own (the info area's chunk).
    ['/gu/contactus', 'વારંવાર પૂછાતા પ્રશ્નો', 'href="/gu/projects"', 'સંપર્ક કરો | Shreeji Realty, સુરત'],
    ['/hi/contactus', 'अक्सर पूछे जाने वाले सवाल', 'href="/hi/aboutus"', 'संपर्क करें | Shreeji Realty, सूरत'],
    ['/gu/aboutus', 'અમારી નિપુણતા', 'href="/gu/contactus"', 'અમારા વિશે | Shreeji Realty, સુરત'],
    ['/hi/aboutus', 'प्रिया और रोहन देसाई', 'href="/hi/contactus"', 'हमारे बारे में | Shreeji Realty, सूरत'],
    ['/hi/projects', 'हमारे सभी प्रोजेक्ट', 'href="/hi/aboutus"', 'हमारे प्रोजेक्ट्स | Shreeji Realty, सूरत'],
    // The search area: the filter panel, the sort menu and the fact filters (core's) in Gujarati and Hindi.
    ['/gu/search', 'બધી પ્રોપર્ટી', 'href="/gu/contactus"', 'પ્રોપર્ટી શોધો | Shreeji Realty, સુરત'],
    ['/hi/search', 'क्रमबद्ध करें', 'href="/hi/projects"', 'प्रॉपर्टी खोजें | Shreeji Realty, सूरत'],
    // The account screens (the account area's chunk): labels, buttons and links in the language.
    ['/gu/login', 'પાસવર્ડ ભૂલી ગયા?', 'href="/gu/register"', 'લૉગિન | Shreeji Realty, સુરત'],
    ['/hi/register', 'अपना अकाउंट बनाएँ', 'href="/hi/login"', 'रजिस्टर | Shreeji Realty, सूरत'],
    // The privacy notice (the privacy area's chunk), with each purpose's notice from the contract and the footer's link to itself.
    ['/gu/privacy', 'સાઇટ વિઝિટ', 'href="/gu/privacy"', 'ગોપનીયતા સૂચના | Shreeji Realty, સુરત'],
    ['/hi/privacy', 'ब्राउज़र सूचनाएँ', 'href="/hi/privacy"', 'गोपनीयता सूचना | Shreeji Realty, सूरत'],
  ])(
    '%s renders in its language with links that keep its prefix, hydrates without a mismatch and titles the tab in it',
    async (pathname, text, link, title) => {
      const rendered = await renderPage(pathname);
      expect(rendered.markup).toContain(text);
      expect(rendered.markup).toContain(link);
      // The switcher names each language in its own script and leads to the same page.
      expect(rendered.markup).toContain('ગુજરાતી');
      expect(rendered.markup).toContain('हिन्दी');
      expect(rendered.markup).toContain(`href="${splitLocale(pathname).path}"`);

      window.history.replaceState(null, '', pathname);
      const container = document.createElement('div');
      container.innerHTML = rendered.markup;
      document.body.append(container);
      const header = container.querySelector('header');
      const i18n = await loadI18n(splitLocale(pathname).locale);
      const errors = await hydrate(container, pathname, <App client={createQueryClient()} i18n={i18n} />);
      expect(errors).toEqual([]);
      expect(container.querySelector('header')).toBe(header);
      expect(container.textContent).toContain(text);
      // The tab's title is the server's, in the page's language.
      expect(document.title).toBe(title);
      expect(pageHeadIn(pathname)?.title).toBe(title);
    },
  );
});

describe('a project in Gujarati rendered with its data', () => {
  it('shows the project’s facts, status, possession month and empty units in Gujarati, its own title as entered', async () => {
    const project = {
      _id: 'pr-1',
      title: 'Shreeji Heights',
      slug: 'shreeji-heights',
      description: '<p>Towers in Vesu.</p>',
      status: 'ONGOING',
      location: 'Vesu',
      address: 'VIP Road',
      possessionDate: '2027-03',
      totalUnits: 120,
      unitsListed: 1,
      amenities: [],
      images: [],
      thumbnails: [],
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const rendered = await renderPage('/gu/projects/shreeji-heights', async (request) =>
      request.kind === 'project' ? (project as never) : ({ data: [], meta: { total: 0, page: 1, limit: 12 } } as never),
    );
    const html = rendered!.markup;
    expectTexts(
      html,
      ['અમારા પ્રોજેક્ટ', 'ચાલુ', 'કુલ યુનિટ', 'પઝેશન માર્ચ 2027', 'હજી કોઈ યુનિટ લિસ્ટ થયેલ નથી', 'Shreeji Heights'],
      ['ONGOING', 'Key facts'],
    );
  });
});

describe('a property’s page in Hindi rendered with its data', () => {
  it('shows the facts’ values, amenities, the RERA block, the actions and the EMI button in Hindi', async () => {
    const property = aProperty({
      _id: 'p-2',
      reference: 'SR-2',
      title: '2 BHK Flat in Adajan',
      description: '<p>Near the river.</p>',
      transactionType: 'Buy',
      location: 'Adajan, Surat',
      address: 'LP Savani Road',
      price: 5_500_000,
      carpetArea: 1000,
      bedrooms: 2,
      floor: 0,
      totalFloors: 12,
      facing: 'NE',
      furnishing: 'semi_furnished',
      possession: 'under_construction',
      possessionDate: '2027-03',
      parking: 1,
      amenities: ['lift', 'play_area'],
      rera: { number: 'PR/GJ/SURAT/1234', qr: null, exempt: false, exemptReason: null },
      images: [],
      thumbnails: [],
      createdAt: '2026-03-04T20:00:00.000Z',
      updatedAt: '2026-03-05T20:00:00.000Z',
    });
    const rendered = await renderPage('/hi/property/p-2', async (request) => (request.kind === 'property' ? property : []) as never);
    const html = rendered!.markup;
    expectTexts(
      html,
      [
        'उत्तर-पूर्व',
        'सेमी-फर्निश्ड',
        '12 में से ग्राउंड',
        // The Possession fact: its label, and the month alone beside it.
        'पज़ेशन',
        'मार्च 2027',
        '1 कवर्ड',
        'लिफ्ट',
        'बच्चों का खेल क्षेत्र',
        'वर्ग गज',
        'RERA पंजी. सं.',
        'शेयर करें',
        'तुलना करें',
        'EMI निकालें',
      ],
      ['North-East', 'Semi-furnished', 'Ground', 'RERA Reg. No.', 'Calculate EMI', '>Share<'],
    );
  });
});

describe('a listing page in Gujarati rendered with its data', () => {
  it('shows the filters, the cards and their prices in Gujarati, with the listing’s own title as entered', async () => {
    const property = aProperty({
      _id: 'p-1',
      reference: 'SR-1',
      title: '3 BHK Apartment in Vesu',
      description: '',
      transactionType: 'Buy',
      address: 'VIP Road, Vesu',
      price: 4_500_000,
      sqt: 1350,
      images: [],
      thumbnails: [],
      createdAt: '2026-03-04T20:00:00.000Z',
      updatedAt: '2026-03-05T20:00:00.000Z',
    });
    const rendered = await renderPage(
      '/gu/residential',
      async () => ({ data: [property], meta: { total: 1, page: 1, limit: 12 } }) as never,
    );
    const html = rendered!.markup;
    expectTexts(
      html,
      ['રહેણાંક પ્રોપર્ટી જુઓ', '₹ 45 લાખ', '3 BHK', 'એપાર્ટમેન્ટ', 'વેચાણ માટે', '3 BHK Apartment in Vesu', 'href="/gu/property/p-1"'],
      ['₹ 45,00,000'],
    );
  });
});
