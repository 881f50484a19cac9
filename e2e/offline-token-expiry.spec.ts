/**
 * An access token that expires while the device is offline does not log the user out: failed
 * network calls are not failed refreshes. Back online, the next call refreshes through the cookie
 * (the tab, reloaded offline, holds no token) and succeeds, and the intent queued offline reaches
 * the server.
 *
 * Tokens live 900 s on the suite's server, too long to wait for, and production has no switch to
 * forge one. So this spec runs its own server with ACCESS_TOKEN_TTL=10 (its own data directory and
 * ports), or uses E2E_TTL_BASE_URL when a short-lived-token server is already running.
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { expect, test } from '@playwright/test';
import {
  apiToken,
  cardIds,
  controlledByServiceWorker,
  logInThroughTheForm,
  openResidentialListing,
  OFFLINE_BANNER,
  readOutbox,
  registerUser,
  shoot,
  storedAuth,
} from './offlineSupport.ts';
import { freshDataDirCommand } from './serverEnv.ts';

// Long enough that a refreshed token is still fresh when a busy machine sends the retried call
const TTL_SECONDS = 10;
const PORT = Number(process.env.E2E_TTL_PORT ?? 3101);
const baseURL = process.env.E2E_TTL_BASE_URL ?? `http://127.0.0.1:${PORT}`;

let server: ChildProcess | null = null;
let serverLog = '';

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server?.exitCode !== null && server?.exitCode !== undefined) throw new Error(`The short-TTL server exited:\n${serverLog}`);
    try {
      const response = await fetch(`${baseURL}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`The short-TTL server did not start in time:\n${serverLog}`);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  if (process.env.E2E_TTL_BASE_URL) return;
  const ports = {
    PORT,
    EMBEDDED_PG_PORT: Number(process.env.E2E_TTL_PG_PORT ?? 24341),
    EMBEDDED_S3_PORT: Number(process.env.E2E_TTL_S3_PORT ?? 24342),
  };
  for (const [name, port] of Object.entries(ports)) {
    if (!(await portIsFree(port))) throw new Error(`${name} ${port} is taken; set E2E_TTL_PORT / E2E_TTL_PG_PORT / E2E_TTL_S3_PORT`);
  }
  // A fresh folder, or a copy of the suite's seeded demo (e2e/serverEnv.ts): a warm start of seconds.
  execSync(freshDataDirCommand('.data/e2e-ttl'));
  server = spawn(process.execPath, ['--import', 'tsx', 'seed/start.ts'], {
    env: {
      ...process.env,
      PORT: String(ports.PORT),
      DATA_DIR: '.data/e2e-ttl',
      EMBEDDED_PG_PORT: String(ports.EMBEDDED_PG_PORT),
      EMBEDDED_S3_PORT: String(ports.EMBEDDED_S3_PORT),
      EMBEDDED_SMTP_PORT: process.env.E2E_TTL_SMTP_PORT ?? '24345',
      EMBEDDED_MAIL_UI_PORT: process.env.E2E_TTL_MAIL_UI_PORT ?? '24346',
      ACCESS_TOKEN_TTL: String(TTL_SECONDS),
      RATE_LIMIT_AUTH: '1000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  await waitForHealth(Date.now() + 200_000);
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
});

test.use({ baseURL, viewport: { width: 390, height: 844 } });

/** Seconds since the epoch at which a JWT expires. */
function expiryOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { exp: number };
  return payload.exp;
}

test('a token that expires offline keeps the user logged in, and the first call back online refreshes it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await registerUser(request, baseURL);
  // The access tokens the page was given (at login and at each refresh through its cookie), latest last.
  const issued: string[] = [];
  page.on('response', async (response) => {
    if (!/\/api\/v1\/users\/(login|refreshToken)$/.test(new URL(response.url()).pathname) || !response.ok()) return;
    issued.push(((await response.json()) as { data: { accessToken: string } }).data.accessToken);
  });
  const refreshCookie = async () => (await context.cookies()).find((cookie) => cookie.name === 'refreshToken')?.value ?? null;
  await logInThroughTheForm(page, account);
  await controlledByServiceWorker(page);

  const listing = await openResidentialListing(page);
  const [propertyId] = await cardIds(listing);
  const heart = listing
    .getByRole('article')
    .filter({ has: page.locator(`a[href="/property/${propertyId}"]`) })
    .getByRole('button', { name: /^(Save|Remove) / });

  // Offline until the access token the page holds has expired.
  await context.setOffline(true);
  const before = await storedAuth(page);
  expect(before.loggedIn).toBe(true);
  await expect.poll(() => issued.length).toBeGreaterThan(0);
  const held = issued.at(-1)!;
  const cookieBefore = await refreshCookie();
  expect(cookieBefore).not.toBeNull();
  const issuedOnline = issued.length;
  const expiresAt = expiryOf(held);
  await expect.poll(() => Date.now() / 1000 > expiresAt + 1, { timeout: (TTL_SECONDS + 10) * 1000, intervals: [500] }).toBe(true);

  // Reloads and failing calls offline: still logged in, nothing refreshed, nothing cleared.
  await page.reload();
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await readOutbox(page)).length).toBe(1);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Saved Properties (1)' })).toBeVisible();
  await shoot(page, '4-expired-token-offline');
  const offline = await storedAuth(page);
  expect(offline).toEqual(before);
  expect(issued).toHaveLength(issuedOnline);
  expect(await refreshCookie()).toBe(cookieBefore);

  // Back online: the queued intent goes out with POST /sync, after one refresh through the cookie.
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/v1/users/refreshToken') && response.ok());
  await context.setOffline(false);
  await refreshed;
  await expect.poll(async () => (await readOutbox(page)).length, { timeout: 20_000 }).toBe(0);

  const after = await storedAuth(page);
  expect(after.loggedIn).toBe(true);
  expect(after.user?._id).toBe(before.user?._id);
  expect(issued.at(-1)).not.toBe(held);
  expect(await refreshCookie()).not.toBe(cookieBefore);
  await expect(page.getByRole('heading', { name: 'Saved Properties (1)' })).toBeVisible();

  const token = await apiToken(request, account, baseURL);
  const favorites = (await (
    await request.get(`${baseURL}/api/v1/favorites`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as {
    data: { _id: string }[];
  };
  expect(favorites.data.map((property) => property._id)).toEqual([propertyId]);
});
