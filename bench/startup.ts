/**
 * Start-up section (`npm run bench -- startup`): `npm start` (seed/start.ts, the built web app) from
 * its spawn to the first `200` of /api/v1/health, on a fresh data directory (embedded PostgreSQL's
 * first initialisation, migrations, the demo records) and warm (the same directory again, nothing
 * to seed), beside an empty Koa server's start in the same run (bench/emptyServer.ts, the time Node
 * and tsx take before any of the product's code runs). The headline is each start over the empty
 * server's. The fresh runs also time the demo's pictures, made while the site serves, to the log
 * line that says they are done; a warm run follows each fresh one on its directory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPwaWhenStale } from '../api/dev/pwaBuild.ts';
import { freePort } from '../api/dev/ports.ts';
import { stopApp } from './appProcess.ts';
import { quietStart, spread, type BenchReport, type BenchSection } from './section.ts';

const ROUNDS = Number(process.env.BENCH_STARTUP_ROUNDS ?? 3);
const REFERENCE_ROUNDS = Number(process.env.BENCH_STARTUP_REFERENCE_ROUNDS ?? 5);
/** A start that has not answered by then has failed: the bench stops rather than wait for ever. */
const WAIT_LIMIT_MS = 5 * 60_000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU time (user + system) the process has used, from /proc: a figure the host's other work does not stretch. */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, the 14th and 15th fields, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return NaN;
    throw error;
  }
}

interface Started {
  child: ChildProcess;
  healthyMs: number;
  /** The Node process's own CPU time until healthy (the embedded PostgreSQL's is not counted). */
  cpuMs: number;
  /** Resolves with the time from the spawn to the first output line matching `until`, if one was asked for. */
  line: Promise<number>;
}

/** Spawns `script` with `env` and waits for `url` to answer 200. */
async function start(script: string, env: Record<string, string>, url: string, until?: RegExp): Promise<Started> {
  const begun = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, script)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const line = new Promise<number>((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (until?.test(output)) resolve(performance.now() - begun);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
  });
  while (!exited) {
    if (performance.now() - begun > WAIT_LIMIT_MS) break;
    const ok = await fetch(url)
      .then((response) => response.status === 200)
      .catch(() => false);
    if (ok) return { child, healthyMs: performance.now() - begun, cpuMs: cpuMs(child.pid), line };
    await pause(20);
  }
  child.kill('SIGTERM');
  throw new Error(`${script} did not answer ${url}: ${output.slice(-2000)}`);
}

async function emptyServer(): Promise<{ healthyMs: number; cpuMs: number }> {
  const port = await freePort();
  const { child, healthyMs, cpuMs } = await start('bench/emptyServer.ts', { PORT: String(port) }, `http://127.0.0.1:${port}/`);
  await stopApp(child);
  return { healthyMs, cpuMs };
}

async function productEnv(dataDir: string): Promise<Record<string, string>> {
  return {
    NODE_ENV: 'development',
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    EMBEDDED_S3_PORT: String(await freePort()),
    EMBEDDED_SMTP_PORT: String(await freePort()),
    EMBEDDED_MAIL_UI_PORT: String(await freePort()),
    LOG_LEVEL: 'info',
    SEED_PICTURES: 'background',
  };
}

async function run(): Promise<BenchReport> {
  const quiet = quietStart('start-up times on a busy machine are not comparable');
  const loadStart = os.loadavg()[0]!;
  // The build is the app's, not the start's: `npm start` with the app built is what is timed.
  buildPwaWhenStale();
  const empty: number[] = [];
  const fresh: number[] = [];
  const pictures: number[] = [];
  const warm: number[] = [];
  const cpu = { empty: [] as number[], fresh: [] as number[], warm: [] as number[] };
  for (let index = 0; index < Math.max(ROUNDS, REFERENCE_ROUNDS); index++) {
    if (index < REFERENCE_ROUNDS) {
      const reference = await emptyServer();
      empty.push(reference.healthyMs);
      cpu.empty.push(reference.cpuMs);
    }
    if (index >= ROUNDS) continue;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-startup-'));
    // Embedded PostgreSQL may run as another user (as root's tests do), which must reach its folder.
    fs.chmodSync(dataDir, 0o755);
    try {
      const env = await productEnv(dataDir);
      const health = `http://127.0.0.1:${env.PORT}/api/v1/health`;
      const first = await start('seed/start.ts', env, health, /demo pictures made/);
      fresh.push(first.healthyMs);
      cpu.fresh.push(first.cpuMs);
      pictures.push(await Promise.race([first.line, pause(WAIT_LIMIT_MS).then(() => NaN)]));
      await stopApp(first.child);
      const again = await start('seed/start.ts', env, health);
      warm.push(again.healthyMs);
      cpu.warm.push(again.cpuMs);
      await stopApp(again.child);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const reference = spread(empty).median;
  const figures = {
    emptyServerMs: spread(empty.map((ms) => round(ms))),
    freshMs: spread(fresh.map((ms) => round(ms))),
    warmMs: spread(warm.map((ms) => round(ms))),
    picturesDoneMs: spread(pictures.map((ms) => round(ms))),
    cpuMs: {
      emptyServer: spread(cpu.empty),
      fresh: spread(cpu.fresh),
      warm: spread(cpu.warm),
    },
  };
  const loadEnd = os.loadavg()[0]!;
  const row = (name: string, ms: { median: number; max: number }, goal: string, cpuTime?: { median: number }) => [
    name,
    round(ms.median / 1000, 2),
    round(ms.max / 1000, 2),
    round(ms.median / reference, 1),
    cpuTime ? round(cpuTime.median / 1000, 2) : '–',
    goal,
  ];
  return {
    record: quiet.results,
    tables: [
      {
        title: `Start to healthy (median of ${ROUNDS}; empty server: median of ${REFERENCE_ROUNDS})${quiet.results ? '' : ' — NOT RESULTS (busy machine)'}`,
        columns: ['start', 'median s', 'max s', '× empty server', 'Node CPU s', 'goal'],
        rows: [
          row('empty Koa server (reference)', figures.emptyServerMs, '–', figures.cpuMs.emptyServer),
          row('npm start, fresh data', figures.freshMs, '≤ 15 s', figures.cpuMs.fresh),
          row('npm start, warm', figures.warmMs, '≤ 5 s', figures.cpuMs.warm),
          row('fresh: demo pictures all made', figures.picturesDoneMs, '–'),
        ],
      },
    ],
    notes: [`load average ${round(loadStart, 2)} at the start, ${round(loadEnd, 2)} at the end`],
    results: { rounds: ROUNDS, ...figures, loadAverage: { start: round(loadStart, 2), end: round(loadEnd, 2) } },
  };
}

export const startupSection: BenchSection = {
  name: 'startup',
  description: '`npm start` to healthy, fresh and warm, beside an empty Koa server',
  run,
};
