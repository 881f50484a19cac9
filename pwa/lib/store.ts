/**
 * The one door to jotai (lint enforces it): the app's store, the auth session atom and the
 * session actions the HTTP client and the screens share.
 */
import { atom, createStore, Provider, useAtom, useAtomValue, useSetAtom } from 'jotai';
import { atomWithStorage, createJSONStorage, RESET } from 'jotai/utils';
import type { AuthData } from '../../contract/sessions.ts';
import type { User } from '../../contract/users.ts';

export { atom, Provider, RESET, useAtom, useAtomValue, useSetAtom };

/**
 * Who is signed in on this device, as the device keeps it: enough for the offline screens and the
 * outbox, and no token. The access token lives in this tab's memory only and the refresh token in an
 * HttpOnly cookie, so no script can carry a session away (docs/decisions/030-refresh-cookie.md).
 */
export interface AuthState {
  loggedIn: boolean;
  user: User | null;
}

export const loggedOut: AuthState = { loggedIn: false, user: null };

/** localStorage key of the session; the query cache is persisted under its own key. */
export const AUTH_STORAGE_KEY = 'auth';

function isAuthState(value: unknown): value is AuthState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Partial<AuthState>;
  if (state.loggedIn === false) return true;
  return state.loggedIn === true && typeof state.user === 'object' && state.user !== null && typeof state.user._id === 'string';
}

/** Only who is signed in: a session stored with its tokens (before they left storage) is kept without them. */
const withoutTokens = (state: AuthState): AuthState => (state.loggedIn ? { loggedIn: true, user: state.user } : loggedOut);

// globalThis.localStorage is undefined (not a throw) outside browsers, which the storage tolerates.
const jsonStorage = createJSONStorage<unknown>(() => globalThis.localStorage);
const valid = (value: unknown): AuthState => (isAuthState(value) ? value : loggedOut);

/** JSON in localStorage, and anything that is not a well-formed session reads as logged out. */
const authStorage = {
  getItem: (key: string, initial: AuthState): AuthState => {
    const value = jsonStorage.getItem(key, initial);
    if (!isAuthState(value)) return initial;
    const kept = withoutTokens(value);
    if ('accessToken' in value || 'refreshToken' in value) jsonStorage.setItem(key, kept);
    return kept;
  },
  setItem: (key: string, value: AuthState) => jsonStorage.setItem(key, withoutTokens(value)),
  removeItem: (key: string) => jsonStorage.removeItem(key),
  subscribe: (key: string, callback: (value: AuthState) => void, initial: AuthState) =>
    jsonStorage.subscribe?.(key, (value) => callback(withoutTokens(valid(value))), initial),
};

/**
 * The session. Read on init (not after a render) so guards never see a false "logged out"
 * on a reload; other tabs' logins and logouts arrive through the storage event.
 */
export const authAtom = atomWithStorage<AuthState>(AUTH_STORAGE_KEY, loggedOut, authStorage, { getOnInit: true });

/** The app's single jotai store: React reads it through <Provider store={appStore}>, plain modules directly. */
export const appStore = createStore();

export function getAuth(): AuthState {
  return appStore.get(authAtom);
}

/** This tab's access token: in memory only, for the user signed in when it was issued. */
let access: { token: string; userId: string } | null = null;

/** The access token to send, if this tab holds one for the user signed in now. */
export function getAccessToken(): string | null {
  const { user } = getAuth();
  return access && user && access.userId === user._id ? access.token : null;
}

/** A refreshed access token, for the user signed in now. */
export function replaceAccessToken(token: string): void {
  const { user } = getAuth();
  if (user) access = { token, userId: user._id };
}

/** Logged out → logged in: the user, kept on the device, and the access token, kept in memory. */
export function startSession({ user, accessToken }: AuthData): void {
  appStore.set(authAtom, { loggedIn: true, user });
  access = { token: accessToken, userId: user._id };
}

/** After an account edit. */
export function replaceUser(user: User): void {
  const current = getAuth();
  if (current.loggedIn) appStore.set(authAtom, { ...current, user });
}

/** Clears the session locally (logout, a refused refresh, a retried request that still fails). */
export function endSession(): void {
  access = null;
  appStore.set(authAtom, RESET);
}

/**
 * Re-reads the persisted session (another tab may have logged out or in a moment ago) and returns
 * it; without browser storage the in-memory session stands.
 */
export function reloadAuthFromStorage(): AuthState {
  const current = getAuth();
  if (!globalThis.localStorage) return current;
  const stored = authStorage.getItem(AUTH_STORAGE_KEY, loggedOut);
  if (JSON.stringify(stored) !== JSON.stringify(current)) appStore.set(authAtom, stored);
  return stored;
}

/** The one role check: roles compare case-insensitively (sessions kept on a device may spell them capitalised). */
export function hasRole(user: Pick<User, 'role'> | null | undefined, role: User['role']): boolean {
  return typeof user?.role === 'string' && user.role.toLowerCase() === role;
}

export const isAdmin = (user: Pick<User, 'role'> | null | undefined): boolean => hasRole(user, 'admin');

/** An agent or an admin: someone who works the agency's leads. */
export const isStaff = (user: Pick<User, 'role'> | null | undefined): boolean => hasRole(user, 'agent') || isAdmin(user);

export function useAuth(): AuthState {
  return useAtomValue(authAtom);
}
