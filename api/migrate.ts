/**
 * Applies migrations/*.sql in order with node-pg-migrate: each file once, recorded in
 * `pgmigrations`, under an advisory lock so replicas starting together do not race.
 */
import path from 'node:path';
import { runner } from 'node-pg-migrate';
import { projectRoot } from './projectRoot.ts';

export const migrationsDir = path.join(projectRoot, 'migrations');
export const MIGRATIONS_TABLE = 'pgmigrations';

const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

/** Returns the names of the migrations it applied (empty when the database was up to date). */
export async function migrate(databaseUrl: string): Promise<string[]> {
  try {
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
