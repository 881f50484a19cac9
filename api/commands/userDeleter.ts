/**
 * Deletes an account. The database cascades to its sessions, refresh tokens, password account and
 * favourites, so every login of the user ends with it (refresh answers 401 from then on).
 */
import type { Actor, Deps } from '../context.ts';
import { withTx } from '../db.ts';
import { appendEvent } from '../events/appendEvent.ts';
import { userNotFound } from './userUpdater.ts';

export async function deleteUser(deps: Pick<Deps, 'sql'>, actor: Actor, userId: string): Promise<{ avatar: string | null }> {
  return withTx(deps.sql, async (tx) => {
    const [row] = await tx<{ image: string | null }[]>`delete from "user" where id = ${userId} returning image`;
    if (!row) throw userNotFound();
    await appendEvent(tx, { type: 'user.deleted', subjectId: userId, actorId: actor.id, payload: {} });
    return { avatar: row.image };
  });
}
