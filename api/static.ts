/**
 * Serves the built PWA: hashed assets cached for ever, the shell and service worker never cached,
 * SPA fallback. Text files go out compressed: the build writes `.br` and `.gz` next to them
 * (scripts/precompress.ts), and anything without them is compressed once and kept in memory.
 * A route the build prerendered (scripts/prerender.ts, listed in prerendered.json) is answered
 * with its own page, so its header and layout paint before any JavaScript runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type Koa from 'koa';
import type { AppState } from './context.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

/** Worth compressing: text. Images and fonts are compressed already. */
export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.map']);
/** Below this a compressed answer saves less than its headers cost. */
export const MIN_COMPRESS_BYTES = 1024;
/** Files compressed on the fly are kept in memory up to this size each. */
const MAX_ON_THE_FLY_BYTES = 4 * 1024 * 1024;

/** Written right after a prerendered page's #root, so the server can put a page rendered for the request in its place. */
export const ROOT_END = '<!--/root-->';

/** The build's list of prerendered pages: `/property/:id` matches one path segment. */
export const PRERENDERED_MANIFEST = 'prerendered.json';
/** The build's bundle of pwa/prerender.tsx for the server, relative to the app's folder. */
export const SSR_ENTRY = '../ssr/render.js';
interface PrerenderedRoute {
  path: string;
  file: string;
}

type Encoding = 'br' | 'gzip';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compression at request time: settings fast enough to run per response. */
function compress(source: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } })
    : gzip(source, { level: 6 });
}

/**
 * The encoding to answer with: brotli, else gzip, when the client accepts it (q > 0, by name or `*`).
 * Browsers list gzip first, so the client's order is not a preference; ours is.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | 'identity' {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)).find(Boolean);
    weights.set(name, q ? Number(q[1]) : 1);
  }
  const accepted = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (accepted('br')) return 'br';
  if (accepted('gzip')) return 'gzip';
  return 'identity';
}

/** A HEAD answer has the GET answer's headers and no body. */
function respond(ctx: Koa.Context, length: number, body: () => Buffer | fs.ReadStream) {
  if (ctx.method === 'HEAD') {
    ctx.status = 200;
    ctx.length = length;
    return;
  }
  ctx.body = body();
  ctx.length = length;
}

function routeMatches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const have = pathname.split('/');
  if (want.length !== have.length) return false;
  return want.every((segment, index) => (segment.startsWith(':') ? have[index] !== '' : segment === have[index]));
}

/** A page rendered with its data for one request (api/pageRenderer.ts). */
export interface RenderedPage {
  /** What goes inside #root. */
  markup: string;
  /** The data it was rendered with, sent along for the app to start from (pwa/lib/routeData.ts). */
  data: unknown;
  /** The images it opens with, preloaded from its head. */
  images: string[];
}

export interface PwaOptions {
  /** Renders a prerendered route with its data, or answers null to leave the build's page as it is. */
  renderPage?: (pathname: string) => Promise<RenderedPage | null>;
}

/** The id of the element that carries a rendered page's data. */
export const ROUTE_DATA_ID = 'route-data';

/** JSON that cannot end the script element it is in. */
const scriptJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** The build's page with a rendered page in place of its #root content, the data after it, and the images preloaded. */
export function withRenderedPage(html: string, page: RenderedPage): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf(ROOT_END);
  if (start < 0 || end < start) throw new Error('The page has no #root to render into');
  const data = `<script type="application/json" id="${ROUTE_DATA_ID}">${scriptJson(page.data)}</script>`;
  return withImagePreloads(`${html.slice(0, start)}<div id="root">${page.markup}</div>${ROOT_END}${data}${html.slice(end + ROOT_END.length)}`, page.images);
}

/** A value made safe inside a double-quoted HTML attribute. */
export const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The page with a high-priority preload of each image, at the end of its head. */
export function withImagePreloads(html: string, images: readonly string[]): string {
  if (images.length === 0) return html;
  const links = images.map((href) => `<link rel="preload" as="image" href="${escapeAttribute(href)}" fetchpriority="high">`).join('');
  return html.replace('</head>', `${links}</head>`);
}

export function servePwa(root: string, options: PwaOptions = {}): Koa.Middleware<AppState> {
  const resolvedRoot = path.resolve(root);
  const indexFile = path.join(resolvedRoot, 'index.html');
  const manifestFile = path.join(resolvedRoot, PRERENDERED_MANIFEST);
  /** On-the-fly compressions, by file, encoding, size and mtime (a rebuild changes the key). */
  const compressed = new Map<string, Promise<Buffer>>();
  let routes: { mtimeMs: number; list: PrerenderedRoute[] } | null = null;

  /** The prerendered routes, re-read when a build replaces the list. */
  function prerenderedRoutes(): PrerenderedRoute[] {
    const stat = fs.statSync(manifestFile, { throwIfNoEntry: false });
    if (!stat) return [];
    if (routes?.mtimeMs !== stat.mtimeMs) {
      try {
        const parsed = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { routes?: PrerenderedRoute[] };
        routes = { mtimeMs: stat.mtimeMs, list: Array.isArray(parsed.routes) ? parsed.routes : [] };
      } catch {
        routes = { mtimeMs: stat.mtimeMs, list: [] };
      }
    }
    return routes.list;
  }

  /** The page for an app route: its prerendered page when the build made one (and no query string changes it), else the shell. */
  function pageFor(ctx: Koa.Context): string {
    if (ctx.querystring === '') {
      const route = prerenderedRoutes().find((entry) => routeMatches(entry.path, ctx.path));
      if (route) {
        const file = path.join(resolvedRoot, route.file);
        if (file.startsWith(resolvedRoot + path.sep) && fs.existsSync(file)) return file;
      }
    }
    return indexFile;
  }

  function onTheFly(file: string, stat: fs.Stats, encoding: Encoding): Promise<Buffer> {
    const key = `${file}\0${encoding}\0${stat.size}\0${stat.mtimeMs}`;
    let pending = compressed.get(key);
    if (!pending) {
      pending = compress(fs.readFileSync(file), encoding);
      // A failed compression is not kept: the next request tries again.
      pending.catch(() => compressed.delete(key));
      compressed.set(key, pending);
    }
    return pending;
  }

  /** Sends a page made for this request (no validators: it is new each time), compressed as the client accepts. */
  async function sendPage(ctx: Koa.Context, html: string) {
    ctx.type = TYPES['.html']!;
    ctx.vary('Accept-Encoding');
    const source = Buffer.from(html);
    const encoding = chooseEncoding(ctx.get('Accept-Encoding'));
    if (encoding === 'identity') return respond(ctx, source.length, () => source);
    const body = await compress(source, encoding);
    ctx.set('Content-Encoding', encoding);
    return respond(ctx, body.length, () => body);
  }

  /** Sends a file with the best encoding the client accepts. */
  async function send(ctx: Koa.Context, file: string, stat: fs.Stats) {
    const extension = path.extname(file);
    ctx.type = TYPES[extension] ?? 'application/octet-stream';
    ctx.lastModified = stat.mtime;
    const compressible = COMPRESSIBLE.has(extension) && stat.size >= MIN_COMPRESS_BYTES;
    if (compressible) ctx.vary('Accept-Encoding');
    const encoding = compressible ? chooseEncoding(ctx.get('Accept-Encoding')) : 'identity';

    if (encoding === 'br' || encoding === 'gzip') {
      const variant = `${file}${SUFFIX[encoding]}`;
      const variantStat = fs.statSync(variant, { throwIfNoEntry: false });
      // A variant older than its file is from an earlier build: not to be trusted.
      if (variantStat?.isFile() && variantStat.mtimeMs >= stat.mtimeMs) {
        ctx.set('Content-Encoding', encoding);
        return respond(ctx, variantStat.size, () => fs.createReadStream(variant));
      }
      if (stat.size <= MAX_ON_THE_FLY_BYTES) {
        const body = await onTheFly(file, stat, encoding);
        ctx.set('Content-Encoding', encoding);
        return respond(ctx, body.length, () => body);
      }
    }
    return respond(ctx, stat.size, () => fs.createReadStream(file));
  }

  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/api/') || ctx.path.startsWith('/media/')) return next();

    let file: string;
    try {
      file = path.join(resolvedRoot, decodeURIComponent(ctx.path));
    } catch {
      return next();
    }
    if (!file.startsWith(resolvedRoot)) return next();

    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat?.isFile()) {
      const name = path.basename(file);
      if (ctx.path.startsWith('/assets/')) ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
      else if (name === 'sw.js' || name.endsWith('.html') || name.endsWith('.webmanifest')) ctx.set('Cache-Control', 'no-cache');
      else ctx.set('Cache-Control', 'public, max-age=86400');
      return send(ctx, file, stat);
    }

    // A path with a file extension that does not exist is a missing file, not a page.
    if (path.extname(ctx.path) || !fs.existsSync(indexFile)) return next();
    const page = pageFor(ctx);
    ctx.set('Cache-Control', 'no-cache');
    const pageStat = fs.statSync(page);
    if (page === indexFile || !options.renderPage || ctx.method === 'HEAD') return send(ctx, page, pageStat);
    const rendered = await options.renderPage(ctx.path);
    if (!rendered) return send(ctx, page, pageStat);
    return sendPage(ctx, withRenderedPage(fs.readFileSync(page, 'utf8'), rendered));
  };
}
