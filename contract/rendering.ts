/**
 * What the server and the app's render module (pwa/prerender.tsx, built to dist/ssr/render.js)
 * say to each other when a page is rendered with its data: the request a page's data comes from,
 * the API's answer to it, and the rendered markup with the query cache it was made from.
 */
import type { Envelope, Property, SearchMeta } from './entities.ts';

/** What a page needs from the API: a property by id, or the first page of a search. */
export type RouteRequest = { kind: 'property'; id: string } | { kind: 'search'; params: Record<string, string> };

/** One page of search results, as the API sends it. */
export type PropertyPage = Envelope<Property[], SearchMeta>;

/** The API's answer to a RouteRequest, as it sends it. */
export type RouteAnswer = Property | PropertyPage;

/** Answers a RouteRequest on the server; null when there is nothing to show (an unknown property). */
export type RouteLoader = (request: RouteRequest) => Promise<RouteAnswer | null>;

/** A page rendered for the server: what goes inside #root, and the (dehydrated) cache it was rendered with. */
export interface RenderedApp {
  markup: string;
  state: unknown;
}

/** The render module's functions the server calls. */
export interface PageRenderModule {
  routeRequest(pathname: string, search?: string): RouteRequest | null;
  renderPage(pathname: string, load: RouteLoader): Promise<RenderedApp | null>;
}
