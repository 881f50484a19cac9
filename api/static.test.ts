import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppState } from './context.ts';
import { PRERENDERED_MANIFEST, servePwa, withRenderedPage } from './static.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'realty-static-'));
const script = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
const shell = `<!doctype html><html><body><div id="root"></div>${'<!-- shell -->'.repeat(100)}</body></html>`;
const page = (name: string) =>
  `<!doctype html><html><head></head><body><div id="root"><main>${name}</main></div><!--/root-->${'<!-- page -->'.repeat(100)}</body></html>`;

function write(file: string, content: string | Buffer, mtime?: Date) {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
  if (mtime) fs.utimesSync(full, mtime, mtime);
}

/** A text file with the `.br` and `.gz` copies the build writes beside it (scripts/precompress.ts). */
function writeCompressed(file: string, content: string) {
  write(file, content);
  write(`${file}.br`, zlib.brotliCompressSync(content));
  write(`${file}.gz`, zlib.gzipSync(content));
}

let server: http.Server;
let port: number;

beforeAll(async () => {
  const past = new Date(Date.now() - 60_000);
  writeCompressed('index.html', shell);
  write('assets/app-abc123.js', script, past);
  write('assets/app-abc123.js.br', zlib.brotliCompressSync(script));
  write('assets/app-abc123.js.gz', zlib.gzipSync(script));
  write('assets/plain-abc123.css', `body{color:red}${' '.repeat(3000)}`);
  write('assets/tiny-abc123.js', 'export {};\n');
  write('hero.webp', Buffer.alloc(5000, 7));
  write('sw.js.map', '{"version":3,"sources":["sw.ts"]}');
  write('assets/app-abc123.js.map', '{"version":3,"sources":["app.ts"]}');
  writeCompressed('sw.js', `self.x = ${JSON.stringify('y'.repeat(3000))};`);
  // A variant left by an earlier build: older than its file, so it must not be sent.
  write('assets/stale.js.br', zlib.brotliCompressSync('old'), past);
  write('assets/stale.js', `export const fresh = ${JSON.stringify('z'.repeat(3000))};`);
  writeCompressed('prerendered/home.html', page('home'));
  writeCompressed('prerendered/residential.html', page('residential'));
  writeCompressed('prerendered/property.html', page('property'));
  write(
    PRERENDERED_MANIFEST,
    JSON.stringify({
      routes: [
        { path: '/', file: 'prerendered/home.html' },
        { path: '/residential', file: 'prerendered/residential.html' },
        { path: '/property/:id', file: 'prerendered/property.html' },
        { path: '/projects', file: 'prerendered/missing.html' },
      ],
    }),
  );

  const app = new Koa<AppState>();
  app.use(
    servePwa(root, {
      renderPage: async (pathname, { prerendered, search }) =>
        prerendered && pathname === '/property/with-photo'
          ? {
              markup: search ? `<main>rendered for ${search}</main>` : '<main>rendered</main>',
              data: { title: '</script><script>alert(1)</script>' },
              images: ['/media/abc/full.webp?a=1&b="2"'],
            }
          : null,
    }),
  );
  app.use((ctx) => {
    ctx.status = 404;
    ctx.body = 'next';
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** A raw request (fetch would decode the body itself). */
function get(pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: pathname, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

const decode = (body: Buffer, encoding: string | undefined) =>
  (encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body).toString('utf8');

describe('servePwa', () => {
  it('sends the build’s brotli file of a hashed asset, cached for ever and varying on Accept-Encoding', async () => {
    const response = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(response.headers['content-length'])).toBe(fs.statSync(path.join(root, 'assets/app-abc123.js.br')).size);
    expect(decode(response.body, 'br')).toBe(script);
  });

  it('sends gzip to a client without brotli, and the file itself to one that accepts neither', async () => {
    const gzip = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode(gzip.body, 'gzip')).toBe(script);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(plain.body.toString('utf8')).toBe(script);
  });

  it('answers a hashed asset from memory once sent, with the same headers, and reads it again when its file changes', async () => {
    const name = 'assets/kept-abc123.js';
    const first = `export const kept = ${JSON.stringify('k'.repeat(3000))};\n`;
    const earlier = new Date(Date.now() - 120_000);
    write(name, first, earlier);
    write(`${name}.br`, zlib.brotliCompressSync(first));
    const sent = await get(`/${name}`, { 'Accept-Encoding': 'br' });
    expect(decode(sent.body, 'br')).toBe(first);

    // The copy on disk changes but its file does not: the kept answer stands, headers and all.
    write(`${name}.br`, zlib.brotliCompressSync('export const other = 1;'));
    const again = await get(`/${name}`, { 'Accept-Encoding': 'br' });
    expect(decode(again.body, 'br')).toBe(first);
    for (const header of ['content-type', 'content-encoding', 'content-length', 'last-modified', 'vary', 'cache-control']) {
      expect(again.headers[header], header).toBe(sent.headers[header]);
    }

    // A build writes the file anew: what is sent is read again.
    const second = `export const kept = ${JSON.stringify('n'.repeat(3000))};\n`;
    write(name, second);
    write(`${name}.br`, zlib.brotliCompressSync(second));
    expect(decode((await get(`/${name}`, { 'Accept-Encoding': 'br' })).body, 'br')).toBe(second);
  });

  it('sends a text file without build copies as it is, and ignores a copy older than its file', async () => {
    for (const file of ['/assets/plain-abc123.css', '/assets/stale.js']) {
      const response = await get(file, { 'Accept-Encoding': 'br' });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body.toString('utf8')).toBe(fs.readFileSync(path.join(root, file), 'utf8'));
    }
  });

  it('sends the type of each kind of file', async () => {
    expect((await get('/assets/plain-abc123.css')).headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await get('/hero.webp')).headers['content-type']).toBe('image/webp');
    expect((await get('/index.html', { 'Accept-Encoding': 'gzip' })).headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('leaves tiny files and images as they are', async () => {
    const tiny = await get('/assets/tiny-abc123.js', { 'Accept-Encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString('utf8')).toBe('export {};\n');
    const image = await get('/hero.webp', { 'Accept-Encoding': 'br' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers.vary ?? '').not.toMatch(/Accept-Encoding/);
    expect(image.headers['cache-control']).toBe('public, max-age=86400');
    expect(image.body.length).toBe(5000);
  });

  it('never lets index.html or the service worker be cached', async () => {
    for (const file of ['/index.html', '/sw.js']) {
      const response = await get(file, { 'Accept-Encoding': 'br' });
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBe('br');
    }
  });

  it('answers an app route with the shell, not cached and compressed', async () => {
    const response = await get('/dashboard', { 'Accept-Encoding': 'gzip, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    expect(decode(response.body, response.headers['content-encoding'])).toBe(shell);
  });

  it('answers a prerendered route with its page, and with the shell when a query string or a missing page says otherwise', async () => {
    const body = async (pathname: string) => {
      const response = await get(pathname, { 'Accept-Encoding': 'br' });
      expect(response.headers['cache-control']).toBe('no-cache');
      return decode(response.body, response.headers['content-encoding']);
    };
    expect(await body('/')).toBe(page('home'));
    expect(await body('/residential')).toBe(page('residential'));
    expect(await body('/property/8f3a')).toBe(page('property'));
    expect(await body('/residential?sub=Plot')).toBe(shell);
    expect(await body('/property/8f3a/photos')).toBe(shell);
    expect(await body('/property/')).toBe(shell);
    expect(await body('/projects')).toBe(shell);
    expect(await body('/commercial')).toBe(shell);
  });

  it('puts a page rendered with its data in place of the build’s, with the data and a preload of its photo', async () => {
    const expected = page('property')
      .replace('<main>property</main>', '<main>rendered</main>')
      .replace(
        '<!--/root-->',
        '<!--/root--><script type="application/json" id="route-data">{"title":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>',
      )
      .replace(
        '</head>',
        '<link rel="preload" as="image" href="/media/abc/full.webp?a=1&amp;b=&quot;2&quot;" fetchpriority="high"></head>',
      );
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await get('/property/with-photo', { 'Accept-Encoding': encoding });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(await decode(response.body, response.headers['content-encoding'])).toBe(expected);
    }
    const data = /<script type="application\/json" id="route-data">(.*?)<\/script>/.exec(expected)![1]!;
    expect(JSON.parse(data)).toEqual({ title: '</script><script>alert(1)</script>' });
    // Nothing rendered: the build's page. A query string: the shell, which is never rendered into.
    expect(await decode((await get('/property/other')).body, undefined)).toBe(page('property'));
    expect((await get('/property/other?x=1')).body.toString('utf8')).toBe(shell);
    // Rendered with the query string (a shared /search?q=… link): into the build's page.
    const withQuery = await decode((await get('/property/with-photo?x=1', { 'Accept-Encoding': 'identity' })).body, undefined);
    expect(withQuery).toBe(expected.replace('<main>rendered</main>', '<main>rendered for x=1</main>'));
    expect(() => withRenderedPage('<main></main>', { markup: '', data: null, images: [] })).toThrow('no #root');
  });

  it('answers HEAD with the GET headers and no body', async () => {
    const response = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBe(fs.statSync(path.join(root, 'assets/app-abc123.js.br')).size);
    expect(response.body.length).toBe(0);
  });

  it('refuses a path with a NUL byte as a bad request, not with a server error', async () => {
    for (const pathname of ['/index.html%00.js', '/a%00', '/assets/app-abc123.js%00']) {
      const response = await get(pathname);
      expect(response.status).toBe(400);
    }
  });

  it('never serves a source map', async () => {
    for (const pathname of ['/sw.js.map', '/assets/app-abc123.js.map']) {
      const response = await get(pathname);
      expect(response.status).toBe(404);
      expect(response.body.toString('utf8')).toBe('next');
    }
  });

  it('serves nothing outside its folder, a sibling folder sharing its name included', async () => {
    fs.writeFileSync(`${root}-secret.txt`, 'secret');
    try {
      for (const pathname of [`/../${path.basename(root)}-secret.txt`, `/..%2f${path.basename(root)}-secret.txt`, '/%2e%2e/etc/passwd']) {
        const response = await get(pathname);
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(response.body.toString('utf8')).not.toContain('secret');
      }
    } finally {
      fs.rmSync(`${root}-secret.txt`);
    }
  });

  it('passes missing files, the API and the media paths on', async () => {
    for (const pathname of ['/assets/missing-abc.js', '/api/v1/health', '/media/x/card.webp']) {
      const response = await get(pathname);
      expect(response.status).toBe(404);
      expect(response.body.toString('utf8')).toBe('next');
    }
  });
});
