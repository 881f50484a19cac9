/**
 * Real visitors' Web Vitals: a sampled public page's beacon (POST /vitals, anyone, no personal
 * data) and the office's view of them (GET /admin/vitals).
 */
import { VitalsBeacon, VitalsQuery } from '../../../contract/vitals.ts';
import type { Deps } from '../../context.ts';
import { vitalsRecorder } from '../../vitals/vitalsRecorder.ts';
import { vitalsSummary } from '../../vitals/vitalsSummary.ts';
import { declareRoutes } from '../endpoint.ts';

export function vitalsRouter(deps: Deps) {
  const routes = declareRoutes(deps, { tag: 'Vitals' });
  const recorder = vitalsRecorder(deps);

  routes.endpoint(
    {
      method: 'post',
      path: '/vitals',
      summary: "A visit's Web Vitals, sent once as a sampled public page is hidden (no personal data)",
      description:
        "The page's route pattern (never its address), its language, a device class, the connection's effective type and the metrics it measured (LCP, INP, FCP and TTFB in milliseconds, CLS a score). No cookie or id is read or kept. Refused when the request carries `DNT: 1` or `Sec-GPC: 1`, and above `RATE_LIMIT_VITALS` a minute per client address.",
      auth: 'public',
      body: VitalsBeacon,
      success: { status: 204, description: 'Recorded.', data: null },
      errors: {
        403: '"Not recorded: the browser asks not to be tracked" (`DNT: 1` or `Sec-GPC: 1`).',
        429: 'Too many reports from this address; `Retry-After` says when to try again.',
      },
    },
    async (ctx, { body }) => {
      await recorder.record(ctx, body);
      ctx.status = 204;
    },
  );

  routes.privateRead(
    {
      path: '/admin/vitals',
      summary: "Visitors' Web Vitals: p75 and the share of good visits per page type and metric",
      description:
        'Over the last 7 or 28 days in Surat, today included: the nightly roll-up and the rows it does not hold yet. A period\'s p75 is its days\' p75s weighted by their visits; the good share ("good": LCP ≤ 2.5 s, INP ≤ 200 ms, CLS ≤ 0.1, FCP ≤ 1.8 s, TTFB ≤ 0.8 s) is exact.',
      auth: 'admin',
      query: VitalsQuery,
      success: { status: 200, description: 'The figures, every page together and per page type.', data: 'VitalsSummary' },
    },
    async ({ query }) => ({ data: await vitalsSummary(deps.sql, query.days) }),
  );

  return routes;
}
