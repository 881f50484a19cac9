/** A signed-in account as the API hands it over, for the web app's tests. */
import type { Role } from '../../contract/catalog.ts';
import type { AuthData } from '../../contract/sessions.ts';
import type { User } from '../../contract/users.ts';

/** Asha, an ordinary user who has not chosen a language; `overrides` set what a test is about. */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u1',
    username: 'asha',
    fullName: 'Asha Patel',
    email: 'asha@example.com',
    mobile: '9825000000',
    avatar: null,
    role: 'user',
    locale: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A login answer for `aUser()` in the given role, with a short fixed token. */
export function aSession(role: Role = 'user'): AuthData {
  return { user: aUser({ role }), accessToken: 'a' };
}
