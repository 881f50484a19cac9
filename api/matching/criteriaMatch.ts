/**
 * The one rule deciding whether a listing matches what someone wants: a saved search (whose alerts
 * it drives) or a buyer's requirement. Both are read into the same criteria columns, and one SQL
 * predicate compares them with a listing, so matching one new listing against every search and
 * requirement is a single statement. The predicate says what GET /properties/search's filters say
 * (api/queries/propertySearch.ts, `conditions`); criteriaMatch.test.ts holds both to one table of cases.
 * Why: docs/decisions/036-one-matcher.md
 */
import * as v from 'valibot';
import { categoriesOf, type PropertyType, type TransactionType } from '../../contract/catalog.ts';
import type { RequirementBody } from '../../contract/requirements.ts';
import { SearchQuery } from '../../contract/search.ts';
import type { Sql, Tx } from '../db.ts';
import { matchesNothing, openListing, resolve, textQuery } from '../queries/propertySearch.ts';

/** What is wanted, as the predicate reads it; null is "any". */
export interface MatchCriteria {
  transactionType: TransactionType | null;
  propertyType: PropertyType | null;
  category: string | null;
  minPrice: number | null;
  maxPrice: number | null;
  minBedrooms: number | null;
  minBathrooms: number | null;
  minSqft: number | null;
  maxSqft: number | null;
  /** BHK counts; 5 is five or more. */
  bhk: number[] | null;
  /** ready, under_construction, or a year: ready or due by the end of it. */
  possession: string | null;
  furnishing: string | null;
  minCarpet: number | null;
  maxCarpet: number | null;
  amenities: string[] | null;
  /** A kind of tenant: rentals that prefer it or name no preference. */
  tenants: string | null;
  projectId: string | null;
  /** Lower-case English locality names. */
  localities: string[] | null;
  /** Free text, matched as the search box matches it. */
  text: string | null;
  /** False when the criteria contradict each other: nothing matches. */
  matchable: boolean;
}

const some = <T>(list: T[] | undefined): T[] | null => (list && list.length ? list : null);

/** A search query's criteria, read the way the search route reads them (0 is no minimum). */
export function criteriaOfSearch(query: SearchQuery): MatchCriteria {
  const { freeText } = resolve(query, {});
  return {
    transactionType: query.transactionType ?? null,
    propertyType: query.propertyType ?? null,
    category: query.category ?? null,
    minPrice: query.minPrice || null,
    maxPrice: query.maxPrice ?? null,
    minBedrooms: query.bedrooms || null,
    minBathrooms: query.bathrooms || null,
    minSqft: query.minSqft || null,
    maxSqft: query.maxSqft ?? null,
    bhk: some(query.bhk),
    possession: query.possession ?? null,
    furnishing: query.furnishing ?? null,
    minCarpet: query.minCarpet || null,
    maxCarpet: query.maxCarpet ?? null,
    amenities: some(query.amenities),
    tenants: query.tenants ?? null,
    projectId: query.project ?? null,
    localities: null,
    text: freeText || null,
    matchable: !matchesNothing(query),
  };
}

/** A saved search's stored query as criteria; one that no longer parses matches nothing. */
export function criteriaOfSavedQuery(query: Record<string, string>): MatchCriteria {
  const parsed = v.safeParse(SearchQuery, query);
  if (parsed.success) return criteriaOfSearch(parsed.output);
  return { ...criteriaOfSearch({}), matchable: false };
}

/** A requirement's criteria: the purpose is the transaction, the type its category (and so its kind). */
export function criteriaOfRequirement(body: Omit<RequirementBody, 'note'>): MatchCriteria {
  const propertyType = body.category ? (categoriesOf('Residential').includes(body.category) ? 'Residential' : 'Commercial') : null;
  const bhk = some(body.bhk);
  return {
    ...criteriaOfSearch({}),
    transactionType: body.purpose === 'rent' ? 'Rent' : 'Buy',
    propertyType,
    category: body.category ?? null,
    minPrice: body.minBudget || null,
    maxPrice: body.maxBudget ?? null,
    bhk,
    possession: body.possession ?? null,
    minCarpet: body.minCarpet || null,
    maxCarpet: body.maxCarpet ?? null,
    amenities: some(body.amenities),
    localities: some(body.localities?.map((name) => name.toLowerCase())),
    // The same contradictions the search refuses to run.
    matchable:
      !(propertyType === 'Commercial' && bhk) &&
      !(body.minBudget != null && body.maxBudget != null && body.minBudget > body.maxBudget) &&
      !(body.minCarpet != null && body.maxCarpet != null && body.minCarpet > body.maxCarpet),
  };
}

/** The criteria columns, in the order `criteriaValues` writes them. */
export const criteriaColumns =
  'transaction_type, property_type, category, min_price, max_price, min_bedrooms, min_bathrooms, min_sqft, max_sqft, bhk, possession, furnishing, min_carpet, max_carpet, amenities, tenants, project_id, localities, text_query, matchable';

/** The criteria as one row's values for `criteriaColumns`; free text becomes the search box's own tsquery. */
export function criteriaValues(tx: Tx, c: MatchCriteria) {
  const text = c.text ? textQuery(tx as unknown as Sql, c.text) : null;
  const list = <T extends string | number>(values: T[] | null, type: string) =>
    values ? tx`${tx.array(values)}::${tx.unsafe(type)}` : tx`null::${tx.unsafe(type)}`;
  return tx`${c.transactionType}::text, ${c.propertyType}::text, ${c.category}::text, ${c.minPrice}::bigint, ${c.maxPrice}::bigint,
    ${c.minBedrooms}::smallint, ${c.minBathrooms}::smallint, ${c.minSqft}::integer, ${c.maxSqft}::integer, ${list(c.bhk, 'smallint[]')},
    ${c.possession}::text, ${c.furnishing}::text, ${c.minCarpet}::integer, ${c.maxCarpet}::integer, ${list(c.amenities, 'text[]')},
    ${c.tenants}::text, ${c.projectId}::uuid, ${list(c.localities, 'text[]')}, ${text ?? tx`null`}::tsquery, ${c.matchable}`;
}

/**
 * Whether listing `p` matches criteria row `c`: every criterion set must hold. It says what
 * `conditions` in propertySearch.ts says for the same filters (rooms are minimums, BHK 5 is five or
 * more, a possession year takes ready listings and those due by December of it, a sold or rented
 * listing matches nothing).
 */
export function criteriaMatch(sql: Sql | Tx) {
  return sql`c.matchable and ${openListing(sql)}
    and (c.transaction_type is null or p.transaction_type = c.transaction_type)
    and (c.property_type is null or p.property_type = c.property_type)
    and (c.category is null or p.sub_category = c.category)
    and (c.min_price is null or p.price >= c.min_price)
    and (c.max_price is null or p.price <= c.max_price)
    and (c.min_bedrooms is null or p.bedrooms >= c.min_bedrooms)
    and (c.min_bathrooms is null or p.bathrooms >= c.min_bathrooms)
    and (c.min_sqft is null or p.sqt >= c.min_sqft)
    and (c.max_sqft is null or p.sqt <= c.max_sqft)
    and (c.bhk is null or p.bedrooms = any(c.bhk) or (5 = any(c.bhk) and p.bedrooms >= 5))
    and (c.possession is null or p.possession = c.possession
      or (c.possession ~ '^\\d{4}$' and (p.possession = 'ready' or (p.possession = 'under_construction' and p.possession_date <= (c.possession || '-12')))))
    and (c.furnishing is null or p.furnishing = c.furnishing)
    and (c.min_carpet is null or p.carpet_area >= c.min_carpet)
    and (c.max_carpet is null or p.carpet_area <= c.max_carpet)
    and (c.amenities is null or p.amenities @> c.amenities)
    and (c.tenants is null or (p.transaction_type = 'Rent' and (p.preferred_tenants = '{}' or c.tenants = any(p.preferred_tenants))))
    and (c.project_id is null or p.project_id = c.project_id)
    and (c.localities is null or lower(btrim(split_part(p.location, ',', 1))) = any(c.localities))
    and (c.text_query is null or p.search @@ c.text_query)`;
}

/**
 * Reads every saved search whose criteria row is missing or older than the search into its row, so
 * the predicate sees each search as it now stands. Run at the start of each matching round.
 */
export async function refreshSearchCriteria(tx: Tx): Promise<number> {
  // The time travels as text both ways (a timestamptz parameter is sent as a JavaScript date): a date
  // would drop its microseconds, and the search would look changed on every round after.
  const stale = await tx<{ id: string; query: Record<string, string>; updatedAt: string }[]>`
    select s.id, s.query, s.updated_at::text as "updatedAt"
    from saved_searches s left join saved_search_criteria c on c.saved_search_id = s.id
    where c.saved_search_id is null or c.source_updated_at is distinct from s.updated_at`;
  for (const search of stale) {
    await tx`
      insert into saved_search_criteria (saved_search_id, source_updated_at, ${tx.unsafe(criteriaColumns)})
      values (${search.id}, ${search.updatedAt}::text::timestamptz, ${criteriaValues(tx, criteriaOfSavedQuery(search.query))})
      on conflict (saved_search_id) do update set source_updated_at = excluded.source_updated_at,
        (${tx.unsafe(criteriaColumns)}) = (${tx.unsafe(
          criteriaColumns
            .split(', ')
            .map((column) => `excluded.${column}`)
            .join(', '),
        )})`;
  }
  return stale.length;
}
