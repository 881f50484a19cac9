/** createApp(): the whole HTTP surface, given its dependencies. */
import fs from 'node:fs';
import Koa from 'koa';
import { writeRateLimits } from './auth/rateLimits.ts';
import type { AppState, Deps } from './context.ts';
import { notFound } from './errors.ts';
import { clientAddress, corsPolicy, errorHandler, privateResponses, requestBody, requestId, securityHeaders } from './middleware.ts';
import { apiRouter } from './routes/index.ts';
import { mediaRouter } from './routes/media/media.ts';
import { pageRenderer } from './pageRenderer.ts';
import { servePwa } from './static.ts';
import { shortLinkRouter } from './routes/shortLinks/shortLinks.ts';

export function createApp(deps: Deps, options: { pwaDir?: string } = {}) {
  const app = new Koa<AppState>();
  // X-Forwarded-Proto and -Host are believed only behind configured proxies; the address is clientAddress's.
  app.proxy = deps.config.trustProxy.length > 0;
  app.silent = true;
  fs.mkdirSync(deps.config.uploadDir, { recursive: true });

  app.use(requestId());
  app.use(clientAddress(deps.config.trustProxy));
  app.use(errorHandler(deps.log));
  app.use(securityHeaders());
  app.use(corsPolicy(deps.config.corsOrigins));
  app.use(privateResponses());
  // Before the body is read: a refused upload is never parsed.
  app.use(writeRateLimits(deps));
  app.use(requestBody());

  const api = apiRouter(deps);
  app.use(api.routes()).use(api.allowedMethods());
  const media = mediaRouter(deps);
  app.use(media.routes());
  app.use(shortLinkRouter(deps).routes());

  app.use(async (ctx, next) => {
    if (ctx.path.startsWith('/api/')) throw notFound(`No route for ${ctx.method} ${ctx.path}`);
    await next();
  });
  if (options.pwaDir) app.use(servePwa(options.pwaDir, { renderPage: pageRenderer(deps, options.pwaDir) }));
  return app;
}
