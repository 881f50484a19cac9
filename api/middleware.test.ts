import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppState } from './context.ts';
import { conflict, tooManyRequests } from './errors.ts';
import { createLogger, type Logger } from './log.ts';
import { errorHandler } from './middleware.ts';

let server: ReturnType<Koa['listen']>;
let base: string;

beforeAll(async () => {
  const app = new Koa<AppState>();
  app.use(errorHandler(createLogger('silent')));
  app.use((ctx) => {
    if (ctx.path === '/limited') throw tooManyRequests(7);
    if (ctx.path === '/taken') throw conflict('A project with this slug already exists', 'slug');
    ctx.body = { ok: true };
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('the error handler', () => {
  it('sends the retry delay a rate-limit error carries as Retry-After', async () => {
    const response = await fetch(`${base}/limited`);
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('7');
    expect(await response.json()).toEqual({
      message: 'Too many attempts. Please try again in 7 seconds.',
      errors: { name: 'RateLimitError' },
    });
  });

  it('sends no Retry-After for an error without a retry delay, and names the field a conflict is about', async () => {
    const response = await fetch(`${base}/taken`);
    expect(response.status).toBe(409);
    expect(response.headers.get('Retry-After')).toBeNull();
    expect(await response.json()).toEqual({
      message: 'A project with this slug already exists',
      errors: { name: 'ConflictError', fields: { slug: 'A project with this slug already exists' } },
    });
  });
});

describe('the request log', () => {
  /** A logger that keeps its debug lines, writing them or not as `debug` says. */
  function keptLog(debug: boolean) {
    const lines: Record<string, unknown>[] = [];
    const log: Logger = {
      ...createLogger('silent'),
      debug: (_message, fields) => lines.push(fields ?? {}),
      enabled: (at) => debug && at === 'debug',
    };
    return { log, lines };
  }

  async function request(log: Logger, path: string) {
    const app = new Koa<AppState>();
    app.use(async (ctx, next) => {
      ctx.state.requestId = 'req-1';
      await next();
    });
    app.use(errorHandler(log));
    app.use((ctx) => {
      ctx.body = { ok: true };
    });
    const listening = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listening.once('listening', resolve));
    try {
      await fetch(`http://127.0.0.1:${(listening.address() as AddressInfo).port}${path}`);
    } finally {
      await new Promise((resolve) => listening.close(resolve));
    }
  }

  it('writes a line per API request with its method, path, status and time when debug lines are written', async () => {
    const { log, lines } = keptLog(true);
    await request(log, '/api/v1/health');
    expect(lines).toEqual([{ requestId: 'req-1', method: 'GET', path: '/api/v1/health', status: 200, ms: expect.any(Number) }]);
  });

  it('builds no line at all when debug lines are not written', async () => {
    const { log, lines } = keptLog(false);
    await request(log, '/api/v1/health');
    expect(lines).toEqual([]);
  });

  it('says which levels a logger writes: its own and those above it', () => {
    const info = createLogger('info');
    expect([info.enabled('debug'), info.enabled('info'), info.enabled('warn'), info.enabled('error')]).toEqual([false, true, true, true]);
    expect(createLogger('silent').enabled('error')).toBe(false);
  });
});
