/**
 * How the suite's servers are started: the settings every one of them runs with, and the demo seeded
 * once for all of them. `npm run test:e2e` (e2e/shards.ts) seeds the demo, its pictures made, into one
 * data folder and gives its path to every shard (E2E_SEEDED_DIR); each shard's server, and a spec's
 * own server, starts from a copy of it. Two fresh seeds at once took about 80 s of both cores, one
 * seed then copies and warm starts about 60 s, and a spec's own server no longer paints the pictures
 * while the other shard's tests run.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../api/projectRoot.ts';
import { freePort } from '../api/dev/ports.ts';

/** The agency's GujRERA agent registration the suite's servers are configured with (shown in the footer and on /contactus). */
export const AGENT_RERA_NUMBER = 'AG/GJ/SURAT/SURAT CITY/SUDA/AA01234/071226';

export interface ServerPorts {
  port: number;
  pg: number;
  s3: number;
  smtp: number;
  mailUi: number;
}

/** The environment of a suite server on these ports (`seed/start.ts`), beside the caller's own settings. */
export function serverEnv(ports: ServerPorts, dataDir: string): Record<string, string> {
  return {
    PORT: String(ports.port),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(ports.pg),
    EMBEDDED_S3_PORT: String(ports.s3),
    EMBEDDED_SMTP_PORT: String(ports.smtp),
    EMBEDDED_MAIL_UI_PORT: String(ports.mailUi),
    RATE_LIMIT_AUTH: '1000',
    // Every test's browser is 127.0.0.1, so a visit's vitals beacon must not be refused for the other
    // tests' visits that minute (the limit itself is vitals.test.ts's).
    RATE_LIMIT_VITALS: '0',
    AGENT_RERA_NUMBER,
    LOG_LEVEL: 'warn',
    // The specs look at the demo's pictures from the first request.
    SEED_PICTURES: 'first',
    // A minor may register with a parent's consent, so the register form asks for the age (consent.spec.ts).
    MINOR_ACCOUNTS: 'parental_consent',
  };
}

/** The shell words that give a server a fresh data folder: a copy of the seeded one when there is one. */
export function freshDataDirCommand(dataDir: string): string {
  const seeded = process.env.E2E_SEEDED_DIR;
  const target = JSON.stringify(dataDir);
  return seeded ? `rm -rf ${target} && cp -a ${JSON.stringify(seeded)} ${target}` : `rm -rf ${target}`;
}

/**
 * Starts a suite server on a data folder of its own, waits until it is healthy (the demo and its
 * pictures made), and stops it cleanly: the folder is then the seeded demo, ready to be copied.
 */
export async function seedOnce(dataDir: string): Promise<void> {
  fs.rmSync(dataDir, { recursive: true, force: true });
  const ports: ServerPorts = {
    port: await freePort(),
    pg: await freePort(),
    s3: await freePort(),
    smtp: await freePort(),
    mailUi: await freePort(),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'seed/start.ts'], {
    cwd: projectRoot,
    env: { ...process.env, ...serverEnv(ports, path.resolve(projectRoot, dataDir)) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let running = true;
  void exited.then(() => (running = false));
  for (const deadline = Date.now() + 300_000; ; await new Promise((resolve) => setTimeout(resolve, 500))) {
    if (!running) throw new Error(`The demo seed's server exited before it was healthy:\n${log}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The demo seed's server was not healthy within 300 s:\n${log}`);
    }
    const healthy = await fetch(`http://127.0.0.1:${ports.port}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
  }
  child.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) throw new Error(`The demo seed's server did not stop cleanly (exit ${code}):\n${log}`);
}
