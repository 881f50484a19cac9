/** The project's folder (the one holding package.json), whether the server runs from api/*.ts or compiled dist-server/api/*.js. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'migrations'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, '..');
  }
}

export const projectRoot = findRoot(path.dirname(fileURLToPath(import.meta.url)));
