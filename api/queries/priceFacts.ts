/**
 * GET /properties/{id}/price-facts: a listing's price changes, read from its events, and its rupees per
 * square foot of carpet area beside the median of the comparable listings in its locality (same
 * purpose, category and BHK; the listing itself left out), in SQL over the locality index.
 */
import { differenceFromMedian, PRICE_HISTORY_LIMIT, type FairPrice, type PriceChange, type PriceFacts } from '../../contract/priceFacts.ts';
import type { Sql } from '../db.ts';
import { etagOf, type CachedPage, type SearchCache } from '../searchCache/searchCache.ts';

/** The locality a `location` names, as the index `properties_locality_idx` (migration 00037) has it. */
export const localityColumn = (sql: Sql, alias = 'p') =>
  sql`lower(regexp_replace(trim(split_part(${sql(alias)}.location, ',', 1)), '\\s+', ' ', 'g'))`;

/** The price's changes since it was listed, newest first. */
async function priceHistory(sql: Sql, id: string): Promise<PriceChange[]> {
  const rows = await sql<{ from: string; to: string; at: Date }[]>`
    select previous as from, price as to, occurred_at as at from (
      select seq, occurred_at, (payload ->> 'price')::bigint as price,
             lag((payload ->> 'price')::bigint) over (order by seq) as previous
      from events
      where subject_id = ${id} and type in ('property.created', 'property.updated')
    ) changes
    where previous is not null and price <> previous
    order by seq desc
    limit ${PRICE_HISTORY_LIMIT}`;
  return rows.map((row) => ({ from: Number(row.from), to: Number(row.to), at: new Date(row.at).toISOString() }));
}

interface Comparison {
  locality: string;
  subCategory: string;
  bedrooms: number | null;
  pricePerSqft: string;
  median: string | null;
  comparables: number;
}

/** The listing against the median of its comparables; null for a rent, without a carpet area or with too few comparables. */
async function fairPrice(sql: Sql, id: string): Promise<FairPrice | null> {
  const [row] = await sql<Comparison[]>`
    select trim(split_part(p.location, ',', 1)) as locality, p.sub_category as "subCategory", p.bedrooms,
           round(p.price::numeric / p.carpet_area) as "pricePerSqft", c.median, c.comparables
    from properties p
    cross join lateral (
      select round(percentile_cont(0.5) within group (order by o.price::numeric / o.carpet_area)::numeric) as median,
             count(*)::int as comparables
      from properties o
      where ${localityColumn(sql, 'o')} = ${localityColumn(sql)}
        and not o.draft
        and o.transaction_type = p.transaction_type
        and o.sub_category = p.sub_category
        and o.bedrooms is not distinct from p.bedrooms
        and o.carpet_area > 0
        and o.id <> p.id
    ) c
    where p.id = ${id}::uuid and p.transaction_type = 'Buy' and p.carpet_area > 0`;
  if (!row || row.median === null) return null;
  const pricePerSqft = Number(row.pricePerSqft);
  const median = Number(row.median);
  const differencePercent = differenceFromMedian(pricePerSqft, median, row.comparables);
  if (differencePercent === null) return null;
  return {
    pricePerSqft,
    median,
    comparables: row.comparables,
    differencePercent,
    locality: row.locality,
    subCategory: row.subCategory,
    bedrooms: row.bedrooms === null ? null : Number(row.bedrooms),
  };
}

/** The facts of a published listing, or null when there is none. */
export async function priceFacts(sql: Sql, id: string): Promise<PriceFacts | null> {
  const [listing] = await sql<{ id: string }[]>`select id from properties where id = ${id}::uuid and not draft`;
  if (!listing) return null;
  const [history, fair] = await Promise.all([priceHistory(sql, id), fairPrice(sql, id)]);
  return { history, fairPrice: fair };
}

/**
 * The facts as sent, through the search cache: they change only with the catalogue (a listing's
 * edit is its event and may move its locality's median), which drops the cache.
 */
export async function cachedPriceFacts(sql: Sql, cache: SearchCache, id: string): Promise<CachedPage | null> {
  const page = await cache.get(`price-facts:${id}`, async () => {
    const facts = await priceFacts(sql, id);
    const json = facts ? JSON.stringify({ data: facts }) : '';
    return { json, etag: etagOf(json), ids: facts ? [id] : [] };
  });
  return page.json ? page : null;
}
