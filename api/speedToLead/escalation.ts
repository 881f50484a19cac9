/**
 * The escalation job: every minute, each new lead whose first-contact deadline has passed with no
 * contact logged (its status still new, no call or message logged with its buyer since it
 * arrived) is escalated once: marked, an `enquiry.escalated` event, and a mail and a push to every
 * admin, recorded in that transaction and sent by the notifier's jobs. `now` is a parameter so
 * tests run it with a fake clock.
 */
import type { Deps } from '../context.ts';
import { withTx } from '../db.ts';
import { appendEvent } from '../events/appendEvent.ts';
import { escalatedLeadMail, escalatedLeadPush } from '../mail/leadMails.ts';
import { leadNotice } from './leadArrival.ts';

export const ESCALATION_QUEUE = 'lead.escalation';
const EVERY_MINUTE = '* * * * *';

export type EscalationDeps = Pick<Deps, 'sql' | 'config' | 'notifier' | 'log'>;

/** Escalates every overdue lead; answers how many. */
export async function escalateOverdueLeads(deps: EscalationDeps, now = new Date()): Promise<number> {
  const due = await deps.sql<{ id: string }[]>`
    select e.id from enquiries e
    where e.status = 'new' and e.escalated_at is null and e.contact_due_at <= ${now}
      and not exists (
        select 1 from buyer_contacts c where c.buyer_id = e.buyer_id and c.contacted_at >= e.created_at
      )
    order by e.contact_due_at
    limit 500`;
  let escalated = 0;
  for (const { id } of due) {
    const done = await withTx(deps.sql, async (tx) => {
      // Checked again under the row's lock: a contact or a status move may have come meanwhile.
      const [lead] = await tx<{ assigneeId: string | null; dueAt: Date }[]>`
        select e.assignee_id as "assigneeId", e.contact_due_at as "dueAt" from enquiries e
        where e.id = ${id} and e.status = 'new' and e.escalated_at is null
          and not exists (select 1 from buyer_contacts c where c.buyer_id = e.buyer_id and c.contacted_at >= e.created_at)
        for update`;
      if (!lead) return false;
      await tx`update enquiries set escalated_at = ${now} where id = ${id}`;
      await appendEvent(tx, {
        type: 'enquiry.escalated',
        subjectId: id,
        actorId: null,
        payload: { assigneeId: lead.assigneeId, dueAt: lead.dueAt.toISOString() },
        occurredAt: now,
      });
      const notice = await leadNotice(tx, id);
      if (!notice) return true;
      const [agent] = lead.assigneeId ? await tx<{ name: string }[]>`select name from "user" where id = ${lead.assigneeId}` : [];
      const admins = await tx<{ id: string; email: string }[]>`
        select id, email from "user" where role = 'admin' and coalesce(banned, false) = false`;
      for (const admin of admins) {
        await deps.notifier.emailIn(
          tx,
          `lead-escalated:${id}:${admin.id}`,
          escalatedLeadMail(admin.email, deps.config.publicUrl, notice, agent?.name ?? null),
        );
      }
      await deps.notifier.pushToAdminsIn(tx, `lead-escalated:${id}`, escalatedLeadPush(notice));
      return true;
    });
    if (done) escalated += 1;
  }
  return escalated;
}

/** Runs the job every minute on one replica (pg-boss's schedule). */
export async function scheduleEscalation(deps: EscalationDeps & Pick<Deps, 'jobs'>): Promise<void> {
  await deps.jobs.work(ESCALATION_QUEUE, async () => {
    const escalated = await escalateOverdueLeads(deps);
    if (escalated) deps.log.info('leads escalated', { escalated });
  });
  await deps.jobs.schedule(ESCALATION_QUEUE, EVERY_MINUTE, 'Asia/Kolkata');
}
