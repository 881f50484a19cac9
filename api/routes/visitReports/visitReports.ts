/**
 * The visit reports (admins): for a period of Surat days, visits booked, shown and no-show and the
 * leads won after a visit, in total, per agent and per listing, and each table as CSV.
 */
import { VisitReportQuery } from '../../../contract/visitReports.ts';
import type { Deps } from '../../context.ts';
import { visitReport, visitReportCsv } from '../../queries/visitReports.ts';
import { declareRoutes } from '../endpoint.ts';

const periodWords =
  'The period is `from`–`to` in Surat days (YYYY-MM-DD), the last 30 days by default, at most 366 days; a visit counts in the period its time falls in, cancelled visits left out. Shown: checked in at the site or marked visited by the office. No-show rate: of the visits shown or no-show. Visit → won: of the leads with a visit shown, the ones won.';

export function visitReportsRouter(deps: Deps) {
  const routes = declareRoutes(deps, { tag: 'Visits' });

  routes.privateRead(
    {
      path: '/admin/visit-reports',
      summary: 'The visit reports: booked, shown, no-show rate and visit → won, in total, per agent and per listing',
      description: periodWords,
      auth: 'admin',
      query: VisitReportQuery,
      success: { status: 200, description: 'The period and its figures.', data: 'VisitReport' },
    },
    async ({ query }) => ({ data: await visitReport(deps.sql, query) }),
  );

  routes.csv(
    {
      path: '/admin/visit-reports.csv',
      summary: 'One table of the visit reports as CSV for Excel (`by`: agent or listing)',
      description: periodWords,
      auth: 'admin',
      query: VisitReportQuery,
      csv: 'UTF-8 with a byte-order mark, CRLF lines; no cell starts a formula',
    },
    async ({ query }) => {
      const report = await visitReport(deps.sql, query);
      return { name: `visits-by-${query.by}-${report.from}-${report.to}.csv`, body: visitReportCsv(report, query.by) };
    },
  );

  return routes;
}
