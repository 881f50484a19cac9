import fs from 'node:fs';
import { runner } from 'node-pg-migrate';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_TABLE, migrate, migrationsDir } from './migrate.ts';
import { createTestDatabase } from './test/harness.ts';

const migrationFiles = () =>
  fs
    .readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .sort();

/** A new database with every migration before `file` applied: rows written now are the ones `file` finds. */
async function migratedUpTo(file: string): Promise<string> {
  const url = await createTestDatabase();
  const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
  await runner({
    databaseUrl: url,
    dir: migrationsDir,
    direction: 'up',
    migrationsTable: MIGRATIONS_TABLE,
    count: migrationFiles().indexOf(file),
    logger: quiet,
  });
  return url;
}

describe('migrations', () => {
  it('apply to an empty database, in order, and are recorded once', async () => {
    const url = await createTestDatabase();
    const files = migrationFiles();
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

  it('applies the files a database lacks when a start checks it first, and nothing once it has them all', async () => {
    const files = migrationFiles();
    const url = await migratedUpTo(files.at(-1)!);
    const sql = postgres(url, { onnotice: () => {}, max: 1 });
    try {
      expect(await migrate(url, { sql })).toEqual([files.at(-1)]);
      expect(await migrate(url, { sql })).toEqual([]);
      const [{ runs }] = await sql<{ runs: number }[]>`select count(*)::int as runs from ${sql(MIGRATIONS_TABLE)}`;
      expect(runs).toBe(files.length);
    } finally {
      await sql.end();
    }
  });

  it('keeps the mobiles stored before the ten-digit rule as their ten digits', async () => {
    const url = await migratedUpTo('00018_normalised_mobiles.sql');

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

  it('joins the enquiries made before buyers existed to one buyer per mobile, leaving spam out', async () => {
    const url = await migratedUpTo('00021_buyers.sql');

    const sql = postgres(url, { onnotice: () => {} });
    try {
      const made = [
        { name: 'Asha Patel', mobile: '9898989898', email: 'asha@example.in', status: 'new', at: '2026-01-01T10:00:00Z' },
        { name: 'Asha P.', mobile: '9898989898', email: null, status: 'contacted', at: '2026-02-01T10:00:00Z' },
        { name: 'Ravi Shah', mobile: '9909054321', email: null, status: 'new', at: '2026-01-05T10:00:00Z' },
        { name: 'Bot', mobile: '9723011111', email: null, status: 'spam', at: '2026-01-06T10:00:00Z' },
      ];
      for (const [index, row] of made.entries()) {
        await sql`
          insert into enquiries (id, name, mobile, email, status, created_at)
          values (${`00000000-0000-4000-8000-00000000000${index}`}, ${row.name}, ${row.mobile}, ${row.email}, ${row.status}, ${row.at})`;
      }
      expect(await migrate(url)).toContain('00021_buyers.sql');

      const buyers = await sql<{ id: string; name: string; mobile: string; email: string | null }[]>`
        select id, name, mobile, email from buyers order by mobile`;
      expect(buyers.map(({ name, mobile, email }) => ({ name, mobile, email }))).toEqual([
        { name: 'Asha P.', mobile: '9898989898', email: 'asha@example.in' },
        { name: 'Ravi Shah', mobile: '9909054321', email: null },
      ]);
      const links = await sql<{ mobile: string; buyerId: string | null; source: string }[]>`
        select mobile, buyer_id as "buyerId", source from enquiries order by id`;
      expect(links.map((row) => row.buyerId)).toEqual([buyers[0]!.id, buyers[0]!.id, buyers[1]!.id, null]);
      expect(new Set(links.map((row) => row.source))).toEqual(new Set(['website']));
    } finally {
      await sql.end();
    }
  });
});
