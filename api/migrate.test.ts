import fs from 'node:fs';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_TABLE, migrate, migrationsDir } from './migrate.ts';
import { createTestDatabase } from './test/harness.ts';

describe('migrations', () => {
  it('apply to an empty database, in order, and are recorded once', async () => {
    const url = await createTestDatabase();
    const files = fs
      .readdirSync(migrationsDir)
      .filter((name) => name.endsWith('.sql'))
      .sort();
    const applied = await migrate(url);
    expect(applied).toEqual(files);

    const sql = postgres(url, { onnotice: () => {} });
    try {
      const recorded = await sql<{ name: string }[]>`select name from ${sql(MIGRATIONS_TABLE)} order by id`;
      expect(recorded.map((row) => `${row.name}.sql`)).toEqual(files);
      const tables = await sql<{ name: string }[]>`
        select table_name as name from information_schema.tables where table_schema = 'public'`;
      expect(tables.map((row) => row.name)).toEqual(
        expect.arrayContaining([
          'user',
          'session',
          'account',
          'properties',
          'property_images',
          'projects',
          'project_images',
          'favorites',
          'events',
        ]),
      );
    } finally {
      await sql.end();
    }

    expect(await migrate(url)).toEqual([]);
  });
});
