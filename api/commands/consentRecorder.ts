/**
 * Giving and withdrawing consent: the person's row in `consents` and a `consent.given` or
 * `consent.withdrawn` event (purpose, notice version, channel, whom: ids only) in the caller's
 * transaction. Saying again what already stands, at the same notice version, records nothing.
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
}

/** The subject_id of a person's consent events. */
export const consentEventSubject = (subject: ConsentSubject) => `${subject.kind}:${subject.id}`;

/** Records one consent change; answers whether anything changed. */
export async function recordConsent(tx: Tx, change: ConsentChange): Promise<boolean> {
  const { subject, purpose, granted, channel } = change;
  const noticeVersion = change.noticeVersion ?? noticeVersions[purpose];
  const at = change.at ?? new Date();
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
    payload: { subjectKind: subject.kind, purpose, noticeVersion, channel },
    occurredAt: at,
  });
  return true;
}
