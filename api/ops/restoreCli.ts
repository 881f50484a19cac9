/** `npm run restore -- <dir>`: a backup restored into the configured (or embedded) database and bucket, which must be empty. */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { restore } from './backup.ts';
import { LOCAL_SECRET_FILE, openStores } from './stores.ts';

async function main() {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length !== 1) throw new Error('Usage: npm run restore -- <backup directory>');
  const dir = path.resolve(positionals[0]!);
  const config = loadConfig();
  const stores = await openStores(config, 'restore');
  try {
    const manifest = await restore({ dir, databaseUrl: stores.databaseUrl, s3: stores.s3, log: (line) => console.log(`  ${line}`) });
    const secret = path.join(dir, LOCAL_SECRET_FILE);
    const target = path.join(config.dataDir, LOCAL_SECRET_FILE);
    if (!config.authSecret && fs.existsSync(secret) && !fs.existsSync(target)) fs.copyFileSync(secret, target);
    console.log(
      `Restored the backup of ${manifest.createdAt}: ${manifest.database.tables.length} tables, ${manifest.objects.length} objects (checksums verified).`,
    );
    if (config.authSecret)
      console.log('AUTH_SECRET must be the value the backed-up server used, or signed-in sessions and keys cannot be read.');
  } finally {
    await stores.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError ? error.message : `Restore failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);
