/** The `User` a response carries: whitelisted fields of better-auth's "user" row. */
import { roleOf, siteLanguages, type SiteLanguage } from '../../contract/catalog.ts';
import type { User } from '../../contract/users.ts';

/** The columns presentUser reads; select them with `userColumns`. */
export interface UserRow {
  id: string;
  name: string;
  email: string;
  image: string | null;
  username: string | null;
  displayUsername: string | null;
  role: string | null;
  mobile: string;
  locale: string | null;
  createdAt: Date;
  /** The row version, sent as the ETag of responses showing this user (never in the body). */
  version: number;
}

export const userColumns = [
  'id',
  'name',
  'email',
  'image',
  'username',
  'displayUsername',
  'role',
  'mobile',
  'locale',
  'createdAt',
  'version',
] as const;

export function presentUser(row: UserRow): User {
  return {
    _id: row.id,
    // better-auth keeps usernames lower-cased for lookups and the spelling the user chose for display.
    username: row.displayUsername ?? row.username ?? '',
    fullName: row.name,
    email: row.email,
    mobile: row.mobile,
    avatar: row.image ?? null,
    role: roleOf(row.role),
    locale: (siteLanguages as readonly (string | null)[]).includes(row.locale) ? (row.locale as SiteLanguage) : null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
