import http from 'node:http';
import { generateKeyPair, SignJWT } from 'jose';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppState } from '../context.ts';
import { freePort } from '../dev/ports.ts';
import { errorHandler } from '../middleware.ts';
import { createUser } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { signAccessToken } from './accessTokens.ts';
import { optionalUser, requireAdmin, requireAgent, requireUser } from './guards.ts';

let app: TestApp;
/** A scratch server with the three guards, answering with the actor each one set. */
let guarded: { url: string; close(): Promise<void> };

beforeAll(async () => {
  app = await startTestApp({ PORT: String(await freePort()) });
  const koa = new Koa<AppState>();
  koa.silent = true;
  koa.use(errorHandler(app.deps.log));
  const answer: Koa.Middleware<AppState> = (ctx) => {
    ctx.body = { actor: ctx.state.actor ?? null };
  };
  const guards = {
    optional: optionalUser(app.deps),
    user: requireUser(app.deps),
    agent: requireAgent(app.deps),
    admin: requireAdmin(app.deps),
  };
  koa.use((ctx, next) => {
    const guard = guards[ctx.path.slice(1) as keyof typeof guards];
    return guard ? guard(ctx, () => answer(ctx, next)) : next();
  });
  const server = http.createServer(koa.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  guarded = {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
});

afterAll(async () => {
  await guarded?.close();
  await app?.close();
});

function call(guard: 'optional' | 'user' | 'agent' | 'admin', token?: string) {
  return fetch(`${guarded.url}/${guard}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
}

/** A token signed with the app's real key whose expiry has passed. */
async function expiredToken(userId: string) {
  const { token } = await app.deps.auth.api.signJWT({
    body: {
      payload: {
        sub: userId,
        role: 'user',
        sid: crypto.randomUUID(),
        iat: Math.floor(Date.now() / 1000) - 120,
        exp: Math.floor(Date.now() / 1000) - 60,
      },
    },
  });
  return token;
}

/** A well-formed token with the right claims, signed by a key the app never made. */
async function forgedToken(userId: string, role: 'user' | 'admin' = 'admin') {
  const { privateKey } = await generateKeyPair('EdDSA', { extractable: true });
  const [{ id: kid }] = await app.deps.sql<{ id: string }[]>`select id from jwks limit 1`;
  return new SignJWT({ role, sid: crypto.randomUUID() })
    .setProtectedHeader({ alg: 'EdDSA', kid })
    .setSubject(userId)
    .setIssuer(app.deps.config.publicUrl)
    .setAudience(app.deps.config.publicUrl)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(privateKey);
}

describe('requireUser', () => {
  it('sets the actor from a valid access token without asking the database', async () => {
    const { user, accessToken } = await createUser(app);
    const response = await call('user', accessToken);
    expect(response.status).toBe(200);
    expect((await response.json()).actor).toEqual({ id: user._id, role: 'user' });
  });

  it('answers 401 UnauthorizedError without a token', async () => {
    const response = await call('user');
    expect(response.status).toBe(401);
    expect((await response.json()).errors.name).toBe('UnauthorizedError');
  });

  it('answers 401 UnauthorizedError for a token that is not a JWT', async () => {
    const response = await call('user', 'not-a-token');
    expect(response.status).toBe(401);
    expect((await response.json()).errors.name).toBe('UnauthorizedError');
  });

  it('answers 401 UnauthorizedError for a token signed by a foreign key', async () => {
    const { user } = await createUser(app);
    const response = await call('user', await forgedToken(user._id));
    expect(response.status).toBe(401);
    expect((await response.json()).errors.name).toBe('UnauthorizedError');
  });

  it('answers 401 UnauthorizedError for a token whose payload was altered', async () => {
    const { accessToken } = await createUser(app);
    const [header, payload, signature] = accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const altered = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    const response = await call('admin', `${header}.${altered}.${signature}`);
    expect(response.status).toBe(401);
  });

  it('answers 401 TokenExpiredError for an expired token', async () => {
    const { user } = await createUser(app);
    const response = await call('user', await expiredToken(user._id));
    expect(response.status).toBe(401);
    expect((await response.json()).errors.name).toBe('TokenExpiredError');
  });

  it('refuses a token it accepted before, once the token has expired', async () => {
    const { user } = await createUser(app);
    const { token } = await app.deps.auth.api.signJWT({
      body: { payload: { sub: user._id, role: 'user', sid: crypto.randomUUID(), exp: Math.floor(Date.now() / 1000) + 1 } },
    });
    expect((await call('user', token)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, Math.floor(Date.now() / 1000 + 1) * 1000 - Date.now() + 10));
    const response = await call('user', token);
    expect(response.status).toBe(401);
    expect((await response.json()).errors.name).toBe('TokenExpiredError');
  });

  it('accepts a token signed with a key created after the keys were cached', async () => {
    const first = await createUser(app);
    expect((await call('user', first.accessToken)).status).toBe(200);
    // Dropping the keys makes better-auth mint a new one on the next signature.
    await app.deps.sql`delete from jwks`;
    const second = await createUser(app);
    expect((await call('user', second.accessToken)).status).toBe(200);
    expect((await call('user', first.accessToken)).status).toBe(401);
  });
});

describe('requireAdmin', () => {
  it('lets an admin through', async () => {
    const { user, accessToken } = await createUser(app, { role: 'admin' });
    const response = await call('admin', accessToken);
    expect(response.status).toBe(200);
    expect((await response.json()).actor).toEqual({ id: user._id, role: 'admin' });
  });

  it('answers 403 with the spec message to a user', async () => {
    const { accessToken } = await createUser(app);
    const response = await call('admin', accessToken);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      message: 'Administrator privileges are required for this action.',
      errors: { name: 'ForbiddenError' },
    });
  });

  it('answers 401 to a visitor', async () => {
    expect((await call('admin')).status).toBe(401);
  });

  it('answers 401 to a forged admin token', async () => {
    const { user } = await createUser(app);
    expect((await call('admin', await forgedToken(user._id, 'admin'))).status).toBe(401);
  });
});

describe('requireAgent', () => {
  it('lets an agent and an admin through', async () => {
    const agent = await createUser(app, { role: 'agent' });
    const admin = await createUser(app, { role: 'admin' });
    expect((await (await call('agent', agent.accessToken)).json()).actor).toEqual({ id: agent.user._id, role: 'agent' });
    expect((await (await call('agent', admin.accessToken)).json()).actor).toEqual({ id: admin.user._id, role: 'admin' });
  });

  it('answers 403 to a user and 401 to a visitor', async () => {
    const { accessToken } = await createUser(app);
    const refused = await call('agent', accessToken);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe('Agent or administrator privileges are required for this action.');
    expect((await call('agent')).status).toBe(401);
  });

  it('refuses an agent made a user again at once, before the token expires', async () => {
    const agent = await createUser(app, { role: 'agent' });
    await app.deps.sql`update "user" set role = 'user' where id = ${agent.user._id}`;
    expect((await call('agent', agent.accessToken)).status).toBe(403);
  });

  it('answers 403 to an agent asking for what only admins may do', async () => {
    const agent = await createUser(app, { role: 'agent' });
    expect((await call('admin', agent.accessToken)).status).toBe(403);
  });
});

describe('optionalUser', () => {
  it('lets a visitor through without an actor', async () => {
    const response = await call('optional');
    expect(response.status).toBe(200);
    expect((await response.json()).actor).toBeNull();
  });

  it('sets the actor when a valid token is sent', async () => {
    const { user, accessToken } = await createUser(app);
    expect((await (await call('optional', accessToken)).json()).actor).toEqual({ id: user._id, role: 'user' });
  });

  it('answers 401 TokenExpiredError for an expired token so the client refreshes', async () => {
    const { user } = await createUser(app);
    const response = await call('optional', await expiredToken(user._id));
    expect(response.status).toBe(401);
    expect((await response.json()).errors.name).toBe('TokenExpiredError');
  });

  it('answers 401 UnauthorizedError for a forged token', async () => {
    const { user } = await createUser(app);
    const response = await call('optional', await forgedToken(user._id, 'user'));
    expect(response.status).toBe(401);
    expect((await response.json()).errors.name).toBe('UnauthorizedError');
  });
});

describe('signAccessToken', () => {
  it('issues an EdDSA token carrying sub, role and sid, expiring after ACCESS_TOKEN_TTL', async () => {
    const token = await signAccessToken(app.deps, { sub: 'someone', role: 'admin', sid: 'login-1' });
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header.alg).toBe('EdDSA');
    expect(payload).toMatchObject({ sub: 'someone', role: 'admin', sid: 'login-1' });
    expect(payload.exp - payload.iat).toBe(app.deps.config.accessTokenTtl);
  });
});
