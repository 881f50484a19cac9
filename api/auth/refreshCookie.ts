/**
 * The refresh token's one home on the client: an HttpOnly, Secure, SameSite=Strict cookie sent only
 * to POST /users/refreshToken, so no script on the page can read it and no other site can spend it.
 * Why: docs/decisions/030-refresh-cookie.md
 */
import type { AppContext } from '../context.ts';

export const REFRESH_COOKIE = 'refreshToken';
export const REFRESH_COOKIE_PATH = '/api/v1/users/refreshToken';

// Written by hand rather than with ctx.cookies: Koa refuses a Secure cookie on a plain-http socket,
// yet browsers keep one from http://localhost and 127.0.0.1, where the site is developed and tested.
function refreshCookie(value: string, maxAgeSeconds: number): string {
  return `${REFRESH_COOKIE}=${value}; Path=${REFRESH_COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; Secure; SameSite=Strict`;
}

/** Hands the client a refresh token, kept by the browser until the token itself expires. */
export function setRefreshCookie(ctx: AppContext, token: string, expiresAt: Date): void {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  ctx.append('Set-Cookie', refreshCookie(token, maxAge));
}

/** Tells the browser to drop its refresh token (logout, an ended session, a refused refresh). */
export function clearRefreshCookie(ctx: AppContext): void {
  ctx.append('Set-Cookie', refreshCookie('', 0));
}

/** The refresh token the browser sent, if any. */
export function refreshCookieOf(ctx: AppContext): string | null {
  const value = ctx.cookies.get(REFRESH_COOKIE);
  return value ? value : null;
}
