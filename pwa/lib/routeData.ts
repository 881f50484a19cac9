/**
 * The data a page opens with, asked for as the app starts: the listing's first page and a
 * property's details go out alongside the screen's code, not once that code has loaded and
 * rendered. The query options (and so the cache keys) are the screens' own.
 */
import type { QueryClient } from '@tanstack/react-query';
import { listingSearchParams, readListingFilter } from '../features/listings/listingFilter.ts';
import { propertyPagesQuery, propertyQuery } from './properties.ts';

/** wouter matches paths decoded with decodeURI; a malformed escape stays as it is. */
function decodePath(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}

export function prefetchRouteData(client: QueryClient, pathname: string, search: string): void {
  const path = decodePath(pathname);
  const listing = /^\/(residential|commercial)\/?$/i.exec(path);
  if (listing) {
    const listingPath = listing[1]!.toLowerCase() === 'commercial' ? '/commercial' : '/residential';
    void client.prefetchInfiniteQuery(propertyPagesQuery(listingSearchParams(readListingFilter(listingPath, search))));
    return;
  }
  const property = /^\/property\/([^/]+)\/?$/i.exec(path);
  const id = property?.[1]!.trim();
  if (id) void client.prefetchQuery(propertyQuery(id));
}
