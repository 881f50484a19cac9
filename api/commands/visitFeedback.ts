/**
 * After a visit: the buyer's three answers, given once from the signed link of the feedback mail,
 * and the advisor's own notes. Both go on the lead's timeline as events (ids and the answers' picks,
 * never the notes, which may name the buyer); the buyer's next step sets the lead's next action.
 */
import { isStaffRole } from '../../contract/catalog.ts';
import { isUuid } from '../../contract/fields.ts';
import type { NextActionKind } from '../../contract/today.ts';
import {
  checkInMessages,
  visitNoteMessages,
  type FeedbackNextStep,
  type VisitFeedback,
  type VisitNoteBody,
} from '../../contract/visits.ts';
import type { Actor, Deps } from '../context.ts';
import { withTx } from '../db.ts';
import { forbidden, notFound } from '../errors.ts';
import { appendEvent } from '../events/appendEvent.ts';
import { contactDeadline } from '../speedToLead/workingTime.ts';

/** What the office does next on each of the buyer's answers. */
export const nextActionOnFeedback: Record<FeedbackNextStep, NextActionKind> = {
  another_visit: 'confirm_visit',
  negotiate: 'call_back',
  not_interested: 'send_options',
};

/** The buyer's answer is followed up within this many working minutes. */
export const FEEDBACK_FOLLOW_UP_MINUTES = 120;

const CLOSED = ['won', 'lost', 'spam'];

/** `spent`: answered already, cancelled, or its lead erased: the page says the link was used. */
export type FeedbackOutcome = 'done' | 'spent';

/** Records the buyer's answers once, with their event, and sets the open lead's next action. */
export async function recordVisitFeedback(
  deps: Pick<Deps, 'sql' | 'config'>,
  visitId: string,
  answers: VisitFeedback,
  at = new Date(),
): Promise<FeedbackOutcome> {
  return withTx(deps.sql, async (tx) => {
    const [visit] = await tx<{ enquiryId: string; status: string; answeredAt: Date | null; leadStatus: string }[]>`
      select v.enquiry_id as "enquiryId", v.status, v.feedback_at as "answeredAt", e.status as "leadStatus"
      from visits v join enquiries e on e.id = v.enquiry_id
      where v.id = ${visitId} and e.erased_at is null
      for update of v`;
    if (!visit || visit.status !== 'booked' || visit.answeredAt) return 'spent';
    await tx`
      update visits set feedback_at = ${at}, feedback_experience = ${answers.experience}, feedback_price = ${answers.price},
        feedback_next_step = ${answers.nextStep}
      where id = ${visitId}`;
    await appendEvent(tx, {
      type: 'visit.feedback_given',
      subjectId: visit.enquiryId,
      actorId: null,
      payload: { visitId, experience: answers.experience, price: answers.price, nextStep: answers.nextStep },
      occurredAt: at,
    });
    if (CLOSED.includes(visit.leadStatus)) return 'done';
    const kind = nextActionOnFeedback[answers.nextStep];
    const { hours, days } = deps.config.speedToLead;
    const dueAt = contactDeadline(at, FEEDBACK_FOLLOW_UP_MINUTES, { ...hours, days });
    await tx`
      update enquiries set next_action = ${kind}, next_action_note = '', next_action_due_at = ${dueAt},
        next_action_reminded_at = null, updated_at = now()
      where id = ${visit.enquiryId}`;
    await appendEvent(tx, {
      type: 'lead.next_action_set',
      subjectId: visit.enquiryId,
      actorId: null,
      payload: { kind, dueAt: dueAt.toISOString(), after: 'visit.feedback_given' },
      occurredAt: at,
    });
    return 'done';
  });
}

/** The advisor's (or an admin's) notes on a visit, replaced whole; empty notes clear them. */
export async function writeVisitNote(deps: Pick<Deps, 'sql'>, actor: Actor, visitId: string, body: VisitNoteBody): Promise<void> {
  await withTx(deps.sql, async (tx) => {
    const [visit] = isUuid(visitId)
      ? await tx<{ enquiryId: string; agentId: string }[]>`
          select enquiry_id as "enquiryId", agent_id as "agentId" from visits where id = ${visitId.toLowerCase()} for update`
      : [];
    if (!visit) throw notFound(checkInMessages.notFound);
    if (!isStaffRole(actor.role) || (actor.role !== 'admin' && visit.agentId !== actor.id)) throw forbidden(visitNoteMessages.notYours);
    await tx`update visits set agent_note = ${body.note || null} where id = ${visitId.toLowerCase()}`;
    await appendEvent(tx, {
      type: 'visit.note_written',
      subjectId: visit.enquiryId,
      actorId: actor.id,
      payload: { visitId: visitId.toLowerCase() },
    });
  });
}
