/** Every resource router of /api/v1, in one place. */
import Router from '@koa/router';
import type { AppState, Deps } from '../context.ts';
import { healthRouter } from './health/health.ts';
import { adminRouter } from './admin/admin.ts';
import { favoritesRouter } from './favorites/favorites.ts';
import { adminEnquiriesRouter } from './enquiries/adminEnquiries.ts';
import { enquiriesRouter } from './enquiries/enquiries.ts';
import { propertiesRouter } from './properties/properties.ts';
import { syncRouter } from './sync/sync.ts';
import { openApiRouter } from './openapi/openapi.ts';
import { projectsRouter } from './projects/projects.ts';
import { usersRouter } from './users/users.ts';
import { savedSearchesRouter } from './savedSearches/savedSearches.ts';
import { pushRouter } from './push/push.ts';
import { unsubscribeRouter } from './unsubscribe/unsubscribe.ts';

export function apiRouter(deps: Deps) {
  const api = new Router<AppState>({ prefix: '/api/v1' });
  for (const router of [
    healthRouter(deps),
    propertiesRouter(deps),
    favoritesRouter(deps),
    adminRouter(deps),
    syncRouter(deps),
    projectsRouter(deps),
    usersRouter(deps),
    enquiriesRouter(deps),
    adminEnquiriesRouter(deps),
    savedSearchesRouter(deps),
    pushRouter(deps),
    unsubscribeRouter(deps),
    openApiRouter(),
  ]) {
    api.use(router.routes(), router.allowedMethods());
  }
  return api;
}
