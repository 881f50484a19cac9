/**
 * Runs the server as a process: reads the configuration, builds the PWA when stale (development
 * only), starts everything, prints where it runs and stops cleanly on SIGINT/SIGTERM. With
 * NODE_ENV=production (the image) nothing is built: the image carries the built PWA. Nor is
 * anything built with PWA_DIR, a web app built elsewhere and served as it is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from './config.ts';
import type { Deps } from './context.ts';
import { buildPwaWhenStale, pwaDir } from './dev/pwaBuild.ts';
import { startServer } from './server.ts';

/** What an entry adds to the server: `npm start` adds the demo data. */
export interface ServeExtras {
  /** Run once the stores are ready, before the first request is served. */
  seed?: (deps: Deps) => Promise<void>;
  /** Run once the server answers, while it serves (the demo's pictures); stopping aborts it. */
  background?: (deps: Deps, signal: AbortSignal) => Promise<void>;
  /** Lines printed in the start-up banner, before 'Press Ctrl+C to stop'. */
  banner?: string[];
}

async function run(extrasFor: (config: Config) => ServeExtras) {
  const config = loadConfig();
  const extras = extrasFor(config);
  let servedPwa: string | undefined = config.pwaDir ?? pwaDir;
  if (config.env !== 'production' && !config.pwaDir) buildPwaWhenStale();
  else if (!fs.existsSync(path.join(servedPwa, 'index.html'))) {
    console.warn(`The web app is not built (no ${path.join(servedPwa, 'index.html')}): serving the API only. Run \`npm run build\` first.`);
    servedPwa = undefined;
  }
  const server = await startServer(config, { pwaDir: servedPwa, seed: extras.seed, background: extras.background });
  const shown = config.host === '127.0.0.1' || config.host === '0.0.0.0' ? `http://localhost:${config.port}` : server.url;
  console.log(
    [
      '',
      `  Shreeji Realty is running at ${shown}`,
      `  API: ${shown}/api/v1   reference: ${shown}/api/v1/docs`,
      `  Database: ${config.database.kind === 'embedded' ? `embedded PostgreSQL (${config.database.dir})` : 'DATABASE_URL'}`,
      `  Storage: ${config.s3.kind === 'embedded' ? `embedded S3 endpoint (${config.s3.dir})` : config.s3.endpoint}`,
      `  Mail: ${server.mailInboxUrl ? `every e-mail sent lands in the inbox at ${server.mailInboxUrl}` : config.mail.transport.kind === 'smtp' ? 'SMTP_URL' : 'written to the log'}`,
      ...(extras.banner ?? []),
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

/** Starts the server process with what `extrasFor` adds for this configuration; exits 1, saying why, when it cannot start. */
export function serve(extrasFor: (config: Config) => ServeExtras = () => ({})): void {
  run(extrasFor).catch((error) => {
    console.error(error instanceof ConfigError ? error.message : `Cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
