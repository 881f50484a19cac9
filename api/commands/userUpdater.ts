/** Changes to an existing account: profile and role (the avatar: userAvatar.ts). Each is one transaction with its event. */
import type { ProfileBody } from '../contract/schemas.ts';
import type { Role } from '../contract/catalog.ts';
import type { Actor, Deps } from '../context.ts';
import { withTx, type Tx } from '../db.ts';
import { notFound } from '../errors.ts';
import { appendEvent } from '../events/appendEvent.ts';
import { userColumns, type UserRow } from '../presenters/user.ts';
import { assertIdentityFree, identityConflict } from './userRegistrar.ts';

export const userNotFound = () => notFound('User not found');

async function lockUser(tx: Tx, userId: string): Promise<UserRow> {
  const [row] = await tx<UserRow[]>`select ${tx([...userColumns])} from "user" where id = ${userId} for update`;
  if (!row) throw userNotFound();
  return row;
}

export async function updateProfile(deps: Pick<Deps, 'sql'>, actor: Actor, userId: string, input: ProfileBody): Promise<UserRow> {
  try {
    return await withTx(deps.sql, async (tx) => {
      const before = await lockUser(tx, userId);
      await assertIdentityFree(tx, input, userId);
      const email = input.email.toLowerCase();
      const [user] = await tx<UserRow[]>`
        update "user" set
          name = ${input.fullName},
          email = ${email},
          "emailVerified" = case when email = ${email} then "emailVerified" else false end,
          username = ${input.username.toLowerCase()},
          "displayUsername" = ${input.username},
          mobile = ${input.mobile},
          "updatedAt" = now()
        where id = ${userId}
        returning ${tx([...userColumns])}`;
      const was = { fullName: before.name, username: before.displayUsername ?? before.username, email: before.email, mobile: before.mobile };
      const now = { fullName: user.name, username: user.displayUsername, email: user.email, mobile: user.mobile };
      const changed = (Object.keys(was) as (keyof typeof was)[]).filter((field) => was[field] !== now[field]);
      await appendEvent(tx, { type: 'user.updated', subjectId: userId, actorId: actor.id, payload: { changed } });
      return user;
    });
  } catch (error) {
    identityConflict(error);
  }
}

export async function changeRole(deps: Pick<Deps, 'sql'>, actor: Actor, userId: string, role: Role): Promise<UserRow> {
  return withTx(deps.sql, async (tx) => {
    const before = await lockUser(tx, userId);
    const from = before.role === 'admin' ? 'admin' : 'user';
    if (from === role) return before;
    const [user] = await tx<UserRow[]>`
      update "user" set role = ${role}, "updatedAt" = now() where id = ${userId} returning ${tx([...userColumns])}`;
    await appendEvent(tx, { type: 'user.role_changed', subjectId: userId, actorId: actor.id, payload: { from, to: role } });
    return user;
  });
}
