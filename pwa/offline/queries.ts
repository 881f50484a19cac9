/**
 * The public reads as TanStack Query options the screens share: network first, written through to
 * the device store, and answered from it when the network is gone (see networkFirst.ts).
 */
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Envelope } from '../../contract/answers.ts';
import type { SavedProperty } from '../../contract/favorites.ts';
import type { Project } from '../../contract/projects.ts';
import type { Property } from '../../contract/properties.ts';
import { propertyClient } from '../lib/http.ts';
import {
  compactSearchParams,
  favoriteKeys,
  projectKeys,
  propertyKeys,
  searchProperties,
  type PropertyPage,
  type PropertySearchParams,
} from '../lib/properties.ts';
import { warmMedia } from './mediaWarmup.ts';
import { loadDevice, networkFirst, type DeviceSource } from './networkFirst.ts';
import { afterDeviceWanted } from '../lib/startup.ts';
import { getAuth } from '../lib/store.ts';

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
    remember: (device, answer, userId) =>
      device.rememberSearchPage(device.offlineDb(), device.searchKey(kind, filters, page), answer, userId),
    recall: (device, userId) => device.recallSearchPage(device.offlineDb(), device.searchKey(kind, filters, page), userId),
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
    network: () => propertyClient.get<Envelope<Property>>(`properties/${encodeURIComponent(id)}`, { signal }).then((body) => body.data),
    remember: (device, property, userId) => {
      // An opened property should open fully offline: every picture of its gallery, not only the one looked at.
      warmMedia([...(property.images ?? []), ...(property.thumbnails ?? [])]);
      return device.rememberProperty(device.offlineDb(), property, userId);
    },
    recall: (device, userId) => device.recallProperty(device.offlineDb(), id, userId),
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
      propertyClient
        .get<Envelope<Property[]>>(`properties/${encodeURIComponent(id)}/similar`, { signal: context.signal })
        .then((body) => body.data),
    staleTime: 5 * 60_000,
  });
}

export function propertyQuery(id: string) {
  return queryOptions({
    queryKey: propertyKeys.detail(id),
    queryFn: (context) => networkFirst(context, propertySource(id, context.signal)),
  });
}

export function projectsQuery() {
  return queryOptions({
    queryKey: projectKeys.all,
    queryFn: (context) =>
      networkFirst(context, {
        network: () => propertyClient.get<Envelope<Project[]>>('projects', { signal: context.signal }).then((body) => body.data),
        remember: async (device, projects) => {
          await device.rememberProjects(device.offlineDb(), projects);
          return projects;
        },
        recall: (device) => device.recallProjects(device.offlineDb()),
      }),
  });
}

/**
 * One project by its id or slug, network first; offline, the project as the device's list of
 * projects has it (the projects page keeps that list).
 */
export function projectQuery(idOrSlug: string) {
  return queryOptions({
    queryKey: projectKeys.detail(idOrSlug),
    queryFn: (context) =>
      networkFirst(context, {
        network: () =>
          propertyClient
            .get<Envelope<Project>>(`projects/${encodeURIComponent(idOrSlug)}`, { signal: context.signal })
            .then((body) => body.data),
        remember: async (_device, project) => project,
        recall: async (device) =>
          (await device.recallProjects(device.offlineDb()))?.find((project) => project._id === idOrSlug || project.slug === idOrSlug),
      }),
  });
}

/**
 * The signed-in user's saved properties (GET /favorites), network first and kept on the device
 * with their pictures, so the dashboard opens offline with text and images.
 */
export function savedPropertiesQuery() {
  return queryOptions({
    queryKey: favoriteKeys.all,
    queryFn: (context) =>
      networkFirst(context, {
        network: () => propertyClient.get<Envelope<SavedProperty[]>>('favorites', { signal: context.signal }).then((body) => body.data),
        remember: (device, list, userId) => {
          warmMedia(list.flatMap((property) => [...(property.thumbnails ?? []), ...(property.images ?? [])]));
          return userId ? device.rememberSavedList(device.offlineDb(), userId, list) : Promise.resolve(list);
        },
        recall: (device, userId) => (userId ? device.recallSavedList(device.offlineDb(), userId) : Promise.resolve(undefined)),
      }),
  });
}

export const recentlyViewedKey = ['properties', 'recently-viewed'] as const;

/**
 * The properties this device opened last, newest first, from the device store only: the list is
 * never sent to the server, and it reads the same online and offline.
 */
export function recentlyViewedQuery() {
  return queryOptions({
    queryKey: recentlyViewedKey,
    queryFn: async (): Promise<Property[]> => {
      try {
        const device = await loadDevice();
        return await device.recallRecentlyViewed(device.offlineDb(), getAuth().user?._id ?? null);
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
  await afterDeviceWanted();
  try {
    const device = await loadDevice();
    await device.recordRecentView(device.offlineDb(), property, viewedAt);
  } catch {
    // No IndexedDB (some private modes): nothing recorded, nothing to refresh.
    return;
  }
  await client.invalidateQueries({ queryKey: recentlyViewedKey });
}
