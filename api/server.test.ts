import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { freePort } from './dev/ports.ts';
import { createLogger } from './log.ts';
import { startServer } from './server.ts';
import { embeddedConfig as testConfig } from './test/embeddedConfig.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'realty-start-'));
fs.chmodSync(dataDir, 0o755);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const embeddedConfig = (overrides: Record<string, string> = {}) => testConfig(dataDir, overrides);

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
