/**
 * Sets a new password from a reset link. better-auth checks and consumes the token, hashes the
 * password and ends its sessions; then every refresh token of the user is revoked and the event
 * recorded. (better-auth's write cannot join our transaction; it ends every login either way.)
 */
import { APIError } from 'better-auth/api';
import type { Deps } from '../context.ts';
import { withTx } from '../db.ts';
import { badRequest } from '../errors.ts';
import { appendEvent } from '../events/appendEvent.ts';
import { revokeAllOfUser } from '../auth/sessions.ts';

export const invalidResetLink = () => badRequest('This reset link is invalid or has expired');

export async function resetPassword(deps: Pick<Deps, 'sql' | 'auth'>, input: { token: string; password: string }): Promise<void> {
  const context = await deps.auth.$context;
  const verification = await context.internalAdapter.findVerificationValue(`reset-password:${input.token}`);
  if (!verification || verification.expiresAt < new Date()) throw invalidResetLink();
  const userId = verification.value;
  try {
    await deps.auth.api.resetPassword({ body: { newPassword: input.password, token: input.token } });
  } catch (error) {
    if (error instanceof APIError && error.statusCode === 400) throw invalidResetLink();
    throw error;
  }
  await withTx(deps.sql, async (tx) => {
    await revokeAllOfUser(tx, userId);
    await appendEvent(tx, { type: 'user.password_reset', subjectId: userId, actorId: userId, payload: {} });
  });
}
