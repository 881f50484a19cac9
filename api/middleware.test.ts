import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppState } from './context.ts';
import { conflict, tooManyRequests } from './errors.ts';
import { createLogger } from './log.ts';
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
