/** GET /admin/dashboard: stats (properties, users, users new in the last 30 days) and the newest properties. */
import Router from '@koa/router';
import type { AppState, Deps } from '../../context.ts';
import { requireAdmin } from '../../auth/guards.ts';
import { dashboard } from '../../queries/dashboard.ts';

export function adminRouter(deps: Deps) {
  const router = new Router<AppState>({ prefix: '/admin' });
  router.get('/dashboard', requireAdmin(deps), async (ctx) => {
    ctx.body = { data: await dashboard(deps.sql, ctx.state.actor?.id ?? null) };
  });
  return router;
}
