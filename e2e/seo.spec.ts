/**
 * What search engines and link previews read: each page's server-rendered head (title,
 * description, canonical URL, Open Graph and Twitter tags, schema.org data), robots.txt and the
 * sitemap, the statuses of unknown and removed pages; and the similar listings a property page
 * shows, rendered with it, at phone and desktop widths.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, findProperty, saveScreenshot, test, viewports } from './fixtures.ts';

const headValue = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

test('every public page is served with its own title, description, canonical URL and preview tags', async ({ request }) => {
  const titles = new Set<string>();
  for (const path of ['/', '/residential', '/commercial', '/search', '/projects', '/aboutus', '/contactus']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const title = headValue(html, /<title>(.*?)<\/title>/);
    expect(title, path).toBeTruthy();
    titles.add(title!);
    expect(headValue(html, /<meta name="description" content="([^"]{50,})"/), path).toBeTruthy();
    expect(headValue(html, /<link rel="canonical" href="(https?:\/\/[^"]+)"/), path).toMatch(new RegExp(`${path === '/' ? '/' : path}$`));
    for (const tag of ['og:title', 'og:description', 'og:url', 'og:image'])
      expect(html, `${path} ${tag}`).toContain(`<meta property="${tag}" content="`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html, path).toContain('<meta name="twitter:image:alt" content="');
    const image = headValue(html, /<meta property="og:image" content="([^"]+)"/)!;
    expect(image, path).toMatch(/\.jpg$/);
    expect((await request.get(new URL(image).pathname)).headers()['content-type'], path).toBe('image/jpeg');
  }
  expect(titles.size).toBe(7);

  const home = structuredData(await (await request.get('/')).text());
  expect(home[0]).toMatchObject({ '@type': 'RealEstateAgent', address: { addressLocality: 'Surat' } });
});

test('a page under /gu is titled and described in Gujarati and links its Gujarati manifest', async ({ request }) => {
  const html = await (await request.get('/gu/residential')).text();
  expect(html).toContain('<title>રહેણાંક પ્રોપર્ટી જુઓ | Shreeji Realty, સુરત</title>');
  expect(headValue(html, /<meta property="og:description" content="([^"]+)"/)).toContain('સુરતમાં');
  expect(headValue(html, /<link rel="manifest" href="([^"]+)"/)).toBe('/gu/manifest.webmanifest');
  const manifest = (await (await request.get('/gu/manifest.webmanifest')).json()) as { name: string; lang: string; start_url: string };
  expect(manifest).toMatchObject({ name: 'Shreeji Realty, સુરત', lang: 'gu', start_url: '/gu/' });
});

test("a property's page carries its share image and its RealEstateListing", async ({ request }) => {
  const property = await findProperty(request, { propertyType: 'Residential', transactionType: 'Buy', sort: 'newest' });
  const html = await (await request.get(`/property/${property._id}`)).text();
  expect(html).toContain(`<title>${property.title} | Shreeji Realty, Surat</title>`);
  const image = headValue(html, /<meta property="og:image" content="([^"]+)"/)!;
  expect(image).toMatch(/\/media\/[0-9a-f]{64}\/share\.jpg$/);
  const picture = await request.get(new URL(image).pathname);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/jpeg');
  const [listing] = structuredData(html);
  expect(listing).toMatchObject({
    '@type': 'RealEstateListing',
    offers: { '@type': 'Offer', price: property.price, priceCurrency: 'INR' },
  });
});

test('robots.txt keeps account and admin pages out and names the sitemap, which lists the listings', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  for (const path of ['/admincp', '/dashboard', '/login']) expect(robots).toContain(`Disallow: ${path}`);
  const sitemapUrl = /Sitemap: (\S+)/.exec(robots)![1]!;
  const sitemap = await (await request.get(new URL(sitemapUrl).pathname)).text();
  const property = await findProperty(request, { sort: 'newest' });
  expect(sitemap).toContain(`/property/${property._id}</loc><lastmod>`);
  expect(sitemap).toContain('/aboutus</loc>');
  expect(sitemap).not.toContain('/login</loc>');
});

test('an unknown address answers 404 with the 404 screen', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Lost your way?' })).toBeVisible();
});

/** A seeded listing that has similar listings (the seed has several alike in Vesu, Adajan and Pal). */
async function listingWithSimilar(request: APIRequestContext): Promise<{ _id: string; title: string }> {
  const response = await request.get('/api/v1/properties/search', { params: { limit: '40', sort: 'newest' } });
  for (const candidate of ((await response.json()) as { data: { _id: string; title: string }[] }).data) {
    const similar = (await (await request.get(`/api/v1/properties/${candidate._id}/similar`)).json()) as { data: unknown[] };
    if (similar.data.length > 0) return candidate;
  }
  throw new Error('No seeded listing has similar listings');
}

/** The section's heading says how far it reached: nearby, across Surat, or other types. */
const SIMILAR_HEADING = /^(Similar (homes|properties) nearby|(More|Other) (homes|properties) in Surat)$/;

test('every residential demo listing for sale suggests similar ones, and says in Gujarati how far they reach', async ({
  page,
  request,
}) => {
  const response = await request.get('/api/v1/properties/search', { params: { propertyType: 'Residential', limit: '40' } });
  const listings = ((await response.json()) as { data: { _id: string; transactionType: string }[] }).data;
  const forSale = listings.filter((listing) => listing.transactionType === 'Buy');
  expect(forSale.length).toBeGreaterThan(0);
  for (const listing of forSale) {
    const similar = (await (await request.get(`/api/v1/properties/${listing._id}/similar`)).json()) as {
      data: { _id: string; transactionType: string }[];
    };
    expect(similar.data.length, listing._id).toBeGreaterThan(0);
    for (const other of similar.data) expect(other.transactionType, listing._id).toBe('Buy');
  }
  await page.goto(`/gu/property/${forSale[0]!._id}`);
  await expect(
    page.getByTestId('similar-properties').getByRole('heading', { name: /^(નજીકમાં સમાન ઘર|સુરતમાં (વધુ|બીજા) ઘર)$/ }),
  ).toBeVisible();
});

for (const viewport of viewports) {
  test(`a property page shows similar listings, rendered with it (${viewport.name})`, async ({ page, request, browser, baseURL }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const property = await listingWithSimilar(request);
    const similar = (await (await request.get(`/api/v1/properties/${property._id}/similar`)).json()) as {
      data: { _id: string; title: string }[];
    };
    expect(similar.data.length).toBeGreaterThan(0);

    // In the HTML as served: readable without JavaScript.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, serviceWorkers: 'block', viewport });
    try {
      const plain = await context.newPage();
      await plain.goto(`/property/${property._id}`);
      await expect(plain.getByRole('heading', { name: SIMILAR_HEADING })).toBeVisible();
    } finally {
      await context.close();
    }

    await page.goto(`/property/${property._id}`);
    const section = page.getByTestId('similar-properties');
    await expect(section.getByRole('heading', { name: SIMILAR_HEADING })).toBeVisible();
    await expect(section.getByRole('article')).toHaveCount(similar.data.length);
    await expect(section.getByRole('heading', { name: similar.data[0]!.title })).toBeVisible();
    await saveScreenshot(page, `seo-similar-${viewport.name}`);

    await section
      .getByRole('article')
      .first()
      .getByRole('link', { name: /View Details/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/property/${similar.data[0]!._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: similar.data[0]!.title })).toBeVisible();
  });
}
