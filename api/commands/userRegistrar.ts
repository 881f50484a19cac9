/**
 * Creates an account: better-auth's "user" row and its credential "account" row (password hashed
 * with better-auth's own scrypt hasher, so signInEmail verifies it) and the `user.registered`
 * event, in one transaction. better-auth's signUpEmail cannot join our transaction, and with
 * autoSignIn off it answers a duplicate e-mail with a fake success, so the insert lives here.
 */
import { randomUUID } from 'node:crypto';
import type { Role } from '../../contract/catalog.ts';
import type { Deps } from '../context.ts';
import { withTx, type Tx } from '../db.ts';
import { conflict } from '../errors.ts';
import { appendEvent } from '../events/appendEvent.ts';
import { recordFormConsent } from './consentRecorder.ts';
import { userColumns, type UserRow } from '../presenters/user.ts';

export interface NewAccount {
  username: string;
  fullName: string;
  email: string;
  password: string;
  mobile: string;
  role?: Role;
  /** Declared 18 or older on the register form: its account notice was shown and is consented to. */
  adult?: boolean;
}

export const emailTaken = () => conflict('Email is already registered', 'email');
export const usernameTaken = () => conflict('Username is already taken', 'username');

/** Throws 409 when another user already has this e-mail or username. */
export async function assertIdentityFree(tx: Tx, input: { email: string; username: string }, exceptUserId?: string): Promise<void> {
  const [taken] = await tx<{ email: boolean; username: boolean }[]>`
    select bool_or(email = ${input.email.toLowerCase()}) as email,
           bool_or(username = ${input.username.toLowerCase()}) as username
    from "user"
    where (email = ${input.email.toLowerCase()} or username = ${input.username.toLowerCase()})
      and id is distinct from ${exceptUserId ?? null}`;
  if (taken?.email) throw emailTaken();
  if (taken?.username) throw usernameTaken();
}

/** A unique violation raced past assertIdentityFree: name the field it hit. */
export function identityConflict(error: unknown): never {
  const constraint =
    (error as { code?: string; constraint_name?: string }).code === '23505'
      ? (error as { constraint_name?: string }).constraint_name
      : undefined;
  if (constraint === 'user_email_key') throw emailTaken();
  if (constraint === 'user_username_key') throw usernameTaken();
  throw error;
}

/** `alongside` runs in the registration's transaction once the account exists (a minor's waits for a parent's consent). */
export async function registerUser(
  deps: Pick<Deps, 'sql' | 'auth'>,
  input: NewAccount,
  actorId: string | null = null,
  alongside?: (tx: Tx, user: UserRow) => Promise<void>,
): Promise<UserRow> {
  const context = await deps.auth.$context;
  const hash = await context.password.hash(input.password);
  const id = randomUUID();
  const email = input.email.toLowerCase();
  const role = input.role ?? 'user';
  try {
    return await withTx(deps.sql, async (tx) => {
      await assertIdentityFree(tx, input);
      const [user] = await tx<UserRow[]>`
        insert into "user" (id, name, email, "emailVerified", username, "displayUsername", role, mobile, "createdAt", "updatedAt")
        values (${id}, ${input.fullName}, ${email}, false, ${input.username.toLowerCase()}, ${input.username}, ${role}, ${input.mobile}, now(), now())
        returning ${tx([...userColumns])}`;
      await tx`
        insert into account (id, "accountId", "providerId", "userId", password, "createdAt", "updatedAt")
        values (${randomUUID()}, ${id}, 'credential', ${id}, ${hash}, now(), now())`;
      await appendEvent(tx, {
        type: 'user.registered',
        subjectId: id,
        actorId: actorId ?? id,
        payload: { username: input.username, role, ...(input.adult ? { adultDeclared: true } : {}) },
      });
      if (input.adult) {
        await recordFormConsent(tx, id, 'account');
      }
      await alongside?.(tx, user);
      return user;
    });
  } catch (error) {
    identityConflict(error);
  }
}
