/**
 * Erasure: a person's account, or a visitor's enquiries, leave no readable personal data behind —
 * not in the tables, the mail queue, push subscriptions, stored images or the event log — except
 * what a stated legal hold keeps (an enquiry in an open deal). Events keep their ids and types; the
 * personal fields of their payloads are cleared in place (the one rewrite the log allows, see
 * migrations/00020_privacy_rights.sql).
 */
import type { Deps } from '../context.ts';
import type { Tx } from '../db.ts';
import { withTx } from '../db.ts';
import { appendEvent } from '../events/appendEvent.ts';
import { removeAvatarObject } from '../commands/userAvatar.ts';
import { consentEventSubject } from '../commands/consentRecorder.ts';

/** Enquiry statuses a legal hold keeps, with the reason stated to the person and recorded on the row. */
export const LEGAL_HOLDS: Record<string, string> = {
  negotiating: 'An open deal: the agency keeps this enquiry until the deal closes',
};
const heldStatuses = Object.keys(LEGAL_HOLDS);

/** Payload fields that name or reach a person; erasure sets them to null in the events it clears. */
const PERSONAL_FIELDS = new Set(['username', 'name', 'fullName', 'email', 'mobile', 'query', 'note', 'message', 'avatar', 'assigneeName']);

/** A payload with its personal fields nulled and any text carrying one of `identifiers` blanked. */
export function scrubPayload(value: unknown, identifiers: string[], key?: string): unknown {
  if (key !== undefined && PERSONAL_FIELDS.has(key)) return null;
  if (typeof value === 'string') {
    const lower = value.toLowerCase();
    return identifiers.some((identifier) => lower.includes(identifier)) ? null : value;
  }
  if (Array.isArray(value)) return value.map((item) => scrubPayload(item, identifiers));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, scrubPayload(item, identifiers, name)]));
  }
  return value;
}

/** What erasure looks for in free text: long enough to be this person's and nobody's by chance. */
const identifiersOf = (values: (string | null | undefined)[]) =>
  [...new Set(values.filter((value): value is string => typeof value === 'string' && value.trim().length >= 5))].map((value) =>
    value.trim().toLowerCase(),
  );

const likePattern = (identifier: string) => `%${identifier.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Clears the personal fields of the events about `subjectIds` or made by `actorId`, and of any event
 * whose payload carries one of `sweep` (an e-mail address or a mobile number: nobody else's).
 * `identifiers` are blanked wherever they appear in those events' text.
 */
async function scrubEvents(
  tx: Tx,
  scope: { subjectIds: string[]; actorId?: string; sweep: string[]; identifiers: string[] },
): Promise<number> {
  const patterns = scope.sweep.map(likePattern);
  const events = await tx<{ seq: number; payload: Record<string, unknown> }[]>`
    select seq, payload from events
    where subject_id = any(${tx.array(scope.subjectIds)})
       or actor_id = ${scope.actorId ?? null}
       or payload->>'assigneeId' = ${scope.actorId ?? null}
       or lower(payload::text) like any(${tx.array(patterns)}::text[])`;
  if (events.length === 0) return 0;
  await tx`set local privacy.erasing = 'on'`;
  let cleared = 0;
  for (const event of events) {
    const scrubbed = scrubPayload(event.payload, scope.identifiers) as Record<string, unknown>;
    if (JSON.stringify(scrubbed) === JSON.stringify(event.payload)) continue;
    await tx`update events set payload = ${tx.json(scrubbed as never)} where seq = ${event.seq}`;
    cleared += 1;
  }
  await tx`set local privacy.erasing = 'off'`;
  return cleared;
}

/**
 * Drops queued and sent messages to these recipients, carrying these identifiers, or about these
 * records (the agency's mail of an erased enquiry, whose mobile it writes as +91 98… rather than as
 * stored); a sent one keeps only its recipient and subject.
 */
async function dropNotifications(tx: Tx, recipients: string[], identifiers: string[], recordIds: string[] = []): Promise<void> {
  const patterns = identifiers.map(likePattern);
  const about = recordIds.map((id) => `%:${id}%`);
  // The send job finds no row and does nothing: the queue holds only the notification's id.
  await tx`
    delete from notifications
    where recipient = any(${tx.array(recipients)})
       or lower(recipient) like any(${tx.array(patterns)}::text[])
       or lower(message::text) like any(${tx.array(patterns)}::text[])
       or id like any(${tx.array(about)}::text[])`;
}

/** Attempt counters keyed by an address or a number (login and enquiry limits). */
async function dropRateLimitKeys(tx: Tx, identifiers: string[]): Promise<void> {
  const patterns = identifiers.map(likePattern);
  await tx`delete from auth_rate_limits where lower(key) like any(${tx.array(patterns)}::text[])`;
  await tx`delete from enquiry_rate_limits where lower(key) like any(${tx.array(patterns)}::text[])`;
}

/**
 * Erases enquiries' personal fields, except those a legal hold keeps (marked with its reason);
 * answers the ids erased and the number held.
 */
async function eraseEnquiries(tx: Tx, ids: string[]): Promise<{ erased: string[]; held: number }> {
  const held = await tx`
    update enquiries set legal_hold = ${LEGAL_HOLDS.negotiating}
    where id = any(${tx.array(ids)}::uuid[]) and status = any(${tx.array(heldStatuses)}) and erased_at is null
    returning id`;
  const erased = await tx<{ id: string }[]>`
    update enquiries set name = 'Erased', mobile = '', email = null, message = '', next_action_note = '', lost_note = null, legal_hold = null, erased_at = now()
    where id = any(${tx.array(ids)}::uuid[]) and status <> all(${tx.array(heldStatuses)}) and erased_at is null
    returning id`;
  // The office's words on the enquiry's visits (a no-show's reason, the advisor's notes) may name the buyer.
  await tx`update visits set attendance_note = null, agent_note = null where enquiry_id = any(${tx.array(erased.map((row) => row.id))}::uuid[])`;
  return { erased: erased.map((row) => row.id), held: held.length };
}

/**
 * Buyers (one per mobile, holding every lead) of the erased enquiries, or known by an erased address
 * or number: erased once no live enquiry is theirs, with the notes of their logged calls. The mobile
 * is unique, so an erased buyer's becomes a token of its id. Answers the ids erased.
 */
async function eraseBuyers(tx: Tx, enquiryIds: string[], sweep: string[]): Promise<string[]> {
  const erased = await tx<{ id: string }[]>`
    update buyers b set name = 'Erased', mobile = 'erased:' || b.id, email = null, updated_at = now()
    where (b.id in (select buyer_id from enquiries where id = any(${tx.array(enquiryIds)}::uuid[]))
        or b.mobile = any(${tx.array(sweep)}) or lower(b.email) = any(${tx.array(sweep)}))
      and not exists (select 1 from enquiries e where e.buyer_id = b.id and e.erased_at is null)
    returning b.id`;
  const ids = erased.map((row) => row.id);
  if (ids.length) await tx`update buyer_contacts set note = '' where buyer_id = any(${tx.array(ids)}::uuid[])`;
  return ids;
}

/** The enquiries' own contact details, so their mails and rate-limit counters go too. */
async function enquiryIdentifiers(tx: Tx, ids: string[]): Promise<string[]> {
  const rows = await tx<{ mobile: string; email: string | null }[]>`
    select mobile, email from enquiries where id = any(${tx.array(ids)}::uuid[]) and erased_at is null
      and status <> all(${tx.array(heldStatuses)})`;
  return rows.flatMap((row) => [row.mobile, row.email ?? '']);
}

/**
 * Erases enquiries no account holds (a visitor's, or ones left by an erased account) with their
 * mails, counters and events, in the caller's transaction; a legal hold keeps what it names.
 */
export async function eraseEnquiryRecords(tx: Tx, ids: string[], alsoSweep: string[] = []): Promise<{ erased: number; held: number }> {
  const rows = await tx<{ name: string }[]>`select name from enquiries where id = any(${tx.array(ids)}::uuid[]) and erased_at is null`;
  const sweep = identifiersOf([...alsoSweep, ...(await enquiryIdentifiers(tx, ids))]);
  const { erased, held } = await eraseEnquiries(tx, ids);
  const buyers = await eraseBuyers(tx, erased, sweep);
  if (sweep.length || erased.length) await dropNotifications(tx, [], sweep, erased);
  if (sweep.length) await dropRateLimitKeys(tx, sweep);
  await scrubEvents(tx, {
    subjectIds: [...erased, ...buyers],
    sweep,
    identifiers: identifiersOf([...sweep, ...rows.map((row) => row.name)]),
  });
  return { erased: erased.length, held };
}

export interface ErasureOutcome {
  /** Enquiries a legal hold kept. */
  held: number;
}

/**
 * Erases an account and everything personal linked to it, in one transaction with its event;
 * its avatar object goes after the commit. Null when there is no such account (already erased).
 */
export async function eraseAccount(
  deps: Pick<Deps, 'sql' | 'bucket' | 'log'>,
  userId: string,
  actorId: string | null,
  /**
   * `admin`: an admin deleted the account (DELETE /users/{id}), recorded as `user.deleted` too.
   * `parental_refused` / `parental_expired`: a minor's account its parent or guardian refused, or
   * left unanswered; erased only while it still waits for them (parentalConsent.ts).
   */
  cause: 'request' | 'admin' | 'parental_refused' | 'parental_expired' = 'request',
): Promise<ErasureOutcome | null> {
  const outcome = await withTx(deps.sql, async (tx) => {
    const [user] = await tx<{ name: string; email: string; mobile: string; username: string | null; image: string | null }[]>`
      select name, email, mobile, username, image from "user" where id = ${userId} for update`;
    if (!user) return null;
    const [guardian] = await tx<{ name: string; email: string; waiting: boolean }[]>`
      select guardian_name as name, guardian_email as email, consented_at is null as waiting from parental_consents where user_id = ${userId}`;
    const parental = cause === 'parental_refused' || cause === 'parental_expired';
    if (parental && !guardian?.waiting) return null;
    const searches = await tx<{ id: string }[]>`select id from saved_searches where user_id = ${userId}`;
    const enquiries = await tx<{ id: string }[]>`select id from enquiries where user_id = ${userId}`;
    const endpoints = await tx<{ endpoint: string }[]>`select endpoint from push_subscriptions where user_id = ${userId}`;
    const enquiryIds = enquiries.map((row) => row.id);
    // E-mail addresses and mobile numbers are swept for everywhere; names only where they are this person's.
    // A parent's or guardian's address is theirs (often their own account's): it goes only from this account's consent.
    const sweep = identifiersOf([user.email, user.mobile, ...(await enquiryIdentifiers(tx, enquiryIds))]);
    const { erased, held } = await eraseEnquiries(tx, enquiryIds);
    const buyers = await eraseBuyers(tx, erased, sweep);
    // The mail that asked a parent or guardian for their consent is about this account (parental-consent:<id>).
    await dropNotifications(tx, [user.email, ...endpoints.map((row) => row.endpoint)], sweep, [...erased, userId]);
    await dropRateLimitKeys(tx, sweep);
    await tx`delete from verification where value = ${userId}`;
    await tx`
      update erasure_requests set erased_at = now(), held = ${held}
      where user_id = ${userId} and erased_at is null and cancelled_at is null`;
    // Sessions, logins, favourites, saved searches, settings, push subscriptions, the nominee and a guardian's consent go with it.
    await tx`delete from "user" where id = ${userId}`;
    await scrubEvents(tx, {
      // The person's consent events too: a parent's or guardian's consent names them.
      subjectIds: [userId, consentEventSubject({ kind: 'user', id: userId }), ...searches.map((row) => row.id), ...erased, ...buyers],
      actorId: userId,
      sweep,
      identifiers: identifiersOf([...sweep, user.name, user.username, guardian?.name, guardian?.email]),
    });
    if (cause === 'admin') await appendEvent(tx, { type: 'user.deleted', subjectId: userId, actorId, payload: {} });
    if (parental) {
      await appendEvent(tx, {
        type: `parental_consent.${cause === 'parental_refused' ? 'refused' : 'expired'}`,
        subjectId: userId,
        actorId,
        payload: {},
      });
    }
    await appendEvent(tx, { type: 'privacy.erased', subjectId: userId, actorId, payload: { held } });
    return { held, avatar: user.image };
  });
  if (!outcome) return null;
  await removeAvatarObject(deps, outcome.avatar);
  return { held: outcome.held };
}
