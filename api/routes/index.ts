/** Every resource router of /api/v1, in one place. */
import Router from '@koa/router';
import type { AppState, Deps } from '../context.ts';
import { healthRouter } from './health/health.ts';

export function apiRouter(deps: Deps) {
  const api = new Router<AppState>({ prefix: '/api/v1' });
  for (const router of [healthRouter(deps)]) {
    api.use(router.routes(), router.allowedMethods());
  }
  return api;
}
