/** The site in Gujarati and Hindi, as the server answers it: pages under /gu and /hi, and searches typed in either script. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '../contract/index.ts';
import { createTestProperty, json } from './routes/properties/testData.ts';
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
    `<!doctype html><html lang="gu"><head><title>Build title</title></head><body><div id="root"><main>skeleton</main></div>${ROOT_END}</body></html>`,
  );
  routes.push({ path: '/gu/residential', file: 'prerendered/gu/residential.html' });
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
    for (const [lang, href] of [['en', '/residential'], ['gu', '/gu/residential'], ['hi', '/hi/residential'], ['x-default', '/residential']]) {
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
