/** Logins: signing in and out, tokens, password resets and the list of one's sessions. */
import * as v from 'valibot';
import { described, email, isoDate, password, plainText, required, wholeNumber } from './fields.ts';
import { User } from './users.ts';

export const LoginBody = v.object({
  email,
  password,
  rememberMe: v.optional(v.boolean()),
});
export type LoginBody = v.InferOutput<typeof LoginBody>;

/** `DELETE /users/me/sessions?others=true` keeps the caller's own login. */
export const EndSessionsQuery = v.object({ others: v.optional(v.picklist(['true', 'false'], 'others must be true or false')) });

export const PasswordResetRequestBody = v.object({ email });
export const PasswordResetBody = v.object({
  token: v.pipe(
    required(v.string('Reset token is required')),
    plainText('Reset token'),
    v.nonEmpty('Reset token is required'),
    v.maxLength(200),
  ),
  password,
});

/** Body of POST /users/logout: a refresh token to revoke as well, from a client that holds one outside a browser. */
export const LogoutBody = v.object({ refreshToken: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(200))) });
export type LogoutBody = v.InferOutput<typeof LogoutBody>;

/** One login of the caller's account (Account Settings → Sessions). */
export const AccountSession = v.object({
  _id: v.string(),
  device: described(v.string(), "The browser and system in words, e.g. 'Chrome on Android'; 'Unknown device' when not recognised"),
  browser: v.nullable(v.string()),
  os: v.nullable(v.string()),
  ipAddress: described(v.nullable(v.string()), 'The address it was last used from (no place names: no geo database)'),
  createdAt: isoDate('When the password was entered'),
  lastUsedAt: isoDate('Its last login or token refresh'),
  expiresAt: isoDate('When it ends unless used again (never later than its absolute lifetime)'),
  current: described(v.boolean(), "The login making this request: 'This device'"),
});
export type AccountSession = v.InferOutput<typeof AccountSession>;

/** How many logins a call ended. */
export const SessionsEnded = v.object({ ended: wholeNumber('How many logins ended') });

/** What a login or a refresh answers: the access token. The refresh token travels only as an HttpOnly cookie. */
export const AccessToken = v.object({
  accessToken: described(v.string(), 'JWT for `Authorization: Bearer`, valid about 15 minutes; keep it in memory only'),
});
export type AccessToken = v.InferOutput<typeof AccessToken>;

export const AuthData = v.object({ user: User, ...AccessToken.entries });
export type AuthData = v.InferOutput<typeof AuthData>;
