/**
 * `npm start`: build the PWA when stale, then run the whole product in one process.
 * With NODE_ENV=production (the image) nothing is built: the image carries the built PWA. Nor is
 * anything built with PWA_DIR, a web app built elsewhere and served as it is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { buildPwaWhenStale, pwaDir } from './dev/pwaBuild.ts';
import { seedDemo } from '../seed/seed.ts';
import { startServer } from './server.ts';

async function main() {
  const config = loadConfig();
  let servedPwa: string | undefined = config.pwaDir ?? pwaDir;
  if (config.env !== 'production' && !config.pwaDir) buildPwaWhenStale();
  else if (!fs.existsSync(path.join(servedPwa, 'index.html'))) {
    console.warn(`The web app is not built (no ${path.join(servedPwa, 'index.html')}): serving the API only. Run \`npm run build\` first.`);
    servedPwa = undefined;
  }
  const server = await startServer(config, { pwaDir: servedPwa, seed: config.seed ? seedDemo : undefined });
  const shown = config.host === '127.0.0.1' || config.host === '0.0.0.0' ? `http://localhost:${config.port}` : server.url;
  console.log(
    [
      '',
      `  Shreeji Realty is running at ${shown}`,
      `  API: ${shown}/api/v1   reference: ${shown}/api/v1/docs`,
      `  Database: ${config.database.kind === 'embedded' ? `embedded PostgreSQL (${config.database.dir})` : 'DATABASE_URL'}`,
      `  Storage: ${config.s3.kind === 'embedded' ? `embedded S3 endpoint (${config.s3.dir})` : config.s3.endpoint}`,
      `  Mail: ${server.mailInboxUrl ? `every e-mail sent lands in the inbox at ${server.mailInboxUrl}` : config.mail.transport.kind === 'smtp' ? 'SMTP_URL' : 'written to the log'}`,
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
