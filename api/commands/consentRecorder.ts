/**
 * Giving and withdrawing consent: the person's row in `consents` and a `consent.given` or
 * `consent.withdrawn` event (purpose, notice version, channel, whom: ids only, but for the parent
 * or guardian who consented for a minor) in the caller's transaction. Saying again what already stands, at the same notice version, records nothing.
 * The events' subject is the person as `user:<id>` or `enquiry:<id>` (consentEventSubject), so a
 * person's consents read as one history, apart from the account's or the enquiry's own events.
 */
import { noticeVersions, type ConsentChannel, type ConsentSubjectKind, type Purpose } from '../../contract/privacy.ts';
import type { Tx } from '../db.ts';
import { appendEvent } from '../events/appendEvent.ts';

export interface ConsentSubject {
  kind: ConsentSubjectKind;
  id: string;
}

export interface ConsentChange {
  subject: ConsentSubject;
  purpose: Purpose;
  granted: boolean;
  channel: ConsentChannel;
  /** Who recorded it: the person, an agent on their behalf, or nobody signed in (a visitor). */
  actorId: string | null;
  /** The notice the person was shown; the current one by default. */
  noticeVersion?: number;
  /** When it was given (the device's clock for an offline form); now by default. */
  at?: Date;
  /** Who gave it for the person: a parent or guardian of someone under 18 (erased with the account). */
  by?: { name: string; email: string };
}

/**
 * Whether the person is an account made with a parent's or guardian's consent, or a visitor's
 * enquiry made from one: a yes to offers is never recorded for them.
 */
async function isMinor(tx: Tx, subject: ConsentSubject): Promise<boolean> {
  const [row] =
    subject.kind === 'user'
      ? await tx`select 1 from parental_consents where user_id = ${subject.id}`
      : await tx`select 1 from parental_consents p join enquiries e on e.user_id = p.user_id where e.id::text = ${subject.id}`;
  return Boolean(row);
}

/** The subject_id of a person's consent events. */
export const consentEventSubject = (subject: ConsentSubject) => `${subject.kind}:${subject.id}`;

/** A user's own yes, given on one of the site's forms (the form that asked says so beside its button). */
export const recordFormConsent = (tx: Tx, userId: string, purpose: Purpose, at?: Date) =>
  recordConsent(tx, { subject: { kind: 'user', id: userId }, purpose, granted: true, channel: 'web_form', actorId: userId, at });

/** Records one consent change; answers whether anything changed (nothing does for a minor's yes to offers). */
export async function recordConsent(tx: Tx, change: ConsentChange): Promise<boolean> {
  const { subject, purpose, granted, channel } = change;
  const noticeVersion = change.noticeVersion ?? noticeVersions[purpose];
  const at = change.at ?? new Date();
  if (purpose === 'marketing' && granted && (await isMinor(tx, subject))) return false;
  const changed = await tx`
    insert into consents (subject_kind, subject_id, purpose, granted, notice_version, channel, changed_at)
    values (${subject.kind}, ${subject.id}, ${purpose}, ${granted}, ${noticeVersion}, ${channel}, ${at})
    on conflict (subject_kind, subject_id, purpose) do update set
      granted = excluded.granted, notice_version = excluded.notice_version, channel = excluded.channel, changed_at = excluded.changed_at
    where consents.granted is distinct from excluded.granted or consents.notice_version is distinct from excluded.notice_version
    returning 1`;
  if (changed.length === 0) return false;
  await appendEvent(tx, {
    type: granted ? 'consent.given' : 'consent.withdrawn',
    subjectId: consentEventSubject(subject),
    actorId: change.actorId,
    payload: { subjectKind: subject.kind, purpose, noticeVersion, channel, ...(change.by ? { by: change.by } : {}) },
    occurredAt: at,
  });
  return true;
}
