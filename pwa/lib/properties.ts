/**
 * Property and project calls of the API: search parameters, the query keys the screens share and
 * the cache update of a favourite. The query options of the public reads, which go network first
 * and fall back to the device store, are in pwa/offline/queries.ts; admin screens use their own
 * (pwa/lib/admin.ts) and never read the device.
 */
import type { QueryClient, QueryFilters } from '@tanstack/react-query';
import type { SearchSort } from '../../contract/catalog.ts';
import type { Property } from '../../contract/properties.ts';
import type { PropertyPage } from '../../contract/rendering.ts';
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
  /** Listing facts: `bhk=2,3`, `possession=ready|under_construction|2027`, `amenities=lift,gym`. */
  bhk?: string;
  possession?: string;
  furnishing?: string;
  minCarpet?: number;
  maxCarpet?: number;
  amenities?: string;
  /** A project's id: its units only. */
  project?: string;
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
  return propertyClient.get<PropertyPage>('properties/search', { searchParams: compactSearchParams(params), signal });
}

export const projectKeys = {
  all: ['projects'] as const,
  /** One project, by the id or slug its address names. */
  detail: (idOrSlug: string) => ['projects', 'detail', idOrSlug] as const,
};

export const favoriteKeys = { all: ['favorites'] as const };

/**
 * Writes a property's new favourite flag into every cached list and detail that holds it.
 *
 * A list or detail being fetched at that moment (a refetch on reconnecting, say) was read before the
 * change reached the server, and its answer would put the old flag back: such fetches are cancelled
 * first (each keeps what it showed) and marked stale, to be asked again at the next look, after the
 * change has gone out. Resolves once the cache holds the flag.
 */
export async function applyFavoriteToCache(queryClient: QueryClient, id: string, favorite: boolean): Promise<void> {
  const holders: QueryFilters[] = [
    { queryKey: ['properties', 'search'] },
    { queryKey: ['properties', 'search-pages'] },
    { queryKey: propertyKeys.detail(id), exact: true },
  ];
  const inFlight = holders.filter((filters) => queryClient.isFetching(filters) > 0);
  await Promise.all(inFlight.map((filters) => queryClient.cancelQueries(filters)));
  const mark = (property: Property) => (property._id === id ? { ...property, favorite } : property);
  queryClient.setQueriesData<PropertyPage>({ queryKey: ['properties', 'search'] }, (page) =>
    page ? { ...page, data: page.data.map(mark) } : page,
  );
  queryClient.setQueriesData<{ pages: PropertyPage[]; pageParams: unknown[] }>({ queryKey: ['properties', 'search-pages'] }, (pages) =>
    pages ? { ...pages, pages: pages.pages.map((page) => ({ ...page, data: page.data.map(mark) })) } : pages,
  );
  queryClient.setQueryData<Property>(propertyKeys.detail(id), (property) => (property ? mark(property) : property));
  for (const filters of inFlight) void queryClient.invalidateQueries({ ...filters, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: favoriteKeys.all });
}
