/**
 * Follow-ups: a lead's next action set, changed or completed, and the outcome of a call logged
 * against it (the `lead.logOutcome` mutation, from the phone and offline too), which logs the
 * contact with the lead's buyer and sets the next action by the outcome. Each change is an event
 * of the lead with who and when, written with the row in the caller's transaction. Events carry
 * ids and kinds, never the note (it may name the person).
 */
import { NOT_REACHED_RETRY_MINUTES, todayMessages, type LogOutcomeArgs, type NextActionBody } from '../../contract/today.ts';
import type { Actor, Deps } from '../context.ts';
import type { Tx } from '../db.ts';
import { ApiError, conflict, notFound } from '../errors.ts';
import { appendEvent } from '../events/appendEvent.ts';
import { moveLeadStage } from './leadStage.ts';
import { canWorkLead } from '../policies/leads.ts';
import { contactDeadline } from '../speedToLead/workingTime.ts';
import { logContact } from './buyerWriter.ts';
import { ENQUIRY_NOT_FOUND } from './enquiryUpdater.ts';
import { isStaffRole } from '../../contract/catalog.ts';
import { AlreadyRecorded, type Command } from './mutationRunner.ts';

const CLOSED = ['won', 'lost', 'spam'];

interface WorkedLead {
  status: string;
  buyerId: string | null;
  nextAction: string | null;
  dueAt: Date | null;
}

/** The lead, locked, when the actor works it (another agent's lead is missing to them) and it is open. */
async function openLead(tx: Tx, actor: Actor, id: string): Promise<WorkedLead> {
  const [lead] = await tx<(WorkedLead & { assigneeId: string | null })[]>`
    select status, assignee_id as "assigneeId", buyer_id as "buyerId", next_action as "nextAction", next_action_due_at as "dueAt"
    from enquiries where id = ${id} and erased_at is null for update`;
  if (!lead || !canWorkLead(actor, lead.assigneeId)) throw notFound(ENQUIRY_NOT_FOUND);
  if (CLOSED.includes(lead.status)) throw conflict(todayMessages.closed);
  return lead;
}

async function writeNextAction(tx: Tx, actor: Actor, id: string, next: NextActionBody, at: Date): Promise<void> {
  const dueAt = new Date(next.dueAt);
  await tx`
    update enquiries set next_action = ${next.kind}, next_action_note = ${next.note ?? ''}, next_action_due_at = ${dueAt},
      next_action_reminded_at = null, updated_at = now()
    where id = ${id}`;
  await appendEvent(tx, {
    type: 'lead.next_action_set',
    subjectId: id,
    actorId: actor.id,
    payload: { kind: next.kind, dueAt: dueAt.toISOString() },
    occurredAt: at,
  });
}

async function clearNextAction(tx: Tx, actor: Actor, id: string, lead: WorkedLead, at: Date): Promise<void> {
  await tx`
    update enquiries set next_action = null, next_action_note = '', next_action_due_at = null, next_action_reminded_at = null,
      updated_at = now()
    where id = ${id}`;
  await appendEvent(tx, {
    type: 'lead.next_action_done',
    subjectId: id,
    actorId: actor.id,
    payload: { kind: lead.nextAction, dueAt: lead.dueAt?.toISOString() ?? null },
    occurredAt: at,
  });
}

/** Sets (or changes) an open lead's next action. */
export async function setNextAction(tx: Tx, actor: Actor, id: string, next: NextActionBody, at = new Date()): Promise<void> {
  await openLead(tx, actor, id);
  await writeNextAction(tx, actor, id, next, at);
}

/** Marks an open lead's next action done; the lead then waits for the advisor to pick the next one. */
export async function completeNextAction(tx: Tx, actor: Actor, id: string, at = new Date()): Promise<void> {
  const lead = await openLead(tx, actor, id);
  if (!lead.nextAction) throw conflict(todayMessages.noNextAction);
  await clearNextAction(tx, actor, id, lead, at);
}

export type OutcomeDeps = Pick<Deps, 'config'>;

/** The next action an outcome sets: call back at X; not reached, call back two working hours on; reached, the one picked. */
export function nextActionAfter(deps: OutcomeDeps, args: Omit<LogOutcomeArgs, 'enquiryId'>, at: Date): NextActionBody | null {
  if (args.outcome === 'call_back') return { kind: 'call_back', dueAt: args.callBackAt!, note: '' };
  if (args.outcome === 'not_reached') {
    const { hours, days } = deps.config.speedToLead;
    return { kind: 'call_back', dueAt: contactDeadline(at, NOT_REACHED_RETRY_MINUTES, { ...hours, days }).toISOString(), note: '' };
  }
  return args.nextAction ?? null;
}

/**
 * Logs how a call about a lead went, under `id` (the contact's id and its event's), and sets the
 * lead's next action by the outcome. A reached new lead moves to contacted. Answers the seq of the
 * contact's event.
 */
export async function logOutcome(deps: OutcomeDeps, tx: Tx, actor: Actor, id: string, args: LogOutcomeArgs, at: Date): Promise<number> {
  const lead = await openLead(tx, actor, args.enquiryId);
  if (!lead.buyerId) throw conflict(todayMessages.noBuyer);
  const [seen] = await tx`select 1 from buyer_contacts where id = ${id}`;
  if (seen) throw new AlreadyRecorded();
  await logContact(
    tx,
    actor,
    lead.buyerId,
    { id, enquiryId: args.enquiryId, channel: args.channel, outcome: args.outcome, callBackAt: args.callBackAt, note: args.note },
    at,
  );
  const [event] = await tx<{ seq: number }[]>`select seq from events where id = ${id}`;
  // Another request logged this id meanwhile: nothing of this one stands.
  if (!event) throw new AlreadyRecorded();
  const next = nextActionAfter(deps, args, at);
  if (next) await writeNextAction(tx, actor, args.enquiryId, next, at);
  else if (lead.nextAction) await clearNextAction(tx, actor, args.enquiryId, lead, at);
  if (args.outcome === 'reached' && lead.status === 'new') {
    await moveLeadStage(tx, { enquiryId: args.enquiryId, from: 'new', to: 'contacted', actorId: actor.id, at });
  }
  return Number(event.seq);
}

/**
 * The `lead.logOutcome` mutation: applied once by its id; refused (with the reason a form would
 * show) to anyone who does not work leads, for a lead the caller cannot work or one that is closed.
 */
export const logOutcomeCommand =
  (deps: OutcomeDeps): Command<LogOutcomeArgs> =>
  async ({ tx, actor, id, at }, args) => {
    if (!isStaffRole(actor.role)) return { status: 'rejected', reason: todayMessages.staffOnly };
    try {
      return { status: 'applied', seq: await logOutcome(deps, tx, actor, id, args, at) };
    } catch (error) {
      // The checks refuse before anything is written, so the transaction stays usable.
      if (error instanceof ApiError) return { status: 'rejected', reason: error.message };
      throw error;
    }
  };
