/**
 * Speed to lead: the time from a lead's arrival to its first logged contact (its status leaving
 * new, or a call or message logged with its buyer), per lead and as a median per agent and per
 * source, for a period. The reports read this answer.
 */
import * as v from 'valibot';
import { leadSources } from './buyers.ts';

/** Query of GET /admin/speed-to-lead: the period in Surat days (YYYY-MM-DD), the last 30 days by default. */
export const SpeedToLeadQuery = v.object({
  from: v.optional(v.pipe(v.string(), v.isoDate('From must be a date (YYYY-MM-DD)'))),
  to: v.optional(v.pipe(v.string(), v.isoDate('To must be a date (YYYY-MM-DD)'))),
});
export type SpeedToLeadQuery = v.InferOutput<typeof SpeedToLeadQuery>;

const median = v.nullable(v.number());

export const LeadSpeed = v.object({
  _id: v.string(),
  reference: v.string(),
  source: v.picklist(leadSources),
  assignee: v.nullable(v.object({ _id: v.string(), fullName: v.string() })),
  receivedAt: v.string(),
  /** Null while nobody has contacted the lead. */
  firstContactAt: v.nullable(v.string()),
  /** Seconds from arrival to first contact. */
  seconds: v.nullable(v.number()),
  escalated: v.boolean(),
});

export const SpeedGroup = v.object({
  leads: v.number(),
  contacted: v.number(),
  escalated: v.number(),
  /** Median seconds to first contact over the contacted leads; null when none was. */
  medianSeconds: median,
});

export const SpeedToLead = v.object({
  from: v.string(),
  to: v.string(),
  /** The period's leads, newest first (at most 1,000). */
  leads: v.array(LeadSpeed),
  /** Every lead of the period together. */
  total: SpeedGroup,
  byAgent: v.array(v.object({ ...SpeedGroup.entries, agent: v.nullable(v.object({ _id: v.string(), fullName: v.string() })) })),
  bySource: v.array(v.object({ ...SpeedGroup.entries, source: v.picklist(leadSources) })),
});
export type SpeedToLead = v.InferOutput<typeof SpeedToLead>;

export const speedToLeadAnswerSchemas = { LeadSpeed, SpeedToLead };
