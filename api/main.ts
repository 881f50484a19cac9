/** `npm start`: build the PWA when stale, then run the whole product in one process. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config.ts';
import { seedDemo } from './dev/seed.ts';
import { startServer } from './server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pwaDir = path.join(root, 'dist/pwa');

function newestMtime(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

function buildPwaWhenStale() {
  const built = fs.statSync(path.join(pwaDir, 'index.html'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const sources = ['pwa', 'api/contract', 'vite.config.ts', 'uno.config.ts', 'package.json'].map((entry) => newestMtime(path.join(root, entry)));
  if (built > Math.max(...sources)) return;
  console.log('Building the web app (its sources changed since the last build)...');
  execFileSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
}

async function main() {
  const config = loadConfig();
  buildPwaWhenStale();
  const server = await startServer(config, { pwaDir, seed: config.seed ? seedDemo : undefined });
  const shown = config.host === '127.0.0.1' || config.host === '0.0.0.0' ? `http://localhost:${config.port}` : server.url;
  console.log(
    [
      '',
      `  Shreeji Realty is running at ${shown}`,
      `  API: ${shown}/api/v1   reference: ${shown}/api/v1/docs`,
      `  Database: ${config.database.kind === 'embedded' ? `embedded PostgreSQL (${config.database.dir})` : 'DATABASE_URL'}`,
      `  Storage: ${config.s3.kind === 'embedded' ? `embedded S3 endpoint (${config.s3.dir})` : config.s3.endpoint}`,
      ...(config.seed
        ? [
            '  Demo accounts:',
            `    admin  ${config.seedAccounts.admin.email} / ${config.seedAccounts.admin.password}`,
            `    user   ${config.seedAccounts.user.email} / ${config.seedAccounts.user.password}`,
          ]
        : []),
      '  Press Ctrl+C to stop.',
      '',
    ].join('\n'),
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping (data is kept in ${config.dataDir})...`);
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : `Cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
