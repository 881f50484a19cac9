/**
 * /sitemap.xml and /robots.txt, made from the database and the route table on every request, so
 * they are current without a rebuild. The sitemap lists the public pages (the route table's
 * indexable paths), every project's page and every listing, each with `lastmod` from the event log (its last event; a
 * listing page's is the catalogue's last change, the projects page's the projects'). Past
 * `urlsPerFile` URLs (50,000, the protocol's limit) /sitemap.xml becomes an index of
 * /sitemap-1.xml, /sitemap-2.xml, ….
 */
import type { Sql } from '../db.ts';

export const URLS_PER_SITEMAP = 50_000;

export interface SitemapUrl {
  path: string;
  lastmod?: Date;
}

export interface CrawlRules {
  indexable: string[];
  disallowed: string[];
}

const xmlText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

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

/** The public pages, with when what they show last changed, then each project's page. */
async function pageUrls(sql: Sql, paths: string[]): Promise<SitemapUrl[]> {
  const [catalogue, projects] = await Promise.all([lastEventOf(sql, CATALOGUE), lastEventOf(sql, PROJECTS)]);
  const changedWith: Record<string, Date | undefined> = { '/': catalogue, '/residential': catalogue, '/commercial': catalogue, '/search': catalogue, '/projects': projects };
  const routes = paths.map((path) => ({ path, ...(changedWith[path] && { lastmod: changedWith[path] }) }));
  return [...routes, ...(await projectUrls(sql))];
}

/** Each project's page (by its slug), oldest first, with its last event's time. */
async function projectUrls(sql: Sql): Promise<SitemapUrl[]> {
  const rows = await sql<{ slug: string; lastmod: Date | null }[]>`
    select p.slug,
           coalesce((select e.recorded_at from events e where e.subject_id = p.id::text order by e.seq desc limit 1), p.updated_at) as lastmod
    from projects p
    order by p.created_at, p.id`;
  return rows.map((row) => ({ path: `/projects/${encodeURIComponent(row.slug)}`, ...(row.lastmod && { lastmod: new Date(row.lastmod) }) }));
}

async function listingCount(sql: Sql): Promise<number> {
  const [row] = await sql<{ n: number }[]>`select count(*)::int as n from properties`;
  return row?.n ?? 0;
}

/** Listings `offset` … `offset + limit`, oldest first (a listing keeps its place in the files), each with its last event's time. */
async function listingUrls(sql: Sql, offset: number, limit: number): Promise<SitemapUrl[]> {
  if (limit <= 0) return [];
  const rows = await sql<{ id: string; lastmod: Date | null }[]>`
    select p.id,
           coalesce((select e.recorded_at from events e where e.subject_id = p.id::text order by e.seq desc limit 1), p.updated_at) as lastmod
    from properties p
    order by p.created_at, p.id
    offset ${offset} limit ${limit}`;
  return rows.map((row) => ({ path: `/property/${row.id}`, ...(row.lastmod && { lastmod: new Date(row.lastmod) }) }));
}

function urlSet(origin: string, urls: SitemapUrl[]): string {
  const entries = urls.map(
    (url) => `<url><loc>${xmlText(new URL(url.path, origin).toString())}</loc>${url.lastmod ? `<lastmod>${url.lastmod.toISOString()}</lastmod>` : ''}</url>`,
  );
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</urlset>\n`;
}

/** What /sitemap.xml (`file` null) or /sitemap-<file>.xml answers; null for a file beyond the last. */
export async function sitemap(sql: Sql, origin: string, rules: CrawlRules | null, file: number | null, urlsPerFile = URLS_PER_SITEMAP): Promise<string | null> {
  const pages = await pageUrls(sql, rules?.indexable ?? ['/']);
  const total = pages.length + (await listingCount(sql));
  const files = Math.max(1, Math.ceil(total / urlsPerFile));
  if (file === null && files === 1) return urlSet(origin, [...pages, ...(await listingUrls(sql, 0, urlsPerFile - pages.length))]);
  if (file === null) {
    const catalogue = await lastEventOf(sql, CATALOGUE);
    const entries = Array.from(
      { length: files },
      (_, index) => `<sitemap><loc>${xmlText(new URL(`/sitemap-${index + 1}.xml`, origin).toString())}</loc>${catalogue ? `<lastmod>${catalogue.toISOString()}</lastmod>` : ''}</sitemap>`,
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
