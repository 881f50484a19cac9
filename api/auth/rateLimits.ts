/**
 * Attempt limits of login, register and password reset. Counters live in PostgreSQL
 * (rate-limiter-flexible's RateLimiterPostgres over our postgres.js client), so a limit holds
 * across every API replica and survives restarts.
 */
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Deps } from '../context.ts';
import type { Sql } from '../db.ts';
import { tooManyRequests } from '../errors.ts';

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
