/**
 * The light points of every listing a search finds (GET /properties/map), for the search map:
 * one answer of up to 5,000 points instead of pages of cards. Straight from the network: a map of
 * results is looked at, not kept for a visit.
 */
import { queryOptions } from '@tanstack/react-query';
import type { MapMeta, MapPoint } from '../../contract/places.ts';
import { api } from './api.ts';
import { compactSearchParams, type PropertySearchParams } from './properties.ts';

export type MapPointsAnswer = { data: MapPoint[]; meta: MapMeta };

export function mapPointsQuery(params: PropertySearchParams) {
  // Pages, their size and the order change nothing on a map.
  const { page: _page, limit: _limit, sort: _sort, ...filters } = params;
  const searchParams = compactSearchParams(filters);
  return queryOptions({
    queryKey: ['properties', 'map', searchParams] as const,
    queryFn: ({ signal }) => api.get<MapPointsAnswer>('properties/map', { searchParams, signal }),
  });
}
