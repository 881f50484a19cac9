/**
 * The markers of a search's map (GET /properties/map): for the box the map shows and its zoom, the
 * listings close together come as clusters counted by the server, so an answer stays a few hundred
 * markers however many listings match. Straight from the network: a map of results is looked at,
 * not kept for a visit.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { MapMarker, MapMeta } from '../../contract/places.ts';
import { api } from './api.ts';
import { compactSearchParams, type PropertySearchParams } from './properties.ts';

export type MapMarkersAnswer = { data: MapMarker[]; meta: MapMeta };

/** The markers of `params`' listings inside `box` (the search's own box when null) at `zoom`. */
export function mapMarkersQuery(params: PropertySearchParams, box: string | null, zoom: number) {
  // Pages, their size and the order change nothing on a map.
  const { page: _page, limit: _limit, sort: _sort, bbox: _bbox, ...filters } = params;
  const searchParams = { ...compactSearchParams({ ...filters, bbox: box ?? params.bbox }), zoom: String(zoom) };
  return queryOptions({
    queryKey: ['properties', 'map', searchParams] as const,
    queryFn: ({ signal }) => api.get<MapMarkersAnswer>('properties/map', { searchParams, signal }),
    // While the next box or zoom loads, the markers of the last stay on the map.
    placeholderData: keepPreviousData,
  });
}
