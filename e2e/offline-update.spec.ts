/**
 * A new build deployed while a change waits offline: the app shows its update prompt, Reload hands
 * the page to the new service worker, and the change survives the reload and reaches the server
 * exactly once on the reconnect. Online, Reload sends the outbox before the new version takes over.
 * The first Reload is on a page no worker controlled when it opened (a first visit), the second on
 * one the previous build's worker served: both reload into the new version.
 *
 * The browser finds the new build while online (it checks the worker's script over the network; a
 * phone with no connection cannot), and the change is made offline while the prompt waits.
 *
 * Deploying must never touch dist/pwa, which the other shard serves at the same time. So this spec
 * runs a second server of the site from a copy of the build (PWA_DIR), on its own port
 * (E2E_DEPLOY_PORT) and otherwise a replica of the suite's server: its database, storage, mail and
 * data folder (so the same signing secret). A deploy changes the copy's service worker.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import postgres from 'postgres';
import type { MutationResult } from '../contract/mutations.ts';
import { embeddedDatabaseUrl } from '../api/dev/embeddedPostgres.ts';
import { EMBEDDED_S3_KEY } from '../api/dev/embeddedS3.ts';
import { projectRoot } from '../api/projectRoot.ts';
import { e2eDataDir } from '../playwright.config.ts';
import { settle, signIn, trackTraffic } from './fixtures.ts';
import { cardIds, OFFLINE_BANNER, openResidentialListing, readOutbox, registerUser, shoot } from './offlineSupport.ts';

const PORT = Number(process.env.E2E_DEPLOY_PORT ?? 3102);
const baseURL = `http://127.0.0.1:${PORT}`;
const dataDir = path.resolve(projectRoot, e2eDataDir);
/** The deployed copy: the app and its server renderer, side by side as the build writes them. */
const deployed = path.join(dataDir, 'deployed-build');
const serviceWorkerFile = path.join(deployed, 'pwa', 'sw.js');
const databaseUrl = embeddedDatabaseUrl(Number(process.env.E2E_PG_PORT ?? 24339));
/** The message each deployed build's service worker answers with the build's name. */
const BUILD_QUERY = 'DEPLOYED_BUILD';

let server: ChildProcess | null = null;
let serverLog = '';

test.skip(Boolean(process.env.E2E_BASE_URL), "needs the suite's own server (its database and build) to run a second one beside it");

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fs.rmSync(deployed, { recursive: true, force: true });
  fs.cpSync(path.join(projectRoot, 'dist', 'pwa'), path.join(deployed, 'pwa'), { recursive: true });
  fs.cpSync(path.join(projectRoot, 'dist', 'ssr'), path.join(deployed, 'ssr'), { recursive: true });
  deploy('first');
  server = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: String(PORT),
      PWA_DIR: path.join(deployed, 'pwa'),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      S3_ENDPOINT: `http://127.0.0.1:${process.env.E2E_S3_PORT ?? 24340}`,
      S3_ACCESS_KEY: EMBEDDED_S3_KEY,
      S3_SECRET_KEY: EMBEDDED_S3_KEY,
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? 24343}`,
      SEED: 'false',
      RATE_LIMIT_AUTH: '1000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  const deadline = Date.now() + 100_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The second server exited:\n${serverLog}`);
    if (
      await fetch(`${baseURL}/api/v1/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`The second server did not start in time:\n${serverLog}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  const child = server;
  server = null;
  if (child && child.exitCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(timer);
  }
  fs.rmSync(deployed, { recursive: true, force: true });
});

test.use({ baseURL, viewport: { width: 390, height: 844 } });

let builtWorker: string | null = null;

/**
 * Deploys a build named `name`: the copy's service worker becomes the one the project built plus an
 * answer to BUILD_QUERY with the name (the rest of the build stays).
 */
function deploy(name: string): void {
  builtWorker ??= fs.readFileSync(serviceWorkerFile, 'utf8');
  const answer = `;self.addEventListener('message',(event)=>{if(event.data&&event.data.type===${JSON.stringify(BUILD_QUERY)}&&event.ports[0])event.ports[0].postMessage(${JSON.stringify(name)})});`;
  fs.writeFileSync(serviceWorkerFile, `${builtWorker}\n${answer}\n`);
  // The build's compressed copies are of its own worker.
  for (const suffix of ['.br', '.gz']) fs.rmSync(`${serviceWorkerFile}${suffix}`, { force: true });
}

/** The name of the build whose service worker controls the page. */
function controllingBuild(page: Page): Promise<string> {
  return page.evaluate(
    (query) =>
      new Promise<string>((resolve, reject) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return reject(new Error('No service worker controls the page'));
        const channel = new MessageChannel();
        const timer = setTimeout(() => reject(new Error('The controlling service worker did not answer')), 10_000);
        channel.port1.onmessage = (message: MessageEvent<string>) => {
          clearTimeout(timer);
          resolve(message.data);
        };
        controller.postMessage({ type: query }, [channel.port2]);
      }),
    BUILD_QUERY,
  );
}

/** The browser looks for a new version of the service worker (as it does on its own now and then). */
function lookForUpdate(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
}

test("a change pending offline survives the update prompt's reload and reaches the server once; online, Reload sends it first", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  trackTraffic(page);
  const account = await registerUser(request, baseURL);
  const { user } = await signIn(page, account);
  const listing = await openResidentialListing(page);
  // The first build's worker installs and claims the page it was registered from (no reload).
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
  expect(await controllingBuild(page)).toBe('first');
  const [first, second] = (await cardIds(listing)) as [string, string];
  const heart = (id: string) =>
    listing
      .getByRole('article')
      .filter({ has: page.locator(`a[href="/property/${id}"]`) })
      .getByRole('button', { name: /^(Save|Remove) / });
  const prompt = page.getByRole('status').filter({ hasText: 'New version available.' });

  // Every POST /sync the page sends: its answers, and when it was answered against the reloads.
  const pushes: MutationResult[][] = [];
  const timeline: string[] = [];
  /** The step each send came in, for a failure's message beside the answers (`pushes`). */
  const sent: string[] = [];
  let step = 'first change';
  page.on('requestfinished', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/v1/sync') return;
    timeline.push('outbox sent');
    sent.push(step);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) timeline.push('reloaded');
  });
  page.on('response', async (answer) => {
    if (answer.request().method() !== 'POST' || new URL(answer.url()).pathname !== '/api/v1/sync') return;
    try {
      pushes.push(((await answer.json()) as { data: { results: MutationResult[] } }).data.results);
    } catch {
      // The page reloaded before the body was read: the server's log below still counts the change.
    }
  });

  // A new build is deployed; the browser finds it and the app offers it.
  deploy('second');
  await lookForUpdate(page);
  await expect(prompt).toBeVisible();

  // Offline, with the prompt waiting, the user saves a property; then accepts the prompt.
  await context.setOffline(true);
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await heart(first).click();
  await expect(heart(first)).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await readOutbox(page)).length).toBe(1);
  const [queued] = await readOutbox(page);
  await shoot(page, 'update-prompt-offline');
  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await reloaded;

  // The new worker controls the page it served offline, and the change still waits on the device.
  expect(await controllingBuild(page)).toBe('second');
  expect(await readOutbox(page)).toEqual([queued]);
  await expect(heart(first)).toHaveAttribute('aria-pressed', 'true');
  expect(pushes).toEqual([]);

  // Back online, it goes out once.
  await context.setOffline(false);
  await expect.poll(async () => (await readOutbox(page)).length, { timeout: 20_000 }).toBe(0);
  await expect.poll(() => pushes.flat()).toEqual([{ id: queued!.id, status: 'applied' }]);

  // Online, once the screens have refreshed, and while the server cannot be reached for a moment,
  // the next change waits in the outbox.
  await settle(page);
  step = 'second change';
  const unreachable = (route: Route) => (route.request().method() === 'POST' ? route.abort('connectionrefused') : route.fallback());
  await page.route('**/api/v1/sync', unreachable);
  await heart(second).click();
  await expect(heart(second)).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await readOutbox(page)).length).toBe(1);
  const [pending] = await readOutbox(page);
  deploy('third');
  await lookForUpdate(page);
  await expect(prompt).toBeVisible();
  await page.unroute('**/api/v1/sync', unreachable);
  expect(await readOutbox(page)).toEqual([pending]);

  // Reload sends it first; then the new version takes over.
  timeline.length = 0;
  step = 'second reload';
  const reloadedAgain = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await reloadedAgain;
  expect(timeline.slice(0, 2)).toEqual(['outbox sent', 'reloaded']);
  expect(await controllingBuild(page)).toBe('third');
  expect(await readOutbox(page)).toEqual([]);

  // Two changes, two sends; the log holds each change once, with the id it was queued under.
  expect(sent.length, `sends in: ${sent.join(', ')}; answers: ${JSON.stringify(pushes)}`).toBe(2);
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    const events = await sql<{ id: string; subjectId: string }[]>`
      select id, subject_id as "subjectId" from events where actor_id = ${user._id} and type = 'favorite.set' order by seq`;
    expect(events).toEqual([
      { id: queued!.id, subjectId: first },
      { id: pending!.id, subjectId: second },
    ]);
  } finally {
    await sql.end();
  }
});
