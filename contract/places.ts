/**
 * Where a listing or project is: its point, how precisely it is published, greater Surat's bounds,
 * the map's box and its light points. What a reader is shown of a point is decided on the server
 * (api/presenters/place.ts).
 */
import * as v from 'valibot';
import { described, flag } from './fields.ts';
import { BBOX_MAX_DEGREES } from './mapBox.ts';

export const locationPrecisions = ['exact', 'approximate'] as const;
export type LocationPrecision = (typeof locationPrecisions)[number];

/** Metres of the circle an approximate point is shown as: the real point lies inside it. */
export const APPROXIMATE_RADIUS_M = 300;

/** Greater Surat (Olpad to Sachin, Hazira to Kamrej): a pin outside needs the admin's confirmation. */
export const suratBounds = { minLat: 20.95, maxLat: 21.4, minLng: 72.55, maxLng: 73.05 } as const;

export const OUTSIDE_SURAT = 'Place the pin within Surat';

/** The most points GET /properties/map answers. */
export const MAP_POINTS_CAP = 5000;

export const insideSurat = (lat: number, lng: number): boolean =>
  lat >= suratBounds.minLat && lat <= suratBounds.maxLat && lng >= suratBounds.minLng && lng <= suratBounds.maxLng;

/** The stored place fields of a listing or project (lat and lng are both set or both null). */
export const placeFields = {
  lat: described(
    v.nullable(v.number()),
    'Latitude (WGS 84); moved by a stable amount for an approximate location unless the caller is an agent or admin',
  ),
  lng: described(v.nullable(v.number()), 'Longitude (WGS 84); moved like lat'),
  locationPrecision: described(
    v.picklist(locationPrecisions),
    'exact: the pin is the place; approximate: shown as a circle around a moved point',
  ),
};

/** What the answer adds: the circle to draw. */
export const placeAnswer = {
  locationRadius: described(v.nullable(v.number()), 'Metres of the circle to show around the point; null for an exact location'),
};

/** A coordinate on a form: '' for none, else a number between `min` and `max`. */
const coordinate = (label: string, min: number, max: number) =>
  v.optional(
    v.pipe(
      v.union([v.number(), v.string()], `${label} must be a number`),
      v.transform((value) => (typeof value === 'number' ? String(value) : value.trim())),
      v.check(
        (text) => text === '' || (/^-?\d{1,3}(?:\.\d{1,12})?$/.test(text) && Number(text) >= min && Number(text) <= max),
        `${label} must be a number`,
      ),
    ),
    '',
  );

/** The place entries of a form: the pin (both or neither), its precision, and the admin's word that a pin outside Surat is meant. */
export const placeEntries = {
  lat: coordinate('Latitude', -90, 90),
  lng: coordinate('Longitude', -180, 180),
  locationPrecision: v.optional(v.picklist(locationPrecisions, 'Precision must be exact or approximate'), 'approximate'),
  confirmOutside: flag,
};

type PlaceInput = {
  lat: string;
  lng: string;
  confirmOutside: boolean;
};

/** A rule of the pin whose message goes to `lat`. */
const pinRule = <T extends PlaceInput>(ok: (input: T) => boolean, message: string) =>
  v.forward(v.check<T, string>(ok, message), ['lat'] as never) as v.CheckAction<T, string>;

/** The rules of a pin: both coordinates or none; inside greater Surat unless confirmed. */
export function placeRules<T extends PlaceInput>() {
  return [
    pinRule<T>((i) => (i.lat === '') === (i.lng === ''), 'Place the pin with both latitude and longitude'),
    pinRule<T>((i) => i.lat === '' || i.confirmOutside || insideSurat(Number(i.lat), Number(i.lng)), OUTSIDE_SURAT),
  ];
}

/** `minLng,minLat,maxLng,maxLat` in degrees. */
export interface BBox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

const BBOX_PATTERN = /^-?\d{1,3}(?:\.\d+)?(?:,-?\d{1,3}(?:\.\d+)?){3}$/;

/** The `bbox` query field: malformed, inverted or too large boxes are refused with a message. */
export const bboxQuery = v.optional(
  v.pipe(
    v.string(),
    v.regex(BBOX_PATTERN, 'bbox must be minLng,minLat,maxLng,maxLat in degrees'),
    v.transform((text): BBox => {
      const [minLng, minLat, maxLng, maxLat] = text.split(',').map(Number) as [number, number, number, number];
      return { minLng, minLat, maxLng, maxLat };
    }),
    v.check(
      (box) => Math.abs(box.minLat) <= 90 && Math.abs(box.maxLat) <= 90 && Math.abs(box.minLng) <= 180 && Math.abs(box.maxLng) <= 180,
      'bbox must be minLng,minLat,maxLng,maxLat in degrees',
    ),
    v.check((box) => box.minLng < box.maxLng && box.minLat < box.maxLat, 'bbox must give the south-west corner before the north-east one'),
    v.check(
      (box) => box.maxLng - box.minLng <= BBOX_MAX_DEGREES && box.maxLat - box.minLat <= BBOX_MAX_DEGREES,
      `bbox may span at most ${BBOX_MAX_DEGREES} degrees each way`,
    ),
  ),
);

/** One listing on the map: what a marker and its label need. */
export const MapPoint = v.object({
  _id: described(v.string(), 'UUID'),
  reference: v.string(),
  lat: v.number(),
  lng: v.number(),
  approximate: described(v.boolean(), 'Shown as a circle: the point is moved from the real one'),
  price: described(v.string(), "Short price, e.g. '₹ 85 L' ('/ month' for rents)"),
  type: described(v.string(), 'The category: apartment, villa, office…'),
});
export type MapPoint = v.InferOutput<typeof MapPoint>;

/** From this zoom on, the map answers every listing as its own point (a building's flats are apart only here). */
export const MAP_POINTS_ZOOM = 17;
/** The widest zoom a map query takes (a whole hemisphere in one tile); Leaflet's deepest is below the largest. */
export const MAP_ZOOM_MAX = 22;
/** Pixels of a cluster's cell on the screen: markers closer than this are drawn as one. */
export const MAP_CELL_PX = 64;

/** The map's zoom level (GET /properties/map): with it the answer groups dense listings into clusters. */
export const mapZoom = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d{1,2}$/, `zoom must be a whole number from 0 to ${MAP_ZOOM_MAX}`),
    v.transform(Number),
    v.maxValue(MAP_ZOOM_MAX, `zoom must be a whole number from 0 to ${MAP_ZOOM_MAX}`),
  ),
);

/** Listings close together at the map's zoom, drawn as one marker with their count. */
export const MapCluster = v.object({
  cluster: described(v.literal(true), 'Marks a cluster apart from a point'),
  count: described(v.number(), 'Listings in the cluster'),
  lat: described(v.number(), 'The middle of its listings (their shown points)'),
  lng: v.number(),
  west: described(v.number(), "The box around its listings' shown points, for zooming in on them"),
  south: v.number(),
  east: v.number(),
  north: v.number(),
});
export type MapCluster = v.InferOutput<typeof MapCluster>;

/** What a map draws: a listing of its own, or a cluster of several. */
export const MapMarker = v.union([MapPoint, MapCluster]);
export type MapMarker = v.InferOutput<typeof MapMarker>;

export const MapMeta = v.object({
  total: described(v.number(), 'Listings the answer stands for: its points and the counts of its clusters'),
  capped: described(v.boolean(), `More listings match than the ${MAP_POINTS_CAP} points answered (the newest are)`),
});
export type MapMeta = v.InferOutput<typeof MapMeta>;

/** A pin already stored was accepted when it was placed: an edit that keeps it needs no new confirmation. */
export function keptPinConfirmed<T extends { lat?: string; lng?: string; confirmOutside?: boolean }>(
  stored: { lat: string; lng: string },
  merged: T,
): T {
  const kept = String(merged.lat ?? '') === String(stored.lat) && String(merged.lng ?? '') === String(stored.lng);
  const same = kept || (Number(merged.lat) === Number(stored.lat) && Number(merged.lng) === Number(stored.lng));
  return same ? { ...merged, confirmOutside: true } : merged;
}

/** The form fields of a pin: a form without them places no pin. */
export type PlaceFormField = keyof typeof placeEntries;
