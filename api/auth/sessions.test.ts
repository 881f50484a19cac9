import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../dev/ports.ts';
import { createUser } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { refreshByCookie, refreshByCookieLater, refreshTokenOf } from '../test/refreshCookie.ts';
import { hashRefreshToken } from './sessions.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ PORT: String(await freePort()) });
});
afterAll(() => app?.close());

const refresh = (refreshToken: string) => refreshByCookie(app, refreshToken);
/** A refresh once the reuse interval of every token rotated so far has passed. */
const refreshLater = (refreshToken: string) => refreshByCookieLater(app, refreshToken);

/** The family's tokens that can still be spent. */
async function liveTokensOf(refreshToken: string): Promise<string[]> {
  const rows = await app.deps.sql<{ token_hash: string }[]>`
    select token_hash from refresh_tokens
    where family_id = (select family_id from refresh_tokens where token_hash = ${hashRefreshToken(refreshToken)})
      and rotated_at is null and revoked_at is null`;
  return rows.map((row) => row.token_hash);
}

/** The new access token of a refresh, and the next refresh token its cookie carries. */
async function refreshed(refreshToken: string): Promise<{ accessToken: string; refreshToken: string }> {
  const response = await refresh(refreshToken);
  expect(response.status).toBe(200);
  const next = refreshTokenOf(response);
  expect(next).not.toBeNull();
  return { accessToken: (await response.json()).data.accessToken, refreshToken: next! };
}

describe('refresh tokens', () => {
  it('are opaque base64url strings of at least 32 bytes, stored only as a SHA-256 hash', async () => {
    const { refreshToken } = await createUser(app);
    expect(Buffer.from(refreshToken, 'base64url').length).toBeGreaterThanOrEqual(32);
    const rows = await app.deps.sql`select token_hash from refresh_tokens where token_hash = ${hashRefreshToken(refreshToken)}`;
    expect(rows).toHaveLength(1);
    expect(await app.deps.sql`select 1 from refresh_tokens where token_hash = ${refreshToken}`).toHaveLength(0);
  });

  it('rotate on every use: the answer is a new pair whose access token works', async () => {
    const { refreshToken, user } = await createUser(app);
    const next = await refreshed(refreshToken);
    expect(next.refreshToken).not.toBe(refreshToken);
    const me = await app.api('/users/me', { token: next.accessToken });
    expect(me.status).toBe(200);
    expect((await me.json()).data.user._id).toBe(user._id);
  });

  it('keep the new token in the same family and mark the old one rotated', async () => {
    const { refreshToken } = await createUser(app);
    const next = await refreshed(refreshToken);
    const rows = await app.deps.sql<{ token_hash: string; family_id: string; rotated_at: Date | null }[]>`
      select token_hash, family_id, rotated_at from refresh_tokens
      where token_hash in ${app.deps.sql([hashRefreshToken(refreshToken), hashRefreshToken(next.refreshToken)])}`;
    const old = rows.find((row) => row.token_hash === hashRefreshToken(refreshToken))!;
    const fresh = rows.find((row) => row.token_hash === hashRefreshToken(next.refreshToken))!;
    expect(old.family_id).toBe(fresh.family_id);
    expect(old.rotated_at).not.toBeNull();
    expect(fresh.rotated_at).toBeNull();
  });

  it('presenting an already-rotated token after the reuse interval answers 401 and revokes the whole family, newer token included', async () => {
    const { refreshToken } = await createUser(app);
    const next = await refreshed(refreshToken);
    const replay = await refreshLater(refreshToken);
    expect(replay.status).toBe(401);
    expect((await replay.json()).errors.name).toBe('UnauthorizedError');
    expect((await refresh(next.refreshToken)).status).toBe(401);
  });

  it('revoking one family leaves the user’s other logins working', async () => {
    const first = await createUser(app);
    const login = await app.api('/users/login', { method: 'POST', json: { email: first.user.email, password: first.password } });
    const second = refreshTokenOf(login)!;
    await refreshed(first.refreshToken);
    expect((await refreshLater(first.refreshToken)).status).toBe(401); // reuse: revokes the first family only
    expect((await refresh(second)).status).toBe(200);
  });

  it('presented again within the reuse interval, a rotated token answers the same successor and the family keeps one live token', async () => {
    const { refreshToken } = await createUser(app);
    const next = await refreshed(refreshToken);
    // The answer that carried `next` was lost: the browser still sends the rotated token.
    const again = await refreshByCookieLater(app, refreshToken, app.deps.config.refreshTokenReuseInterval - 1);
    expect(again.status).toBe(200);
    expect(refreshTokenOf(again)).toBe(next.refreshToken);
    const { data } = await again.json();
    expect((await app.api('/users/me', { token: data.accessToken })).status).toBe(200);
    expect(await liveTokensOf(refreshToken)).toEqual([hashRefreshToken(next.refreshToken)]);
    // The successor goes on as if the first answer had arrived.
    const after = await refreshed(next.refreshToken);
    expect(await liveTokensOf(refreshToken)).toEqual([hashRefreshToken(after.refreshToken)]);
  });

  it('two refreshes racing with one token both succeed, with the same successor', async () => {
    const { refreshToken } = await createUser(app);
    const [first, second] = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(refreshTokenOf(first)).toBe(refreshTokenOf(second));
    expect(await liveTokensOf(refreshToken)).toHaveLength(1);
  });

  it('within the reuse interval, a rotated token whose successor was already spent revokes the family', async () => {
    const { refreshToken } = await createUser(app);
    const next = await refreshed(refreshToken);
    const latest = await refreshed(next.refreshToken);
    expect((await refresh(refreshToken)).status).toBe(401);
    expect((await refresh(latest.refreshToken)).status).toBe(401);
    expect(await liveTokensOf(refreshToken)).toEqual([]);
  });

  it('an unknown refresh token answers 401', async () => {
    expect((await refresh('A'.repeat(43))).status).toBe(401);
  });

  it('an expired refresh token answers 401', async () => {
    const { refreshToken } = await createUser(app);
    await app.deps
      .sql`update refresh_tokens set expires_at = now() - interval '1 second' where token_hash = ${hashRefreshToken(refreshToken)}`;
    expect((await refresh(refreshToken)).status).toBe(401);
  });

  it('a refresh without the cookie answers 401, whatever token the body carries', async () => {
    const { refreshToken } = await createUser(app);
    expect((await app.api('/users/refreshToken', { method: 'POST', json: {} })).status).toBe(401);
    const inBody = await app.api('/users/refreshToken', { method: 'POST', json: { refreshToken } });
    expect(inBody.status).toBe(401);
    expect((await inBody.json()).message).toBe('Your session is no longer valid. Please log in again.');
    // The body's token was not spent: the cookie still refreshes.
    expect((await refresh(refreshToken)).status).toBe(200);
  });

  it('without Remember me, a login lasts one day instead of REFRESH_TOKEN_TTL', async () => {
    const { user, password } = await createUser(app);
    const login = async (rememberMe: boolean) => {
      const response = await app.api('/users/login', { method: 'POST', json: { email: user.email, password, rememberMe } });
      const refreshToken = refreshTokenOf(response)!;
      const [row] = await app.deps.sql<{ seconds: number }[]>`
        select extract(epoch from expires_at - created_at)::int as seconds from refresh_tokens
        where token_hash = ${hashRefreshToken(refreshToken)}`;
      return row.seconds;
    };
    expect(Math.abs((await login(false)) - 86_400)).toBeLessThanOrEqual(2);
    expect(Math.abs((await login(true)) - app.deps.config.refreshTokenTtl)).toBeLessThanOrEqual(2);
  });

  it('a refresh carries the role the user has now', async () => {
    const { user, refreshToken } = await createUser(app);
    await app.deps.sql`update "user" set role = 'admin' where id = ${user._id}`;
    const next = await refreshed(refreshToken);
    expect((await app.api('/users', { token: next.accessToken })).status).toBe(200);
  });

  it('a deleted user can no longer refresh', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const { user, refreshToken } = await createUser(app);
    expect((await app.api(`/users/${user._id}`, { method: 'DELETE', token: admin.accessToken })).status).toBe(200);
    expect((await refresh(refreshToken)).status).toBe(401);
  });

  it('a banned user can no longer refresh', async () => {
    const { user, refreshToken } = await createUser(app);
    await app.deps.sql`update "user" set banned = true where id = ${user._id}`;
    expect((await refresh(refreshToken)).status).toBe(401);
  });
});

describe('access tokens', () => {
  it('expire after ACCESS_TOKEN_TTL seconds with 401 TokenExpiredError, and a refresh brings a working one', async () => {
    // Long enough that the renewed token is still fresh when used on a busy machine; the old one is
    // polled until its expiry has passed.
    const shortLived = await startTestApp({ PORT: String(await freePort()), ACCESS_TOKEN_TTL: '3' });
    try {
      const { accessToken, refreshToken } = await createUser(shortLived);
      let stale = await shortLived.api('/users/me', { token: accessToken });
      for (let attempt = 0; stale.status === 200 && attempt < 40; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        stale = await shortLived.api('/users/me', { token: accessToken });
      }
      expect(stale.status).toBe(401);
      expect((await stale.json()).errors.name).toBe('TokenExpiredError');
      const renewed = await refreshByCookie(shortLived, refreshToken);
      const { data } = await renewed.json();
      expect((await shortLived.api('/users/me', { token: data.accessToken })).status).toBe(200);
    } finally {
      await shortLived.close();
    }
  });
});

describe('logout', () => {
  it('answers the spec message and revokes the login: its refresh token answers 401 afterwards', async () => {
    const { accessToken, refreshToken } = await createUser(app);
    const response = await app.api('/users/logout', { method: 'POST', token: accessToken, json: { refreshToken } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Logged out successfully' });
    expect((await refresh(refreshToken)).status).toBe(401);
  });

  it('with only the access token revokes that login', async () => {
    const { accessToken, refreshToken } = await createUser(app);
    await app.api('/users/logout', { method: 'POST', token: accessToken });
    expect((await refresh(refreshToken)).status).toBe(401);
  });

  it('still works with an expired access token', async () => {
    const { user, refreshToken } = await createUser(app);
    const [{ family_id: sid }] = await app.deps.sql<{ family_id: string }[]>`
      select family_id from refresh_tokens where token_hash = ${hashRefreshToken(refreshToken)}`;
    const past = Math.floor(Date.now() / 1000) - 60;
    const { token } = await app.deps.auth.api.signJWT({
      body: { payload: { sub: user._id, role: 'user', sid, iat: past - 60, exp: past } },
    });
    expect((await app.api('/users/logout', { method: 'POST', token })).status).toBe(200);
    expect((await refresh(refreshToken)).status).toBe(401);
  });

  it('with only the refresh token revokes that login', async () => {
    const { refreshToken } = await createUser(app);
    await app.api('/users/logout', { method: 'POST', json: { refreshToken } });
    expect((await refresh(refreshToken)).status).toBe(401);
  });

  it('ends the better-auth session of the login', async () => {
    const { user, accessToken } = await createUser(app);
    expect(await app.deps.sql`select 1 from session where "userId" = ${user._id}`).toHaveLength(1);
    await app.api('/users/logout', { method: 'POST', token: accessToken });
    expect(await app.deps.sql`select 1 from session where "userId" = ${user._id}`).toHaveLength(0);
  });

  it('is idempotent: a second logout, or one with no tokens, still answers 200', async () => {
    const { accessToken, refreshToken } = await createUser(app);
    await app.api('/users/logout', { method: 'POST', token: accessToken, json: { refreshToken } });
    expect((await app.api('/users/logout', { method: 'POST', token: accessToken, json: { refreshToken } })).status).toBe(200);
    expect((await app.api('/users/logout', { method: 'POST' })).status).toBe(200);
  });
});
