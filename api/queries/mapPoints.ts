/**
 * GET /properties/map: what a map of a search draws. With the map's zoom, the listings close together
 * at that zoom come as clusters (a grid of MAP_CELL_PX cells, counted by PostgreSQL), so the answer
 * stays a few hundred markers however many listings match; from MAP_POINTS_ZOOM on, and without a
 * zoom, every listing is a light point (up to MAP_POINTS_CAP, newest first). The same filters as the
 * search; visitors' answers go through the search cache (invalidated by the same writes).
 */
import {
  MAP_CELL_PX,
  MAP_POINTS_CAP,
  MAP_POINTS_ZOOM,
  suratBounds,
  type MapMarker,
  type MapMeta,
  type MapPoint,
} from '../../contract/places.ts';
import { rupeesShort } from '../../contract/rupees.ts';
import type { MapQuery, SearchQuery } from '../../contract/search.ts';
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

/** Degrees of longitude and latitude a cell spans at `zoom` (Web Mercator at Surat's latitude). */
export function cellDegrees(zoom: number): { lng: number; lat: number } {
  const lng = (MAP_CELL_PX * 360) / (256 * 2 ** zoom);
  const middle = (((suratBounds.minLat + suratBounds.maxLat) / 2) * Math.PI) / 180;
  return { lng, lat: lng * Math.cos(middle) };
}

interface CellRow {
  count: number;
  lat: number;
  lng: number;
  west: number;
  south: number;
  east: number;
  north: number;
  /** The cell's one listing, when it holds one. */
  id: string | null;
  reference: string | null;
  pointLat: number | null;
  pointLng: number | null;
  approximate: boolean | null;
  price: number | string | null;
  transactionType: string | null;
  subCategory: string | null;
}

const degrees = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * How near two markers may come on the screen, in cells across and up: a price label is wider than
 * it is tall, so markers side by side need more room than markers one above the other.
 */
const MERGE_ACROSS = 1.25;
const MERGE_UP = 0.6;

/** What a cell's markers are merged by: its count, middle and box (a cell with one listing keeps its point's fields). */
type Mergeable = Pick<CellRow, 'count' | 'lat' | 'lng' | 'west' | 'south' | 'east' | 'north' | 'id'>;

/**
 * Neighbouring cells whose markers would overlap on the screen, merged into one cluster: a grid puts
 * listings a few metres apart in two cells when a cell's edge runs between them. The fuller cell
 * takes in its neighbours (one pass, fullest first, as a marker clusterer does), its middle weighted
 * by their counts and its box around all of theirs.
 */
export function mergeClose<T extends Mergeable>(cells: readonly T[], cell: { lng: number; lat: number }): T[] {
  const across = (marker: Mergeable) => marker.lng / cell.lng;
  const up = (marker: Mergeable) => marker.lat / cell.lat;
  const bucketOf = (x: number, y: number) => `${Math.floor(x / MERGE_ACROSS)}:${Math.floor(y / MERGE_UP)}`;
  const buckets = new Map<string, number[]>();
  cells.forEach((marker, index) => {
    const key = bucketOf(across(marker), up(marker));
    const bucket = buckets.get(key);
    if (bucket) bucket.push(index);
    else buckets.set(key, [index]);
  });
  const order = cells.map((_, index) => index).sort((a, b) => cells[b]!.count - cells[a]!.count || a - b);
  const taken = new Set<number>();
  const merged: T[] = [];
  for (const index of order) {
    if (taken.has(index)) continue;
    taken.add(index);
    const seed = cells[index]!;
    const x = across(seed);
    const y = up(seed);
    const bx = Math.floor(x / MERGE_ACROSS);
    const by = Math.floor(y / MERGE_UP);
    const near: T[] = [];
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const other of buckets.get(`${bx + dx}:${by + dy}`) ?? []) {
          if (taken.has(other)) continue;
          const marker = cells[other]!;
          if (Math.abs(across(marker) - x) < MERGE_ACROSS && Math.abs(up(marker) - y) < MERGE_UP) {
            taken.add(other);
            near.push(marker);
          }
        }
      }
    }
    if (near.length === 0) {
      merged.push(seed);
      continue;
    }
    const all = [seed, ...near];
    const count = all.reduce((sum, marker) => sum + marker.count, 0);
    merged.push({
      ...seed,
      count,
      lat: all.reduce((sum, marker) => sum + marker.lat * marker.count, 0) / count,
      lng: all.reduce((sum, marker) => sum + marker.lng * marker.count, 0) / count,
      west: Math.min(...all.map((marker) => marker.west)),
      south: Math.min(...all.map((marker) => marker.south)),
      east: Math.max(...all.map((marker) => marker.east)),
      north: Math.max(...all.map((marker) => marker.north)),
      id: null,
    });
  }
  // South to north, then west to east: the same answer for the same listings, whatever order they were counted in.
  return merged.sort((a, b) => a.south - b.south || a.west - b.west);
}

/**
 * The markers of the listings `query` matches at `zoom`: each cell of the grid that holds one listing
 * answers its point, a cell with more answers a cluster. The box is written as ranges of the shown
 * point, so the grid is counted from the map's covering index alone (migrations/00052).
 */
export async function mapClusters(
  sql: Sql,
  query: SearchQuery,
  zoom: number,
  realPoints: boolean,
): Promise<{ data: MapMarker[]; meta: MapMeta }> {
  if (matchesNothing(query)) return { data: [], meta: { total: 0, capped: false } };
  const { freeText } = resolve(query, {});
  const text = freeText ? textQuery(sql, freeText) : null;
  const { bbox, ...filters } = query;
  const box = bbox
    ? [sql`p.shown_lng between ${bbox.minLng} and ${bbox.maxLng}`, sql`p.shown_lat between ${bbox.minLat} and ${bbox.maxLat}`]
    : [];
  const where = [...conditions(sql, filters, text), sql`p.shown_lat is not null`, ...box].reduce(
    (all, condition) => sql`${all} and ${condition}`,
  );
  const cell = cellDegrees(zoom);
  const point = realPoints ? sql`o.lat as "pointLat", o.lng as "pointLng"` : sql`o.shown_lat as "pointLat", o.shown_lng as "pointLng"`;
  const rows = await sql<CellRow[]>`
    with cells as (
      select count(*)::int as count, avg(p.shown_lat) as lat, avg(p.shown_lng) as lng,
        min(p.shown_lng) as west, min(p.shown_lat) as south, max(p.shown_lng) as east, max(p.shown_lat) as north,
        any_value(p.id) as id
      from properties p where ${where}
      group by floor(p.shown_lng / ${cell.lng}), floor(p.shown_lat / ${cell.lat})
    )
    select c.count, c.lat, c.lng, c.west, c.south, c.east, c.north,
      o.id, o.reference, ${point},
      o.location_precision = 'approximate' as approximate, o.price,
      o.transaction_type as "transactionType", o.sub_category as "subCategory"
    from cells c left join properties o on c.count = 1 and o.id = c.id
    order by c.south, c.west
    limit ${MAP_POINTS_CAP + 1}`;
  const capped = rows.length > MAP_POINTS_CAP;
  let total = 0;
  const data = mergeClose(rows.slice(0, MAP_POINTS_CAP), cell).map((row): MapMarker => {
    total += row.count;
    if (row.count === 1 && row.id) {
      return {
        _id: row.id,
        reference: row.reference!,
        lat: Number(row.pointLat),
        lng: Number(row.pointLng),
        approximate: row.approximate!,
        price: markerPrice(Number(row.price), row.transactionType!),
        type: row.subCategory!,
      };
    }
    return {
      cluster: true,
      count: row.count,
      lat: degrees(row.lat),
      lng: degrees(row.lng),
      west: row.west,
      south: row.south,
      east: row.east,
      north: row.north,
    };
  });
  return { data, meta: { total, capped } };
}

/**
 * The map's answer as sent: a visitor's from the search cache (keyed apart from the search pages, by
 * zoom where it clusters), staff's computed each time.
 */
export async function cachedMapMarkers(
  sql: Sql,
  cache: SearchCache,
  { zoom, ...query }: MapQuery,
  actor: Actor | null | undefined,
): Promise<CachedPage> {
  const clustered = zoom !== undefined && zoom < MAP_POINTS_ZOOM;
  const answer = (realPoints: boolean) => (clustered ? mapClusters(sql, query, zoom, realPoints) : mapPoints(sql, query, realPoints));
  const sendable = (markers: { data: MapMarker[]; meta: MapMeta }): CachedPage => {
    const json = JSON.stringify(markers);
    return { json, etag: etagOf(json), ids: [] };
  };
  if (seesRealPoints(actor)) return sendable(await answer(true));
  // Page, size and sort do not change the markers: one entry serves them all.
  const key = `map:${clustered ? zoom : 'points'}:${searchKey({ ...query, page: undefined, limit: undefined, sort: undefined })}`;
  return cache.get(key, async () => sendable(await answer(false)));
}
