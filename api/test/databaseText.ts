/** Every row of every table of the test database as text: what a dump of it would show. */
import type { Sql } from '../db.ts';

export async function databaseText(sql: Sql): Promise<string> {
  const tables = await sql<{ schema: string; name: string }[]>`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`;
  const parts: string[] = [];
  for (const table of tables) {
    const [row] = await sql<{ text: string | null }[]>`
      select string_agg(t::text, E'\n') as text from ${sql(table.schema)}.${sql(table.name)} t`;
    if (row?.text) parts.push(`-- ${table.schema}.${table.name}\n${row.text}`);
  }
  return parts.join('\n').toLowerCase();
}
