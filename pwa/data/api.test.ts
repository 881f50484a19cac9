import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aUser } from '../testing/session.ts';
import { ApiError } from '../lib/apiError.ts';
import { createApi } from './api.ts';
import { appStore, authAtom, endSession, getAccessToken, getAuth, startSession } from '../lib/store.ts';

const user = aUser();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (request: Request) => Response | Promise<Response>;

/** A fetch that answers from a handler and records what was asked. */
function fakeFetch(handler: Handler) {
  const calls: { method: string; path: string; auth: string | null; body: string }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = request.method === 'GET' ? '' : await request.clone().text();
    calls.push({ method: request.method, path: new URL(request.url).pathname, auth: request.headers.get('Authorization'), body });
    return handler(request);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

const expired = () => json(401, { message: 'jwt expired', errors: { name: 'TokenExpiredError' } });

function setup(handler: Handler) {
  const fake = fakeFetch(handler);
  const http = createApi({ prefixUrl: 'http://api.test/api/v1', fetch: fake.fetch });
  return { ...http, calls: fake.calls };
}

/** A server whose access tokens are 'access-N'; only the latest is accepted. */
function tokenServer(options: { refresh?: Handler } = {}) {
  let current = 'access-1';
  let refreshes = 0;
  const handler: Handler = async (request) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/users/refreshToken')) {
      if (options.refresh) return options.refresh(request);
      refreshes += 1;
      current = `access-${refreshes + 1}`;
      // A little latency so concurrent callers overlap.
      await new Promise((resolve) => setTimeout(resolve, 10));
      return json(200, { data: { accessToken: current } });
    }
    if (request.headers.get('Authorization') !== `Bearer ${current}`) return expired();
    return json(200, { data: { ok: true, path } });
  };
  return { handler, refreshCount: () => refreshes };
}

beforeEach(() => {
  startSession({ user, accessToken: 'stale' });
});

afterEach(() => {
  endSession();
});

describe('requests', () => {
  it('sends the access token as a bearer token', async () => {
    const { api, calls } = setup(() => json(200, { data: [] }));
    await api.get('properties/search');
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/v1/properties/search', auth: 'Bearer stale' });
  });

  it('sends no token when logged out', async () => {
    endSession();
    const { api, calls } = setup(() => json(200, { data: [] }));
    await api.get('projects');
    expect(calls[0]!.auth).toBeNull();
  });

  it("rejects with the server's message and errors", async () => {
    const { api } = setup(() =>
      json(422, {
        message: 'Title must be at least 3 characters long',
        errors: { name: 'ValidationError', fields: { title: 'Too short' } },
      }),
    );
    const error = await api.post('properties/create', { json: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'Title must be at least 3 characters long',
      errors: { name: 'ValidationError', fields: { title: 'Too short' } },
      network: false,
    });
  });

  it('falls back to a generic message when the error has no JSON body', async () => {
    const { api } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.get('projects')).rejects.toMatchObject({ status: 502, message: 'Something went wrong.' });
  });

  it('reports a network failure as such', async () => {
    const { api } = setup(() => {
      throw new TypeError('fetch failed');
    });
    await expect(api.get('projects')).rejects.toMatchObject({
      status: 0,
      network: true,
      message: 'Network error occurred. Please check your connection.',
    });
  });
});

describe('one retry on 401', () => {
  it('user client: refreshes an expired token through the cookie, retries once with the new one and keeps it in memory', async () => {
    const server = tokenServer();
    const { accountApi, calls } = setup(server.handler);
    await expect(accountApi.put('users/u1', { json: { fullName: 'Asha P' } })).resolves.toMatchObject({ data: { ok: true } });
    expect(calls.map((call) => call.path)).toEqual(['/api/v1/users/u1', '/api/v1/users/refreshToken', '/api/v1/users/u1']);
    expect(calls[1]!.body).toBe('');
    expect(calls[1]!.auth).toBeNull();
    expect(calls[2]!.auth).toBe('Bearer access-2');
    expect(calls[2]!.body).toBe(JSON.stringify({ fullName: 'Asha P' }));
    expect(getAuth()).toEqual({ loggedIn: true, user });
    expect(getAccessToken()).toBe('access-2');
  });

  it('user client: does not retry a 401 that is not an expired token', async () => {
    const { accountApi, calls } = setup(() => json(401, { message: 'Invalid token', errors: { name: 'JsonWebTokenError' } }));
    await expect(accountApi.get('users')).rejects.toMatchObject({ status: 401, message: 'Invalid token' });
    expect(calls).toHaveLength(1);
    expect(getAuth().loggedIn).toBe(true);
  });

  it('property client: retries any 401', async () => {
    let first = true;
    const { api, calls } = setup((request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/refreshToken')) return json(200, { data: { accessToken: 'fresh' } });
      if (first) {
        first = false;
        return json(401, { message: 'Unauthorized' });
      }
      return json(200, { message: 'Added to favorite!', data: { favorite: true } });
    });
    await expect(api.post('properties/p1/favorite')).resolves.toMatchObject({ data: { favorite: true } });
    expect(calls.map((call) => call.path)).toEqual([
      '/api/v1/properties/p1/favorite',
      '/api/v1/users/refreshToken',
      '/api/v1/properties/p1/favorite',
    ]);
    expect(calls[2]!.auth).toBe('Bearer fresh');
  });

  it('shares one refresh between concurrent callers', async () => {
    const server = tokenServer();
    const { api, accountApi } = setup(server.handler);
    const results = await Promise.all([api.get('favorites'), api.get('properties/p1'), accountApi.get('users/me')]);
    expect(results).toHaveLength(3);
    expect(server.refreshCount()).toBe(1);
    expect(getAccessToken()).toBe('access-2');
  });

  it('gets a tab signed in without a token (a reload) one through the cookie before its first call', async () => {
    endSession();
    appStore.set(authAtom, { loggedIn: true, user });
    const server = tokenServer();
    const { api, calls } = setup(server.handler);
    await expect(api.get('favorites')).resolves.toMatchObject({ data: { ok: true } });
    expect(calls.map((call) => [call.path, call.auth])).toEqual([
      ['/api/v1/users/refreshToken', null],
      ['/api/v1/favorites', 'Bearer access-2'],
    ]);
  });

  it('does not refresh for a visitor who is not logged in', async () => {
    endSession();
    const { api, calls } = setup(() => json(401, { message: 'Login required' }));
    await expect(api.post('properties/p1/favorite')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
  });
});

describe('logout when the refresh fails', () => {
  it('logs out locally when the refresh is refused with 401', async () => {
    const server = tokenServer({ refresh: () => json(401, { message: 'Refresh token revoked' }) });
    const { api, calls } = setup(server.handler);
    await expect(api.get('favorites')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(2);
    expect(getAuth()).toEqual({ loggedIn: false, user: null });
    expect(getAccessToken()).toBeNull();
  });

  it('logs out locally when the refresh is refused with 400', async () => {
    const server = tokenServer({ refresh: () => json(400, { message: 'Refresh token is required' }) });
    const { accountApi } = setup(server.handler);
    await expect(accountApi.get('users/me')).rejects.toMatchObject({ status: 401 });
    expect(getAuth().loggedIn).toBe(false);
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    const server = tokenServer({
      refresh: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { api } = setup(server.handler);
    await expect(api.get('favorites')).rejects.toMatchObject({ status: 401 });
    expect(getAuth()).toEqual({ loggedIn: true, user });
  });

  it('logs out when the retried request is refused again', async () => {
    const { api, calls } = setup((request) =>
      new URL(request.url).pathname.endsWith('/refreshToken')
        ? json(200, { data: { accessToken: 'fresh' } })
        : json(401, { message: 'Unauthorized' }),
    );
    await expect(api.get('favorites')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(3);
    expect(getAuth().loggedIn).toBe(false);
  });
});
