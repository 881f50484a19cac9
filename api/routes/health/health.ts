import Router from '@koa/router';
import type { AppState, Deps } from '../../context.ts';

async function probe(check: () => Promise<unknown>): Promise<'ok' | 'unreachable'> {
  try {
    await Promise.race([check(), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 3000))]);
    return 'ok';
  } catch {
    // Any failure, or no answer in 3 s, means unreachable.
    return 'unreachable';
  }
}

/** GET /health: 200 when the database and the bucket answer, 503 otherwise; GET /agency. */
export function healthRouter({ sql, bucket, config }: Deps) {
  const router = new Router<AppState>();
  router.get('/health', async (ctx) => {
    const [database, storage] = await Promise.all([probe(() => sql`select 1`), probe(() => bucket.ping())]);
    const healthy = database === 'ok' && storage === 'ok';
    ctx.status = healthy ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { message: healthy ? 'ok' : 'degraded', data: { database, storage } };
  });
  // The agency's details the office sets by configuration; browsers may keep them five minutes.
  router.get('/agency', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = { message: 'ok', data: { agentReraNumber: config.agentReraNumber } };
  });
  return router;
}
