/**
 * Moving or cancelling a booked visit, from a signed link or by its owner. The visit's row is
 * locked; the link's sequence must still be the visit's (a used or outdated link is spent). A move
 * keeps the visit's agent and must land on one of their free slots, their own visit aside; the
 * exclusion constraint settles a race as at booking. Each change raises the sequence (the calendar
 * invitation's, and what spends the links), goes on the lead's timeline and is told to both sides.
 */
import { visitMessages } from '../../contract/visits.ts';
import type { Deps } from '../context.ts';
import { withTx, type Tx } from '../db.ts';
import { conflict, validationError } from '../errors.ts';
import { appendEvent } from '../events/appendEvent.ts';
import { agentCalendars, visitRules } from '../queries/visitReads.ts';
import { agentFreeStarts, heldRange } from '../visits/slots.ts';
import type { ListingClosed } from '../mail/visitMails.ts';
import { tellVisit, type VisitNoticeDeps } from '../visits/visitNotices.ts';

export type VisitChangerDeps = Pick<Deps, 'sql'> & VisitNoticeDeps;

export type VisitChange = 'done' | 'spent' | 'taken';

interface LockedVisit {
  id: string;
  enquiryId: string;
  agentId: string;
  propertyId: string | null;
  projectId: string | null;
  startsAt: Date;
  sequence: number;
  status: string;
}

async function lockVisit(tx: Tx, visitId: string): Promise<LockedVisit | null> {
  const [row] = await tx<LockedVisit[]>`
    select id, enquiry_id as "enquiryId", agent_id as "agentId", property_id::text as "propertyId", project_id::text as "projectId",
      starts_at as "startsAt", sequence, status
    from visits where id = ${visitId} for update`;
  return row ?? null;
}

/**
 * Runs `change` on the visit, its row held, while it is booked ahead and `sequence` is still its own
 * (null: its owner, who needs no link); a link to a visit that has moved on since is spent.
 */
function changeBookedVisit(
  deps: VisitChangerDeps,
  input: { visitId: string; sequence: number | null; now?: Date },
  change: (tx: Tx, visit: LockedVisit, now: Date) => Promise<void>,
): Promise<VisitChange> {
  const now = input.now ?? new Date();
  return withTx(deps.sql, async (tx) => {
    const visit = await lockVisit(tx, input.visitId);
    if (!visit || visit.status !== 'booked' || visit.startsAt <= now) return 'spent';
    if (input.sequence !== null && input.sequence !== visit.sequence) return 'spent';
    await change(tx, visit, now);
    return 'done';
  });
}

/** The visit's agent's free starts for it, the visit itself not counted as holding its time. */
export async function rescheduleStarts(db: Deps['sql'] | Tx, visitId: string, now = new Date()): Promise<Date[]> {
  const [visit] = await db<{ agentId: string; propertyId: string | null; projectId: string | null; held: string }[]>`
    select agent_id as "agentId", property_id::text as "propertyId", project_id::text as "projectId", held::text
    from visits where id = ${visitId}`;
  if (!visit) return [];
  const rules = await visitRules(db, visit);
  const [calendar] = await agentCalendars(db, [visit.agentId], now);
  const [own] = await db<{ from: Date }[]>`select lower(held) as from from visits where id = ${visitId}`;
  const others = calendar.held.filter((range) => range.from.getTime() !== own.from.getTime());
  return agentFreeStarts({ ...calendar, held: others }, { now, ...rules });
}

/** Cancels the visit when `sequence` is still its own (null: its owner, who needs no link). */
export async function cancelVisit(
  deps: VisitChangerDeps,
  input: { visitId: string; sequence: number | null; actorId: string | null; now?: Date },
): Promise<VisitChange> {
  return changeBookedVisit(deps, input, async (tx, visit, now) => {
    await tx`update visits set status = 'cancelled', sequence = sequence + 1, updated_at = now() where id = ${visit.id}`;
    await tx`update enquiries set visit_at = null, updated_at = now() where id = ${visit.enquiryId}`;
    await appendEvent(tx, {
      type: 'visit.cancelled',
      subjectId: visit.enquiryId,
      actorId: input.actorId,
      payload: { visitId: visit.id, agentId: visit.agentId, startsAt: visit.startsAt.toISOString() },
      occurredAt: now,
    });
    await tellVisit(deps, tx, visit.id, 'cancelled');
  });
}

/**
 * Cancels the visits still ahead on a listing just marked sold or rented, in the caller's
 * transaction (which holds the listing's row, so no visit is booked on it meanwhile), each one on its
 * lead's timeline and told to both sides with the reason.
 */
export async function cancelVisitsOfClosedListing(
  deps: VisitNoticeDeps,
  tx: Tx,
  input: { propertyId: string; closed: ListingClosed; actorId: string | null; now?: Date },
): Promise<number> {
  const now = input.now ?? new Date();
  const visits = await tx<{ id: string; enquiryId: string; agentId: string; startsAt: Date }[]>`
    update visits set status = 'cancelled', sequence = sequence + 1, updated_at = now()
    where property_id = ${input.propertyId} and status = 'booked' and starts_at > ${now}
    returning id, enquiry_id as "enquiryId", agent_id as "agentId", starts_at as "startsAt"`;
  for (const visit of visits) {
    await tx`update enquiries set visit_at = null, updated_at = now() where id = ${visit.enquiryId}`;
    await appendEvent(tx, {
      type: 'visit.cancelled',
      subjectId: visit.enquiryId,
      actorId: input.actorId,
      payload: { visitId: visit.id, agentId: visit.agentId, startsAt: visit.startsAt.toISOString(), listingClosed: input.closed },
      occurredAt: now,
    });
    await tellVisit(deps, tx, visit.id, 'cancelled', input.closed);
  }
  return visits.length;
}

/** Moves the visit to `startsAt`, one of its agent's free starts. */
export async function rescheduleVisit(
  deps: VisitChangerDeps,
  input: { visitId: string; sequence: number | null; actorId: string | null; startsAt: Date; now?: Date },
): Promise<VisitChange> {
  return changeBookedVisit(deps, input, async (tx, visit, now) => {
    const free = await rescheduleStarts(tx, visit.id, now);
    if (!free.some((start) => start.getTime() === input.startsAt.getTime())) throw validationError({ startsAt: visitMessages.notOffered });
    const { minutes, bufferMinutes } = await visitRules(tx, visit);
    const held = heldRange(input.startsAt, minutes, bufferMinutes);
    const endsAt = new Date(input.startsAt.getTime() + minutes * 60_000);
    try {
      await tx.savepoint(
        (sp) => sp`
          update visits set starts_at = ${input.startsAt}, ends_at = ${endsAt}, held = tstzrange(${held.from}, ${held.to}),
            sequence = sequence + 1, updated_at = now()
          where id = ${visit.id}`,
      );
    } catch (error) {
      if ((error as { code?: string })?.code === '23P01') throw conflict(visitMessages.taken, 'startsAt');
      throw error;
    }
    await tx`update enquiries set visit_at = ${input.startsAt}, updated_at = now() where id = ${visit.enquiryId}`;
    await appendEvent(tx, {
      type: 'visit.rescheduled',
      subjectId: visit.enquiryId,
      actorId: input.actorId,
      payload: { visitId: visit.id, agentId: visit.agentId, from: visit.startsAt.toISOString(), startsAt: input.startsAt.toISOString() },
      occurredAt: now,
    });
    await tellVisit(deps, tx, visit.id, 'changed');
  });
}
