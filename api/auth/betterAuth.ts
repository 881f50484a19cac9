/** better-auth owns users, password hashing, sessions and signing keys, stored in PostgreSQL. */
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
  /** Where password-reset links are handed when there is no mail server: the log. */
  onPasswordResetLink?: (input: { email: string; url: string; token: string }) => void | Promise<void>;
}

export function authConfig(sql: Sql, options: AuthOptions) {
  return {
    appName: 'Shreeji Realty',
    secret: options.secret,
    baseURL: options.baseURL,
    basePath: '/api/auth',
    database: { dialect: new PostgresJSDialect({ postgres: sql }), type: 'postgres' as const },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url, token }: { user: { email: string }; url: string; token: string }) => {
        await options.onPasswordResetLink?.({ email: user.email, url, token });
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
      jwt({ jwt: { expirationTime: `${options.accessTokenTtl}s`, issuer: options.baseURL, audience: options.baseURL } }),
    ],
  };
}

export function createAuth(sql: Sql, options: AuthOptions) {
  return betterAuth(authConfig(sql, options));
}

export type Auth = ReturnType<typeof createAuth>;
