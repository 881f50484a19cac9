/**
 * /sync: GET hands out the changes after a cursor (public listings and projects for anyone, favourites
 * only to their owner); POST applies a batch of queued offline favourite intents, each once.
 */
import Router from '@koa/router';
import { SyncPullQuery, SyncPushBody, type SyncPushAnswer } from '../../contract/index.ts';
import type { AppState, Deps } from '../../context.ts';
import { optionalUser, requireUser } from '../../auth/guards.ts';
import { applyFavoriteIntents } from '../../commands/favoriteSetter.ts';
import { syncChanges } from '../../queries/syncChanges.ts';
import { parse } from '../../validate.ts';

export function syncRouter(deps: Deps) {
  const router = new Router<AppState>({ prefix: '/sync' });

  router.get('/', optionalUser(deps), async (ctx) => {
    const { since } = parse(SyncPullQuery, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await syncChanges(deps.sql, since, ctx.state.actor?.id ?? null) };
  });

  router.post('/', requireUser(deps), async (ctx) => {
    const { events } = parse(SyncPushBody, ctx.request.body);
    const data: SyncPushAnswer = await applyFavoriteIntents(deps, ctx.state.actor!, events);
    ctx.body = { data };
  });

  return router;
}
