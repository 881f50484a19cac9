// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthData } from '../../contract/sessions.ts';
import { aUser } from '../testing/session.ts';

const session: AuthData = { user: aUser({ role: 'admin' }), accessToken: 'access-1', refreshToken: 'refresh-1' };

/** A fresh copy of the store module, as a page reload would get. */
async function loadStore() {
  vi.resetModules();
  return import('./store.ts');
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('auth store', () => {
  it('starts logged out', async () => {
    const store = await loadStore();
    expect(store.getAuth()).toEqual({ loggedIn: false, user: null, accessToken: null, refreshToken: null });
  });

  it("persists the session under its own 'auth' key and restores it on reload", async () => {
    const first = await loadStore();
    first.startSession(session);
    expect(JSON.parse(localStorage.getItem('auth')!)).toEqual({ loggedIn: true, ...session });
    expect(localStorage.getItem('query-cache')).toBeNull();

    const reloaded = await loadStore();
    expect(reloaded.getAuth()).toEqual({ loggedIn: true, ...session });
  });

  it('replaces tokens one at a time', async () => {
    const store = await loadStore();
    store.startSession(session);
    store.replaceTokens({ accessToken: 'access-2' });
    expect(store.getAuth()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-1' });
    store.replaceTokens({ refreshToken: 'refresh-2' });
    expect(store.getAuth()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(JSON.parse(localStorage.getItem('auth')!)).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
  });

  it('clears the stored session on logout', async () => {
    const store = await loadStore();
    store.startSession(session);
    store.endSession();
    expect(store.getAuth().loggedIn).toBe(false);
    expect(localStorage.getItem('auth')).toBeNull();
    expect((await loadStore()).getAuth().loggedIn).toBe(false);
  });

  it('treats a malformed stored session as logged out', async () => {
    localStorage.setItem('auth', JSON.stringify({ loggedIn: true, user: null }));
    expect((await loadStore()).getAuth().loggedIn).toBe(false);
    localStorage.setItem('auth', '{not json');
    expect((await loadStore()).getAuth().loggedIn).toBe(false);
  });

  it('picks up tokens another tab rotated', async () => {
    const store = await loadStore();
    store.startSession(session);
    localStorage.setItem('auth', JSON.stringify({ loggedIn: true, ...session, accessToken: 'access-9', refreshToken: 'refresh-9' }));
    expect(store.reloadAuthFromStorage()).toMatchObject({ accessToken: 'access-9', refreshToken: 'refresh-9' });
    expect(store.getAuth().refreshToken).toBe('refresh-9');
  });

  it('compares roles case-insensitively', async () => {
    const { isAdmin } = await loadStore();
    expect(isAdmin({ role: 'admin' })).toBe(true);
    expect(isAdmin({ role: 'Admin' as never })).toBe(true);
    expect(isAdmin({ role: 'user' })).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });

  it('checks every role the same way, a missing user holding none', async () => {
    const { hasRole } = await loadStore();
    expect(hasRole({ role: 'User' as never }, 'user')).toBe(true);
    expect(hasRole({ role: 'admin' }, 'user')).toBe(false);
    expect(hasRole(undefined, 'user')).toBe(false);
  });
});
