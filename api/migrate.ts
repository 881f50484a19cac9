/**
 * Applies migrations/*.sql in order with node-pg-migrate: each file once, recorded in
 * `pgmigrations`, under an advisory lock so replicas starting together do not race.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Sql } from './db.ts';
import { projectRoot } from './projectRoot.ts';

export const migrationsDir = path.join(projectRoot, 'migrations');
export const MIGRATIONS_TABLE = 'pgmigrations';

const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

/**
 * True when `pgmigrations` already names every file: a start then needs neither node-pg-migrate nor
 * its connection and lock (most of a second of a warm start). Any doubt (no table yet) says no.
 */
async function upToDate(sql: Sql): Promise<boolean> {
  const files = fs
    .readdirSync(migrationsDir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => file.slice(0, -'.sql'.length));
  const [{ exists }] = await sql<{ exists: boolean }[]>`select to_regclass(${MIGRATIONS_TABLE}) is not null as exists`;
  if (!exists) return false;
  const applied = new Set((await sql<{ name: string }[]>`select name from ${sql(MIGRATIONS_TABLE)}`).map((row) => row.name));
  return applied.size === files.length && files.every((file) => applied.has(file));
}

/** Returns the names of the migrations it applied (empty when the database was up to date). */
export async function migrate(databaseUrl: string, options: { sql?: Sql } = {}): Promise<string[]> {
  try {
    if (options.sql && (await upToDate(options.sql))) return [];
    const { runner } = await import('node-pg-migrate');
    const applied = await runner({
      databaseUrl,
      dir: migrationsDir,
      direction: 'up',
      migrationsTable: MIGRATIONS_TABLE,
      checkOrder: true,
      singleTransaction: true,
      logger: quiet,
    });
    return applied.map((migration) => `${migration.name}.sql`);
  } catch (error) {
    throw new Error(`Database migration failed: ${(error as Error).message}`);
  }
}
