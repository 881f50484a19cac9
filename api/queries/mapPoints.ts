/**
 * GET /properties/map: the light points of every listing a search matches (up to MAP_POINTS_CAP,
 * newest first), so a map draws its markers without paging through cards. The same filters as the
 * search; visitors' answers go through the search cache (invalidated by the same writes).
 */
import { MAP_POINTS_CAP, type MapMeta, type MapPoint } from '../../contract/places.ts';
import { rupeesShort } from '../../contract/rupees.ts';
import type { SearchQuery } from '../../contract/search.ts';
import type { Actor } from '../context.ts';
import type { Sql } from '../db.ts';
import { seesRealPoints } from '../presenters/place.ts';
import { etagOf, type CachedPage, type SearchCache } from '../searchCache/searchCache.ts';
import { conditions, matchesNothing, resolve, searchKey, textQuery } from './propertySearch.ts';

interface PointRow {
  id: string;
  reference: string;
  lat: number;
  lng: number;
  approximate: boolean;
  price: number | string;
  transactionType: string;
  subCategory: string;
}

/** `₹ 85 L`, a rent `₹ 25,000/mo`: short enough for a marker. */
export function markerPrice(price: number, transactionType: string): string {
  return transactionType === 'Rent' ? `${rupeesShort(price)}/mo` : rupeesShort(price);
}

/** The points of the listings `query` matches; staff get the real points of approximate listings. */
export async function mapPoints(sql: Sql, query: SearchQuery, realPoints: boolean): Promise<{ data: MapPoint[]; meta: MapMeta }> {
  if (matchesNothing(query)) return { data: [], meta: { total: 0, capped: false } };
  const { freeText } = resolve(query, {});
  const text = freeText ? textQuery(sql, freeText) : null;
  const where = [...conditions(sql, query, text), sql`p.shown_lat is not null`].reduce((all, condition) => sql`${all} and ${condition}`);
  const point = realPoints ? sql`p.lat, p.lng` : sql`p.shown_lat as lat, p.shown_lng as lng`;
  const rows = await sql<PointRow[]>`
    select p.id, p.reference, ${point}, p.location_precision = 'approximate' as approximate, p.price,
      p.transaction_type as "transactionType", p.sub_category as "subCategory"
    from properties p where ${where}
    order by p.created_at desc, p.id desc
    limit ${MAP_POINTS_CAP + 1}`;
  const capped = rows.length > MAP_POINTS_CAP;
  const data = rows.slice(0, MAP_POINTS_CAP).map((row) => ({
    _id: row.id,
    reference: row.reference,
    lat: Number(row.lat),
    lng: Number(row.lng),
    approximate: row.approximate,
    price: markerPrice(Number(row.price), row.transactionType),
    type: row.subCategory,
  }));
  return { data, meta: { total: data.length, capped } };
}

/** The map's answer as sent: a visitor's from the search cache (keyed apart from the search pages), staff's computed each time. */
export async function cachedMapPoints(
  sql: Sql,
  cache: SearchCache,
  query: SearchQuery,
  actor: Actor | null | undefined,
): Promise<CachedPage> {
  const sendable = (answer: { data: MapPoint[]; meta: MapMeta }): CachedPage => {
    const json = JSON.stringify(answer);
    return { json, etag: etagOf(json), ids: [] };
  };
  // Page, size and sort do not change the points: one entry serves them all.
  const key = `map:${searchKey({ ...query, page: undefined, limit: undefined, sort: undefined })}`;
  if (seesRealPoints(actor)) return sendable(await mapPoints(sql, query, true));
  return cache.get(key, async () => sendable(await mapPoints(sql, query, false)));
}
