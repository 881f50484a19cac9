/** GET /health: 200 when the database and the bucket answer, 503 otherwise; GET /agency and its cost rates. */
import type { Deps } from '../../context.ts';
import { declareRoutes } from '../endpoint.ts';

async function probe(check: () => Promise<unknown>): Promise<'ok' | 'unreachable'> {
  try {
    await Promise.race([check(), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 3000))]);
    return 'ok';
  } catch {
    // Any failure, or no answer in 3 s, means unreachable.
    return 'unreachable';
  }
}

export function healthRouter(deps: Deps) {
  const { sql, bucket, config } = deps;
  const routes = declareRoutes(deps, { tag: 'Health' });

  routes.endpoint(
    {
      method: 'get',
      path: '/health',
      summary: 'Health of the API, its database and its bucket',
      auth: 'public',
      success: { status: 200, description: '`message` is ok; `data` says `{ database, storage }` are ok.', data: 'Health' },
      errors: { 503: 'The database or the bucket does not answer; `message` is degraded.' },
    },
    async (ctx) => {
      const [database, storage] = await Promise.all([probe(() => sql`select 1`), probe(() => bucket.ping())]);
      const healthy = database === 'ok' && storage === 'ok';
      ctx.status = healthy ? 200 : 503;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { message: healthy ? 'ok' : 'degraded', data: { database, storage } };
    },
  );

  routes.published(
    {
      path: '/agency',
      summary:
        "What the office sets of the agency's details (its GujRERA agent registration number, the share of page views that report Web Vitals, the map tiles, whether minors may ask for accounts)",
      success: { status: 200, description: 'The details; `agentReraNumber` is null when none is set.', data: 'AgencyDetails' },
    },
    () => ({
      message: 'ok',
      data: {
        agentReraNumber: config.agentReraNumber,
        vitalsSampleRate: config.vitals.sampleRate,
        mapTiles: config.mapTiles,
        minorAccounts: config.minorAccounts,
      },
    }),
  );

  // The rates of the cost of buying (stamp duty, registration, GST, brokerage) the office sets.
  routes.published(
    {
      path: '/agency/cost-rates',
      summary: 'The rates the cost of buying a listing is worked out with, as the office configures them',
      success: { status: 200, description: "Per cent rates; Gujarat's unless configured (docs/money.md).", data: 'PurchaseCostRates' },
    },
    () => ({ message: 'ok', data: config.costRates }),
  );
  return routes;
}
