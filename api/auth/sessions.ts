/**
 * Logins and their tokens. A login is a better-auth session; its id names the login's refresh-token
 * family and rides in every access token as `sid`. Refresh tokens are opaque, stored as SHA-256
 * hashes, rotated on every use; presenting one that was already rotated revokes the whole family.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '../contract/catalog.ts';
import type { Deps } from '../context.ts';
import { withTx, type Sql, type Tx } from '../db.ts';
import { unauthorized } from '../errors.ts';
import { signAccessToken } from './accessTokens.ts';

/** Without 'Remember me' a login lasts a day of inactivity at most. */
export const SHORT_REFRESH_TTL_SECONDS = 24 * 60 * 60;

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export const invalidRefreshToken = () => unauthorized('Your session is no longer valid. Please log in again.');

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

function refreshTtl(deps: Pick<Deps, 'config'>, remember: boolean): number {
  return remember ? deps.config.refreshTokenTtl : Math.min(SHORT_REFRESH_TTL_SECONDS, deps.config.refreshTokenTtl);
}

/** Stores a new refresh token of `familyId` and keeps the better-auth session alive as long. */
async function insertRefreshToken(
  tx: Tx,
  input: { familyId: string; userId: string; remember: boolean; ttlSeconds: number },
): Promise<string> {
  const token = newRefreshToken();
  const expiresAt = new Date(Date.now() + input.ttlSeconds * 1000);
  await tx`
    insert into refresh_tokens (family_id, user_id, token_hash, remember, expires_at)
    values (${input.familyId}, ${input.userId}, ${hashRefreshToken(token)}, ${input.remember}, ${expiresAt})`;
  await tx`update session set "expiresAt" = ${expiresAt}, "updatedAt" = now() where id = ${input.familyId}`;
  return token;
}

/** Tokens for a fresh better-auth session (made by signInEmail): the first of its family. */
export async function startTokenFamily(
  deps: Pick<Deps, 'sql' | 'auth' | 'config'>,
  input: { sessionToken: string; userId: string; role: Role; remember: boolean },
): Promise<TokenPair> {
  const refreshToken = await withTx(deps.sql, async (tx) => {
    const [session] = await tx<{ id: string }[]>`select id from session where token = ${input.sessionToken}`;
    if (!session) throw invalidRefreshToken();
    // Each login sweeps the user's long-dead logins, so neither table grows without bound.
    await tx`delete from refresh_tokens where user_id = ${input.userId} and expires_at < now() - interval '1 day'`;
    await tx`delete from session where "userId" = ${input.userId} and "expiresAt" < now() - interval '1 day'`;
    const token = await insertRefreshToken(tx, {
      familyId: session.id,
      userId: input.userId,
      remember: input.remember,
      ttlSeconds: refreshTtl(deps, input.remember),
    });
    return { token, sessionId: session.id };
  });
  const accessToken = await signAccessToken(deps, { sub: input.userId, role: input.role, sid: refreshToken.sessionId });
  return { accessToken, refreshToken: refreshToken.token };
}

interface PresentedToken {
  id: string;
  family_id: string;
  user_id: string;
  remember: boolean;
  expires_at: Date;
  rotated_at: Date | null;
  revoked_at: Date | null;
  role: string | null;
  banned: boolean | null;
  session_id: string | null;
}

type Rotation = { ok: true; userId: string; role: Role; familyId: string; refreshToken: string } | { ok: false };

/**
 * Exchanges a refresh token for a new pair. The answer is 401 when the token is unknown, expired,
 * revoked, of a banned or deleted user, or of a login that better-auth no longer has; a token
 * that was already rotated revokes its whole family first (it was stolen, or replayed).
 */
export async function rotateRefreshToken(deps: Pick<Deps, 'sql' | 'auth' | 'config'>, presented: string): Promise<TokenPair> {
  // The revocation of a reused family must commit, so the transaction returns its verdict instead of throwing.
  const rotation = await withTx(deps.sql, async (tx): Promise<Rotation> => {
    const [row] = await tx<PresentedToken[]>`
      select t.id, t.family_id, t.user_id, t.remember, t.expires_at, t.rotated_at, t.revoked_at,
             u.role, u.banned, s.id as session_id
      from refresh_tokens t
      join "user" u on u.id = t.user_id
      left join session s on s.id = t.family_id::text
      where t.token_hash = ${hashRefreshToken(presented)}
      for update of t`;
    if (!row || row.revoked_at) return { ok: false };
    if (row.rotated_at) {
      await revokeFamilyIn(tx, row.family_id);
      return { ok: false };
    }
    if (row.expires_at.getTime() <= Date.now() || row.banned || !row.session_id) {
      await revokeFamilyIn(tx, row.family_id);
      return { ok: false };
    }
    await tx`update refresh_tokens set rotated_at = now() where id = ${row.id}`;
    const refreshToken = await insertRefreshToken(tx, {
      familyId: row.family_id,
      userId: row.user_id,
      remember: row.remember,
      ttlSeconds: refreshTtl(deps, row.remember),
    });
    return { ok: true, userId: row.user_id, role: row.role === 'admin' ? 'admin' : 'user', familyId: row.family_id, refreshToken };
  });
  if (!rotation.ok) throw invalidRefreshToken();
  const accessToken = await signAccessToken(deps, { sub: rotation.userId, role: rotation.role, sid: rotation.familyId });
  return { accessToken, refreshToken: rotation.refreshToken };
}

async function revokeFamilyIn(tx: Tx, familyId: string): Promise<void> {
  await tx`update refresh_tokens set revoked_at = now() where family_id = ${familyId} and revoked_at is null`;
  await tx`delete from session where id = ${familyId}`;
}

/** Ends one login: its refresh tokens and its better-auth session. Idempotent. */
export async function revokeFamily(sql: Sql, familyId: string): Promise<void> {
  if (!/^[0-9a-f-]{36}$/i.test(familyId)) return;
  await withTx(sql, (tx) => revokeFamilyIn(tx, familyId));
}

/** The family a refresh token belongs to, whatever its state. */
export async function familyOf(sql: Sql, refreshToken: string): Promise<string | null> {
  const [row] = await sql<{ family_id: string }[]>`
    select family_id from refresh_tokens where token_hash = ${hashRefreshToken(refreshToken)}`;
  return row?.family_id ?? null;
}

/** Ends every login of a user (password reset, deletion, ban), inside the caller's transaction. */
export async function revokeAllOfUser(tx: Tx, userId: string): Promise<void> {
  await tx`update refresh_tokens set revoked_at = now() where user_id = ${userId} and revoked_at is null`;
  await tx`delete from session where "userId" = ${userId}`;
}
