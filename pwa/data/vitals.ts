/** Visitors' Web Vitals: the beacon a sampled page sends as it is hidden, and the office's view of them. */
import { queryOptions } from '@tanstack/react-query';
import type { Envelope } from '../../contract/answers.ts';
import type { VitalsBeacon, VitalsSummary } from '../../contract/vitals.ts';
import { api, API_PREFIX } from './api.ts';

/**
 * POST /vitals as a beacon, which the browser delivers even as the page goes away; no credentials
 * are read by the endpoint. False when the browser would not queue it.
 */
export function sendVitalsBeacon(beacon: VitalsBeacon, send = (url: string, body: Blob) => navigator.sendBeacon(url, body)): boolean {
  return send(`${API_PREFIX}/vitals`, new Blob([JSON.stringify(beacon)], { type: 'application/json' }));
}

/** GET /admin/vitals over the last 7 or 28 days. */
export function vitalsSummaryQuery(days: 7 | 28) {
  return queryOptions({
    queryKey: ['admin', 'vitals', days] as const,
    queryFn: async ({ signal }) => (await api.get<Envelope<VitalsSummary>>(`admin/vitals?days=${days}`, { signal })).data,
  });
}
