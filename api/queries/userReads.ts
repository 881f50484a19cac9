/** Reads of the users resource. */
import type { UserListQuery } from '../../contract/users.ts';
import type { Sql } from '../db.ts';
import { notFound } from '../errors.ts';
import { userColumns, type UserRow } from '../presenters/user.ts';

export const userNotFound = () => notFound('User not found');

export async function findUser(sql: Sql, userId: string): Promise<UserRow> {
  const [row] = await sql<UserRow[]>`select ${sql([...userColumns])} from "user" where id = ${userId}`;
  if (!row) throw userNotFound();
  return row;
}

/** Newest first; `q` matches full name, e-mail or username anywhere, ignoring case. */
export async function listUsers(sql: Sql, query: UserListQuery): Promise<{ rows: UserRow[]; total: number }> {
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = sql`
    where (${pattern}::text is null
           or name ilike ${pattern} or email ilike ${pattern} or username ilike ${pattern} or "displayUsername" ilike ${pattern})
      and (${query.role ?? null}::text is null or coalesce(role, 'user') = ${query.role ?? null})`;
  const [rows, [{ total }]] = await Promise.all([
    sql<UserRow[]>`
      select ${sql([...userColumns])} from "user" ${where}
      order by "createdAt" desc, id
      limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
    sql<{ total: number }[]>`select count(*)::int as total from "user" ${where}`,
  ]);
  return { rows, total };
}
