import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Property } from '../contract/properties.ts';
import { listingSearchParams, readListingFilter } from './features/listings/listingFilter.ts';
import { pageData } from './routes.ts';
import type { RouteRequest } from '../contract/rendering.ts';
import { propertyPagesQuery, propertyQuery, propertySearchQuery, similarPropertiesQuery } from './data/properties.ts';
import { featuredSearchParams, initialFeaturedFilter } from './features/home/featuredFilter.ts';
import { readSearchState, toSearchParams } from './features/search/searchFilters.ts';

function spiedClient() {
  const client = new QueryClient();
  const pages = vi.spyOn(client, 'prefetchInfiniteQuery').mockResolvedValue(undefined);
  const detail = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
  return { client, pages, detail };
}

const prefetch = (client: QueryClient, pathname: string, search: string) => pageData(pathname, search)?.prefetch(client);

afterEach(() => vi.restoreAllMocks());

describe('the data a page opens with, asked for in the browser', () => {
  it('asks for the listing page the screen will ask for, filters included', async () => {
    const { client, pages, detail } = spiedClient();
    await prefetch(client, '/residential', '?sub=Plot&purpose=Rent');
    const expected = propertyPagesQuery(listingSearchParams(readListingFilter('/residential', 'sub=Plot&purpose=Rent'))).queryKey;
    expect(pages).toHaveBeenCalledTimes(1);
    expect(pages.mock.calls[0]![0].queryKey).toEqual(expected);
    expect(detail).not.toHaveBeenCalled();
  });

  it("asks for the listings and search results inside the map's box the address names", async () => {
    const bbox = '72.75,21.1,72.85,21.2';
    const { client, pages, detail } = spiedClient();
    await prefetch(client, '/residential', `?view=map&bbox=${bbox}`);
    expect(pages.mock.calls[0]![0].queryKey).toEqual(
      propertyPagesQuery({ ...listingSearchParams(readListingFilter('/residential', '')), bbox }).queryKey,
    );
    await prefetch(client, '/search', `?q=vesu&bbox=${bbox}`);
    expect(detail.mock.calls[0]![0].queryKey).toEqual(propertySearchQuery({ ...toSearchParams(readSearchState('q=vesu')), bbox }).queryKey);
  });

  it('matches the paths as the router does: any case, a trailing slash', async () => {
    const { client, pages } = spiedClient();
    await prefetch(client, '/Commercial/', '');
    expect(pages.mock.calls[0]![0].queryKey).toEqual(
      propertyPagesQuery(listingSearchParams(readListingFilter('/commercial', ''))).queryKey,
    );
  });

  it("asks for a property's details by its decoded id", async () => {
    const { client, pages, detail } = spiedClient();
    await prefetch(client, '/property/abc%20123', '');
    expect(detail.mock.calls[0]![0].queryKey).toEqual(propertyQuery('abc 123').queryKey);
    expect(detail.mock.calls[1]![0].queryKey).toEqual(similarPropertiesQuery('abc 123').queryKey);
    expect(pages).not.toHaveBeenCalled();
  });

  it("asks for home's featured six as its widget does", async () => {
    const { client, pages, detail } = spiedClient();
    await prefetch(client, '/', '');
    expect(detail.mock.calls[0]![0].queryKey).toEqual(propertySearchQuery(featuredSearchParams(initialFeaturedFilter)).queryKey);
    expect(pages).not.toHaveBeenCalled();
  });

  it('asks for the search results the screen will ask for, read from the query string as it reads it', async () => {
    const { client, pages, detail } = spiedClient();
    await prefetch(client, '/search', '?q=vesu&propertyType=Commercial&page=2');
    expect(detail.mock.calls[0]![0].queryKey).toEqual(
      propertySearchQuery(toSearchParams(readSearchState('q=vesu&propertyType=Commercial&page=2'))).queryKey,
    );
    expect(detail.mock.calls[0]![0].queryKey).toEqual([
      'properties',
      'search',
      expect.objectContaining({ q: 'vesu', propertyType: 'Commercial', page: '2' }),
    ]);
    expect(pages).not.toHaveBeenCalled();
  });

  it('asks for nothing elsewhere', () => {
    for (const path of ['/property', '/property/', '/property/%20', '/property/a/b', '/projects', '/admincp/properties']) {
      expect(pageData(path, '')).toBeNull();
    }
  });
});

describe('the data a page opens with, answered on the server', () => {
  const property = { _id: 'p-1', title: 'Sea-facing flat' } as Property;
  const page = { message: 'ok', data: [property], meta: { page: 1, limit: 12, total: 1 } };

  it('asks the server for the listing page the screen shows, as query-string fields', () => {
    expect(pageData('/residential', '')?.request).toEqual({
      kind: 'search',
      params: { propertyType: 'Residential', sort: 'newest', limit: '12', page: '1' },
    });
    expect(pageData('/property/p-1', '')?.request).toEqual({ kind: 'property', id: 'p-1' });
    // Home opens with its hero: the first card's photo is not the page's lead picture.
    expect(pageData('/', '')?.request).toEqual({ kind: 'search', params: { limit: '6', sort: 'newest' }, lead: false });
    expect(pageData('/aboutus', '')).toBeNull();
  });

  it('puts what the server loaded where the screens look for it', async () => {
    const client = new QueryClient();
    const similar = [{ _id: 'p-2', title: 'Flat next door' } as Property];
    const load = vi.fn(async (request: RouteRequest) => (request.kind === 'similar' ? similar : property));
    const detail = pageData('/property/p-1', '')!;
    await detail.prefetch(client, load);
    expect(load).toHaveBeenCalledWith({ kind: 'property', id: 'p-1' });
    expect(load).toHaveBeenCalledWith({ kind: 'similar', id: 'p-1' });
    expect(detail.queryKey).toEqual(propertyQuery('p-1').queryKey);
    expect(client.getQueryData(propertyQuery('p-1').queryKey)).toBe(property);
    expect(client.getQueryData(similarPropertiesQuery('p-1').queryKey)).toBe(similar);

    const listing = pageData('/residential', '')!;
    await listing.prefetch(client, async () => page);
    expect(client.getQueryData(propertyPagesQuery(listingSearchParams(readListingFilter('/residential', ''))).queryKey)).toEqual({
      pages: [page],
      pageParams: [1],
    });
    expect(client.getQueryCache().getAll()).toHaveLength(3);
  });
});
