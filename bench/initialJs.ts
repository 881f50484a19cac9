/**
 * Each public page's initial JavaScript, measured on a `dist/pwa` build: the entry and every chunk
 * the page preloads (its screen's included), gzip -9. The budget is JS_BUDGET_KB for every page, and
 * the packages in LAZY_PACKAGES come only with what uses them, never in the entry every page loads.
 * The front-end bench reports these figures; `scripts/checks.ts` fails the build that breaks them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { bundleComposition } from './bundleComposition.ts';

export const JS_BUDGET_KB = 150;

/**
 * Fetched when a form, a dialog, a sanitiser or a map is needed (docs/performance.md): in the entry each
 * would be paid for by every visit to every page.
 */
export const LAZY_PACKAGES = ['valibot', '@formisch/react', 'dompurify', 'react-hot-toast', '@headlessui/react', 'leaflet'] as const;

/** The manifest of the prerendered pages the build writes (scripts/prerender.ts). */
const PRERENDERED_MANIFEST = 'prerendered.json';

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The /assets files an HTML page loads before any lazy chunk: script and link tags, and the boot script's list (api/bootScript.ts). */
export function pageAssets(html: string): string[] {
  const tags = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
  const boot = [...html.matchAll(/\sdata-(?:entry|preload)="([^"]*)"/g)].flatMap((match) => match[1]!.split(' '));
  return [...new Set([...tags, ...boot].filter((ref) => ref.startsWith('/assets/')))];
}

/**
 * The JS and CSS a first visit loads before any lazy chunk: the shell's, and each prerendered
 * page's (its screen's chunks included); the budget holds for the heaviest.
 */
export function initialAssets(dir: string) {
  const gzipped = new Map<string, number>();
  const sizeOf = (ref: string) => {
    if (!gzipped.has(ref)) gzipped.set(ref, gzipSync(fs.readFileSync(path.join(dir, ref)), { level: 9 }).length);
    return gzipped.get(ref)!;
  };
  const size = (list: string[]) => list.reduce((sum, ref) => sum + sizeOf(ref), 0);
  const manifest = path.join(dir, PRERENDERED_MANIFEST);
  const pages = [
    { path: 'shell (index.html)', file: 'index.html' },
    ...(fs.existsSync(manifest)
      ? (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { routes: { path: string; file: string }[] }).routes
      : []),
  ].map((page) => {
    const js = pageAssets(fs.readFileSync(path.join(dir, page.file), 'utf8')).filter((ref) => ref.endsWith('.js'));
    return { path: page.path, js, jsGzip: size(js) };
  });
  const heaviest = pages.reduce((max, page) => (page.jsGzip > max.jsGzip ? page : max));
  const css = pageAssets(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')).filter((ref) => ref.endsWith('.css'));
  return { pages, js: heaviest.js, jsGzip: heaviest.jsGzip, heaviestPath: heaviest.path, css, cssGzip: size(css) };
}

/** What breaks the budget, as sentences (none when it holds): each page over it, each lazy package in the entry. */
export function budgetProblems(dir: string): string[] {
  if (!fs.existsSync(path.join(dir, PRERENDERED_MANIFEST)))
    return [`${path.join(dir, PRERENDERED_MANIFEST)} is missing: build the web app first`];
  const { pages } = initialAssets(dir);
  const overBudget = pages
    .filter((page) => kb(page.jsGzip) > JS_BUDGET_KB)
    .map((page) => `initial JS of ${page.path} is ${kb(page.jsGzip)} KB gzipped, over the ${JS_BUDGET_KB} KB budget`);
  // The shell's scripts: the entry, which every page loads.
  const entry = pages[0]!.js;
  const lazyPackages = entry.flatMap((ref) =>
    bundleComposition(dir, [ref.replace(/^\//, '')])
      .filter((part) => (LAZY_PACKAGES as readonly string[]).includes(part.owner))
      .map((part) => `${part.owner} (${kb(part.gzipBytes)} KB) is in ${ref}, the entry every page loads`),
  );
  return [...overBudget, ...lazyPackages];
}
