/**
 * What a reader is shown of a listing's or project's point. Every read presents the point readers
 * may see: an exact one as it is, an approximate one moved by the stable amount the database stores
 * beside it (migrations/00035_places.sql) with a circle around it. Only agents and admins get the
 * real point, put back by `withRealPoints` after the shown one was presented (so cached answers,
 * events, sitemaps and pages never hold it).
 */
import { APPROXIMATE_RADIUS_M, type LocationPrecision } from '../../contract/places.ts';
import type { Actor } from '../context.ts';
import type { Sql, Tx } from '../db.ts';

/** The columns a presented place is read from (alias `alias`), as SQL text. */
export const shownPointColumnList = (alias: 'p') => `"${alias}".shown_lat as "shownLat", "${alias}".shown_lng as "shownLng"`;

/** shownPointColumnList as a fragment of a query. */
export const shownPointColumns = (sql: Sql | Tx, alias: 'p') => sql.unsafe(shownPointColumnList(alias));

export interface PlaceRow {
  locationPrecision: LocationPrecision;
  shownLat: number | string | null;
  shownLng: number | string | null;
}

export interface ShownPlace {
  lat: number | null;
  lng: number | null;
  locationPrecision: LocationPrecision;
  locationRadius: number | null;
}

const coordinate = (value: number | string | null) => (value === null ? null : Number(value));

/** The point a reader who is not staff may see, and the circle to draw around it. */
export function shownPlace(row: PlaceRow): ShownPlace {
  const approximate = row.locationPrecision === 'approximate';
  const lat = coordinate(row.shownLat);
  return {
    lat,
    lng: coordinate(row.shownLng),
    locationPrecision: row.locationPrecision,
    locationRadius: approximate && lat !== null ? APPROXIMATE_RADIUS_M : null,
  };
}

/** Agents and admins keep the exact plot to arrange visits; everyone else sees the shown point. */
export const seesRealPoints = (actor: Actor | null | undefined): boolean => actor?.role === 'agent' || actor?.role === 'admin';

/**
 * The records with their real points when `actor` is staff (one primary-key lookup for all of them);
 * as they are for anyone else.
 */
export async function withRealPoints<T extends { _id: string; lat: number | null; lng: number | null }>(
  sql: Sql | Tx,
  actor: Actor | null | undefined,
  table: 'properties' | 'projects',
  records: T[],
): Promise<T[]> {
  if (!seesRealPoints(actor) || records.length === 0) return records;
  const rows = await sql<{ id: string; lat: number | null; lng: number | null }[]>`
    select id, lat, lng from ${sql(table)} where id = any(${sql.array(records.map((record) => record._id))}::uuid[])`;
  const real = new Map(rows.map((row) => [row.id, row]));
  return records.map((record) => {
    const point = real.get(record._id);
    return point ? { ...record, lat: point.lat, lng: point.lng } : record;
  });
}
