/**
 * Attempt limits of login, register and password reset, and limits of every other write. Counters
 * live in PostgreSQL (rate-limiter-flexible's RateLimiterPostgres over our postgres.js client), so
 * a limit holds across every API replica and survives restarts.
 */
import type Koa from 'koa';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppState, Deps } from '../context.ts';
import type { Sql } from '../db.ts';
import { ApiError, tooManyRequests } from '../errors.ts';
import { bearerToken, verifyAccessToken } from './accessTokens.ts';

const WINDOW_SECONDS = 60;

/** The `query({ text, values })` shape RateLimiterPostgres expects of a pg client, over postgres.js. */
function pgClientOf(sql: Sql) {
  return {
    async query(q: { text: string; values?: unknown[] }) {
      const rows = await sql.unsafe(q.text, (q.values ?? []) as never[]);
      return { rows: Array.from(rows) };
    },
  };
}

export interface AuthRateLimits {
  /** Per client address and e-mail. */
  login(ip: string, email: string): Promise<void>;
  /** Per client address. */
  register(ip: string): Promise<void>;
  /** Per client address: forgot-password and reset-password together. */
  passwordReset(ip: string): Promise<void>;
}

export function authRateLimits(deps: Pick<Deps, 'sql' | 'config'>): AuthRateLimits {
  const limiter = (keyPrefix: string) =>
    new RateLimiterPostgres({
      storeClient: pgClientOf(deps.sql),
      storeType: 'client',
      tableName: 'auth_rate_limits',
      tableCreated: true,
      keyPrefix,
      points: deps.config.rateLimitAuth,
      duration: WINDOW_SECONDS,
    });
  const consume = (rl: RateLimiterPostgres) => async (key: string) => {
    if (deps.config.rateLimitAuth === 0) return; // RATE_LIMIT_AUTH=0 turns the limits off
    try {
      await rl.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw tooManyRequests(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
      throw rejection;
    }
  };
  const login = consume(limiter('login'));
  const register = consume(limiter('register'));
  const passwordReset = consume(limiter('reset'));
  return {
    login: (ip, email) => login(`${ip}|${email.toLowerCase()}`),
    register,
    passwordReset,
  };
}

/** What a write is counted as: a `/sync` push, an upload (any multipart body), or any other write. */
export type WriteKind = 'writes' | 'uploads' | 'sync';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Per client address, a limit allows this many times the per-user one (an office shares one address). */
export const WRITE_LIMIT_IP_FACTOR = 4;

export function writeKindOf(method: string, path: string, contentType: string | undefined): WriteKind | null {
  if (!WRITE_METHODS.has(method) || !path.startsWith('/api/v1/')) return null;
  if (path === '/api/v1/sync' || path === '/api/v1/sync/') return 'sync';
  if (/^multipart\//i.test(contentType ?? '')) return 'uploads';
  return 'writes';
}

const writeRefused = (retryAfterSeconds: number) =>
  new ApiError(429, `Too many changes in a short time. Please try again in ${retryAfterSeconds} seconds.`, 'RateLimitError');

/**
 * Limits every write of /api/v1 a minute, per user (from the access token, when one is sent) and
 * per client address: RATE_LIMIT_WRITES, RATE_LIMIT_UPLOADS and RATE_LIMIT_SYNC per user, four
 * times as many per address. Runs before the body is read, so a refused upload is never parsed.
 * A refusal is 429 with `Retry-After`; a limit of 0 is off.
 */
export function writeRateLimits(deps: Pick<Deps, 'sql' | 'config'>): Koa.Middleware<AppState> {
  const limiter = (keyPrefix: string, points: number) =>
    new RateLimiterPostgres({
      storeClient: pgClientOf(deps.sql),
      storeType: 'client',
      tableName: 'write_rate_limits',
      tableCreated: true,
      keyPrefix,
      points,
      duration: WINDOW_SECONDS,
    });
  const limiters = Object.fromEntries(
    (Object.keys(deps.config.writeLimits) as WriteKind[]).map((kind) => {
      const points = deps.config.writeLimits[kind];
      return [kind, points === 0 ? null : { user: limiter(`${kind}-user`, points), ip: limiter(`${kind}-ip`, points * WRITE_LIMIT_IP_FACTOR) }];
    }),
  ) as Record<WriteKind, { user: RateLimiterPostgres; ip: RateLimiterPostgres } | null>;

  const consume = async (rl: RateLimiterPostgres, key: string) => {
    try {
      await rl.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw writeRefused(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
      throw rejection;
    }
  };

  return async (ctx, next) => {
    const kind = writeKindOf(ctx.method, ctx.path, ctx.get('Content-Type'));
    const limit = kind ? limiters[kind] : null;
    if (limit) {
      const bearer = bearerToken(ctx.get('Authorization'));
      // An expired token still names its (authentic) caller; a forged one counts for the address only.
      const caller = bearer ? await verifyAccessToken(deps, bearer, { allowExpired: true }).catch(() => null) : null;
      if (caller) await consume(limit.user, caller.id);
      await consume(limit.ip, ctx.ip);
    }
    await next();
  };
}
