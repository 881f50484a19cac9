/**
 * The listing pages and a property's page rendered with their data for each request, so a visitor
 * sees the listings or the property, photos included, before any JavaScript has run. The render
 * module is the app's own (pwa/prerender.tsx), bundled for Node by the build (SSR_ENTRY beside the
 * app); it renders as a visitor sees the page, never with the caller's session, with a query
 * cache of its own per request, whose dehydrated state goes along in the page for the app to
 * start from. Without a bundle, for an unknown property or when anything fails, the build's page
 * is sent as it is and the app fetches the data itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Property } from '../contract/index.ts';
import type { PageRenderModule, PropertyPage, RouteAnswer, RouteRequest } from '../contract/rendering.ts';
import { SearchQuery } from '../contract/schemas.ts';
import type { Deps } from './context.ts';
import { findProperty } from './queries/propertyReads.ts';
import { cachedSearchProperties } from './queries/propertySearch.ts';
import { sanitizeHtml } from './sanitize.ts';
import { SSR_ENTRY, type RenderedPage } from './static.ts';
import { parse } from './validate.ts';

type Renderer = PageRenderModule;

/** The answer the API would send to `request`, from the database; null for an unknown property. */
async function loadData(deps: Deps, request: RouteRequest): Promise<RouteAnswer | null> {
  if (request.kind === 'property') {
    const property = await findProperty(deps.sql, request.id, null);
    // DOMPurify has no DOM on the server: the description is sanitised here, as on every write.
    return property ? { ...property, description: sanitizeHtml(property.description) } : null;
  }
  const page = await cachedSearchProperties(deps.sql, deps.searchCache, parse(SearchQuery, request.params), { viewerId: null });
  return JSON.parse(page.json) as PropertyPage;
}

/** The picture the page opens with: a property's first photo, a listing's first card. */
function leadImages(request: RouteRequest, answer: RouteAnswer): string[] {
  const first =
    request.kind === 'property'
      ? (answer as Property).images?.[0]
      : ((answer as PropertyPage).data[0]?.thumbnails?.[0] ?? (answer as PropertyPage).data[0]?.images?.[0]);
  return first ? [first] : [];
}

export function pageRenderer(deps: Deps, pwaDir: string): (pathname: string) => Promise<RenderedPage | null> {
  const entry = path.resolve(pwaDir, SSR_ENTRY);
  let loaded: { mtimeMs: number; module: Promise<Renderer> } | null = null;

  /** The render module, loaded again when a build replaces it. */
  function renderer(): Promise<Renderer> | null {
    const stat = fs.statSync(entry, { throwIfNoEntry: false });
    if (!stat) return null;
    if (loaded?.mtimeMs !== stat.mtimeMs) {
      loaded = { mtimeMs: stat.mtimeMs, module: import(`${pathToFileURL(entry).href}?build=${stat.mtimeMs}`) as Promise<Renderer> };
    }
    return loaded.module;
  }

  return async (pathname) => {
    try {
      const module = await renderer();
      if (!module?.routeRequest(pathname)) return null;
      let images: string[] = [];
      const rendered = await module.renderPage(pathname, async (request) => {
        const answer = await loadData(deps, request);
        if (answer) images = leadImages(request, answer);
        return answer;
      });
      // The data goes along as the render's dehydrated query cache, which the app hydrates from.
      return rendered && { markup: rendered.markup, data: rendered.state, images };
    } catch (error) {
      deps.log.warn('page render failed; sending the page without data', { path: pathname, error: String(error) });
      return null;
    }
  };
}
