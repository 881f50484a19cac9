/** Test data made through the real write paths: the register command and the login route. */
import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { Role } from '../../contract/catalog.ts';
import type { User } from '../../contract/users.ts';
import { registerUser } from '../commands/userRegistrar.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { refreshTokenOf } from './refreshCookie.ts';

export interface UserOverrides {
  role?: Role;
  email?: string;
  username?: string;
  fullName?: string;
  password?: string;
  mobile?: string;
}

export interface CreatedUser {
  user: User;
  accessToken: string;
  /** The refresh token of the login, as its cookie carries it. */
  refreshToken: string;
  password: string;
}

let sequence = 0;

/** A distinct account per call (admin role set through the command), logged in through POST /users/login. */
export async function createUser(app: TestApp, overrides: UserOverrides = {}): Promise<CreatedUser> {
  sequence += 1;
  const tag = `${sequence}${randomBytes(3).toString('hex')}`;
  const password = overrides.password ?? `Secret-${tag}`;
  const email = overrides.email ?? `user${tag}@example.in`;
  await registerUser(app.deps, {
    username: overrides.username ?? `user_${tag}`,
    fullName: overrides.fullName ?? `Test User ${tag}`,
    email,
    password,
    mobile: overrides.mobile ?? `9${String(sequence % 10000).padStart(4, '0')}${String(randomInt(100000)).padStart(5, '0')}`,
    role: overrides.role ?? 'user',
  });
  const response = await app.api('/users/login', { method: 'POST', json: { email, password } });
  if (response.status !== 200) throw new Error(`createUser: login answered ${response.status}: ${await response.text()}`);
  const { data } = (await response.json()) as { data: { user: User; accessToken: string } };
  const refreshToken = refreshTokenOf(response);
  if (!refreshToken) throw new Error('createUser: login set no refresh-token cookie');
  return { user: data.user, accessToken: data.accessToken, refreshToken, password };
}

let mobiles = 0;

/**
 * A valid Indian mobile number no other call in this test file has given (so a per-number limit or
 * a buyer found by mobile is never the point by accident). It starts with 8: accounts made by
 * createUser have 9s, so an enquiry's number never finds one of them.
 */
export function freshMobile(): string {
  mobiles += 1;
  return `8${String(Date.now() % 1_000_000).padStart(6, '0')}${String(mobiles % 1000).padStart(3, '0')}`;
}

/** The app for one test file with an admin signed in to it (the caller closes the app). */
export async function startAppWithAdmin(env: Record<string, string> = {}): Promise<{ app: TestApp; admin: CreatedUser }> {
  const app = await startTestApp(env);
  return { app, admin: await createUser(app, { role: 'admin' }) };
}

/**
 * What `start` makes, an app and what a file's tests need in it, for all of the file's tests: started
 * before them and handed to `take` (which keeps it in the file's own variables), its app closed after them.
 */
export function startForAllTests<Started extends { app: TestApp }>(start: () => Promise<Started>, take: (started: Started) => void): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    const started = await start();
    app = started.app;
    take(started);
  });
  afterAll(() => app?.close());
}

/** The app with an admin for all of a file's tests (see startForAllTests). */
export function appWithAdminForTests(take: (started: { app: TestApp; admin: CreatedUser }) => void): void {
  startForAllTests(() => startAppWithAdmin(), take);
}

/** An office at work in an app: an admin, two agents and a user. */
export interface Office {
  app: TestApp;
  admin: CreatedUser;
  agent: CreatedUser;
  otherAgent: CreatedUser;
  user: CreatedUser;
}

/**
 * The app `startApp` makes with an office in it, for all of a file's tests (see startForAllTests);
 * `agentNames` name the two agents where the tests read their names.
 */
export function officeForTests(startApp: () => Promise<TestApp>, take: (office: Office) => void, agentNames: string[] = []): void {
  startForAllTests(async () => {
    const app = await startApp();
    const [admin, agent, otherAgent, user] = await Promise.all([
      createUser(app, { role: 'admin' }),
      createUser(app, { role: 'agent', fullName: agentNames[0] }),
      createUser(app, { role: 'agent', fullName: agentNames[1] }),
      createUser(app),
    ]);
    return { app, admin, agent, otherAgent, user };
  }, take);
}
