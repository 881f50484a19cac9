/**
 * `npx tsx bench/byIdProfile.ts [--against=<checkout>] [out-dir]`: `GET /properties/:id` under the
 * API bench's load (50 connections, random ids) beside its bare SQL, with the app's CPU profiled
 * (`node --cpu-prof`, written to out-dir when the app stops). With `--against`, that checkout's app
 * (another version, its node_modules installed) runs on the same database in the same run, the two
 * measured in turns between runs of the bare SQL, so both face the same host.
 * Prints each round's throughput over the bare SQL's, and per app the time it was busy per request and
 * the top self-time frames while it was under load (idle left out): docs/performance.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { freePort } from '../api/dev/ports.ts';
import { findProperty } from '../api/queries/propertyReads.ts';
import { startApp, stopApp } from './appProcess.ts';
import { startBenchStack } from './benchStack.ts';
import { topFrames } from './cpuProfile.ts';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;
const against = process.argv.find((arg) => arg.startsWith('--against='))?.slice('--against='.length);
const outDir = path.resolve(
  process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? fs.mkdtempSync(path.join(os.tmpdir(), 'byid-profile-')),
);

/** Microseconds of the monotonic clock, the one V8 stamps its profile samples with. */
const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);
const loadAverage = () => os.loadavg().map((load) => Math.round(load * 100) / 100);

interface ProfiledApp {
  name: string;
  url: string;
  child: ChildProcess;
  profileDir: string;
  /** When it was under measured load, as [from, to] in monotonic microseconds. */
  windows: [number, number][];
  requests: number;
}

async function route(app: ProfiledApp, idAt: (index: number) => string, measured: boolean): Promise<number> {
  let next = 0;
  const from = monotonicMicros();
  const result = await autocannon({
    url: app.url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ setupRequest: (request) => ({ ...request, method: 'GET', path: `/api/v1/properties/${idAt(next++)}` }) }],
  });
  if (measured) {
    app.windows.push([from, monotonicMicros()]);
    app.requests += result.requests.total;
  }
  if (result.non2xx + result.errors > 0) throw new Error(`${app.name}: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  return result.requests.average;
}

async function bare(work: (index: number) => Promise<unknown>) {
  let next = 0;
  let done = 0;
  const started = performance.now();
  const end = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        await work(next++);
        done += 1;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

const cpuProfile = (dir: string) => ['--cpu-prof', `--cpu-prof-dir=${dir}`];
const thisDir = path.join(outDir, 'this');
const stack = await startBenchStack({ name: 'byid', listings: LISTINGS, pool: 10, env: {}, nodeArgs: cpuProfile(thisDir) });
const apps: ProfiledApp[] = [{ name: 'this checkout', ...stack.app, profileDir: thisDir, windows: [], requests: 0 }];
const againstData = fs.mkdtempSync(path.join(os.tmpdir(), 'byid-against-'));
try {
  if (against) {
    const profileDir = path.join(outDir, 'against');
    const env = { ...stack.appEnv, PORT: String(await freePort()), DATA_DIR: againstData };
    const app = await startApp(env, cpuProfile(profileDir), path.resolve(against));
    apps.unshift({ name: against, ...app, profileDir, windows: [], requests: 0 });
  }
  const ids = (await stack.sql<{ id: string }[]>`select id from properties order by random() limit 5000`).map((row) => row.id);
  const idAt = (index: number) => ids[(index * 7919) % ids.length]!;
  for (const app of apps) await route(app, idAt, false);
  console.log(`load average at the start: ${loadAverage().join(' / ')}`);
  for (let round = 0; round < ROUNDS; round++) {
    const sqlBefore = await bare((index) => findProperty(stack.sql, idAt(index), null));
    // Turns alternate, so neither app always follows the bare SQL.
    const order = round % 2 === 0 ? apps : [...apps].reverse();
    const rates = new Map<ProfiledApp, number>();
    for (const app of order) rates.set(app, await route(app, idAt, true));
    const sqlAfter = await bare((index) => findProperty(stack.sql, idAt(index), null));
    const reference = (sqlBefore + sqlAfter) / 2;
    const each = apps.map((app) => `${app.name} ${Math.round(rates.get(app)!)}/s (${(rates.get(app)! / reference).toFixed(2)})`);
    console.log(`round ${round + 1}: bare SQL ${Math.round(reference)}/s; ${each.join(', ')}; load ${loadAverage()[0]}`);
  }
  console.log(`load average at the end: ${loadAverage().join(' / ')}`);
} finally {
  for (const app of apps.slice(0, -1)) await stopApp(app.child);
  await stack.stop();
  fs.rmSync(againstData, { recursive: true, force: true });
}
for (const app of apps) {
  const profile = fs.readdirSync(app.profileDir).find((file) => file.endsWith('.cpuprofile'));
  if (!profile) continue;
  const { busy, frames } = topFrames(path.join(app.profileDir, profile), app.windows);
  // V8 samples by the clock: on a busy host, time waiting for a core counts as busy too.
  console.log(`\n${app.name}: ${(busy / app.requests).toFixed(0)} µs busy a request (${app.requests} requests), by self time:`);
  for (const { share, frame } of frames) console.log(`${share.toFixed(1).padStart(5)}%  ${frame}`);
}
