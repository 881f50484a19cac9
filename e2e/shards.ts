/**
 * `npm run test:e2e`: the Playwright suite in E2E_SHARDS parallel shards (default 2), each a
 * `playwright test` with its own server, database, bucket and mail catcher on its own ports, so
 * shards never share data. The whole suite is split by spec file, the longest files first, each to
 * the shard with the least so far (a file's length stands for its running time; Playwright's own
 * `--shard` splits by test count, which leaves one shard with most of the long browser tests).
 * The web app is built once first (the servers would otherwise race to build it). Output lines
 * carry their shard's name; the run fails when any shard fails. Arguments after `--` go to every
 * shard, split with `--shard` (`npm run test:e2e -- e2e/search.spec.ts`).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { buildPwaWhenStale, projectRoot } from '../api/dev/pwaBuild.ts';

const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const args = process.argv.slice(2);

/** Shard 1 keeps the suite's usual ports; shard k adds 100 × (k − 1) to each. */
function shardEnv(index: number): NodeJS.ProcessEnv {
  const offset = 100 * index;
  const port = (name: string, base: number) => ({ [name]: process.env[name] && index === 0 ? process.env[name] : String(base + offset) });
  return {
    ...process.env,
    ...(shards > 1 ? { E2E_OUTPUT_DIR: `test-results/shard-${index + 1}` } : {}),
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
  };
}

/** The suite's spec files in `shards` groups of about equal length, longest files first. */
function specGroups(): string[][] {
  const dir = path.join(projectRoot, 'e2e');
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => ({ file: `e2e/${name}`, weight: fs.readFileSync(path.join(dir, name), 'utf8').split('\n').length }))
    .sort((a, b) => b.weight - a.weight || a.file.localeCompare(b.file));
  const groups = Array.from({ length: shards }, () => ({ files: [] as string[], weight: 0 }));
  for (const { file, weight } of files) {
    const lightest = groups.reduce((least, group) => (group.weight < least.weight ? group : least));
    lightest.files.push(file);
    lightest.weight += weight;
  }
  return groups.map((group) => group.files);
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
    readline.createInterface({ input: stream }).on('line', (line) => console.log(`${name}${line}`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

buildPwaWhenStale();
const codes = await Promise.all(Array.from({ length: shards }, (_, index) => runShard(index)));
const failed = codes.flatMap((code, index) => (code === 0 ? [] : [index + 1]));
if (failed.length > 0) {
  console.error(`End-to-end shard${failed.length > 1 ? 's' : ''} ${failed.join(', ')} of ${shards} failed.`);
  process.exit(1);
}
