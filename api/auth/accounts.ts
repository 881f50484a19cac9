/** Accounts made by the server itself (the demo seed), idempotently. */
import type { Role } from '../../contract/catalog.ts';
import type { Deps } from '../context.ts';
import { registerUser, usernameTaken } from '../commands/userRegistrar.ts';
import { ApiError } from '../errors.ts';

export interface AccountInput {
  email: string;
  password: string;
  username: string;
  fullName: string;
  mobile: string;
  role: Role;
}

/**
 * Creates the account unless a user with this e-mail exists. An existing account is left exactly
 * as it is (a changed password or role stays changed); `created` says which happened.
 */
export async function ensureAccount(deps: Pick<Deps, 'sql' | 'auth'>, input: AccountInput): Promise<{ id: string; created: boolean }> {
  const existing = async () => (await deps.sql<{ id: string }[]>`select id from "user" where email = ${input.email.toLowerCase()}`)[0];
  const found = await existing();
  if (found) return { id: found.id, created: false };
  // A username held by another account (say, after SEED_ADMIN_EMAIL changed) gets a numbered suffix.
  for (let attempt = 0; ; attempt += 1) {
    const username = attempt === 0 ? input.username : `${input.username}_${attempt + 1}`;
    try {
      const user = await registerUser(deps, { ...input, username });
      return { id: user.id, created: true };
    } catch (error) {
      // Another replica seeding at the same moment won the race.
      const raced = await existing();
      if (raced) return { id: raced.id, created: false };
      if (!(error instanceof ApiError && error.message === usernameTaken().message) || attempt >= 9) throw error;
    }
  }
}
