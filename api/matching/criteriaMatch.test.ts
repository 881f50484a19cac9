/**
 * One table of cases, asked three ways: the search route's own filters (what a saved search's
 * user sees when they run it), a saved search's criteria row and a buyer's requirement, both
 * through the one predicate the alert engine and the buyer matcher use. All three must agree.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequirementBody } from '../../contract/requirements.ts';
import { SearchQuery } from '../../contract/search.ts';
import type { Sql } from '../db.ts';
import { conditions, matchesNothing, resolve, textQuery } from '../queries/propertySearch.ts';
import { createUser } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { createTestProperty } from '../test/properties.ts';
import { criteriaColumns, criteriaMatch, criteriaOfRequirement, criteriaValues, refreshSearchCriteria } from './criteriaMatch.ts';

let app: TestApp;
let userId: string;
let buyerId: string;

beforeAll(async () => {
  app = await startTestApp();
  userId = (await createUser(app)).user._id;
  [{ id: buyerId }] = await app.deps.sql<
    { id: string }[]
  >`insert into buyers (name, mobile) values ('Kiran Desai', '9812300001') returning id`;
});
afterAll(async () => {
  await app?.close();
});

interface Listing {
  title?: string;
  transactionType?: 'Buy' | 'Rent';
  propertyType?: 'Residential' | 'Commercial';
  category?: string;
  location?: string;
  price?: number;
  bedrooms?: number | null;
  carpetArea?: number | null;
  possession?: 'ready' | 'under_construction' | null;
  possessionDate?: string | null;
  amenities?: string[];
  preferredTenants?: string[];
}

interface Case {
  name: string;
  listing: Listing;
  /** The saved search's query, as a URL carries it. */
  search: Record<string, string>;
  /** The same wish as an advisor records it; absent where a requirement cannot say it (free text). */
  requirement?: Omit<RequirementBody, 'note'>;
  matches: boolean;
}

const flat: Listing = { transactionType: 'Buy', propertyType: 'Residential', category: 'Apartment', price: 6_500_000, bedrooms: 3 };

const cases: Case[] = [
  { name: 'purpose agrees', listing: flat, search: { transactionType: 'Buy' }, requirement: { purpose: 'buy' }, matches: true },
  { name: 'purpose differs', listing: flat, search: { transactionType: 'Rent' }, requirement: { purpose: 'rent' }, matches: false },
  {
    name: 'type agrees',
    listing: flat,
    search: { transactionType: 'Buy', category: 'Apartment' },
    requirement: { purpose: 'buy', category: 'Apartment' },
    matches: true,
  },
  {
    name: 'type differs',
    listing: flat,
    search: { transactionType: 'Buy', category: 'Bungalows' },
    requirement: { purpose: 'buy', category: 'Bungalows' },
    matches: false,
  },
  {
    name: 'price inside the budget',
    listing: flat,
    search: { transactionType: 'Buy', minPrice: '6000000', maxPrice: '7000000' },
    requirement: { purpose: 'buy', minBudget: 6_000_000, maxBudget: 7_000_000 },
    matches: true,
  },
  {
    name: 'price exactly the maximum',
    listing: flat,
    search: { transactionType: 'Buy', maxPrice: '6500000' },
    requirement: { purpose: 'buy', maxBudget: 6_500_000 },
    matches: true,
  },
  {
    name: 'price above the budget',
    listing: flat,
    search: { transactionType: 'Buy', maxPrice: '6499999' },
    requirement: { purpose: 'buy', maxBudget: 6_499_999 },
    matches: false,
  },
  {
    name: 'price below the minimum',
    listing: flat,
    search: { transactionType: 'Buy', minPrice: '7000000' },
    requirement: { purpose: 'buy', minBudget: 7_000_000 },
    matches: false,
  },
  {
    name: 'a minimum of 0 is no minimum',
    listing: { ...flat, price: 0 },
    search: { transactionType: 'Buy', minPrice: '0' },
    requirement: { purpose: 'buy', minBudget: 0 },
    matches: true,
  },
  {
    name: 'BHK among those wanted',
    listing: flat,
    search: { transactionType: 'Buy', bhk: '2,3' },
    requirement: { purpose: 'buy', bhk: [2, 3] },
    matches: true,
  },
  {
    name: 'BHK not among those wanted',
    listing: flat,
    search: { transactionType: 'Buy', bhk: '2,4' },
    requirement: { purpose: 'buy', bhk: [2, 4] },
    matches: false,
  },
  {
    name: 'BHK 5 is five or more',
    listing: { ...flat, bedrooms: 6 },
    search: { transactionType: 'Buy', bhk: '5' },
    requirement: { purpose: 'buy', bhk: [5] },
    matches: true,
  },
  {
    name: 'a listing without rooms is no BHK',
    listing: { ...flat, bedrooms: null },
    search: { transactionType: 'Buy', bhk: '3' },
    requirement: { purpose: 'buy', bhk: [3] },
    matches: false,
  },
  {
    name: 'carpet area within the range',
    listing: { ...flat, carpetArea: 1100 },
    search: { transactionType: 'Buy', minCarpet: '1000', maxCarpet: '1200' },
    requirement: { purpose: 'buy', minCarpet: 1000, maxCarpet: 1200 },
    matches: true,
  },
  {
    name: 'carpet area too small',
    listing: { ...flat, carpetArea: 900 },
    search: { transactionType: 'Buy', minCarpet: '1000' },
    requirement: { purpose: 'buy', minCarpet: 1000 },
    matches: false,
  },
  {
    name: 'no carpet area given when one is wanted',
    listing: { ...flat, carpetArea: null },
    search: { transactionType: 'Buy', minCarpet: '1000' },
    requirement: { purpose: 'buy', minCarpet: 1000 },
    matches: false,
  },
  {
    name: 'ready to move',
    listing: { ...flat, possession: 'ready' },
    search: { transactionType: 'Buy', possession: 'ready' },
    requirement: { purpose: 'buy', possession: 'ready' },
    matches: true,
  },
  {
    name: 'under construction when ready is wanted',
    listing: { ...flat, possession: 'under_construction', possessionDate: '2027-06' },
    search: { transactionType: 'Buy', possession: 'ready' },
    requirement: { purpose: 'buy', possession: 'ready' },
    matches: false,
  },
  {
    name: 'due within the year wanted',
    listing: { ...flat, possession: 'under_construction', possessionDate: '2027-12' },
    search: { transactionType: 'Buy', possession: '2027' },
    requirement: { purpose: 'buy', possession: '2027' },
    matches: true,
  },
  {
    name: 'due after the year wanted',
    listing: { ...flat, possession: 'under_construction', possessionDate: '2028-01' },
    search: { transactionType: 'Buy', possession: '2027' },
    requirement: { purpose: 'buy', possession: '2027' },
    matches: false,
  },
  {
    name: 'every must-have amenity present',
    listing: { ...flat, amenities: ['gym', 'lift', 'security'] },
    search: { transactionType: 'Buy', amenities: 'lift,gym' },
    requirement: { purpose: 'buy', amenities: ['gym', 'lift'] },
    matches: true,
  },
  {
    name: 'a must-have amenity missing',
    listing: { ...flat, amenities: ['lift'] },
    search: { transactionType: 'Buy', amenities: 'lift,pool' },
    requirement: { purpose: 'buy', amenities: ['lift', 'pool'] },
    matches: false,
  },
  {
    name: 'a commercial type with BHK matches nothing',
    listing: { transactionType: 'Buy', propertyType: 'Commercial', category: 'Shop', price: 3_000_000, bedrooms: null },
    search: { transactionType: 'Buy', category: 'Shop', propertyType: 'Commercial', bhk: '2' },
    requirement: { purpose: 'buy', category: 'Shop', bhk: [2] },
    matches: false,
  },
  {
    name: 'a rental for families when a family asks',
    listing: { ...flat, transactionType: 'Rent', price: 25_000, preferredTenants: ['family', 'company'] },
    search: { transactionType: 'Rent', tenants: 'family' },
    matches: true,
  },
  {
    name: 'a rental for families when bachelors ask',
    listing: { ...flat, transactionType: 'Rent', price: 25_000, preferredTenants: ['family'] },
    search: { tenants: 'bachelors' },
    matches: false,
  },
  {
    name: 'a rental that names no preferred tenants when bachelors ask',
    listing: { ...flat, transactionType: 'Rent', price: 25_000 },
    search: { tenants: 'bachelors' },
    matches: true,
  },
  {
    name: 'a sale when a kind of tenant is asked for',
    listing: flat,
    search: { tenants: 'family' },
    matches: false,
  },
  {
    name: 'free text found in the listing',
    listing: { ...flat, title: 'Corner flat near the Dumas lighthouse' },
    search: { q: 'lighthouse' },
    matches: true,
  },
  {
    name: 'free text as it is still being typed',
    listing: { ...flat, title: 'Corner flat near the Dumas lighthouse' },
    search: { q: 'lightho' },
    matches: true,
  },
  {
    name: 'free text not in the listing',
    listing: { ...flat, title: 'Corner flat near the Dumas lighthouse' },
    search: { q: 'riverfront' },
    matches: false,
  },
];

/** A listing with exactly the case's facts (facts the form needs RERA for are set on the row). */
async function makeListing(listing: Listing): Promise<string> {
  const property = await createTestProperty(app, {
    title: listing.title ?? 'Plain listing for the matcher',
    transactionType: listing.transactionType ?? 'Buy',
    propertyType: listing.propertyType ?? 'Residential',
    category: listing.category ?? 'Apartment',
    location: listing.location ?? 'Vesu, Surat',
    price: String(listing.price ?? 5_000_000),
    bedrooms: listing.bedrooms === null || listing.propertyType === 'Commercial' ? undefined : String(listing.bedrooms ?? 2),
  });
  await app.deps.sql`
    update properties set carpet_area = ${listing.carpetArea ?? null}, possession = ${listing.possession ?? null},
      possession_date = ${listing.possessionDate ?? null}, amenities = ${app.deps.sql.array(listing.amenities ?? [])}::text[],
      preferred_tenants = ${app.deps.sql.array(listing.preferredTenants ?? [])}::text[],
      bedrooms = ${listing.bedrooms === null ? null : (listing.bedrooms ?? 2)}
    where id = ${property._id}`;
  return property._id;
}

/** The search route's answer for this listing alone. */
async function searchFinds(query: Record<string, string>, propertyId: string): Promise<boolean> {
  const sql: Sql = app.deps.sql;
  const parsed = v.parse(SearchQuery, query);
  if (matchesNothing(parsed)) return false;
  const { freeText } = resolve(parsed, {});
  const filters = [sql`p.id = ${propertyId}`, ...conditions(sql, parsed, freeText ? textQuery(sql, freeText) : null)];
  const where = filters.reduce((all, condition) => sql`${all} and ${condition}`);
  return (await sql`select 1 from properties p where ${where}`).length === 1;
}

async function savedSearchFinds(query: Record<string, string>, propertyId: string): Promise<boolean> {
  const searchId = crypto.randomUUID();
  await app.deps.sql`
    insert into saved_searches (id, user_id, name, query, alert, channels)
    values (${searchId}, ${userId}, 'Case', ${app.deps.sql.json(query)}, 'off', '{}')`;
  return app.deps.sql.begin(async (tx) => {
    await refreshSearchCriteria(tx);
    const rows = await tx`
      select 1 from properties p join saved_search_criteria c on ${criteriaMatch(tx)}
      where p.id = ${propertyId} and c.saved_search_id = ${searchId}`;
    return rows.length === 1;
  }) as Promise<boolean>;
}

async function requirementFinds(requirement: Omit<RequirementBody, 'note'>, propertyId: string): Promise<boolean> {
  const id = crypto.randomUUID();
  return app.deps.sql.begin(async (tx) => {
    await tx`
      insert into buyer_requirements (id, buyer_id, ${tx.unsafe(criteriaColumns)})
      values (${id}, ${buyerId}, ${criteriaValues(tx, criteriaOfRequirement(requirement))})`;
    const rows = await tx`
      select 1 from properties p join buyer_requirements c on ${criteriaMatch(tx)}
      where p.id = ${propertyId} and c.id = ${id}`;
    return rows.length === 1;
  }) as Promise<boolean>;
}

describe('one rule for saved searches and requirements', () => {
  for (const entry of cases) {
    it(`${entry.matches ? 'matches' : 'does not match'} when ${entry.name}, by the search, a saved search and a requirement alike`, async () => {
      const propertyId = await makeListing(entry.listing);
      expect(await searchFinds(entry.search, propertyId), 'search route').toBe(entry.matches);
      expect(await savedSearchFinds(entry.search, propertyId), 'saved search').toBe(entry.matches);
      if (entry.requirement) expect(await requirementFinds(entry.requirement, propertyId), 'requirement').toBe(entry.matches);
    });
  }

  it('matches a requirement by locality, the first part of the listing’s location, in any case', async () => {
    const propertyId = await makeListing({ ...flat, location: 'Adajan, Surat' });
    expect(await requirementFinds({ purpose: 'buy', localities: ['Vesu', 'ADAJAN'] }, propertyId)).toBe(true);
    expect(await requirementFinds({ purpose: 'buy', localities: ['Vesu'] }, propertyId)).toBe(false);
  });

  it('reads a saved search again once it changed, and a query that no longer parses matches nothing', async () => {
    const propertyId = await makeListing(flat);
    const searchId = crypto.randomUUID();
    await app.deps.sql`
      insert into saved_searches (id, user_id, name, query, alert, channels)
      values (${searchId}, ${userId}, 'Edited', ${app.deps.sql.json({ transactionType: 'Rent' })}, 'off', '{}')`;
    const finds = () =>
      app.deps.sql.begin(async (tx) => {
        await refreshSearchCriteria(tx);
        return (
          await tx`select 1 from properties p join saved_search_criteria c on ${criteriaMatch(tx)} where p.id = ${propertyId} and c.saved_search_id = ${searchId}`
        ).length;
      });
    expect(await finds()).toBe(0);
    await app.deps
      .sql`update saved_searches set query = ${app.deps.sql.json({ transactionType: 'Buy' })}, updated_at = now() where id = ${searchId}`;
    expect(await finds()).toBe(1);
    await app.deps
      .sql`update saved_searches set query = ${app.deps.sql.json({ minPrice: 'lots' })}, updated_at = now() where id = ${searchId}`;
    expect(await finds()).toBe(0);
  });

  it('reads each saved search once, not again on every round while it stays as it is', async () => {
    // now() carries microseconds, which a JavaScript date would lose on the way back.
    await app.deps.sql`
      insert into saved_searches (id, user_id, name, query, alert, channels, updated_at)
      values (${crypto.randomUUID()}, ${userId}, 'Unchanged', ${app.deps.sql.json({ transactionType: 'Buy' })}, 'off', '{}',
              now() - interval '1.234567 second')`;
    await app.deps.sql.begin((tx) => refreshSearchCriteria(tx));
    expect(await app.deps.sql.begin((tx) => refreshSearchCriteria(tx))).toBe(0);
  });
});
