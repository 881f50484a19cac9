/** Serves the built PWA: hashed assets cached for ever, the shell and service worker never cached, SPA fallback. */
import fs from 'node:fs';
import path from 'node:path';
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

export function servePwa(root: string): Koa.Middleware<AppState> {
  const resolvedRoot = path.resolve(root);
  const indexFile = path.join(resolvedRoot, 'index.html');

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
      ctx.type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      ctx.length = stat.size;
      ctx.lastModified = stat.mtime;
      if (ctx.path.startsWith('/assets/')) ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
      else if (name === 'sw.js' || name === 'index.html' || name.endsWith('.webmanifest')) ctx.set('Cache-Control', 'no-cache');
      else ctx.set('Cache-Control', 'public, max-age=86400');
      ctx.body = ctx.method === 'HEAD' ? null : fs.createReadStream(file);
      return;
    }

    // A path with a file extension that does not exist is a missing file, not a page.
    if (path.extname(ctx.path) || !fs.existsSync(indexFile)) return next();
    ctx.type = TYPES['.html']!;
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = fs.createReadStream(indexFile);
  };
}
