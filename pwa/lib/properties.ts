/** Property and project reads of the API, as TanStack Query options the screens share. */
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Envelope, Project, Property, SearchMeta, SearchSort } from '../../api/contract/index.ts';
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

export function propertySearchQuery(params: PropertySearchParams) {
  return queryOptions({
    queryKey: propertyKeys.search(params),
    queryFn: ({ signal }) => searchProperties(params, signal),
  });
}

/** "Load more" pages of one search. */
export function propertyPagesQuery(params: Omit<PropertySearchParams, 'page'>) {
  return infiniteQueryOptions({
    queryKey: propertyKeys.searchPages(params),
    queryFn: ({ pageParam, signal }) => searchProperties({ ...params, page: pageParam }, signal),
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
    queryFn: ({ signal }) =>
      propertyClient.get<Envelope<Property>>(`properties/${encodeURIComponent(id)}`, { signal }).then((body) => body.data),
  });
}

export const projectKeys = { all: ['projects'] as const };

export function projectsQuery() {
  return queryOptions({
    queryKey: projectKeys.all,
    queryFn: ({ signal }) => propertyClient.get<Envelope<Project[]>>('projects', { signal }).then((body) => body.data),
  });
}

export const favoriteKeys = { all: ['favorites'] as const };

/** POST /properties/:id/favorite toggles; the answer says the new state. */
export function toggleFavorite(id: string): Promise<Envelope<{ favorite: boolean }>> {
  return propertyClient.post<Envelope<{ favorite: boolean }>>(`properties/${encodeURIComponent(id)}/favorite`);
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
