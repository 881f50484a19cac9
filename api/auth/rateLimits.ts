/**
 * Attempt limits of login, register and password reset, per client address; and per account for
 * logins, whatever the address, so spreading guesses over many addresses gains nothing. Counters
 * live in PostgreSQL (rate-limiter-flexible's RateLimiterPostgres over our postgres.js client), so
 * a limit holds across every API replica and survives restarts.
 */
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Deps } from '../context.ts';
import type { Sql } from '../db.ts';
import { ApiError, tooManyRequests } from '../errors.ts';

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
  );
}

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
