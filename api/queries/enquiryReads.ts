/**
 * Reading enquiries: a user's own (My Enquiries), the admin's filtered list, one enquiry with its
 * timeline from the event log, the CSV export, and per-listing lead counts.
 */
import { csvCell, csvLines } from '../csvText.ts';
import type {
  Enquiry,
  EnquiryDetail,
  EnquiryListQuery,
  EnquiryStatus,
  EnquiryTimelineEntry,
  ListingLeadCounts,
  LostReason,
  MyEnquiry,
  VisitSlot,
} from '../../contract/enquiries.ts';
import { enquiryStatusLabels, visitSlotLabels } from '../../contract/enquiries.ts';
import { formatMobile, isUuid } from '../../contract/fields.ts';
import type { Purpose } from '../../contract/privacy.ts';
import { isPropertyReference } from '../../contract/properties.ts';
import type { Sql } from '../db.ts';
import { presentOffer, type StoredOffer } from '../presenters/ownerOffer.ts';
import { leadWithdrawnPurposes } from './consentReads.ts';

interface EnquiryRow {
  id: string;
  reference: string;
  status: EnquiryStatus;
  propertyId: string | null;
  projectId: string | null;
  title: string | null;
  listingReference: string | null;
  price: number | null;
  transactionType: string | null;
  message: string;
  visitDate: string | null;
  visitSlot: VisitSlot | null;
  visitAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  name: string;
  mobile: string;
  email: string | null;
  userId: string | null;
  assigneeId: string | null;
  assigneeName: string | null;
  stageSince: Date;
  lostReason: LostReason | null;
  lostNote: string | null;
  kind: 'buyer' | 'seller';
  offer: StoredOffer | null;
  draftId: string | null;
  draftReference: string | null;
  withdrawnConsents: Purpose[];
}

const columns = (sql: Sql) => sql`
  e.id, e.reference, e.status, e.property_id as "propertyId", e.project_id as "projectId",
  coalesce(p.title, j.title, e.listing_title) as title, p.reference as "listingReference",
  p.price::float8 as price, p.transaction_type as "transactionType",
  e.message, to_char(e.visit_date, 'YYYY-MM-DD') as "visitDate", e.visit_slot as "visitSlot", e.visit_at as "visitAt",
  e.created_at as "createdAt", e.updated_at as "updatedAt", e.name, e.mobile, e.email, e.user_id as "userId",
  e.assignee_id as "assigneeId", a.name as "assigneeName",
  coalesce(e.status_changed_at, e.created_at) as "stageSince", e.lost_reason as "lostReason", e.lost_note as "lostNote",
  e.kind, e.offer,
  e.draft_property_id as "draftId", (select d.reference from properties d where d.id = e.draft_property_id) as "draftReference",
  ${leadWithdrawnPurposes(sql)} as "withdrawnConsents"`;

const joins = (sql: Sql) => sql`
  left join properties p on p.id = e.property_id
  left join projects j on j.id = e.project_id
  left join "user" a on a.id = e.assignee_id`;

function listingOf(row: EnquiryRow): MyEnquiry['listing'] {
  if (row.propertyId) return { kind: 'property', _id: row.propertyId, title: row.title ?? '', reference: row.listingReference };
  if (row.projectId) return { kind: 'project', _id: row.projectId, title: row.title ?? '', reference: null };
  return null;
}

function presentMine(row: EnquiryRow): MyEnquiry {
  return {
    _id: row.id,
    reference: row.reference,
    status: row.status,
    listing: listingOf(row),
    message: row.message,
    visitDate: row.visitDate,
    visitSlot: row.visitSlot,
    visitAt: row.visitAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const DAY_MS = 86_400_000;

/** Whole days from `since` to `now`: a lead moved yesterday evening is 0 days in stage this morning. */
export const daysSince = (since: Date, now = new Date()) => Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY_MS));

function presentEnquiry(row: EnquiryRow): Enquiry {
  return {
    ...presentMine(row),
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    userId: row.userId,
    assignee: row.assigneeId ? { _id: row.assigneeId, fullName: row.assigneeName ?? '' } : null,
    updatedAt: row.updatedAt.toISOString(),
    stageSince: row.stageSince.toISOString(),
    daysInStage: daysSince(row.stageSince),
    lostReason: row.lostReason,
    lostNote: row.lostNote,
    kind: row.kind,
    offer: row.offer ? presentOffer(row.offer) : null,
    draftListing: row.draftId ? { _id: row.draftId, reference: row.draftReference ?? '' } : null,
    withdrawnConsents: row.withdrawnConsents,
  };
}

/** The caller's enquiries, newest first (spam is never shown back). */
export async function myEnquiries(sql: Sql, userId: string): Promise<MyEnquiry[]> {
  const rows = await sql<EnquiryRow[]>`
    select ${columns(sql)} from enquiries e ${joins(sql)}
    where e.user_id = ${userId} and e.status <> 'spam'
    order by e.created_at desc
    limit 200`;
  return rows.map(presentMine);
}

/** The listing an admin names by its UUID or its reference (SR-1004, any case); anything else matches nothing. */
function propertyFilter(sql: Sql, named: string) {
  if (isPropertyReference(named)) return sql`and p.reference = ${named.toUpperCase()}`;
  if (isUuid(named)) return sql`and e.property_id = ${named.toLowerCase()}`;
  return sql`and false`;
}

/**
 * The list's filters; `agentId` narrows it to what that agent works (their leads and the
 * unassigned ones), null leaves every lead (an admin's view).
 */
function listFilter(sql: Sql, query: EnquiryListQuery, agentId: string | null) {
  const like = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const digits = query.q?.replace(/\D/g, '') ?? '';
  return sql`
    where ${query.status ? sql`e.status = ${query.status}` : sql`e.status <> 'spam'`}
      ${agentId ? sql`and (e.assignee_id = ${agentId} or e.assignee_id is null)` : sql``}
      ${query.propertyId ? propertyFilter(sql, query.propertyId) : sql``}
      ${query.projectId ? (isUuid(query.projectId) ? sql`and e.project_id = ${query.projectId.toLowerCase()}` : sql`and false`) : sql``}
      ${query.from ? sql`and e.created_at >= (${query.from}::date::timestamp at time zone 'Asia/Kolkata')` : sql``}
      ${query.to ? sql`and e.created_at < ((${query.to}::date + 1)::timestamp at time zone 'Asia/Kolkata')` : sql``}
      ${
        like
          ? sql`and (e.name ilike ${like} or e.email ilike ${like} or e.reference ilike ${like} or e.message ilike ${like}
                  or coalesce(p.reference, '') ilike ${like}
                  or coalesce(p.title, j.title, e.listing_title, '') ilike ${like}
                  ${digits.length >= 3 ? sql`or e.mobile like ${`%${digits}%`}` : sql``})`
          : sql``
      }`;
}

/** One page of enquiries for an admin (`agentId` null) or an agent, newest first, and how many match. */
export async function enquiryList(
  sql: Sql,
  query: EnquiryListQuery,
  agentId: string | null,
): Promise<{ enquiries: Enquiry[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    sql<EnquiryRow[]>`
      select ${columns(sql)} from enquiries e ${joins(sql)}
      ${listFilter(sql, query, agentId)}
      order by e.created_at desc, e.id
      limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
    sql<{ total: number }[]>`select count(*)::int as total from enquiries e ${joins(sql)} ${listFilter(sql, query, agentId)}`,
  ]);
  return { enquiries: rows.map(presentEnquiry), total };
}

/** Every enquiry the filters match (the CSV), newest first, up to a generous cap. */
export async function enquiryExportRows(sql: Sql, query: EnquiryListQuery, agentId: string | null): Promise<EnquiryRow[]> {
  return sql<EnquiryRow[]>`
    select ${columns(sql)} from enquiries e ${joins(sql)}
    ${listFilter(sql, query, agentId)}
    order by e.created_at desc, e.id
    limit 50000`;
}

interface TimelineRow {
  type: EnquiryTimelineEntry['type'];
  occurredAt: Date;
  actorId: string | null;
  actorName: string | null;
  payload: Record<string, unknown>;
}

/** One enquiry with its timeline (every event of it, oldest first, with who and when); null when unknown. */
export async function enquiryDetail(sql: Sql, id: string): Promise<EnquiryDetail | null> {
  const [row] = await sql<EnquiryRow[]>`select ${columns(sql)} from enquiries e ${joins(sql)} where e.id = ${id}`;
  if (!row) return null;
  const events = await sql<TimelineRow[]>`
    select ev.type, ev.occurred_at as "occurredAt", ev.actor_id as "actorId", u.name as "actorName", ev.payload
    from events ev left join "user" u on u.id = ev.actor_id
    where ev.subject_id = ${id} and (ev.type like 'enquiry.%' or ev.type like 'visit.%' or ev.type = 'lead.draft_listing_made')
    order by ev.seq`;
  const timeline = events.map((event): EnquiryTimelineEntry => {
    const p = event.payload;
    const entry: EnquiryTimelineEntry = {
      type: event.type,
      at: event.occurredAt.toISOString(),
      actor: event.actorId && event.actorName !== null ? { _id: event.actorId, fullName: event.actorName } : null,
    };
    if (typeof p.from === 'string') entry.from = p.from;
    if (typeof p.to === 'string') entry.to = p.to;
    if (typeof p.note === 'string') entry.note = p.note;
    if (typeof p.lostReason === 'string') entry.lostReason = p.lostReason as LostReason;
    if ('visitAt' in p) entry.visitAt = typeof p.visitAt === 'string' ? p.visitAt : null;
    // A booked, moved or cancelled visit shows its time.
    if (typeof p.startsAt === 'string') entry.visitAt = p.startsAt;
    if ((event.type === 'lead.draft_listing_made' || event.type === 'enquiry.deal_recorded') && typeof p.propertyId === 'string')
      entry.propertyId = p.propertyId;
    if (event.type === 'enquiry.deal_recorded' && typeof p.price === 'number') entry.dealPrice = p.price;
    if (event.type === 'visit.feedback_given') {
      entry.feedback = { experience: String(p.experience), price: String(p.price), nextStep: String(p.nextStep) };
    }
    if ('assigneeId' in p) {
      entry.assignee =
        typeof p.assigneeId === 'string' ? { _id: p.assigneeId, fullName: typeof p.assigneeName === 'string' ? p.assigneeName : '' } : null;
    }
    return entry;
  });
  return { ...presentEnquiry(row), timeline };
}

/** What a visit's calendar entry needs, and whose enquiry it is. */
export interface EnquiryVisit {
  userId: string | null;
  assigneeId: string | null;
  reference: string;
  title: string | null;
  /** The property's or project's address; null for an enquiry about neither (the office then). */
  place: string | null;
  visitAt: Date | null;
  status: EnquiryStatus;
}

export async function enquiryVisit(sql: Sql, id: string): Promise<EnquiryVisit | null> {
  const [row] = await sql<EnquiryVisit[]>`
    select e.user_id as "userId", e.assignee_id as "assigneeId", e.reference, coalesce(p.title, j.title, e.listing_title) as title,
      coalesce(p.address, j.address) as place, e.visit_at as "visitAt", e.status
    from enquiries e left join properties p on p.id = e.property_id left join projects j on j.id = e.project_id
    where e.id = ${id}`;
  return row ?? null;
}

export const LEAD_COUNT_DAYS = 30;

/** Per property: enquiries (not spam) and Call/WhatsApp taps in the last `days` days; listings with neither are left out. */
export async function listingLeadCounts(sql: Sql, days = LEAD_COUNT_DAYS): Promise<ListingLeadCounts[]> {
  return sql<ListingLeadCounts[]>`
    with enquiries_made as (
      select property_id, count(*)::int as n from enquiries
      where property_id is not null and status <> 'spam' and created_at > now() - make_interval(days => ${days})
      group by property_id
    ),
    taps as (
      select property_id, count(*)::int as n from contact_clicks
      where property_id is not null and created_at > now() - make_interval(days => ${days})
      group by property_id
    )
    select coalesce(e.property_id, t.property_id)::text as "propertyId", coalesce(e.n, 0) as enquiries, coalesce(t.n, 0) as "contactTaps"
    from enquiries_made e full join taps t on t.property_id = e.property_id`;
}

export const NEW_LEAD_DAYS = 7;

/** Enquiries (not spam) made in the last 7 days: the admin dashboard's badge. */
export async function newLeadCount(sql: Sql): Promise<number> {
  const [{ count }] = await sql<{ count: number }[]>`
    select count(*)::int as count from enquiries where status <> 'spam' and created_at > now() - make_interval(days => ${NEW_LEAD_DAYS})`;
  return count;
}

// The CSV export.

const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
/** `2026-11-25 18:30` in Surat (UTC+5:30): Excel reads it as a date and time in any locale. */
const istTime = { format: (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ') };

export const CSV_HEADER = [
  'Reference',
  'Received',
  'Status',
  'Name',
  'Mobile',
  'Email',
  'Listing',
  'Listing reference',
  'Price',
  'Visit requested',
  'Visit scheduled',
  'Assigned to',
  'Message',
];

/** The enquiries as CSV for Excel: UTF-8 with a byte-order mark, CRLF lines, times in Surat. */
export function enquiriesCsv(rows: EnquiryRow[]): string {
  const lines = [CSV_HEADER.map(csvCell)];
  for (const row of rows) {
    const price = row.price === null ? '' : `₹ ${rupees.format(row.price)}${row.transactionType === 'Rent' ? ' / month' : ''}`;
    const requested = row.visitDate ? `${row.visitDate}${row.visitSlot ? ` ${visitSlotLabels[row.visitSlot]}` : ''}` : '';
    const cells = [
      row.reference,
      istTime.format(row.createdAt),
      enquiryStatusLabels[row.status],
      row.name,
      formatMobile(row.mobile),
      row.email ?? '',
      row.title ?? '',
      row.listingReference ?? '',
      price,
      requested,
      row.visitAt ? istTime.format(row.visitAt) : '',
      row.assigneeName ?? '',
      row.message,
    ];
    lines.push(cells.map(csvCell));
  }
  return `\uFEFF${csvLines(lines)}`;
}
