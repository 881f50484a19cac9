/** `npm run restore -- <dir>`: a backup restored into the configured (or embedded) database and bucket, which must be empty. */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { restore } from './backup.ts';
import { LOCAL_SECRET_FILE, runWithStores } from './stores.ts';

runWithStores(
  'restore',
  () => {
    const { positionals } = parseArgs({ allowPositionals: true });
    if (positionals.length !== 1) throw new Error('Usage: npm run restore -- <backup directory>');
    return path.resolve(positionals[0]!);
  },
  async (dir, config, stores) => {
    const manifest = await restore({ dir, databaseUrl: stores.databaseUrl, s3: stores.s3, log: (line) => console.log(`  ${line}`) });
    const secret = path.join(dir, LOCAL_SECRET_FILE);
    const target = path.join(config.dataDir, LOCAL_SECRET_FILE);
    if (!config.authSecret && fs.existsSync(secret) && !fs.existsSync(target)) fs.copyFileSync(secret, target);
    console.log(
      `Restored the backup of ${manifest.createdAt}: ${manifest.database.tables.length} tables, ${manifest.objects.length} objects (checksums verified).`,
    );
    if (config.authSecret)
      console.log('AUTH_SECRET must be the value the backed-up server used, or signed-in sessions and keys cannot be read.');
  },
);
