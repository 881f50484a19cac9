/** /push: the VAPID public key browsers subscribe with, and the caller's browser subscriptions. */
import { PushSubscriptionBody, PushUnsubscribeBody } from '../../../contract/push.ts';
import type { Deps } from '../../context.ts';
import { lockActor } from '../../commands/mutationRunner.ts';
import { withTx } from '../../db.ts';
import { appendEvent } from '../../events/appendEvent.ts';
import { notFound, validationError } from '../../errors.ts';
import { pushEndpointProblem } from '../../notifications/pushServices.ts';
import { declareRoutes } from '../endpoint.ts';
import { recordFormConsent } from '../../commands/consentRecorder.ts';

/** Browsers with notifications on, per person. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

/** The caller's subscription of one browser: its endpoint is in the body, so both writes share one path. */
const browserSubscription = { path: '/push/subscriptions', auth: 'user' } as const;

export function pushRouter(deps: Deps) {
  const routes = declareRoutes(deps, { tag: 'Alerts' });

  routes.endpoint(
    {
      method: 'get',
      path: '/push/key',
      summary: 'The VAPID public key to subscribe a browser with',
      auth: 'public',
      success: { status: 200, description: 'The key (base64url).', data: 'PushKey' },
      errors: { 404: 'This server sends no push notifications: "Push notifications are not available".' },
    },
    (ctx) => {
      if (!deps.notifier.pushPublicKey) throw notFound('Push notifications are not available');
      ctx.body = { data: { publicKey: deps.notifier.pushPublicKey } };
    },
  );

  routes.endpoint(
    {
      ...browserSubscription,
      method: 'post',
      summary: "Subscribe this browser to the caller's push notifications",
      description: "The body is the browser's `PushSubscription.toJSON()`.",
      body: PushSubscriptionBody,
      success: { status: 201, description: 'Subscribed.', message: 'Notifications are on for this browser', data: 'null' },
    },
    async (ctx, { body, reply }) => {
      const refused = pushEndpointProblem(body.endpoint, deps.config.pushServices);
      if (refused) throw validationError({ endpoint: refused });
      const actor = ctx.state.actor!;
      await withTx(deps.sql, async (tx) => {
        await lockActor(tx, actor);
        // A browser has one subscription: signing in as someone else there moves it to them.
        await tx`
          insert into push_subscriptions (endpoint, user_id, p256dh, auth) values (${body.endpoint}, ${actor.id}, ${body.keys.p256dh}, ${body.keys.auth})
          on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth, created_at = now()`;
        // A person has a few browsers: past the cap, the longest-unrenewed subscriptions go.
        await tx`
          delete from push_subscriptions where user_id = ${actor.id} and endpoint in (
            select endpoint from push_subscriptions where user_id = ${actor.id} order by created_at desc offset ${MAX_PUSH_SUBSCRIPTIONS})`;
        await appendEvent(tx, { type: 'push.subscribed', subjectId: actor.id, actorId: actor.id, payload: {} });
        // Turning notifications on in a browser is consenting to push.
        await recordFormConsent(tx, actor.id, 'push');
      });
      reply(null);
    },
  );

  routes.endpoint(
    {
      ...browserSubscription,
      method: 'delete',
      summary: 'Unsubscribe a browser of the caller',
      body: PushUnsubscribeBody,
      success: { status: 200, description: 'Unsubscribed.', message: 'Notifications are off for this browser', data: 'null' },
    },
    async (ctx, { body, reply }) => {
      const actor = ctx.state.actor!;
      await withTx(deps.sql, async (tx) => {
        const removed =
          await tx`delete from push_subscriptions where endpoint = ${body.endpoint} and user_id = ${actor.id} returning endpoint`;
        if (removed.length) await appendEvent(tx, { type: 'push.unsubscribed', subjectId: actor.id, actorId: actor.id, payload: {} });
      });
      reply(null);
    },
  );

  return routes;
}
