/**
 * Speed to lead read from the rows and the event log: a lead's first contact is the first of its
 * status leaving new (for anything but spam) and a call or message logged with its buyer since it
 * arrived. Medians are over the contacted leads, in seconds of the wall clock.
 */
import type { LeadSource } from '../../contract/buyers.ts';
import type { SpeedToLead, SpeedToLeadQuery } from '../../contract/speedToLead.ts';
import type { Sql } from '../db.ts';

const DAY_MS = 86_400_000;
const suratDay = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);

interface GroupRow {
  key: string | null;
  name: string | null;
  leads: number;
  contacted: number;
  escalated: number;
  medianSeconds: number | null;
}

/** `agentId` narrows it to the leads assigned to that agent (an agent's report); null: every lead. */
export async function speedToLead(
  sql: Sql,
  query: SpeedToLeadQuery,
  now = new Date(),
  agentId: string | null = null,
): Promise<SpeedToLead> {
  const to = query.to ?? suratDay(now);
  const from = query.from ?? suratDay(new Date(now.getTime() - 29 * DAY_MS));
  const period = sql`
    with period as (
      select e.id, e.reference, e.source, e.assignee_id, e.created_at, e.escalated_at, a.name as assignee_name,
        least(
          (select min(ev.occurred_at) from events ev
            where ev.subject_id = e.id::text and ev.type = 'enquiry.status_changed'
              and ev.payload ->> 'from' = 'new' and ev.payload ->> 'to' <> 'spam'),
          (select min(c.contacted_at) from buyer_contacts c where c.buyer_id = e.buyer_id and c.contacted_at >= e.created_at)
        ) as first_contact_at
      from enquiries e left join "user" a on a.id = e.assignee_id
      where e.status <> 'spam' ${agentId ? sql`and e.assignee_id = ${agentId}` : sql``}
        and e.created_at >= (${from}::date::timestamp at time zone 'Asia/Kolkata')
        and e.created_at < ((${to}::date + 1)::timestamp at time zone 'Asia/Kolkata')
    )`;
  const grouped = (key: 'assignee_id' | 'source' | null) => sql<GroupRow[]>`
    ${period}
    select ${key ? sql`${sql(key)}::text` : sql`null::text`} as key, ${key === 'assignee_id' ? sql`max(assignee_name)` : sql`null`} as name,
      count(*)::int as leads, count(first_contact_at)::int as contacted, count(escalated_at)::int as escalated,
      percentile_cont(0.5) within group (order by extract(epoch from first_contact_at - created_at))
        filter (where first_contact_at is not null) as "medianSeconds"
    from period ${key ? sql`group by ${sql(key)} order by count(*) desc, 1` : sql``}`;
  const [leads, byAgent, bySource, [total]] = await Promise.all([
    sql<
      {
        id: string;
        reference: string;
        source: LeadSource;
        assigneeId: string | null;
        assigneeName: string | null;
        createdAt: Date;
        firstContactAt: Date | null;
        escalated: boolean;
      }[]
    >`
      ${period}
      select id, reference, source, assignee_id as "assigneeId", assignee_name as "assigneeName", created_at as "createdAt",
        first_contact_at as "firstContactAt", escalated_at is not null as escalated
      from period order by created_at desc, id limit 1000`,
    grouped('assignee_id'),
    grouped('source'),
    grouped(null),
  ]);
  const group = (row: GroupRow) => ({
    leads: row.leads,
    contacted: row.contacted,
    escalated: row.escalated,
    medianSeconds: row.medianSeconds === null ? null : Math.round(Number(row.medianSeconds)),
  });
  return {
    from,
    to,
    leads: leads.map((row) => ({
      _id: row.id,
      reference: row.reference,
      source: row.source,
      assignee: row.assigneeId ? { _id: row.assigneeId, fullName: row.assigneeName ?? '' } : null,
      receivedAt: row.createdAt.toISOString(),
      firstContactAt: row.firstContactAt?.toISOString() ?? null,
      seconds: row.firstContactAt ? Math.round((row.firstContactAt.getTime() - row.createdAt.getTime()) / 1000) : null,
      escalated: row.escalated,
    })),
    total: group(total!),
    byAgent: byAgent.map((row) => ({ ...group(row), agent: row.key ? { _id: row.key, fullName: row.name ?? '' } : null })),
    bySource: bySource.map((row) => ({ ...group(row), source: row.key as LeadSource })),
  };
}
