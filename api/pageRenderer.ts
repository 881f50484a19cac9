/**
 * Every page as it goes out: its head and status from the route table, and its content rendered with its data.
 * Why: docs/decisions/012-server-rendered-pages.md
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as v from 'valibot';
import { agency } from '../contract/agency.ts';
import type { LocalityFigures } from '../contract/localityFigures.ts';
import { IdOrSlugParam, type Project } from '../contract/projects.ts';
import { type Property } from '../contract/properties.ts';
import {
  isLocalityAnswer,
  isProjectAnswer,
  isPropertyAnswer,
  type PageHead,
  type PageRenderModule,
  type PropertyPage,
  type RouteAnswer,
  type RouteRequest,
} from '../contract/rendering.ts';
import { SearchQuery } from '../contract/search.ts';
import { bestEffort } from './bestEffort.ts';
import type { Deps } from './context.ts';
import { cachedLocalityFigures } from './queries/localityFigures.ts';
import { findProject, listProjects } from './queries/projectReads.ts';
import { findProperty } from './queries/propertyReads.ts';
import { cachedSearchProperties } from './queries/propertySearch.ts';
import { listingFacts, similarProperties, wasDeleted } from './queries/similarProperties.ts';
import { sanitizeHtml } from './sanitize.ts';
import { headTags } from './seo/headTags.ts';
import {
  agencyData,
  listingBreadcrumb,
  listingData,
  localityBreadcrumb,
  localityPlace,
  projectBreadcrumb,
  projectData,
  projectsData,
  type OnPage,
} from './seo/structuredData.ts';
import { SHARE_IMAGE, shareImageName, storeCoverShareImage, storeShareImage } from './storage/shareImages.ts';
import { SSR_ENTRY, type RenderedPage } from './static.ts';
import { parse } from './validate.ts';

/** The answer the API would send to `request`, from the database; null for an unknown property, project or locality. */
async function loadData(deps: Deps, request: RouteRequest): Promise<RouteAnswer | null> {
  if (request.kind === 'locality') {
    const page = await cachedLocalityFigures(deps.sql, deps.searchCache, request.slug);
    return page ? (JSON.parse(page.json) as { data: LocalityFigures }).data : null;
  }
  if (request.kind === 'project') {
    const project = v.is(IdOrSlugParam, request.id) ? await findProject(deps.sql, request.id) : null;
    return project ? { ...project, description: sanitizeHtml(project.description) } : null;
  }
  if (request.kind === 'property') {
    const property = await findProperty(deps.sql, request.id, null);
    // DOMPurify has no DOM on the server: the descriptions are sanitised here, as on every write.
    const clean = (html: string | null) => (html === null ? null : sanitizeHtml(html));
    return property
      ? {
          ...property,
          description: sanitizeHtml(property.description),
          descriptionGu: clean(property.descriptionGu),
          descriptionHi: clean(property.descriptionHi),
        }
      : null;
  }
  if (request.kind === 'similar') {
    const listing = await listingFacts(deps.sql, request.id);
    return listing ? similarProperties(deps.sql, listing, null) : [];
  }
  const page = await cachedSearchProperties(deps.sql, deps.searchCache, parse(SearchQuery, request.params), { viewerId: null });
  return JSON.parse(page.json) as PropertyPage;
}

/** The picture the page opens with: a property's or project's first photo, a listing's first card. */
function leadImages(request: RouteRequest, answer: RouteAnswer): string[] {
  if (request.kind === 'similar' || request.kind === 'locality' || (request.kind === 'search' && request.lead === false)) return [];
  const first =
    request.kind === 'property' || request.kind === 'project'
      ? (answer as Property | Project).images?.[0]
      : ((answer as PropertyPage).data[0]?.thumbnails?.[0] ?? (answer as PropertyPage).data[0]?.images?.[0]);
  return first ? [first] : [];
}

/** The head of an address no route matches. */
const NOT_FOUND_HEAD: PageHead = {
  title: `Page not found | ${agency.fullName}`,
  description: "Sorry, we can't find that page. You'll find lots to explore on the home page.",
  canonicalPath: '/',
  noindex: true,
};

/**
 * A page in Gujarati or Hindi (its head's `lang`, also its path's prefix) says so in `<html lang>`
 * and links its language's web app manifest (the build writes /gu/manifest.webmanifest).
 */
const inLanguage = (lang: string | undefined): { lang?: string; manifest?: string } =>
  lang ? { lang, manifest: `/${lang}/manifest.webmanifest` } : {};

/** The schema.org data a head asks for, built from what the page shows, in the page's language. */
async function structuredData(deps: Deps, head: PageHead, answer: RouteAnswer | null): Promise<unknown[]> {
  const origin = deps.config.publicUrl;
  const page: OnPage = { lang: head.lang === 'gu' || head.lang === 'hi' ? head.lang : 'en', path: head.canonicalPath };
  switch (head.structuredData) {
    case 'agency':
      return [agencyData(origin)];
    case 'listing':
      return isPropertyAnswer(answer) ? [listingData(origin, answer, answer.images, page), listingBreadcrumb(origin, page, answer)] : [];
    case 'project':
      return isProjectAnswer(answer) ? [projectData(origin, answer, page), projectBreadcrumb(origin, page, answer)] : [];
    case 'locality':
      return isLocalityAnswer(answer) ? [localityPlace(origin, answer, page), localityBreadcrumb(origin, page, answer)] : [];
    case 'projects':
      return [projectsData(origin, await listProjects(deps.sql), page), projectBreadcrumb(origin, page, null)];
    default:
      return [];
  }
}

/** The JPEG share image of the page's own picture: a listing's in the page's language (made when it is written), a project's cover (made when first named); none for others. */
async function shareImageOf(deps: Deps, head: PageHead, answer: RouteAnswer | null): Promise<string | undefined> {
  if (head.structuredData === 'listing' && isPropertyAnswer(answer)) {
    const locale = head.lang === 'gu' || head.lang === 'hi' ? head.lang : 'en';
    if (locale === 'en') return `/media/${shareImageName(answer)}`;
    // In the page's language; made here for a listing written before it had one (else it exists already).
    const name = await bestEffort(
      'a page in Gujarati or Hindi shares the English image',
      storeShareImage(deps.bucket, answer, locale),
      null,
    );
    return `/media/${name ?? shareImageName(answer)}`;
  }
  const cover = head.structuredData === 'project' && isProjectAnswer(answer) ? answer.images[0] : undefined;
  if (!cover) return undefined;
  const name = await bestEffort('a project page without its share image shows the site’s', storeCoverShareImage(deps.bucket, cover), null);
  return name ? `/media/${name}` : undefined;
}

/** The head tags of a page: a listing's or project's JPEG share image as its preview picture, else the site's. */
async function headFor(deps: Deps, head: PageHead, answer: RouteAnswer | null): Promise<string> {
  const share = await shareImageOf(deps, head, answer);
  return headTags(
    // A page's own picture (a project's WebP photo) is not what previews show: its share image or the site's JPEG is.
    { ...head, image: share },
    {
      origin: deps.config.publicUrl,
      imageSize: share ? { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height } : undefined,
      structuredData: await structuredData(deps, head, answer),
    },
  );
}

/** The app's render module beside `pwaDir` (null without a build), loaded again when a build replaces it. */
export function renderModule(pwaDir: string): () => Promise<PageRenderModule> | null {
  const entry = path.resolve(pwaDir, SSR_ENTRY);
  let loaded: { mtimeMs: number; module: Promise<PageRenderModule> } | null = null;
  return () => {
    const stat = fs.statSync(entry, { throwIfNoEntry: false });
    if (!stat) return null;
    if (loaded?.mtimeMs !== stat.mtimeMs) {
      loaded = { mtimeMs: stat.mtimeMs, module: import(`${pathToFileURL(entry).href}?build=${stat.mtimeMs}`) as Promise<PageRenderModule> };
    }
    return loaded.module;
  };
}

export function pageRenderer(
  deps: Deps,
  renderer: () => Promise<PageRenderModule> | null,
): (pathname: string, options: { prerendered: boolean; search?: string }) => Promise<RenderedPage | null> {
  return async (pathname, { prerendered, search = '' }) => {
    try {
      const module = await renderer();
      if (!module) return null;
      const head = module.pageHead(pathname);
      if (!head) {
        const notFound = await module.renderPage(pathname);
        const shown = module.notFoundHead?.(pathname) ?? NOT_FOUND_HEAD;
        return {
          markup: notFound?.markup,
          images: [],
          head: headTags(shown, { origin: deps.config.publicUrl }),
          status: 404,
          ...inLanguage(shown.lang),
        };
      }
      const request = module.routeRequest(pathname, search);
      const language = inLanguage(head.lang);
      if (!request || !prerendered) return { images: [], head: await headFor(deps, head, null), ...language };

      let images: string[] = [];
      let answer: RouteAnswer | null = null;
      const load = async (wanted: RouteRequest) => {
        const loaded = await loadData(deps, wanted);
        if (loaded && wanted.kind === request.kind) {
          answer = loaded;
          images = leadImages(wanted, loaded);
        }
        return loaded;
      };
      const rendered = await module.renderPage(pathname, load, { search });
      if (rendered) {
        // The data goes along as the render's dehydrated query cache, which the app hydrates from.
        const shown = module.pageHead(pathname, answer) ?? head;
        return { markup: rendered.markup, data: rendered.state, images, head: await headFor(deps, shown, answer), ...language };
      }
      /** A missing record's page (`page`, when the app drew it afresh) or the shell, with its status. */
      const missing = async (page: { markup: string; state: unknown } | null, status: number): Promise<RenderedPage> => ({
        markup: page?.markup,
        data: page?.state,
        replace: Boolean(page),
        images: [],
        head: await headFor(deps, head, null),
        status,
        ...language,
      });
      // An unknown project or locality: its page is the 404 screen, drawn afresh by the app.
      if (request.kind === 'project' || request.kind === 'locality')
        return missing(await module.renderPage(pathname, load, { gone: true, search }), 404);
      if (request.kind !== 'property') return null;
      const gone = await wasDeleted(deps.sql, request.id);
      // The removed listing's page is rebuilt by the app (it cannot start from a missing record).
      return missing(gone ? await module.renderPage(pathname, load, { gone: true, search }) : null, gone ? 410 : 404);
    } catch (error) {
      deps.log.warn('page render failed; sending the page without data', { path: pathname, error: String(error) });
      return null;
    }
  };
}
