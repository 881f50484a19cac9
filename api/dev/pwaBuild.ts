/** Builds the PWA into dist/pwa when the build is missing or older than its sources. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const pwaDir = path.join(projectRoot, 'dist/pwa');

const SOURCES = ['pwa', 'api/contract', 'vite.config.ts', 'uno.config.ts', 'package.json'];

function newestMtime(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

export function buildPwaWhenStale(log: (line: string) => void = console.log): void {
  const built = fs.statSync(path.join(pwaDir, 'index.html'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const sources = SOURCES.map((entry) => newestMtime(path.join(projectRoot, entry)));
  if (built > Math.max(...sources)) return;
  log('Building the web app (its sources changed since the last build)...');
  execFileSync(path.join(projectRoot, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: projectRoot, stdio: 'inherit' });
}
