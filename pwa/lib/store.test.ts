// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthData } from '../../contract/sessions.ts';
import { aUser } from '../testing/session.ts';

const session: AuthData = { user: aUser({ role: 'admin' }), accessToken: 'access-1' };

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
    expect(store.getAuth()).toEqual({ loggedIn: false, user: null });
    expect(store.getAccessToken()).toBeNull();
  });

  it("persists who is signed in under its own 'auth' key, without the token, and restores it on reload", async () => {
    const first = await loadStore();
    first.startSession(session);
    expect(JSON.parse(localStorage.getItem('auth')!)).toEqual({ loggedIn: true, user: session.user });
    expect(first.getAccessToken()).toBe('access-1');
    expect(localStorage.getItem('query-cache')).toBeNull();

    const reloaded = await loadStore();
    expect(reloaded.getAuth()).toEqual({ loggedIn: true, user: session.user });
    expect(reloaded.getAccessToken()).toBeNull();
  });

  it('keeps a refreshed access token in memory only', async () => {
    const store = await loadStore();
    store.startSession(session);
    store.replaceAccessToken('access-2');
    expect(store.getAccessToken()).toBe('access-2');
    expect(localStorage.getItem('auth')).not.toContain('access-');
  });

  it('drops the tokens of a session stored with them, and keeps who is signed in', async () => {
    localStorage.setItem(
      'auth',
      JSON.stringify({ loggedIn: true, user: session.user, accessToken: 'access-0', refreshToken: 'refresh-0' }),
    );
    const store = await loadStore();
    expect(store.getAuth()).toEqual({ loggedIn: true, user: session.user });
    expect(store.getAccessToken()).toBeNull();
    expect(JSON.parse(localStorage.getItem('auth')!)).toEqual({ loggedIn: true, user: session.user });
  });

  it("gives no token for another user's session", async () => {
    const store = await loadStore();
    store.startSession(session);
    localStorage.setItem('auth', JSON.stringify({ loggedIn: true, user: aUser({ _id: 'u2' }) }));
    store.reloadAuthFromStorage();
    expect(store.getAuth().user?._id).toBe('u2');
    expect(store.getAccessToken()).toBeNull();
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

  it('picks up a logout another tab made', async () => {
    const store = await loadStore();
    store.startSession(session);
    localStorage.removeItem('auth');
    expect(store.reloadAuthFromStorage()).toEqual({ loggedIn: false, user: null });
    expect(store.getAccessToken()).toBeNull();
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
