/**
 * Front-end budgets: the public routes' initial JavaScript (gzipped, from the built index.html and
 * the chunks it preloads) and Lighthouse on Home, a listing and a property detail with its mobile
 * settings, against the whole product started as `npm start` runs it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildPwaWhenStale, projectRoot, pwaDir } from '../api/dev/pwaBuild.ts';
import { freePort } from '../api/dev/ports.ts';
import { bundleComposition } from './bundleComposition.ts';
import type { BenchSection } from './section.ts';

const JS_BUDGET_KB = 150;
const SCORE_BUDGET = 90;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Lighthouse runs per page; the median run (by performance) is the page's result, as Lighthouse advises for variable hosts. */
const RUNS_PER_PAGE = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gzipped = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** The /assets files an HTML page loads before any lazy chunk: script and link tags, and the boot script's list (api/bootScript.ts). */
function pageAssets(html: string): string[] {
  const tags = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
  const boot = [...html.matchAll(/\sdata-(?:entry|preload)="([^"]*)"/g)].flatMap((match) => match[1]!.split(' '));
  return [...new Set([...tags, ...boot].filter((ref) => ref.startsWith('/assets/')))];
}

/**
 * The JS and CSS a first visit loads before any lazy chunk: the shell's, and each prerendered
 * page's (its screen's chunks included); the budget holds for the heaviest.
 */
export function initialAssets(dir = pwaDir) {
  const size = (list: string[]) => list.reduce((sum, ref) => sum + gzipped(path.join(dir, ref)), 0);
  const manifest = path.join(dir, 'prerendered.json');
  const pages = [
    { path: 'shell (index.html)', file: 'index.html' },
    ...(fs.existsSync(manifest) ? (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { routes: { path: string; file: string }[] }).routes : []),
  ].map((page) => {
    const refs = pageAssets(fs.readFileSync(path.join(dir, page.file), 'utf8'));
    return { path: page.path, js: refs.filter((ref) => ref.endsWith('.js')), jsGzip: size(refs.filter((ref) => ref.endsWith('.js'))) };
  });
  const heaviest = pages.reduce((max, page) => (page.jsGzip > max.jsGzip ? page : max));
  const css = pageAssets(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')).filter((ref) => ref.endsWith('.css'));
  return { pages, js: heaviest.js, jsGzip: heaviest.jsGzip, heaviestPath: heaviest.path, css, cssGzip: size(css) };
}

/** The largest packages in the initial JS of the public pages (all pages' chunks together). */
export function largestDependencies(pages: { js: string[] }[], dir = pwaDir, count = 10) {
  const files = [...new Set(pages.flatMap((page) => page.js))].map((ref) => ref.replace(/^\//, ''));
  return bundleComposition(dir, files)
    .filter((entry) => !/^(pwa|contract|\(bundler\))/.test(entry.owner))
    .slice(0, count);
}

function largestLazyChunks(dir = pwaDir, initial: string[] = []) {
  const assets = path.join(dir, 'assets');
  return fs
    .readdirSync(assets)
    .filter((name) => name.endsWith('.js') && !initial.includes(`/assets/${name}`))
    .map((name) => ({ name, gzip: gzipped(path.join(assets, name)) }))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 4);
}

async function startSite(): Promise<{ url: string; child: ChildProcess; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'realty-bench-fe-'));
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      SEED: 'true',
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      EMBEDDED_S3_PORT: String(await freePort()),
      EMBEDDED_SMTP_PORT: String(await freePort()),
      EMBEDDED_MAIL_UI_PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The site exited with code ${child.exitCode} before it answered`);
    const healthy = await fetch(`${url}/api/v1/health`).then((response) => response.ok, () => false);
    if (healthy) return { url, child, dataDir };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error('The site did not answer within 3 minutes');
}

async function stopSite(site: { child: ChildProcess; dataDir: string }) {
  await new Promise<void>((resolve) => {
    site.child.once('exit', () => resolve());
    site.child.kill('SIGTERM');
  });
  fs.rmSync(site.dataDir, { recursive: true, force: true });
}

/**
 * One Lighthouse run in a Chromium of its own: every page is measured as a first visit, with no
 * IndexedDB, service worker or cache left by the page measured before it. A run Lighthouse itself
 * reports as failed (a runtime error, not a low score) is tried once more.
 */
async function audit(url: string) {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) {
        if (attempt < 2) continue;
        throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
      }
      return {
        scores: Object.fromEntries(CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)])) as Record<
          (typeof CATEGORIES)[number],
          number
        >,
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      };
    } finally {
      await chrome.kill();
    }
  }
}

export const frontendSection: BenchSection = {
  name: 'frontend',
  description: `public initial JS under ${JS_BUDGET_KB} KB gzipped; Lighthouse (mobile) at least ${SCORE_BUDGET} in every category`,
  async run() {
    buildPwaWhenStale();
    const assets = initialAssets();
    const lazy = largestLazyChunks(pwaDir, assets.js);
    const dependencies = largestDependencies(assets.pages);

    const site = await startSite();
    const pages: { name: string; path: string }[] = [];
    try {
      const search = (await fetch(`${site.url}/api/v1/properties/search?limit=1&propertyType=Residential`).then((response) => response.json())) as {
        data: { _id: string }[];
      };
      pages.push({ name: 'Home', path: '/' }, { name: 'Listing', path: '/residential' }, { name: 'Property detail', path: `/property/${search.data[0]!._id}` });
      const audits = [];
      for (const page of pages) {
        const runs = [];
        for (let run = 0; run < RUNS_PER_PAGE; run++) runs.push(await audit(`${site.url}${page.path}`));
        runs.sort((a, b) => a.scores.performance - b.scores.performance);
        const median = runs[Math.floor(runs.length / 2)]!;
        audits.push({ ...page, ...median, performanceRuns: runs.map((entry) => entry.scores.performance) });
      }

      const failures = [
        ...(kb(assets.jsGzip) > JS_BUDGET_KB ? [`initial JS of ${assets.heaviestPath} ${kb(assets.jsGzip)} KB > ${JS_BUDGET_KB} KB`] : []),
        ...audits.flatMap((entry) =>
          CATEGORIES.filter((name) => entry.scores[name] < SCORE_BUDGET).map((name) => `${entry.name}: ${name} ${entry.scores[name]} < ${SCORE_BUDGET}`),
        ),
      ];
      return {
        tables: [
          {
            title: 'Public bundle (gzip -9)',
            columns: ['what', 'KB', 'budget'],
            rows: [
              ...assets.pages.map((page) => [`initial JS: ${page.path}`, kb(page.jsGzip), `≤ ${JS_BUDGET_KB}`]),
              ['initial CSS (inlined in prerendered pages)', kb(assets.cssGzip), ''],
              ...lazy.map((chunk) => [`lazy: ${chunk.name}`, kb(chunk.gzip), '']),
            ],
          },
          {
            title: 'Largest packages in the public pages\' initial JS (each gzipped alone)',
            columns: ['package', 'minified KB', 'gzip KB'],
            rows: dependencies.map((entry) => [entry.owner, kb(entry.minifiedBytes), kb(entry.gzipBytes)]),
          },
          {
            title: `Lighthouse 12, mobile (simulated throttling), median of ${RUNS_PER_PAGE} runs`,
            columns: ['page', 'performance', 'all runs', 'accessibility', 'best practices', 'SEO', 'LCP ms', 'TBT ms', 'CLS'],
            rows: audits.map((entry) => [
              entry.name,
              entry.scores.performance,
              entry.performanceRuns.join(' '),
              entry.scores.accessibility,
              entry.scores['best-practices'],
              entry.scores.seo,
              entry.lcpMs,
              entry.tbtMs,
              entry.cls,
            ]),
          },
        ],
        notes: [
          `load average during the run: ${os.loadavg().map((load) => load.toFixed(1)).join(' ')}`,
          failures.length ? `BUDGET MISSED: ${failures.join('; ')}` : 'all budgets met',
        ],
        results: {
          initialJsGzipKb: kb(assets.jsGzip),
          initialJsByPage: Object.fromEntries(assets.pages.map((page) => [page.path, kb(page.jsGzip)])),
          initialCssGzipKb: kb(assets.cssGzip),
          largestDependencies: dependencies.map((entry) => ({ package: entry.owner, gzipKb: kb(entry.gzipBytes) })),
          lighthouse: audits,
          budgetsMet: failures.length === 0,
          failures,
          loadAverage: os.loadavg(),
        },
      };
    } finally {
      await stopSite(site);
    }
  },
};
