/**
 * Attempt limits of login, register and password reset, per client address; and per account for
 * logins, whatever the address, so spreading guesses over many addresses gains nothing; and limits
 * of every other write. Counters live in PostgreSQL (rate-limiter-flexible's RateLimiterPostgres
 * over our postgres.js client), so a limit holds across every API replica and survives restarts.
 */
import type Koa from 'koa';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppState, Deps } from '../context.ts';
import type { Sql } from '../db.ts';
import { ApiError, tooManyRequests } from '../errors.ts';
import { bearerToken, verifyAccessToken } from './accessTokens.ts';

const WINDOW_SECONDS = 60;
/** Failed logins of one account count for this long; a successful login starts the count again. */
const ACCOUNT_WINDOW_SECONDS = 15 * 60;

/**
 * The same words whether or not the account exists (the count is kept per typed address either
 * way), so the limit tells nobody which addresses are registered.
 */
function accountLocked(msBeforeNext: number): ApiError {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return new ApiError(
    429,
    `Too many failed logins for this account. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    'RateLimitError',
    { retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)) },
  );
}

/** The `query({ text, values })` shape RateLimiterPostgres expects of a pg client, over postgres.js. */
export function pgClientOf(sql: Sql) {
  return {
    async query(q: { text: string; values?: unknown[] }) {
      const rows = await sql.unsafe(q.text, (q.values ?? []) as never[]);
      return { rows: Array.from(rows) };
    },
  };
}

export interface AuthRateLimits {
  /** Per client address and e-mail, then per e-mail alone (RATE_LIMIT_LOGIN_ACCOUNT attempts in 15 minutes). */
  login(ip: string, email: string): Promise<void>;
  /** A login succeeded: the account's attempts start again from zero. */
  loginSucceeded(email: string): Promise<void>;
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
  // Every attempt is counted before the password is checked (one atomic increment, so parallel
  // guesses cannot slip past), and a success forgets them: what remains counts failures.
  const accounts = new RateLimiterPostgres({
    storeClient: pgClientOf(deps.sql),
    storeType: 'client',
    tableName: 'auth_rate_limits',
    tableCreated: true,
    keyPrefix: 'login-account',
    points: Math.max(1, deps.config.rateLimitLoginAccount),
    duration: ACCOUNT_WINDOW_SECONDS,
  });
  const accountOff = deps.config.rateLimitLoginAccount === 0;
  const register = consume(limiter('register'));
  const passwordReset = consume(limiter('reset'));
  return {
    login: async (ip, email) => {
      await login(`${ip}|${email.toLowerCase()}`);
      if (accountOff) return;
      try {
        await accounts.consume(email.toLowerCase());
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw accountLocked(rejection.msBeforeNext);
        throw rejection;
      }
    },
    loginSucceeded: async (email) => {
      if (!accountOff) await accounts.delete(email.toLowerCase());
    },
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
  new ApiError(429, `Too many changes in a short time. Please try again in ${retryAfterSeconds} seconds.`, 'RateLimitError', {
    retryAfterSeconds,
  });

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
      return [
        kind,
        points === 0 ? null : { user: limiter(`${kind}-user`, points), ip: limiter(`${kind}-ip`, points * WRITE_LIMIT_IP_FACTOR) },
      ];
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
