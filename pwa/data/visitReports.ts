/** The visit reports (admins): the period's figures and one table as CSV. Never kept on the device. */
import { queryOptions } from '@tanstack/react-query';
import type { Envelope } from '../../contract/answers.ts';
import type { VisitReport, VisitReportTable } from '../../contract/visitReports.ts';
import { api } from './api.ts';

const periodQuery = (from: string, to: string) => new URLSearchParams({ ...(from && { from }), ...(to && { to }) });

/** GET /admin/visit-reports for the period (either end empty: the server's default). */
export function visitReportQuery(from: string, to: string) {
  return queryOptions({
    queryKey: ['admin', 'visit-reports', from, to] as const,
    queryFn: async () => (await api.get<Envelope<VisitReport>>(`admin/visit-reports?${periodQuery(from, to)}`)).data,
  });
}

/** One table of the period's visit report as CSV, for Excel. */
export function visitReportCsv(from: string, to: string, by: VisitReportTable): Promise<Blob> {
  const query = periodQuery(from, to);
  query.set('by', by);
  return api.ky.get(`admin/visit-reports.csv?${query}`).blob();
}
