/**
 * GET /properties/search in SQL, doing bounded work at 100,000 listings.
 * Why: docs/decisions/011-bounded-search-sql.md
 */
import { englishLocalities } from '../../contract/gazetteer.ts';
import type { SearchSort } from '../../contract/catalog.ts';
import type { SearchMeta, SearchQuery } from '../../contract/search.ts';
import { categoriesOf, searchDefaults } from '../../contract/catalog.ts';
import { type Property } from '../../contract/properties.ts';
import type postgres from 'postgres';
import type { Sql, Tx } from '../db.ts';
import { presentableColumns, presentRow, type PresentableRow } from './propertyReads.ts';
import { etagOf, type CachedPage, type SearchCache } from '../searchCache/searchCache.ts';

type Fragment = postgres.Fragment;

/** Totals are exact below this; at or above it the answer says "at least TOTAL_CAP". */
export const TOTAL_CAP = 1000;
const MAX_WORDS = 8;

export interface SearchOptions {
  /** Whose favourite flags to show; null for a visitor. */
  viewerId: string | null;
  /** The sort when the query names none (relevance for search, newest for lists). */
  defaultSort?: SearchSort;
}

export interface SearchRows {
  rows: PresentableRow[];
  total: number;
  totalCapped: boolean;
  page: number;
  limit: number;
}

/**
 * Free text as words of letters (with their combining marks) and digits only, so nothing a tsquery parser would read as an operator
 * survives; a number glued to a word is split from it ("3bhk" is "3 bhk"), as the search document does.
 */
export function searchWords(text: string): string[] {
  return tokens(text).map((token) => token.word);
}

/** Words, each marked whether it was typed glued to a number (then it is a whole word, not a prefix). */
function tokens(text: string): { word: string; glued: boolean }[] {
  const found: { word: string; glued: boolean }[] = [];
  for (const raw of text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []) {
    const parts = raw.replace(/(\p{N})(\p{L})/gu, '$1 $2').split(' ');
    for (const part of parts) found.push({ word: part, glued: parts.length > 1 });
  }
  return found.slice(0, MAX_WORDS);
}

/** Quotes, a leading minus or OR: the caller wrote web-search syntax, so it is honoured exactly. */
const WEBSEARCH_SYNTAX = /"|(?:^|\s)-[\p{L}\p{N}]|\sor\s/iu;

/**
 * The tsquery for free text, as an SQL expression of bound parameters. Plain words (what people type:
 * "vesu 3bhk", "apartm") must all match. Finished words match by their English stem (stop words drop
 * out). The last word, the one still being typed, matches as a prefix of its stem or of the unstemmed
 * word (`apartm:*` reaches 'apartment', whose stem 'apart' it would miss), unless it is a single letter
 * (thousands of index entries) or the unit glued to a number ("3bhk"), which is complete as typed.
 * Text in web-search syntax goes to websearch_to_tsquery as written.
 */
export function textQuery(sql: Sql, text: string, typedLexemes?: readonly string[]): Fragment | null {
  if (WEBSEARCH_SYNTAX.test(text)) return sql`websearch_to_tsquery('english', ${text})`;
  const words = tokens(text);
  if (words.length === 0) return null;
  return words
    .map(({ word, glued }, index) => {
      if (index < words.length - 1 || word.length < 2 || glued) return sql`to_tsquery('english', ${word})`;
      if (typedLexemes) return sql`${typedLexemes.map(quotedLexeme).join(' | ')}::tsquery`;
      const prefix = `${word}:*`;
      return sql`(to_tsquery('english', ${prefix}) || to_tsquery('simple', ${prefix}))`;
    })
    .reduce((all, term) => sql`${all} && ${term}`);
}

/** A lexeme as a tsquery operand, taken as it is (no parser, no dictionary). */
const quotedLexeme = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * The lexemes the word still being typed begins, as search_lexemes holds them (migration 00044):
 * every lexeme of every listing that its English stem or the word itself begins, the same set its
 * prefix would match. The text index finds each of them directly where a prefix makes it gather every
 * listing of every such lexeme first. `undefined` when the prefix stays a prefix: web-search syntax, no
 * word being typed, or a word the parser reads as more than one lexeme.
 */
async function typedLexemes(sql: Sql, text: string): Promise<string[] | undefined> {
  const words = tokens(text);
  const last = words.at(-1);
  if (WEBSEARCH_SYNTAX.test(text) || !last || last.word.length < 2 || last.glued) return undefined;
  const [found] = await sql<{ english: string[]; simple: string[]; lexemes: string[] }[]>`
    with typed as (
      select tsvector_to_array(to_tsvector('english', ${last.word})) as english,
        tsvector_to_array(to_tsvector('simple', ${last.word})) as simple
    )
    select english, simple, array(
      select distinct l.lexeme from unnest(english || simple) begun, search_lexemes l
      where l.lexeme >= begun collate "C" and l.lexeme < (begun || chr(1114111)) collate "C"
      order by l.lexeme
    ) as lexemes
    from typed`;
  if (found.english.length > 1 || found.simple.length > 1 || found.english.length + found.simple.length === 0) return undefined;
  return found.lexemes;
}

/** Listing `p` can still be had: available or under offer (search, alerts, the matcher, similar listings, the sitemap). */
export const openListing = (sql: Sql | Tx) => sql`p.availability in ('available', 'under_offer')`;

/** The filters as SQL conditions on alias `p` (saved-search alerts match listings with the same ones). */
export function conditions(sql: Sql, query: SearchQuery, text: Fragment | null): Fragment[] {
  // A draft listing is the office's until it is published, and a sold or rented one cannot be had:
  // no search or alert finds either (the open states are most listings, so this filters an index scan).
  const list: Fragment[] = [sql`not p.draft`, openListing(sql)];
  if (query.propertyType) list.push(sql`p.property_type = ${query.propertyType}`);
  if (query.transactionType) list.push(sql`p.transaction_type = ${query.transactionType}`);
  if (query.category) list.push(sql`p.sub_category = ${query.category}`);
  if (query.minPrice) list.push(sql`p.price >= ${query.minPrice}`);
  if (query.maxPrice !== undefined) list.push(sql`p.price <= ${query.maxPrice}`);
  // Rooms are minimums ("2+"), 0 means any; commercial properties have none, so they drop out.
  if (query.bedrooms) list.push(sql`p.bedrooms >= ${query.bedrooms}`);
  if (query.bathrooms) list.push(sql`p.bathrooms >= ${query.bathrooms}`);
  if (query.minSqft) list.push(sql`p.sqt >= ${query.minSqft}`);
  if (query.maxSqft !== undefined) list.push(sql`p.sqt <= ${query.maxSqft}`);
  // BHK is a choice of counts; 5 means five or more.
  if (query.bhk?.length) {
    const exact = query.bhk.filter((count) => count < 5);
    const fivePlus = query.bhk.includes(5);
    if (exact.length && fivePlus) list.push(sql`(p.bedrooms = any(${sql.array(exact)}::int[]) or p.bedrooms >= 5)`);
    else if (fivePlus) list.push(sql`p.bedrooms >= 5`);
    else list.push(sql`p.bedrooms = any(${sql.array(exact)}::int[])`);
  }
  // A year means "possession by the end of that year": ready ones and those due by then.
  if (query.possession === 'ready' || query.possession === 'under_construction') list.push(sql`p.possession = ${query.possession}`);
  else if (query.possession) {
    list.push(sql`(p.possession = 'ready' or (p.possession = 'under_construction' and p.possession_date <= ${`${query.possession}-12`}))`);
  }
  if (query.furnishing) list.push(sql`p.furnishing = ${query.furnishing}`);
  if (query.minCarpet) list.push(sql`p.carpet_area >= ${query.minCarpet}`);
  if (query.maxCarpet !== undefined) list.push(sql`p.carpet_area <= ${query.maxCarpet}`);
  if (query.amenities?.length) list.push(sql`p.amenities @> ${sql.array(query.amenities)}::text[]`);
  // A rental that names no preferred tenants lets to anyone.
  if (query.tenants) {
    list.push(sql`p.transaction_type = 'Rent' and (p.preferred_tenants = '{}' or ${query.tenants} = any(p.preferred_tenants))`);
  }
  if (query.project) list.push(sql`p.project_id = ${query.project}::uuid`);
  // The box holds the points readers are shown (an approximate listing's moved one), through their GiST index.
  if (query.bbox) {
    const { minLng, minLat, maxLng, maxLat } = query.bbox;
    list.push(sql`point(p.shown_lng, p.shown_lat) <@ box(point(${minLng}, ${minLat}), point(${maxLng}, ${maxLat}))`);
  }
  // The tsquery is written inline (not in a CTE) so the planner estimates it from its actual value.
  if (text) list.push(sql`p.search @@ (${text})`);
  return list;
}

/** Whether the query filters on a listing fact (BHK, possession, furnishing, carpet area, amenities, tenants) or a project. */
const hasFacts = (query: SearchQuery) =>
  Boolean(
    query.bhk?.length ||
    query.possession ||
    query.furnishing ||
    query.minCarpet ||
    query.maxCarpet !== undefined ||
    query.amenities?.length ||
    query.tenants ||
    query.project ||
    query.bbox,
  );

/** Filters that contradict each other match nothing: answer without asking the database. */
export function matchesNothing(query: SearchQuery): boolean {
  if (query.propertyType && query.category && !(categoriesOf(query.propertyType) as readonly string[]).includes(query.category))
    return true;
  if (query.propertyType === 'Commercial' && (query.bedrooms || query.bathrooms)) return true;
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) return true;
  if (query.minSqft !== undefined && query.maxSqft !== undefined && query.minSqft > query.maxSqft) return true;
  if (query.minCarpet !== undefined && query.maxCarpet !== undefined && query.minCarpet > query.maxCarpet) return true;
  if (query.propertyType === 'Commercial' && query.bhk?.length) return true;
  // Preferred tenants are a rental's: no sale has them.
  if (query.transactionType === 'Buy' && query.tenants) return true;
  return false;
}

/**
 * ORDER BY of a sort (on alias `p`, `rank` being the relevance). Ties break on id, so pages never overlap.
 * Price sorts list sales before rents (a monthly rent is not a cheaper price than a sale); with one
 * purpose chosen the first key is constant and the order is the price alone.
 */
function ordering(sql: Sql, sort: SearchSort, rank: Fragment | null): Fragment {
  switch (sort) {
    case 'price_asc':
      return sql`p.transaction_type asc, p.price asc, p.id asc`;
    case 'price_desc':
      return sql`p.transaction_type asc, p.price desc, p.id desc`;
    case 'area':
      return sql`p.sqt desc, p.id asc`;
    // Listings without a price per square foot (no area) come last either way.
    case 'price_per_sqft_asc':
      return sql`p.price_per_sqft asc, p.id asc`;
    case 'price_per_sqft_desc':
      return sql`p.price_per_sqft desc nulls last, p.id desc`;
    case 'relevance':
      if (rank) return sql`${rank} desc, p.created_at desc, p.id desc`;
      return sql`p.created_at desc, p.id desc`;
    case 'newest':
      return sql`p.created_at desc, p.id desc`;
  }
}

/**
 * Sends the query as an unnamed statement (planned with its parameter values on every run) instead of
 * postgres.js's default named prepared statement, whose plan PostgreSQL may later make generic.
 */
function unprepared<T extends Fragment>(query: T): T {
  (query as unknown as { options: { prepare?: boolean } }).options.prepare = false;
  return query;
}

/** The page, the page size, the sort and the free text a query asks for, defaults applied. */
export function resolve(query: SearchQuery, options: Pick<SearchOptions, 'defaultSort'>) {
  return {
    limit: query.limit ?? searchDefaults.pageSize,
    page: query.page ?? 1,
    sort: query.sort ?? options.defaultSort ?? 'relevance',
    // A locality typed in Gujarati or Hindi ('વેસુ', 'वेसू') searches as its English name.
    freeText: englishLocalities([query.q, query.title].filter(Boolean).join(' ').trim()),
  };
}

/**
 * The cache key of a search: exactly what decides its SQL, so two queries with one key get one answer
 * ("Vesu  3BHK" and "vesu 3bhk" read the same words; minPrice=0 is no minimum; relevance without
 * text is newest first).
 */
export function searchKey(query: SearchQuery, options: Pick<SearchOptions, 'defaultSort'> = {}): string {
  const { limit, page, sort, freeText } = resolve(query, options);
  const text = !freeText
    ? []
    : WEBSEARCH_SYNTAX.test(freeText)
      ? [`web:${freeText}`]
      : tokens(freeText).map((t) => (t.glued ? `${t.word}+` : t.word));
  // Every field is named here: one added to SearchQuery and not to the key fails to compile (`unkeyed`).
  const { q: _q, title: _title, sort: _sort, page: _page, limit: _limit, ...filters } = query;
  const { propertyType, transactionType, category, minPrice, maxPrice, bedrooms, bathrooms, minSqft, maxSqft, ...facts } = filters;
  const { bhk, possession, furnishing, minCarpet, maxCarpet, amenities, tenants, project, bbox, ...unkeyed } = facts;
  void (unkeyed satisfies Record<string, never>);
  return JSON.stringify([
    propertyType ?? '',
    transactionType ?? '',
    category ?? '',
    minPrice || 0,
    maxPrice ?? null,
    bedrooms || 0,
    bathrooms || 0,
    minSqft || 0,
    maxSqft ?? null,
    sort === 'relevance' && text.length === 0 ? 'newest' : sort,
    page,
    limit,
    text,
    bhk ?? [],
    possession ?? '',
    furnishing ?? '',
    minCarpet || 0,
    maxCarpet ?? null,
    amenities ?? [],
    tenants ?? '',
    project ?? '',
    bbox ? [bbox.minLng, bbox.minLat, bbox.maxLng, bbox.maxLat] : null,
  ]);
}

/** The page's rows (with image keys and favourite flags) and the total: the SQL the route runs, nothing presented. */
export async function runPropertySearch(sql: Sql, query: SearchQuery, options: SearchOptions): Promise<SearchRows> {
  const { limit, page, sort, freeText } = resolve(query, options);
  if (matchesNothing(query)) return { rows: [], total: 0, totalCapped: false, page, limit };

  const lexemes = freeText ? await typedLexemes(sql, freeText) : undefined;
  // The word being typed begins no lexeme of any listing: nothing can match.
  if (lexemes?.length === 0) return { rows: [], total: 0, totalCapped: false, page, limit };
  const text = freeText ? textQuery(sql, freeText, lexemes) : null;
  const filters = conditions(sql, query, text);
  const where = filters.length ? filters.reduce((all, condition) => sql`${all} and ${condition}`) : sql`true`;

  if (text) {
    // One statement collects up to TOTAL_CAP matches through the text index and, when that is all of
    // them, sorts them in memory (ranking them for relevance). A broader match set is too large to
    // rank on every request: it is shown newest first (or in the sort asked for) by an index scan
    // that stops after the page, since matches are plentiful. Both pages are in the one statement,
    // each behind a one-time filter on the count, so only one runs and the search waits for a pooled
    // connection once.
    const rank = sort === 'relevance' ? sql`ts_rank_cd(p.search, tq.query)` : null;
    const found = await unprepared(sql<(PresentableRow & { total: number })[]>`
      with matches as materialized (
        select p.id, p.created_at, p.transaction_type, p.price, p.sqt, p.price_per_sqft, p.search from properties p where ${where} limit ${TOTAL_CAP}
      ),
      counted as (select count(*)::int as total from matches),
      ranked as (
        select p.id, ${rank ?? sql`null::real`} as rank
        from matches p cross join (select ${text} as query) tq
        where (select total from counted) < ${TOTAL_CAP}
        order by ${ordering(sql, sort, rank ? sql`rank` : null)}
        limit ${limit} offset ${(page - 1) * limit}
      ),
      broad as (
        select p.id, null::real as rank from properties p
        where (select total from counted) >= ${TOTAL_CAP} and ${where}
        order by ${ordering(sql, sort, null)}
        limit ${limit} offset ${(page - 1) * limit}
      ),
      chosen as (select * from ranked union all select * from broad)
      select counted.total, ${presentableColumns(sql, options.viewerId)}
      from counted
      left join (chosen join properties p on p.id = chosen.id) on true
      order by ${ordering(sql, sort, rank ? sql`chosen.rank` : null)}`);
    const total = found[0]?.total ?? 0;
    return { rows: found.filter((row) => row.id !== null), total, totalCapped: total >= TOTAL_CAP, page, limit };
  }

  // One statement: the capped count, and the page's rows (none when the page is past the end). The
  // listing filters (type, transaction, category, price, beds, area) are not skewed the way text is,
  // so such a search stays a prepared statement: one round trip, where an unprepared one needs two
  // (parse and describe, then bind and execute). The facts are: '2 BHK, furnished, with a lift'
  // matches 393 of 100,000 listings where 'Residential' matches 70,000, and PostgreSQL's generic plan
  // for a prepared statement, made blind to the values, read 24,000 pages for it where the plan made
  // for its values reads 350. A search with facts is planned for its values every time.
  const countMatches = sql`select count(*)::int as total from (select 1 from properties p where ${where} limit ${TOTAL_CAP}) matches`;
  const pageIds = sql`
    select p.id from properties p
    where ${where}
    order by ${ordering(sql, sort, null)}
    limit ${limit} offset ${(page - 1) * limit}`;
  const statement = sql<(PresentableRow & { total: number })[]>`
    with page as (${pageIds})
    select counted.total, ${presentableColumns(sql, options.viewerId)}
    from (${countMatches}) counted
    left join (page join properties p on p.id = page.id) on true
    order by ${ordering(sql, sort, null)}`;
  const found = await (hasFacts(query) ? unprepared(statement) : statement);
  const total = found[0]?.total ?? 0;
  const rows = found.filter((row) => row.id !== null);
  return { rows, total, totalCapped: total >= TOTAL_CAP, page, limit };
}

export async function searchProperties(
  sql: Sql,
  query: SearchQuery,
  options: SearchOptions,
): Promise<{ data: Property[]; meta: SearchMeta }> {
  const result = await runPropertySearch(sql, query, options);
  return {
    data: result.rows.map(presentRow),
    meta: { total: result.total, page: result.page, limit: result.limit, totalCapped: result.totalCapped },
  };
}

/** A search answer as it is sent. */
function sendable(answer: { data: Property[]; meta: SearchMeta }): CachedPage {
  const json = JSON.stringify(answer);
  return { json, etag: etagOf(json), ids: answer.data.map((property) => property._id) };
}

/** The page with the viewer's favourite flags: one primary-key lookup for the page's ids. */
async function withFavorites(sql: Sql, page: CachedPage, viewerId: string): Promise<CachedPage> {
  if (page.ids.length === 0) return page;
  const saved = await sql<{ id: string }[]>`
    select property_id as id from favorites
    where user_id = ${viewerId} and property_id = any(${sql.array(page.ids)}::uuid[]) and active`;
  if (saved.length === 0) return page;
  const savedIds = new Set(saved.map((row) => row.id));
  const answer = JSON.parse(page.json) as { data: Property[]; meta: SearchMeta };
  for (const property of answer.data) property.favorite = savedIds.has(property._id);
  return sendable(answer);
}

/**
 * searchProperties through the process's page cache (see searchCache.ts): a repeated search is
 * answered without running it. The page is computed and kept as a visitor sees it; a logged-in
 * caller's own favourite flags are then looked up for its ids.
 */
export async function cachedSearchProperties(
  sql: Sql,
  cache: SearchCache,
  query: SearchQuery,
  options: SearchOptions,
): Promise<CachedPage> {
  const page = await cache.get(searchKey(query, options), async () =>
    sendable(await searchProperties(sql, query, { ...options, viewerId: null })),
  );
  return options.viewerId ? withFavorites(sql, page, options.viewerId) : page;
}
