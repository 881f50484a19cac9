/**
 * The lead reports: for a period of Surat days, the funnel by source and by agent (new → contacted →
 * visit → won / lost, with conversion rates), speed to lead (contract/speedToLead.ts), lost reasons
 * and demand per listing and per locality; each table also as CSV. Every figure is over the leads
 * that arrived in the period (spam left out); an agent's are over their own leads.
 */
import * as v from 'valibot';
import { leadSources } from './buyers.ts';
import { lostReasons } from './enquiries.ts';
import { described } from './fields.ts';
import { SpeedGroup } from './speedToLead.ts';

/** How long a period may be: a year and a day, so a year's report is one query. */
export const REPORT_MAX_DAYS = 366;

export const reportMessages = {
  from: 'From must be a date (YYYY-MM-DD)',
  to: 'To must be a date (YYYY-MM-DD)',
  order: 'From must be on or before To',
  span: `A report covers at most ${REPORT_MAX_DAYS} days`,
  table: 'Table must be one of funnel_source, funnel_agent, speed_source, speed_agent, lost_reasons, demand_listing or demand_locality',
} as const;

const day = (message: string) => v.optional(v.pipe(v.string(message), v.isoDate(message)));

const periodEntries = { from: day(reportMessages.from), to: day(reportMessages.to) };

const DAY_MS = 86_400_000;
type Period = { from?: string; to?: string };
const inOrder = (input: Period) => !input.from || !input.to || input.from <= input.to;
const withinSpan = (input: Period) =>
  !input.from || !input.to || (Date.parse(input.to) - Date.parse(input.from)) / DAY_MS < REPORT_MAX_DAYS;

/**
 * A report's query: the period in Surat days (YYYY-MM-DD), the last 30 days by default, in order and
 * at most REPORT_MAX_DAYS long, with what else the report takes.
 */
export const periodQuery = <Entries extends v.ObjectEntries>(entries: Entries) =>
  v.pipe(
    v.object({ ...periodEntries, ...entries }),
    // The type checker cannot walk the paths of an object whose entries are generic; `from` is always one.
    v.forward(
      v.check((input) => inOrder(input), reportMessages.order),
      ['from'] as never,
    ),
    v.forward(
      v.check((input) => withinSpan(input), reportMessages.span),
      ['from'] as never,
    ),
  );

/** Query of GET /admin/reports: the period. */
export const ReportQuery = periodQuery({});
export type ReportQuery = v.InferOutput<typeof ReportQuery>;

/** The report's tables, each one CSV. */
export const reportTables = [
  'funnel_source',
  'funnel_agent',
  'speed_source',
  'speed_agent',
  'lost_reasons',
  'demand_listing',
  'demand_locality',
] as const;
export type ReportTable = (typeof reportTables)[number];

/** Query of GET /admin/reports.csv: one table of the report for the period. */
export const ReportCsvQuery = periodQuery({ table: v.picklist(reportTables, reportMessages.table) });
export type ReportCsvQuery = v.InferOutput<typeof ReportCsvQuery>;

const person = v.object({ _id: v.string(), fullName: v.string() });
const rate = described(v.nullable(v.number()), 'A share of the leads, 0 to 1; null when there were none');

/** How far the period's leads got: each stage counts the leads that reached it or went further. */
export const FunnelCounts = v.object({
  leads: described(v.number(), 'Leads that arrived (new)'),
  contacted: described(v.number(), 'Reached contacted or a later stage, or had a call or message logged'),
  visit: described(v.number(), 'Reached visit scheduled or a later stage'),
  won: v.number(),
  lost: v.number(),
  contactedRate: rate,
  visitRate: rate,
  wonRate: rate,
  lostRate: rate,
});
export type FunnelCounts = v.InferOutput<typeof FunnelCounts>;

export const LeadReport = v.object({
  from: v.string(),
  to: v.string(),
  funnel: v.object({
    total: FunnelCounts,
    bySource: v.array(v.object({ ...FunnelCounts.entries, source: v.picklist(leadSources) })),
    /** `agent` null: the leads nobody was assigned. */
    byAgent: v.array(v.object({ ...FunnelCounts.entries, agent: v.nullable(person) })),
  }),
  speed: v.object({
    total: SpeedGroup,
    bySource: v.array(v.object({ ...SpeedGroup.entries, source: v.picklist(leadSources) })),
    byAgent: v.array(v.object({ ...SpeedGroup.entries, agent: v.nullable(person) })),
  }),
  /** Every reason with its count; `reason` null: leads lost before reasons were asked. */
  lostReasons: v.array(v.object({ reason: v.nullable(v.picklist(lostReasons)), leads: v.number() })),
  demand: v.object({
    /** The 50 listings most asked about. */
    byListing: v.array(
      v.object({
        kind: v.picklist(['property', 'project']),
        _id: v.string(),
        reference: v.nullable(v.string()),
        title: v.string(),
        locality: v.string(),
        leads: v.number(),
      }),
    ),
    /** The 50 localities most asked about (of the listings asked about). */
    byLocality: v.array(v.object({ locality: v.string(), leads: v.number() })),
  }),
});
export type LeadReport = v.InferOutput<typeof LeadReport>;

export const reportAnswerSchemas = { FunnelCounts, LeadReport };
