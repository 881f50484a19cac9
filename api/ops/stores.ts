/**
 * The database and bucket a backup reads or a restore writes, from the same configuration as the
 * server: the external ones it names, or the embedded ones under DATA_DIR (those of the running
 * server, or started here for the time of the backup when no server runs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { embeddedDatabaseUrl, startEmbeddedPostgres, stopLeftoverPostgres } from '../dev/embeddedPostgres.ts';
import { EMBEDDED_S3_KEY, startEmbeddedS3 } from '../dev/embeddedS3.ts';
import { liveServer, lockDataDir } from '../dev/serverLock.ts';
import { BackupError, type S3Target } from './backup.ts';

export interface Stores {
  databaseUrl: string;
  s3: S3Target;
  close(): Promise<void>;
}

/** The generated local secret (no AUTH_SECRET set): it encrypts the signing keys stored in the database, so it travels with a backup. */
export const LOCAL_SECRET_FILE = 'auth-secret';

export async function openStores(config: Config, purpose: 'backup' | 'restore'): Promise<Stores> {
  const stops: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  const embedded = config.database.kind === 'embedded' || config.s3.kind === 'embedded';
  const live = embedded ? liveServer(config.dataDir) : null;
  if (live && purpose === 'restore') {
    throw new BackupError(`A server (process ${live.pid}) is running on ${config.dataDir}. Stop it, and restore into an empty DATA_DIR.`);
  }
  try {
    if (embedded && !live) {
      fs.mkdirSync(config.dataDir, { recursive: true });
      const unlock = lockDataDir(config.dataDir, { port: config.port });
      stops.push(async () => unlock());
    }

    let databaseUrl: string;
    if (config.database.kind === 'external') databaseUrl = config.database.url;
    else if (live) databaseUrl = embeddedDatabaseUrl(live.pgPort ?? config.database.port);
    else {
      if (purpose === 'backup' && !fs.existsSync(path.join(config.database.dir, 'PG_VERSION'))) {
        throw new BackupError(`${config.database.dir} holds no database: there is nothing to back up. Check DATA_DIR.`);
      }
      await stopLeftoverPostgres(config.database.dir);
      const db = await startEmbeddedPostgres({ dir: config.database.dir, port: config.database.port });
      stops.push(db.stop);
      databaseUrl = db.url;
    }

    let s3: S3Target;
    if (config.s3.kind === 'external') s3 = config.s3;
    else if (live) {
      s3 = {
        endpoint: `http://127.0.0.1:${live.s3Port ?? config.s3.port}`,
        accessKey: EMBEDDED_S3_KEY,
        secretKey: EMBEDDED_S3_KEY,
        bucket: config.s3.bucket,
        region: config.s3.region,
      };
    } else {
      const server = await startEmbeddedS3({ dir: config.s3.dir, port: config.s3.port, bucket: config.s3.bucket });
      stops.push(server.stop);
      s3 = { ...server, bucket: config.s3.bucket, region: config.s3.region };
    }
    return { databaseUrl, s3, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Runs `npm run backup` or `npm run restore`: `readArgs` checks the command line first, then `work`
 * gets the configuration and its stores, closed after it; the process exits 0, or 1 with the reason.
 */
export function runWithStores<Args>(
  purpose: 'backup' | 'restore',
  readArgs: () => Args,
  work: (args: Args, config: Config, stores: Stores) => Promise<void>,
): void {
  const run = async () => {
    const args = readArgs();
    const config = loadConfig();
    const stores = await openStores(config, purpose);
    try {
      await work(args, config, stores);
    } finally {
      await stores.close();
    }
  };
  run().then(
    () => process.exit(0),
    (error: unknown) => {
      const failed = `${purpose === 'backup' ? 'Backup' : 'Restore'} failed: ${error instanceof Error ? error.message : String(error)}`;
      console.error(error instanceof ConfigError ? error.message : failed);
      process.exit(1);
    },
  );
}
