// @vitest-environment happy-dom
import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '../App.tsx';
import { createQueryClient } from '../lib/queryClient.ts';
import { renderPage } from '../prerender.tsx';
import { crawlRules, localizedPrerenderedPages, pageHead, preloadScreen } from '../routes.ts';
import { loadI18n } from './i18n.ts';
import { localizedPath, splitLocale } from './locales.ts';
import { reflectAutofocus } from '../testing/autofocus.ts';

beforeAll(() => {
  reflectAutofocus();
  vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})));
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => vi.unstubAllGlobals());
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

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

  it('prerenders every page in Gujarati and Hindi as well, each with its own file and lang', () => {
    const pages = localizedPrerenderedPages();
    expect(pages.find((page) => page.path === '/gu/residential')).toMatchObject({ sample: '/gu/residential', file: 'prerendered/gu/residential.html', lang: 'gu' });
    expect(pages.filter((page) => page.file === 'prerendered/hi/home.html').map((page) => page.path)).toEqual(['/hi/', '/hi']);
    expect(pages.find((page) => page.path === '/residential')?.lang).toBe('en-IN');
  });

  it('preloads the messages of a page’s screen in its own language only', () => {
    const preloads = (path: string) => localizedPrerenderedPages().find((page) => page.path === path)?.preload;
    expect(preloads('/contactus')).toEqual(['i18n/compiled/areas/info.en.ts']);
    expect(preloads('/gu/contactus')).toEqual(['i18n/locale-gu.ts', 'i18n/compiled/areas/info.gu.ts']);
    expect(preloads('/hi/aboutus')).toEqual(['i18n/locale-hi.ts', 'i18n/compiled/areas/info.hi.ts']);
    // Core's screens have no area of their own.
    expect(preloads('/residential')).toEqual([]);
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
    ['/gu/', 'તમારી પસંદનું', 'href="/gu/residential"'],
    ['/hi/residential', 'होम', 'href="/hi/projects"'],
    // A screen whose words are in a message area of its own (the info area's chunk).
    ['/gu/contactus', 'વારંવાર પૂછાતા પ્રશ્નો', 'href="/gu/projects"'],
    ['/hi/contactus', 'अक्सर पूछे जाने वाले सवाल', 'href="/hi/aboutus"'],
    // The account screens (the account area's chunk): labels, buttons and links in the language.
    ['/gu/login', 'પાસવર્ડ ભૂલી ગયા?', 'href="/gu/register"'],
    ['/hi/register', 'अपना अकाउंट बनाएँ', 'href="/hi/login"'],
  ])('%s renders in its language with links that keep its prefix, and hydrates without a mismatch', async (pathname, text, link) => {
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
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
    try {
      await preloadScreen(pathname);
      const i18n = await loadI18n(splitLocale(pathname).locale);
      await act(async () => {
        root = hydrateRoot(
          container,
          <StrictMode>
            <App client={createQueryClient()} i18n={i18n} />
          </StrictMode>,
          { onRecoverableError: (error) => errors.push(error) },
        );
      });
    } finally {
      consoleError.mockRestore();
    }
    expect(errors).toEqual([]);
    expect(container.querySelector('header')).toBe(header);
    expect(container.textContent).toContain(text);
  });
});

describe('a listing page in Gujarati rendered with its data', () => {
  it('shows the filters, the cards and their prices in Gujarati, with the listing’s own title as entered', async () => {
    const property = {
      _id: 'p-1',
      reference: 'SR-1',
      title: '3 BHK Apartment in Vesu',
      description: '',
      transactionType: 'Buy',
      propertyType: 'Residential',
      subCategory: 'Apartment',
      location: 'Vesu, Surat',
      address: 'VIP Road, Vesu',
      price: 4_500_000,
      sqt: 1350,
      bedrooms: 3,
      bathrooms: 2,
      images: [],
      thumbnails: [],
      favorite: false,
      createdAt: '2026-03-04T20:00:00.000Z',
      updatedAt: '2026-03-05T20:00:00.000Z',
    };
    const rendered = await renderPage('/gu/residential', async () => ({ data: [property], meta: { total: 1, page: 1, limit: 12 } }) as never);
    const html = rendered!.markup;
    expect(html).toContain('રહેણાંક પ્રોપર્ટી જુઓ');
    expect(html).toContain('₹ 45 લાખ');
    expect(html).toContain('3 BHK');
    expect(html).toContain('એપાર્ટમેન્ટ');
    expect(html).toContain('વેચાણ માટે');
    expect(html).toContain('3 BHK Apartment in Vesu');
    expect(html).toContain('href="/gu/property/p-1"');
    expect(html).not.toContain('₹ 45,00,000');
  });
});
