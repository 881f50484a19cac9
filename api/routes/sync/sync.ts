/**
 * /sync: GET hands out the changes after a cursor (public listings and projects for anyone, favourites
 * only to their owner); POST applies a batch of the user's mutations, each once, by type.
 */
import Router from '@koa/router';
import { SyncPullQuery, isLegacyPush, LegacyPushBody, MutationPushBody, type Mutation } from '../../../contract/mutations.ts';
import type { AppState, Deps } from '../../context.ts';
import { optionalUser, requireUser } from '../../auth/guards.ts';
import { applyMutations } from '../../commands/mutations.ts';
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
    const receivedAt = new Date();
    // The whole batch is checked before any of it is applied: a malformed one changes nothing.
    const body: unknown = ctx.request.body;
    const push: { mutations: Mutation[]; sentAt?: string } = isLegacyPush(body)
      ? { mutations: parse(LegacyPushBody, body).events }
      : parse(MutationPushBody, body);
    ctx.body = { data: await applyMutations(deps, ctx.state.actor!, push.mutations, { sentAt: push.sentAt, receivedAt, ip: ctx.ip }) };
  });

  return router;
}
