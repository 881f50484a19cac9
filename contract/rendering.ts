/**
 * What the server and the app's render module (pwa/prerender.tsx, built to dist/ssr/render.js)
 * say to each other when a page is rendered with its data: the request a page's data comes from,
 * the API's answer to it, and the rendered markup with the query cache it was made from.
 */
import type { Envelope } from './answers.ts';
import type { LocalityFigures } from './localityFigures.ts';
import type { Project } from './projects.ts';
import type { Property } from './properties.ts';
import type { SearchMeta } from './search.ts';

/** What a page needs from the API: a property by id, the listings like it, a project by id or slug, a locality's figures by its slug, or the first page of a search (home's featured six among them). */
export type RouteRequest =
  | { kind: 'property'; id: string }
  | { kind: 'project'; id: string }
  | { kind: 'locality'; slug: string }
  | { kind: 'similar'; id: string }
  /** `lead: false`: the page opens with a picture of its own (home's hero), not its first card's. */
  | { kind: 'search'; params: Record<string, string>; lead?: false };

/** One page of search results, as the API sends it. */
export type PropertyPage = Envelope<Property[], SearchMeta>;

/** The API's answer to a RouteRequest, as it sends it (its `data` for a property, its similar listings, a project and a locality). */
export type RouteAnswer = Property | Project | Property[] | PropertyPage | LocalityFigures;

/** The answer is one project (a project has an id and a slug, a property no slug, a locality no id). */
export const isProjectAnswer = (answer: RouteAnswer | null | undefined): answer is Project =>
  Boolean(answer) && !Array.isArray(answer) && 'slug' in answer! && '_id' in answer!;

/** The answer is a locality's figures. */
export const isLocalityAnswer = (answer: RouteAnswer | null | undefined): answer is LocalityFigures =>
  Boolean(answer) && !Array.isArray(answer) && 'forSale' in answer!;

/** The answer is one property. */
export const isPropertyAnswer = (answer: RouteAnswer | null | undefined): answer is Property =>
  Boolean(answer) && !Array.isArray(answer) && '_id' in answer! && !('slug' in answer!);

/** Answers a RouteRequest on the server; null when there is nothing to show (an unknown property). */
export type RouteLoader = (request: RouteRequest) => Promise<RouteAnswer | null>;

/** A page rendered for the server: what goes inside #root, and the (dehydrated) cache it was rendered with. */
export interface RenderedApp {
  markup: string;
  state: unknown;
}

/** The schema.org data the server writes into a page (api/structuredData.ts builds it). */
export type StructuredDataKind = 'agency' | 'listing' | 'projects' | 'project' | 'locality';

/**
 * What a page says about itself in its server-rendered head: its <title>, meta description,
 * canonical URL and the Open Graph / Twitter card tags made from them (pwa/routes.ts gives every
 * route its own).
 */
export interface PageHead {
  /** The whole <title>. */
  title: string;
  /** The meta description, about 150 characters. */
  description: string;
  /** The canonical path (no origin, no query string). */
  canonicalPath: string;
  /** The picture link previews show: a path on this site; the server may put a listing's share image instead. */
  image?: string;
  /** Kept out of search engines and the sitemap (account screens). */
  noindex?: boolean;
  structuredData?: StructuredDataKind;
  /** The page's language (`<html lang>`, og:locale) when not English: `gu`, `hi`. */
  lang?: string;
  /** The same page in each language, for `<link rel="alternate" hreflang>` (en, gu, hi, x-default). */
  alternates?: { hreflang: string; path: string }[];
}

/** How a page is rendered with its data: `gone`, its own record answered as missing; `search`, its query string (`q=vesu`, no `?`). */
export interface RenderOptions {
  gone?: boolean;
  search?: string;
}

/** The render module's functions the server calls. */
export interface PageRenderModule {
  routeRequest(pathname: string, search?: string): RouteRequest | null;
  /**
   * With `gone`, the page's own record is answered as missing (404): a property page is rendered as
   * the removed listing's page (its similar listings loaded), a project page as the 404 screen.
   */
  /** Without `load`, as the page shows before its data arrives (an unknown address: the 404 screen). */
  renderPage(pathname: string, load?: RouteLoader, options?: RenderOptions): Promise<RenderedApp | null>;
  /** The head of the page at `pathname`, from the data it shows (a property's); null when no route matches it (404). */
  pageHead(pathname: string, answer?: RouteAnswer | null): PageHead | null;
  /** The head of an address no route matches, in the language of its path (a module built before it had none: the server's English). */
  notFoundHead?(pathname: string): PageHead;
  /** The public pages with a path of their own (for the sitemap) and the paths kept from search engines (robots.txt). */
  crawlRules(): { indexable: string[]; disallowed: string[] };
}
