import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listingSearchParams, readListingFilter } from '../features/listings/listingFilter.ts';
import { routeRequest, seedRouteData } from '../lib/routeData.ts';
import { prefetchRouteData, propertyPagesQuery, propertyQuery } from './queries.ts';
import type { Property } from '../../api/contract/index.ts';

function spiedClient() {
  const client = new QueryClient();
  const pages = vi.spyOn(client, 'prefetchInfiniteQuery').mockResolvedValue(undefined);
  const detail = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
  return { client, pages, detail };
}

afterEach(() => vi.restoreAllMocks());

describe('prefetchRouteData', () => {
  it('asks for the listing page the screen will ask for, filters included', () => {
    const { client, pages, detail } = spiedClient();
    prefetchRouteData(client, '/residential', '?sub=Plot&purpose=Rent');
    const expected = propertyPagesQuery(listingSearchParams(readListingFilter('/residential', 'sub=Plot&purpose=Rent'))).queryKey;
    expect(pages).toHaveBeenCalledTimes(1);
    expect(pages.mock.calls[0]![0].queryKey).toEqual(expected);
    expect(detail).not.toHaveBeenCalled();
  });

  it('matches the paths as the router does: any case, a trailing slash', () => {
    const { client, pages } = spiedClient();
    prefetchRouteData(client, '/Commercial/', '');
    expect(pages.mock.calls[0]![0].queryKey).toEqual(propertyPagesQuery(listingSearchParams(readListingFilter('/commercial', ''))).queryKey);
  });

  it("asks for a property's details by its decoded id", () => {
    const { client, pages, detail } = spiedClient();
    prefetchRouteData(client, '/property/abc%20123', '');
    expect(detail.mock.calls[0]![0].queryKey).toEqual(propertyQuery('abc 123').queryKey);
    expect(pages).not.toHaveBeenCalled();
  });

  it('asks for nothing elsewhere', () => {
    const { client, pages, detail } = spiedClient();
    for (const path of ['/', '/search', '/property', '/property/', '/property/a/b', '/projects', '/admincp/properties']) prefetchRouteData(client, path, '');
    expect(pages).not.toHaveBeenCalled();
    expect(detail).not.toHaveBeenCalled();
  });
});

describe('routeRequest and seedRouteData', () => {
  const property = { _id: 'p-1', title: 'Sea-facing flat' } as Property;
  const page = { message: 'ok', data: [property], meta: { page: 1, limit: 12, total: 1 } };

  it('asks the server for the listing page the screen shows, as query-string fields', () => {
    expect(routeRequest('/residential', '')).toEqual({
      kind: 'search',
      params: { propertyType: 'Residential', sort: 'newest', limit: '12', page: '1' },
    });
    expect(routeRequest('/property/p-1', '')).toEqual({ kind: 'property', id: 'p-1' });
    expect(routeRequest('/aboutus', '')).toBeNull();
  });

  it('puts what the server sent where the screens look, and nothing for another address', () => {
    const client = new QueryClient();
    seedRouteData(client, '/property/p-1', '', { kind: 'property', property });
    expect(client.getQueryData(propertyQuery('p-1').queryKey)).toBe(property);

    seedRouteData(client, '/residential', '', { kind: 'search', page });
    expect(client.getQueryData(propertyPagesQuery(listingSearchParams(readListingFilter('/residential', ''))).queryKey)).toEqual({
      pages: [page],
      pageParams: [1],
    });

    seedRouteData(client, '/property/p-2', '', { kind: 'property', property });
    seedRouteData(client, '/aboutus', '', { kind: 'search', page });
    expect(client.getQueryCache().getAll()).toHaveLength(2);
  });
});
