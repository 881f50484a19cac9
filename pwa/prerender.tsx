/**
 * Server rendering of the public pages. The build (scripts/prerender.ts, through Vite) renders each
 * page pwa/routes.ts marks as a first visit sees it before any data arrives (header, page header,
 * skeletons, footer), logged out; the build also bundles this module for the API server
 * (dist/ssr/render.js), which renders a listing's first page and a property's details with their
 * data for each request (api/pageRenderer.ts). Every render has a query client of its own, so
 * requests rendered at the same time share nothing; its dehydrated state goes along in the page
 * and main.tsx hydrates the app from it, so the first render in the browser is the server's.
 */
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from './App.tsx';
import { messages as gujarati } from './i18n/compiled/gu.ts';
import { messages as hindi } from './i18n/compiled/hi.ts';
import { messages as englishCore } from './i18n/compiled/en.ts';
import { messages as ownersEnglish } from './i18n/compiled/areas/owners.en.ts';
import { messages as ownersGujarati } from './i18n/compiled/areas/owners.gu.ts';
import { messages as ownersHindi } from './i18n/compiled/areas/owners.hi.ts';
import { messages as localitiesEnglish } from './i18n/compiled/areas/localities.en.ts';
import { messages as localitiesGujarati } from './i18n/compiled/areas/localities.gu.ts';
import { messages as localitiesHindi } from './i18n/compiled/areas/localities.hi.ts';
// English's messages at once for the app's own renders (see english.ts).
import './i18n/english.ts';
import { createI18n, loadI18n, type I18n } from './i18n/i18n.ts';
import { DEFAULT_LOCALE, splitLocale, type Locale } from './i18n/locales.ts';
import { localityName } from '../contract/gazetteer.ts';
import { createQueryClient } from './lib/queryClient.ts';
import type {
  PageHead,
  PageRenderModule,
  RenderedApp as RenderedPageApp,
  RenderOptions,
  RouteAnswer,
  RouteLoader,
  RouteRequest,
} from '../contract/rendering.ts';
import { ApiError } from './lib/apiError.ts';
import { preloadParts } from './lib/lazyPart.tsx';
import { crawlRules, notFoundHead as notFoundHeadIn, pageData, pageHead as pageHeadIn, preloadScreen } from './routes.ts';

export { crawlRules, localizedPrerenderedPages, prerenderedPages, type LocalizedPage, type PrerenderedPage } from './routes.ts';
export type { RouteAnswer, RouteLoader, RouteRequest } from '../contract/rendering.ts';

/** A page rendered for the server: what goes inside #root, and the cache it was rendered with. */
export interface RenderedApp extends RenderedPageApp {
  state: DehydratedState;
}

/**
 * Every language's messages, at hand for the heads (this module runs on the server only), with the
 * owners' and localities' areas': their pages' heads are said only there, so no other page's script carries them.
 */
const headMessages: Record<Locale, I18n> = {
  en: createI18n('en', { ...englishCore, ...ownersEnglish, ...localitiesEnglish }),
  gu: createI18n('gu', { ...gujarati, ...ownersGujarati, ...localitiesGujarati }),
  hi: createI18n('hi', { ...hindi, ...ownersHindi, ...localitiesHindi }),
};
const messagesOf = (pathname: string) => headMessages[splitLocale(pathname).locale];

/** `Vesu, Surat` in `locale`, each place the gazetteer knows in its script (`વેસુ, સુરત`). */
const placeIn = (locale: Locale) => (location: string) =>
  locale === DEFAULT_LOCALE
    ? location
    : location
        .split(', ')
        .map((part) => localityName(part, locale))
        .join(', ');

/** The head of the page at `pathname` in its language (`/gu/…`: Gujarati); null when no route matches it. */
export function pageHead(pathname: string, answer?: RouteAnswer | null): PageHead | null {
  return pageHeadIn(pathname, answer, messagesOf(pathname), placeIn(splitLocale(pathname).locale));
}

/** The head of an address no route matches, in its language. */
export function notFoundHead(pathname: string): PageHead {
  return notFoundHeadIn(pathname, messagesOf(pathname));
}

/** The request the data of the page at `pathname` comes from, if it has any. */
export function routeRequest(pathname: string, search = ''): RouteRequest | null {
  return pageData(pathname, search)?.request ?? null;
}

/** What the API says of a page's own record that is missing. */
const NOT_FOUND: Partial<Record<RouteRequest['kind'], string>> = {
  property: 'Property not found',
  project: 'Project not found',
  locality: 'Locality not found',
};

/** The answer `load` found nothing for (an unknown property): the page is not rendered with data. */
class NothingToShow extends Error {}

/**
 * Fills `client` with the page's data through `load`; false when the page has none or `load` finds
 * none. A `gone` page's own record is answered as the API answers a removed one (404), so its
 * screen shows that, with whatever else the page loads (a removed listing's similar listings).
 */
async function loadPageData(client: QueryClient, pathname: string, search: string, load: RouteLoader, gone: boolean): Promise<boolean> {
  const data = pageData(pathname, search);
  if (!data) return false;
  await data.prefetch(client, async (request) => {
    if (gone && request === data.request) throw new ApiError(NOT_FOUND[request.kind] ?? 'Not found', { status: 404 });
    const answer: RouteAnswer | null = await load(request);
    if (answer === null) throw new NothingToShow();
    return answer;
  });
  const { status, error } = client.getQueryState(data.queryKey) ?? {};
  if (status === 'success') return true;
  if (gone && error instanceof ApiError) return true;
  if (error instanceof NothingToShow) return false;
  throw error ?? new Error(`Loading the data of ${pathname} failed`);
}

/**
 * Renders the page at `pathname` (with the query string `search`, as the screen reads it) logged
 * out. Without `load`, as it shows before its data arrives (the build's pages); with it, with its
 * data, or null when the page has none to render with.
 */
export async function renderPage(pathname: string): Promise<RenderedApp>;
export async function renderPage(pathname: string, load: RouteLoader, options?: RenderOptions): Promise<RenderedApp | null>;
export async function renderPage(pathname: string, load?: RouteLoader, options: RenderOptions = {}): Promise<RenderedApp | null> {
  const search = options.search ?? '';
  const client = createQueryClient();
  // A removed listing's page shows its error as it stands, not as the retry a browser would start.
  if (options.gone)
    client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retryOnMount: false } });
  try {
    // With its code at hand the screen renders at once, inside the page, instead of as its loading fallback.
    // The page's language is its path's prefix (/gu/…): its messages are loaded for this render alone.
    const [hasData, , i18n] = await Promise.all([
      load ? loadPageData(client, pathname, search, load, options.gone ?? false) : true,
      // The screen's parts whose code the browser fetches after it (lazyPart) are rendered whole too.
      preloadScreen(pathname).then(preloadParts),
      loadI18n(splitLocale(pathname).locale),
    ]);
    if (!hasData) return null;
    const markup = renderToString(
      <StrictMode>
        <Router ssrPath={pathname} ssrSearch={search}>
          <App client={client} i18n={i18n} />
        </Router>
      </StrictMode>,
    );
    // `<!--$!-->` / `<!--$?-->`: a Suspense boundary left to the client (something still suspended).
    if (/<!--\$[!?]-->/.test(markup))
      throw new Error(`Rendering ${pathname}: a part of the page suspended and would render only in the browser`);
    return { markup, state: dehydrate(client) };
  } finally {
    // The render made queries whose clean-up timers would keep the process busy.
    client.clear();
  }
}

// The server calls this module through the shared interface (api/pageRenderer.ts).
export const pageRenderModule: PageRenderModule = { routeRequest, renderPage, pageHead, notFoundHead, crawlRules };
