import Router from '@koa/router';
import type { AppState, Deps } from '../../context.ts';
import { propertyIdOfReference, removedPropertyIdOfReference } from '../../queries/propertyReads.ts';

/**
 * GET /p/SR-1001: the short link printed on boards and sent on WhatsApp, answered with a permanent
 * redirect to the property's page. A removed listing's link leads to its page too, which says it is
 * gone (410); a reference that never named a listing falls through to the site's not-found page.
 */
export function shortLinkRouter({ sql }: Deps) {
  const router = new Router<AppState>();
  router.get('/p/:reference', async (ctx, next) => {
    const reference = ctx.params.reference ?? '';
    const id = (await propertyIdOfReference(sql, reference)) ?? (await removedPropertyIdOfReference(sql, reference));
    if (!id) return next();
    ctx.status = 301;
    ctx.redirect(`/property/${id}`);
  });
  return router;
}
