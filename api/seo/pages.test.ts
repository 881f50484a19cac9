import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { deleteProperty } from '../commands/propertyWriter.ts';
import { freshPng, freshProject } from '../test/probes/support.ts';
import { setUnitTypes } from '../commands/priceListWriter.ts';
import { prepareImage } from '../storage/images.ts';
import { parse } from '../validate.ts';
import { UnitTypesBody } from '../../contract/unitTypes.ts';
import { createTestProperty } from '../test/properties.ts';
import { appWithPagesForTests, attribute, jsonLd, pageOf } from '../test/pages.ts';
import { threeBhk } from '../test/unitTypes.ts';
import type { TestApp } from '../test/harness.ts';
import { shareImageUrl } from '../storage/shareImages.ts';
import { projectRoot } from '../projectRoot.ts';
import { DEFAULT_SHARE_IMAGE } from './headTags.ts';

let app: TestApp;
const ORIGIN = 'https://shreejirealty.example';

appWithPagesForTests(ORIGIN, (started) => (app = started));
const page = (path: string) => pageOf(app, path);

describe('the head of every public page', () => {
  it('gives each public page its own title, description and canonical URL, replacing the build’s', async () => {
    const seen = new Set<string>();
    for (const path of ['/', '/residential', '/commercial', '/search', '/projects', '/aboutus', '/contactus']) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      const title = attribute(html, /<title>(.*?)<\/title>/)!;
      expect(html.match(/<title>/g), path).toHaveLength(1);
      expect(html.match(/name="description"/g), path).toHaveLength(1);
      expect(html).not.toContain('Build title');
      expect(attribute(html, /<meta name="description" content="([^"]+)"/)!.length, path).toBeGreaterThan(50);
      expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${ORIGIN}${path}`);
      expect(attribute(html, /<meta property="og:url" content="([^"]+)"/)).toBe(`${ORIGIN}${path}`);
      expect(attribute(html, /<meta property="og:title" content="([^"]+)"/)).toBe(title.replace(/&amp;/g, '&'));
      expect(attribute(html, /<meta property="og:image" content="([^"]+)"/)).toMatch(new RegExp(`^${ORIGIN}/`));
      expect(attribute(html, /<meta name="twitter:card" content="([^"]+)"/)).toBe('summary_large_image');
      seen.add(title);
    }
    expect(seen.size).toBe(7);
  });

  it('shares a JPEG with its size and alt text, and names its other languages as og:locale:alternate', async () => {
    for (const path of ['/', '/aboutus', '/projects']) {
      const { html } = await page(path);
      expect(attribute(html, /<meta property="og:image" content="([^"]+)"/), path).toBe(`${ORIGIN}/share-1200x630.jpg`);
      expect(attribute(html, /<meta property="og:image:width" content="([^"]+)"/), path).toBe('1200');
      expect(attribute(html, /<meta property="og:image:height" content="([^"]+)"/), path).toBe('630');
      const title = attribute(html, /<meta property="og:title" content="([^"]+)"/);
      expect(attribute(html, /<meta name="twitter:image:alt" content="([^"]+)"/), path).toBe(title);
      expect(attribute(html, /<meta property="og:locale" content="([^"]+)"/), path).toBe('en_IN');
      expect([...html.matchAll(/<meta property="og:locale:alternate" content="([^"]+)"/g)].map((match) => match[1])).toEqual([
        'gu_IN',
        'hi_IN',
      ]);
    }
    const shipped = await sharp(path.join(projectRoot, 'pwa', 'public', DEFAULT_SHARE_IMAGE.path)).metadata();
    expect(shipped).toMatchObject({ format: 'jpeg', width: DEFAULT_SHARE_IMAGE.width, height: DEFAULT_SHARE_IMAGE.height });
    const gujarati = (await page('/gu/residential')).html;
    expect(attribute(gujarati, /<meta property="og:locale" content="([^"]+)"/)).toBe('gu_IN');
    expect([...gujarati.matchAll(/<meta property="og:locale:alternate" content="([^"]+)"/g)].map((match) => match[1])).toEqual([
      'en_IN',
      'hi_IN',
    ]);
  });

  it('gives the canonical URL without the query string or a trailing slash, in lower case as routed', async () => {
    const { html } = await page('/Residential/?purpose=Rent');
    expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${ORIGIN}/residential`);
  });

  it('describes the agency as a RealEstateAgent on home and contact, and the projects as a list', async () => {
    for (const path of ['/', '/contactus']) {
      const types = jsonLd((await page(path)).html).map((data) => data['@type']);
      expect(types, path).toEqual(['RealEstateAgent']);
    }
    expect(jsonLd((await page('/projects')).html).map((data) => data['@type'])).toEqual(['ItemList', 'BreadcrumbList']);
  });

  it('keeps account pages out of search engines', async () => {
    const { status, html } = await page('/login');
    expect(status).toBe(200);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<title>Login | Shreeji Realty, Surat</title>');
  });
});

describe('home', () => {
  it('is rendered with its newest listings, and preloads its hero rather than a card’s photo', async () => {
    const newest = await createTestProperty(app, { title: 'Brand-new duplex in Pal', price: '8800000' }, 1);
    const { status, html } = await page('/');
    expect(status).toBe(200);
    expect(html).toContain(`href="/property/${newest._id}"`);
    expect(html).toContain('Brand-new duplex in Pal');
    expect(html).toContain('id="route-data"');
    expect(html).not.toMatch(/<link rel="preload" as="image" href="\/media\//);
  });
});

describe('the search page', () => {
  it('is rendered with the results of the query in its address, read as the screen reads it', async () => {
    const match = await createTestProperty(app, { title: 'Riverside penthouse Zephyrine', location: 'Adajan, Surat' });
    const other = await createTestProperty(app, { title: 'Plain flat elsewhere', location: 'Adajan, Surat' });
    const { status, html } = await page('/search?q=Zephyrine');
    expect(status).toBe(200);
    expect(html).toContain('>Riverside penthouse Zephyrine<');
    expect(html).toContain(`href="/property/${match._id}"`);
    expect(html).not.toContain(`href="/property/${other._id}"`);
    expect(html).toContain('<script type="application/json" id="route-data">');
    expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${ORIGIN}/search`);
  });

  it('applies the filters of its address too: a commercial search leaves residential listings out', async () => {
    const residential = await createTestProperty(app, { title: 'Quillfeather flat' });
    const { html } = await page('/search?q=Quillfeather&propertyType=Commercial');
    expect(html).not.toContain(`href="/property/${residential._id}"`);
    expect(html).toContain('<script type="application/json" id="route-data">');
  });
});

describe("a property's page", () => {
  it('carries the listing’s title, description, share image and RealEstateListing, rendered with it', async () => {
    const property = await createTestProperty(app, { title: 'Garden-facing 3 BHK in Vesu', price: '6600000' }, 1);
    const { status, html } = await page(`/property/${property._id}`);
    expect(status).toBe(200);
    expect(html).toContain('<title>Garden-facing 3 BHK in Vesu | Shreeji Realty, Surat</title>');
    expect(attribute(html, /<meta name="description" content="([^"]+)"/)).toMatch(
      /^3 BHK Apartment for sale in Vesu, Surat: ₹ 66,00,000, 1,350 sq ft\./,
    );
    expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${ORIGIN}/property/${property._id}`);
    expect(attribute(html, /<meta property="og:image" content="([^"]+)"/)).toBe(`${ORIGIN}${shareImageUrl(property)}`);
    expect(attribute(html, /<meta property="og:image:width" content="([^"]+)"/)).toBe('1200');
    const [listing] = jsonLd(html);
    expect(listing).toMatchObject({ '@type': 'RealEstateListing', offers: { price: 6600000, priceCurrency: 'INR' } });
    expect(html).toContain('Garden-facing 3 BHK in Vesu</h1>');
  });

  it('shows the similar listings in the server-rendered page', async () => {
    const property = await createTestProperty(app, { title: 'Corner flat in Dumas', location: 'Dumas, Surat', price: '9100000' });
    const similar = await createTestProperty(app, { title: 'Sea-breeze flat in Dumas', location: 'Dumas, Surat', price: '9200000' });
    const { html } = await page(`/property/${property._id}`);
    // Nearby first; the rest of the six may come from across the city (the heading says which).
    expect(html).toMatch(/(Similar homes nearby|More homes in Surat|Other homes in Surat)<\/h2>/);
    expect(html).toContain(`href="/property/${similar._id}"`);
  });

  it('says so when the similar listings had to come from across the city', async () => {
    // Priced far from every other listing of these tests, in localities that do not border each other.
    const property = await createTestProperty(app, { title: 'Farm-side flat in Olpad', location: 'Olpad, Surat', price: '444000000' });
    const across = await createTestProperty(app, { title: 'Flat across town', location: 'Dumas, Surat', price: '450000000' });
    const english = await page(`/property/${property._id}`);
    expect(english.html).toContain('More homes in Surat</h2>');
    expect(english.html).toContain(`href="/property/${across._id}"`);
    expect((await page(`/gu/property/${property._id}`)).html).toContain('સુરતમાં વધુ ઘર</h2>');
    expect((await page(`/hi/property/${property._id}`)).html).toContain('सूरत में और घर</h2>');
  });

  it("renders a project unit's type with the page, linking to its row on the project's price list, in English and Gujarati", async () => {
    const project = await freshProject(app);
    const bhk = threeBhk();
    await setUnitTypes(app.deps, null, project._id, parse(UnitTypesBody, { unitTypes: [bhk] }));
    const unit = await createTestProperty(app, { title: 'Tower B 3 BHK', projectId: project._id, unitTypeId: bhk.id });
    /** The key facts' line on the project, as the server wrote it (its inner HTML). */
    const projectLine = (html: string) => {
      const start = html.indexOf('>', html.indexOf('data-testid="project-line"')) + 1;
      expect(start).toBeGreaterThan(0);
      return html.slice(start, html.indexOf('</p>', start));
    };
    const english = projectLine((await page(`/property/${unit._id}`)).html);
    expect(english).toContain(`href="/projects/${project.slug}"`);
    expect(english).toContain(`href="/projects/${project.slug}#unit-type-${bhk.id}"`);
    expect(english.replace(/<[^>]+>/g, '')).toContain(`Part of our project ${project.title}. Unit type: 3 BHK on the price list.`);
    const gujarati = projectLine((await page(`/gu/property/${unit._id}`)).html);
    expect(gujarati).toContain(`href="/gu/projects/${project.slug}#unit-type-${bhk.id}"`);
    expect(gujarati.replace(/<[^>]+>/g, '')).toContain('યુનિટનો પ્રકાર: કિંમત યાદીમાં 3 BHK.');

    // A unit of no named type says only its project.
    const untyped = await createTestProperty(app, { title: 'Tower B flat', projectId: project._id });
    const plain = projectLine((await page(`/property/${untyped._id}`)).html);
    expect(plain.replace(/<[^>]+>/g, '')).toBe(`Part of our project ${project.title}.`);
    expect(plain).not.toContain('#unit-type-');
  });

  it('shares an image in the page’s language: Gujarati and Hindi pages name their own JPEG', async () => {
    const property = await createTestProperty(app, { title: 'Share image in three languages', price: '5500000' }, 1);
    const images = new Set<string>();
    for (const locale of ['en', 'gu', 'hi'] as const) {
      const { html } = await page(`${locale === 'en' ? '' : `/${locale}`}/property/${property._id}`);
      const image = attribute(html, /<meta property="og:image" content="([^"]+)"/)!;
      expect(image, locale).toBe(`${ORIGIN}${shareImageUrl(property, locale)}`);
      images.add(image);
      const picture = await fetch(`${app.url}${new URL(image).pathname}`);
      expect(picture.status, locale).toBe(200);
      expect(await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    }
    expect(images.size).toBe(3);
  });
});

describe("a project's page", () => {
  it('is rendered with the project, its RERA block, its units and the Enquire form, under its slug', async () => {
    const project = await freshProject(app, 1);
    const unit = await createTestProperty(app, { title: 'Tower A 3 BHK in the project', projectId: project._id });
    for (const path of [`/projects/${project.slug}`, `/projects/${project._id}`]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(html).toContain(`<title>${project.title} | Shreeji Realty, Surat</title>`);
      expect(html).toContain(`${project.title}</h1>`);
      expect(attribute(html, /<meta name="description" content="([^"]+)"/)).toMatch(/^Ongoing project in Vesu\. Two and three BHK homes/);
      expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${ORIGIN}/projects/${project.slug}`);
      const image = attribute(html, /<meta property="og:image" content="([^"]+)"/)!;
      expect(image).toMatch(new RegExp(`^${ORIGIN}/media/[0-9a-f]{64}/share\\.jpg$`));
      expect(attribute(html, /<meta property="og:image:width" content="([^"]+)"/)).toBe('1200');
      expect(attribute(html, /<meta property="og:image:height" content="([^"]+)"/)).toBe('630');
      const picture = await fetch(`${app.url}${new URL(image).pathname}`);
      expect(picture.headers.get('content-type')).toBe('image/jpeg');
      expect(await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
      // The GujRERA block, in the HTML before any JavaScript runs.
      const rera = html.slice(html.indexOf('data-testid="rera-block"'));
      expect(rera).toContain('RERA Reg. No.');
      expect(rera).toContain(project.reraNumber!);
      expect(rera).toContain('gujrera.gujarat.gov.in');
      expect(html).toContain(`href="/property/${unit._id}"`);
      expect(html).toContain('Enquire about this project');
      expect(jsonLd(html)).toEqual([
        expect.objectContaining({ '@type': 'Place', name: project.title, url: `${ORIGIN}/projects/${project.slug}` }),
        expect.objectContaining({ '@type': 'BreadcrumbList' }),
      ]);
    }
  });

  it('renders its price list as a table in the HTML, in English and Gujarati, with a floor plan button where there is a plan', async () => {
    const project = await freshProject(app);
    const plan = await prepareImage(await freshPng());
    const bhk = threeBhk();
    const shop = {
      id: crypto.randomUUID(),
      label: 'Shop',
      kind: 'shop',
      carpetMin: 220,
      carpetMax: 220,
      priceMin: 4_200_000,
      priceMax: 4_200_000,
      availability: 'sold_out',
    };
    await setUnitTypes(app.deps, null, project._id, parse(UnitTypesBody, { unitTypes: [bhk, shop] }), new Map([[bhk.id, plan]]));

    const english = await page(`/projects/${project.slug}`);
    const table = english.html.slice(english.html.indexOf('data-testid="price-list"'));
    // The words a person reads, without the markup that keeps each end of a range on one line.
    const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'");
    expect(table).toContain('Price list</h2>');
    expect(table).toMatch(/<th scope="col"[^>]*>Carpet area<\/th>/);
    expect(table).toContain(`id="unit-type-${bhk.id}"`);
    expect(text(table)).toContain('1,180 – 1,320 sq ft');
    expect(text(table)).toContain('₹ 85 L – ₹ 1.1 Cr');
    expect(table).toContain('Few left');
    expect(table).toContain('aria-label="Floor plan of 3 BHK"');
    // One price and one area where the range is a single figure; no button without a plan.
    expect(text(table)).toContain('220 sq ft₹ 42 LSold out');
    expect(text(table)).not.toContain('220 – 220');
    expect(table).toContain('Sold out');
    expect(table).not.toContain('aria-label="Floor plan of Shop"');

    const gujarati = await page(`/gu/projects/${project.slug}`);
    const gu = gujarati.html.slice(gujarati.html.indexOf('data-testid="price-list"'));
    expect(gu).toContain('કિંમત યાદી</h2>');
    expect(gu).toContain('કાર્પેટ એરિયા');
    expect(text(gu)).toContain('₹ 85 લાખ – ₹ 1.1 કરોડ');
    expect(gu).toContain('થોડાં જ બાકી');
  });

  it('shows no price list where the project has none', async () => {
    const project = await freshProject(app);
    const { html } = await page(`/projects/${project.slug}`);
    expect(html).not.toContain('data-testid="price-list"');
  });

  it('says so when the project has no units listed', async () => {
    const project = await freshProject(app);
    const { status, html } = await page(`/projects/${project.slug}`);
    expect(status).toBe(200);
    expect(html).toContain('No units listed yet');
  });

  it('answers 404 with the 404 screen for a project that does not exist', async () => {
    for (const path of ['/projects/no-such-project', '/projects/00000000-0000-4000-8000-000000000000', '/projects/bad%20slug']) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html).toContain('Oops! Lost your way?');
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain('data-render="replace"');
    }
  });
});

describe('statuses', () => {
  it('answers 404 with the 404 screen for an address no page has', async () => {
    const { status, html } = await page('/no/such/page');
    expect(status).toBe(404);
    expect(html).toContain('Oops! Lost your way?');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('answers HEAD with the status GET would answer, and no body', async () => {
    const gone = await createTestProperty(app, { title: 'Sold shop in Adajan' });
    await deleteProperty(app.deps, null, gone._id);
    for (const [path, status] of [
      ['/no/such/page', 404],
      [`/property/${gone._id}`, 410],
      ['/residential', 200],
    ] as const) {
      const response = await fetch(`${app.url}${path}`, { method: 'HEAD' });
      expect(response.status, path).toBe(status);
      expect(await response.text(), path).toBe('');
    }
  });

  it('answers 404 for a property that never existed', async () => {
    expect((await page('/property/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await page('/property/not-a-listing')).status).toBe(404);
  });

  it('answers 410 for a deleted listing, with a page linking to similar listings', async () => {
    const gone = await createTestProperty(app, { title: 'Sold flat in Sarthana', location: 'Sarthana, Surat', price: '4440000' });
    const alike = await createTestProperty(app, { title: 'Flat in Mota Varachha', location: 'Mota Varachha, Surat', price: '4500000' });
    await deleteProperty(app.deps, null, gone._id);
    const { status, html } = await page(`/property/${gone._id}`);
    expect(status).toBe(410);
    expect(html).toContain('Property not found');
    expect(html).toContain(`href="/property/${alike._id}"`);
    expect(html).toContain('data-render="replace"');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });
});
