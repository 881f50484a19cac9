/** GET /favorites: the caller's saved properties, most recently saved first. */
import Router from '@koa/router';
import type { AppState, Deps } from '../../context.ts';
import { requireUser } from '../../auth/guards.ts';
import { savedProperties } from '../../queries/propertyReads.ts';

export function favoritesRouter(deps: Deps) {
  const router = new Router<AppState>({ prefix: '/favorites' });
  router.get('/', requireUser(deps), async (ctx) => {
    ctx.body = { data: await savedProperties(deps.sql, ctx.state.actor!.id) };
  });
  return router;
}
