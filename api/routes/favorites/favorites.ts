/** GET /favorites: the caller's saved properties, most recently saved first. */
import type { Deps } from '../../context.ts';
import { savedProperties } from '../../queries/propertyReads.ts';
import { declareRoutes } from '../endpoint.ts';

export function favoritesRouter(deps: Deps) {
  const routes = declareRoutes(deps, { tag: 'Favorites' });
  routes.endpoint(
    {
      method: 'get',
      path: '/favorites',
      summary: "The caller's saved listings, most recently saved first",
      auth: 'user',
      success: { status: 200, description: 'The saved listings.', data: 'SavedProperty[]' },
    },
    async (ctx) => {
      ctx.body = { data: await savedProperties(deps.sql, ctx.state.actor!.id) };
    },
  );
  return routes;
}
