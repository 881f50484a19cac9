/** The refresh-token cookie as a browser would keep and send it, for the API tests. */
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
