/**
 * Backup and restore of the database (one snapshot) and every object of the image bucket (by checksum).
 * Why: docs/decisions/013-consistent-backup.md
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Client } from 'minio';
import { runner } from 'node-pg-migrate';
import postgres from 'postgres';
import { MIGRATIONS_TABLE, migrationsDir } from '../migrate.ts';
import { s3Client } from '../storage/bucket.ts';

export const MANIFEST = 'manifest.json';

export interface S3Target {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

export interface TableEntry {
  name: string;
  columns: string[];
  rows: number;
  file: string;
  sha256: string;
}

export interface ObjectEntry {
  key: string;
  size: number;
  sha256: string;
  contentType: string;
}

export interface Manifest {
  version: 1;
  createdAt: string;
  database: {
    format: 'copy' | 'pg_dump-custom';
    serverVersion: string;
    /** The migrations applied, in order: the schema's level. */
    migrations: string[];
    /** The event log's last position (max seq), or null for an empty log. */
    eventsMaxSeq: number | null;
    /** `copy`: one file per table. `pg_dump-custom`: the tables' row counts, for the record. */
    tables: TableEntry[];
    sequences: { name: string; lastValue: number | null }[];
    dump?: { file: string; sha256: string };
  };
  bucket: string;
  objects: ObjectEntry[];
}

export class BackupError extends Error {}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

async function listKeys(client: Client, bucket: string, limit = Infinity): Promise<string[]> {
  const keys: string[] = [];
  const stream = client.listObjectsV2(bucket, '', true);
  for await (const item of stream as AsyncIterable<{ name?: string }>) {
    if (item.name) keys.push(item.name);
    if (keys.length >= limit) {
      stream.destroy();
      break;
    }
  }
  return keys;
}

/** Streams `source` into `file`, returning its sha256 and the number of newlines (rows of a COPY). */
async function writeHashed(source: NodeJS.ReadableStream, file: string): Promise<{ sha256: string; lines: number; size: number }> {
  const hash = createHash('sha256');
  let lines = 0;
  let size = 0;
  await pipeline(
    source,
    async function* (chunks: AsyncIterable<Buffer | string>) {
      for await (const piece of chunks) {
        const chunk = typeof piece === 'string' ? Buffer.from(piece) : piece;
        hash.update(chunk);
        size += chunk.length;
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
        yield chunk;
      }
    },
    fs.createWriteStream(file),
  );
  return { sha256: hash.digest('hex'), lines, size };
}

async function sha256Of(source: NodeJS.ReadableStream): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of source as AsyncIterable<Buffer>) hash.update(chunk);
  return hash.digest('hex');
}

const fileSha256 = (file: string) => sha256Of(fs.createReadStream(file));

/** The pg_dump/pg_restore program of `name` on PATH whose major version is at least `major`, or null. */
function pgProgram(name: 'pg_dump' | 'pg_restore', major: number): string | null {
  try {
    const version = execFileSync(name, ['--version'], { encoding: 'utf8' });
    const found = Number(/(\d+)(?:\.\d+)?/.exec(version)?.[1]);
    return found >= major ? name : null;
  } catch {
    // Not on PATH or not runnable: no such program.
    return null;
  }
}

function run(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new BackupError(`${program} failed (${code}): ${stderr.trim()}`))));
  });
}

/** Writes a backup of the database at `databaseUrl` and the bucket into `out` (missing or empty). */
export async function backup(options: {
  databaseUrl: string;
  s3: S3Target;
  out: string;
  /** `copy` forces the built-in format even where a matching pg_dump exists. */
  format?: 'auto' | 'copy';
  log?: (line: string) => void;
}): Promise<Manifest> {
  const { out, s3 } = options;
  const log = options.log ?? (() => {});
  if (fs.existsSync(out) && fs.readdirSync(out).length > 0)
    throw new BackupError(`${out} is not empty. Back up into a new or empty directory.`);
  fs.mkdirSync(path.join(out, 'db'), { recursive: true });
  fs.mkdirSync(path.join(out, 'objects'), { recursive: true });

  const sql = postgres(options.databaseUrl, { max: 1, onnotice: () => {} });
  let database: Manifest['database'];
  try {
    database = await sql.begin('isolation level repeatable read read only', async (tx) => {
      const [{ version, num }] = await tx<{ version: string; num: string }[]>`
        select current_setting('server_version') as version, current_setting('server_version_num') as num`;
      const migrations = (await tx<{ name: string }[]>`select name from ${tx(MIGRATIONS_TABLE)} order by run_on, id`).map(
        (row) => `${row.name}.sql`,
      );
      const [{ maxSeq }] = await tx<{ maxSeq: string | null }[]>`select max(seq)::text as "maxSeq" from events`;
      const tables = await tx<{ name: string; columns: string[] }[]>`
        select c.relname as name,
               array(select a.attname::text from pg_attribute a
                     where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
                     order by a.attnum) as columns
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname <> ${MIGRATIONS_TABLE}
        order by c.relname`;
      const sequences = await tx<{ name: string; lastValue: string | null }[]>`
        select sequencename as name, last_value::text as "lastValue" from pg_sequences where schemaname = 'public' order by sequencename`;

      const pgDump = options.format === 'copy' ? null : pgProgram('pg_dump', Math.floor(Number(num) / 10000));
      const entries: TableEntry[] = [];
      let dump: Manifest['database']['dump'];
      if (pgDump) {
        const [{ snapshot }] = await tx<{ snapshot: string }[]>`select pg_export_snapshot() as snapshot`;
        const file = 'db/database.dump';
        log(`dumping the database with ${pgDump} (custom format)`);
        await run(pgDump, [
          '--format=custom',
          `--snapshot=${snapshot}`,
          '--no-owner',
          '--no-privileges',
          `--file=${path.join(out, file)}`,
          options.databaseUrl,
        ]);
        dump = { file, sha256: await fileSha256(path.join(out, file)) };
        for (const table of tables) {
          const [{ rows }] = await tx.unsafe<{ rows: number }[]>(`select count(*)::int as rows from ${quoteIdent(table.name)}`);
          entries.push({ name: table.name, columns: table.columns, rows, file: file, sha256: dump.sha256 });
        }
      } else {
        for (const table of tables) {
          const file = `db/${table.name}.copy`;
          const columns = table.columns.map(quoteIdent).join(', ');
          const readable = await tx.unsafe(`copy ${quoteIdent(table.name)} (${columns}) to stdout`).readable();
          const written = await writeHashed(readable, path.join(out, file));
          entries.push({ name: table.name, columns: table.columns, rows: written.lines, file, sha256: written.sha256 });
          log(`table ${table.name}: ${written.lines} rows`);
        }
      }
      return {
        format: pgDump ? ('pg_dump-custom' as const) : ('copy' as const),
        serverVersion: version,
        migrations,
        eventsMaxSeq: maxSeq === null ? null : Number(maxSeq),
        tables: entries,
        sequences: sequences.map((row) => ({ name: row.name, lastValue: row.lastValue === null ? null : Number(row.lastValue) })),
        ...(dump ? { dump } : {}),
      };
    });
  } finally {
    await sql.end({ timeout: 5 });
  }

  const client = s3Client(s3);
  const objects: ObjectEntry[] = [];
  for (const key of await listKeys(client, s3.bucket)) {
    const stat = await client.statObject(s3.bucket, key);
    const temporary = path.join(out, 'objects', '.incoming');
    const written = await writeHashed(await client.getObject(s3.bucket, key), temporary);
    if (written.size !== stat.size) throw new BackupError(`The object ${key} changed while it was read. Run the backup again.`);
    fs.renameSync(temporary, path.join(out, 'objects', written.sha256));
    objects.push({
      key,
      size: written.size,
      sha256: written.sha256,
      contentType: (stat.metaData?.['content-type'] as string | undefined) ?? 'application/octet-stream',
    });
  }
  log(`bucket ${s3.bucket}: ${objects.length} objects`);

  const manifest: Manifest = { version: 1, createdAt: new Date().toISOString(), database, bucket: s3.bucket, objects };
  fs.writeFileSync(path.join(out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Reads and checks a backup directory: the manifest, and every file against its checksum. */
export async function readBackup(dir: string): Promise<Manifest> {
  const file = path.join(dir, MANIFEST);
  if (!fs.existsSync(file)) throw new BackupError(`${dir} holds no ${MANIFEST}: it is not a complete backup.`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  if (manifest.version !== 1) throw new BackupError(`${file} is of an unknown version (${String(manifest.version)}).`);
  const files = new Map<string, string>();
  for (const table of manifest.database.tables) files.set(table.file, table.sha256);
  if (manifest.database.dump) files.set(manifest.database.dump.file, manifest.database.dump.sha256);
  for (const object of manifest.objects) files.set(`objects/${object.sha256}`, object.sha256);
  for (const [name, sha256] of files) {
    const full = path.join(dir, name);
    if (!fs.existsSync(full)) throw new BackupError(`The backup is incomplete: ${name} is missing.`);
    if ((await fileSha256(full)) !== sha256) throw new BackupError(`The backup is damaged: ${name} does not match its checksum.`);
  }
  return manifest;
}

/** Throws unless the database holds no tables, views or sequences of its own. */
export async function assertEmptyDatabase(databaseUrl: string): Promise<void> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [{ n }] = await sql<{ n: number }[]>`
      select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S')`;
    if (n > 0) {
      throw new BackupError(
        `The target database ${sql.options.database} is not empty (${n} tables, views or sequences). Restore into an empty database.`,
      );
    }
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** Throws unless the bucket is missing or holds no object. */
export async function assertEmptyBucket(s3: S3Target): Promise<void> {
  const client = s3Client(s3);
  if (!(await client.bucketExists(s3.bucket))) return;
  if ((await listKeys(client, s3.bucket, 1)).length > 0) {
    throw new BackupError(`The target bucket ${s3.bucket} is not empty. Restore into an empty bucket.`);
  }
}

/**
 * An event's seq holds its transaction id (migration 00003), so a restored log is continued only
 * once the server's transaction ids have passed the last restored event's: on a new server they
 * start low. Uses up transaction ids until then (fast: a commit each, without waiting for the disk).
 */
async function advanceTransactionIds(sql: postgres.Sql, eventsMaxSeq: number | null): Promise<void> {
  if (eventsMaxSeq === null) return;
  const target = BigInt(eventsMaxSeq) >> 16n;
  const [{ current }] = await sql<{ current: string }[]>`select pg_current_xact_id()::text as current`;
  const missing = target - BigInt(current) + 1n;
  if (missing <= 0n) return;
  await sql.unsafe(`
    create procedure pg_temp.use_transaction_ids(n bigint) language plpgsql as $$
    begin
      for i in 1..n loop
        perform pg_current_xact_id();
        commit;
      end loop;
    end $$`);
  await sql`set synchronous_commit = off`;
  await sql`call pg_temp.use_transaction_ids(${missing.toString()}::bigint)`;
  await sql`set synchronous_commit = on`;
}

/** Restores a backup into an empty database and an empty (or missing) bucket, then checks every object. */
export async function restore(options: {
  dir: string;
  databaseUrl: string;
  s3: S3Target;
  log?: (line: string) => void;
}): Promise<Manifest> {
  const log = options.log ?? (() => {});
  const manifest = await readBackup(options.dir);
  await assertEmptyDatabase(options.databaseUrl);
  await assertEmptyBucket(options.s3);

  const { database } = manifest;
  const known = fs
    .readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  database.migrations.forEach((name, index) => {
    if (known[index] !== name) {
      throw new BackupError(
        `The backup's migration ${name} is not this version's (${known[index] ?? 'none'}): restore it with the version that made it, or newer.`,
      );
    }
  });

  const sql = postgres(options.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    if (database.format === 'pg_dump-custom') {
      const [{ num }] = await sql<{ num: string }[]>`select current_setting('server_version_num') as num`;
      const pgRestore = pgProgram('pg_restore', Math.floor(Number(num) / 10000));
      if (!pgRestore)
        throw new BackupError("This backup was made with pg_dump: restoring it needs pg_restore of the server's version on PATH.");
      log('restoring the database with pg_restore');
      await run(pgRestore, [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${options.databaseUrl}`,
        path.join(options.dir, database.dump!.file),
      ]);
    } else {
      const quietRunner = {
        databaseUrl: options.databaseUrl,
        dir: migrationsDir,
        migrationsTable: MIGRATIONS_TABLE,
        checkOrder: true,
        logger: quiet,
      };
      if (database.migrations.length > 0)
        await runner({ ...quietRunner, direction: 'up', count: database.migrations.length, singleTransaction: true });
      await sql.begin(async (tx) => {
        // Rows go in as they were: no foreign-key order to follow, no triggers to fire (as pg_restore --disable-triggers).
        await tx`set local session_replication_role = replica`;
        // A migration may seed a row (a settings singleton): the backup's rows replace whatever the migrations wrote.
        if (database.tables.length > 0) await tx.unsafe(`truncate ${database.tables.map((table) => quoteIdent(table.name)).join(', ')}`);
        for (const table of database.tables) {
          const columns = table.columns.map(quoteIdent).join(', ');
          const writable = await tx.unsafe(`copy ${quoteIdent(table.name)} (${columns}) from stdin`).writable();
          await pipeline(fs.createReadStream(path.join(options.dir, table.file)), writable);
          log(`table ${table.name}: ${table.rows} rows`);
        }
        for (const sequence of database.sequences) {
          if (sequence.lastValue !== null)
            await tx`select setval(${`public.${quoteIdent(sequence.name)}`}::regclass, ${sequence.lastValue})`;
        }
      });
    }
    await advanceTransactionIds(sql, database.eventsMaxSeq);
  } finally {
    await sql.end({ timeout: 5 });
  }

  const client = s3Client(options.s3);
  if (!(await client.bucketExists(options.s3.bucket))) await client.makeBucket(options.s3.bucket, options.s3.region);
  for (const object of manifest.objects) {
    const bytes = fs.readFileSync(path.join(options.dir, 'objects', object.sha256));
    await client.putObject(options.s3.bucket, object.key, bytes, bytes.length, { 'Content-Type': object.contentType });
    const stored = await sha256Of(await client.getObject(options.s3.bucket, object.key));
    if (stored !== object.sha256) throw new BackupError(`The restored object ${object.key} does not match its checksum.`);
  }
  log(`bucket ${options.s3.bucket}: ${manifest.objects.length} objects, checksums verified`);
  return manifest;
}
