import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../api/config.ts';
import type { Deps } from '../api/context.ts';
import { createLogger } from '../api/log.ts';
import { startServer } from '../api/server.ts';
import { embeddedConfig } from '../api/test/embeddedConfig.ts';
import { createTestDatabase } from '../api/test/harness.ts';
import { loadDemoSettings } from './demoSettings.ts';
import { loadDemo } from './loadDemo.ts';
import { seedDemo } from './seed.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'realty-start-'));
fs.chmodSync(dataDir, 0o755);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** What seed/start.ts passes the server by default. */
const seed = (deps: Deps) => seedDemo(deps, loadDemoSettings({}).accounts);

async function counts(url: string) {
  const search = await fetch(`${url}/api/v1/properties/search?limit=1`).then((response) => response.json());
  const projects = await fetch(`${url}/api/v1/projects`).then((response) => response.json());
  return { properties: search.meta.total as number, projects: projects.data.length as number };
}

describe('npm start on a fresh data directory', () => {
  let first: { properties: number; projects: number };

  it('starts embedded PostgreSQL and S3, answers health 200 and holds the seeded data', async () => {
    const server = await startServer(await embeddedConfig(dataDir), { log: createLogger('silent'), seed });
    try {
      const health = await fetch(`${server.url}/api/v1/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ data: { database: 'ok', storage: 'ok' } });
      first = await counts(server.url);
      expect(first.properties).toBeGreaterThanOrEqual(60);
      expect(first.projects).toBeGreaterThanOrEqual(6);
      const [{ users }] = await server.deps.sql<{ users: number }[]>`select count(*)::int as users from "user"`;
      expect(users).toBe(3);
    } finally {
      await server.close();
    }
    expect(fs.existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
  }, 180_000);

  it('keeps the data on restart and seeds nothing twice', async () => {
    const server = await startServer(await embeddedConfig(dataDir), { log: createLogger('silent'), seed });
    try {
      expect(await counts(server.url)).toEqual(first);
      const [{ users }] = await server.deps.sql<{ users: number }[]>`select count(*)::int as users from "user"`;
      expect(users).toBe(3);
    } finally {
      await server.close();
    }
  }, 120_000);
});

describe('npm run seed: the demo data for a deployment with its own stores', () => {
  it('loads the demo accounts, listings and projects into the named PostgreSQL and S3, once, then stops', async () => {
    const databaseUrl = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: path.join(dataDir, 'external'),
      DATABASE_URL: databaseUrl,
      S3_ENDPOINT: inject('s3Endpoint'),
      S3_ACCESS_KEY: inject('s3Key'),
      S3_SECRET_KEY: inject('s3Key'),
      S3_BUCKET: `seed-${randomBytes(4).toString('hex')}`,
      LOG_LEVEL: 'silent',
    });
    const accounts = loadDemoSettings({}).accounts;
    const sql = postgres(databaseUrl, { onnotice: () => {}, max: 1 });
    const stored = async () => {
      const [row] = await sql<{ users: number; properties: number; projects: number }[]>`
        select (select count(*)::int from "user") as users, (select count(*)::int from properties) as properties,
               (select count(*)::int from projects) as projects`;
      return row!;
    };
    try {
      await loadDemo(config, accounts, createLogger('silent'));
      const first = await stored();
      expect(first.users).toBe(3);
      expect(first.properties).toBeGreaterThanOrEqual(60);
      expect(first.projects).toBeGreaterThanOrEqual(6);
      await loadDemo(config, accounts, createLogger('silent'));
      expect(await stored()).toEqual(first);
    } finally {
      await sql.end();
    }
  }, 300_000);
});
