/**
 * The lead reports computed in SQL for a period of Surat days, over the leads that arrived in it
 * (spam left out): the funnel by source and by agent from the rows and the event log, speed to lead
 * (speedToLeadReads.ts), lost reasons, and demand per listing and per locality. `agentId` narrows
 * every figure to that agent's own leads (an agent's report); null is the whole office's.
 */
import type { LeadSource } from '../../contract/buyers.ts';
import { lostReasons, type LostReason } from '../../contract/enquiries.ts';
import type { FunnelCounts, LeadReport, ReportQuery } from '../../contract/reports.ts';
import type { Sql } from '../db.ts';
import { speedToLead } from './speedToLeadReads.ts';

const DAY_MS = 86_400_000;
const suratDay = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** The period asked for; the last 30 Surat days up to today by default (as speed to lead's). */
export function reportPeriod(query: ReportQuery, now = new Date()): { from: string; to: string } {
  const to = query.to ?? suratDay(now);
  const from = query.from ?? suratDay(new Date(Date.parse(`${to}T12:00:00Z`) - 29 * DAY_MS));
  return { from, to };
}

interface CountRow {
  key: string | null;
  name: string | null;
  leads: number;
  contacted: number;
  visit: number;
  won: number;
  lost: number;
}

/** The stages at or after contacted, and at or after a visit: a lead counts in every stage it got to. */
const CONTACTED_ON = ['contacted', 'visit_scheduled', 'visited', 'negotiating', 'won'];
const VISIT_ON = ['visit_scheduled', 'visited', 'negotiating', 'won'];

const share = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 1000);

function counts(row: CountRow): FunnelCounts {
  return {
    leads: row.leads,
    contacted: row.contacted,
    visit: row.visit,
    won: row.won,
    lost: row.lost,
    contactedRate: share(row.contacted, row.leads),
    visitRate: share(row.visit, row.leads),
    wonRate: share(row.won, row.leads),
    lostRate: share(row.lost, row.leads),
  };
}

export async function leadReport(sql: Sql, query: ReportQuery, agentId: string | null, now = new Date()): Promise<LeadReport> {
  const { from, to } = reportPeriod(query, now);
  // Each lead of the period with the stages it got to: every status it was moved to, and where it is.
  const period = sql`
    with period as (
      select e.id, e.source, e.status, e.lost_reason, e.assignee_id, a.name as assignee_name,
        e.property_id, e.project_id, p.reference as listing_reference, coalesce(p.title, j.title, e.listing_title) as listing_title,
        coalesce(p.location, j.location) as locality,
        array_append(coalesce(
          (select array_agg(ev.payload ->> 'to') from events ev where ev.subject_id = e.id::text and ev.type = 'enquiry.status_changed'),
          '{}'::text[]), e.status) as stages,
        exists (select 1 from buyer_contacts c where c.buyer_id = e.buyer_id and c.contacted_at >= e.created_at) as contact_logged
      from enquiries e
      left join "user" a on a.id = e.assignee_id
      left join properties p on p.id = e.property_id
      left join projects j on j.id = e.project_id
      where e.status <> 'spam'
        and e.created_at >= (${from}::date::timestamp at time zone 'Asia/Kolkata')
        and e.created_at < ((${to}::date + 1)::timestamp at time zone 'Asia/Kolkata')
        ${agentId ? sql`and e.assignee_id = ${agentId}` : sql``}
    )`;
  const funnel = (key: 'source' | 'assignee_id' | null) => sql<CountRow[]>`
    ${period}
    select ${key ? sql`${sql(key)}::text` : sql`null::text`} as key,
      ${key === 'assignee_id' ? sql`max(assignee_name)` : sql`null`} as name,
      count(*)::int as leads,
      count(*) filter (where contact_logged or stages && ${sql.array(CONTACTED_ON)}::text[])::int as contacted,
      count(*) filter (where stages && ${sql.array(VISIT_ON)}::text[])::int as visit,
      count(*) filter (where status = 'won')::int as won,
      count(*) filter (where status = 'lost')::int as lost
    from period
    ${key ? sql`group by ${sql(key)} order by count(*) desc, 1` : sql``}`;
  const [[total], bySource, byAgent, lost, byListing, byLocality, speed] = await Promise.all([
    funnel(null),
    funnel('source'),
    funnel('assignee_id'),
    sql<{ reason: LostReason | null; leads: number }[]>`
      ${period}
      select lost_reason as reason, count(*)::int as leads from period where status = 'lost' group by lost_reason`,
    sql<{ kind: 'property' | 'project'; id: string; reference: string | null; title: string | null; locality: string; leads: number }[]>`
      ${period}
      select case when property_id is not null then 'property' else 'project' end as kind,
        coalesce(property_id, project_id)::text as id, max(listing_reference) as reference, max(listing_title) as title,
        max(locality) as locality, count(*)::int as leads
      from period where property_id is not null or project_id is not null
      group by 1, 2 order by count(*) desc, 2 limit 50`,
    sql<{ locality: string; leads: number }[]>`
      ${period}
      select locality, count(*)::int as leads from period where locality is not null
      group by locality order by count(*) desc, locality limit 50`,
    speedToLead(sql, { from, to }, now, agentId),
  ]);
  const lostBy = new Map(lost.map((row) => [row.reason, row.leads]));
  return {
    from,
    to,
    funnel: {
      total: counts(total!),
      bySource: bySource.map((row) => ({ ...counts(row), source: row.key as LeadSource })),
      byAgent: byAgent.map((row) => ({ ...counts(row), agent: row.key ? { _id: row.key, fullName: row.name ?? '' } : null })),
    },
    speed: { total: speed.total, bySource: speed.bySource, byAgent: speed.byAgent },
    lostReasons: [
      ...lostReasons.map((reason) => ({ reason, leads: lostBy.get(reason) ?? 0 })),
      ...(lostBy.has(null) ? [{ reason: null, leads: lostBy.get(null)! }] : []),
    ],
    demand: {
      byListing: byListing.map((row) => ({
        kind: row.kind,
        _id: row.id,
        reference: row.reference,
        title: row.title ?? '',
        locality: row.locality ?? '',
        leads: row.leads,
      })),
      byLocality,
    },
  };
}
