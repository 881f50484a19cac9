import fs from 'node:fs';
import { startEmbeddedPostgres } from '../api/dev/embeddedPostgres.ts';
import { connect } from '../api/db.ts';
import { migrate } from '../api/migrate.ts';
import { seedListings } from './listings.ts';
const dir = '/tmp/scratch/pgdata';
const fresh = !fs.existsSync(dir);
fs.mkdirSync('/tmp/scratch', { recursive: true }); fs.chmodSync('/tmp/scratch', 0o755);
const db = await startEmbeddedPostgres({ dir, port: 55432, database: 'bench' });
console.log(db.url);
if (fresh) {
  await migrate(db.url);
  const sql = connect(db.url);
  const t = performance.now();
  await seedListings(sql, 100_000);
  console.log('seeded in', Math.round(performance.now() - t), 'ms');
  await sql.end();
}
console.log('ready');
process.on('SIGTERM', async () => { await db.stop(); process.exit(0); });
setInterval(() => {}, 1 << 30);
