/**
 * The data a page opens with, rendered into it by the server and hydrated by the app, under the screens' own query keys.
 * Why: docs/decisions/012-server-rendered-pages.md
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Project } from '../contract/projects.ts';
import type { Property } from '../contract/properties.ts';
import type { RouteAnswer, RouteRequest } from '../contract/rendering.ts';
import { featuredSearchParams, initialFeaturedFilter } from './features/home/featuredFilter.ts';
import { listingSearchParams, readListingFilter, type ListingPath } from './features/listings/listingFilter.ts';
import { readSearchState, toSearchParams } from './features/search/searchFilters.ts';
import { projectUnitsParams } from './features/projects/projectUnits.ts';
import { boxParams, readResultsPlace } from './features/maps/resultsView.ts';
import { compactSearchParams, type PropertyPage, type PropertySearchParams } from './data/properties.ts';
import { keepShown, propertyPagesQuery, propertyQuery, propertySearchQuery, similarPropertiesQuery } from './data/properties.ts';
import { projectQuery } from './data/projects.ts';
import { localityQuery } from './data/localities.ts';
import type { LocalityFigures } from '../contract/localityFigures.ts';

export type { RouteAnswer, RouteLoader, RouteRequest } from '../contract/rendering.ts';

/** The data of one page: the request that fetches it and the screen's query that holds it. */
export interface PageData {
  request: RouteRequest;
  /** Where the screen looks for it in the cache. */
  queryKey: QueryKey;
  /**
   * Fills `client` with it, as the screen's own query: with `load` answering the request (the
   * server), or else with the screen's loader (the API over HTTP; a no-op when the cache has it fresh).
   */
  prefetch: (client: QueryClient, load?: (request: RouteRequest) => Promise<RouteAnswer>) => Promise<void>;
  /** Keeps what `client` holds of it on the device (the server's render of it, adopted), as the screen's query would. */
  remember: (client: QueryClient) => Promise<void>;
}

/** A property's details, by id, and the listings like it shown below them (those may fail alone: the section then hides). */
export function propertyData(id: string): PageData {
  const request: RouteRequest = { kind: 'property', id };
  const similarRequest: RouteRequest = { kind: 'similar', id };
  const query = propertyQuery(id);
  const similar = similarPropertiesQuery(id);
  return {
    request,
    queryKey: query.queryKey,
    prefetch: async (client, load) => {
      await Promise.all([
        client.prefetchQuery(load ? { ...query, queryFn: () => load(request) as Promise<Property> } : query),
        client.prefetchQuery(load ? { ...similar, queryFn: () => load(similarRequest) as Promise<Property[]> } : similar),
      ]);
    },
    // Similar listings are not kept offline (similarPropertiesQuery).
    remember: (client) => keepShown.property(client, id),
  };
}

/**
 * A project, by the id or slug its address names, and the first page of its units (asked for once
 * the project, and so its id, is known; they may fail alone: the section then says so).
 */
export function projectData(idOrSlug: string): PageData {
  const request: RouteRequest = { kind: 'project', id: idOrSlug };
  const query = projectQuery(idOrSlug);
  return {
    request,
    queryKey: query.queryKey,
    prefetch: async (client, load) => {
      await client.prefetchQuery(load ? { ...query, queryFn: () => load(request) as Promise<Project> } : query);
      const project = client.getQueryData(query.queryKey);
      if (!project) return;
      const params = projectUnitsParams(project._id);
      const units = propertySearchQuery(params);
      const unitsRequest: RouteRequest = { kind: 'search', params: compactSearchParams(params) };
      await client.prefetchQuery(load ? { ...units, queryFn: () => load(unitsRequest) as Promise<PropertyPage> } : units);
    },
    // A project is kept offline by the projects list (projectQuery); its units as a search page.
    remember: async (client) => {
      const project = client.getQueryData(query.queryKey);
      if (project) await keepShown.searchPage(client, projectUnitsParams(project._id));
    },
  };
}

/** A locality's figures, by the slug its address names; not kept on the device (its figures change with every listing). */
export function localityData(slug: string): PageData {
  const request: RouteRequest = { kind: 'locality', slug };
  const query = localityQuery(slug);
  return {
    request,
    queryKey: query.queryKey,
    prefetch: (client, load) => client.prefetchQuery(load ? { ...query, queryFn: () => load(request) as Promise<LocalityFigures> } : query),
    remember: async () => {},
  };
}

/**
 * Home's featured properties as the page opens: the first six of its widget's first filter. The
 * hero is the picture home opens with, so the first card's photo is not preloaded.
 */
export function featuredData(): PageData {
  return searchPageData(featuredSearchParams(initialFeaturedFilter), false);
}

/** The first page of a listing, with the filters of its query string. */
export function listingData(path: ListingPath, search: string): PageData {
  const listing = { ...listingSearchParams(readListingFilter(path, search)), ...boxParams(readResultsPlace(search)) };
  const request: RouteRequest = { kind: 'search', params: compactSearchParams({ ...listing, page: 1 }) };
  const query = propertyPagesQuery(listing);
  return {
    request,
    queryKey: query.queryKey,
    prefetch: (client, load) =>
      client.prefetchInfiniteQuery(load ? { ...query, queryFn: () => load(request) as Promise<PropertyPage> } : query),
    remember: (client) => keepShown.firstListingPage(client, listing),
  };
}

/**
 * The search page's results, read from its query string as the screen reads it (readSearchState),
 * so a shared /search?q=… link shows its results before any JavaScript runs.
 */
export function searchData(search: string): PageData {
  return searchPageData({ ...toSearchParams(readSearchState(search)), ...boxParams(readResultsPlace(search)) });
}

/** One page of search results: the server's search answers it, or the client's query. `lead: false` leaves the first photo unpreloaded. */
function searchPageData(params: PropertySearchParams, lead?: false): PageData {
  const request: RouteRequest = { kind: 'search', params: compactSearchParams(params), ...(lead === false && { lead }) };
  const query = propertySearchQuery(params);
  return {
    request,
    queryKey: query.queryKey,
    prefetch: (client, load) => client.prefetchQuery(load ? { ...query, queryFn: () => load(request) as Promise<PropertyPage> } : query),
    remember: (client) => keepShown.searchPage(client, params),
  };
}
