/**
 * Serves the built PWA: prerendered pages, precompressed text, hashed assets kept in memory once sent.
 * Why: docs/decisions/020-memory-caches.md
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type Koa from 'koa';
import send from 'koa-send';
import type { AppState } from './context.ts';
import { KeptBytes } from './keptBytes.ts';

/** Worth compressing: text. Images and fonts are compressed already. */
export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.map']);
/** Below this a compressed answer saves less than its headers cost. */
export const MIN_COMPRESS_BYTES = 1024;

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

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A page made for one request, compressed at settings fast enough to run per response. */
function compressPage(source: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } })
    : gzip(source, { level: 6 });
}

function routeMatches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const have = pathname.split('/');
  if (want.length !== have.length) return false;
  return want.every((segment, index) => (segment.startsWith(':') ? have[index] !== '' : segment === have[index]));
}

/** A page made for one request (api/pageRenderer.ts): rendered with its data, its own head, its status. */
export interface RenderedPage {
  /** What goes inside #root; none keeps the build's. */
  markup?: string;
  /** The data it was rendered with, sent along for the app to start from (pwa/routeData.ts). */
  data?: unknown;
  /** The images it opens with, preloaded from its head. */
  images: string[];
  /** Its head tags (api/seo/headTags.ts), in place of the build's title and description. */
  head?: string;
  /** 200 unless said: 404 for an unknown page, 410 for a removed listing. */
  status?: number;
  /** The app renders afresh over `markup` instead of adopting it (a page it cannot rebuild from the data sent). */
  replace?: boolean;
  /** Its `<html lang>` when not the build's (a page in Gujarati or Hindi served from the shell). */
  lang?: string;
  /** Its web app manifest when not the build's (`/gu/manifest.webmanifest` for a page in Gujarati). */
  manifest?: string;
}

export interface PwaOptions {
  /**
   * Makes the page at `pathname` for this request (`prerendered`: the build made a page for its
   * route, which can take a rendering with data), or answers null to send the build's page as it is.
   */
  renderPage?: (pathname: string, options: { prerendered: boolean; search: string }) => Promise<RenderedPage | null>;
}

/** The id of the element that carries a rendered page's data. */
export const ROUTE_DATA_ID = 'route-data';

/** JSON that cannot end the script element it is in. */
const scriptJson = (data: unknown) =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The build's page with a rendered page in place of its #root content (a prerendered page's, or the
 * shell's empty one), the data after it, its head and the images preloaded.
 */
export function withRenderedPage(html: string, page: RenderedPage): string {
  let result = html;
  if (page.markup !== undefined) {
    const root = `<div id="root"${page.replace ? ' data-render="replace"' : ''}>${page.markup}</div>`;
    const data = page.data === undefined ? '' : `<script type="application/json" id="${ROUTE_DATA_ID}">${scriptJson(page.data)}</script>`;
    const start = html.indexOf('<div id="root">');
    const end = html.indexOf(ROOT_END);
    if (start >= 0 && end > start) result = `${html.slice(0, start)}${root}${ROOT_END}${data}${html.slice(end + ROOT_END.length)}`;
    else if (html.includes(EMPTY_ROOT)) result = html.replace(EMPTY_ROOT, `${root}${data}`);
    else throw new Error('The page has no #root to render into');
  }
  if (page.head) result = withHead(result, page.head);
  if (page.lang) result = result.replace(/<html lang="[^"]*"/, `<html lang="${escapeAttribute(page.lang)}"`);
  if (page.manifest)
    result = result.replace(/<link rel="manifest" href="[^"]*">/, `<link rel="manifest" href="${escapeAttribute(page.manifest)}">`);
  return withImagePreloads(result, page.images);
}

/** The page with `tags` in place of its own title and meta description, at the end of its head. */
export function withHead(html: string, tags: string): string {
  const cleaned = html.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<meta\s+name="description"[^>]*>/, '');
  return cleaned.replace('</head>', `${tags}</head>`);
}

/** A value made safe inside a double-quoted HTML attribute. */
export const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The page with a high-priority preload of each image, at the end of its head. */
export function withImagePreloads(html: string, images: readonly string[]): string {
  if (images.length === 0) return html;
  const links = images.map((href) => `<link rel="preload" as="image" href="${escapeAttribute(href)}" fetchpriority="high">`).join('');
  return html.replace('</head>', `${links}</head>`);
}

/** A build's compressed copy of `file`, if it has one at least as new as the file (an older one is from an earlier build). */
function freshVariant(file: string, stat: fs.Stats, suffix: '.br' | '.gz'): boolean {
  const variant = fs.statSync(`${file}${suffix}`, { throwIfNoEntry: false });
  return Boolean(variant?.isFile() && variant.mtimeMs >= stat.mtimeMs);
}

/**
 * The file under `root` a request path names: 'outside' when it would leave `root` (checked on
 * whole path segments: a sibling folder whose name starts with the root's is outside it), and
 * 'malformed' for a bad escape or a NUL byte.
 */
function fileFor(requestPath: string, root: string): string | 'outside' | 'malformed' {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    // A bad percent escape.
    return 'malformed';
  }
  if (decoded.includes('\0')) return 'malformed';
  const file = path.join(root, decoded);
  return file === root || file.startsWith(root + path.sep) ? file : 'outside';
}

/** The most the kept assets take: a build's assets in all their encodings are a few megabytes. */
export const ASSET_MEMORY_BYTES = 64 * 1024 * 1024;

/** A hashed asset as sent in one encoding, with the modification time of the file it was read for. */
interface SentAsset {
  body: Buffer;
  encoding: 'br' | 'gzip' | null;
  /** Whether the build wrote compressed copies of it (so its answer varies with Accept-Encoding). */
  varies: boolean;
  lastModified: string;
  mtimeMs: number;
}

export function servePwa(root: string, options: PwaOptions = {}): Koa.Middleware<AppState> {
  const resolvedRoot = path.resolve(root);
  const assets = new KeptBytes<SentAsset>(ASSET_MEMORY_BYTES);
  const indexFile = path.join(resolvedRoot, 'index.html');
  const manifestFile = path.join(resolvedRoot, PRERENDERED_MANIFEST);
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
        // A torn or broken manifest: the shell serves until the next build.
        routes = { mtimeMs: stat.mtimeMs, list: [] };
      }
    }
    return routes.list;
  }

  /** The build's page for the route at `pathname`, if it made one. */
  function prerenderedFor(pathname: string): string | null {
    const route = prerenderedRoutes().find((entry) => routeMatches(entry.path, pathname));
    if (!route) return null;
    const file = path.join(resolvedRoot, route.file);
    return file.startsWith(resolvedRoot + path.sep) && fs.existsSync(file) ? file : null;
  }

  /**
   * The page for an app route as the build made it: its prerendered page, unless a query string
   * changes what it shows (then the shell), or that page rendered with this request's data.
   */
  function pageFor(ctx: Koa.Context, prerendered: string | null, rendered: RenderedPage | null): string {
    if (prerendered && (ctx.querystring === '' || rendered?.markup !== undefined)) return prerendered;
    return indexFile;
  }

  /** Sends a page made for this request (no validators: it is new each time), compressed as the client accepts. */
  async function sendPage(ctx: Koa.Context, html: string) {
    ctx.type = 'text/html; charset=utf-8';
    ctx.vary('Accept-Encoding');
    const source = Buffer.from(html);
    // Browsers list gzip first, so the client's order is not a preference; ours (as koa-send's) is brotli first.
    const encoding =
      ctx.acceptsEncodings('br', 'identity') === 'br' ? 'br' : ctx.acceptsEncodings('gzip', 'identity') === 'gzip' ? 'gzip' : null;
    if (encoding) ctx.set('Content-Encoding', encoding);
    ctx.body = encoding ? await compressPage(source, encoding) : source;
  }

  /** Sends a file of the build, as its brotli or gzip copy when the client accepts one. */
  async function sendFile(ctx: Koa.Context, file: string, stat: fs.Stats) {
    const brotliCopy = freshVariant(file, stat, '.br');
    const gzipCopy = freshVariant(file, stat, '.gz');
    if (brotliCopy || gzipCopy) ctx.vary('Accept-Encoding');
    // koa-send decodes the path it is given once more: it gets the file's path encoded.
    const encoded = path.relative(resolvedRoot, file).split(path.sep).map(encodeURIComponent).join('/');
    await send(ctx, encoded, { root: resolvedRoot, brotli: brotliCopy, gzip: gzipCopy });
  }

  /** A hashed asset from memory, read (as koa-send would send it: brotli, gzip or as it is) when not there or changed. */
  async function sendAsset(ctx: Koa.Context, file: string, stat: fs.Stats) {
    const wantsBrotli = ctx.acceptsEncodings('br', 'identity') === 'br';
    const wantsGzip = ctx.acceptsEncodings('gzip', 'identity') === 'gzip';
    const key = `${file}\0${wantsBrotli ? 'br' : ''}${wantsGzip ? 'gzip' : ''}`;
    let sent = assets.get(key);
    if (sent?.mtimeMs !== stat.mtimeMs) {
      const brotliCopy = freshVariant(file, stat, '.br');
      const gzipCopy = freshVariant(file, stat, '.gz');
      const encoding = wantsBrotli && brotliCopy ? 'br' : wantsGzip && gzipCopy ? 'gzip' : null;
      const source = encoding === 'br' ? `${file}.br` : encoding === 'gzip' ? `${file}.gz` : file;
      let body: Buffer;
      let sourceStat: fs.Stats;
      try {
        [body, sourceStat] = await Promise.all([fs.promises.readFile(source), fs.promises.stat(source)]);
      } catch (error) {
        // Removed since it was found (a new build in place): koa-send answers as it would.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return sendFile(ctx, file, stat);
        throw error;
      }
      sent = { body, encoding, varies: brotliCopy || gzipCopy, lastModified: sourceStat.mtime.toUTCString(), mtimeMs: stat.mtimeMs };
      assets.set(key, sent);
    }
    if (sent.varies) ctx.vary('Accept-Encoding');
    if (sent.encoding) ctx.set('Content-Encoding', sent.encoding);
    ctx.set('Last-Modified', sent.lastModified);
    ctx.type = path.extname(file);
    ctx.body = sent.body;
  }

  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/api/') || ctx.path.startsWith('/media/')) return next();
    if (ctx.path.endsWith('.map')) return next();

    const file = fileFor(ctx.path, resolvedRoot);
    if (file === 'outside') return next();
    if (file === 'malformed') {
      ctx.status = 400;
      ctx.body = 'Bad request';
      return;
    }
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat?.isFile()) {
      const name = path.basename(file);
      if (ctx.path.startsWith('/assets/')) {
        ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
        // Hidden files are never sent (koa-send's rule, which the other files go through).
        if (
          !path
            .relative(resolvedRoot, file)
            .split(path.sep)
            .some((segment) => segment.startsWith('.'))
        )
          return sendAsset(ctx, file, stat);
        return sendFile(ctx, file, stat);
      }
      if (name === 'sw.js' || name.endsWith('.html') || name.endsWith('.webmanifest')) ctx.set('Cache-Control', 'no-cache');
      else ctx.set('Cache-Control', 'public, max-age=86400');
      return sendFile(ctx, file, stat);
    }

    // A path with a file extension that does not exist is a missing file, not a page.
    if (path.extname(ctx.path) || !fs.existsSync(indexFile)) return next();
    const prerendered = prerenderedFor(ctx.path);
    ctx.set('Cache-Control', 'no-cache');
    // HEAD is rendered too: its status (404, 410) is the one GET would answer; Koa sends no body.
    // With a query string too: a shared /search?q=… link is rendered with its results.
    const rendered = options.renderPage
      ? await options.renderPage(ctx.path, { prerendered: prerendered !== null, search: ctx.querystring })
      : null;
    const page = pageFor(ctx, prerendered, rendered);
    if (!rendered) return sendFile(ctx, page, fs.statSync(page));
    await sendPage(ctx, withRenderedPage(fs.readFileSync(page, 'utf8'), rendered));
    if (rendered.status) ctx.status = rendered.status;
  };
}
