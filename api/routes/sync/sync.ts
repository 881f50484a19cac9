/**
 * /sync: GET hands out the changes after a cursor (public listings and projects for anyone, favourites
 * only to their owner); POST applies a batch of the user's mutations, each once, by type.
 */
import { isLegacyPush, LegacyPushBody, MutationPushBody, SyncPullQuery, type Mutation } from '../../../contract/mutations.ts';
import type { Deps } from '../../context.ts';
import { applyMutations } from '../../commands/mutations.ts';
import { syncChanges } from '../../queries/syncChanges.ts';
import { parse } from '../../validate.ts';
import { declareRoutes } from '../endpoint.ts';

export function syncRouter(deps: Deps) {
  const routes = declareRoutes(deps, { tag: 'Sync' });

  routes.privateRead(
    {
      path: '/sync',
      summary: 'What changed since a cursor',
      description:
        "Public listing and project changes for anyone, favourite changes only for their owner. Pass the answer's `cursor` as `since` next time.",
      auth: 'optional',
      query: SyncPullQuery,
      success: { status: 200, description: 'Changes in log order and the next cursor.', data: 'SyncPull' },
    },
    async ({ query: { since } }, ctx) => ({ data: await syncChanges(deps.sql, since, ctx.state.actor?.id ?? null) }),
  );

  routes.endpoint(
    {
      method: 'post',
      path: '/sync',
      summary: "Apply a batch of the user's mutations (favourites today), each id once",
      description:
        "Each mutation is `{ id, type, args, clientTime }` and is applied by its type. A replayed id is a no-op. `sentAt` is the device clock when the batch left: a device clock more than a minute off the server's has that difference taken off its `clientTime`s. The effective time is the (corrected) `clientTime`, or the arrival when it lies more than a minute in the future; per record the latest effective time wins. `{ events }` batches of the first offline outbox are still taken.",
      auth: 'user',
      body: MutationPushBody,
      // The batch of the first offline outbox ({ events }) is read by its own schema.
      readByHandler: true,
      success: {
        status: 200,
        description: 'One result per mutation, in order, and the seq of the last event recorded.',
        data: 'SyncPushAnswer',
      },
      errors: { 400: 'Validation failed: `errors.name` is ValidationError and `errors.fields` gives one message per field.' },
    },
    async (ctx) => {
      const receivedAt = new Date();
      // The whole batch is checked before any of it is applied: a malformed one changes nothing.
      const body: unknown = ctx.request.body;
      const push: { mutations: Mutation[]; sentAt?: string } = isLegacyPush(body)
        ? { mutations: parse(LegacyPushBody, body).events }
        : parse(MutationPushBody, body);
      ctx.body = { data: await applyMutations(deps, ctx.state.actor!, push.mutations, { sentAt: push.sentAt, receivedAt, ip: ctx.ip }) };
    },
  );

  return routes;
}
