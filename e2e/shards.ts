/**
 * `npm run test:e2e`: the Playwright suite in E2E_SHARDS parallel shards (default 2), each a
 * `playwright test --shard=i/n` with its own server, database, bucket and mail catcher on its own
 * ports, so shards never share data. The web app is built once first (the servers would otherwise
 * race to build it). Output lines carry their shard's name; the run fails when any shard fails.
 * Arguments after `--` go to every shard (`npm run test:e2e -- e2e/search.spec.ts`).
 */
import { spawn } from 'node:child_process';
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
    ...port('E2E_PG_PORT', 54339),
    ...port('E2E_S3_PORT', 54340),
    ...port('E2E_SMTP_PORT', 54343),
    ...port('E2E_MAIL_UI_PORT', 54344),
    ...port('E2E_TTL_PORT', 3101),
    ...port('E2E_TTL_PG_PORT', 54341),
    ...port('E2E_TTL_S3_PORT', 54342),
    ...port('E2E_TTL_SMTP_PORT', 54345),
    ...port('E2E_TTL_MAIL_UI_PORT', 54346),
  };
}

function runShard(index: number): Promise<number> {
  const name = shards === 1 ? '' : `[${index + 1}/${shards}] `;
  // A run of a few files may leave a shard with nothing to do, which is not a failure.
  const shardArgs = shards === 1 ? [] : [`--shard=${index + 1}/${shards}`, '--pass-with-no-tests'];
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
