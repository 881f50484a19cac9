import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../api/config.ts';
import type { Deps } from '../api/context.ts';
import { createLogger } from '../api/log.ts';
import { startServer } from '../api/server.ts';
import { embeddedConfig } from '../api/test/embeddedConfig.ts';
import { createTestDatabase } from '../api/test/harness.ts';
import { loadDemoSettings } from './demoSettings.ts';
import { loadDemo } from './loadDemo.ts';
import { shareImageName } from '../api/storage/shareImages.ts';
import { seedDemo, seedDemoPictures } from './seed.ts';
import { seedProperties } from './seedData.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'realty-start-'));
fs.chmodSync(dataDir, 0o755);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** What seed/start.ts passes the server by default. */
const seed = (deps: Deps) => seedDemo(deps, loadDemoSettings({}).accounts);
const pictures = (deps: Deps, signal: AbortSignal) => seedDemoPictures(deps, loadDemoSettings({}).accounts, signal);

/** How many pictures each seeded listing has now, against how many it is seeded with. */
async function galleries(deps: Deps) {
  const rows = await deps.sql<{ title: string; images: number }[]>`
    select p.title, (select count(*)::int from property_images i where i.property_id = p.id) as images from properties p`;
  return rows.map((row) => ({ ...row, seeded: seedProperties.find((property) => property.title === row.title)?.imageCount }));
}

async function until(check: () => Promise<boolean>, ms: number) {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 200))) {
    if (await check()) return;
  }
  throw new Error(`not within ${ms} ms`);
}

async function counts(url: string) {
  const search = await fetch(`${url}/api/v1/properties/search?limit=1`).then((response) => response.json());
  const projects = await fetch(`${url}/api/v1/projects`).then((response) => response.json());
  return { properties: search.meta.total as number, projects: projects.data.length as number };
}

describe('npm start on a fresh data directory', () => {
  let first: { properties: number; projects: number };
  // The first start serves the checks of a fresh start; the restart below is a start of its own.
  let server: Awaited<ReturnType<typeof startServer>>;
  let stopped: Promise<void> | undefined;
  const stop = () => (stopped ??= server?.close());
  beforeAll(async () => {
    server = await startServer(await embeddedConfig(dataDir), { log: createLogger('silent'), seed });
  }, 180_000);
  afterAll(stop);

  it('starts embedded PostgreSQL and S3, answers health 200 and holds the seeded data', async () => {
    const health = await fetch(`${server.url}/api/v1/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ data: { database: 'ok', storage: 'ok' } });
    first = await counts(server.url);
    expect(first.properties).toBeGreaterThanOrEqual(60);
    expect(first.projects).toBeGreaterThanOrEqual(6);
    const [{ users }] = await server.deps.sql<{ users: number }[]>`select count(*)::int as users from "user"`;
    expect(users).toBe(3);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
  });

  it('offers real visit times: the demo advisor has working hours and is on duty', async () => {
    const search = await fetch(`${server.url}/api/v1/properties/search?limit=1`).then((response) => response.json());
    const slots = await fetch(`${server.url}/api/v1/visits/slots?propertyId=${search.data[0]._id}`).then((response) => response.json());
    expect(slots.data.slots.length).toBeGreaterThan(0);
    // Every time offered is within the advisor's week, in Surat time (UTC+5:30): 10:00 at the earliest.
    const suratMinutes = (iso: string) => (new Date(iso).getUTCHours() * 60 + new Date(iso).getUTCMinutes() + 330) % 1440;
    expect(Math.min(...slots.data.slots.map((slot: { startsAt: string }) => suratMinutes(slot.startsAt)))).toBeGreaterThanOrEqual(600);
  });

  it('keeps the data on restart and seeds nothing twice', async () => {
    await stop();
    const restarted = await startServer(await embeddedConfig(dataDir), { log: createLogger('silent'), seed });
    try {
      expect(await counts(restarted.url)).toEqual(first);
      const [{ users }] = await restarted.deps.sql<{ users: number }[]>`select count(*)::int as users from "user"`;
      expect(users).toBe(3);
    } finally {
      await restarted.close();
    }
  }, 120_000);
});

describe('the demo pictures, made while the site serves', () => {
  it('are finished by the next start when a stop interrupts them, and no listing ever has only some of its pictures', async () => {
    const interrupted = await startServer(await embeddedConfig(dataDir), { log: createLogger('silent'), seed, background: pictures });
    try {
      expect((await fetch(`${interrupted.url}/api/v1/health`)).status).toBe(200);
      await until(async () => (await galleries(interrupted.deps)).filter((row) => row.images > 0).length >= 3, 120_000);
    } finally {
      await interrupted.close();
    }
    let stopped: Awaited<ReturnType<typeof galleries>> = [];
    const resumed = await startServer(await embeddedConfig(dataDir), {
      log: createLogger('silent'),
      seed: async (deps) => {
        stopped = await galleries(deps);
        // All but three of the listings still without pictures go, so the next start's share is small.
        await deps.sql`
          delete from properties where id in (
            select p.id from properties p where not exists (select 1 from property_images i where i.property_id = p.id)
            order by p.title offset 3)`;
        await seed(deps);
      },
      background: pictures,
    });
    try {
      const done = async () => (await resumed.deps.sql`select 1 from events where type = 'seed.pictures_completed'`).length > 0;
      expect(stopped.some((row) => row.images === 0)).toBe(true);
      expect(stopped.every((row) => row.images === 0 || row.images === row.seeded)).toBe(true);
      await until(done, 240_000);
      expect((await galleries(resumed.deps)).every((row) => row.images === row.seeded)).toBe(true);
      const [listing] = await resumed.deps.sql<{ id: string }[]>`select id from properties order by created_at desc limit 1`;
      const page = await fetch(`${resumed.url}/api/v1/properties/${listing!.id}`).then((response) => response.json());
      expect(page.data.images.length).toBeGreaterThan(0);
      expect(await resumed.deps.bucket.exists(shareImageName(page.data))).toBe(true);
    } finally {
      await resumed.close();
    }
  }, 420_000);
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
