/** Starts the real app for one test file: its own database (migrated) and bucket on the shared servers. */
import { DEFAULT_PUSH_SERVICES } from '../notifications/pushServices.ts';
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { inject } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Deps } from '../context.ts';
import type { PasswordHasher } from '../auth/betterAuth.ts';
import { createLogger } from '../log.ts';
import { startServer } from '../server.ts';

export interface TestApp {
  url: string;
  deps: Deps;
  databaseUrl: string;
  /** fetch against the app: `api('/properties/search')` hits `/api/v1/properties/search`. */
  api(pathname: string, init?: RequestInit & { json?: unknown; token?: string }): Promise<Response>;
  close(): Promise<void>;
}

/**
 * better-auth's scrypt, in its `salt:key` form, at a sixteenth of the cost (N 1024, r 8 instead of
 * N 16384, r 16). At full cost every register, login and password change spends about 0.2 s of a
 * core, and the API tests make a few hundred of them; what they test is the app around the hash.
 * The full-cost hasher runs wherever the app is started as it ships (`api/main.ts`, the e2e
 * servers, `api/auth/passwordHashing.test.ts`).
 */
const cheapScrypt: PasswordHasher = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${(await cheapKey(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }) {
    const [salt, key] = hash.split(':');
    if (!salt || !key) return false;
    const expected = Buffer.from(key, 'hex');
    const actual = await cheapKey(password, salt);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  },
};

function cheapKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, 64, { N: 1024, r: 8, p: 1 }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/**
 * A new database on the shared test server: empty, or with every migration applied already (a copy
 * of the run's migrated template, api/test/globalSetup.ts), as an app's start would leave it.
 */
export async function createTestDatabase({ migrated = false } = {}): Promise<string> {
  const adminUrl = inject('pgUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { onnotice: () => {}, max: 1 });
  try {
    await admin.unsafe(`create database ${name}${migrated ? ` template ${inject('pgTemplate')}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function startTestApp(
  env: Record<string, string> = {},
  options: {
    seed?: (deps: Deps) => Promise<void>;
    /** Join this database instead of a new one: a second replica of an app already running on it. */
    databaseUrl?: string;
    /** Serve the web app from this folder (its pages, and the render module beside it). */
    pwaDir?: string;
  } = {},
): Promise<TestApp> {
  const databaseUrl = options.databaseUrl ?? (await createTestDatabase({ migrated: true }));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'realty-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    S3_ENDPOINT: inject('s3Endpoint'),
    S3_ACCESS_KEY: inject('s3Key'),
    S3_SECRET_KEY: inject('s3Key'),
    S3_BUCKET: `b-${randomBytes(5).toString('hex')}`,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT_AUTH: '1000',
    // Tests subscribe browsers at push.example.in; nothing is ever delivered there.
    PUSH_SERVICES: `${DEFAULT_PUSH_SERVICES},.push.example.in,push.example.in`,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const server = await startServer(config, {
    log: createLogger('silent'),
    seed: options.seed,
    pwaDir: options.pwaDir,
    passwordHasher: cheapScrypt,
  });

  const api: TestApp['api'] = (pathname, init = {}) => {
    const { json, token, headers, ...rest } = init;
    const merged = new Headers(headers);
    if (json !== undefined) merged.set('Content-Type', 'application/json');
    if (token) merged.set('Authorization', `Bearer ${token}`);
    return fetch(`${server.url}/api/v1${pathname}`, {
      ...rest,
      headers: merged,
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
  };

  return {
    url: server.url,
    deps: server.deps,
    databaseUrl,
    api,
    async close() {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
