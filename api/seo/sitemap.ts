/**
 * /sitemap.xml and /robots.txt, made from the database and the route table on every request, so
 * they are current without a rebuild. The sitemap lists the public pages (the route table's
 * indexable paths, in each language), every project's page and every listing in each language
 * (`/property/…`, `/gu/property/…`, `/hi/property/…`), the page of each locality with listings, each with `lastmod`: a listing's or project's
 * own `updatedAt` (events about it, a favourite say, do not change its page); a listing page's is the
 * catalogue's last event, the projects page's the projects')
 * and its other languages as `xhtml:link` hreflang alternates (English as x-default). Past
 * `urlsPerFile` URLs (50,000, the protocol's limit) /sitemap.xml becomes an index of /sitemap-1.xml, ….
 */
import { siteLanguages, type SiteLanguage } from '../../contract/catalog.ts';
import { gazetteer } from '../../contract/gazetteer.ts';
import { localityPagePath } from '../../contract/localitySlugs.ts';
import type { Sql } from '../db.ts';
import { localityColumn } from '../queries/priceFacts.ts';
import { openListing } from '../queries/propertySearch.ts';

export const URLS_PER_SITEMAP = 50_000;

export interface SitemapUrl {
  path: string;
  lastmod?: Date;
  /** The same page in each language it exists in, when more than one. */
  alternates?: { hreflang: string; path: string }[];
}

/** The address of an English path in `language`: `/gu/residential`. */
const inLanguage = (language: SiteLanguage, path: string) => (language === 'en' ? path : `/${language}${path === '/' ? '/' : path}`);

/** `/gu/residential` → gu and `/residential`; a path without a language prefix is English. */
function languageOf(path: string): { language: SiteLanguage; path: string } {
  const match = /^\/(gu|hi)(?=\/|$)/.exec(path);
  if (!match) return { language: 'en', path };
  return { language: match[1] as SiteLanguage, path: path.slice(match[0].length) || '/' };
}

/** hreflang alternates of a page in `languages` (English, when among them, is also x-default). */
function alternatesOf(path: string, languages: readonly SiteLanguage[]): SitemapUrl['alternates'] {
  if (languages.length < 2) return undefined;
  return [
    ...languages.map((language) => ({ hreflang: language, path: inLanguage(language, path) })),
    ...(languages.includes('en') ? [{ hreflang: 'x-default', path }] : []),
  ];
}

export interface CrawlRules {
  indexable: string[];
  disallowed: string[];
}

const xmlText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** When events of these types last happened. */
async function lastEventOf(sql: Sql, types: string[]): Promise<Date | undefined> {
  const times = await Promise.all(
    types.map((type) => sql<{ at: Date }[]>`select recorded_at as at from events where type = ${type} order by seq desc limit 1`),
  );
  const latest = times.flatMap((rows) => rows.map((row) => new Date(row.at).getTime()));
  return latest.length > 0 ? new Date(Math.max(...latest)) : undefined;
}

const CATALOGUE = ['property.created', 'property.updated', 'property.deleted'];
const PROJECTS = ['project.created', 'project.updated', 'project.deleted'];

/** The public pages, with when what they show last changed and the languages each is listed in, then each project's page. */
async function pageUrls(sql: Sql, paths: string[]): Promise<SitemapUrl[]> {
  const [catalogue, projects] = await Promise.all([lastEventOf(sql, CATALOGUE), lastEventOf(sql, PROJECTS)]);
  const changedWith: Record<string, Date | undefined> = {
    '/': catalogue,
    '/residential': catalogue,
    '/commercial': catalogue,
    '/search': catalogue,
    '/projects': projects,
  };
  const languagesOf = new Map<string, SiteLanguage[]>();
  for (const listed of paths) {
    const { language, path } = languageOf(listed);
    languagesOf.set(path, [...(languagesOf.get(path) ?? []), language]);
  }
  const routes = paths.map((listed) => {
    const { path } = languageOf(listed);
    const alternates = alternatesOf(path, languagesOf.get(path) ?? []);
    return { path: listed, ...(changedWith[path] && { lastmod: changedWith[path] }), ...(alternates && { alternates }) };
  });
  return [...routes, ...(await projectUrls(sql)), ...(await localityUrls(sql, catalogue))];
}

/** The page of each gazetteer locality with published listings, in each language, in the gazetteer's order, as of the catalogue's last change. */
async function localityUrls(sql: Sql, lastmod: Date | undefined): Promise<SitemapUrl[]> {
  const rows = await sql<{ locality: string }[]>`select distinct ${localityColumn(sql)} as locality from properties p where not p.draft`;
  const listed = new Set(rows.map((row) => row.locality));
  return gazetteer.flatMap((entry) => {
    const path = localityPagePath(entry.en);
    return path && listed.has(entry.en.toLowerCase()) ? inEveryLanguage(path, lastmod ?? null) : [];
  });
}

/** Each project's page (by its slug) in each language, oldest first, with its `updatedAt`. */
async function projectUrls(sql: Sql): Promise<SitemapUrl[]> {
  const rows = await sql<{ slug: string; lastmod: Date | null }[]>`
    select p.slug, p.updated_at as lastmod
    from projects p
    order by p.created_at, p.id`;
  return rows.flatMap((row) => inEveryLanguage(`/projects/${encodeURIComponent(row.slug)}`, row.lastmod));
}

/** A page's URL in each language, each naming the others as alternates. */
function inEveryLanguage(path: string, lastmod: Date | null): SitemapUrl[] {
  const alternates = alternatesOf(path, siteLanguages);
  return siteLanguages.map((language) => ({
    path: inLanguage(language, path),
    ...(lastmod && { lastmod: new Date(lastmod) }),
    ...(alternates && { alternates }),
  }));
}

/** How many listing URLs the sitemap holds: each listing once per language. */
async function listingUrlCount(sql: Sql): Promise<number> {
  const [row] = await sql<{ n: number }[]>`select count(*)::int as n from properties p where not p.draft and ${openListing(sql)}`;
  return (row?.n ?? 0) * LISTING_LANGUAGES;
}

/** Each listing's page is listed once per language, one after the other. */
const LISTING_LANGUAGES = siteLanguages.length;

/**
 * Listing URLs `offset` … `offset + limit` (each listing's languages in turn, the listings oldest first,
 * so a listing keeps its place in the files), each with its `updatedAt`, as the page and the API say it.
 */
async function listingUrls(sql: Sql, offset: number, limit: number): Promise<SitemapUrl[]> {
  if (limit <= 0) return [];
  const first = Math.floor(offset / LISTING_LANGUAGES);
  const last = Math.ceil((offset + limit) / LISTING_LANGUAGES);
  const rows = await sql<{ id: string; lastmod: Date | null }[]>`
    select p.id, p.updated_at as lastmod
    from properties p
    where not p.draft and ${openListing(sql)}
    order by p.created_at, p.id
    offset ${first} limit ${last - first}`;
  const urls = rows.flatMap((row) => inEveryLanguage(`/property/${row.id}`, row.lastmod));
  const skip = offset - first * LISTING_LANGUAGES;
  return urls.slice(skip, skip + limit);
}

function urlSet(origin: string, urls: SitemapUrl[]): string {
  const href = (path: string) => xmlText(new URL(path, origin).toString());
  const entries = urls.map(
    (url) =>
      `<url><loc>${href(url.path)}</loc>${url.lastmod ? `<lastmod>${url.lastmod.toISOString()}</lastmod>` : ''}${(url.alternates ?? [])
        .map((alternate) => `<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${href(alternate.path)}"/>`)
        .join('')}</url>`,
  );
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">\n${entries.join('\n')}\n</urlset>\n`;
}

/** What /sitemap.xml (`file` null) or /sitemap-<file>.xml answers; null for a file beyond the last. */
export async function sitemap(
  sql: Sql,
  origin: string,
  rules: CrawlRules | null,
  file: number | null,
  urlsPerFile = URLS_PER_SITEMAP,
): Promise<string | null> {
  const pages = await pageUrls(sql, rules?.indexable ?? ['/']);
  const total = pages.length + (await listingUrlCount(sql));
  const files = Math.max(1, Math.ceil(total / urlsPerFile));
  if (file === null && files === 1) return urlSet(origin, [...pages, ...(await listingUrls(sql, 0, urlsPerFile - pages.length))]);
  if (file === null) {
    const catalogue = await lastEventOf(sql, CATALOGUE);
    const entries = Array.from(
      { length: files },
      (_, index) =>
        `<sitemap><loc>${xmlText(new URL(`/sitemap-${index + 1}.xml`, origin).toString())}</loc>${catalogue ? `<lastmod>${catalogue.toISOString()}</lastmod>` : ''}</sitemap>`,
    );
    return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</sitemapindex>\n`;
  }
  if (files === 1 || file < 1 || file > files) return null;
  // File k holds URLs (k-1)·n … k·n-1 of: the pages (the projects' among them), then the listings.
  const start = (file - 1) * urlsPerFile;
  const end = start + urlsPerFile;
  const fromPages = pages.slice(start, end);
  const listingStart = Math.max(0, start - pages.length);
  return urlSet(origin, [...fromPages, ...(await listingUrls(sql, listingStart, end - Math.max(start, pages.length)))]);
}

/** robots.txt: account and admin screens and the API kept out, the sitemap named. */
export function robotsTxt(origin: string, rules: CrawlRules | null): string {
  const disallowed = [...new Set([...(rules?.disallowed ?? []), '/api/'])];
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).toString()}`,
    '',
  ].join('\n');
}
