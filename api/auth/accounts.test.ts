import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../dev/ports.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { ensureAccount } from './accounts.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ PORT: String(await freePort()) });
});
afterAll(() => app?.close());

const seedAdmin = {
  email: 'Admin@ShreejiRealty.in',
  password: 'Admin@2007',
  username: 'admin',
  fullName: 'Agency Admin',
  mobile: '9825012345',
  role: 'admin' as const,
};

const login = (email: string, password: string) => app.api('/users/login', { method: 'POST', json: { email, password } });

describe('ensureAccount', () => {
  it('creates the account on the first call, with its role, able to log in', async () => {
    const result = await ensureAccount(app.deps, seedAdmin);
    expect(result.created).toBe(true);
    const response = await login('admin@shreejirealty.in', 'Admin@2007');
    expect(response.status).toBe(200);
    expect((await response.json()).data.user).toMatchObject({ _id: result.id, role: 'admin', username: 'admin' });
  });

  it('creates nothing on a second call and answers the same id', async () => {
    const first = await ensureAccount(app.deps, { ...seedAdmin, email: 'seed-twice@example.in', username: 'seed_twice' });
    const [{ count: before }] = await app.deps.sql<{ count: number }[]>`select count(*)::int as count from events`;
    const second = await ensureAccount(app.deps, { ...seedAdmin, email: 'seed-twice@example.in', username: 'seed_twice' });
    const [{ count: after }] = await app.deps.sql<{ count: number }[]>`select count(*)::int as count from events`;
    expect(second).toEqual({ id: first.id, created: false });
    expect(after).toBe(before);
  });

  it('does not reset a password the user changed since', async () => {
    const account = { ...seedAdmin, email: 'changed@example.in', username: 'changed_pw', role: 'user' as const };
    await ensureAccount(app.deps, account);
    const context = await app.deps.auth.$context;
    const [{ id }] = await app.deps.sql<{ id: string }[]>`select id from "user" where email = 'changed@example.in'`;
    await context.internalAdapter.updatePassword(id, await context.password.hash('Changed-99'));
    await ensureAccount(app.deps, account);
    expect((await login('changed@example.in', 'Admin@2007')).status).toBe(401);
    expect((await login('changed@example.in', 'Changed-99')).status).toBe(200);
  });

  it('is safe when two starts seed at the same moment', async () => {
    const account = { ...seedAdmin, email: 'race@example.in', username: 'race_seed' };
    const results = await Promise.all([ensureAccount(app.deps, account), ensureAccount(app.deps, account)]);
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(results.filter((result) => result.created)).toHaveLength(1);
  });

  it('takes a numbered username when the wanted one belongs to another account', async () => {
    await ensureAccount(app.deps, { ...seedAdmin, email: 'first-owner@example.in', username: 'office' });
    const second = await ensureAccount(app.deps, { ...seedAdmin, email: 'second-owner@example.in', username: 'office' });
    expect(second.created).toBe(true);
    const [row] = await app.deps.sql<{ username: string }[]>`select username from "user" where id = ${second.id}`;
    expect(row.username).toBe('office_2');
  });
});
