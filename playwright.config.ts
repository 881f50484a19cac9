import fs from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig, devices } from '@playwright/test';
import { freshDataDirCommand, serverEnv } from './e2e/serverEnv.ts';

/**
 * Debian's Chromium (or CHROME_PATH); Playwright's own download is not available on our machines.
 * `shell`: Debian's Chromium headless shell where it is installed, the same Chromium without the
 * desktop browser around it, at about half the processor time a page (docs/decisions/048-headless-shell.md);
 * `desktop`: the browser itself, for what only it has (installation, Background Sync, notifications).
 */
function chromiumPath(kind: 'shell' | 'desktop'): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (kind === 'shell' && fs.existsSync('/usr/bin/chromium-headless-shell')) return '/usr/bin/chromium-headless-shell';
  if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const bundled = (() => {
    try {
      const require = createRequire(import.meta.url);
      return require('playwright-core').chromium.executablePath() as string;
    } catch {
      return undefined;
    }
  })();
  if (bundled && fs.existsSync(bundled)) return undefined;
  throw new Error(
    "No Chromium found for the end-to-end tests. Install Debian's Chromium (apt-get install chromium chromium-headless-shell), " +
      'or set CHROME_PATH to a Chrome/Chromium binary.',
  );
}

/** Specs of the desktop browser's own services: the install offer, Background Sync, notifications. */
const desktopSpecs = ['offline-install.spec.ts', 'offline-favorites.spec.ts', 'push-delivery.spec.ts'];

const port = Number(process.env.E2E_PORT ?? 3100);
const externalBaseUrl = process.env.E2E_BASE_URL;
export const baseURL = externalBaseUrl ?? `http://127.0.0.1:${port}`;
export const e2eDataDir = port === 3100 ? '.data/e2e' : `.data/e2e-${port}`;
/** The suite's map tiles (e2e/tileServer.ts): three above the server's port unless E2E_TILE_PORT says otherwise. */
const tilePort = Number(process.env.E2E_TILE_PORT ?? port + 3);
// Every server the suite starts, its specs' own included (they inherit this), draws its maps from the fixture.
const mapTiles = (process.env.MAP_TILES ??= `http://127.0.0.1:${tilePort}/{z}/{x}/{y}.png`);
/**
 * Tests never reach the internet: every host name but the site's and the tiles' resolves to nothing
 * in the browser. (A `context.route` filter would do it per request, but it sends every request
 * through the test runner and turns the browser's cache off: the suite ran about 12% slower.)
 */
const reachable = new Set([
  'localhost',
  new URL(baseURL).hostname,
  ...(mapTiles.startsWith('http') ? [new URL(mapTiles.replace(/\{\w\}/g, '0')).hostname] : []),
]);
const offline = `--host-resolver-rules=MAP * ~NOTFOUND, ${[...reachable].map((host) => `EXCLUDE ${host}`).join(', ')}`;

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  offline,
];

/** A project's browser: a desktop Chrome's window and manners in Debian's Chromium of that kind. */
const inChromium = (kind: 'shell' | 'desktop') => ({
  ...devices['Desktop Chrome'],
  channel: undefined,
  launchOptions: { executablePath: chromiumPath(kind), args },
});

export default defineConfig({
  testDir: 'e2e',
  // Each shard of `npm run test:e2e` has its own (Playwright empties it at the start of a run).
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // The longest flows (an admin creating a listing with photos, a comparison at two widths) take
  // 15-25 s on a quiet machine and several times that with two shards on two busy cores.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // Tracing every test costs a run minutes; CI traces the retry of a failed test (its first run's failure is reported as it is).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: desktopSpecs,
      use: inChromium('shell'),
    },
    {
      name: 'desktop',
      testMatch: desktopSpecs,
      use: inChromium('desktop'),
    },
  ],
  webServer: externalBaseUrl
    ? undefined
    : [
        {
          // One data folder per port: runs on other ports (E2E_PORT) never share or wipe each other's.
          command: `${freshDataDirCommand(e2eDataDir)} && node --import tsx seed/start.ts`,
          url: `${baseURL}/api/v1/health`,
          timeout: 240_000,
          reuseExistingServer: false,
          stdout: 'ignore',
          stderr: 'pipe',
          env: {
            ...serverEnv(
              {
                port,
                pg: Number(process.env.E2E_PG_PORT ?? 24339),
                s3: Number(process.env.E2E_S3_PORT ?? 24340),
                smtp: Number(process.env.E2E_SMTP_PORT ?? 24343),
                mailUi: Number(process.env.E2E_MAIL_UI_PORT ?? 24344),
              },
              e2eDataDir,
            ),
            ACCESS_TOKEN_TTL: process.env.E2E_ACCESS_TOKEN_TTL ?? '900',
            MAP_TILES: mapTiles,
          },
        },
        {
          command: 'node --import tsx e2e/tileServer.ts',
          url: `http://127.0.0.1:${tilePort}/0/0/0.png`,
          reuseExistingServer: false,
          stdout: 'ignore',
          stderr: 'pipe',
          env: { E2E_TILE_PORT: String(tilePort) },
        },
      ],
});
