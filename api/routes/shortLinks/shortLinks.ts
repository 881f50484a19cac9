/**
 * GET /p/SR-1001: the short link printed on boards and sent on WhatsApp, answered with a permanent
 * redirect to the property's page. A removed listing's link leads to its page too, which says it is
 * gone (410); a reference that never named a listing falls through to the site's not-found page.
 */
import type { Deps } from '../../context.ts';
import { propertyIdOfReference, removedPropertyIdOfReference } from '../../queries/propertyReads.ts';
import { declareRoutes } from '../endpoint.ts';

export function shortLinkRouter(deps: Deps) {
  const routes = declareRoutes(deps, { tag: 'Site' });
  routes.endpoint(
    {
      method: 'get',
      path: '/p/{reference}',
      root: true,
      pathParameters: { reference: "A listing's reference (`SR-1001`, any letter case)." },
      summary: "A listing's short link",
      auth: 'public',
      success: {
        status: 301,
        description:
          "A permanent redirect to the listing's page (`Location: /property/<id>`), also for a removed listing, whose page says 410.",
        data: null,
        raw: { contentType: 'text/html', description: 'The redirect' },
      },
      errors: { 404: "No listing has this reference: the site's not-found page." },
      errorType: 'text/html',
    },
    async (ctx, _input, next) => {
      const reference = ctx.params.reference ?? '';
      const id = (await propertyIdOfReference(deps.sql, reference)) ?? (await removedPropertyIdOfReference(deps.sql, reference));
      if (!id) return next();
      ctx.status = 301;
      ctx.redirect(`/property/${id}`);
    },
  );
  return routes;
}
