/** createApp(): the whole HTTP surface, given its dependencies. */
import fs from 'node:fs';
import Koa from 'koa';
import type { Layer } from '@koa/router';
import { writeRateLimits } from './auth/rateLimits.ts';
import type { AppState, Deps } from './context.ts';
import { methodNotAllowed, notFound } from './errors.ts';
import { clientAddress, corsPolicy, errorHandler, privateResponses, requestBody, requestId, securityHeaders } from './middleware.ts';
import { apiRouter, siteRouters } from './routes/index.ts';
import { pageRenderer, renderModule } from './pageRenderer.ts';
import { servePwa } from './static.ts';

export function createApp(deps: Deps, options: { pwaDir?: string } = {}) {
  const app = new Koa<AppState>();
  // X-Forwarded-Proto and -Host are believed only behind configured proxies; the address is clientAddress's.
  app.proxy = deps.config.trustProxy.length > 0;
  app.silent = true;
  fs.mkdirSync(deps.config.uploadDir, { recursive: true });

  app.use(requestId());
  app.use(clientAddress(deps.config.trustProxy));
  app.use(errorHandler(deps.log));
  app.use(securityHeaders(deps.config.mapTiles.url));
  app.use(corsPolicy(deps.config.corsOrigins));
  app.use(privateResponses());
  // Before the body is read: a refused upload is never parsed.
  app.use(writeRateLimits(deps));
  app.use(requestBody());

  // Search engines' files, from the route table (through the app's render module) and the database.
  const renderer = options.pwaDir ? renderModule(options.pwaDir) : () => null;
  const site = siteRouters(deps, { crawlRules: async () => (await renderer())?.crawlRules() ?? null });
  const api = apiRouter(deps, Object.values(site));
  app.use(api.routes());
  app.use(site.media.router.routes());
  app.use(site.shortLinks.router.routes());

  // No API route answered: a path known under other methods is a 405 with its Allow list (an
  // OPTIONS request gets the list alone), any other path a 404.
  app.use(async (ctx, next) => {
    if (!ctx.path.startsWith('/api/')) return next();
    // The API router keeps the layers whose path matched, whatever their method, on `ctx.matched`.
    const matched = (ctx as { matched?: Layer[] }).matched ?? [];
    const allowed = [...new Set(matched.flatMap((layer) => layer.methods))];
    if (!allowed.length) throw notFound(`No route for ${ctx.method} ${ctx.path}`);
    ctx.set('Allow', allowed.join(', '));
    if (ctx.method === 'OPTIONS') {
      ctx.status = 204;
      return;
    }
    throw methodNotAllowed(ctx.method, allowed);
  });
  app.use(site.seo.router.routes());
  if (options.pwaDir) app.use(servePwa(options.pwaDir, { renderPage: pageRenderer(deps, renderer) }));
  return app;
}
