import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../dev/ports.ts';
import { createUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ PORT: String(await freePort()) });
});
afterAll(() => app?.close());

const CHANGED = 'This user was changed by someone else. Reload to see their changes.';

function put(id: string, token: string, json: Record<string, unknown>, ifMatch?: string) {
  return app.api(`/users/${id}`, { method: 'PUT', token, json, headers: ifMatch ? { 'If-Match': ifMatch } : undefined });
}

async function etagOf(id: string, token: string): Promise<string> {
  const response = await app.api(`/users/${id}`, { token });
  expect(response.status).toBe(200);
  return response.headers.get('ETag') ?? '';
}

describe('PUT /users/:id with some fields', () => {
  it('changes only the mobile sent and keeps the name, username and e-mail', async () => {
    const { user, accessToken } = await createUser(app);
    const response = await put(user._id, accessToken, { mobile: '+91 98250 55555' });
    expect(response.status).toBe(200);
    expect((await response.json()).data.user).toEqual({ ...user, mobile: '9825055555' });
  });

  it('checks a sent field with its own message', async () => {
    const { user, accessToken } = await createUser(app);
    const response = await put(user._id, accessToken, { email: 'nope' });
    expect(response.status).toBe(400);
    expect((await response.json()).errors.fields.email).toBe('Invalid Email Address');
  });

  it('answers 409 for a username another user has, sent alone', async () => {
    const taken = await createUser(app);
    const { user, accessToken } = await createUser(app);
    const response = await put(user._id, accessToken, { username: taken.user.username });
    expect(response.status).toBe(409);
  });

  it.each([
    ['an empty body', {}],
    ['only unknown fields', { role: 'admin', password: 'Secret123' }],
  ])('answers 400 naming the fields it takes for %s', async (_case, body) => {
    const { user, accessToken } = await createUser(app);
    const response = await put(user._id, accessToken, body);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('Nothing to change: send at least one of username, fullName, email, mobile, locale.');
  });
});

describe('ETag of a user', () => {
  it('comes with GET /users/:id and /users/me and every write, and changes on every write', async () => {
    const { user, accessToken } = await createUser(app);
    const admin = await createUser(app, { role: 'admin' });
    const first = await etagOf(user._id, accessToken);
    expect(first).toMatch(/^"v\d+"$/);
    expect((await app.api('/users/me', { token: accessToken })).headers.get('ETag')).toBe(first);
    const edited = await put(user._id, accessToken, { fullName: 'Asha R. Patel' });
    const promoted = await app.api(`/users/${user._id}/role`, { method: 'PATCH', token: admin.accessToken, json: { role: 'admin' } });
    expect(promoted.status).toBe(200);
    const tags = [first, edited.headers.get('ETag'), promoted.headers.get('ETag')];
    expect(new Set(tags).size).toBe(3);
    expect(await etagOf(user._id, admin.accessToken)).toBe(tags[2]);
  });
});

describe('user writes with If-Match', () => {
  it('refuses an admin’s edit made before the user changed their profile, with 412 and the spec message', async () => {
    const { user, accessToken } = await createUser(app);
    const admin = await createUser(app, { role: 'admin' });
    const loaded = await etagOf(user._id, admin.accessToken);
    expect((await put(user._id, accessToken, { fullName: 'Changed By Themselves' }, loaded)).status).toBe(200);
    const response = await put(user._id, admin.accessToken, { fullName: 'Changed By The Office' }, loaded);
    expect(response.status).toBe(412);
    expect(await response.json()).toEqual({ message: CHANGED, errors: { name: 'PreconditionFailedError' } });
    expect((await (await app.api('/users/me', { token: accessToken })).json()).data.user.fullName).toBe('Changed By Themselves');
  });

  it('still applies an edit sent without If-Match', async () => {
    const { user, accessToken } = await createUser(app);
    await put(user._id, accessToken, { fullName: 'First Change' });
    expect((await put(user._id, accessToken, { fullName: 'Second Change' })).status).toBe(200);
  });

  it('lets exactly one of two concurrent edits made from the same version through', async () => {
    const { user, accessToken } = await createUser(app);
    const loaded = await etagOf(user._id, accessToken);
    const answers = await Promise.all([
      put(user._id, accessToken, { fullName: 'From The Phone' }, loaded),
      put(user._id, accessToken, { fullName: 'From The Laptop' }, loaded),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412]);
    const [{ count }] = await app.deps.sql<{ count: number }[]>`
      select count(*)::int as count from events where type = 'user.updated' and subject_id = ${user._id}`;
    expect(count).toBe(1);
  });

  it('refuses a role change made from an older version', async () => {
    const { user, accessToken } = await createUser(app);
    const admin = await createUser(app, { role: 'admin' });
    const loaded = await etagOf(user._id, admin.accessToken);
    await put(user._id, accessToken, { mobile: '9825012345' });
    const response = await app.api(`/users/${user._id}/role`, {
      method: 'PATCH',
      token: admin.accessToken,
      json: { role: 'admin' },
      headers: { 'If-Match': loaded },
    });
    expect(response.status).toBe(412);
    expect((await response.json()).message).toBe(CHANGED);
  });
});

describe('the language of an account', () => {
  it('is not chosen (null) for a new account, in its profile and in the login answer', async () => {
    const { user, accessToken, password } = await createUser(app);
    expect(user.locale).toBeNull();
    const me = await app.api('/users/me', { token: accessToken });
    expect((await me.json()).data.user.locale).toBeNull();
    const login = await app.api('/users/login', { method: 'POST', json: { email: user.email, password } });
    expect((await login.json()).data.user.locale).toBeNull();
  });

  it('is changed by the user alone with PUT /users/:id, kept, answered at the next login and recorded', async () => {
    const { user, accessToken, password } = await createUser(app);
    const response = await put(user._id, accessToken, { locale: 'gu' });
    expect(response.status).toBe(200);
    expect((await response.json()).data.user).toEqual({ ...user, locale: 'gu' });
    const login = await app.api('/users/login', { method: 'POST', json: { email: user.email, password } });
    expect((await login.json()).data.user.locale).toBe('gu');
    const [event] = await app.deps.sql<{ payload: { changed: string[] } }[]>`
      select payload from events where subject_id = ${user._id} and type = 'user.updated' order by seq desc limit 1`;
    expect(event?.payload.changed).toEqual(['locale']);
  });

  it.each([['fr'], ['GU'], [''], [7]])('refuses %j with a 400 naming the languages, and changes nothing', async (locale) => {
    const { user, accessToken } = await createUser(app);
    const response = await put(user._id, accessToken, { locale });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors.fields.locale).toBe('Language must be one of en (English), gu (Gujarati) or hi (Hindi)');
    const [row] = await app.deps.sql<{ locale: string | null }[]>`select locale from "user" where id = ${user._id}`;
    expect(row?.locale).toBeNull();
  });

  it('cannot be changed by another user or by an admin (403), and stays as it was', async () => {
    const { user } = await createUser(app);
    const other = await createUser(app);
    const admin = await createUser(app, { role: 'admin' });
    expect((await put(user._id, other.accessToken, { locale: 'hi' })).status).toBe(403);
    const byAdmin = await put(user._id, admin.accessToken, { locale: 'hi' });
    expect(byAdmin.status).toBe(403);
    expect((await byAdmin.json()).message).toBe('You can only change the language of your own account.');
    const [row] = await app.deps.sql<{ locale: string | null }[]>`select locale from "user" where id = ${user._id}`;
    expect(row?.locale).toBeNull();
    // An admin's edit of the other fields still goes through.
    expect((await put(user._id, admin.accessToken, { fullName: 'Asha Mehta' })).status).toBe(200);
  });
});
