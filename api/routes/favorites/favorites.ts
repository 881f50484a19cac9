/** GET /favorites: the caller's saved properties, most recently saved first. */
import type { Deps } from '../../context.ts';
import { savedProperties } from '../../queries/propertyReads.ts';
import { declareRoutes } from '../endpoint.ts';

export function favoritesRouter(deps: Deps) {
  const routes = declareRoutes(deps, { tag: 'Favorites' });
  routes.ownRecords(
    {
      path: '/favorites',
      summary: "The caller's saved listings, most recently saved first",
      success: { status: 200, description: 'The saved listings.', data: 'SavedProperty[]' },
    },
    savedProperties,
  );
  return routes;
}
