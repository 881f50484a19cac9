import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const pwa = path.resolve(import.meta.dirname, '..');

/** The relative imports (static and dynamic) of every source file in `folder`, as `file: specifier`. */
function importsOf(folder: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(path.join(pwa, folder))) {
    if (!/\.tsx?$/.test(name)) continue;
    const text = readFileSync(path.join(pwa, folder, name), 'utf8');
    for (const match of text.matchAll(/(?:from\s+|import\s*\(\s*)'(\.[^']+)'/g)) found.push(`${folder}/${name}: ${match[1]}`);
  }
  return found;
}

describe('module layering', () => {
  it('pwa/data and pwa/offline build on pwa/lib, never the other way round', () => {
    expect(importsOf('lib').filter((line) => line.includes('/data/') || line.includes('/offline/'))).toEqual([]);
  });

  it('shared components never import a feature', () => {
    expect(importsOf('components').filter((line) => line.includes('/features/'))).toEqual([]);
  });
});
