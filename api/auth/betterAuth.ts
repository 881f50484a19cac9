/** better-auth owns users, password hashing, sessions and signing keys, stored in PostgreSQL. */
import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { admin } from 'better-auth/plugins/admin';
import { jwt } from 'better-auth/plugins/jwt';
import { username } from 'better-auth/plugins/username';
import { PostgresJSDialect } from 'kysely-postgres-js';
import type { Sql } from '../db.ts';

export interface AuthOptions {
  secret: string;
  baseURL: string;
  accessTokenTtl: number;
  /** Sends a password-reset link to the account's owner. */
  onPasswordResetLink?: (input: { email: string; name: string; url: string; token: string }) => void | Promise<void>;
  /**
   * How passwords are hashed and checked. Unset (as `api/main.ts` leaves it), better-auth's own
   * scrypt at its full cost; only the test harness sets a cheaper one (see `api/test/harness.ts`).
   */
  passwordHasher?: PasswordHasher;
}

export interface PasswordHasher {
  hash: (password: string) => Promise<string>;
  verify: (input: { hash: string; password: string }) => Promise<boolean>;
}

/** The PWA screen that takes a reset token (spec route /resetPassword). */
export function passwordResetUrl(baseURL: string, token: string): string {
  return `${baseURL.replace(/\/+$/, '')}/resetPassword?token=${encodeURIComponent(token)}`;
}

export function authConfig(sql: Sql, options: AuthOptions) {
  return {
    appName: 'Shreeji Realty',
    secret: options.secret,
    baseURL: options.baseURL,
    basePath: '/api/auth',
    database: { dialect: new PostgresJSDialect({ postgres: sql }), type: 'postgres' as const },
    // UUIDs everywhere, so `/users/:id` can refuse malformed ids with a 404 before touching SQL.
    advanced: { database: { generateId: () => randomUUID() } },
    // Our own Postgres-backed limiter guards the /api/v1 routes; better-auth's would only be per process.
    rateLimit: { enabled: false },
    // Reset tokens are stored hashed: a database leak does not hand out password resets.
    verification: { storeIdentifier: 'hashed' as const },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3600,
      ...(options.passwordHasher ? { password: options.passwordHasher } : {}),
      sendResetPassword: async ({ user, token }: { user: { email: string; name: string }; url: string; token: string }) => {
        await options.onPasswordResetLink?.({ email: user.email, name: user.name, url: passwordResetUrl(options.baseURL, token), token });
      },
    },
    user: {
      additionalFields: {
        mobile: { type: 'string' as const, required: true, input: true },
      },
    },
    telemetry: { enabled: false },
    plugins: [
      username({ minUsernameLength: 1, maxUsernameLength: 30 }),
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      jwt({
        jwt: { expirationTime: `${options.accessTokenTtl}s`, issuer: options.baseURL, audience: options.baseURL },
        disableSettingJwtHeader: true,
      }),
    ],
  };
}

export function createAuth(sql: Sql, options: AuthOptions) {
  return betterAuth(authConfig(sql, options));
}

export type Auth = ReturnType<typeof createAuth>;
