/**
 * `npm run test:e2e`: the Playwright suite in E2E_SHARDS parallel shards (default 2), each a
 * `playwright test` with its own server, database, bucket and mail catcher on its own ports, so
 * shards never share data. The whole suite is split by spec file, the longest files first, each to
 * the shard with the least so far, by the time each took in the last full run (e2e/durations.json,
 * rewritten by every passing full run outside CI; Playwright's own `--shard` splits by test count,
 * which leaves one shard with most of the long browser tests).
 * The web app is built once first (the servers would otherwise race to build it), and the demo seeded
 * once for every shard's server to start from a copy (e2e/serverEnv.ts). Output lines
 * carry their shard's name; the run fails when any shard fails. Arguments after `--` go to every
 * shard, split with `--shard` (`npm run test:e2e -- e2e/search.spec.ts`).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { buildPwaWhenStale, projectRoot } from '../api/dev/pwaBuild.ts';
import { seedOnce } from './serverEnv.ts';

const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const args = process.argv.slice(2);
/** With more than one shard, the demo is seeded here once and each shard's server starts from a copy. */
const seededDir = path.join(projectRoot, '.data', 'e2e-seeded');

/** Shard 1 keeps the suite's usual ports; shard k adds 100 × (k − 1) to each. */
function shardEnv(index: number): NodeJS.ProcessEnv {
  const offset = 100 * index;
  const port = (name: string, base: number) => ({ [name]: process.env[name] && index === 0 ? process.env[name] : String(base + offset) });
  return {
    ...process.env,
    ...(shards > 1 ? { E2E_OUTPUT_DIR: `test-results/shard-${index + 1}`, E2E_SEEDED_DIR: seededDir } : {}),
    ...port('E2E_PORT', 3100),
    ...port('E2E_PG_PORT', 24339),
    ...port('E2E_S3_PORT', 24340),
    ...port('E2E_SMTP_PORT', 24343),
    ...port('E2E_MAIL_UI_PORT', 24344),
    ...port('E2E_TTL_PORT', 3101),
    ...port('E2E_TTL_PG_PORT', 24341),
    ...port('E2E_TTL_S3_PORT', 24342),
    ...port('E2E_TTL_SMTP_PORT', 24345),
    ...port('E2E_TTL_MAIL_UI_PORT', 24346),
    ...port('E2E_DEPLOY_PORT', 3102),
  };
}

/** Seconds each spec file took in the last full run (written at the end of one; see recordDurations). */
const durationsFile = path.join(projectRoot, 'e2e', 'durations.json');

function lastDurations(): Record<string, number> {
  try {
    return JSON.parse(fs.readFileSync(durationsFile, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * The suite's spec files in `shards` groups of about equal running time, the longest first, each to
 * the shard with the least so far. A file's time is the one it took in the last full run; a file
 * new since then is weighed by its length at the seconds per line of the others.
 */
function specGroups(): string[][] {
  const dir = path.join(projectRoot, 'e2e');
  const durations = lastDurations();
  const specs = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => ({ file: `e2e/${name}`, lines: fs.readFileSync(path.join(dir, name), 'utf8').split('\n').length }));
  const known = specs.filter((spec) => durations[spec.file] !== undefined);
  const perLine = known.length
    ? known.reduce((sum, spec) => sum + durations[spec.file]!, 0) / known.reduce((sum, spec) => sum + spec.lines, 0)
    : 1;
  const files = specs
    .map((spec) => ({ file: spec.file, weight: durations[spec.file] ?? spec.lines * perLine }))
    .sort((a, b) => b.weight - a.weight || a.file.localeCompare(b.file));
  const groups = Array.from({ length: shards }, () => ({ files: [] as string[], weight: 0 }));
  for (const { file, weight } of files) {
    const lightest = groups.reduce((least, group) => (group.weight < least.weight ? group : least));
    lightest.files.push(file);
    lightest.weight += weight;
  }
  return groups.map((group) => group.files);
}

/** Seconds per spec file, summed from the list reporter's lines (`✓ 3 [chromium] › e2e/x.spec.ts:12:1 › … (4.2s)`). */
const seconds: Record<string, number> = {};
function countDuration(line: string): void {
  const match = /[✓✘-]\s+\d+ \[\w+\] › (e2e\/[\w.-]+\.spec\.ts):\d+:\d+ › .*\((\d+(?:\.\d+)?)(ms|s|m)\)\s*$/.exec(line);
  if (!match) return;
  const value = Number(match[2]) * ({ ms: 0.001, s: 1, m: 60 } as const)[match[3] as 'ms' | 's' | 'm'];
  seconds[match[1]!] = (seconds[match[1]!] ?? 0) + value;
}

/** After a full run, the files' times are kept for the next split (commit e2e/durations.json). */
function recordDurations(): void {
  const rounded = Object.fromEntries(
    Object.entries(seconds)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, value]) => [file, Math.round(value)]),
  );
  fs.writeFileSync(durationsFile, `${JSON.stringify(rounded, null, 2)}\n`);
}

const groups = shards > 1 && args.length === 0 ? specGroups() : null;

function runShard(index: number): Promise<number> {
  const name = shards === 1 ? '' : `[${index + 1}/${shards}] `;
  // A run of a few files may leave a shard with nothing to do, which is not a failure.
  const shardArgs = shards === 1 ? [] : groups ? groups[index]! : [`--shard=${index + 1}/${shards}`, '--pass-with-no-tests'];
  const child = spawn(`${projectRoot}/node_modules/.bin/playwright`, ['test', ...shardArgs, ...args], {
    cwd: projectRoot,
    env: shardEnv(index),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      countDuration(line);
      console.log(`${name}${line}`);
    });
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

buildPwaWhenStale();
if (shards > 1) await seedOnce(seededDir);
const codes = await Promise.all(Array.from({ length: shards }, (_, index) => runShard(index)));
const failed = codes.flatMap((code, index) => (code === 0 ? [] : [index + 1]));
if (args.length === 0 && failed.length === 0 && !process.env.CI) recordDurations();
if (failed.length > 0) {
  console.error(`End-to-end shard${failed.length > 1 ? 's' : ''} ${failed.join(', ')} of ${shards} failed.`);
  process.exit(1);
}
