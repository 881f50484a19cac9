/**
 * The follow-up reminder job: every minute, each next action whose due time has come (or passed
 * while no replica ran) is reminded once to the lead's agent: marked, a `lead.next_action_due`
 * event, and a mail and a push recorded in that transaction and sent once by the notifier's jobs.
 * A changed due time is a new reminder (its id names the due time). `now` is a parameter so tests
 * run it with a fake clock.
 */
import type { Deps } from '../context.ts';
import { withTx } from '../db.ts';
import { appendEvent } from '../events/appendEvent.ts';
import { dueActionMail, dueActionPush, type DueAction } from '../mail/followUpMails.ts';

export const REMINDER_QUEUE = 'lead.next-action-reminder';
const EVERY_MINUTE = '* * * * *';

export type ReminderDeps = Pick<Deps, 'sql' | 'config' | 'notifier' | 'log'>;

/** Reminds every agent of their due next actions; answers how many were reminded. */
export async function remindDueActions(deps: ReminderDeps, now = new Date()): Promise<number> {
  const due = await deps.sql<{ id: string }[]>`
    select id from enquiries
    where next_action is not null and next_action_reminded_at is null and assignee_id is not null and next_action_due_at <= ${now}
      and status not in ('won', 'lost', 'spam') and erased_at is null
    order by next_action_due_at
    limit 500`;
  let reminded = 0;
  for (const { id } of due) {
    const done = await withTx(deps.sql, async (tx) => {
      // Checked again under the row's lock: the action may have been done or moved meanwhile.
      const [row] = await tx<(DueAction & { assigneeId: string; email: string })[]>`
        select e.id as "enquiryId", e.reference, e.name, e.mobile, coalesce(p.title, j.title, e.listing_title) as "listingTitle",
               e.next_action as kind, e.next_action_due_at as "dueAt", e.assignee_id as "assigneeId", u.email
        from enquiries e
          join "user" u on u.id = e.assignee_id
          left join properties p on p.id = e.property_id left join projects j on j.id = e.project_id
        where e.id = ${id} and e.next_action is not null and e.next_action_reminded_at is null and e.next_action_due_at <= ${now}
          and e.status not in ('won', 'lost', 'spam') and e.erased_at is null
        for update of e`;
      if (!row) return false;
      await tx`update enquiries set next_action_reminded_at = ${now} where id = ${id}`;
      await appendEvent(tx, {
        type: 'lead.next_action_due',
        subjectId: id,
        actorId: null,
        payload: { assigneeId: row.assigneeId, kind: row.kind, dueAt: row.dueAt.toISOString() },
        occurredAt: now,
      });
      const notificationId = `next-action:${id}:${row.dueAt.getTime()}`;
      await deps.notifier.emailIn(tx, notificationId, dueActionMail(row.email, deps.config.publicUrl, row));
      await deps.notifier.pushIn(tx, notificationId, row.assigneeId, dueActionPush(row));
      return true;
    });
    if (done) reminded += 1;
  }
  return reminded;
}

/** Runs the job every minute on one replica (pg-boss's schedule, kept in PostgreSQL across restarts). */
export async function scheduleReminders(deps: ReminderDeps & Pick<Deps, 'jobs'>): Promise<void> {
  await deps.jobs.work(REMINDER_QUEUE, async () => {
    const reminded = await remindDueActions(deps);
    if (reminded) deps.log.info('next actions reminded', { reminded });
  });
  await deps.jobs.schedule(REMINDER_QUEUE, EVERY_MINUTE, 'Asia/Kolkata');
}
