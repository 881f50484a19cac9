/** The refresh-token cookie as a browser would keep and send it, for the API tests. */
import { vi } from 'vitest';
import { REFRESH_COOKIE } from '../auth/refreshCookie.ts';
import type { TestApp } from './harness.ts';

/** The refresh token an answer set as its cookie; null when it set none (or cleared it). */
export function refreshTokenOf(response: Response): string | null {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [name, value] = pair!.split('=');
    if (name === REFRESH_COOKIE) return value ? value : null;
  }
  return null;
}

/** POST /users/refreshToken with `token` as the browser's cookie. */
export function refreshByCookie(app: TestApp, token: string): Promise<Response> {
  return app.api('/users/refreshToken', { method: 'POST', headers: { Cookie: `${REFRESH_COOKIE}=${token}` } });
}

/**
 * POST /users/refreshToken with the clock moved `seconds` ahead (REFRESH_TOKEN_REUSE_INTERVAL and a
 * second by default): a replay that late is reuse, not a lost answer.
 */
export async function refreshByCookieLater(
  app: TestApp,
  token: string,
  seconds = app.deps.config.refreshTokenReuseInterval + 1,
): Promise<Response> {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(Date.now() + seconds * 1000);
    return await refreshByCookie(app, token);
  } finally {
    vi.useRealTimers();
  }
}
