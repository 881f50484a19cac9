/**
 * GET /localities/{slug}: a locality's figures in SQL, from the listings there now (counts, the
 * median asking price per square foot of carpet area by category and BHK), from the deals of won leads
 * (the median closed price, likewise, where there are enough) and from the event log
 * (the median of the sale prices set each month over the last year). Kept in the search cache,
 * which every catalogue change empties.
 */
import {
  borderingLocalities,
  localityBySlug,
  localitySlug,
  type LocalityClosedMedian,
  type LocalityFigures,
  type LocalityMedian,
  type LocalityMonth,
} from '../../contract/localityFigures.ts';
import { MIN_COMPARABLES } from '../../contract/priceFacts.ts';
import type { Sql } from '../db.ts';
import { etagOf, type CachedPage, type SearchCache } from '../searchCache/searchCache.ts';
import { localityColumn } from './priceFacts.ts';

/** The locality a `location` text names, as localityColumn has it. */
const localityOfText = (sql: Sql, text: ReturnType<Sql>) => sql`lower(regexp_replace(trim(split_part(${text}, ',', 1)), '\\s+', ' ', 'g'))`;

async function counts(sql: Sql, key: string) {
  const [row] = await sql<{ forSale: number; forRent: number }[]>`
    select count(*) filter (where transaction_type = 'Buy')::int as "forSale",
           count(*) filter (where transaction_type = 'Rent')::int as "forRent"
    from properties p
    where ${localityColumn(sql)} = ${key} and not p.draft`;
  return row ?? { forSale: 0, forRent: 0 };
}

async function medians(sql: Sql, key: string): Promise<LocalityMedian[]> {
  const rows = await sql<{ subCategory: string; bedrooms: number | null; listings: number; median: string }[]>`
    select p.sub_category as "subCategory", p.bedrooms, count(*)::int as listings,
           round(percentile_cont(0.5) within group (order by p.price::numeric / p.carpet_area)::numeric) as median
    from properties p
    where ${localityColumn(sql)} = ${key} and not p.draft and p.transaction_type = 'Buy' and p.carpet_area > 0
    group by p.sub_category, p.bedrooms
    order by listings desc, p.sub_category, p.bedrooms nulls first`;
  return rows.map((row) => ({
    subCategory: row.subCategory,
    bedrooms: row.bedrooms === null ? null : Number(row.bedrooms),
    listings: row.listings,
    median: row.listings >= MIN_COMPARABLES ? Number(row.median) : null,
  }));
}

/** The median rupees per sq ft of carpet the won sale deals there closed at, by category and BHK, for groups of enough deals. */
async function closedMedians(sql: Sql, key: string): Promise<LocalityClosedMedian[]> {
  const rows = await sql<{ subCategory: string; bedrooms: number | null; deals: number; median: string }[]>`
    select p.sub_category as "subCategory", p.bedrooms, count(*)::int as deals,
           round(percentile_cont(0.5) within group (order by d.price::numeric / p.carpet_area)::numeric) as median
    from deals d
    join enquiries e on e.id = d.enquiry_id and e.status = 'won'
    join properties p on p.id = d.property_id
    where ${localityColumn(sql)} = ${key} and p.transaction_type = 'Buy' and p.carpet_area > 0
    group by p.sub_category, p.bedrooms
    having count(*) >= ${MIN_COMPARABLES}
    order by deals desc, p.sub_category, p.bedrooms nulls first`;
  return rows.map((row) => ({
    subCategory: row.subCategory,
    bedrooms: row.bedrooms === null ? null : Number(row.bedrooms),
    deals: row.deals,
    median: Number(row.median),
  }));
}

async function trend(sql: Sql, key: string): Promise<LocalityMonth[]> {
  const rows = await sql<{ month: string; median: string; prices: number }[]>`
    select to_char(e.occurred_at at time zone 'Asia/Kolkata', 'YYYY-MM') as month,
           round(percentile_cont(0.5) within group (
             order by (e.payload ->> 'price')::numeric / (e.payload ->> 'carpetArea')::numeric)::numeric) as median,
           count(*)::int as prices
    from events e
    where e.type in ('property.created', 'property.updated')
      and e.occurred_at >= date_trunc('month', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata' - interval '11 months'
      and e.payload ->> 'transactionType' = 'Buy'
      and (e.payload ->> 'carpetArea')::numeric > 0
      and ${localityOfText(sql, sql`e.payload ->> 'location'`)} = ${key}
    group by 1
    order by 1`;
  return rows.map((row) => ({ month: row.month, median: Number(row.median), prices: row.prices }));
}

async function projects(sql: Sql, key: string) {
  return sql<{ slug: string; title: string }[]>`
    select slug, title from projects p where ${localityColumn(sql)} = ${key} order by title`;
}

/** The figures of the gazetteer's locality with this slug; null for an unknown slug. */
export async function localityFigures(sql: Sql, slug: string): Promise<LocalityFigures | null> {
  const name = localityBySlug(slug);
  if (!name) return null;
  const key = name.toLowerCase();
  const [listed, asking, closed, months, theirProjects] = await Promise.all([
    counts(sql, key),
    medians(sql, key),
    closedMedians(sql, key),
    trend(sql, key),
    projects(sql, key),
  ]);
  return {
    slug: localitySlug(name),
    name,
    ...listed,
    medians: asking,
    closed,
    trend: months,
    projects: [...theirProjects],
    nearby: borderingLocalities(name),
  };
}

/** The figures as sent, through the search cache; null for an unknown slug. */
export async function cachedLocalityFigures(sql: Sql, cache: SearchCache, slug: string): Promise<CachedPage | null> {
  const name = localityBySlug(slug);
  if (!name) return null;
  return cache.get(`locality:${localitySlug(name)}`, async () => {
    const json = JSON.stringify({ data: await localityFigures(sql, slug) });
    return { json, etag: etagOf(json), ids: [] };
  });
}
