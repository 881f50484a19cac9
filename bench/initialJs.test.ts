import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { budgetProblems, initialAssets, JS_BUDGET_KB, pageAssets } from './initialJs.ts';

/** A built web app in a scratch folder: the shell, prerendered pages that preload `chunks`, and the chunks. */
function build(pages: Record<string, string[]>, chunks: Record<string, { code: string; sources?: string[] }>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'initial-js-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, 'prerendered'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<script type="module" src="/assets/entry.js"></script>');
  for (const [name, chunk] of Object.entries(chunks)) {
    fs.writeFileSync(path.join(dir, 'assets', name), chunk.code);
    // One mapping: the whole chunk is its first source's.
    if (chunk.sources)
      fs.writeFileSync(
        path.join(dir, 'assets', `${name}.map`),
        JSON.stringify({ version: 3, sources: chunk.sources, names: [], mappings: 'AAAA' }),
      );
  }
  const routes = Object.entries(pages).map(([route, preloads]) => {
    const file = `prerendered/${route.slice(1) || 'home'}.html`;
    fs.writeFileSync(
      path.join(dir, file),
      `<script data-entry="/assets/entry.js" data-preload="${preloads.map((name) => `/assets/${name}`).join(' ')}">boot()</script>`,
    );
    return { path: route, file };
  });
  fs.writeFileSync(path.join(dir, 'prerendered.json'), JSON.stringify({ routes }));
  return dir;
}

/** Text that gzip cannot shrink much: `kb` kilobytes of it gzip to about three quarters as much. */
const incompressible = (kb: number) => randomBytes(kb * 1024).toString('base64');

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe("the public pages' initial JavaScript", () => {
  it("counts the boot script's entry and preloads and the shell's script tags, each once", () => {
    const html =
      '<link rel="stylesheet" href="/assets/app.css"><script data-entry="/assets/entry.js" data-preload="/assets/a.js /assets/entry.js /assets/b.js"></script>';
    expect(pageAssets(html)).toEqual(['/assets/app.css', '/assets/entry.js', '/assets/a.js', '/assets/b.js']);
  });

  it('names each page whose initial JS is over the budget, and only those', () => {
    const dir = build(
      { '/': [], '/login': ['heavy.js'] },
      { 'entry.js': { code: incompressible(100) }, 'heavy.js': { code: incompressible(120) } },
    );
    dirs.push(dir);
    const { pages } = initialAssets(dir);
    expect(pages.map((page) => page.path)).toEqual(['shell (index.html)', '/', '/login']);
    expect(pages.find((page) => page.path === '/login')!.jsGzip / 1024).toBeGreaterThan(JS_BUDGET_KB);
    expect(budgetProblems(dir)).toEqual([expect.stringMatching(/^initial JS of \/login is [\d.]+ KB gzipped, over the 150 KB budget$/)]);
  });

  it('names a package meant to load lazily when the entry every page loads carries it, and lets a route chunk carry it', () => {
    const dir = build(
      { '/': [], '/register': ['RegisterForm.js'] },
      {
        'entry.js': { code: 'export const schema = {};', sources: ['../../node_modules/valibot/dist/index.mjs'] },
        // The route's own chunk: only its page pays for it, and the budget holds it.
        'RegisterForm.js': { code: 'export const form = {};', sources: ['../../node_modules/@formisch/react/dist/index.js'] },
      },
    );
    dirs.push(dir);
    expect(budgetProblems(dir)).toEqual([
      expect.stringMatching(/^valibot \([\d.]+ KB\) is in \/assets\/entry\.js, the entry every page loads$/),
    ]);
  });

  it('says the build is missing rather than passing without one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'initial-js-'));
    dirs.push(dir);
    expect(budgetProblems(dir)).toEqual([expect.stringMatching(/prerendered\.json is missing: build the web app first$/)]);
  });
});
