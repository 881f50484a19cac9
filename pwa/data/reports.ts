/**
 * The lead reports (agents and admins): the period's figures and one table of them as CSV. Never
 * kept on the device.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Envelope } from '../../contract/answers.ts';
import type { LeadReport, ReportTable } from '../../contract/reports.ts';
import { api } from './api.ts';

export const reportKeys = {
  period: (from: string, to: string) => ['admin', 'reports', from, to] as const,
};

const periodQuery = (from: string, to: string) => new URLSearchParams({ ...(from && { from }), ...(to && { to }) });

/** GET /admin/reports for the period (either end empty: the server's default). */
export function reportQuery(from: string, to: string) {
  return queryOptions({
    queryKey: reportKeys.period(from, to),
    queryFn: async () => (await api.get<Envelope<LeadReport>>(`admin/reports?${periodQuery(from, to)}`)).data,
  });
}

/** One table of the period's report as CSV, for Excel. */
export function reportCsv(from: string, to: string, table: ReportTable): Promise<Blob> {
  const query = periodQuery(from, to);
  query.set('table', table);
  return api.ky.get(`admin/reports.csv?${query}`).blob();
}
