/** `npm run backup -- --out <dir>`: a backup of the configured (or embedded) database and bucket. */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backup } from './backup.ts';
import { LOCAL_SECRET_FILE, runWithStores } from './stores.ts';

runWithStores(
  'backup',
  () => {
    const { values } = parseArgs({ options: { out: { type: 'string' }, format: { type: 'string' } } });
    if (!values.out) throw new Error('Usage: npm run backup -- --out <directory> [--format copy]');
    return { out: path.resolve(values.out), format: values.format === 'copy' ? ('copy' as const) : ('auto' as const) };
  },
  async ({ out, format }, config, stores) => {
    const manifest = await backup({
      databaseUrl: stores.databaseUrl,
      s3: stores.s3,
      out,
      format,
      log: (line) => console.log(`  ${line}`),
    });
    const secret = path.join(config.dataDir, LOCAL_SECRET_FILE);
    if (!config.authSecret && fs.existsSync(secret)) fs.copyFileSync(secret, path.join(out, LOCAL_SECRET_FILE));
    fs.chmodSync(out, 0o700);
    console.log(
      `Backup written to ${out}: database (${manifest.database.format}, ${manifest.database.migrations.length} migrations, ` +
        `last event ${manifest.database.eventsMaxSeq ?? 'none'}) and ${manifest.objects.length} objects.`,
    );
  },
);
