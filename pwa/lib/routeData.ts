/**
 * The data a page opens with. The server renders a listing's first page and a property's details
 * into the page itself (api/pageRenderer.ts) and sends the data along, which main.tsx puts in the
 * query cache before React adopts the page; without it, the app asks for that data as it starts,
 * alongside the screen's code (prefetchRouteData, pwa/offline/queries.ts), not once that code has
 * loaded and rendered. The cache keys are the screens' own.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Property } from '../../api/contract/index.ts';
import { listingSearchParams, readListingFilter } from '../features/listings/listingFilter.ts';
import { compactSearchParams, propertyKeys, type PropertyPage, type PropertySearchParams } from './properties.ts';

/** What a page needs from the API: a property by id, or the first page of a search. */
export type RouteRequest = { kind: 'property'; id: string } | { kind: 'search'; params: Record<string, string> };

/** The answer to a RouteRequest, as the API sends it. */
export type RouteData = { kind: 'property'; property: Property } | { kind: 'search'; page: PropertyPage };

/** wouter matches paths decoded with decodeURI; a malformed escape stays as it is. */
function decodePath(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}

/** The listing's query, or the property's id, at this address (as the screens read them). */
export function routeQuery(pathname: string, search: string): { listing: Omit<PropertySearchParams, 'page'> } | { id: string } | null {
  const path = decodePath(pathname);
  const listing = /^\/(residential|commercial)\/?$/i.exec(path);
  if (listing) {
    const listingPath = listing[1]!.toLowerCase() === 'commercial' ? '/commercial' : '/residential';
    return { listing: listingSearchParams(readListingFilter(listingPath, search)) };
  }
  const id = /^\/property\/([^/]+)\/?$/i.exec(path)?.[1]!.trim();
  return id ? { id } : null;
}

export function routeRequest(pathname: string, search: string): RouteRequest | null {
  const query = routeQuery(pathname, search);
  if (!query) return null;
  return 'id' in query ? { kind: 'property', id: query.id } : { kind: 'search', params: compactSearchParams({ ...query.listing, page: 1 }) };
}

/** Puts data the server sent with the page in the cache, where the screen at this address looks for it. */
export function seedRouteData(client: QueryClient, pathname: string, search: string, data: RouteData): void {
  const query = routeQuery(pathname, search);
  if (!query) return;
  if ('id' in query && data.kind === 'property' && data.property._id === query.id) {
    client.setQueryData(propertyKeys.detail(query.id), data.property);
  } else if ('listing' in query && data.kind === 'search') {
    client.setQueryData(propertyKeys.searchPages(query.listing), { pages: [data.page], pageParams: [1] });
  }
}
