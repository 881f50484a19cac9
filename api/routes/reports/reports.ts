/**
 * The lead reports (agents and admins): the period's funnel, speed to lead, lost reasons and demand,
 * and each of its tables as CSV. An agent's report is of their own leads; an admin's of every lead.
 */
import { ReportCsvQuery, ReportQuery } from '../../../contract/reports.ts';
import type { Deps } from '../../context.ts';
import { leadViewerOf } from '../../policies/leads.ts';
import { leadReport } from '../../queries/leadReports.ts';
import { reportCsv } from '../../queries/reportCsv.ts';
import { declareRoutes } from '../endpoint.ts';

const periodWords =
  'The period is `from`–`to` in Surat days (YYYY-MM-DD), the last 30 days by default, at most 366 days; every figure is over the leads that arrived in it, spam left out. An agent sees the figures of the leads assigned to them; an admin every lead’s.';

export function reportsRouter(deps: Deps) {
  const routes = declareRoutes(deps, { tag: 'Enquiries' });

  routes.privateRead(
    {
      path: '/admin/reports',
      summary: 'The lead reports: funnel by source and by agent, speed to lead, lost reasons, demand per listing and locality',
      description: `${periodWords} Each funnel stage counts the leads that reached it or went further (contacted: a status past new other than lost, or a call or message logged; visit: visit scheduled or later); rates are shares of the leads that arrived.`,
      auth: 'agent',
      query: ReportQuery,
      success: { status: 200, description: 'The period and its figures.', data: 'LeadReport' },
    },
    async ({ query }, ctx) => ({ data: await leadReport(deps.sql, query, leadViewerOf(ctx.state.actor!)) }),
  );

  routes.csv(
    {
      path: '/admin/reports.csv',
      summary: 'One table of the lead reports as CSV for Excel',
      description: `${periodWords} \`table\` names the table: funnel_source, funnel_agent, speed_source, speed_agent, lost_reasons, demand_listing or demand_locality.`,
      auth: 'agent',
      query: ReportCsvQuery,
      csv: 'UTF-8 with a byte-order mark, CRLF lines; no cell starts a formula',
    },
    async ({ query }, ctx) => {
      const report = await leadReport(deps.sql, query, leadViewerOf(ctx.state.actor!));
      return { name: `${query.table.replace('_', '-')}-${report.from}-${report.to}.csv`, body: reportCsv(report, query.table) };
    },
  );

  return routes;
}
