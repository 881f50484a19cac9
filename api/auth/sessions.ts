/**
 * Logins and their tokens: a better-auth session per login, rotating refresh tokens, an absolute lifetime.
 * Why: docs/decisions/017-token-trust.md
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { roleOf, type Role } from '../../contract/catalog.ts';
import type { Deps } from '../context.ts';
import { withTx, type Sql, type Tx } from '../db.ts';
import { unauthorized } from '../errors.ts';
import { signAccessToken } from './accessTokens.ts';

/** Without 'Remember me' a login lasts a day of inactivity at most. */
export const SHORT_REFRESH_TTL_SECONDS = 24 * 60 * 60;

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  /** When the refresh token expires: the browser keeps its cookie as long. */
  refreshExpiresAt: Date;
}

export const invalidRefreshToken = () => unauthorized('Your session is no longer valid. Please log in again.');

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The token that replaces `presented` when it is rotated: derived with a key from the server's
 * secret, so a replay inside the reuse interval can answer the very same successor (only its hash
 * is stored) without anyone who lacks the secret being able to compute it.
 * Why: docs/decisions/030-refresh-cookie.md
 */
function successorOf(key: Buffer, presented: string): string {
  return createHmac('sha256', key).update(presented).digest('base64url');
}

async function successorKey(deps: Pick<Deps, 'auth'>): Promise<Buffer> {
  const { secret } = await deps.auth.$context;
  return createHash('sha256').update(`refresh-token-successor:${secret}`).digest();
}

function refreshTtl(deps: Pick<Deps, 'config'>, remember: boolean): number {
  return remember ? deps.config.refreshTokenTtl : Math.min(SHORT_REFRESH_TTL_SECONDS, deps.config.refreshTokenTtl);
}

/** The moment a login started at `startedAt` ends, however often it is refreshed. */
export function absoluteEndOf(deps: Pick<Deps, 'config'>, startedAt: Date, remember: boolean): Date {
  const maxAge = remember ? deps.config.sessionMaxAge.remember : deps.config.sessionMaxAge.short;
  return new Date(startedAt.getTime() + maxAge * 1000);
}

/** Where and with what a login was last used. */
export interface ClientInfo {
  ip: string;
  userAgent: string;
}

/**
 * Stores a new refresh token of `familyId` and keeps the better-auth session alive as long: the
 * idle lifetime from now, never past the login's absolute end.
 */
async function insertRefreshToken(
  tx: Tx,
  input: {
    token: string;
    familyId: string;
    userId: string;
    remember: boolean;
    ttlSeconds: number;
    absoluteEnd: Date;
    client?: ClientInfo;
  },
): Promise<{ token: string; expiresAt: Date }> {
  const { token } = input;
  const expiresAt = new Date(Math.min(Date.now() + input.ttlSeconds * 1000, input.absoluteEnd.getTime()));
  await tx`
    insert into refresh_tokens (family_id, user_id, token_hash, remember, expires_at)
    values (${input.familyId}, ${input.userId}, ${hashRefreshToken(token)}, ${input.remember}, ${expiresAt})`;
  await tx`
    update session set
      "expiresAt" = ${expiresAt},
      "updatedAt" = now(),
      "ipAddress" = coalesce(${input.client?.ip ?? null}::text, "ipAddress"),
      "userAgent" = coalesce(${input.client?.userAgent?.slice(0, 512) ?? null}::text, "userAgent")
    where id = ${input.familyId}`;
  return { token, expiresAt };
}

/** Tokens for a fresh better-auth session (made by signInEmail): the first of its family. */
export async function startTokenFamily(
  deps: Pick<Deps, 'sql' | 'auth' | 'config'>,
  input: { sessionToken: string; userId: string; role: Role; remember: boolean },
): Promise<TokenPair> {
  const refreshToken = await withTx(deps.sql, async (tx) => {
    const [session] = await tx<{ id: string; createdAt: Date }[]>`select id, "createdAt" from session where token = ${input.sessionToken}`;
    if (!session) throw invalidRefreshToken();
    // Each login sweeps the user's long-dead logins, so neither table grows without bound.
    await tx`delete from refresh_tokens where user_id = ${input.userId} and expires_at < now() - interval '1 day'`;
    await tx`delete from session where "userId" = ${input.userId} and "expiresAt" < now() - interval '1 day'`;
    const refresh = await insertRefreshToken(tx, {
      token: newRefreshToken(),
      familyId: session.id,
      userId: input.userId,
      remember: input.remember,
      ttlSeconds: refreshTtl(deps, input.remember),
      absoluteEnd: absoluteEndOf(deps, session.createdAt, input.remember),
    });
    return { ...refresh, sessionId: session.id };
  });
  const accessToken = await signAccessToken(deps, { sub: input.userId, role: input.role, sid: refreshToken.sessionId });
  return { accessToken, refreshToken: refreshToken.token, refreshExpiresAt: refreshToken.expiresAt };
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
  session_created_at: Date | null;
}

type Rotation = { ok: true; userId: string; role: Role; familyId: string; refresh: { token: string; expiresAt: Date } } | { ok: false };

/**
 * Exchanges a refresh token for a new pair. The answer is 401 when the token is unknown, expired,
 * revoked, of a banned or deleted user, of a login past its absolute lifetime, or of a login that
 * better-auth no longer has (ended). A token that was already rotated answers its successor again
 * while that successor is unspent and the rotation is younger than REFRESH_TOKEN_REUSE_INTERVAL (the
 * answer to the rotation was lost); any other reuse revokes the whole family first (it was stolen,
 * or replayed). `client` records where the login was used last.
 */
export async function rotateRefreshToken(
  deps: Pick<Deps, 'sql' | 'auth' | 'config'>,
  presented: string,
  client?: ClientInfo,
): Promise<TokenPair> {
  const key = await successorKey(deps);
  // The revocation of a reused family must commit, so the transaction returns its verdict instead of throwing.
  const rotation = await withTx(deps.sql, async (tx): Promise<Rotation> => {
    const [row] = await tx<PresentedToken[]>`
      select t.id, t.family_id, t.user_id, t.remember, t.expires_at, t.rotated_at, t.revoked_at,
             u.role, u.banned, s.id as session_id, s."createdAt" as session_created_at
      from refresh_tokens t
      join "user" u on u.id = t.user_id
      left join session s on s.id = t.family_id::text
      where t.token_hash = ${hashRefreshToken(presented)}
      for update of t`;
    if (!row || row.revoked_at) return { ok: false };
    // The application's clock, not the database's, so the reuse interval can be tested with a fake one.
    const now = Date.now();
    const absoluteEnd = row.session_created_at ? absoluteEndOf(deps, row.session_created_at, row.remember) : null;
    if (row.banned || !absoluteEnd || absoluteEnd.getTime() <= now) {
      await revokeFamilyIn(tx, row.family_id);
      return { ok: false };
    }
    const granted = { ok: true as const, userId: row.user_id, role: roleOf(row.role) };
    if (row.rotated_at) {
      const successor = await unspentSuccessorIn(tx, deps, {
        familyId: row.family_id,
        rotatedAt: row.rotated_at,
        token: successorOf(key, presented),
        now,
      });
      if (!successor) {
        await revokeFamilyIn(tx, row.family_id);
        return { ok: false };
      }
      return { ...granted, familyId: row.family_id, refresh: successor };
    }
    if (row.expires_at.getTime() <= now) {
      await revokeFamilyIn(tx, row.family_id);
      return { ok: false };
    }
    await tx`update refresh_tokens set rotated_at = ${new Date(now)} where id = ${row.id}`;
    const refresh = await insertRefreshToken(tx, {
      token: successorOf(key, presented),
      familyId: row.family_id,
      userId: row.user_id,
      remember: row.remember,
      ttlSeconds: refreshTtl(deps, row.remember),
      absoluteEnd,
      client,
    });
    return { ...granted, familyId: row.family_id, refresh };
  });
  if (!rotation.ok) throw invalidRefreshToken();
  const accessToken = await signAccessToken(deps, { sub: rotation.userId, role: rotation.role, sid: rotation.familyId });
  return { accessToken, refreshToken: rotation.refresh.token, refreshExpiresAt: rotation.refresh.expiresAt };
}

/**
 * The successor of a token rotated less than the reuse interval ago, when nobody has spent it yet:
 * the browser lost the answer that carried it, so the same token is handed out again and the family
 * keeps one live token. Null otherwise.
 */
async function unspentSuccessorIn(
  tx: Tx,
  deps: Pick<Deps, 'config'>,
  input: { familyId: string; rotatedAt: Date; token: string; now: number },
): Promise<{ token: string; expiresAt: Date } | null> {
  if (input.now - input.rotatedAt.getTime() >= deps.config.refreshTokenReuseInterval * 1000) return null;
  const [live] = await tx<{ expires_at: Date }[]>`
    select expires_at from refresh_tokens
    where token_hash = ${hashRefreshToken(input.token)} and family_id = ${input.familyId}
      and rotated_at is null and revoked_at is null
    for update`;
  if (!live || live.expires_at.getTime() <= input.now) return null;
  return { token: input.token, expiresAt: live.expires_at };
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

/** Ends every login of a user but `keepSessionId` (the caller's own); answers how many ended. */
export async function revokeOthersOfUser(tx: Tx, userId: string, keepSessionId: string): Promise<number> {
  await tx`
    update refresh_tokens set revoked_at = now()
    where user_id = ${userId} and family_id::text <> ${keepSessionId} and revoked_at is null`;
  const ended = await tx<{ live: boolean }[]>`
    delete from session where "userId" = ${userId} and id <> ${keepSessionId} returning "expiresAt" > now() as live`;
  return ended.filter((session) => session.live).length;
}

/** Ends one login of a user, when it is theirs; false when they have no such login. */
export async function revokeSessionOfUser(tx: Tx, userId: string, sessionId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return false;
  const [owned] = await tx<{ id: string }[]>`
    select id from session where id = ${sessionId} and "userId" = ${userId} and "expiresAt" > now() for update`;
  if (!owned) return false;
  await revokeFamilyIn(tx, sessionId);
  return true;
}

export interface ActiveSession {
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: Date;
  lastUsedAt: Date;
  expiresAt: Date;
  remember: boolean;
}

/** A user's live logins, most recently used first. */
export async function activeSessionsOf(sql: Sql, userId: string): Promise<ActiveSession[]> {
  return sql<ActiveSession[]>`
    select s.id, s."userAgent" as "userAgent", s."ipAddress" as "ipAddress", s."createdAt" as "createdAt",
           s."updatedAt" as "lastUsedAt", s."expiresAt" as "expiresAt",
           coalesce((select t.remember from refresh_tokens t where t.family_id = s.id::uuid order by t.created_at desc limit 1), false) as remember
    from session s
    where s."userId" = ${userId} and s."expiresAt" > now()
      and exists (select 1 from refresh_tokens t where t.family_id = s.id::uuid and t.revoked_at is null)
    order by s."updatedAt" desc, s.id`;
}
