/**
 * The visit reports, computed in SQL: each visit of the period (its time in the Surat days asked,
 * cancelled ones left out) with its attendance and its lead's status, counted in total, per agent
 * and per listing; and the tables as CSV for Excel through the one CSV rule.
 */
import type { VisitFigures, VisitReport, VisitReportQuery, VisitReportRow, VisitReportTable } from '../../contract/visitReports.ts';
import { csvCell, csvLines } from '../csvText.ts';
import type { Sql } from '../db.ts';
import { reportPeriod } from './leadReports.ts';

interface FigureRow {
  key: string | null;
  name: string | null;
  reference: string | null;
  booked: number;
  shown: number;
  noShow: number;
  visitedLeads: number;
  won: number;
}

const share = (part: number, whole: number) => (whole ? part / whole : null);

const figures = (row: FigureRow): VisitFigures => ({
  booked: row.booked,
  shown: row.shown,
  noShow: row.noShow,
  noShowRate: share(row.noShow, row.shown + row.noShow),
  visitedLeads: row.visitedLeads,
  won: row.won,
  wonRate: share(row.won, row.visitedLeads),
});

export async function visitReport(sql: Sql, query: VisitReportQuery, now = new Date()): Promise<VisitReport> {
  const { from, to } = reportPeriod(query, now);
  const counted = (key: 'agent' | 'listing' | null) => sql<FigureRow[]>`
    with period as (
      select v.enquiry_id, v.attendance, e.status as lead_status, v.agent_id, u.name as agent_name,
        coalesce(v.property_id::text, v.project_id::text) as listing_id,
        coalesce(p.title, j.title, e.listing_title, '') as listing_title, p.reference
      from visits v
      join enquiries e on e.id = v.enquiry_id
      join "user" u on u.id = v.agent_id
      left join properties p on p.id = v.property_id
      left join projects j on j.id = v.project_id
      where v.status = 'booked'
        and v.starts_at >= (${from}::date::timestamp at time zone 'Asia/Kolkata')
        and v.starts_at < ((${to}::date + 1)::timestamp at time zone 'Asia/Kolkata')
    )
    select ${key === 'agent' ? sql`agent_id` : key === 'listing' ? sql`listing_id` : sql`null::text`} as key,
      ${key === 'agent' ? sql`max(agent_name)` : key === 'listing' ? sql`max(listing_title)` : sql`null`} as name,
      ${key === 'listing' ? sql`max(reference)` : sql`null`} as reference,
      count(*)::int as booked,
      count(*) filter (where attendance = 'shown')::int as shown,
      count(*) filter (where attendance = 'no_show')::int as "noShow",
      count(distinct enquiry_id) filter (where attendance = 'shown')::int as "visitedLeads",
      count(distinct enquiry_id) filter (where attendance = 'shown' and lead_status = 'won')::int as won
    from period
    ${key === 'listing' ? sql`where listing_id is not null` : sql``}
    ${key ? sql`group by 1 order by booked desc, name` : sql``}`;
  const [total] = await counted(null);
  const rows = (list: FigureRow[]): VisitReportRow[] =>
    list.map((row) => ({ _id: row.key ?? '', name: row.name ?? '', reference: row.reference, ...figures(row) }));
  return { from, to, total: figures(total!), byAgent: rows(await counted('agent')), byListing: rows(await counted('listing')) };
}

const percent = (rate: number | null) => (rate === null ? '' : `${Math.round(rate * 1000) / 10}%`);
const header = ['Booked', 'Shown', 'No-show', 'No-show %', 'Leads visited', 'Won', 'Visit → won %'];
const cells = (row: VisitFigures) => [
  String(row.booked),
  String(row.shown),
  String(row.noShow),
  percent(row.noShowRate),
  String(row.visitedLeads),
  String(row.won),
  percent(row.wonRate),
];

/** One table as CSV: UTF-8 with a byte-order mark, CRLF lines, no cell that starts a formula. */
export function visitReportCsv(report: VisitReport, table: VisitReportTable): string {
  const rows =
    table === 'agent'
      ? [['Agent', ...header], ...report.byAgent.map((row) => [row.name, ...cells(row)])]
      : [['Reference', 'Listing', ...header], ...report.byListing.map((row) => [row.reference ?? '', row.name, ...cells(row)])];
  return `\uFEFF${csvLines(rows.map((row) => row.map(csvCell)))}`;
}
