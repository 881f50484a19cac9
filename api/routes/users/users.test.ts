import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../dev/ports.ts';
import type { EventType } from '../../events/appendEvent.ts';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { startMailCatcher, type MailCatcher } from '../../test/mailCatcher.ts';
import { refreshByCookie, refreshByCookieLater, refreshTokenOf } from '../../test/refreshCookie.ts';

let app: TestApp;
let mail: MailCatcher;
beforeAll(async () => {
  mail = await startMailCatcher();
  app = await startTestApp({ PORT: String(await freePort()), SMTP_URL: mail.smtpUrl });
});
afterAll(async () => {
  await app?.close();
  await mail?.stop();
});

let sequence = 0;
function registration(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  const tag = `${sequence}${randomUUID().slice(0, 6)}`;
  return {
    username: `Buyer_${tag}`,
    fullName: 'Asha Patel',
    email: `asha${tag}@example.in`,
    password: 'Secret123',
    mobile: '9876543210',
    ...overrides,
  };
}

const post = (path: string, json: unknown, token?: string) => app.api(path, { method: 'POST', json, token });

async function events(type: EventType, subjectId?: string): Promise<number> {
  const [{ count }] = await app.deps.sql<{ count: number }[]>`
    select count(*)::int as count from events where type = ${type} and (${subjectId ?? null}::text is null or subject_id = ${subjectId ?? null})`;
  return count;
}

async function fieldsOf(response: Response) {
  expect(response.status).toBe(400);
  const body = await response.json();
  expect(body.errors.name).toBe('ValidationError');
  return body.errors.fields as Record<string, string>;
}

function profile(user: CreatedUser['user'], overrides: Record<string, unknown> = {}) {
  return { fullName: user.fullName, username: user.username, email: user.email, mobile: user.mobile, ...overrides };
}

async function png(): Promise<Blob> {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: 'image/png' });
}

async function uploadAvatar(userId: string, token?: string, file?: Blob, name = 'me.png') {
  const form = new FormData();
  form.append('avatar', file ?? (await png()), name);
  return app.api(`/users/${userId}`, { method: 'PATCH', body: form, token });
}

describe('POST /users/register', () => {
  it('creates the account and answers 201 with the spec message and the user', async () => {
    const body = registration();
    const response = await post('/users/register', body);
    expect(response.status).toBe(201);
    const json = await response.json();
    expect(json.message).toBe('Account created successfully. Please log in.');
    expect(json.data.user).toMatchObject({
      username: body.username,
      fullName: 'Asha Patel',
      email: body.email,
      mobile: '9876543210',
      avatar: null,
      role: 'user',
    });
    expect(json.data.user._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(json.data.user).not.toHaveProperty('password');
  });

  it('appends one user.registered event', async () => {
    const response = await post('/users/register', registration());
    const { data } = await response.json();
    expect(await events('user.registered', data.user._id)).toBe(1);
  });

  it('lets the new account log in', async () => {
    const body = registration();
    await post('/users/register', body);
    expect((await post('/users/login', { email: body.email, password: body.password })).status).toBe(200);
  });

  it('answers 409 "Email is already registered" for a taken e-mail in any case, and records nothing', async () => {
    const first = registration();
    await post('/users/register', first);
    const before = await events('user.registered');
    const response = await post('/users/register', registration({ email: first.email.toUpperCase() }));
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe('Email is already registered');
    expect(await events('user.registered')).toBe(before);
  });

  it('answers 409 "Username is already taken" for a taken username in any case', async () => {
    const first = registration();
    await post('/users/register', first);
    const response = await post('/users/register', registration({ username: first.username.toLowerCase() }));
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe('Username is already taken');
  });

  it.each([
    ['username', { username: '' }, 'User name must be 1 or more characters long'],
    ['fullName', { fullName: 'A' }, 'Full name must be 2 or more characters long'],
    ['email', { email: undefined }, 'Email Address is required'],
    ['email', { email: 'asha.example.in' }, 'Invalid Email Address'],
    ['password', { password: undefined }, 'Password is required'],
    ['password', { password: '12345' }, 'Password must be at least 6 characters long'],
    ['mobile', { mobile: '98765' }, 'Enter a 10-digit mobile number'],
  ])('refuses a bad %s with the spec message (%j)', async (field, overrides, message) => {
    const fields = await fieldsOf(await post('/users/register', registration(overrides)));
    expect(fields[field]).toBe(message);
  });
});

describe('POST /users/login', () => {
  it('answers the spec message with the user and an access token, and sets the refresh token as an HttpOnly cookie only', async () => {
    const body = registration();
    await post('/users/register', body);
    const response = await post('/users/login', { email: body.email, password: body.password });
    expect(response.status).toBe(200);
    const json = await response.json();
    expect(json.message).toBe('Logged in successfully');
    expect(Object.keys(json.data.user).sort()).toEqual([
      '_id',
      'avatar',
      'createdAt',
      'email',
      'fullName',
      'locale',
      'mobile',
      'role',
      'username',
    ]);
    expect(json.data.user.role).toBe('user');
    expect(json.data.accessToken.split('.')).toHaveLength(3);
    expect(Object.keys(json.data).sort()).toEqual(['accessToken', 'user']);
    const refreshToken = refreshTokenOf(response);
    expect(refreshToken).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(JSON.stringify(json)).not.toContain(refreshToken);
    const [cookie] = response.headers.getSetCookie();
    const attributes = cookie!.split('; ').slice(1);
    expect(attributes.filter((attribute) => !attribute.startsWith('Max-Age=')).sort()).toEqual([
      'HttpOnly',
      'Path=/api/v1/users/refreshToken',
      'SameSite=Strict',
      'Secure',
    ]);
    // Kept by the browser as long as the token lives (REFRESH_TOKEN_TTL with Remember me).
    const maxAge = Number(attributes.find((attribute) => attribute.startsWith('Max-Age='))!.slice('Max-Age='.length));
    expect(Math.abs(maxAge - app.deps.config.refreshTokenTtl)).toBeLessThanOrEqual(2);
  });

  it('refreshes by the cookie alone: a new access token in the answer and the next refresh token in the cookie', async () => {
    const { refreshToken } = await createUser(app);
    expect((await post('/users/refreshToken', { refreshToken })).status).toBe(401);
    const response = await refreshByCookie(app, refreshToken);
    expect(response.status).toBe(200);
    const json = await response.json();
    expect(Object.keys(json.data)).toEqual(['accessToken']);
    const next = refreshTokenOf(response);
    expect(next).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(next).not.toBe(refreshToken);
    expect(response.headers.getSetCookie()[0]).toMatch(/; HttpOnly; Secure; SameSite=Strict$/);
    // The spent token is refused once its reuse interval is over, and the refusal clears the cookie.
    const reused = await refreshByCookieLater(app, refreshToken);
    expect(reused.status).toBe(401);
    expect(reused.headers.getSetCookie()).toEqual([
      'refreshToken=; Path=/api/v1/users/refreshToken; Max-Age=0; HttpOnly; Secure; SameSite=Strict',
    ]);
  });

  it('clears the refresh-token cookie at logout and when the login is ended', async () => {
    const cleared = (response: Response) => response.headers.getSetCookie().some((line) => /^refreshToken=;.*Max-Age=0/.test(line));
    const account = await createUser(app);
    expect(cleared(await post('/users/logout', {}, account.accessToken))).toBe(true);
    const again = await createUser(app);
    expect(cleared(await app.api('/users/me/sessions', { method: 'DELETE', token: again.accessToken }))).toBe(true);
    const other = await createUser(app);
    const sessions = (await (await app.api('/users/me/sessions', { token: other.accessToken })).json()).data as { _id: string }[];
    const ended = await app.api(`/users/me/sessions/${sessions[0]!._id}`, { method: 'DELETE', token: other.accessToken });
    expect(ended.status).toBe(200);
    expect(cleared(ended)).toBe(true);
  });

  it('accepts the e-mail in any case', async () => {
    const { user, password } = await createUser(app);
    expect((await post('/users/login', { email: user.email.toUpperCase(), password })).status).toBe(200);
  });

  it('answers 401 "Invalid email or password" for a wrong password', async () => {
    const { user } = await createUser(app);
    const response = await post('/users/login', { email: user.email, password: 'wrong-password' });
    expect(response.status).toBe(401);
    expect((await response.json()).message).toBe('Invalid email or password');
  });

  it('answers the same 401 for an unknown e-mail', async () => {
    const response = await post('/users/login', { email: 'nobody@example.in', password: 'whatever1' });
    expect(response.status).toBe(401);
    expect((await response.json()).message).toBe('Invalid email or password');
  });

  it('tells an admin apart by role', async () => {
    const { user } = await createUser(app, { role: 'admin' });
    expect(user.role).toBe('admin');
  });

  it.each([
    ['email', { email: undefined }, 'Email Address is required'],
    ['email', { email: '' }, 'Email Address is required'],
    ['email', { email: 'not-an-email' }, 'Invalid Email Address'],
    ['password', { password: undefined }, 'Password is required'],
    ['password', { password: '123' }, 'Password must be at least 6 characters long'],
  ])('refuses a bad %s with the spec message (%j)', async (field, overrides, message) => {
    const fields = await fieldsOf(await post('/users/login', { email: 'asha@example.in', password: 'Secret123', ...overrides }));
    expect(fields[field]).toBe(message);
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ PORT: String(await freePort()), RATE_LIMIT_AUTH: '3' });
  });
  afterAll(() => limited?.close());

  it('answers 429 with Retry-After once an address spends RATE_LIMIT_AUTH login attempts on one e-mail', async () => {
    const attempt = () => limited.api('/users/login', { method: 'POST', json: { email: 'victim@example.in', password: 'guess-123' } });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).status).toBe(401);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await refused.json()).errors.name).toBe('RateLimitError');
  });

  it('counts login attempts per e-mail, so another account can still log in', async () => {
    for (let i = 0; i < 4; i += 1) {
      await limited.api('/users/login', { method: 'POST', json: { email: 'target@example.in', password: 'guess-123' } });
    }
    const { user } = await createUser(limited);
    expect(user.email).toMatch(/@example\.in$/);
  });

  it('answers 429 once an address registers RATE_LIMIT_AUTH times in a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await limited.api('/users/register', { method: 'POST', json: registration() })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('answers 429 to repeated password-reset requests', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await limited.api('/users/forgotPassword', { method: 'POST', json: { email: 'someone@example.in' } })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('GET /users/me', () => {
  it('answers the caller’s account', async () => {
    const { user, accessToken } = await createUser(app);
    const response = await app.api('/users/me', { token: accessToken });
    expect((await response.json()).data.user).toEqual(user);
  });

  it('answers 401 to a visitor', async () => {
    expect((await app.api('/users/me')).status).toBe(401);
  });
});

describe('GET /users/:id', () => {
  it('answers a user’s own account', async () => {
    const { user, accessToken } = await createUser(app);
    const response = await app.api(`/users/${user._id}`, { token: accessToken });
    expect((await response.json()).data.user).toEqual(user);
  });

  it('answers 403 to another user and 200 to an admin', async () => {
    const owner = await createUser(app);
    const other = await createUser(app);
    const admin = await createUser(app, { role: 'admin' });
    expect((await app.api(`/users/${owner.user._id}`, { token: other.accessToken })).status).toBe(403);
    expect((await app.api(`/users/${owner.user._id}`, { token: admin.accessToken })).status).toBe(200);
  });
});

describe('PUT /users/:id', () => {
  it('lets a user edit their own profile and answers the spec message', async () => {
    const { user, accessToken } = await createUser(app);
    const response = await app.api(`/users/${user._id}`, {
      method: 'PUT',
      token: accessToken,
      json: profile(user, { fullName: 'Asha R. Patel', mobile: '+91 98250 12345' }),
    });
    expect(response.status).toBe(200);
    const json = await response.json();
    expect(json.message).toBe('Profile updated successfully');
    expect(json.data.user).toMatchObject({ _id: user._id, fullName: 'Asha R. Patel', mobile: '9825012345' });
  });

  it('appends one user.updated event', async () => {
    const { user, accessToken } = await createUser(app);
    await app.api(`/users/${user._id}`, { method: 'PUT', token: accessToken, json: profile(user, { fullName: 'New Name' }) });
    expect(await events('user.updated', user._id)).toBe(1);
  });

  it('lets the user log in with a changed e-mail', async () => {
    const { user, accessToken, password } = await createUser(app);
    const email = `moved-${user._id.slice(0, 8)}@example.in`;
    await app.api(`/users/${user._id}`, { method: 'PUT', token: accessToken, json: profile(user, { email, currentPassword: password }) });
    expect((await post('/users/login', { email, password })).status).toBe(200);
  });

  it('answers 403 to another user', async () => {
    const owner = await createUser(app);
    const other = await createUser(app);
    const response = await app.api(`/users/${owner.user._id}`, { method: 'PUT', token: other.accessToken, json: profile(owner.user) });
    expect(response.status).toBe(403);
    expect(await events('user.updated', owner.user._id)).toBe(0);
  });

  it('lets an admin edit another user', async () => {
    const owner = await createUser(app);
    const admin = await createUser(app, { role: 'admin' });
    const response = await app.api(`/users/${owner.user._id}`, {
      method: 'PUT',
      token: admin.accessToken,
      json: profile(owner.user, { fullName: 'Edited By Admin' }),
    });
    expect(response.status).toBe(200);
    expect((await response.json()).data.user.fullName).toBe('Edited By Admin');
  });

  it('answers 401 to a visitor', async () => {
    const owner = await createUser(app);
    expect((await app.api(`/users/${owner.user._id}`, { method: 'PUT', json: profile(owner.user) })).status).toBe(401);
  });

  it('answers 409 for an e-mail another user has, and records nothing', async () => {
    const taken = await createUser(app);
    const { user, accessToken, password } = await createUser(app);
    const response = await app.api(`/users/${user._id}`, {
      method: 'PUT',
      token: accessToken,
      json: profile(user, { email: taken.user.email, currentPassword: password }),
    });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe('Email is already registered');
    expect(await events('user.updated', user._id)).toBe(0);
  });

  it('answers 409 for a username another user has', async () => {
    const taken = await createUser(app);
    const { user, accessToken } = await createUser(app);
    const response = await app.api(`/users/${user._id}`, {
      method: 'PUT',
      token: accessToken,
      json: profile(user, { username: taken.user.username.toUpperCase() }),
    });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe('Username is already taken');
  });

  it('keeps the user’s own e-mail and username without a conflict', async () => {
    const { user, accessToken } = await createUser(app);
    expect((await app.api(`/users/${user._id}`, { method: 'PUT', token: accessToken, json: profile(user) })).status).toBe(200);
  });

  it.each([
    ['username', { username: '' }, 'User name must be 1 or more characters long'],
    ['fullName', { fullName: 'A' }, 'Full name must be 2 or more characters long'],
    ['email', { email: '' }, 'Email Address is required'],
    ['email', { email: 'nope' }, 'Invalid Email Address'],
    ['mobile', { mobile: '12345' }, 'Enter a 10-digit mobile number'],
  ])('refuses a bad %s with the spec message (%j)', async (field, overrides, message) => {
    const { user, accessToken } = await createUser(app);
    const fields = await fieldsOf(
      await app.api(`/users/${user._id}`, { method: 'PUT', token: accessToken, json: profile(user, overrides) }),
    );
    expect(fields[field]).toBe(message);
  });

  it('answers 404 for a malformed id', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const response = await app.api('/users/not-a-user', { method: 'PUT', token: admin.accessToken, json: profile(admin.user) });
    expect(response.status).toBe(404);
  });

  it('answers 404 for an unknown id', async () => {
    const admin = await createUser(app, { role: 'admin' });
    expect((await app.api(`/users/${randomUUID()}`, { method: 'PUT', token: admin.accessToken, json: profile(admin.user) })).status).toBe(
      404,
    );
  });
});

describe('PATCH /users/:id (avatar)', () => {
  it('stores the image, answers the spec message and the user with the avatar URL', async () => {
    const { user, accessToken } = await createUser(app);
    const response = await uploadAvatar(user._id, accessToken);
    expect(response.status).toBe(200);
    const json = await response.json();
    expect(json.message).toBe('Avatar updated');
    expect(json.data.user.avatar).toMatch(/^\/media\/[0-9a-f]{64}\/card\.webp$/);
    const image = await fetch(`${app.url}${json.data.user.avatar}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(await events('user.avatar_changed', user._id)).toBe(1);
  });

  it('answers 403 to another user', async () => {
    const owner = await createUser(app);
    const other = await createUser(app);
    expect((await uploadAvatar(owner.user._id, other.accessToken)).status).toBe(403);
  });

  it('lets an admin change another user’s avatar', async () => {
    const owner = await createUser(app);
    const admin = await createUser(app, { role: 'admin' });
    expect((await uploadAvatar(owner.user._id, admin.accessToken)).status).toBe(200);
  });

  it('answers 401 to a visitor', async () => {
    const owner = await createUser(app);
    expect((await uploadAvatar(owner.user._id)).status).toBe(401);
  });

  it('answers 400 when no avatar file is sent', async () => {
    const { user, accessToken } = await createUser(app);
    const response = await app.api(`/users/${user._id}`, { method: 'PATCH', body: new FormData(), token: accessToken });
    expect((await fieldsOf(response)).avatar).toBe('Select one image file as the avatar');
  });

  it('refuses a file that is not an image whatever its name, and records nothing', async () => {
    const { user, accessToken } = await createUser(app);
    const response = await uploadAvatar(user._id, accessToken, new Blob(['just text, not a picture']), 'photo.png');
    expect(response.status).toBe(415);
    expect((await response.json()).message).toBe('Select Image files only!');
    expect(await events('user.avatar_changed', user._id)).toBe(0);
  });
});

describe('DELETE /users/:id', () => {
  it('lets an admin delete a user: the spec message, one user.deleted event, the account gone', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const { user, password } = await createUser(app);
    const response = await app.api(`/users/${user._id}`, { method: 'DELETE', token: admin.accessToken });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'User has been deleted!' });
    expect(await events('user.deleted', user._id)).toBe(1);
    expect((await post('/users/login', { email: user.email, password })).status).toBe(401);
  });

  it('answers 400 when an admin tries to delete their own account', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const response = await app.api(`/users/${admin.user._id}`, { method: 'DELETE', token: admin.accessToken });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('You cannot delete your own account');
  });

  it('answers 403 to a user, even for their own account', async () => {
    const { user, accessToken } = await createUser(app);
    const other = await createUser(app);
    expect((await app.api(`/users/${user._id}`, { method: 'DELETE', token: accessToken })).status).toBe(403);
    expect((await app.api(`/users/${other.user._id}`, { method: 'DELETE', token: accessToken })).status).toBe(403);
  });

  it('answers 401 to a visitor', async () => {
    const { user } = await createUser(app);
    expect((await app.api(`/users/${user._id}`, { method: 'DELETE' })).status).toBe(401);
  });

  it('answers 404 for a malformed or unknown id, and records nothing', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const before = await events('user.deleted');
    expect((await app.api('/users/12345', { method: 'DELETE', token: admin.accessToken })).status).toBe(404);
    expect((await app.api(`/users/${randomUUID()}`, { method: 'DELETE', token: admin.accessToken })).status).toBe(404);
    expect(await events('user.deleted')).toBe(before);
  });
});

describe('GET /users', () => {
  it('lists users for an admin, newest first, with total, page and limit', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const newest = await createUser(app);
    const response = await app.api('/users?limit=2', { token: admin.accessToken });
    expect(response.status).toBe(200);
    const json = await response.json();
    expect(json.data).toHaveLength(2);
    expect(json.data[0]._id).toBe(newest.user._id);
    expect(json.meta).toMatchObject({ page: 1, limit: 2 });
    expect(json.meta.total).toBeGreaterThanOrEqual(2);
  });

  it('matches q against full name, e-mail and username, ignoring case', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const { user } = await createUser(app, { fullName: 'Zubin Mehta-Desai', username: 'zubin_md', email: 'zubin.md@example.in' });
    for (const q of ['MEHTA-desai', 'Zubin.MD@', 'ZUBIN_MD']) {
      const json = await (await app.api(`/users?q=${encodeURIComponent(q)}`, { token: admin.accessToken })).json();
      expect(json.data.map((found: { _id: string }) => found._id)).toEqual([user._id]);
    }
  });

  it('treats % and _ in q as plain characters', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const json = await (await app.api('/users?q=%25%25%25', { token: admin.accessToken })).json();
    expect(json.data).toEqual([]);
  });

  it('filters by role', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const json = await (await app.api('/users?role=admin&limit=100', { token: admin.accessToken })).json();
    expect(json.data.length).toBeGreaterThan(0);
    expect(json.data.every((user: { role: string }) => user.role === 'admin')).toBe(true);
  });

  it('answers 403 to a user', async () => {
    const { accessToken } = await createUser(app);
    expect((await app.api('/users', { token: accessToken })).status).toBe(403);
  });

  it('answers 401 to a visitor', async () => {
    expect((await app.api('/users')).status).toBe(401);
  });

  it('answers 400 for a bad page', async () => {
    const admin = await createUser(app, { role: 'admin' });
    expect((await app.api('/users?page=0', { token: admin.accessToken })).status).toBe(400);
  });
});

describe('PATCH /users/:id/role', () => {
  it('lets an admin promote a user, with one user.role_changed event', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const { user } = await createUser(app);
    const response = await app.api(`/users/${user._id}/role`, { method: 'PATCH', token: admin.accessToken, json: { role: 'admin' } });
    expect(response.status).toBe(200);
    expect((await response.json()).data.user.role).toBe('admin');
    expect(await events('user.role_changed', user._id)).toBe(1);
  });

  it('lets an admin make a user an agent, who then logs in as an agent', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const { user, password } = await createUser(app);
    const response = await app.api(`/users/${user._id}/role`, { method: 'PATCH', token: admin.accessToken, json: { role: 'agent' } });
    expect(response.status).toBe(200);
    expect((await response.json()).data.user.role).toBe('agent');
    const login = await app.api('/users/login', { method: 'POST', json: { email: user.email, password } });
    expect((await login.json()).data.user.role).toBe('agent');
    const listed = await app.api('/users?role=agent', { token: admin.accessToken });
    expect(((await listed.json()).data as { _id: string }[]).map((row) => row._id)).toContain(user._id);
  });

  it('refuses an agent changing roles', async () => {
    const agent = await createUser(app, { role: 'agent' });
    const { user } = await createUser(app);
    expect((await app.api(`/users/${user._id}/role`, { method: 'PATCH', token: agent.accessToken, json: { role: 'agent' } })).status).toBe(
      403,
    );
  });

  it('answers 400 when an admin tries to change their own role', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const response = await app.api(`/users/${admin.user._id}/role`, { method: 'PATCH', token: admin.accessToken, json: { role: 'user' } });
    expect(response.status).toBe(400);
  });

  it('answers 403 to a user', async () => {
    const { user, accessToken } = await createUser(app);
    expect((await app.api(`/users/${user._id}/role`, { method: 'PATCH', token: accessToken, json: { role: 'admin' } })).status).toBe(403);
  });

  it('refuses an unknown role with the schema message', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const { user } = await createUser(app);
    const response = await app.api(`/users/${user._id}/role`, { method: 'PATCH', token: admin.accessToken, json: { role: 'owner' } });
    expect((await fieldsOf(response)).role).toBe('Role must be user, agent or admin');
  });
});

describe('password reset', () => {
  /** The link in the reset e-mail the server sent (its stored body is dropped once sent). */
  async function requestResetLink(email: string): Promise<string | null> {
    const mailsTo = async () => (await mail.all()).filter((item) => item.to.some((to) => to.address === email));
    const before = await mailsTo();
    const response = await post('/users/forgotPassword', { email });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'If that email is registered, a reset link has been sent.' });
    for (let tries = 0; tries < 50; tries += 1) {
      const fresh = (await mailsTo()).filter((item) => !before.some((seen) => seen.id === item.id));
      if (fresh.length) return /https?:\/\/\S+\/resetPassword\?token=\S+/.exec(fresh[0].text)?.[0] ?? null;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return null;
  }

  it('hands out a PUBLIC_URL/resetPassword link whose token sets a new password and ends every login', async () => {
    const { user, password, refreshToken } = await createUser(app);
    const link = await requestResetLink(user.email);
    expect(link).toMatch(new RegExp(`^${app.deps.config.publicUrl}/resetPassword\\?token=`));
    const token = new URL(link!).searchParams.get('token');

    const reset = await post('/users/resetPassword', { token, password: 'BrandNew-42' });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ message: 'Password has been reset. Please log in.' });
    expect(await events('user.password_reset', user._id)).toBe(1);

    expect((await post('/users/login', { email: user.email, password })).status).toBe(401);
    expect((await post('/users/login', { email: user.email, password: 'BrandNew-42' })).status).toBe(200);
    expect((await refreshByCookie(app, refreshToken)).status).toBe(401);
  });

  it('answers the same message for an unknown e-mail and sends no link', async () => {
    expect(await requestResetLink('nobody-here@example.in')).toBeNull();
  });

  it('refuses a used token with 400 and the spec message', async () => {
    const { user } = await createUser(app);
    const token = new URL((await requestResetLink(user.email))!).searchParams.get('token');
    expect((await post('/users/resetPassword', { token, password: 'BrandNew-42' })).status).toBe(200);
    const again = await post('/users/resetPassword', { token, password: 'Another-42' });
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe('This reset link is invalid or has expired');
  });

  it('refuses an unknown token with 400 and records nothing', async () => {
    const before = await events('user.password_reset');
    const response = await post('/users/resetPassword', { token: 'made-up-token', password: 'BrandNew-42' });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('This reset link is invalid or has expired');
    expect(await events('user.password_reset')).toBe(before);
  });

  it('stores the reset token only as a hash', async () => {
    const { user } = await createUser(app);
    const token = new URL((await requestResetLink(user.email))!).searchParams.get('token')!;
    const rows = await app.deps.sql`select 1 from verification where identifier like ${`%${token}%`}`;
    expect(rows).toHaveLength(0);
  });

  it('refuses a short new password with the spec message', async () => {
    const fields = await fieldsOf(await post('/users/resetPassword', { token: 'x', password: '123' }));
    expect(fields.password).toBe('Password must be at least 6 characters long');
  });
});
