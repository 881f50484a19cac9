/** Changes to an existing account: profile and role (the avatar: userAvatar.ts). Each is one transaction with its event. */
import { ProfilePatchBody } from '../../contract/users.ts';
import { roleOf, type Role } from '../../contract/catalog.ts';
import type { Actor, Deps } from '../context.ts';
import { withTx, type Tx } from '../db.ts';
import { appendEvent } from '../events/appendEvent.ts';
import { userColumns, type UserRow } from '../presenters/user.ts';
import { userNotFound } from '../queries/userReads.ts';
import { parsePatch } from '../validate.ts';
import { assertVersion, type ExpectedVersions } from '../versionTags.ts';
import { assertIdentityFree, identityConflict } from './userRegistrar.ts';

/** Who changes which account, and the versions (If-Match) it may still be at: past them, 412. */
export interface AccountEdit {
  actor: Actor;
  userId: string;
  expected?: ExpectedVersions;
}

/**
 * Runs `change` in one transaction with the account's row locked: 404 when there is none, 412 when
 * it moved past the expected versions.
 */
async function editAccount<T>(deps: Pick<Deps, 'sql'>, edit: AccountEdit, change: (tx: Tx, before: UserRow) => Promise<T>): Promise<T> {
  return withTx(deps.sql, async (tx) => {
    const [row] = await tx<UserRow[]>`select ${tx([...userColumns])} from "user" where id = ${edit.userId} for update`;
    if (!row) throw userNotFound();
    assertVersion('user', row.version, edit.expected ?? null);
    return change(tx, row);
  });
}

/** Changes the profile fields sent; the rest keep their stored values. */
export async function updateProfile(deps: Pick<Deps, 'sql'>, edit: AccountEdit, patch: ProfilePatchBody): Promise<UserRow> {
  const { actor, userId } = edit;
  const sent = parsePatch(ProfilePatchBody, patch, { aside: ['currentPassword'] });
  try {
    return await editAccount(deps, edit, async (tx, before) => {
      const input = {
        fullName: sent.fullName ?? before.name,
        username: sent.username ?? before.displayUsername ?? before.username ?? '',
        email: sent.email ?? before.email,
        mobile: sent.mobile ?? before.mobile,
        locale: sent.locale ?? before.locale,
      };
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
          locale = ${input.locale},
          "updatedAt" = now()
        where id = ${userId}
        returning ${tx([...userColumns])}`;
      const was = {
        fullName: before.name,
        username: before.displayUsername ?? before.username,
        email: before.email,
        mobile: before.mobile,
        locale: before.locale,
      };
      const now = { fullName: user.name, username: user.displayUsername, email: user.email, mobile: user.mobile, locale: user.locale };
      const changed = (Object.keys(was) as (keyof typeof was)[]).filter((field) => was[field] !== now[field]);
      await appendEvent(tx, { type: 'user.updated', subjectId: userId, actorId: actor.id, payload: { changed } });
      return user;
    });
  } catch (error) {
    identityConflict(error);
  }
}

export async function changeRole(deps: Pick<Deps, 'sql'>, edit: AccountEdit, role: Role): Promise<UserRow> {
  const { actor, userId } = edit;
  return editAccount(deps, edit, async (tx, before) => {
    const from = roleOf(before.role);
    if (from === role) return before;
    const [user] = await tx<UserRow[]>`
      update "user" set role = ${role}, "updatedAt" = now() where id = ${userId} returning ${tx([...userColumns])}`;
    await appendEvent(tx, { type: 'user.role_changed', subjectId: userId, actorId: actor.id, payload: { from, to: role } });
    return user;
  });
}

/** Points the avatar at a stored image; returns the new row and the URL it replaced. */
export async function setAvatar(
  deps: Pick<Deps, 'sql'>,
  edit: AccountEdit,
  avatarUrl: string,
): Promise<{ user: UserRow; previous: string | null }> {
  const { actor, userId } = edit;
  return editAccount(deps, edit, async (tx, before) => {
    const [user] = await tx<UserRow[]>`
      update "user" set image = ${avatarUrl}, "updatedAt" = now() where id = ${userId} returning ${tx([...userColumns])}`;
    await appendEvent(tx, { type: 'user.avatar_changed', subjectId: userId, actorId: actor.id, payload: { avatar: avatarUrl } });
    return { user, previous: before.image };
  });
}
