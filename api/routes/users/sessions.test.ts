import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../dev/ports.ts';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { REFRESH_COOKIE } from '../../auth/refreshCookie.ts';
import { refreshByCookie, refreshTokenOf } from '../../test/refreshCookie.ts';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ PORT: String(await freePort()), TRUST_PROXY: '127.0.0.1,::1' });
});
afterAll(() => app?.close());

interface Login {
  accessToken: string;
  refreshToken: string;
  sessionId: string;
}

interface SessionJson {
  _id: string;
  device: string;
  ipAddress: string | null;
  lastUsedAt: string;
  createdAt: string;
  expiresAt: string;
  current: boolean;
}

/** One more login of the account, from a device with this User-Agent and address. */
async function login(
  account: CreatedUser,
  options: { userAgent?: string; ip?: string; rememberMe?: boolean; password?: string } = {},
): Promise<Login> {
  const headers: Record<string, string> = { 'User-Agent': options.userAgent ?? ANDROID_CHROME };
  if (options.ip) headers['X-Forwarded-For'] = options.ip;
  const response = await app.api('/users/login', {
    method: 'POST',
    headers,
    json: { email: account.user.email, password: options.password ?? account.password, rememberMe: options.rememberMe },
  });
  expect(response.status).toBe(200);
  const { data } = await response.json();
  const refreshToken = refreshTokenOf(response)!;
  const [{ id: sessionId }] = await app.deps.sql<{ id: string }[]>`
    select family_id::text as id from refresh_tokens where token_hash = encode(sha256(${refreshToken}::bytea), 'hex')`;
  return { accessToken: data.accessToken, refreshToken, sessionId };
}

const refresh = (refreshToken: string, userAgent?: string) =>
  app.api('/users/refreshToken', {
    method: 'POST',
    headers: { Cookie: `${REFRESH_COOKIE}=${refreshToken}`, ...(userAgent ? { 'User-Agent': userAgent } : {}) },
  });

async function sessionsOf(accessToken: string): Promise<SessionJson[]> {
  const response = await app.api('/users/me/sessions', { token: accessToken });
  expect(response.status).toBe(200);
  return (await response.json()).data;
}

describe('GET /users/me/sessions', () => {
  it('lists each login with its device in words, its address and last use, this device first and marked', async () => {
    const account = await createUser(app);
    const phone = await login(account, { userAgent: ANDROID_CHROME, ip: '203.0.113.7' });
    const iphone = await login(account, { userAgent: IPHONE_SAFARI, ip: '198.51.100.23' });
    const sessions = await sessionsOf(phone.accessToken);
    const mine = sessions.filter((s) => [phone.sessionId, iphone.sessionId].includes(s._id));
    expect(mine).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ _id: phone.sessionId, device: 'Chrome on Android', ipAddress: '203.0.113.7', current: true });
    expect(sessions.find((s) => s._id === iphone.sessionId)).toMatchObject({
      device: 'Safari on iPhone',
      ipAddress: '198.51.100.23',
      current: false,
    });
    expect(Date.parse(sessions[0].lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
  });

  it('shows none of another user’s logins', async () => {
    const asha = await createUser(app);
    const ravi = await createUser(app);
    const ids = (await sessionsOf(asha.accessToken)).map((s) => s._id);
    const raviSessions = (await sessionsOf(ravi.accessToken)).map((s) => s._id);
    expect(ids.some((id) => raviSessions.includes(id))).toBe(false);
  });

  it('records the device and time of the last refresh as the place of last use', async () => {
    const account = await createUser(app);
    const first = await login(account, { userAgent: ANDROID_CHROME });
    await app.deps.sql`update session set "updatedAt" = now() - interval '2 hours' where id = ${first.sessionId}`;
    const refreshed = await refresh(first.refreshToken, WINDOWS_FIREFOX);
    expect(refreshed.status).toBe(200);
    const [session] = (await sessionsOf(account.accessToken)).filter((s) => s._id === first.sessionId);
    expect(session.device).toBe('Firefox on Windows');
    expect(Date.parse(session.lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers 401 to a visitor', async () => {
    expect((await app.api('/users/me/sessions')).status).toBe(401);
  });
});

describe('DELETE /users/me/sessions/:sessionId', () => {
  it('ends that login: its device is refused at its next refresh and it leaves the list, while this one goes on', async () => {
    const account = await createUser(app);
    const laptop = await login(account, { userAgent: WINDOWS_FIREFOX });
    const phone = await login(account, { userAgent: ANDROID_CHROME });
    const response = await app.api(`/users/me/sessions/${phone.sessionId}`, { method: 'DELETE', token: laptop.accessToken });
    expect(response.status).toBe(200);
    expect((await response.json()).message).toBe('Session ended');
    expect((await refresh(phone.refreshToken)).status).toBe(401);
    expect((await sessionsOf(laptop.accessToken)).map((s) => s._id)).not.toContain(phone.sessionId);
    expect((await refresh(laptop.refreshToken)).status).toBe(200);
  });

  it('answers 404 for a login of another user and leaves it alive', async () => {
    const asha = await createUser(app);
    const ravi = await createUser(app);
    const raviLogin = await login(ravi);
    const response = await app.api(`/users/me/sessions/${raviLogin.sessionId}`, { method: 'DELETE', token: asha.accessToken });
    expect(response.status).toBe(404);
    expect((await response.json()).message).toBe('Session not found');
    expect((await refresh(raviLogin.refreshToken)).status).toBe(200);
  });
});

describe('DELETE /users/me/sessions?others=true', () => {
  it('ends every other login of the caller and keeps this one', async () => {
    const account = await createUser(app);
    const here = await login(account, { userAgent: WINDOWS_FIREFOX });
    const elsewhere = [await login(account, { userAgent: ANDROID_CHROME }), await login(account, { userAgent: IPHONE_SAFARI })];
    const response = await app.api('/users/me/sessions?others=true', { method: 'DELETE', token: here.accessToken });
    expect(response.status).toBe(200);
    expect((await response.json()).data.ended).toBe(3); // the two above and the factory's own login
    for (const other of [...elsewhere, { refreshToken: account.refreshToken }])
      expect((await refresh(other.refreshToken)).status).toBe(401);
    expect((await sessionsOf(here.accessToken)).map((s) => s._id)).toEqual([here.sessionId]);
    expect((await refresh(here.refreshToken)).status).toBe(200);
  });

  it('appends one user.sessions_ended event', async () => {
    const account = await createUser(app);
    await app.api('/users/me/sessions?others=true', { method: 'DELETE', token: account.accessToken });
    const [{ count }] = await app.deps.sql<{ count: number }[]>`
      select count(*)::int as count from events where type = 'user.sessions_ended' and subject_id = ${account.user._id}`;
    expect(count).toBe(1);
  });
});

describe('DELETE /users/:id/sessions', () => {
  it('lets an admin end every login of a user, each refused at its next refresh', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const account = await createUser(app);
    const phone = await login(account);
    const response = await app.api(`/users/${account.user._id}/sessions`, { method: 'DELETE', token: admin.accessToken });
    expect(response.status).toBe(200);
    expect((await response.json()).data.ended).toBe(2);
    expect((await refresh(phone.refreshToken)).status).toBe(401);
    expect((await refresh(account.refreshToken)).status).toBe(401);
    expect((await refresh(admin.refreshToken)).status).toBe(200);
  });

  it('answers 403 to a user who is not an admin, and ends nothing', async () => {
    const account = await createUser(app);
    const other = await createUser(app);
    expect((await app.api(`/users/${account.user._id}/sessions`, { method: 'DELETE', token: other.accessToken })).status).toBe(403);
    expect((await refresh(account.refreshToken)).status).toBe(200);
  });

  it('answers 404 for an unknown user', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const response = await app.api('/users/00000000-0000-4000-8000-000000000000/sessions', { method: 'DELETE', token: admin.accessToken });
    expect(response.status).toBe(404);
  });

  it('ends every login of a user an admin deletes', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const account = await createUser(app);
    expect((await app.api(`/users/${account.user._id}`, { method: 'DELETE', token: admin.accessToken })).status).toBe(200);
    expect((await refresh(account.refreshToken)).status).toBe(401);
  });
});

describe('absolute login lifetime', () => {
  const backdate = (sessionId: string, interval: string) =>
    app.deps.sql`update session set "createdAt" = now() - ${interval}::interval where id = ${sessionId}`;

  it('refuses a refresh 30 days after a Remember-me login, however fresh its refresh token, like an expired one', async () => {
    const account = await createUser(app);
    const device = await login(account, { rememberMe: true });
    await backdate(device.sessionId, '30 days 1 minute');
    const response = await refresh(device.refreshToken);
    expect(response.status).toBe(401);
    expect((await response.json()).message).toBe('Your session is no longer valid. Please log in again.');
  });

  it('refuses a refresh 1 day after a login without Remember me', async () => {
    const account = await createUser(app);
    const device = await login(account, { rememberMe: false });
    await backdate(device.sessionId, '1 day 1 minute');
    expect((await refresh(device.refreshToken)).status).toBe(401);
  });

  it('never hands out a refresh token that outlives the login’s absolute end', async () => {
    const account = await createUser(app);
    const device = await login(account, { rememberMe: true });
    await backdate(device.sessionId, '29 days 23 hours');
    const response = await refresh(device.refreshToken);
    expect(response.status).toBe(200);
    const [token] = await app.deps.sql<{ expires_at: Date; ends: Date }[]>`
      select t.expires_at, s."createdAt" + interval '30 days' as ends
      from refresh_tokens t join session s on s.id = t.family_id::text
      where t.token_hash = encode(sha256(${refreshTokenOf(response)!}::bytea), 'hex')`;
    expect(token.expires_at.getTime()).toBeLessThanOrEqual(token.ends.getTime());
    expect(token.expires_at.getTime()).toBeLessThan(Date.now() + 2 * 60 * 60 * 1000);
  });

  it('follows SESSION_MAX_AGE and SESSION_MAX_AGE_SHORT', async () => {
    const short = await startTestApp({
      PORT: String(await freePort()),
      TRUST_PROXY: '127.0.0.1,::1',
      SESSION_MAX_AGE: '2',
      SESSION_MAX_AGE_SHORT: '1',
    });
    try {
      const account = await createUser(short);
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const response = await refreshByCookie(short, account.refreshToken);
      expect(response.status).toBe(401);
    } finally {
      await short.close();
    }
  });
});

describe('POST /users/me/password', () => {
  it('changes the password and ends every other login, keeping this one', async () => {
    const account = await createUser(app);
    const here = await login(account, { userAgent: WINDOWS_FIREFOX });
    const phone = await login(account, { userAgent: ANDROID_CHROME });
    const response = await app.api('/users/me/password', {
      method: 'POST',
      token: here.accessToken,
      json: { currentPassword: account.password, newPassword: 'Fresh-Pass-2026' },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).message).toBe('Password changed. Your other sessions have been ended.');
    expect((await refresh(phone.refreshToken)).status).toBe(401);
    expect((await refresh(account.refreshToken)).status).toBe(401);
    expect((await refresh(here.refreshToken)).status).toBe(200);
    const loginWith = (password: string) => app.api('/users/login', { method: 'POST', json: { email: account.user.email, password } });
    expect((await loginWith('Fresh-Pass-2026')).status).toBe(200);
    expect((await loginWith(account.password)).status).toBe(401);
  });

  it('answers 403 "Your current password is incorrect" for a wrong current password and changes nothing', async () => {
    const account = await createUser(app);
    const phone = await login(account);
    const response = await app.api('/users/me/password', {
      method: 'POST',
      token: account.accessToken,
      json: { currentPassword: 'not-my-password', newPassword: 'Fresh-Pass-2026' },
    });
    expect(response.status).toBe(403);
    expect((await response.json()).errors.fields.currentPassword).toBe('Your current password is incorrect');
    expect((await refresh(phone.refreshToken)).status).toBe(200);
    expect(
      (await app.api('/users/login', { method: 'POST', json: { email: account.user.email, password: account.password } })).status,
    ).toBe(200);
  });

  it('answers 400 when the current password is missing', async () => {
    const account = await createUser(app);
    const response = await app.api('/users/me/password', {
      method: 'POST',
      token: account.accessToken,
      json: { newPassword: 'Fresh-Pass-2026' },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).errors.fields.currentPassword).toBe('Current password is required');
  });
});

describe('changing the e-mail', () => {
  const profile = (account: CreatedUser, overrides: Record<string, unknown>) => ({
    fullName: account.user.fullName,
    username: account.user.username,
    email: account.user.email,
    mobile: account.user.mobile,
    ...overrides,
  });
  const put = (account: CreatedUser, json: unknown, token = account.accessToken) =>
    app.api(`/users/${account.user._id}`, { method: 'PUT', token, json });
  const emailOf = async (account: CreatedUser) =>
    (await app.deps.sql<{ email: string }[]>`select email from "user" where id = ${account.user._id}`)[0].email;

  it('answers 400 asking for the current password when it is missing, and keeps the old e-mail', async () => {
    const account = await createUser(app);
    const response = await put(account, profile(account, { email: `new-${account.user.email}` }));
    expect(response.status).toBe(400);
    expect((await response.json()).errors.fields.currentPassword).toBe('Enter your current password to change your email address');
    expect(await emailOf(account)).toBe(account.user.email);
  });

  it('answers 403 for a wrong current password, and keeps the old e-mail', async () => {
    const account = await createUser(app);
    const response = await put(account, profile(account, { email: `new-${account.user.email}`, currentPassword: 'wrong-guess' }));
    expect(response.status).toBe(403);
    expect((await response.json()).message).toBe('Your current password is incorrect');
    expect(await emailOf(account)).toBe(account.user.email);
  });

  it('changes the e-mail with the right current password', async () => {
    const account = await createUser(app);
    const email = `new-${account.user.email}`;
    const response = await put(account, profile(account, { email, currentPassword: account.password }));
    expect(response.status).toBe(200);
    expect(await emailOf(account)).toBe(email);
  });

  it('needs no password for other profile changes', async () => {
    const account = await createUser(app);
    expect((await put(account, profile(account, { fullName: 'Asha R. Patel' }))).status).toBe(200);
  });

  it('needs no password from an admin changing another user’s e-mail', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const account = await createUser(app);
    const response = await put(account, profile(account, { email: `office-${account.user.email}` }), admin.accessToken);
    expect(response.status).toBe(200);
  });
});

describe('write rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({
      PORT: String(await freePort()),
      TRUST_PROXY: '127.0.0.1,::1',
      RATE_LIMIT_WRITES: '3',
      RATE_LIMIT_UPLOADS: '2',
      RATE_LIMIT_SYNC: '2',
    });
  });
  afterAll(() => limited?.close());

  /** Requests from distinct client addresses, so one test's counts never reach another's. */
  let address = 10;
  const nextAddress = () => `192.0.2.${(address += 1)}`;

  async function expectRefused(response: Response) {
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = await response.json();
    expect(body.errors.name).toBe('RateLimitError');
    expect(body.message).toMatch(/^Too many changes in a short time\. Please try again in \d+ seconds\.$/);
  }

  it('answers 429 with Retry-After once a user makes RATE_LIMIT_WRITES writes in a minute, from any address', async () => {
    const account = await createUser(limited);
    const edit = () =>
      limited.api(`/users/${account.user._id}`, {
        method: 'PUT',
        token: account.accessToken,
        headers: { 'X-Forwarded-For': nextAddress() },
        json: { fullName: 'Asha Patel', username: account.user.username, email: account.user.email, mobile: account.user.mobile },
      });
    for (let i = 0; i < 3; i += 1) expect((await edit()).status).toBe(200);
    await expectRefused(await edit());
    // Reads are never limited.
    expect((await limited.api('/users/me', { token: account.accessToken })).status).toBe(200);
  });

  it('counts each user apart', async () => {
    const busy = await createUser(limited);
    const calm = await createUser(limited);
    const logoutOthers = (account: CreatedUser) =>
      limited.api('/users/me/sessions?others=true', {
        method: 'DELETE',
        token: account.accessToken,
        headers: { 'X-Forwarded-For': nextAddress() },
      });
    for (let i = 0; i < 3; i += 1) await logoutOthers(busy);
    expect((await logoutOthers(busy)).status).toBe(429);
    expect((await logoutOthers(calm)).status).toBe(200);
  });

  it('answers 429 once a client address makes four times RATE_LIMIT_WRITES writes, logged in or not', async () => {
    const ip = nextAddress();
    const logout = () => limited.api('/users/logout', { method: 'POST', headers: { 'X-Forwarded-For': ip }, json: {} });
    for (let i = 0; i < 12; i += 1) expect((await logout()).status).toBe(200);
    await expectRefused(await logout());
  });

  it('limits /sync pushes by RATE_LIMIT_SYNC', async () => {
    const account = await createUser(limited);
    const push = () =>
      limited.api('/sync', {
        method: 'POST',
        token: account.accessToken,
        headers: { 'X-Forwarded-For': nextAddress() },
        json: { events: [] },
      });
    for (let i = 0; i < 2; i += 1) expect((await push()).status).toBe(200);
    await expectRefused(await push());
  });

  it('limits uploads by RATE_LIMIT_UPLOADS, refusing before the image is stored', async () => {
    const account = await createUser(limited);
    const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1f6f8b' } })
      .png()
      .toBuffer();
    const upload = () => {
      const form = new FormData();
      form.append('avatar', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'me.png');
      return limited.api(`/users/${account.user._id}`, {
        method: 'PATCH',
        token: account.accessToken,
        headers: { 'X-Forwarded-For': nextAddress() },
        body: form,
      });
    };
    for (let i = 0; i < 2; i += 1) expect((await upload()).status).toBe(200);
    const before = await limited.deps
      .sql`select count(*)::int as count from events where type = 'user.avatar_changed' and subject_id = ${account.user._id}`;
    await expectRefused(await upload());
    const after = await limited.deps
      .sql`select count(*)::int as count from events where type = 'user.avatar_changed' and subject_id = ${account.user._id}`;
    expect(after[0].count).toBe(before[0].count);
  });
});
