/** createApp(): the whole HTTP surface, given its dependencies. */
import cors from '@koa/cors';
import Koa from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import type { AppState, Deps } from './context.ts';
import { notFound } from './errors.ts';
import { errorHandler, requestId, securityHeaders } from './middleware.ts';
import { apiRouter } from './routes/index.ts';
import { mediaRouter } from './routes/media/media.ts';
import { pageRenderer } from './pageRenderer.ts';
import { servePwa } from './static.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export function createApp(deps: Deps, options: { pwaDir?: string } = {}) {
  const app = new Koa<AppState>();
  app.proxy = true;
  app.silent = true;

  app.use(requestId());
  app.use(errorHandler(deps.log));
  app.use(securityHeaders());
  app.use(cors({ origin: (ctx) => ctx.get('Origin') || '', credentials: true, exposeHeaders: ['X-Request-Id', 'ETag'] }));

  app.use(
    koaBody({
      multipart: true,
      jsonLimit: '1mb',
      formLimit: '1mb',
      textLimit: '1mb',
      parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE],
      formidable: {
        maxFileSize: MAX_UPLOAD_BYTES,
        maxFiles: 20,
        maxTotalFileSize: 20 * MAX_UPLOAD_BYTES,
        allowEmptyFiles: false,
        keepExtensions: false,
      },
    }),
  );

  const api = apiRouter(deps);
  app.use(api.routes()).use(api.allowedMethods());
  const media = mediaRouter(deps);
  app.use(media.routes());

  app.use(async (ctx, next) => {
    if (ctx.path.startsWith('/api/')) throw notFound(`No route for ${ctx.method} ${ctx.path}`);
    await next();
  });
  if (options.pwaDir) app.use(servePwa(options.pwaDir, { renderPage: pageRenderer(deps, options.pwaDir) }));
  return app;
}
