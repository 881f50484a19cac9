/**
 * Deletes an account. The database cascades to its sessions, refresh tokens, password account and
 * favourites, so every login of the user ends with it (refresh answers 401 from then on). Its avatar
 * object goes afterwards unless something else uses it.
 */
import type { Actor } from '../context.ts';
import { withTx } from '../db.ts';
import { appendEvent } from '../events/appendEvent.ts';
import { removeAvatarObject, type UserAvatarDeps } from './userAvatar.ts';
import { userNotFound } from '../queries/userReads.ts';

export async function deleteUser(deps: UserAvatarDeps, actor: Actor, userId: string): Promise<void> {
  const { avatar } = await withTx(deps.sql, async (tx) => {
    const [row] = await tx<{ image: string | null }[]>`delete from "user" where id = ${userId} returning image`;
    if (!row) throw userNotFound();
    await appendEvent(tx, { type: 'user.deleted', subjectId: userId, actorId: actor.id, payload: {} });
    return { avatar: row.image };
  });
  await removeAvatarObject(deps, avatar);
}
