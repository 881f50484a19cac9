import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '../../../contract/properties.ts';
import type { SearchMeta } from '../../../contract/search.ts';
import { freePort } from '../../dev/ports.ts';
import { TOTAL_CAP } from '../../queries/propertySearch.ts';
import { createUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestProperty, json } from '../../test/properties.ts';

let app: TestApp;
const made: Record<string, Property> = {};

beforeAll(async () => {
  app = await startTestApp({ PORT: String(await freePort()) });
  // Created one after another, so newest first is G, F, E, D, C, B, A.
  const listings = {
    A: { title: '3 BHK Apartment in Vesu', location: 'Vesu, Surat', price: '4500000', sqt: '1350', bedrooms: '3', bathrooms: '2' },
    B: {
      title: '2BHK Apartment in Adajan',
      transactionType: 'Rent',
      location: 'Adajan, Surat',
      price: '18000',
      sqt: '900',
      bedrooms: '2',
      bathrooms: '1',
      address: '12, Green Park, Adajan, Surat 395009',
      description: '<p>Semi-furnished rental flat close to schools and the riverfront.</p>',
    },
    C: {
      title: 'Luxury Bungalow in Vesu',
      category: 'Bungalows',
      price: '25000000',
      sqt: '4200',
      bedrooms: '5',
      bathrooms: '4',
      description: '<p>Private garden, home theatre and a terrace with a view of the city.</p>',
    },
    D: {
      title: 'Shop on Ring Road',
      propertyType: 'Commercial',
      category: 'Shop',
      location: 'Ring Road, Surat',
      price: '9000000',
      sqt: '400',
      address: '7, Royal Arcade, Ring Road, Surat 395002',
      description: '<p>Main-road frontage with high footfall.</p>',
    },
    E: {
      title: 'Office Space in Athwa',
      propertyType: 'Commercial',
      transactionType: 'Rent',
      category: 'Office',
      location: 'Athwa, Surat',
      price: '60000',
      sqt: '1500',
      address: '5th floor, Sumeru Complex, Athwa, Surat 395001',
      description: '<p>Furnished office with ten workstations and a cabin.</p>',
    },
    F: {
      title: 'Farmhouse near Dumas',
      category: 'Farmhouses',
      location: 'Dumas, Surat',
      price: '12000000',
      sqt: '9000',
      bedrooms: '4',
      bathrooms: '3',
      address: 'Dumas Road, Surat 395007',
      description: '<p>Mango orchard, well and a quiet lawn.</p>',
    },
    G: {
      title: 'Corner Plot near Canal Road',
      category: 'Plot',
      location: 'Pal, Surat',
      price: '3000000',
      sqt: '2000',
      bedrooms: '0',
      bathrooms: '0',
      address: 'Canal Road, Pal, Surat 395009',
      description: '<p>Corner plot two minutes from Vesu by the canal road.</p>',
    },
  };
  for (const [name, overrides] of Object.entries(listings)) made[name] = await createTestProperty(app, overrides);
});
afterAll(async () => {
  await app?.close();
});

type Page = { data: Property[]; meta: SearchMeta };

async function search(query: string, token?: string): Promise<Page> {
  const response = await app.api(`/properties/search${query ? `?${query}` : ''}`, { token });
  expect(response.status).toBe(200);
  return json<Page>(response);
}

/** The listing names (A-G) of a page, in order. */
function names(page: Page): string[] {
  const byId = new Map(Object.entries(made).map(([name, property]) => [property._id, name]));
  return page.data.map((property) => byId.get(property._id) ?? property.title);
}

describe('GET /properties/search', () => {
  it('answers a visitor with every listing, newest first, and the total', async () => {
    const page = await search('');
    expect(names(page)).toEqual(['G', 'F', 'E', 'D', 'C', 'B', 'A']);
    expect(page.meta).toEqual({ total: 7, page: 1, limit: 12, totalCapped: false });
    expect(page.data.every((property) => property.favorite === false)).toBe(true);
  });

  it('filters by property type, in any letter case', async () => {
    expect(names(await search('propertyType=Commercial'))).toEqual(['E', 'D']);
    expect(names(await search('propertyType=commercial'))).toEqual(['E', 'D']);
  });

  it('filters by transaction type', async () => {
    expect(names(await search('transactionType=Rent'))).toEqual(['E', 'B']);
  });

  it('filters by category, the stored sub-category', async () => {
    expect(names(await search('category=Apartment'))).toEqual(['B', 'A']);
  });

  it('filters by a price range, both ends included', async () => {
    expect(names(await search('minPrice=4500000&maxPrice=9000000'))).toEqual(['D', 'A']);
  });

  it('treats bedrooms as a minimum and leaves out commercial listings', async () => {
    expect(names(await search('bedrooms=3'))).toEqual(['F', 'C', 'A']);
  });

  it('treats bathrooms as a minimum', async () => {
    expect(names(await search('bathrooms=3'))).toEqual(['F', 'C']);
  });

  it('filters by an area range in square feet', async () => {
    expect(names(await search('minSqft=1000&maxSqft=2000'))).toEqual(['G', 'E', 'A']);
  });

  it('combines filters', async () => {
    expect(names(await search('propertyType=Residential&transactionType=Buy&maxPrice=5000000&bedrooms=1'))).toEqual(['A']);
  });

  it('answers contradicting filters with nothing', async () => {
    const page = await search('propertyType=Commercial&bedrooms=2');
    expect(page.data).toEqual([]);
    expect(page.meta.total).toBe(0);
    expect((await search('propertyType=Commercial&category=Apartment')).meta.total).toBe(0);
  });

  it('finds free text in the title, place, category, address and description', async () => {
    expect(names(await search('q=vesu')).sort()).toEqual(['A', 'C', 'G']);
    expect(names(await search('q=orchard'))).toEqual(['F']);
    expect(names(await search('q=riverfront'))).toEqual(['B']);
  });

  it('matches the word being typed as a prefix', async () => {
    expect(names(await search('q=apartm'))).toEqual(['B', 'A']);
    expect(names(await search('q=bunga'))).toEqual(['C']);
  });

  it('reads "3bhk" as "3 BHK" and needs every word', async () => {
    expect(names(await search('q=vesu%203bhk'))).toEqual(['A']);
    expect(names(await search('q=2bhk'))).toEqual(['B']);
    expect(names(await search('q=vesu%20farmhouse'))).toEqual([]);
  });

  it('accepts the legacy title parameter as free text', async () => {
    expect(names(await search('title=bungalow'))).toEqual(['C']);
  });

  it('ranks matches in the title above matches in the description', async () => {
    // G is the newest, but names Vesu only in its description.
    expect(names(await search('q=vesu&sort=relevance')).at(-1)).toBe('G');
    expect(names(await search('q=vesu&sort=newest'))[0]).toBe('G');
  });

  it('sorts text matches in the order asked for', async () => {
    expect(names(await search('q=vesu&sort=price_asc'))).toEqual(['G', 'A', 'C']);
    expect(names(await search('q=vesu&sort=area'))).toEqual(['C', 'G', 'A']);
    expect(names(await search('q=vesu&sort=newest&limit=2&page=2'))).toEqual(['A']);
  });

  it('honours web-search syntax: quoted phrases and excluded words', async () => {
    expect(names(await search(`q=${encodeURIComponent('"luxury bungalow"')}`))).toEqual(['C']);
    expect(names(await search(`q=${encodeURIComponent('vesu -bungalow')}`)).sort()).toEqual(['A', 'G']);
  });

  it('treats tsquery operators in the text as plain characters', async () => {
    for (const text of ["vesu' & !:* | (", 'vesu:*A', '(vesu) <-> & |', '\\', "'; drop table properties; --"]) {
      const response = await app.api(`/properties/search?q=${encodeURIComponent(text)}`);
      expect(response.status).toBe(200);
    }
    expect(names(await search(`q=${encodeURIComponent("vesu' & !:* | (")}`)).sort()).toEqual(['A', 'C', 'G']);
  });

  it('sorts by price both ways, sales before rents when no purpose is chosen', async () => {
    expect(names(await search('sort=price_asc'))).toEqual(['G', 'A', 'D', 'F', 'C', 'B', 'E']);
    expect(names(await search('sort=price_desc'))).toEqual(['C', 'F', 'D', 'A', 'G', 'E', 'B']);
  });

  it('sorts one purpose by its price alone', async () => {
    expect(names(await search('transactionType=Rent&sort=price_asc'))).toEqual(['B', 'E']);
    expect(names(await search('transactionType=Buy&sort=price_desc'))).toEqual(['C', 'F', 'D', 'A', 'G']);
  });

  it('keeps sales before rents when a text search is sorted by price', async () => {
    expect(names(await search('q=surat&sort=price_asc'))).toEqual(['G', 'A', 'D', 'F', 'C', 'B', 'E']);
  });

  it('takes a budget in crores, beyond what the old slider reached', async () => {
    // ₹ 60 L to ₹ 1.2 Cr: the farmhouse at exactly 1.2 Cr is in, the 2.5 Cr bungalow is not.
    expect(names(await search('transactionType=Buy&minPrice=6000000&maxPrice=12000000&sort=price_asc'))).toEqual(['D', 'F']);
    expect(names(await search('minPrice=15000000'))).toEqual(['C']);
    expect(names(await search('transactionType=Rent&maxPrice=20000'))).toEqual(['B']);
  });

  it('sorts by area, largest first', async () => {
    expect(names(await search('sort=area'))).toEqual(['F', 'C', 'G', 'E', 'A', 'B', 'D']);
  });

  it('sorts newest first', async () => {
    expect(names(await search('sort=newest'))).toEqual(['G', 'F', 'E', 'D', 'C', 'B', 'A']);
  });

  it('pages with page and limit and keeps the total of every page', async () => {
    const second = await search('sort=newest&limit=2&page=2');
    expect(names(second)).toEqual(['E', 'D']);
    expect(second.meta).toEqual({ total: 7, page: 2, limit: 2, totalCapped: false });
    expect(names(await search('sort=newest&limit=2&page=4'))).toEqual(['A']);
    expect((await search('sort=newest&limit=2&page=5')).data).toEqual([]);
  });

  it('shows full and card image URLs and numbers as numbers', async () => {
    const [property] = (await search('category=Office')).data;
    expect(property).toMatchObject({
      title: 'Office Space in Athwa',
      subCategory: 'Office',
      propertyType: 'Commercial',
      transactionType: 'Rent',
      price: 60000,
      sqt: 1500,
      bedrooms: null,
      bathrooms: null,
      images: [],
      thumbnails: [],
    });
  });

  it('refuses malformed parameters with their messages', async () => {
    const cases: [string, string, string][] = [
      ['limit=61', 'limit', 'Limit must be at most 60'],
      ['limit=0', 'limit', 'Limit must be at least 1'],
      ['page=0', 'page', 'Page must be a whole number from 1'],
      [
        'sort=cheapest',
        'sort',
        'Sort must be one of relevance, price_asc, price_desc, newest, area, price_per_sqft_asc, price_per_sqft_desc',
      ],
      ['propertyType=Land', 'propertyType', 'Property type must be either Residential or Commercial'],
      ['transactionType=Lease', 'transactionType', 'Transaction type must be either Buy or Rent'],
      ['category=Castle', 'category', 'Invalid category value'],
      ['minPrice=cheap', 'minPrice', 'Minimum price must be a whole number'],
      ['bedrooms=-1', 'bedrooms', 'Bedrooms must be a whole number'],
    ];
    for (const [query, field, message] of cases) {
      const response = await app.api(`/properties/search?${query}`);
      expect(response.status, query).toBe(400);
      const body = await json(response);
      expect(body.errors).toEqual({ name: 'ValidationError', fields: { [field]: message } });
    }
  });

  it("marks the logged-in caller's favourites, and only theirs", async () => {
    const [owner, other] = await Promise.all([createUser(app), createUser(app)]);
    const response = await app.api(`/properties/${made.A._id}/favorite`, { method: 'POST', token: owner.accessToken });
    expect(response.status).toBe(200);
    const flags = (page: Page) => Object.fromEntries(names(page).map((name, index) => [name, page.data[index].favorite]));
    expect(flags(await search('category=Apartment', owner.accessToken))).toEqual({ A: true, B: false });
    expect(flags(await search('category=Apartment', other.accessToken))).toEqual({ A: false, B: false });
    expect(flags(await search('category=Apartment'))).toEqual({ A: false, B: false });
  });

  it('refuses an expired or forged token instead of treating the caller as a visitor', async () => {
    const response = await app.api('/properties/search', { token: 'not-a-jwt' });
    expect(response.status).toBe(401);
  });
});

describe('GET /properties/search at scale', () => {
  it(`counts exactly below ${TOTAL_CAP} matches and says "capped" from there on`, async () => {
    await app.deps.sql`
      insert into properties (title, description, transaction_type, property_type, sub_category, location, address, price, sqt, bedrooms, bathrooms)
      select 'Studio Apartment in Pal ' || g, '<p>Compact studio.</p>', 'Rent', 'Residential', 'Apartment', 'Pal, Surat',
             g || ', Sky Tower, Pal, Surat', 8000 + g, 400, 1, 1
      from generate_series(1, ${TOTAL_CAP + 5}) g`;
    const all = await search('propertyType=Residential&transactionType=Rent');
    expect(all.meta).toMatchObject({ total: TOTAL_CAP, totalCapped: true });
    expect(all.data).toHaveLength(12);
    const few = await search('q=riverfront');
    expect(few.meta).toMatchObject({ total: 1, totalCapped: false });
    // A broad text query is not ranked (too many matches to rank per request): newest first.
    const broad = await search('q=studio&limit=3');
    expect(broad.meta).toMatchObject({ total: TOTAL_CAP, totalCapped: true });
    expect(broad.data).toHaveLength(3);
    const cheapest = await search('q=studio&sort=price_asc&limit=2');
    expect(cheapest.data.map((property) => property.title)).toEqual(['Studio Apartment in Pal 1', 'Studio Apartment in Pal 2']);
  });
});

describe('the word being typed', () => {
  it('begins the words of listings added or edited since the start, and of no other listing', async () => {
    const listing = await createTestProperty(app, { title: 'Quillwort Villa', description: '<p>Near the lake.</p>' });
    expect((await search('q=quillw')).data.map((property) => property._id)).toEqual([listing._id]);
    await app.deps.sql`update properties set description = '<p>Beside a zinnialand garden.</p>' where id = ${listing._id}`;
    expect((await search('q=zinnial')).data.map((property) => property._id)).toEqual([listing._id]);
    expect((await search('q=villa%20zinnialandx')).meta.total).toBe(0);
  });
});
