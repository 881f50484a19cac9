/**
 * Properties: the search parameters, the query keys the screens share, and the public reads as
 * TanStack Query options, network first, written through to the device store and answered from it
 * when the network is gone (networkFirst.ts); the properties this device opened last.
 */
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Envelope } from '../../contract/answers.ts';
import type { SearchSort } from '../../contract/catalog.ts';
import type { Property } from '../../contract/properties.ts';
import type { PropertyPage } from '../../contract/rendering.ts';
import { afterDeviceWanted } from '../lib/startup.ts';
import { getAuth } from '../lib/store.ts';
import { warmMedia } from '../offline/mediaWarmup.ts';
import { api } from './api.ts';
import { loadDevice } from './device/load.ts';
import { networkFirst, type DeviceSource } from './networkFirst.ts';

/** The query string of GET /properties/search; absent or empty fields are not sent. */
export interface PropertySearchParams {
  q?: string;
  propertyType?: string;
  transactionType?: string;
  category?: string;
  minPrice?: number;
  maxPrice?: number;
  bedrooms?: number;
  bathrooms?: number;
  minSqft?: number;
  maxSqft?: number;
  /** Listing facts: `bhk=2,3`, `possession=ready|under_construction|2027`, `amenities=lift,gym`. */
  bhk?: string;
  possession?: string;
  furnishing?: string;
  minCarpet?: number;
  maxCarpet?: number;
  amenities?: string;
  /** Rentals open to a kind of tenant: family, bachelors or company. */
  tenants?: string;
  /** A project's id: its units only. */
  project?: string;
  /** The map's box, `minLng,minLat,maxLng,maxLat`: listings shown inside it. */
  bbox?: string;
  sort?: SearchSort;
  page?: number;
  limit?: number;
}

export type { PropertyPage };

/** Drops empty values so the URL and the cache key stay canonical. */
export function compactSearchParams(params: PropertySearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    query[key] = String(value);
  }
  return query;
}

export const propertyKeys = {
  all: ['properties'] as const,
  search: (params: PropertySearchParams) => ['properties', 'search', compactSearchParams(params)] as const,
  searchPages: (params: PropertySearchParams) => ['properties', 'search-pages', compactSearchParams(params)] as const,
  detail: (id: string) => ['properties', 'detail', id] as const,
  similar: (id: string) => ['properties', 'similar', id] as const,
};

export function searchProperties(params: PropertySearchParams, signal?: AbortSignal): Promise<PropertyPage> {
  return api.get<PropertyPage>('properties/search', { searchParams: compactSearchParams(params), signal });
}

/** The device key of one answered page: a search and a listing page with the same filters share it. */
function pageKey(params: PropertySearchParams, page: number): [string, Record<string, string>, number] {
  const { page: _page, ...filters } = compactSearchParams(params);
  return ['search', filters, page];
}

/** One search page: from the network, and on the device under its filters and page number. */
function searchPageSource(params: PropertySearchParams, signal?: AbortSignal): DeviceSource<PropertyPage> {
  const [kind, filters, page] = pageKey(params, params.page ?? 1);
  return {
    network: () => searchProperties(params, signal),
    remember: (device, answer, userId) => device.rememberSearchPage(device.searchKey(kind, filters, page), answer, userId),
    recall: (device, userId) => device.recallSearchPage(device.searchKey(kind, filters, page), userId),
  };
}

/** One search page, network first, remembered on the device. */
function searchPageFromNetworkOrDevice(
  context: { client: QueryClient; queryKey: readonly unknown[]; signal: AbortSignal },
  params: PropertySearchParams,
  options: { interim?: boolean } = {},
): Promise<PropertyPage> {
  return networkFirst(context, searchPageSource(params, context.signal), options);
}

/** One property: from the network, and on the device with every picture of its gallery. */
function propertySource(id: string, signal?: AbortSignal): DeviceSource<Property> {
  return {
    network: () => api.get<Envelope<Property>>(`properties/${encodeURIComponent(id)}`, { signal }).then((body) => body.data),
    remember: (device, property, userId) => {
      // An opened property should open fully offline: every picture of its gallery, not only the one looked at.
      warmMedia([...(property.images ?? []), ...(property.thumbnails ?? [])]);
      return device.rememberProperty(property, userId);
    },
    recall: (device, userId) => device.recallProperty(id, userId),
  };
}

/**
 * What the server rendered a page with, kept on the device as the screen's own query keeps a
 * network answer (for nobody in particular: the server renders for no one), so a page first seen
 * server-rendered opens offline too. Nothing happens where the cache holds no such data.
 */
export const keepShown = {
  searchPage: (client: QueryClient, params: PropertySearchParams) =>
    keep(searchPageSource(params), client.getQueryData(propertySearchQuery(params).queryKey)),
  firstListingPage: (client: QueryClient, params: Omit<PropertySearchParams, 'page'>) =>
    keep(searchPageSource({ ...params, page: 1 }), client.getQueryData(propertyPagesQuery(params).queryKey)?.pages[0]),
  property: (client: QueryClient, id: string) => keep(propertySource(id), client.getQueryData(propertyQuery(id).queryKey)),
};

async function keep<T>(source: DeviceSource<T>, data: T | undefined): Promise<void> {
  if (data === undefined) return;
  await source.remember(await loadDevice(), data, null);
}

export function propertySearchQuery(params: PropertySearchParams) {
  return queryOptions({
    queryKey: propertyKeys.search(params),
    queryFn: (context) => searchPageFromNetworkOrDevice(context, params),
  });
}

/** "Load more" pages of one search. */
export function propertyPagesQuery(params: Omit<PropertySearchParams, 'page'>) {
  return infiniteQueryOptions({
    queryKey: propertyKeys.searchPages(params),
    // Pages arrive one by one into a list: no interim answer, the device only stands in offline.
    queryFn: (context) => searchPageFromNetworkOrDevice(context, { ...params, page: context.pageParam }, { interim: false }),
    initialPageParam: 1,
    getNextPageParam: (last: PropertyPage) => {
      const meta = last.meta;
      if (!meta) return undefined;
      return meta.page * meta.limit < meta.total ? meta.page + 1 : undefined;
    },
  });
}

/**
 * The listings a property page suggests. Straight from the network: the device keeps what was
 * opened, and a suggestion list seen once is not worth keeping offline (the section hides).
 */
export function similarPropertiesQuery(id: string) {
  return queryOptions({
    queryKey: propertyKeys.similar(id),
    queryFn: (context) =>
      api.get<Envelope<Property[]>>(`properties/${encodeURIComponent(id)}/similar`, { signal: context.signal }).then((body) => body.data),
    staleTime: 5 * 60_000,
  });
}

export function propertyQuery(id: string) {
  return queryOptions({
    queryKey: propertyKeys.detail(id),
    queryFn: (context) => networkFirst(context, propertySource(id, context.signal)),
  });
}

export const recentlyViewedKey = ['properties', 'recently-viewed'] as const;

/**
 * The properties this device opened last, newest first, from the device store only: the list is
 * never sent to the server, and it reads the same online and offline.
 */
export function recentlyViewedQuery(userId: string | null) {
  return queryOptions({
    // Per viewer: a shared phone's next user never sees the list of the one before, even from memory.
    queryKey: [...recentlyViewedKey, userId],
    queryFn: async (): Promise<Property[]> => {
      try {
        const device = await loadDevice();
        return await device.recallRecentlyViewed(userId);
      } catch {
        // No IndexedDB (some private modes): nothing remembered.
        return [];
      }
    },
    networkMode: 'always',
  });
}

/**
 * Notes that this device opened a property, and refreshes the list where it shows. Written once the
 * device store is wanted (lib/startup.ts): opening it is no part of showing the page.
 */
export async function recordRecentView(client: QueryClient, property: Property): Promise<void> {
  const viewedAt = Date.now();
  const userId = getAuth().user?._id ?? null;
  await afterDeviceWanted();
  try {
    const device = await loadDevice();
    await device.recordRecentView(property, viewedAt, userId);
  } catch {
    // No IndexedDB (some private modes): nothing recorded, nothing to refresh.
    return;
  }
  await client.invalidateQueries({ queryKey: recentlyViewedKey });
}
