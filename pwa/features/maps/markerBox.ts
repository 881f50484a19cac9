/**
 * The box the search map asks its markers for (GET /properties/map): the part of the map on screen
 * with half a screen's margin each way, so a short pan needs no new answer, snapped out to a
 * hundredth of a degree, so maps moved a little ask the same question (and share the server's cache),
 * kept within the largest box a search takes and within the search's own box.
 */
import { BBOX_MAX_DEGREES } from '../../../contract/mapBox.ts';
import type { MapMarker } from '../../../contract/places.ts';

export interface Box {
  west: number;
  south: number;
  east: number;
  north: number;
}

const SNAP = 100;
const down = (degrees: number) => Math.floor(degrees * SNAP + 1e-9) / SNAP;
const up = (degrees: number) => Math.ceil(degrees * SNAP - 1e-9) / SNAP;

/** `minLng,minLat,maxLng,maxLat`, as the API takes a box. */
export const boxText = (box: Box): string =>
  [box.west, box.south, box.east, box.north].map((degrees) => Number(degrees.toFixed(5))).join(',');

export function parseBox(text: string): Box {
  const [west, south, east, north] = text.split(',').map(Number) as [number, number, number, number];
  return { west, south, east, north };
}

export const containsBox = (outer: Box, inner: Box): boolean =>
  outer.west <= inner.west && outer.south <= inner.south && outer.east >= inner.east && outer.north >= inner.north;

/** The box to ask for while `visible` is on screen, or null when it lies outside the search's box. */
export function markerBox(visible: Box, searchBox: Box | null): Box | null {
  const half = BBOX_MAX_DEGREES / 2;
  const middleLng = (visible.west + visible.east) / 2;
  const middleLat = (visible.south + visible.north) / 2;
  const marginLng = (visible.east - visible.west) / 2;
  const marginLat = (visible.north - visible.south) / 2;
  let box: Box = {
    west: Math.max(down(visible.west - marginLng), up(middleLng - half)),
    south: Math.max(down(visible.south - marginLat), up(middleLat - half)),
    east: Math.min(up(visible.east + marginLng), down(middleLng + half)),
    north: Math.min(up(visible.north + marginLat), down(middleLat + half)),
  };
  if (searchBox) {
    box = {
      west: Math.max(box.west, searchBox.west),
      south: Math.max(box.south, searchBox.south),
      east: Math.min(box.east, searchBox.east),
      north: Math.min(box.north, searchBox.north),
    };
  }
  return box.west < box.east && box.south < box.north ? box : null;
}

/** The box around every marker's listings (a cluster's own box, a point's place), or null for none. */
export function markersBounds(markers: readonly MapMarker[]): Box | null {
  if (markers.length === 0) return null;
  const box = { west: Infinity, south: Infinity, east: -Infinity, north: -Infinity };
  for (const marker of markers) {
    const [west, south, east, north] =
      'cluster' in marker ? [marker.west, marker.south, marker.east, marker.north] : [marker.lng, marker.lat, marker.lng, marker.lat];
    box.west = Math.min(box.west, west);
    box.south = Math.min(box.south, south);
    box.east = Math.max(box.east, east);
    box.north = Math.max(box.north, north);
  }
  return box;
}
