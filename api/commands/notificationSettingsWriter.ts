/** Account Settings → Notifications: e-mail and push on or off for every alert of the account. */
import type { NotificationSettings } from '../../contract/push.ts';
import type { Actor, Deps } from '../context.ts';
import { withTx } from '../db.ts';
import { appendEvent } from '../events/appendEvent.ts';
import { lockActor } from './mutationRunner.ts';

export async function updateNotificationSettings(
  deps: Pick<Deps, 'sql'>,
  actor: Actor,
  patch: Partial<NotificationSettings>,
): Promise<NotificationSettings> {
  return withTx(deps.sql, async (tx) => {
    await lockActor(tx, actor);
    const [row] = await tx<NotificationSettings[]>`
      insert into notification_settings (user_id, email_enabled, push_enabled)
      values (${actor.id}, ${patch.email ?? true}, ${patch.push ?? true})
      on conflict (user_id) do update set
        email_enabled = coalesce(${patch.email ?? null}::boolean, notification_settings.email_enabled),
        push_enabled = coalesce(${patch.push ?? null}::boolean, notification_settings.push_enabled),
        updated_at = now()
      returning email_enabled as email, push_enabled as push`;
    await appendEvent(tx, { type: 'notifications.updated', subjectId: actor.id, actorId: actor.id, payload: { ...patch } });
    return row;
  });
}
