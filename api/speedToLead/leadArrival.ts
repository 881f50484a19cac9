/**
 * What a new lead starts, in its own transaction: its assignment by the office's settings, the
 * working-time deadline for its first contact, and at once a mail and a push to its agent
 * (recorded here, sent by the notifier's jobs, once per lead and agent).
 */
import type { Deps } from '../context.ts';
import type { Tx } from '../db.ts';
import { assignNewLead, type LeadToAssign } from '../commands/leadAssigner.ts';
import { assignedLeadMail, assignedLeadPush, type LeadNotice } from '../mail/leadMails.ts';
import { contactDeadline } from './workingTime.ts';

export type LeadArrivalDeps = Pick<Deps, 'config' | 'notifier'>;

/** The lead as its messages name it. */
export async function leadNotice(tx: Tx, id: string): Promise<(LeadNotice & { assigneeId: string | null }) | null> {
  const [row] = await tx<(LeadNotice & { assigneeId: string | null })[]>`
    select e.id as "_id", e.reference, e.name, e.mobile, coalesce(p.title, j.title, e.listing_title) as "listingTitle",
           e.contact_due_at as "contactDueAt", e.assignee_id as "assigneeId"
    from enquiries e left join properties p on p.id = e.property_id left join projects j on j.id = e.project_id
    where e.id = ${id}`;
  return row ?? null;
}

export async function leadArrived(deps: LeadArrivalDeps, tx: Tx, lead: LeadToAssign & { at: Date }): Promise<void> {
  const { contactMinutes, hours, days } = deps.config.speedToLead;
  const dueAt = contactDeadline(lead.at, contactMinutes, { ...hours, days });
  await tx`update enquiries set contact_due_at = ${dueAt} where id = ${lead.id}`;
  const assignment = await assignNewLead(tx, lead);
  if (!assignment) return;
  const [agent] = await tx<{ email: string }[]>`select email from "user" where id = ${assignment.assigneeId}`;
  const notice = await leadNotice(tx, lead.id);
  if (!agent || !notice) return;
  const id = `lead-assigned:${lead.id}:${assignment.assigneeId}`;
  await deps.notifier.emailIn(tx, id, assignedLeadMail(agent.email, deps.config.publicUrl, notice));
  await deps.notifier.pushIn(tx, id, assignment.assigneeId, assignedLeadPush(notice));
}
