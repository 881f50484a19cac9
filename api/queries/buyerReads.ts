/**
 * Reading buyers: the list (newest activity first, with their lead counts and possible duplicates)
 * and one buyer with their leads, logged contacts, duplicates by e-mail and timeline, which is the
 * event log of the buyer and of each of their leads.
 */
import type { BuyerContact, BuyerDetail, BuyerListQuery, BuyerSummary, LeadSource } from '../../contract/buyers.ts';
import type { EnquiryStatus } from '../../contract/enquiries.ts';
import { isUuid } from '../../contract/fields.ts';
import type { Purpose } from '../../contract/privacy.ts';
import type { Sql } from '../db.ts';
import { buyerViewFilter } from '../policies/buyers.ts';
import { buyerWithdrawnPurposes } from './consentReads.ts';

interface BuyerRow {
  id: string;
  reference: string;
  name: string;
  mobile: string;
  email: string | null;
  mergedInto: string | null;
  leads: number;
  lastSource: LeadSource | null;
  possibleDuplicates: number;
  withdrawnConsents: Purpose[];
  updatedAt: Date;
}

const summaryColumns = (sql: Sql) => sql`
  b.id, b.reference, b.name, b.mobile, b.email, b.merged_into as "mergedInto", b.updated_at as "updatedAt",
  (select count(*)::int from enquiries e where e.buyer_id = b.id) as leads,
  (select e.source from enquiries e where e.buyer_id = b.id order by e.created_at desc limit 1) as "lastSource",
  (select count(*)::int from buyers d
    where b.email is not null and lower(d.email) = lower(b.email) and d.id <> b.id and d.merged_into is null) as "possibleDuplicates",
  ${buyerWithdrawnPurposes(sql)} as "withdrawnConsents"`;

function presentSummary(row: BuyerRow): BuyerSummary {
  return {
    _id: row.id,
    reference: row.reference,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    leads: row.leads,
    lastSource: row.lastSource,
    possibleDuplicates: row.possibleDuplicates,
    withdrawnConsents: row.withdrawnConsents,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * GET /buyers: live buyers matching `q` (name, e-mail, reference, mobile digits), latest activity
 * first; `agentId` narrows it to the buyers that agent works (null: every buyer, an admin's view).
 */
export async function buyerList(
  sql: Sql,
  query: BuyerListQuery,
  agentId: string | null = null,
): Promise<{ buyers: BuyerSummary[]; total: number }> {
  const text = query.q?.trim() ?? '';
  const digits = text.replace(/\D/g, '');
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const matches = text
    ? sql`and (b.name ilike ${pattern} or b.email ilike ${pattern} or b.reference ilike ${pattern}
           ${digits.length >= 3 ? sql`or b.mobile like ${`%${digits.slice(-10)}%`}` : sql``})`
    : sql``;
  const offset = (query.page - 1) * query.limit;
  const rows = await sql<(BuyerRow & { total: number })[]>`
    select ${summaryColumns(sql)}, count(*) over ()::int as total
    from buyers b
    where b.merged_into is null and ${buyerViewFilter(sql, agentId)} ${matches}
    order by b.updated_at desc, b.id
    limit ${query.limit} offset ${offset}`;
  return { buyers: rows.map(presentSummary), total: rows[0]?.total ?? 0 };
}

interface ContactRow {
  id: string;
  enquiryId: string | null;
  channel: BuyerContact['channel'];
  outcome: BuyerContact['outcome'];
  callBackAt: Date | null;
  note: string;
  actorId: string | null;
  actorName: string | null;
  contactedAt: Date;
}

/**
 * One buyer as GET /buyers/:id answers it; null when there is no such buyer. For an agent
 * (`agentId`) its leads are the ones they work: their own and the unassigned.
 */
export async function buyerDetail(sql: Sql, id: string, agentId: string | null = null): Promise<BuyerDetail | null> {
  if (!isUuid(id)) return null;
  const [row] = await sql<BuyerRow[]>`select ${summaryColumns(sql)} from buyers b where b.id = ${id}`;
  if (!row) return null;
  const [duplicates, enquiries, contacts] = await Promise.all([
    row.email
      ? sql<{ id: string; reference: string; name: string; mobile: string }[]>`
          select id, reference, name, mobile from buyers
          where lower(email) = lower(${row.email}) and id <> ${id} and merged_into is null order by created_at`
      : Promise.resolve([]),
    sql<
      {
        id: string;
        reference: string;
        kind: 'buyer' | 'seller';
        source: LeadSource;
        status: EnquiryStatus;
        message: string;
        listingTitle: string | null;
        createdAt: Date;
      }[]
    >`
      select e.id, e.reference, e.kind, e.source, e.status, e.message, coalesce(p.title, j.title, e.listing_title) as "listingTitle",
             e.created_at as "createdAt"
      from enquiries e left join properties p on p.id = e.property_id left join projects j on j.id = e.project_id
      where e.buyer_id = ${id} ${agentId ? sql`and (e.assignee_id = ${agentId} or e.assignee_id is null)` : sql``}
      order by e.created_at desc`,
    sql<ContactRow[]>`
      select c.id, c.enquiry_id as "enquiryId", c.channel, c.outcome, c.call_back_at as "callBackAt", c.note,
             c.actor_id as "actorId", u.name as "actorName", c.contacted_at as "contactedAt"
      from buyer_contacts c left join "user" u on u.id = c.actor_id
      where c.buyer_id = ${id} order by c.contacted_at desc`,
  ]);
  const subjects = [id, ...enquiries.map((lead) => lead.id)];
  const events = await sql<
    {
      type: string;
      subjectId: string;
      occurredAt: Date;
      actorId: string | null;
      actorName: string | null;
      payload: Record<string, unknown>;
    }[]
  >`
    select ev.type, ev.subject_id as "subjectId", ev.occurred_at as "occurredAt", ev.actor_id as "actorId", u.name as "actorName", ev.payload
    from events ev left join "user" u on u.id = ev.actor_id
    where ev.subject_id = any(${subjects}) and (ev.type like 'buyer.%' or ev.type like 'enquiry.%' or ev.type like 'lead.%')
    order by ev.seq`;
  return {
    ...presentSummary(row),
    mergedInto: row.mergedInto,
    duplicates: duplicates.map((d) => ({ _id: d.id, reference: d.reference, name: d.name, mobile: d.mobile })),
    enquiries: enquiries.map((lead) => ({
      _id: lead.id,
      reference: lead.reference,
      kind: lead.kind,
      source: lead.source,
      status: lead.status,
      message: lead.message,
      listingTitle: lead.listingTitle,
      createdAt: lead.createdAt.toISOString(),
    })),
    contacts: contacts.map((contact) => ({
      _id: contact.id,
      enquiryId: contact.enquiryId,
      channel: contact.channel,
      outcome: contact.outcome,
      callBackAt: contact.callBackAt?.toISOString() ?? null,
      note: contact.note,
      actor: contact.actorId && contact.actorName !== null ? { _id: contact.actorId, fullName: contact.actorName } : null,
      contactedAt: contact.contactedAt.toISOString(),
    })),
    timeline: events.map((event) => ({
      type: event.type,
      subjectId: event.subjectId,
      at: event.occurredAt.toISOString(),
      actor: event.actorId && event.actorName !== null ? { _id: event.actorId, fullName: event.actorName } : null,
      payload: event.payload,
    })),
  };
}
