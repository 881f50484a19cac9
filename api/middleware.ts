/** Request id, JSON errors, security headers. */
import { randomUUID } from 'node:crypto';
import type Koa from 'koa';
import { BOOT_SCRIPT_SOURCE } from './bootScript.ts';
import type { AppState } from './context.ts';
import { ApiError } from './errors.ts';
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

/** Every error becomes `{ message, errors: { name, fields? } }`; stack traces only reach the log. */
export function errorHandler(log: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } catch (error) {
      const known = error instanceof ApiError ? error : fromHttpError(error);
      ctx.status = known.status;
      ctx.body = { message: known.message, errors: { name: known.errorName, ...(known.fields ? { fields: known.fields } : {}) } };
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
      if (ctx.path.startsWith('/api/')) {
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

export function securityHeaders(): Middleware {
  return async (ctx, next) => {
    await next();
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    if (!ctx.path.startsWith('/api/')) {
      ctx.set(
        'Content-Security-Policy',
        [
          "default-src 'self'",
          "img-src 'self' data: blob: https://*.tile.openstreetmap.org",
          "style-src 'self' 'unsafe-inline'",
          `script-src 'self' ${BOOT_SCRIPT_SOURCE}`,
          "connect-src 'self'",
          "frame-src https://www.openstreetmap.org",
          "worker-src 'self'",
          "manifest-src 'self'",
          "base-uri 'self'",
          "form-action 'self'",
          "frame-ancestors 'none'",
          "object-src 'none'",
        ].join('; '),
      );
    }
  };
}
