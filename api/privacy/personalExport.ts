/**
 * Everything the agency holds about one account, read from the tables and the event log: what
 * GET /privacy/export hands over as one JSON file and one CSV per kind of record, in a ZIP archive.
 * Every query is keyed by the account (its id, or its e-mail address and browsers for what was sent
 * to it), so nobody else's rows can enter it.
 */
import type { Sql } from '../db.ts';
import { consentEventSubject } from '../commands/consentRecorder.ts';
import { strToU8, zipSync } from 'fflate';
import { csvCell, csvLines, csvQuoted } from '../csvText.ts';

type Row = Record<string, unknown>;

export interface PersonalData {
  exportedAt: string;
  account: Row[];
  favorites: Row[];
  savedSearches: Row[];
  enquiries: Row[];
  sessions: Row[];
  notificationSettings: Row[];
  pushSubscriptions: Row[];
  notificationsSent: Row[];
  nominee: Row[];
  /** For an account made before its person turned 18: the parent or guardian who consented, and when. */
  parentalConsent: Row[];
  erasureRequests: Row[];
  /** Where the person stands on each purpose now; the history is in `events` (consent.given, consent.withdrawn). */
  consents: Row[];
  events: Row[];
  sharedWith: Row[];
}

/** Who receives a person's data besides the agency's own system, and for what. */
const PROCESSORS: Row[] = [
  { recipient: 'The mail relay', what: 'the e-mails sent to you (address, subject and text)' },
  { recipient: "Your browser's push service", what: 'the notifications sent to browsers you subscribed' },
  { recipient: 'The image store (S3)', what: 'your profile picture' },
];

export async function collectPersonalData(sql: Sql, userId: string, now = new Date()): Promise<PersonalData> {
  const account = await sql<Row[]>`
    select id, name as "fullName", coalesce("displayUsername", username) as username, email, mobile, role,
           locale as language, image as avatar, "createdAt" as "createdAt", "updatedAt" as "updatedAt"
    from "user" where id = ${userId}`;
  const email = (account[0]?.email as string | undefined) ?? null;
  const favorites = await sql<Row[]>`
    select f.property_id as "propertyId", p.reference, p.title, f.active as saved, f.intent_at as "savedAt"
    from favorites f join properties p on p.id = f.property_id
    where f.user_id = ${userId} order by f.intent_at desc`;
  const savedSearches = await sql<Row[]>`
    select id, name, query, alert, channels, paused, created_at as "createdAt", updated_at as "updatedAt"
    from saved_searches where user_id = ${userId} order by created_at`;
  const enquiries = await sql<Row[]>`
    select e.id, e.reference, coalesce(p.title, j.title, e.listing_title) as listing, e.name, e.mobile, e.email, e.message,
           to_char(e.visit_date, 'YYYY-MM-DD') as "visitDate", e.visit_slot as "visitSlot", e.visit_at as "visitAt",
           e.status, a.name as "handledBy", e.created_at as "createdAt", e.updated_at as "updatedAt"
    from enquiries e
    left join properties p on p.id = e.property_id
    left join projects j on j.id = e.project_id
    left join "user" a on a.id = e.assignee_id
    where e.user_id = ${userId} order by e.created_at`;
  const sessions = await sql<Row[]>`
    select "createdAt" as "createdAt", "updatedAt" as "lastUsedAt", "expiresAt" as "expiresAt",
           "ipAddress" as "ipAddress", "userAgent" as "userAgent"
    from "session" where "userId" = ${userId} order by "createdAt"`;
  const notificationSettings = await sql<Row[]>`
    select email_enabled as "emailAlerts", push_enabled as "pushAlerts", last_seen_at as "lastSeenAt"
    from notification_settings where user_id = ${userId}`;
  const subscriptions = await sql<{ endpoint: string; createdAt: Date }[]>`
    select endpoint, created_at as "createdAt" from push_subscriptions where user_id = ${userId} order by created_at`;
  const pushSubscriptions = subscriptions.map((row) => ({ pushService: new URL(row.endpoint).host, createdAt: row.createdAt }));
  const recipients = [...(email ? [email] : []), ...subscriptions.map((row) => row.endpoint)];
  const notificationsSent = await sql<Row[]>`
    select channel, coalesce(message->>'subject', message->'payload'->>'title') as subject,
           created_at as "createdAt", sent_at as "sentAt"
    from notifications where recipient = any(${sql.array(recipients)}) order by created_at`;
  const nominee = await sql<Row[]>`
    select name, email, mobile, relation, updated_at as "updatedAt" from nominees where user_id = ${userId}`;
  const parentalConsent = await sql<Row[]>`
    select guardian_name as "guardianName", guardian_email as "guardianEmail", requested_at as "requestedAt",
           consented_at as "consentedAt", notice_version as "noticeVersion"
    from parental_consents where user_id = ${userId}`;
  const erasureRequests = await sql<Row[]>`
    select requested_at as "requestedAt", due_at as "dueAt", cancelled_at as "cancelledAt"
    from erasure_requests where user_id = ${userId} order by requested_at`;
  const events = await sql<Row[]>`
    select seq, type, occurred_at as "occurredAt", case when actor_id = ${userId} then 'you' when actor_id is null then 'the site' else 'the agency' end as "by",
           payload
    from events
    where subject_id = ${userId} or actor_id = ${userId}
       or subject_id in (select id::text from saved_searches where user_id = ${userId})
       or subject_id in (select id::text from enquiries where user_id = ${userId})
       -- The person's consents (consentEventSubject: user:<id>, enquiry:<id>), whoever recorded them: a withdrawal link, an advisor.
       or subject_id = ${consentEventSubject({ kind: 'user', id: userId })}
       or subject_id in (select 'enquiry:' || id::text from enquiries where user_id = ${userId})
    order by seq`;
  const consents = await sql<Row[]>`
    select purpose, granted, notice_version as "noticeVersion", channel, changed_at as "changedAt"
    from consents where subject_kind = 'user' and subject_id = ${userId} order by purpose`;
  const handlers = [...new Set(enquiries.map((row) => row.handledBy).filter(Boolean))];
  const sharedWith = [
    ...(enquiries.length ? [{ recipient: 'Shreeji Realty staff', what: 'your enquiries and visits, to answer them' }] : []),
    ...handlers.map((name) => ({ recipient: name, what: 'the enquiries assigned to them' })),
    ...PROCESSORS,
  ];
  return {
    exportedAt: now.toISOString(),
    account,
    favorites,
    savedSearches,
    enquiries,
    sessions,
    notificationSettings,
    pushSubscriptions,
    notificationsSent,
    nominee,
    parentalConsent,
    erasureRequests,
    consents,
    events,
    sharedWith,
  };
}

/** A CSV field: objects as their JSON, dates as ISO text; text is never taken for a formula. */
function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return csvCell(value);
  return csvQuoted(value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value));
}

export function toCsv(rows: Row[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return csvLines([columns.map(csvCell), ...rows.map((row) => columns.map((column) => csvField(row[column])))]);
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The archive: `personal-data.json` with everything, and one CSV per kind of record. */
export function personalDataArchive(data: PersonalData): Buffer {
  const { exportedAt, ...sections } = data;
  const csvs = Object.entries(sections).map(([name, rows]) => ({ name: `${kebab(name)}.csv`, content: toCsv(rows) }));
  const files = Object.fromEntries(
    [{ name: 'personal-data.json', content: JSON.stringify(data, null, 2) }, ...csvs].map(({ name, content }) => [name, strToU8(content)]),
  );
  // The entries carry the export's time (fflate writes it as the local DOS time of the server).
  return Buffer.from(zipSync(files, { level: 6, mtime: new Date(exportedAt) }));
}
