/** The site in Gujarati and Hindi, as the server answers it: pages under /gu and /hi, and searches typed in either script. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '../contract/properties.ts';
import { createTestProperty, json } from './test/properties.ts';
import { PRERENDERED_MANIFEST, ROOT_END } from './static.ts';
import { writeAppFolder } from './test/appFolder.ts';
import { startTestApp, type TestApp } from './test/harness.ts';

let app: TestApp;
let folder: ReturnType<typeof writeAppFolder>;
const ORIGIN = 'https://shreejirealty.example';
let vesu: Property;
let adajan: Property;

beforeAll(async () => {
  folder = writeAppFolder();
  // The build prerenders each page in Gujarati and Hindi too (scripts/prerender.ts), with its own lang.
  const manifest = path.join(folder.pwaDir, PRERENDERED_MANIFEST);
  const { routes } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { routes: { path: string; file: string }[] };
  fs.mkdirSync(path.join(folder.pwaDir, 'prerendered', 'gu'), { recursive: true });
  fs.writeFileSync(
    path.join(folder.pwaDir, 'prerendered', 'gu', 'residential.html'),
    `<!doctype html><html lang="gu"><head><title>Build title</title><link rel="manifest" href="/gu/manifest.webmanifest"></head><body><div id="root"><main>skeleton</main></div>${ROOT_END}</body></html>`,
  );
  routes.push({ path: '/gu/residential', file: 'prerendered/gu/residential.html' });
  // The build's shell links English's web app manifest (vite-plugin-pwa).
  const shell = path.join(folder.pwaDir, 'index.html');
  fs.writeFileSync(shell, fs.readFileSync(shell, 'utf8').replace('</head>', '<link rel="manifest" href="/manifest.webmanifest"></head>'));
  // A property's page in each language, as the build lists it (the English page's file stands in for theirs).
  const propertyPage = routes.find((route) => route.path === '/property/:propertyId')!;
  for (const locale of ['gu', 'hi']) routes.push({ path: `/${locale}/property/:propertyId`, file: propertyPage.file });
  fs.writeFileSync(manifest, JSON.stringify({ routes }));
  app = await startTestApp({ PUBLIC_URL: ORIGIN }, { pwaDir: folder.pwaDir });
  vesu = await createTestProperty(app, { title: 'Sunlit 3 BHK near the canal', location: 'Vesu, Surat', price: '4500000' });
  adajan = await createTestProperty(app, {
    title: 'Riverside 2 BHK flat',
    location: 'Adajan, Surat',
    address: '12, Green Park, Adajan, Surat 395009',
    description: '<p>Flat by the river, close to schools.</p>',
    price: '3200000',
  });
});
afterAll(async () => {
  await app?.close();
  folder?.remove();
});

async function page(pathname: string) {
  const response = await fetch(`${app.url}${pathname}`);
  return { status: response.status, html: await response.text() };
}

describe('pages in Gujarati and Hindi', () => {
  it('renders /gu/residential on the server in Gujarati, with its listings, lang="gu" and its alternates', async () => {
    const { status, html } = await page('/gu/residential');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="gu"');
    expect(html).toContain('રહેણાંક પ્રોપર્ટી જુઓ');
    expect(html).toContain('Sunlit 3 BHK near the canal');
    expect(html).toContain('₹ 45 લાખ');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/gu/residential">`);
    for (const [lang, href] of [
      ['en', '/residential'],
      ['gu', '/gu/residential'],
      ['hi', '/hi/residential'],
      ['x-default', '/residential'],
    ]) {
      expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="${ORIGIN}${href}">`);
    }
    expect(html).toContain('<meta property="og:locale" content="gu_IN">');
  });

  it('gives a page in Hindi the build’s shell its lang, and English pages their alternates as well', async () => {
    const hindi = await page('/hi/aboutus');
    expect(hindi.status).toBe(200);
    expect(hindi.html).toContain('<html lang="hi"');
    expect(hindi.html).toContain(`<link rel="canonical" href="${ORIGIN}/hi/aboutus">`);
    const english = await page('/residential');
    expect(english.html).toContain('<html lang="en-IN"');
    expect(english.html).toContain(`<link rel="alternate" hreflang="gu" href="${ORIGIN}/gu/residential">`);
    expect(english.html).toContain('₹ 45,00,000');
  });

  it('says a page’s title, description and previews in its language under /gu and /hi, and English’s as before', async () => {
    const gujarati = await page('/gu/residential');
    expect(gujarati.html).toContain('<title>રહેણાંક પ્રોપર્ટી જુઓ | Shreeji Realty, સુરત</title>');
    expect(gujarati.html).toMatch(/<meta name="description" content="સુરતમાં ખરીદવા કે ભાડે લેવા માટે એપાર્ટમેન્ટ, [^"]*">/);
    expect(gujarati.html).toContain('<meta property="og:title" content="રહેણાંક પ્રોપર્ટી જુઓ | Shreeji Realty, સુરત">');
    expect(gujarati.html).toContain('<meta name="twitter:title" content="રહેણાંક પ્રોપર્ટી જુઓ | Shreeji Realty, સુરત">');
    expect(gujarati.html).not.toContain('Build title');

    const hindi = await page('/hi/aboutus');
    expect(hindi.html).toContain('<title>हमारे बारे में | Shreeji Realty, सूरत</title>');
    expect(hindi.html).toContain('<meta property="og:description" content="Shreeji Realty ने 2007 से सूरत में 5,000+ ग्राहकों को प्रॉपर्टी खरीदने');

    const english = await page('/residential');
    expect(english.html).toContain('<title>Explore Residential Properties | Shreeji Realty, Surat</title>');
    expect(english.html).toContain(
      '<meta name="description" content="Apartments, bungalows, plots, farmhouses and PG in Surat to buy or rent: Vesu, Adajan, Pal, Piplod and more, with photos and prices in rupees.">',
    );
  });

  it('describes a listing in the page’s language: its facts, price in lakhs and locality in the script', async () => {
    const gujarati = await page(`/gu/property/${vesu._id}`);
    expect(gujarati.status).toBe(200);
    expect(gujarati.html).toContain('<title>Sunlit 3 BHK near the canal | Shreeji Realty, સુરત</title>');
    expect(gujarati.html).toMatch(/<meta name="description" content="વેસુ, સુરતમાં વેચાણ માટે (\d+ BHK )?[^"]*: ₹ 45 લાખ, [\d,]+ ચો\. ફૂટ\./);
    const hindi = await page(`/hi/property/${vesu._id}`);
    expect(hindi.html).toMatch(/<meta property="og:description" content="वेसू, सूरत में बिक्री के लिए [^"]*: ₹ 45 लाख, [\d,]+ वर्ग फुट।/);
    const english = await page(`/property/${vesu._id}`);
    expect(english.html).toMatch(/<meta name="description" content="[^"]* for sale in Vesu, Surat: ₹ 45,00,000, [\d,]+ sq ft\./);
  });

  it('answers an unknown address under /hi with the 404 page’s head in Hindi and lang="hi"', async () => {
    const hindi = await page('/hi/no-such-page');
    expect(hindi.status).toBe(404);
    expect(hindi.html).toContain('<html lang="hi"');
    expect(hindi.html).toContain('<title>पेज नहीं मिला | Shreeji Realty, सूरत</title>');
    expect(hindi.html).toContain(`<link rel="canonical" href="${ORIGIN}/hi/">`);
    const english = await page('/no-such-page');
    expect(english.html).toContain('<html lang="en-IN"');
    expect(english.html).toContain('<title>Page not found | Shreeji Realty, Surat</title>');
    expect(english.html).toContain(`<link rel="canonical" href="${ORIGIN}/">`);
  });

  it('links each language’s web app manifest from its pages, English’s from English pages', async () => {
    for (const [pathname, manifest] of [
      ['/hi/aboutus', '/hi/manifest.webmanifest'],
      ['/gu/login', '/gu/manifest.webmanifest'],
      ['/gu/residential', '/gu/manifest.webmanifest'],
      ['/gu/no-such-page', '/gu/manifest.webmanifest'],
      ['/compare', '/manifest.webmanifest'],
      ['/login', '/manifest.webmanifest'],
    ]) {
      const { html } = await page(pathname!);
      expect(html.match(/<link rel="manifest" href="[^"]*">/g), pathname).toEqual([`<link rel="manifest" href="${manifest}">`]);
    }
  });

  it('lists each language’s pages in the sitemap', async () => {
    const index = await (await fetch(`${app.url}/sitemap.xml`)).text();
    const files = [...index.matchAll(/<loc>[^<]*?(\/sitemap[^<]*)<\/loc>/g)].map((match) => match[1]!);
    const all = (await Promise.all(files.map(async (file) => (await fetch(`${app.url}${file}`)).text()))).join('') || index;
    expect(all).toContain(`${ORIGIN}/gu/residential`);
    expect(all).toContain(`${ORIGIN}/hi/aboutus`);
  });
});

describe('a search typed in Gujarati or Hindi', () => {
  it.each(['વેસુ', 'वेसू'])('finds the Vesu listings for %s', async (text) => {
    const response = await app.api(`/properties/search?q=${encodeURIComponent(text)}`);
    expect(response.status).toBe(200);
    const ids = (await json<{ data: Property[] }>(response)).data.map((property) => property._id);
    expect(ids).toContain(vesu._id);
    expect(ids).not.toContain(adajan._id);
  });

  it('finds Adajan listings for અડાજણ with other words beside it', async () => {
    const response = await app.api(`/properties/search?q=${encodeURIComponent('અડાજણ flat')}`);
    const ids = (await json<{ data: Property[] }>(response)).data.map((property) => property._id);
    expect(ids).toEqual([adajan._id]);
  });
});
