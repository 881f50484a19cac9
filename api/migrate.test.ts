import fs from 'node:fs';
import { runner } from 'node-pg-migrate';
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

  it('keeps the mobiles stored before the ten-digit rule as their ten digits', async () => {
    const url = await createTestDatabase();
    const files = fs
      .readdirSync(migrationsDir)
      .filter((name) => name.endsWith('.sql'))
      .sort();
    const before = files.indexOf('00018_normalised_mobiles.sql');
    const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
    await runner({
      databaseUrl: url,
      dir: migrationsDir,
      direction: 'up',
      migrationsTable: MIGRATIONS_TABLE,
      count: before,
      logger: quiet,
    });

    const sql = postgres(url, { onnotice: () => {} });
    try {
      const typed = ['9898989898', '+91 99090 54321', '098250-12345', '91 97230 11111', '+1 555 123 4567'];
      for (const [index, mobile] of typed.entries()) {
        await sql`
          insert into "user" (id, name, email, "emailVerified", username, role, mobile, "createdAt", "updatedAt")
          values (${`u${index}`}, 'Asha', ${`asha${index}@example.in`}, false, ${`asha${index}`}, 'user', ${mobile}, now(), now())`;
        await sql`
          insert into enquiries (id, name, mobile) values (${`00000000-0000-4000-8000-00000000000${index}`}, 'Asha', ${mobile})`;
      }
      expect(await migrate(url)).toContain('00018_normalised_mobiles.sql');

      const expected = ['9898989898', '9909054321', '9825012345', '9723011111', '+1 555 123 4567'];
      const users = await sql<{ mobile: string }[]>`select mobile from "user" order by id`;
      const enquiries = await sql<{ mobile: string }[]>`select mobile from enquiries order by id`;
      expect(users.map((row) => row.mobile)).toEqual(expected);
      expect(enquiries.map((row) => row.mobile)).toEqual(expected);
    } finally {
      await sql.end();
    }
  });
});
