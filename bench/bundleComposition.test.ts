import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleComposition, ownerOf } from './bundleComposition.ts';

describe('bundleComposition', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-composition-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('names a package by its folder in node_modules, scoped or not, and the app by its own folder', () => {
    expect(ownerOf('../../node_modules/react-dom/cjs/react-dom.production.js')).toBe('react-dom');
    expect(ownerOf('../../node_modules/@headlessui/react/dist/components/tabs/tabs.js')).toBe('@headlessui/react');
    expect(ownerOf('../../node_modules/.pnpm/x/node_modules/dexie/dist/dexie.mjs')).toBe('dexie');
    expect(ownerOf('../../pwa/features/property/PropertyScreen.tsx')).toBe('pwa/features/property');
    expect(ownerOf('../../contract/fields.ts')).toBe('contract');
    expect(ownerOf('\0rolldown/runtime.js')).toBe('(bundler)');
  });

  it('attributes each mapped stretch of a chunk to the source it came from, across lines', () => {
    const code = 'AAAAAAAAAAbbbbb\nAAAAAccccc';
    // Line 1: column 0 → source 0, column 10 → source 1. Line 2: column 0 → source 0, column 5 → source 2.
    const map = {
      version: 3,
      sources: ['../../node_modules/react-dom/index.js', '../../pwa/lib/format.ts', '../../node_modules/@tanstack/query-core/build/x.js'],
      names: [],
      mappings: 'AAAA,UCAA;ADAA,KEAA',
    };
    fs.writeFileSync(path.join(dir, 'chunk.js'), code);
    fs.writeFileSync(path.join(dir, 'chunk.js.map'), JSON.stringify(map));
    const sizes = Object.fromEntries(bundleComposition(dir, ['chunk.js']).map((entry) => [entry.owner, entry.minifiedBytes]));
    expect(sizes).toEqual({ 'react-dom': 15, 'pwa/lib': 5, '@tanstack/query-core': 5 });
  });

  it("counts a chunk without a source map as the bundler's", () => {
    fs.writeFileSync(path.join(dir, 'runtime.js'), 'x'.repeat(42));
    expect(bundleComposition(dir, ['runtime.js'])).toEqual([{ owner: '(bundler)', minifiedBytes: 42, gzipBytes: expect.any(Number) }]);
  });
});
