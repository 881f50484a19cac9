/** Request id, client address, JSON errors, request bodies, CORS, caching and security headers. */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import cors from '@koa/cors';
import type Koa from 'koa';
import type { Part } from 'formidable';
import { HttpMethodEnum, koaBody } from 'koa-body';
import { BOOT_SCRIPT_SOURCE } from './bootScript.ts';
import { DEFAULT_MAP_TILES, tileOrigin, type Config } from './config.ts';
import type { AppState } from './context.ts';
import { ApiError, badRequest, payloadTooLarge } from './errors.ts';
import type { Logger } from './log.ts';

type Middleware = Koa.Middleware<AppState>;

export function requestId(): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    ctx.state.requestId = /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    ctx.set('X-Request-Id', ctx.state.requestId);
    await next();
  };
}

/**
 * The client's address as `ctx.ip`, and whether the request came over TLS (`ctx.state.overTls`:
 * the socket's own, or X-Forwarded-Proto from a proxy of TRUST_PROXY). X-Forwarded-For is believed only as far as it was written by a
 * proxy of TRUST_PROXY: walking from the socket back along the header, the first address that is
 * not such a proxy is the client. Without TRUST_PROXY the socket's peer is the client, whatever
 * the header says, so a caller cannot pick its own address (and its own rate-limit bucket).
 */
export function clientAddress(trustProxy: readonly string[]): Middleware {
  const proxies = new net.BlockList();
  for (const entry of trustProxy) {
    const [address, prefix] = entry.split('/');
    const family = net.isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) proxies.addAddress(address, family);
    else proxies.addSubnet(address, Number(prefix), family);
  }
  const isProxy = (address: string) => {
    const family = net.isIP(address);
    return family !== 0 && proxies.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
  if (trustProxy.length === 0) {
    // No proxy to believe: the socket's peer is the client, and only the socket says TLS.
    return async (ctx, next) => {
      ctx.request.ip = unmapped(ctx.req.socket.remoteAddress ?? '');
      ctx.state.overTls = isTls(ctx.req.socket);
      await next();
    };
  }
  return async (ctx, next) => {
    const peer = unmapped(ctx.req.socket.remoteAddress ?? '');
    let client = peer;
    const hops = ctx
      .get('X-Forwarded-For')
      .split(',')
      .map((hop) => unmapped(hop.trim()))
      .filter(Boolean);
    while (isProxy(client) && hops.length > 0) {
      const previous = hops.pop()!;
      if (!net.isIP(previous)) break;
      client = previous;
    }
    ctx.request.ip = client;
    ctx.state.overTls = isTls(ctx.req.socket) || (isProxy(peer) && forwardedProto(ctx.get('X-Forwarded-Proto')) === 'https');
    await next();
  };
}

function isTls(socket: net.Socket): boolean {
  return (socket as net.Socket & { encrypted?: boolean }).encrypted === true;
}

/** The scheme the nearest proxy was reached by: the last of a comma-separated list. */
function forwardedProto(header: string): string {
  return header.split(',').pop()!.trim().toLowerCase();
}

/** `::ffff:10.0.0.1` (an IPv4 peer of a dual-stack socket) as `10.0.0.1`. */
function unmapped(address: string): string {
  return address.startsWith('::ffff:') && net.isIPv4(address.slice(7)) ? address.slice(7) : address;
}

/** Credentialed cross-origin calls from the site's own origin and CORS_ORIGINS only; others get no CORS headers. */
export function corsPolicy(allowedOrigins: readonly string[]): Middleware {
  const allowed = new Set(allowedOrigins);
  return cors({
    origin: (ctx) => (allowed.has(ctx.get('Origin')) ? ctx.get('Origin') : ''),
    credentials: true,
    exposeHeaders: ['X-Request-Id', 'ETag', 'Retry-After'],
  });
}

/**
 * API answers for a caller who sent credentials are that caller's (their tokens, profile, favourite
 * flags): never kept by a browser or a shared cache. Visitors' answers keep their own caching.
 */
export function privateResponses(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } finally {
      if (ctx.path.startsWith('/api/') && (ctx.state.actor || ctx.get('Authorization'))) {
        ctx.set('Cache-Control', 'no-store');
      }
    }
  };
}

const BODY_METHODS = [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE];

/**
 * JSON, urlencoded and plain-text bodies, for every route. Multipart is not read here: a route that takes
 * uploads reads it with `uploadBody` once the caller is authorised, so no one else can make the
 * server write files. A CSV file is left to its route, which checks its bytes' encoding itself. The
 * raw bytes of a JSON body are kept beside it (a signed webhook checks its signature over them).
 * A body that cannot be read (bad JSON, a false Content-Encoding) is a 400.
 */
export function requestBody(): Middleware {
  const parse = koaBody({
    multipart: false,
    jsonLimit: '1mb',
    formLimit: '1mb',
    textLimit: '1mb',
    textTypes: ['text/plain'],
    includeUnparsed: true,
    parsedMethods: BODY_METHODS,
  });
  const parsed = new Set<string>(BODY_METHODS);
  return async (ctx, next) => {
    if (parsed.has(ctx.method.toUpperCase())) await unreadableAsClientError(ctx, () => parse(ctx, async () => {}));
    await next();
  };
}

/** At most this many bytes per uploaded file, and this many files per request. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_FILES = 20;

/**
 * Reads a multipart body into `ctx.request.body` and `ctx.request.files`; mount it after the guard.
 * Files are written to a folder of this request alone under UPLOAD_DIR, removed when the route is
 * done however it ends (answer, validation error, exception, a body cut short).
 */
export function uploadBody(config: Pick<Config, 'uploadDir'>): Middleware {
  return async (ctx, next) => {
    if (!ctx.is('multipart/form-data')) return next();
    const folder = await mkdtemp(path.join(config.uploadDir, 'request-'));
    try {
      const parse = koaBody({
        multipart: true,
        json: false,
        urlencoded: false,
        text: false,
        parsedMethods: BODY_METHODS,
        formidable: {
          uploadDir: folder,
          maxFileSize: MAX_UPLOAD_BYTES,
          maxFiles: MAX_UPLOAD_FILES,
          maxTotalFileSize: MAX_UPLOAD_FILES * MAX_UPLOAD_BYTES,
          allowEmptyFiles: false,
          keepExtensions: false,
          onPart: readIdentityEncodingsAsText,
        },
      });
      await unreadableAsClientError(ctx, () => parse(ctx, async () => {}));
      await next();
    } finally {
      // Files still being written when the body was refused are unlinked by formidable a moment later;
      // retrying lets the folder empty out before it goes.
      await rm(folder, { recursive: true, force: true, maxRetries: 10, retryDelay: 20 });
    }
  };
}

/**
 * A part may name its transfer encoding; '7bit' and '8bit' (MIME's "the bytes as they are") are
 * no names Node knows, and formidable would hand them to a text decoder, which throws outside any
 * request (the request then never answers). A field in either is read as the form's text.
 */
function readIdentityEncodingsAsText(part: Part, handle: (part: Part) => void): void {
  const encoded = part as Part & { transferEncoding?: string };
  if (encoded.transferEncoding === '7bit' || encoded.transferEncoding === '8bit') delete encoded.transferEncoding;
  handle(part);
}

/**
 * Runs a body parser; whatever it throws is the client's doing, so it becomes a 4xx. A body refused
 * before it was read to the end leaves the rest of it on the connection, so that connection is closed
 * after the answer rather than kept alive for a next request it could not frame.
 */
async function unreadableAsClientError(ctx: Koa.ParameterizedContext<AppState>, parse: () => Promise<unknown>): Promise<void> {
  try {
    await parse();
  } catch (error) {
    if (!ctx.req.complete) ctx.set('Connection', 'close');
    throw bodyError(error);
  }
}

function bodyError(error: unknown): ApiError {
  const { status, statusCode, httpCode, code } = (error ?? {}) as {
    status?: number;
    statusCode?: number;
    httpCode?: number;
    code?: unknown;
  };
  const known = status ?? statusCode ?? httpCode;
  // formidable's codes: 1015 too many files, 1009 all files together too large, 1016 one file too large.
  if (code === 1015) return payloadTooLarge(`Send at most ${MAX_UPLOAD_FILES} images at once`);
  if (code === 1009) return payloadTooLarge(`Images must be at most ${(MAX_UPLOAD_FILES * MAX_UPLOAD_BYTES) / 1024 / 1024}MB together`);
  if (code === 1016) return payloadTooLarge();
  if (known === 413) return payloadTooLarge('The request body is too large');
  if (known === 415) return new ApiError(415, 'Unsupported content type', 'UnsupportedMediaTypeError');
  return badRequest('The request body could not be read');
}

/** Every error becomes `{ message, errors: { name, fields? } }`; stack traces only reach the log. */
export function errorHandler(log: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } catch (error) {
      const known = error instanceof ApiError ? error : fromHttpError(error);
      ctx.status = known.status;
      ctx.body = {
        message: known.message,
        errors: { name: known.errorName, ...(known.fields ? { fields: known.fields } : {}) },
        ...(known.data === undefined ? {} : { data: known.data }),
      };
      if (known.retryAfterSeconds !== undefined) ctx.set('Retry-After', String(known.retryAfterSeconds));
      if (known.status >= 500) {
        log.error('request failed', {
          requestId: ctx.state.requestId,
          method: ctx.method,
          path: ctx.path,
          error: (error as Error)?.stack ?? String(error),
        });
      }
    } finally {
      if (log.enabled('debug') && ctx.path.startsWith('/api/')) {
        log.debug('request', {
          requestId: ctx.state.requestId,
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ms: Math.round(performance.now() - started),
        });
      }
    }
  };
}

function fromHttpError(error: unknown): ApiError {
  // formidable (koa-body's multipart parser) puts its status in `httpCode`: 413 for a file over maxFileSize.
  const { status: own, statusCode, httpCode } = (error ?? {}) as { status?: number; statusCode?: number; httpCode?: number };
  const status = own ?? statusCode ?? httpCode;
  if (status === 413) return new ApiError(413, 'Image must be at most 10MB', 'PayloadTooLargeError');
  if (status === 415) return new ApiError(415, 'Unsupported content type', 'UnsupportedMediaTypeError');
  if (status && status >= 400 && status < 500) {
    const message = status === 400 ? 'The request body could not be read' : ((error as Error).message ?? 'Bad request');
    return new ApiError(status, message, 'BadRequestError', status === 429 ? { retryAfterSeconds: 60 } : {});
  }
  return new ApiError(500, 'Something went wrong.', 'InternalServerError');
}

/**
 * Browser features the site uses (sharing a listing, copying its link, the camera for a visit's
 * check-in); every other powerful feature is off for the site and anything it embeds. Each name is
 * one Chromium knows (an unknown one is a console warning); a desktop build without Web Share still
 * warns about `web-share`, which phones use.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=(self)',
  'clipboard-read=()',
  'clipboard-write=(self)',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'sync-xhr=()',
  'usb=()',
  'web-share=(self)',
  'xr-spatial-tracking=()',
].join(', ');

/** Two years, the preload list's minimum being one. */
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * On every answer, errors included (set in `finally`, so a thrown error that the outer error
 * handler turns into JSON keeps them). Photos may be shown by other sites' pages (a mail read in a
 * browser), so `/media/` is cross-origin readable; nothing else is. HSTS only over TLS, as the
 * socket or a trusted proxy says (`clientAddress`), never on plain HTTP where it means nothing.
 */
export function securityHeaders(mapTiles: string = DEFAULT_MAP_TILES): Middleware {
  const contentSecurityPolicy = contentSecurityPolicyFor(mapTiles);
  return async (ctx, next) => {
    try {
      await next();
    } finally {
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
      ctx.set('X-Frame-Options', 'DENY');
      ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
      ctx.set('Cross-Origin-Resource-Policy', ctx.path.startsWith('/media/') ? 'cross-origin' : 'same-origin');
      ctx.set('Permissions-Policy', PERMISSIONS_POLICY);
      if (ctx.state.overTls) ctx.set('Strict-Transport-Security', HSTS);
      if (!ctx.path.startsWith('/api/')) ctx.set('Content-Security-Policy', contentSecurityPolicy);
    }
  };
}

/** The pages' policy; images may also come from the configured map tiles' host, which the service worker and the visit pack fetch from too. */
export const contentSecurityPolicyFor = (mapTiles: string) =>
  [
    "default-src 'self'",
    `img-src 'self' data: blob:${tileOrigin(mapTiles) ? ` ${tileOrigin(mapTiles)}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    `script-src 'self' ${BOOT_SCRIPT_SOURCE}`,
    `connect-src 'self'${tileOrigin(mapTiles) ? ` ${tileOrigin(mapTiles)}` : ''}`,
    'frame-src https://www.openstreetmap.org',
    "worker-src 'self'",
    "manifest-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
