import Router from '@koa/router';
import type { AppState, Deps } from '../../context.ts';
import { propertyIdOfReference } from '../../queries/propertyReads.ts';

/**
 * GET /p/SR-1001: the short link printed on boards and sent on WhatsApp, answered with a permanent
 * redirect to the property's page. A reference that names no listing falls through to the site's
 * not-found page.
 */
export function shortLinkRouter({ sql }: Deps) {
  const router = new Router<AppState>();
  router.get('/p/:reference', async (ctx, next) => {
    const id = await propertyIdOfReference(sql, ctx.params.reference ?? '');
    if (!id) return next();
    ctx.status = 301;
    ctx.redirect(`/property/${id}`);
  });
  return router;
}
