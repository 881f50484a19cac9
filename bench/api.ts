/**
 * API section: 100,000 listings in a scratch PostgreSQL, the real app in its own process, and
 * 50 concurrent connections for 10 s on each route (autocannon), against the same SQL run bare
 * through postgres.js with 50 concurrent loops on a pool as large as the app's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import * as v from 'valibot';
import { SearchQuery } from '../api/contract/index.ts';
import { connect, type Sql } from '../api/db.ts';
import { startEmbeddedPostgres } from '../api/dev/embeddedPostgres.ts';
import { startEmbeddedS3 } from '../api/dev/embeddedS3.ts';
import { freePort } from '../api/dev/ports.ts';
import { migrate } from '../api/migrate.ts';
import { findProperty } from '../api/queries/propertyReads.ts';
import { runPropertySearch } from '../api/queries/propertySearch.ts';
import { seedListings } from './listings.ts';
import type { BenchReport, BenchSection } from './section.ts';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_S = 2;
/** The app's own pool size (api/db.ts connect() default), so bare SQL gets no more connections than the route. */
const POOL = 10;
const P99_GOAL_MS = 50;

/**
 * What the screens send: listing pages (type only), the home widget (type, purpose, category), the
 * search panel's Apply (ranges with its defaults), sorts, and typed text (about a third).
 */
export const SEARCH_MIX = [
  'propertyType=Residential',
  'propertyType=Commercial',
  'propertyType=Residential&page=2',
  'propertyType=Commercial&transactionType=Rent',
  'propertyType=Residential&transactionType=Buy&category=Apartment',
  'propertyType=Residential&transactionType=Rent&category=PG',
  'propertyType=Commercial&transactionType=Buy&category=Shop',
  'propertyType=Residential&maxPrice=5000000&maxSqft=10000',
  'propertyType=Residential&category=Bungalows&maxPrice=5000000&bedrooms=3',
  'propertyType=Residential&bedrooms=2&bathrooms=2&maxPrice=3000000&maxSqft=2000',
  'propertyType=Commercial&category=Office&maxPrice=5000000&maxSqft=3000',
  'minPrice=2000000&maxPrice=8000000',
  'propertyType=Residential&sort=price_asc',
  'propertyType=Commercial&sort=price_desc',
  'transactionType=Buy&sort=price_asc',
  'sort=area&minSqft=2000',
  'sort=newest',
  'q=vesu',
  'q=apartm',
  'q=vesu%203bhk',
  'q=bungalow%20adajan',
  'q=shop%20ring%20road',
  'q=garden&propertyType=Residential',
  'q=office%20athwa&sort=price_asc',
];

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

/** `concurrency` loops calling `work` back to back for `seconds`. */
async function loops(seconds: number, concurrency: number, work: (index: number) => Promise<unknown>): Promise<Measured> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const index = next++;
        const at = performance.now();
        try {
          await work(index);
          latencies.push(performance.now() - at);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / elapsed, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), requests: latencies.length, errors };
}

/** autocannon with `paths` handed out in rotation across all connections. */
async function cannon(url: string, seconds: number, paths: (index: number) => string): Promise<Measured> {
  let next = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, method: 'GET', path: paths(next++) }) }],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function startApp(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'bench/serve.ts')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /READY (\S+)/.exec(output);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the app exited with ${code} before it was ready: ${output}`)));
  });
  return { url, child };
}

async function stopApp(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Each search of the mix once, sequentially: where a slow query would show. */
async function singleQueries(sql: Sql) {
  const rows: (string | number)[][] = [];
  for (const text of SEARCH_MIX) {
    const query = v.parse(SearchQuery, Object.fromEntries(new URLSearchParams(text)));
    const times: number[] = [];
    let total = 0;
    for (let round = 0; round < 5; round += 1) {
      const at = performance.now();
      total = (await runPropertySearch(sql, query, { viewerId: null })).total;
      times.push(performance.now() - at);
    }
    times.sort((a, b) => a - b);
    rows.push([decodeURIComponent(text), total, round(times[2], 2)]);
  }
  return rows;
}

async function runApiBench(): Promise<BenchReport> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'realty-bench-'));
  fs.chmodSync(root, 0o755);
  const stops: (() => Promise<void>)[] = [];
  try {
    const setupStarted = performance.now();
    const db = await startEmbeddedPostgres({ dir: path.join(root, 'pg'), port: await freePort(), database: 'bench' });
    stops.push(db.stop);
    const s3 = await startEmbeddedS3({ dir: path.join(root, 's3'), port: await freePort(), bucket: 'bench' });
    stops.push(s3.stop);
    await migrate(db.url);
    const sql = connect(db.url, { max: POOL });
    stops.push(() => sql.end({ timeout: 5 }));
    const seedStarted = performance.now();
    await seedListings(sql, LISTINGS);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const ids = (await sql<{ id: string }[]>`select id from properties order by random() limit 5000`).map((row) => row.id);

    const app = await startApp({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      DATA_DIR: path.join(root, 'app'),
      DATABASE_URL: db.url,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY: s3.accessKey,
      S3_SECRET_KEY: s3.secretKey,
      S3_BUCKET: 'bench',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      SEED: 'false',
      LOG_LEVEL: 'error',
    });
    stops.push(() => stopApp(app.child));
    const setupSeconds = (performance.now() - setupStarted) / 1000;

    const searchPath = (index: number) => `/api/v1/properties/search?${SEARCH_MIX[index % SEARCH_MIX.length]}`;
    const parsedMix = SEARCH_MIX.map((text) => v.parse(SearchQuery, Object.fromEntries(new URLSearchParams(text))));
    const idAt = (index: number) => ids[(index * 7919) % ids.length];

    const perQuery = await singleQueries(sql);

    await cannon(app.url, WARMUP_S, searchPath);
    const searchRoute = await cannon(app.url, DURATION_S, searchPath);
    await loops(WARMUP_S, CONNECTIONS, (index) => runPropertySearch(sql, parsedMix[index % parsedMix.length], { viewerId: null }));
    const searchSql = await loops(DURATION_S, CONNECTIONS, (index) =>
      runPropertySearch(sql, parsedMix[index % parsedMix.length], { viewerId: null }),
    );

    await cannon(app.url, WARMUP_S, (index) => `/api/v1/properties/${idAt(index)}`);
    const byIdRoute = await cannon(app.url, DURATION_S, (index) => `/api/v1/properties/${idAt(index)}`);
    const byIdSql = await loops(DURATION_S, CONNECTIONS, (index) => findProperty(sql, idAt(index), null));

    const row = (name: string, route: Measured, bare: Measured) => [
      name,
      round(route.rps, 0),
      round(route.p50),
      round(route.p99),
      round(bare.rps, 0),
      round(bare.p50),
      round(bare.p99),
      round(route.p99 / bare.p99, 2),
      route.errors + bare.errors,
    ];
    const cpu = os.cpus();
    return {
      tables: [
        {
          title: `API at ${LISTINGS.toLocaleString('en-IN')} listings, ${CONNECTIONS} connections, ${DURATION_S} s each (latency in ms)`,
          columns: ['scenario', 'route req/s', 'route p50', 'route p99', 'SQL req/s', 'SQL p50', 'SQL p99', 'p99 route/SQL', 'errors'],
          rows: [
            row(`GET /properties/search (mix of ${SEARCH_MIX.length})`, searchRoute, searchSql),
            row('GET /properties/:id (random ids)', byIdRoute, byIdSql),
          ],
        },
        {
          title: 'Each search of the mix alone, bare SQL, median of 5 runs',
          columns: ['query', 'total', 'ms'],
          rows: perQuery,
        },
      ],
      notes: [
        `machine: ${cpu.length} × ${cpu[0]?.model ?? 'cpu'}, Node ${process.version}; PostgreSQL 18 embedded with default settings (shared_buffers 128 MB)`,
        `setup ${round(setupSeconds)} s, of which ${round(seedSeconds)} s inserting ${LISTINGS.toLocaleString('en-IN')} listings with generate_series`,
        `goal: search p99 < ${P99_GOAL_MS} ms -> ${searchRoute.p99 < P99_GOAL_MS ? 'met' : 'missed'} (${round(searchRoute.p99)} ms)`,
        'the load generator, the app and PostgreSQL share the same cores; totals above 1,000 are reported as capped',
      ],
      results: {
        listings: LISTINGS,
        connections: CONNECTIONS,
        durationSeconds: DURATION_S,
        search: { route: searchRoute, sql: searchSql, mix: SEARCH_MIX },
        byId: { route: byIdRoute, sql: byIdSql },
        perQueryMs: Object.fromEntries(perQuery.map(([query, , ms]) => [query, ms])),
        goalP99Ms: P99_GOAL_MS,
      },
    };
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    fs.rmSync(root, { recursive: true, force: true });
  }
}

export const apiSection: BenchSection = {
  name: 'api',
  description: 'search and detail routes at 100,000 listings vs their bare SQL',
  run: runApiBench,
};
