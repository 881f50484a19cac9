import { beforeAll, describe, expect, it } from 'vitest';
import { appWithPagesForTests, attribute, jsonLd, pageOf } from '../test/pages.ts';
import type { TestApp } from '../test/harness.ts';
import { localityListings } from '../test/properties.ts';

let app: TestApp;
const ORIGIN = 'https://shreejirealty.example';

appWithPagesForTests(ORIGIN, (started) => (app = started));
const page = (path: string) => pageOf(app, path);
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => `${match[1]} ${match[2]}`);

// Each case writes several listings, one transaction and event each: room for a busy machine.
describe('a locality page', { timeout: 120_000 }, () => {
  let twos: { _id: string }[] = [];
  beforeAll(async () => {
    // The 2 BHK median is 4,400 a sq ft; two 3 BHK flats are too few for one.
    ({ twos } = await localityListings(app, 'Khajod', 'Shreeji Khajod Meadows'));
  });

  it('is rendered on the server with its figures: counts, the median by category and BHK, the trend, projects and neighbours', async () => {
    const { status, html } = await page('/localities/khajod');
    expect(status).toBe(200);
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toContain('Property in Khajod</h1>');
    const counts = html.slice(html.indexOf('data-testid="locality-counts"'));
    expect(counts).toMatch(/For sale<\/p><p[^>]*>7<\/p>/);
    expect(counts).toMatch(/To rent<\/p><p[^>]*>1<\/p>/);
    const medians = html.slice(html.indexOf('data-testid="locality-medians"'), html.indexOf('data-testid="locality-trend"'));
    expect(medians).toContain('₹ 4,400');
    expect(medians).toContain('Too few to say');
    expect(medians).toContain('href="/search?q=Khajod&amp;transactionType=Buy&amp;category=Apartment&amp;bhk=2"');
    // This month's prices set: the seven sale listings made above, their median 4,600.
    expect(html.slice(html.indexOf('data-testid="locality-trend"'))).toContain('₹ 4,600');
    expect(html).toContain('href="/projects/shreeji-khajod-meadows"');
    expect(html).toContain('href="/localities/vesu"');
    expect(html).toContain('2 BHK Apartment for sale in Khajod');
    expect(html).toContain('<script type="application/json" id="route-data">');
    // No won deal here yet: no closed prices.
    expect(html).not.toContain('data-testid="locality-closed"');
  });

  it('shows the closed price per sq ft once five won deals say it', async () => {
    // Closed at 3,900, 4,000, 4,100, 4,200 and 4,300 per sq ft carpet: the median is 4,100.
    for (const [index, listing] of twos.entries()) {
      const [lead] = await app.deps.sql<{ id: string }[]>`
        insert into enquiries (id, property_id, name, mobile, status)
        values (gen_random_uuid(), ${listing._id}, 'Ravi Desai', '9876500000', 'won') returning id`;
      await app.deps
        .sql`insert into deals (enquiry_id, property_id, price) values (${lead!.id}, ${listing._id}, ${3_900_000 + index * 100_000})`;
    }
    const { html } = await page('/localities/khajod');
    const closed = html.slice(html.indexOf('data-testid="locality-closed"'));
    expect(closed).toContain('Closed prices');
    expect(closed).toMatch(/2 BHK Apartment<\/th><td[^>]*>5<\/td><td[^>]*>₹ 4,100<\/td>/);
  });

  it('has its title, description, canonical URL, hreflang alternates, share image and schema.org Place', async () => {
    const { html } = await page('/localities/khajod');
    expect(html).toContain('<title>Property in Khajod: prices, trend and listings | Shreeji Realty, Surat</title>');
    expect(attribute(html, /<meta name="description" content="([^"]+)"/)).toMatch(/^7 for sale and 1 to rent in Khajod, Surat/);
    expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${ORIGIN}/localities/khajod`);
    expect(alternates(html)).toEqual([
      `en ${ORIGIN}/localities/khajod`,
      `gu ${ORIGIN}/gu/localities/khajod`,
      `hi ${ORIGIN}/hi/localities/khajod`,
      `x-default ${ORIGIN}/localities/khajod`,
    ]);
    expect(attribute(html, /<meta property="og:image" content="([^"]+)"/)).toBe(`${ORIGIN}/share-1200x630.jpg`);
    expect(html).not.toContain('name="robots"');
    const [place, breadcrumb] = jsonLd(html);
    expect(place).toMatchObject({
      '@type': 'Place',
      name: 'Khajod, Surat',
      url: `${ORIGIN}/localities/khajod`,
      geo: { '@type': 'GeoCoordinates', latitude: 21.108, longitude: 72.795 },
      containedInPlace: { '@type': 'City', name: 'Surat' },
    });
    expect(breadcrumb).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('speaks Gujarati under /gu/: its words, its head and its own canonical URL', async () => {
    const { status, html } = await page('/gu/localities/khajod');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="gu"');
    expect(html).toContain('ખજોદમાં પ્રોપર્ટી</h1>');
    expect(html).toContain('<title>ખજોદમાં પ્રોપર્ટી: કિંમતો, ટ્રેન્ડ અને લિસ્ટિંગ');
    expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${ORIGIN}/gu/localities/khajod`);
    expect(jsonLd(html)[0]).toMatchObject({ '@type': 'Place', name: 'ખજોદ, સુરત', url: `${ORIGIN}/gu/localities/khajod` });
    expect(html).toContain('href="/gu/localities/vesu"');
  });

  it('answers 404 with the 404 screen for a slug that names no locality', async () => {
    for (const path of ['/localities/atlantis', '/gu/localities/atlantis']) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain('data-render="replace"');
    }
    expect((await page('/localities/atlantis')).html).toContain('Oops! Lost your way?');
  });

  it('keeps a locality without listings out of search engines, and says it has none', async () => {
    const { status, html } = await page('/localities/olpad');
    expect(status).toBe(200);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('No listings in Olpad at the moment');
  });

  it('is listed in the sitemap in each language, with its alternates, while a locality without listings is not', async () => {
    const xml = await (await fetch(`${app.url}/sitemap.xml`)).text();
    const entry = /<url><loc>https:\/\/shreejirealty\.example\/gu\/localities\/khajod<\/loc><lastmod>[^<]+<\/lastmod>([^\n]*)<\/url>/.exec(
      xml,
    );
    expect(entry?.[1]).toBe(
      [
        `en ${ORIGIN}/localities/khajod`,
        `gu ${ORIGIN}/gu/localities/khajod`,
        `hi ${ORIGIN}/hi/localities/khajod`,
        `x-default ${ORIGIN}/localities/khajod`,
      ]
        .map((link) => link.split(' '))
        .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`)
        .join(''),
    );
    expect(xml).toContain(`<loc>${ORIGIN}/localities/khajod</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/hi/localities/khajod</loc>`);
    expect(xml).not.toContain('/localities/olpad');
    expect(xml).not.toContain('/localities/surat');
  });
});

describe('the project page', () => {
  it('links its locality to the locality page', async () => {
    const { html } = await page('/projects/shreeji-khajod-meadows');
    expect(html).toMatch(/<a [^>]*href="\/localities\/khajod"[^>]*>Khajod, Surat<\/a>/);
  });
});
