/**
 * Booking a site visit: the enquiry (the lead, its buyer, consents and announcements, by the same
 * writer as the Enquire form) and the visit, in one transaction. The chosen start must be one of
 * the free slots read in that transaction; the visit then goes to the first free agent for it
 * whose row the database accepts. Two bookings racing for one agent's time are settled by the
 * exclusion constraint on `visits.held`: the loser tries the next free agent, and with none left
 * nothing is stored and the caller is told the next free slots (409).
 */
import { randomUUID } from 'node:crypto';
import { agencyDate } from '../../contract/enquiries.ts';
import { visitMessages, type Slot, type VisitBooked, type VisitBookingBody } from '../../contract/visits.ts';
import type { Deps } from '../context.ts';
import { withTx, type Tx } from '../db.ts';
import { ApiError, conflict, notFound, validationError } from '../errors.ts';
import { appendEvent } from '../events/appendEvent.ts';
import { moveLeadStage } from './leadStage.ts';
import { enquiriesRefused } from '../auth/enquiryRateLimits.ts';
import { agentCalendars, visitAgents, visitListing, visitRules, type VisitListing } from '../queries/visitReads.ts';
import { agentFreeStarts, freeSlots, heldRange, type FreeSlot } from '../visits/slots.ts';
import { writeEnquiry, type EnquiryWriterDeps } from './enquiryWriter.ts';
import { tellVisit } from '../visits/visitNotices.ts';

/** How many next free slots a refused booking offers. */
const NEXT_SLOTS = 6;
const EXCLUSION_VIOLATION = '23P01';

export const presentSlot = (slot: Pick<FreeSlot, 'startsAt' | 'endsAt'>): Slot => ({
  startsAt: slot.startsAt.toISOString(),
  endsAt: slot.endsAt.toISOString(),
});

const listingOf = (body: Pick<VisitBookingBody, 'propertyId' | 'projectId'>): VisitListing => ({
  propertyId: body.propertyId?.toLowerCase() ?? null,
  projectId: body.projectId?.toLowerCase() ?? null,
});

/** The free slots of a listing now: 404 when it does not exist. */
export async function listingSlots(
  db: Deps['sql'] | Tx,
  body: Pick<VisitBookingBody, 'propertyId' | 'projectId'>,
  now = new Date(),
): Promise<{ minutes: number; bufferMinutes: number; agentIds: string[]; slots: FreeSlot[] }> {
  const listing = listingOf(body);
  const found = await visitListing(db, listing);
  if (!found) throw notFound(listing.propertyId ? 'Property not found' : 'Project not found');
  // A sold or rented listing keeps its page but takes no new visits.
  if (found.availability === 'sold' || found.availability === 'rented') throw conflict(visitMessages[found.availability]);
  const rules = await visitRules(db, listing);
  const agentIds = await visitAgents(db, listing);
  const calendars = await agentCalendars(db, agentIds, now);
  return { ...rules, agentIds, slots: freeSlots(calendars, { now, ...rules }) };
}

/** 409 with the next free slots, in the error's `data`. */
const slotTaken = (next: FreeSlot[]) =>
  new ApiError(409, visitMessages.taken, 'ConflictError', {
    fields: { startsAt: visitMessages.taken },
    data: { slots: next.slice(0, NEXT_SLOTS).map(presentSlot) },
  });

const isExclusionViolation = (error: unknown) => (error as { code?: string })?.code === EXCLUSION_VIOLATION;

export type VisitBookerDeps = EnquiryWriterDeps;

export async function bookVisit(
  deps: VisitBookerDeps,
  input: { id?: string; userId: string | null; ip: string | null; body: VisitBookingBody; now?: Date },
): Promise<VisitBooked> {
  const now = input.now ?? new Date();
  const { id: clientId, startsAt: requested, ...args } = input.body;
  const startsAt = new Date(requested);
  const enquiryId = clientId?.toLowerCase() ?? randomUUID();
  const visitId = randomUUID();

  const outcome = await withTx(deps.sql, async (tx): Promise<VisitBooked | 'taken'> => {
    const replay = await bookedVisitOf(tx, enquiryId, { userId: input.userId, mobile: args.mobile });
    if (replay) return replay;
    // Held until the visit is written: a sale recorded meanwhile waits, then cancels it; one recorded first refuses it.
    const listing = listingOf(args);
    if (listing.propertyId) await tx`select 1 from properties where id = ${listing.propertyId} for key share`;
    const { minutes, bufferMinutes, slots } = await listingSlots(tx, args, now);
    const slot = slots.find((free) => free.startsAt.getTime() === startsAt.getTime());
    if (!slot) {
      const agentIds = await visitAgents(tx, listing);
      if (!agentIds.length) throw validationError({ startsAt: visitMessages.noAgent });
      // A start the hours offer but a visit holds was taken since the page loaded; any other was never offered.
      const open = (await agentCalendars(tx, agentIds, now)).map((calendar) => ({ ...calendar, held: [] }));
      const offered = open.some((calendar) =>
        agentFreeStarts(calendar, { now, minutes, bufferMinutes }).some((start) => start.getTime() === startsAt.getTime()),
      );
      if (!offered) throw validationError({ startsAt: visitMessages.notOffered });
      return 'taken';
    }
    const written = await writeEnquiry(deps, tx, {
      id: enquiryId,
      userId: input.userId,
      ip: input.ip,
      args: { ...args, visitDate: agencyDate(startsAt) },
      at: now,
      spam: false,
    });
    if (written.kind === 'limited') throw enquiriesRefused(written.refusal);
    if (written.kind === 'refused') {
      if (written.status === 404) throw notFound(written.reason);
      throw validationError({ [written.field]: written.reason });
    }
    if (written.kind === 'replayed') throw validationError({ id: 'This enquiry was sent before without a visit' });

    const held = heldRange(startsAt, minutes, bufferMinutes);
    let agentId: string | null = null;
    for (const candidate of slot.agentIds) {
      try {
        await tx.savepoint(
          (sp) => sp`
          insert into visits (id, enquiry_id, property_id, project_id, agent_id, starts_at, ends_at, held, language)
          values (${visitId}, ${enquiryId}, ${listing.propertyId}, ${listing.projectId}, ${candidate}, ${startsAt}, ${slot.endsAt},
                  tstzrange(${held.from}, ${held.to}), ${args.language ?? 'en'})`,
        );
        agentId = candidate;
        break;
      } catch (error) {
        if (!isExclusionViolation(error)) throw error;
      }
    }
    if (!agentId) throw new TakenMeanwhile();

    // The visit's agent works the lead when nobody does yet.
    await tx`
      update enquiries set visit_at = ${startsAt}, assignee_id = coalesce(assignee_id, ${agentId}), updated_at = now()
      where id = ${enquiryId}`;
    await appendEvent(tx, {
      type: 'visit.booked',
      subjectId: enquiryId,
      actorId: input.userId,
      payload: { visitId, agentId, startsAt: startsAt.toISOString(), endsAt: slot.endsAt.toISOString() },
      occurredAt: now,
    });
    await moveLeadStage(tx, { enquiryId, from: 'new', to: 'visit_scheduled', actorId: input.userId, at: now });
    await tellVisit(deps, tx, visitId, 'booked');
    return {
      _id: visitId,
      enquiryId,
      reference: written.enquiry.reference,
      startsAt: startsAt.toISOString(),
      endsAt: slot.endsAt.toISOString(),
      status: 'booked',
    };
  }).catch((error: unknown) => {
    if (error instanceof TakenMeanwhile) return 'taken' as const;
    throw error;
  });
  if (outcome !== 'taken') return outcome;
  // Read after the losing transaction rolled back: nothing of it was stored.
  const { slots } = await listingSlots(deps.sql, args, now);
  throw slotTaken(slots.filter((slot) => slot.startsAt > startsAt).concat(slots.filter((slot) => slot.startsAt < startsAt)));
}

/** Thrown to roll the booking back when every free agent's time was taken meanwhile. */
class TakenMeanwhile extends Error {}

/** The visit an enquiry id booked before, to the person who booked it (a replayed booking answers it again). */
async function bookedVisitOf(tx: Tx, enquiryId: string, claimant: { userId: string | null; mobile: string }): Promise<VisitBooked | null> {
  const [row] = await tx<(Omit<VisitBooked, 'startsAt' | 'endsAt'> & { startsAt: Date; endsAt: Date })[]>`
    select v.id as "_id", v.enquiry_id as "enquiryId", e.reference, v.starts_at as "startsAt", v.ends_at as "endsAt", v.status
    from visits v join enquiries e on e.id = v.enquiry_id
    where v.enquiry_id = ${enquiryId} and (e.user_id = ${claimant.userId} or (e.user_id is null and e.mobile = ${claimant.mobile}))
    order by v.created_at desc limit 1`;
  return row ? { ...row, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString() } : null;
}
