/** Applies migrations/*.sql in order with dbmate; each file runs once, in its own transaction. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { resolveBinary } from 'dbmate';

const run = promisify(execFile);
export const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

function withSslMode(url: string): string {
  const parsed = new URL(url);
  if (!parsed.searchParams.has('sslmode')) parsed.searchParams.set('sslmode', 'disable');
  return parsed.toString();
}

export async function migrate(databaseUrl: string): Promise<string[]> {
  try {
    const { stdout } = await run(
      resolveBinary(),
      ['--url', withSslMode(databaseUrl), '--migrations-dir', migrationsDir, '--no-dump-schema', '--wait', '--wait-timeout', '15s', 'up'],
      { timeout: 120_000 },
    );
    return stdout.split('\n').filter((line) => line.startsWith('Applying:')).map((line) => line.slice('Applying: '.length));
  } catch (error) {
    const output = (error as { stderr?: string }).stderr?.trim() || (error as Error).message;
    throw new Error(`Database migration failed: ${output}`);
  }
}
