/**
 * Property and project reads of the API, as TanStack Query options the screens share. The public
 * reads go network first and fall back to the device store (pwa/offline), which every successful
 * read writes through to; admin screens use their own options (pwa/lib/admin.ts) and never read
 * the device.
 */
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Envelope, Project, Property, SavedProperty, SearchMeta, SearchSort } from '../../api/contract/index.ts';
import { warmMedia } from '../offline/mediaWarmup.ts';
import { networkFirst } from '../offline/networkFirst.ts';
import { propertyClient } from './http.ts';

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
  sort?: SearchSort;
  page?: number;
  limit?: number;
}

export type PropertyPage = Envelope<Property[], SearchMeta>;

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
};

export function searchProperties(params: PropertySearchParams, signal?: AbortSignal): Promise<PropertyPage> {
  return propertyClient.get<PropertyPage>('properties/search', { searchParams: compactSearchParams(params), signal });
}

/** The device key of one answered page: a search and a listing page with the same filters share it. */
function pageKey(params: PropertySearchParams, page: number): [string, Record<string, string>, number] {
  const { page: _page, ...filters } = compactSearchParams(params);
  return ['search', filters, page];
}

/** One search page, network first, remembered on the device. */
function searchPageFromNetworkOrDevice(
  context: { client: QueryClient; queryKey: readonly unknown[]; signal: AbortSignal },
  params: PropertySearchParams,
  options: { interim?: boolean } = {},
): Promise<PropertyPage> {
  const [kind, filters, page] = pageKey(params, params.page ?? 1);
  return networkFirst(
    context,
    {
      network: () => searchProperties(params, context.signal),
      remember: (device, answer, userId) => device.rememberSearchPage(device.offlineDb(), device.searchKey(kind, filters, page), answer, userId),
      recall: (device, userId) => device.recallSearchPage(device.offlineDb(), device.searchKey(kind, filters, page), userId),
    },
    options,
  );
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

export function propertyQuery(id: string) {
  return queryOptions({
    queryKey: propertyKeys.detail(id),
    queryFn: (context) =>
      networkFirst(context, {
        network: () =>
          propertyClient.get<Envelope<Property>>(`properties/${encodeURIComponent(id)}`, { signal: context.signal }).then((body) => body.data),
        remember: (device, property, userId) => {
          // An opened property should open fully offline: every picture of its gallery, not only the one looked at.
          warmMedia([...(property.images ?? []), ...(property.thumbnails ?? [])]);
          return device.rememberProperty(device.offlineDb(), property, userId);
        },
        recall: (device, userId) => device.recallProperty(device.offlineDb(), id, userId),
      }),
  });
}

export const projectKeys = { all: ['projects'] as const };

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

export const favoriteKeys = { all: ['favorites'] as const };

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

/** Writes a property's new favourite flag into every cached list and detail that holds it. */
export function applyFavoriteToCache(queryClient: QueryClient, id: string, favorite: boolean): void {
  const mark = (property: Property) => (property._id === id ? { ...property, favorite } : property);
  queryClient.setQueriesData<PropertyPage>({ queryKey: ['properties', 'search'] }, (page) =>
    page ? { ...page, data: page.data.map(mark) } : page,
  );
  queryClient.setQueriesData<{ pages: PropertyPage[]; pageParams: unknown[] }>(
    { queryKey: ['properties', 'search-pages'] },
    (pages) => (pages ? { ...pages, pages: pages.pages.map((page) => ({ ...page, data: page.data.map(mark) })) } : pages),
  );
  queryClient.setQueryData<Property>(propertyKeys.detail(id), (property) => (property ? mark(property) : property));
  void queryClient.invalidateQueries({ queryKey: favoriteKeys.all });
}
