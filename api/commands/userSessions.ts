/**
 * A user's logins: ending one, all but the caller's, or all of them (each revokes the login's
 * refresh-token family, so its device is logged out at its next refresh), and the password change
 * that ends every other login. Each is one transaction with its event.
 */
import type { Actor, Deps } from '../context.ts';
import { withTx } from '../db.ts';
import { ApiError, notFound, validationError } from '../errors.ts';
import { appendEvent } from '../events/appendEvent.ts';
import { revokeAllOfUser, revokeOthersOfUser, revokeSessionOfUser } from '../auth/sessions.ts';
import { lockActor } from './mutationRunner.ts';
import { userNotFound } from '../queries/userReads.ts';

export const sessionNotFound = () => notFound('Session not found');

const WRONG_PASSWORD = 'Your current password is incorrect';
export const wrongPassword = () => new ApiError(403, WRONG_PASSWORD, 'ForbiddenError', { fields: { currentPassword: WRONG_PASSWORD } });
export const currentPasswordNeeded = () => validationError({ currentPassword: 'Enter your current password to change your email address' });

/** Whether `password` is the user's password (better-auth's hash of their credential account). */
export async function passwordMatches(deps: Pick<Deps, 'auth'>, userId: string, password: string): Promise<boolean> {
  const context = await deps.auth.$context;
  const account = await context.internalAdapter.findCredentialAccount(userId);
  if (!account?.password) return false;
  return context.password.verify({ hash: account.password, password });
}

/** Checks the current password a sensitive change was sent with: 400 when missing, 403 when wrong. */
export async function assertCurrentPassword(deps: Pick<Deps, 'auth'>, userId: string, password: string | undefined): Promise<void> {
  if (!password) throw currentPasswordNeeded();
  if (!(await passwordMatches(deps, userId, password))) throw wrongPassword();
}

export async function endSession(deps: Pick<Deps, 'sql'>, actor: Actor, userId: string, sessionId: string): Promise<void> {
  await withTx(deps.sql, async (tx) => {
    await lockActor(tx, actor);
    if (!(await revokeSessionOfUser(tx, userId, sessionId))) throw sessionNotFound();
    await appendEvent(tx, { type: 'user.sessions_ended', subjectId: userId, actorId: actor.id, payload: { scope: 'one', ended: 1 } });
  });
}

/** Ends every login of the user but `keepSessionId`; answers how many ended. */
export async function endOtherSessions(deps: Pick<Deps, 'sql'>, actor: Actor, userId: string, keepSessionId: string): Promise<number> {
  return withTx(deps.sql, async (tx) => {
    // A deleted account's token, still within its lifetime, ends nothing and records nothing.
    await lockActor(tx, actor);
    const ended = await revokeOthersOfUser(tx, userId, keepSessionId);
    await appendEvent(tx, { type: 'user.sessions_ended', subjectId: userId, actorId: actor.id, payload: { scope: 'others', ended } });
    return ended;
  });
}

/** Ends every login of the user (an admin's action, or the user's own 'log out everywhere'). */
export async function endAllSessions(deps: Pick<Deps, 'sql'>, actor: Actor, userId: string): Promise<number> {
  return withTx(deps.sql, async (tx) => {
    const [user] = await tx<{ live: number }[]>`
      select (select count(*)::int from session s where s."userId" = u.id and s."expiresAt" > now()) as live
      from "user" u where u.id = ${userId} for update`;
    if (!user) throw userNotFound();
    await revokeAllOfUser(tx, userId);
    await appendEvent(tx, {
      type: 'user.sessions_ended',
      subjectId: userId,
      actorId: actor.id,
      payload: { scope: 'all', ended: user.live },
    });
    return user.live;
  });
}

/**
 * Sets a new password after checking the current one, and ends every other login of the user
 * (the caller's own, `keepSessionId`, goes on). Answers how many logins ended.
 */
export async function changePassword(
  deps: Pick<Deps, 'sql' | 'auth'>,
  actor: Actor,
  input: { currentPassword: string; newPassword: string; keepSessionId: string | undefined },
): Promise<number> {
  await assertCurrentPassword(deps, actor.id, input.currentPassword);
  const context = await deps.auth.$context;
  const hash = await context.password.hash(input.newPassword);
  return withTx(deps.sql, async (tx) => {
    await tx`
      update account set password = ${hash}, "updatedAt" = now()
      where "userId" = ${actor.id} and "providerId" = 'credential'`;
    const ended = input.keepSessionId ? await revokeOthersOfUser(tx, actor.id, input.keepSessionId) : 0;
    if (!input.keepSessionId) await revokeAllOfUser(tx, actor.id);
    await appendEvent(tx, { type: 'user.password_changed', subjectId: actor.id, actorId: actor.id, payload: { sessionsEnded: ended } });
    return ended;
  });
}
