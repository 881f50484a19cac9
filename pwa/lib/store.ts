/**
 * The one door to jotai (lint enforces it): the app's store, the auth session atom and the
 * session actions the HTTP client and the screens share.
 */
import { atom, createStore, Provider, useAtom, useAtomValue, useSetAtom } from 'jotai';
import { atomWithStorage, createJSONStorage, RESET } from 'jotai/utils';
import type { AuthData } from '../../contract/sessions.ts';
import type { User } from '../../contract/users.ts';

export { atom, Provider, RESET, useAtom, useAtomValue, useSetAtom };

export interface AuthState {
  loggedIn: boolean;
  user: User | null;
  accessToken: string | null;
  refreshToken: string | null;
}

export const loggedOut: AuthState = { loggedIn: false, user: null, accessToken: null, refreshToken: null };

/** localStorage key of the session; the query cache is persisted under its own key. */
export const AUTH_STORAGE_KEY = 'auth';

function isAuthState(value: unknown): value is AuthState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Partial<AuthState>;
  if (state.loggedIn === false) return true;
  return (
    state.loggedIn === true &&
    typeof state.user === 'object' &&
    state.user !== null &&
    typeof state.user._id === 'string' &&
    typeof state.accessToken === 'string' &&
    typeof state.refreshToken === 'string'
  );
}

// globalThis.localStorage is undefined (not a throw) outside browsers, which the storage tolerates.
const jsonStorage = createJSONStorage<unknown>(() => globalThis.localStorage);
const valid = (value: unknown): AuthState => (isAuthState(value) ? value : loggedOut);

/** JSON in localStorage, and anything that is not a well-formed session reads as logged out. */
const authStorage = {
  getItem: (key: string, initial: AuthState): AuthState => {
    const value = jsonStorage.getItem(key, initial);
    return isAuthState(value) ? value : initial;
  },
  setItem: (key: string, value: AuthState) => jsonStorage.setItem(key, value),
  removeItem: (key: string) => jsonStorage.removeItem(key),
  subscribe: (key: string, callback: (value: AuthState) => void, initial: AuthState) =>
    jsonStorage.subscribe?.(key, (value) => callback(valid(value)), initial),
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

/** Logged out → logged in: a user with both tokens. */
export function startSession({ user, accessToken, refreshToken }: AuthData): void {
  appStore.set(authAtom, { loggedIn: true, user, accessToken, refreshToken });
}

/** Tokens can be replaced one at a time (a refresh may rotate only one). */
export function replaceTokens(tokens: { accessToken?: string; refreshToken?: string }): void {
  const current = getAuth();
  if (!current.loggedIn) return;
  appStore.set(authAtom, {
    ...current,
    accessToken: tokens.accessToken ?? current.accessToken,
    refreshToken: tokens.refreshToken ?? current.refreshToken,
  });
}

/** After an account edit. */
export function replaceUser(user: User): void {
  const current = getAuth();
  if (current.loggedIn) appStore.set(authAtom, { ...current, user });
}

/** Clears the session locally (logout, a refused refresh, a retried request that still fails). */
export function endSession(): void {
  appStore.set(authAtom, RESET);
}

/**
 * Re-reads the persisted session (another tab may have rotated the tokens a moment ago) and
 * returns it; without browser storage the in-memory session stands.
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

export function useAuth(): AuthState {
  return useAtomValue(authAtom);
}
