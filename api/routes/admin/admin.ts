/** GET /admin/dashboard: stats (properties, users, users new in the last 30 days) and the newest properties. */
import type { Deps } from '../../context.ts';
import { dashboard } from '../../queries/dashboard.ts';
import { declareRoutes } from '../endpoint.ts';

export function adminRouter(deps: Deps) {
  const routes = declareRoutes(deps, { tag: 'Admin' });
  routes.endpoint(
    {
      method: 'get',
      path: '/admin/dashboard',
      summary: 'Counts and the most recent listings for the admin dashboard',
      auth: 'admin',
      success: { status: 200, description: 'Stats and recent listings.', data: 'AdminDashboard' },
    },
    async (ctx) => {
      ctx.body = { data: await dashboard(deps.sql, ctx.state.actor?.id ?? null) };
    },
  );
  return routes;
}
