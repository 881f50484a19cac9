import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './dev/ports.ts';
import { isAlive, waitForExit } from './dev/processes.ts';
import { projectRoot } from './projectRoot.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'realty-crash-'));
fs.chmodSync(dataDir, 0o755);
const ports = { web: await freePort(), pg: await freePort(), s3: await freePort() };
const env = {
  ...process.env,
  NODE_ENV: 'production',
  AUTH_SECRET: randomBytes(32).toString('hex'),
  HOST: '127.0.0.1',
  PORT: String(ports.web),
  EMBEDDED_PG_PORT: String(ports.pg),
  EMBEDDED_S3_PORT: String(ports.s3),
  DATA_DIR: dataDir,
  RATE_LIMIT_AUTH: '0',
  LOG_LEVEL: 'warn',
};
const url = `http://127.0.0.1:${ports.web}`;
/** 15 s on an idle machine; stretched by the load of a shared machine (a start is mostly CPU: loading and compiling modules). */
const restartBudget = () => 15_000 * Math.max(1, os.loadavg()[0]! / os.cpus().length);
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await waitForExit(child.pid!, 10_000);
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** `npm start` of the production shape, as its own process. */
function startProcess(): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Milliseconds until /api/v1/health answers 200; throws with the server's output if it exits or takes longer than `ms`. */
async function healthyWithin(started: ReturnType<typeof startProcess>, ms: number): Promise<number> {
  const begun = Date.now();
  let exited = false;
  void started.exited.then(() => (exited = true));
  while (Date.now() - begun < ms) {
    if (exited) throw new Error(`The server exited:\n${started.output()}`);
    const ok = await fetch(`${url}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return Date.now() - begun;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Not healthy within ${ms} ms:\n${started.output()}`);
}

const postmasterPid = () => Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);

const account = {
  username: 'crash_user',
  fullName: 'Crash Test',
  email: 'crash@example.in',
  password: 'Secret-crash-1',
  mobile: '9876543210',
};
const canLogIn = () =>
  fetch(`${url}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  }).then((response) => response.status);

describe('restart after the server was killed', () => {
  let running: ReturnType<typeof startProcess>;

  it('starts on a fresh data directory and keeps a registered account', async () => {
    running = startProcess();
    await healthyWithin(running, 150_000);
    const response = await fetch(`${url}/api/v1/users/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(account),
    });
    expect(response.status).toBe(201);
    expect(await canLogIn()).toBe(200);
  }, 180_000);

  it('refuses a second server on the same data directory while the first runs, naming it', async () => {
    const second = startProcess();
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Another server (process ${running.child.pid}, port ${ports.web}`);
    expect(await canLogIn()).toBe(200);
  }, 120_000);

  it('after kill -9 of the server, stops the PostgreSQL it left running and is healthy again within 15 s (idle machine), data intact', async () => {
    const postgresPid = postmasterPid();
    running.child.kill('SIGKILL');
    await running.exited;
    expect(isAlive(postgresPid)).toBe(true);

    running = startProcess();
    const budget = restartBudget();
    expect(await healthyWithin(running, budget)).toBeLessThan(budget);
    expect(isAlive(postgresPid)).toBe(false);
    expect(await canLogIn()).toBe(200);
  }, 300_000);

  it('after kill -9 of both the server and its PostgreSQL, is healthy again within 15 s (idle machine), data intact', async () => {
    const postgresPid = postmasterPid();
    running.child.kill('SIGKILL');
    process.kill(postgresPid, 'SIGKILL');
    await running.exited;
    expect(await waitForExit(postgresPid, 5_000)).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(true);

    running = startProcess();
    const budget = restartBudget();
    expect(await healthyWithin(running, budget)).toBeLessThan(budget);
    expect(await canLogIn()).toBe(200);
  }, 300_000);

  it('stops cleanly on SIGTERM, leaving neither PostgreSQL nor the lock behind', async () => {
    const postgresPid = postmasterPid();
    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);
    expect(isAlive(postgresPid)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
  }, 60_000);
});
