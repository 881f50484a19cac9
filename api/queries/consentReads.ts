/** Where a person stands on each purpose, and whether a message for a purpose may go to them now. */
import { noticeVersions, optInPurposes, purposes, type ConsentState, type Purpose } from '../../contract/privacy.ts';
import type { Sql, Tx } from '../db.ts';
import type { PendingQuery, Row } from 'postgres';
import type { ConsentSubject } from '../commands/consentRecorder.ts';

interface ConsentRow {
  purpose: Purpose;
  granted: boolean;
  noticeVersion: number;
  channel: ConsentState['channel'];
  changedAt: Date;
}

/** Every purpose for the person, in the catalogue's order; one never asked about is `granted: null`. */
export async function consentStates(sql: Sql | Tx, subject: ConsentSubject): Promise<ConsentState[]> {
  const rows = await sql<ConsentRow[]>`
    select purpose, granted, notice_version as "noticeVersion", channel, changed_at as "changedAt"
    from consents where subject_kind = ${subject.kind} and subject_id = ${subject.id}`;
  const byPurpose = new Map(rows.map((row) => [row.purpose, row]));
  return purposes.map((purpose) => {
    const row = byPurpose.get(purpose);
    return {
      purpose,
      granted: row?.granted ?? null,
      noticeVersion: row?.noticeVersion ?? null,
      currentVersion: noticeVersions[purpose],
      channel: row?.channel ?? null,
      changedAt: row?.changedAt.toISOString() ?? null,
    };
  });
}

/**
 * Whether a message for `purpose` may go to the person now: not after a withdrawal, and for an
 * opt-in purpose (marketing) only after a yes. Read when the message is sent, not when it was queued.
 */
export async function consentAllows(sql: Sql | Tx, subject: ConsentSubject, purpose: Purpose): Promise<boolean> {
  const [row] = await sql<{ granted: boolean }[]>`
    select granted from consents where subject_kind = ${subject.kind} and subject_id = ${subject.id} and purpose = ${purpose}`;
  if (row) return row.granted;
  return !optInPurposes.includes(purpose);
}

/**
 * The purposes a person known by several leads has withdrawn, as an SQL array: per purpose, their
 * latest word among the consents of those leads (`x` the enquiries, chosen by `leads`) and of the
 * accounts behind them, when that word is a no.
 */
const withdrawnAmong = (sql: Sql | Tx, leads: PendingQuery<Row[]>) => sql`coalesce((
  select array_agg(w.purpose order by w.purpose) from (
    select distinct on (c.purpose) c.purpose, c.granted from consents c
    where (c.subject_kind = 'enquiry' and c.subject_id in (select x.id::text from enquiries x where ${leads}))
       or (c.subject_kind = 'user' and c.subject_id in (select x.user_id from enquiries x where ${leads} and x.user_id is not null))
    order by c.purpose, c.changed_at desc
  ) w where not w.granted), '{}')`;

/** The purposes the buyer `b` has withdrawn, over all their leads. */
export const buyerWithdrawnPurposes = (sql: Sql | Tx) => withdrawnAmong(sql, sql`x.buyer_id = b.id`);

/** The purposes the person behind the lead `e` has withdrawn: on it, or on any lead of its buyer. */
export const leadWithdrawnPurposes = (sql: Sql | Tx) => withdrawnAmong(sql, sql`(x.id = e.id or x.buyer_id = e.buyer_id)`);
