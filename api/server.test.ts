import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { seedDemo } from '../seed/seed.ts';
import { freePort } from './dev/ports.ts';
import { createLogger } from './log.ts';
import { startServer } from './server.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'realty-start-'));
fs.chmodSync(dataDir, 0o755);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function embeddedConfig(overrides: Record<string, string> = {}) {
  return loadConfig({
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    EMBEDDED_PG_PORT: String(await freePort()),
    EMBEDDED_S3_PORT: String(await freePort()),
    EMBEDDED_SMTP_PORT: String(await freePort()),
    EMBEDDED_MAIL_UI_PORT: String(await freePort()),
    LOG_LEVEL: 'silent',
    ...overrides,
  });
}

async function counts(url: string) {
  const search = await fetch(`${url}/api/v1/properties/search?limit=1`).then((response) => response.json());
  const projects = await fetch(`${url}/api/v1/projects`).then((response) => response.json());
  return { properties: search.meta.total as number, projects: projects.data.length as number };
}

describe('npm start on a fresh data directory', () => {
  let first: { properties: number; projects: number };

  it('starts embedded PostgreSQL and S3, answers health 200 and holds the seeded data', async () => {
    const server = await startServer(await embeddedConfig(), { log: createLogger('silent'), seed: seedDemo });
    try {
      const health = await fetch(`${server.url}/api/v1/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ data: { database: 'ok', storage: 'ok' } });
      first = await counts(server.url);
      expect(first.properties).toBeGreaterThanOrEqual(60);
      expect(first.projects).toBeGreaterThanOrEqual(6);
      const [{ users }] = await server.deps.sql<{ users: number }[]>`select count(*)::int as users from "user"`;
      expect(users).toBe(2);
    } finally {
      await server.close();
    }
    expect(fs.existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
  }, 180_000);

  it('keeps the data on restart and seeds nothing twice', async () => {
    const server = await startServer(await embeddedConfig(), { log: createLogger('silent'), seed: seedDemo });
    try {
      expect(await counts(server.url)).toEqual(first);
      const [{ users }] = await server.deps.sql<{ users: number }[]>`select count(*)::int as users from "user"`;
      expect(users).toBe(2);
    } finally {
      await server.close();
    }
  }, 120_000);
});

describe('start-up failures', () => {
  it('names the port when the web server port is taken', async () => {
    const blocker = net.createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      await expect(startServer(await embeddedConfig({ PORT: String(port) }), { log: createLogger('silent') })).rejects.toThrow(
        `Port ${port} on 127.0.0.1 is already in use`,
      );
    } finally {
      blocker.close();
    }
  });

  it('says so when the data directory cannot be used', async () => {
    const file = path.join(dataDir, 'not-a-directory');
    fs.writeFileSync(file, 'x');
    await expect(startServer(await embeddedConfig({ DATA_DIR: file }), { log: createLogger('silent') })).rejects.toThrow(
      /data directory .* cannot be used/,
    );
  });

  it('says so when a configured database cannot be reached', async () => {
    const port = await freePort();
    const config = await embeddedConfig({ DATABASE_URL: `postgres://nobody:secret@127.0.0.1:${port}/none` });
    await expect(startServer(config, { log: createLogger('silent') })).rejects.toThrow(
      /Cannot reach the database at postgres:\/\/nobody:\*\*\*@/,
    );
  });

  it('lists every bad variable in the configuration', () => {
    expect(() => loadConfig({ PORT: 'eighty', S3_ENDPOINT: 'minio' })).toThrow(
      /PORT: must be a port number[\s\S]*S3_ENDPOINT: must be a URL/,
    );
  });
});
