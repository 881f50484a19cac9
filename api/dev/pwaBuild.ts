/** Builds the PWA into dist/pwa (and its server renderer into dist/ssr) when the build is missing or older than its sources. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../projectRoot.ts';

export { projectRoot };
export const pwaDir = path.join(projectRoot, 'dist/pwa');

const SOURCES = ['pwa', 'contract', 'api/static.ts', 'api/bootScript.ts', 'scripts', 'vite.config.ts', 'uno.config.ts', 'package.json'];
/** What the build writes, the last of them at its very end: all must be newer than the sources. */
const OUTPUTS = ['dist/pwa/index.html', 'dist/pwa/prerendered.json', 'dist/ssr/render.js'];

function newestMtime(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

/** True when the build is missing or older than any of its sources. */
export function pwaBuildIsStale(): boolean {
  const built = Math.min(...OUTPUTS.map((file) => fs.statSync(path.join(projectRoot, file), { throwIfNoEntry: false })?.mtimeMs ?? 0));
  const sources = SOURCES.map((entry) => newestMtime(path.join(projectRoot, entry)));
  return built <= Math.max(...sources);
}

/** The build command, for a caller that runs it as its own child process. */
export const PWA_BUILD = { file: path.join(projectRoot, 'node_modules/.bin/vite'), args: ['build', '--logLevel', 'warn'] };

export function buildPwaWhenStale(log: (line: string) => void = console.log): void {
  if (!pwaBuildIsStale()) return;
  log('Building the web app (its sources changed since the last build)...');
  execFileSync(PWA_BUILD.file, PWA_BUILD.args, { cwd: projectRoot, stdio: 'inherit' });
}
