import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'minio';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, inject, vi } from 'vitest';
import { createTestProperty } from '../test/properties.ts';
import { createUser } from '../test/factories.ts';
import { createTestDatabase, startTestApp, type TestApp } from '../test/harness.ts';
import { backup, BackupError, MANIFEST, readBackup, restore, type S3Target } from './backup.ts';

const s3 = (bucket: string): S3Target => ({
  endpoint: inject('s3Endpoint'),
  accessKey: inject('s3Key'),
  secretKey: inject('s3Key'),
  bucket,
  region: 'us-east-1',
});

/** Every table's rows (all columns, generated ones included), in a stable order. */
async function tableContents(databaseUrl: string): Promise<Record<string, unknown[]>> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const tables = await sql<{ name: string }[]>`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and c.relname <> 'pgmigrations' order by 1`;
    const contents: Record<string, unknown[]> = {};
    for (const { name } of tables) {
      const [{ rows }] = await sql.unsafe<{ rows: unknown[] }[]>(
        `select coalesce(jsonb_agg(to_jsonb(t) order by to_jsonb(t)::text), '[]') as rows from "${name}" t`,
      );
      contents[name] = rows;
    }
    return contents;
  } finally {
    await sql.end();
  }
}

/** Every object's key and sha256. */
async function objectChecksums(target: S3Target): Promise<Record<string, string>> {
  const url = new URL(target.endpoint);
  const client = new Client({
    endPoint: url.hostname,
    port: Number(url.port),
    useSSL: false,
    accessKey: target.accessKey,
    secretKey: target.secretKey,
    region: target.region,
    pathStyle: true,
  });
  const sums: Record<string, string> = {};
  for await (const item of client.listObjectsV2(target.bucket, '', true) as AsyncIterable<{ name: string }>) {
    const hash = createHash('sha256');
    for await (const chunk of await client.getObject(target.bucket, item.name)) hash.update(chunk as Buffer);
    sums[item.name] = hash.digest('hex');
  }
  return sums;
}

describe('backup and restore', () => {
  let source: TestApp;
  let out: string;
  let atBackup: { tables: Record<string, unknown[]>; objects: Record<string, string>; maxSeq: number };
  let propertyId: string;

  beforeAll(async () => {
    source = await startTestApp();
    out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'realty-backup-')), 'backup');
  });
  afterAll(async () => {
    await source?.close();
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
  });

  it('writes the database, every object with its sha256 and a manifest with the migration level and the last event', async () => {
    await createUser(source, { role: 'admin' });
    const buyer = await createUser(source);
    const property = await createTestProperty(source, { title: '2 BHK Flat in Adajan' }, 2);
    await createTestProperty(
      source,
      { title: 'Shop in Ring Road', propertyType: 'Commercial', category: 'Shop', bedrooms: '', bathrooms: '' },
      1,
    );
    propertyId = property._id;
    const saved = await source.api(`/properties/${property._id}/favorite`, {
      method: 'POST',
      token: buyer.accessToken,
      json: { favorite: true },
    });
    expect(saved.status).toBeLessThan(300);

    // The event log's readers move their cursors every round. Their rows held, they skip their rounds
    // (`for update skip locked`), so what the backup wrote is still what the database holds when read.
    await vi.waitFor(async () => expect((await source.deps.sql`select name from event_cursors`).length).toBeGreaterThanOrEqual(2), {
      timeout: 30_000,
      interval: 200,
    });
    const manifest = await source.deps.sql.begin(async (tx) => {
      await tx`select name from event_cursors for update`;
      const written = await backup({ databaseUrl: source.databaseUrl, s3: s3(source.deps.bucket.name), out });
      const [{ maxSeq }] = await source.deps.sql<{ maxSeq: string }[]>`select max(seq)::text as "maxSeq" from events`;
      atBackup = {
        tables: await tableContents(source.databaseUrl),
        objects: await objectChecksums(s3(source.deps.bucket.name)),
        maxSeq: Number(maxSeq),
      };
      return written;
    });
    const migrations = await source.deps.sql<{ name: string }[]>`select name from pgmigrations order by id`;

    expect(manifest.database.migrations).toEqual(migrations.map((row) => `${row.name}.sql`));
    expect(manifest.database.eventsMaxSeq).toBe(atBackup.maxSeq);
    expect(Date.now() - Date.parse(manifest.createdAt)).toBeLessThan(60_000);
    expect(Object.keys(atBackup.objects).length).toBeGreaterThanOrEqual(3);
    expect(Object.fromEntries(manifest.objects.map((object) => [object.key, object.sha256]))).toEqual(atBackup.objects);
    for (const object of manifest.objects) expect(fs.existsSync(path.join(out, 'objects', object.sha256))).toBe(true);
    expect(manifest.database.tables.find((table) => table.name === 'properties')?.rows).toBe(2);
    expect(JSON.parse(fs.readFileSync(path.join(out, MANIFEST), 'utf8'))).toEqual(manifest);
  }, 60_000);

  it('restores into an empty database and bucket with every row and object as they were at the backup', async () => {
    // Written after the backup: not in it.
    await createTestProperty(source, { title: 'Villa in Dumas' }, 1);

    const databaseUrl = await createTestDatabase();
    const bucket = `r-${randomBytes(5).toString('hex')}`;
    await restore({ dir: out, databaseUrl, s3: s3(bucket) });

    expect(await tableContents(databaseUrl)).toEqual(atBackup.tables);
    expect(await objectChecksums(s3(bucket))).toEqual(atBackup.objects);

    const restored = await startTestApp({ S3_BUCKET: bucket }, { databaseUrl });
    try {
      const response = await restored.api(`/properties/${propertyId}`);
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: { images: string[] } };
      const image = await fetch(new URL(data.images[0]!, restored.url));
      expect(image.status).toBe(200);
      const sync = await restored.api('/sync?since=latest');
      expect(sync.status).toBe(200);
      const [{ next }] = await restored.deps.sql<{ next: string }[]>`select (pg_current_xact_id()::text::bigint << 16)::text as next`;
      expect(Number(next)).toBeGreaterThan(atBackup.maxSeq);
    } finally {
      await restored.close();
    }
  }, 60_000);

  it('refuses to restore into a database or bucket that holds data, saying so', async () => {
    await expect(restore({ dir: out, databaseUrl: source.databaseUrl, s3: s3(`e-${randomBytes(5).toString('hex')}`) })).rejects.toThrow(
      /The target database t_\w+ is not empty/,
    );
    const databaseUrl = await createTestDatabase();
    await expect(restore({ dir: out, databaseUrl, s3: s3(source.deps.bucket.name) })).rejects.toThrow(
      `The target bucket ${source.deps.bucket.name} is not empty`,
    );
  });

  it('refuses a backup whose files do not match their checksums, or that has no manifest', async () => {
    const manifest = await readBackup(out);
    const copy = `${out}-damaged`;
    fs.cpSync(out, copy, { recursive: true });
    fs.appendFileSync(path.join(copy, 'objects', manifest.objects[0]!.sha256), 'x');
    await expect(readBackup(copy)).rejects.toThrow(`objects/${manifest.objects[0]!.sha256} does not match its checksum`);
    fs.rmSync(path.join(copy, MANIFEST));
    await expect(readBackup(copy)).rejects.toThrow(BackupError);
    await expect(backup({ databaseUrl: source.databaseUrl, s3: s3(source.deps.bucket.name), out })).rejects.toThrow(/is not empty/);
  });
});
