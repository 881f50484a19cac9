/**
 * The visit reports (admins): for a period of Surat days, the visits booked, shown (checked in),
 * no-shows and the leads won after a visit, in total, per agent and per listing; each table also
 * as CSV. A visit counts in the period its time falls in; cancelled visits are left out.
 */
import * as v from 'valibot';
import { described } from './fields.ts';
import { periodQuery } from './reports.ts';

export const visitReportTables = ['agent', 'listing'] as const;
export type VisitReportTable = (typeof visitReportTables)[number];

/** Query of GET /admin/visit-reports(.csv): the period in Surat days, the last 30 by default; `by` names the CSV's table. */
export const VisitReportQuery = periodQuery({ by: v.optional(v.picklist(visitReportTables, 'By must be agent or listing'), 'agent') });
export type VisitReportQuery = v.InferOutput<typeof VisitReportQuery>;

const rate = (what: string) => described(v.nullable(v.number()), `${what}, 0 to 1; null when there were none`);

export const VisitFigures = v.object({
  booked: described(v.number(), 'Visits booked for a time in the period (cancelled ones left out)'),
  shown: described(v.number(), 'Of them, checked in (at the site, or marked visited by the office)'),
  noShow: described(v.number(), 'Of them, marked no-show'),
  noShowRate: rate('No-shows as a share of the visits shown or no-show'),
  visitedLeads: described(v.number(), 'Leads with a visit shown'),
  won: described(v.number(), 'Of those leads, the ones won'),
  wonRate: rate('Leads won as a share of the leads with a visit shown'),
});
export type VisitFigures = v.InferOutput<typeof VisitFigures>;

export const VisitReportRow = v.object({
  /** The agent's or the listing's id. */
  _id: v.string(),
  name: v.string(),
  /** A property's reference (SR-1004); null for an agent or a project. */
  reference: v.nullable(v.string()),
  ...VisitFigures.entries,
});
export type VisitReportRow = v.InferOutput<typeof VisitReportRow>;

export const VisitReport = v.object({
  from: v.string(),
  to: v.string(),
  total: VisitFigures,
  byAgent: v.array(VisitReportRow),
  byListing: v.array(VisitReportRow),
});
export type VisitReport = v.InferOutput<typeof VisitReport>;

export const visitReportAnswerSchemas = { VisitFigures, VisitReportRow, VisitReport };
