/**
 * A benchmark's own stack in a temporary folder: embedded PostgreSQL and S3, migrated, seeded with
 * generated listings, and the real server in its own process (production mode, no demo seed).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { connect, type Sql } from '../api/db.ts';
import { startEmbeddedPostgres } from '../api/dev/embeddedPostgres.ts';
import { startEmbeddedS3 } from '../api/dev/embeddedS3.ts';
import { freePort } from '../api/dev/ports.ts';
import { migrate } from '../api/migrate.ts';
import { startApp, stopApp } from './appProcess.ts';
import { seedListings } from './listings.ts';

export interface BenchStack {
  /** The bench's own connection pool to the database. */
  sql: Sql;
  /** The scratch database, for a bench that opens its own clients (the job queue). */
  databaseUrl: string;
  app: { url: string; child: ChildProcess };
  /** The app's settings, for a second app on the same database (its own PORT and DATA_DIR). */
  appEnv: Record<string, string>;
  /** How long inserting the listings took. */
  seedSeconds: number;
  /** Stops the server, the pool and the embedded services, and removes the folder. */
  stop(): Promise<void>;
}

export async function startBenchStack(options: {
  /** Names the database and the bucket. */
  name: string;
  listings: number;
  pool: number;
  /** The server's settings beyond the stack's own. */
  env: Record<string, string>;
  /** Node's own options for the server's process. */
  nodeArgs?: string[];
}): Promise<BenchStack> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `realty-${options.name}-`));
  fs.chmodSync(root, 0o755);
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    // Shutting down is best effort: a service that already stopped must not hide the bench's result.
    for (const each of stops.reverse()) await each().catch(() => undefined);
    fs.rmSync(root, { recursive: true, force: true });
  };
  try {
    const db = await startEmbeddedPostgres({ dir: path.join(root, 'pg'), port: await freePort(), database: options.name });
    stops.push(db.stop);
    const s3 = await startEmbeddedS3({ dir: path.join(root, 's3'), port: await freePort(), bucket: options.name });
    stops.push(s3.stop);
    await migrate(db.url);
    const sql = connect(db.url, { max: options.pool });
    stops.push(() => sql.end({ timeout: 5 }));
    const seedStarted = performance.now();
    await seedListings(sql, options.listings);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const appEnv = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      DATA_DIR: path.join(root, 'app'),
      DATABASE_URL: db.url,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY: s3.accessKey,
      S3_SECRET_KEY: s3.secretKey,
      S3_BUCKET: options.name,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      SEED: 'false',
      LOG_LEVEL: 'error',
      ...options.env,
    };
    const app = await startApp(appEnv, options.nodeArgs);
    stops.push(() => stopApp(app.child));
    return { sql, databaseUrl: db.url, app, appEnv, seedSeconds, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
