/**
 * The checks `npm test` runs before the test suites: the three type-check programs (server, web
 * app, tools and tests), lint, the layout, import cycles, the web app's build the end-to-end tests
 * serve with each public page's initial JavaScript held to its budget (bench/initialJs.ts), and the
 * server's production build (dist-server, as the image builds it). Each is one process that uses one
 * core, so they run two at a time (the machines have two cores) and the longest starts first. Output is printed per check when it ends, so lines never interleave; the
 * run fails when any check fails, after all have ended.
 * `tsx scripts/checks.ts types` runs only the type checks (`npm run typecheck`).
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { PWA_BUILD, projectRoot, pwaBuildIsStale, pwaDir } from '../api/dev/pwaBuild.ts';
import { budgetProblems } from '../bench/initialJs.ts';

interface Check {
  name: string;
  group: 'types' | 'lint' | 'build';
  run: () => Promise<{ ok: boolean; output: string }>;
}

const bin = (name: string) => path.join(projectRoot, 'node_modules/.bin', name);

function command(file: string, args: string[]): Check['run'] {
  return () =>
    new Promise((resolve) => {
      const child = spawn(file, args, { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('close', (code) => resolve({ ok: code === 0, output }));
    });
}

/** Longest first: a short check then fills the other core while a long one runs. */
const CHECKS: Check[] = [
  { name: 'type check: tools and tests', group: 'types', run: command(bin('tsc'), ['--noEmit', '-p', 'tsconfig.tools.json']) },
  {
    // The budget is read from the build, so it is checked as soon as the build ends.
    name: 'web app build and its initial JS budget',
    group: 'build',
    run: async () => {
      const built = pwaBuildIsStale()
        ? await command(PWA_BUILD.file, PWA_BUILD.args)()
        : { ok: true, output: 'The web app is already built from these sources.' };
      if (!built.ok) return built;
      const problems = budgetProblems(pwaDir);
      return {
        ok: problems.length === 0,
        output: [built.output.trimEnd(), ...problems.map((problem) => `Initial JS budget: ${problem}`)].filter(Boolean).join('\n'),
      };
    },
  },
  { name: 'lint', group: 'lint', run: command(bin('eslint'), ['.']) },
  {
    name: 'import cycles',
    group: 'lint',
    // Type-only and lazy imports count too, which the lint rule does not see (docs/decisions/022-import-layers.md).
    run: command(bin('madge'), [
      '--circular',
      '--no-spinner',
      '--extensions',
      'ts,tsx',
      '--ts-config',
      'tsconfig.json',
      'api',
      'contract',
      'pwa',
      'seed',
      'scripts',
      'bench',
      'e2e',
    ]),
  },
  { name: 'format', group: 'lint', run: command(bin('prettier'), ['--check', '--log-level', 'warn', '.']) },
  { name: 'type check: web app', group: 'types', run: command(bin('tsc'), ['--noEmit', '-p', 'pwa/tsconfig.json']) },
  { name: 'server build', group: 'build', run: command(bin('tsc'), ['-p', 'tsconfig.server.json']) },
  { name: 'type check: server', group: 'types', run: command(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']) },
];

const only = process.argv[2];
const queue = CHECKS.filter((check) => !only || check.group === only);
const parallel = Math.max(1, Math.min(2, os.availableParallelism()));
const failed: string[] = [];

async function worker(): Promise<void> {
  for (let check = queue.shift(); check; check = queue.shift()) {
    const started = Date.now();
    const { ok, output } = await check.run();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (output.trim()) console.log(output.trimEnd());
    console.log(`${ok ? '✓' : '✘'} ${check.name} (${seconds} s)`);
    if (!ok) failed.push(check.name);
  }
}

await Promise.all(Array.from({ length: parallel }, worker));
if (failed.length > 0) {
  console.error(`Failed: ${failed.join(', ')}.`);
  process.exit(1);
}
