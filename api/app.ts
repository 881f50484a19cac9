/** createApp(): the whole HTTP surface, given its dependencies. */
import fs from 'node:fs';
import Koa from 'koa';
import { writeRateLimits } from './auth/rateLimits.ts';
import type { AppState, Deps } from './context.ts';
import { notFound } from './errors.ts';
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
  app.use(api.routes()).use(api.allowedMethods());
  app.use(site.media.router.routes());
  app.use(site.shortLinks.router.routes());

  app.use(async (ctx, next) => {
    if (ctx.path.startsWith('/api/')) throw notFound(`No route for ${ctx.method} ${ctx.path}`);
    await next();
  });
  app.use(site.seo.router.routes());
  if (options.pwaDir) app.use(servePwa(options.pwaDir, { renderPage: pageRenderer(deps, renderer) }));
  return app;
}
