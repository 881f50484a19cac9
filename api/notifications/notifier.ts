/**
 * Every message to a person goes the same way: recorded as a notification row (its id says what
 * it announces, so a cause seen twice records it once), then a job sends it. The sender locks the
 * row and marks it sent in the same transaction, so a retried or duplicated job never sends a
 * notification twice; one whose job was lost (a crash between the row's commit and its queueing)
 * is queued again when the sender starts.
 */
import type { Sql } from '../db.ts';
import type { JobQueue } from '../jobs/jobQueue.ts';
import type { Logger } from '../log.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';

const SEND_QUEUE = 'notification.send';

interface NotifierDeps {
  sql: Sql;
  jobs: JobQueue;
  /** Null when no mail server is configured: the message is written to the log instead. */
  mailer: Mailer | null;
  log: Logger;
  /** The right-hand side of Message-IDs (the site's host). */
  mailDomain: string;
}

export interface Notifier {
  /** Records an e-mail once per id and queues it. */
  email(id: string, message: MailMessage): Promise<void>;
  /** Takes queued notifications and sends them; queues again what was recorded but not sent. */
  startSending(): Promise<void>;
}

export function createNotifier(deps: NotifierDeps): Notifier {
  const queue = (id: string) => deps.jobs.send(SEND_QUEUE, { id }, { singletonKey: id });
  return {
    async email(id, message) {
      const inserted = await deps.sql`
        insert into notifications (id, channel, recipient, message)
        values (${id}, 'email', ${message.to}, ${deps.sql.json(message as never)})
        on conflict (id) do nothing
        returning id`;
      if (inserted.length) await queue(id);
    },
    async startSending() {
      await deps.jobs.work<{ id: string }>(SEND_QUEUE, (data) => sendNotification(deps, data.id));
      const unsent = await deps.sql<{ id: string }[]>`select id from notifications where sent_at is null order by created_at limit 1000`;
      for (const row of unsent) await queue(row.id);
    },
  };
}

/** Sends one notification unless it has gone out already; a failure is recorded and rethrown (the job retries). */
export async function sendNotification(deps: NotifierDeps, id: string): Promise<void> {
  let failure: unknown = null;
  await deps.sql.begin(async (tx) => {
    const [row] = await tx<{ channel: string; message: MailMessage }[]>`
      select channel, message from notifications where id = ${id} and sent_at is null for update skip locked`;
    if (!row) return;
    if (!deps.mailer) {
      deps.log.info('e-mail not sent: no mail server configured', { to: row.message.to, subject: row.message.subject, text: row.message.text });
    } else {
      try {
        // A Message-ID made from the notification id lets mail servers drop a copy, should one slip through.
        await deps.mailer.send({ ...row.message, messageId: `<${encodeURIComponent(id)}@${deps.mailDomain}>` });
      } catch (error) {
        failure = error;
        await tx`update notifications set attempts = attempts + 1, last_error = ${String(error)} where id = ${id}`;
        return;
      }
    }
    await tx`update notifications set sent_at = now(), attempts = attempts + 1, last_error = null where id = ${id}`;
  });
  if (failure) throw failure;
}
