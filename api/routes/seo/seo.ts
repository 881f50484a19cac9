/** /robots.txt and /sitemap.xml (with /sitemap-<n>.xml past 50,000 URLs), at the site's root, for search engines. */
import type { AppContext, Deps } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { robotsTxt, sitemap, URLS_PER_SITEMAP, type CrawlRules } from '../../seo/sitemap.ts';
import { declareRoutes } from '../endpoint.ts';

export interface SeoOptions {
  /** The route table's crawl rules (through the app's render module); null without a build. */
  crawlRules: () => Promise<CrawlRules | null>;
  urlsPerFile?: number;
}

const xml = (description: string) => ({ contentType: 'application/xml', description });

export function seoRouter(deps: Deps, options: SeoOptions) {
  const routes = declareRoutes(deps, { tag: 'Site' });
  const origin = deps.config.publicUrl;

  routes.endpoint(
    {
      method: 'get',
      path: '/robots.txt',
      root: true,
      summary: 'What crawlers may read, and where the sitemap is',
      auth: 'public',
      success: { status: 200, description: 'robots.txt.', data: null, raw: { contentType: 'text/plain', description: 'robots.txt' } },
    },
    async (ctx) => {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.body = robotsTxt(origin, await options.crawlRules());
    },
  );

  const sendSitemap = async (ctx: AppContext, file: number | null) => {
    const body = await sitemap(deps.sql, origin, await options.crawlRules(), file, options.urlsPerFile ?? URLS_PER_SITEMAP);
    if (body === null) throw notFound('No such sitemap');
    ctx.type = 'application/xml; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=0, must-revalidate');
    ctx.body = body;
  };
  routes.endpoint(
    {
      method: 'get',
      path: '/sitemap.xml',
      root: true,
      summary: "The site's pages for search engines (an index of sitemap files past 50,000 URLs)",
      auth: 'public',
      success: { status: 200, description: 'A sitemap or a sitemap index.', data: null, raw: xml('Sitemap protocol 0.9') },
    },
    (ctx) => sendSitemap(ctx, null),
  );
  routes.endpoint(
    {
      method: 'get',
      path: '/sitemap-{file}.xml',
      root: true,
      pathParameters: { file: 'The number of the sitemap file, from 1, as the index lists it.' },
      summary: 'One file of a sitemap split past 50,000 URLs',
      auth: 'public',
      success: { status: 200, description: 'A sitemap.', data: null, raw: xml('Sitemap protocol 0.9') },
      errors: { 404: 'No such sitemap file: "No such sitemap".' },
    },
    (ctx) => {
      if (!/^[1-9]\d{0,5}$/.test(ctx.params.file ?? '')) throw notFound('No such sitemap');
      return sendSitemap(ctx, Number(ctx.params.file));
    },
  );
  return routes;
}
