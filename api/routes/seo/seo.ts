/** /robots.txt and /sitemap.xml (with /sitemap-<n>.xml past 50,000 URLs), at the site's root, for search engines. */
import Router from '@koa/router';
import type { AppContext, AppState, Deps } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { robotsTxt, sitemap, URLS_PER_SITEMAP, type CrawlRules } from '../../seo/sitemap.ts';

export interface SeoOptions {
  /** The route table's crawl rules (through the app's render module); null without a build. */
  crawlRules: () => Promise<CrawlRules | null>;
  urlsPerFile?: number;
}

export function seoRouter(deps: Deps, options: SeoOptions) {
  const router = new Router<AppState>();
  const origin = deps.config.publicUrl;

  router.get('/robots.txt', async (ctx) => {
    ctx.type = 'text/plain; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = robotsTxt(origin, await options.crawlRules());
  });

  const sendSitemap = async (ctx: AppContext, file: number | null) => {
    const body = await sitemap(deps.sql, origin, await options.crawlRules(), file, options.urlsPerFile ?? URLS_PER_SITEMAP);
    if (body === null) throw notFound('No such sitemap');
    ctx.type = 'application/xml; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=0, must-revalidate');
    ctx.body = body;
  };
  router.get('/sitemap.xml', (ctx) => sendSitemap(ctx, null));
  router.get('/sitemap-:file.xml', (ctx) => {
    if (!/^[1-9]\d{0,5}$/.test(ctx.params.file ?? '')) throw notFound('No such sitemap');
    return sendSitemap(ctx, Number(ctx.params.file));
  });
  return router;
}
