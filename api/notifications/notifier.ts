/**
 * Every message to a person goes the same way: recorded as a notification row (its id says what
 * it announces, so a cause seen twice records it once), then a job sends it. The sender locks the
 * row and marks it sent in the same transaction, so a retried or duplicated job never sends a
 * notification twice; one whose job was lost (a crash between the row's commit and its queueing)
 * is queued again when the sender starts. A message sent for a purpose names it and its person, and
 * the sender checks that consent when it sends, not when it was queued: after a withdrawal nothing
 * more goes out for it (the row is marked withheld). Marking it sent also drops its body but the
 * subject: names, mobiles and reset links are kept only as long as delivery needs them.
 */
import { createHash } from 'node:crypto';
import type { Purpose } from '../../contract/privacy.ts';
import type { PushPayload } from '../../contract/push.ts';
import type { ConsentSubject } from '../commands/consentRecorder.ts';
import { consentAllows } from '../queries/consentReads.ts';
import type { Sql, Tx } from '../db.ts';
import type { JobQueue } from '../jobs/jobQueue.ts';
import type { Logger } from '../log.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import type { PushSender, StoredPushSubscription } from './webPush.ts';

const SEND_QUEUE = 'notification.send';

/**
 * What a person is waiting for (a password reset, a lead to the agency, a visit's confirmation)
 * goes before bulk mail (alerts, digests), whatever is queued: the sender takes higher first.
 */
export type NotificationKind = 'transactional' | 'bulk';
const PRIORITY: Record<NotificationKind, number> = { transactional: 10, bulk: 0 };

/** Messages sent at once by one sender. */
const SEND_BATCH = 5;

interface NotifierDeps {
  sql: Sql;
  jobs: JobQueue;
  /** Null when no mail server is configured: the message is written to the log instead. */
  mailer: Mailer | null;
  log: Logger;
  /** The right-hand side of Message-IDs (the site's host). */
  mailDomain: string;
  /** Null when push is not set up (no VAPID keys): push notifications are then not recorded. */
  push?: PushSender | null;
}

/** The purpose a message is sent for and whose consent it rests on. */
export interface MessageConsent {
  purpose: Purpose;
  subject: ConsentSubject;
}

interface PushMessage extends StoredPushSubscription {
  payload: PushPayload;
}

export interface Notifier {
  /** Records an e-mail once per id and queues it. */
  email(id: string, message: MailMessage, kind?: NotificationKind, consent?: MessageConsent): Promise<void>;
  /** The same inside the caller's transaction: the row and its job commit with it, or neither does. */
  emailIn(tx: Tx, id: string, message: MailMessage, kind?: NotificationKind, consent?: MessageConsent): Promise<void>;
  /**
   * Records a push to every browser the user subscribed, once per id and browser, in the caller's
   * transaction; it goes only while the user's consent to push (and to `purpose`, if named) stands.
   */
  pushIn(tx: Tx, id: string, userId: string, payload: PushPayload, kind?: NotificationKind, purpose?: Purpose): Promise<number>;
  /** Records a push to every admin's subscribed browsers (a new enquiry, say), once per id and browser, in the caller's transaction. */
  pushToAdminsIn(tx: Tx, id: string, payload: PushPayload): Promise<number>;
  /** The VAPID public key browsers subscribe with; null when push is off. */
  pushPublicKey: string | null;
  /** Takes queued notifications and sends them; queues again what was recorded but not sent. */
  startSending(): Promise<void>;
}

const endpointKey = (endpoint: string) => createHash('sha256').update(endpoint).digest('hex').slice(0, 24);

export function createNotifier(deps: NotifierDeps): Notifier {
  const queue = (id: string, kind: NotificationKind, tx?: Tx) =>
    deps.jobs.send(SEND_QUEUE, { id }, { singletonKey: id, tx, priority: PRIORITY[kind] });
  const record = async (
    tx: Tx,
    id: string,
    channel: 'email' | 'push',
    recipient: string,
    message: object,
    kind: NotificationKind,
    consent: Partial<MessageConsent> = {},
  ) => {
    const inserted = await tx`
      insert into notifications (id, channel, recipient, message, purpose, consent_subject_kind, consent_subject_id)
      values (
        ${id}, ${channel}, ${recipient}, ${tx.json(message as never)},
        ${consent.purpose ?? null}, ${consent.subject?.kind ?? null}, ${consent.subject?.id ?? null}
      )
      on conflict (id) do nothing
      returning id`;
    if (inserted.length) await queue(id, kind, tx);
    return inserted.length;
  };
  const pushIn = async (
    tx: Tx,
    id: string,
    userId: string,
    payload: PushPayload,
    kind: NotificationKind = 'transactional',
    purpose?: Purpose,
  ) => {
    if (!deps.push) return 0;
    const subscriptions = await tx<{ endpoint: string; p256dh: string; auth: string }[]>`
      select endpoint, p256dh, auth from push_subscriptions where user_id = ${userId}`;
    let recorded = 0;
    for (const subscription of subscriptions) {
      const message: PushMessage = {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        payload,
      };
      recorded += await record(tx, `${id}:push:${endpointKey(subscription.endpoint)}`, 'push', subscription.endpoint, message, kind, {
        purpose,
        subject: { kind: 'user', id: userId },
      });
    }
    return recorded;
  };
  const pushToAdminsIn = async (tx: Tx, id: string, payload: PushPayload) => {
    const admins = await tx<{ id: string }[]>`
      select u.id from "user" u left join notification_settings s on s.user_id = u.id
      where u.role = 'admin' and coalesce(s.push_enabled, true)`;
    let recorded = 0;
    for (const admin of admins) recorded += await pushIn(tx, `${id}:${admin.id}`, admin.id, payload);
    return recorded;
  };
  return {
    pushPublicKey: deps.push?.publicKey ?? null,
    async email(id, message, kind = 'transactional', consent) {
      await deps.jobs.prepare(SEND_QUEUE);
      await deps.sql.begin((tx) => record(tx, id, 'email', message.to, message, kind, consent));
    },
    async emailIn(tx, id, message, kind = 'transactional', consent) {
      await record(tx, id, 'email', message.to, message, kind, consent);
    },
    pushIn,
    pushToAdminsIn,
    async startSending() {
      await deps.jobs.work<{ id: string }>(SEND_QUEUE, (data) => sendNotification(deps, data.id), { batchSize: SEND_BATCH });
      const unsent = await deps.sql<{ id: string }[]>`
        select id from notifications where sent_at is null and withheld_at is null order by created_at limit 1000`;
      // Queued again after a crash: its priority is not kept on the row, so none is put first.
      for (const row of unsent) await queue(row.id, 'bulk');
    },
  };
}

/** Whether the consents a queued message rests on still stand: its purpose's, and push's for a push. */
async function consentStands(
  tx: Tx,
  row: { channel: string; purpose: Purpose | null; subjectKind: string | null; subjectId: string | null },
): Promise<boolean> {
  if (!row.subjectKind || !row.subjectId) return true;
  const subject = { kind: row.subjectKind, id: row.subjectId } as ConsentSubject;
  const needed = [row.purpose, row.channel === 'push' ? 'push' : null].filter((purpose): purpose is Purpose => purpose !== null);
  for (const purpose of needed) if (!(await consentAllows(tx, subject, purpose))) return false;
  return true;
}

/** Once sent or withheld, of the body only the subject (a push's title) stays, for the person's export. */
const subjectOnly = (tx: Tx) => tx`
  case channel
    when 'email' then jsonb_build_object('subject', message -> 'subject')
    else jsonb_build_object('payload', jsonb_build_object('title', message -> 'payload' -> 'title'))
  end`;

/** Sends one notification unless it has gone out already; a failure is recorded and rethrown (the job retries). */
export async function sendNotification(deps: NotifierDeps, id: string): Promise<void> {
  let failure: unknown = null;
  await deps.sql.begin(async (tx) => {
    const [row] = await tx<
      {
        channel: string;
        message: MailMessage | PushMessage;
        purpose: Purpose | null;
        subjectKind: string | null;
        subjectId: string | null;
      }[]
    >`
      select channel, message, purpose, consent_subject_kind as "subjectKind", consent_subject_id as "subjectId"
      from notifications where id = ${id} and sent_at is null and withheld_at is null for update skip locked`;
    if (!row) return;
    if (!(await consentStands(tx, row))) {
      await tx`update notifications set withheld_at = now(), message = ${subjectOnly(tx)} where id = ${id}`;
      return;
    }
    if (row.channel === 'push') {
      const message = row.message as PushMessage;
      try {
        if (!deps.push) throw new Error('push is not set up');
        const outcome = await deps.push.send(message, message.payload);
        // The browser dropped its subscription: forget it, and this notification is done.
        if (outcome === 'gone') await tx`delete from push_subscriptions where endpoint = ${message.endpoint}`;
      } catch (error) {
        failure = error;
        await tx`update notifications set attempts = attempts + 1, last_error = ${String(error)} where id = ${id}`;
        return;
      }
    } else if (!deps.mailer) {
      const message = row.message as MailMessage;
      deps.log.info('e-mail not sent: no mail server configured', { to: message.to, subject: message.subject, text: message.text });
    } else {
      const message = row.message as MailMessage;
      try {
        // A Message-ID made from the notification id lets mail servers drop a copy, should one slip through.
        await deps.mailer.send({ ...message, messageId: `<${encodeURIComponent(id)}@${deps.mailDomain}>` });
      } catch (error) {
        failure = error;
        await tx`update notifications set attempts = attempts + 1, last_error = ${String(error)} where id = ${id}`;
        return;
      }
    }
    await tx`update notifications set sent_at = now(), attempts = attempts + 1, last_error = null, message = ${subjectOnly(tx)} where id = ${id}`;
  });
  if (failure) throw failure;
}
