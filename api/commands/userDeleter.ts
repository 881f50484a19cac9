/**
 * An admin deletes an account: it is erased as a person's own erasure is (api/privacy/erasure.ts),
 * at once: the account and what hangs off it, the personal fields of its enquiries, buyers, mails
 * and events, and its avatar's objects; what a legal hold keeps stays. Every login ends with it.
 */
import type { Actor } from '../context.ts';
import { eraseAccount } from '../privacy/erasure.ts';
import type { UserAvatarDeps } from './userAvatar.ts';
import { userNotFound } from '../queries/userReads.ts';

export async function deleteUser(deps: UserAvatarDeps, actor: Actor, userId: string): Promise<void> {
  const outcome = await eraseAccount(deps, userId, actor.id, 'admin');
  if (!outcome) throw userNotFound();
}
