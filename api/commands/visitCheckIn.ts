/**
 * A visit's check-in (the `visit.checkIn` mutation, queued on the advisor's phone) and the no-show
 * mark. The phone checked the buyer's pass or code with no signal; the server checks it again, at
 * the mutation's effective time (the clock rule), so a check-in made offline at the site and sent
 * hours later still counts, and a pass for another visit or day counts nowhere. The office may mark a
 * no-show visited without proof, with a reason.
 */
import { attendanceMessages, checkInMessages, type CheckInArgs, type NoShowCorrectionBody } from '../../contract/visits.ts';
import { isUuid } from '../../contract/fields.ts';
import { isStaffRole } from '../../contract/catalog.ts';
import type { Actor, Deps } from '../context.ts';
import { conflict, forbidden, notFound } from '../errors.ts';
import { withTx, type Tx } from '../db.ts';
import { appendEvent } from '../events/appendEvent.ts';
import { checkInKeys, checkInWindow, isCheckInCode, readCheckInPass } from '../visits/checkInPass.ts';
import { moveLeadStage } from './leadStage.ts';
import { AlreadyRecorded, type Command } from './mutationRunner.ts';

export type CheckInDeps = Pick<Deps, 'consentLinkKey'>;

/** The lead's stages a check-in moves to visited; a lead further on stays where it is. */
const BEFORE_VISITED = new Set(['new', 'contacted', 'visit_scheduled']);

interface VisitRow {
  id: string;
  enquiryId: string;
  agentId: string;
  status: string;
  attendance: string;
  startsAt: Date;
  endsAt: Date;
  leadStatus: string;
}

const lockVisit = async (tx: Tx, visitId: string) =>
  (
    await tx<VisitRow[]>`
      select v.id, v.enquiry_id as "enquiryId", v.agent_id as "agentId", v.status, v.attendance,
        v.starts_at as "startsAt", v.ends_at as "endsAt", e.status as "leadStatus"
      from visits v join enquiries e on e.id = v.enquiry_id
      where v.id = ${visitId}
      for update of v, e`
  )[0];

/**
 * Applied once by its id. Refused, with the reason the phone shows, when the visit is not the
 * caller's, was cancelled, or the proof is for another visit or outside the visit's window. A visit
 * already checked in is superseded (the first check-in stands); one marked no-show is corrected.
 */
export const visitCheckInCommand =
  (deps: CheckInDeps): Command<CheckInArgs> =>
  async ({ tx, actor, id, at }, args) => {
    if (!isStaffRole(actor.role)) return { status: 'rejected', reason: checkInMessages.notYours };
    const visit = await lockVisit(tx, args.visitId.toLowerCase());
    if (!visit) return { status: 'rejected', reason: checkInMessages.notFound };
    if (actor.role !== 'admin' && visit.agentId !== actor.id) return { status: 'rejected', reason: checkInMessages.notYours };
    if (visit.status !== 'booked') return { status: 'rejected', reason: checkInMessages.cancelled };
    const keys = checkInKeys(deps.consentLinkKey);
    const window = checkInWindow({ visitId: visit.id, startsAt: visit.startsAt, endsAt: visit.endsAt });
    if (args.pass !== undefined) {
      const shown = readCheckInPass(keys, args.pass);
      const same = shown && shown.visitId === window.visitId && +shown.opensAt === +window.opensAt && +shown.closesAt === +window.closesAt;
      if (!same) return { status: 'rejected', reason: checkInMessages.wrongVisit };
    } else if (!isCheckInCode(keys, window, args.code ?? '')) {
      return { status: 'rejected', reason: checkInMessages.wrongVisit };
    }
    if (at < window.opensAt || at > window.closesAt) return { status: 'rejected', reason: checkInMessages.outsideWindow };
    if (visit.attendance === 'shown') return { status: 'superseded' };

    await tx`
      update visits set attendance = 'shown', checked_in_at = ${at}, checked_in_by = ${actor.id},
        check_in_method = ${args.pass !== undefined ? 'pass' : 'code'},
        check_in_lat = ${args.position?.lat ?? null}, check_in_lng = ${args.position?.lng ?? null}, updated_at = now()
      where id = ${visit.id}`;
    const event = await appendEvent(tx, {
      id,
      type: 'visit.checked_in',
      subjectId: visit.enquiryId,
      actorId: actor.id,
      payload: {
        visitId: visit.id,
        method: args.pass !== undefined ? 'pass' : 'code',
        wasNoShow: visit.attendance === 'no_show',
        withPosition: Boolean(args.position),
      },
      occurredAt: at,
    });
    // Another request recorded this id meanwhile: it was applied there.
    if (!event) throw new AlreadyRecorded();
    if (BEFORE_VISITED.has(visit.leadStatus)) {
      await moveLeadStage(tx, { enquiryId: visit.enquiryId, from: visit.leadStatus, to: 'visited', actorId: actor.id, at });
    }
    return { status: 'applied', seq: event.seq };
  };

/**
 * The office's correction of a no-show: the visit's advisor or an admin marks it visited without the
 * buyer's pass or code, saying why. Only a visit marked no-show: a pending one is checked in at the
 * site, and a visited one needs nothing.
 */
export async function correctNoShow(deps: Pick<Deps, 'sql'>, actor: Actor, visitId: string, body: NoShowCorrectionBody): Promise<void> {
  await withTx(deps.sql, async (tx) => {
    const visit = isUuid(visitId) ? await lockVisit(tx, visitId.toLowerCase()) : undefined;
    if (!visit) throw notFound(checkInMessages.notFound);
    if (actor.role !== 'admin' && visit.agentId !== actor.id) throw forbidden(attendanceMessages.notYours);
    if (visit.attendance !== 'no_show') throw conflict(attendanceMessages.notNoShow);
    const at = new Date();
    await tx`
      update visits set attendance = 'shown', checked_in_at = ${at}, checked_in_by = ${actor.id}, check_in_method = 'office',
        attendance_note = ${body.reason}, updated_at = now()
      where id = ${visit.id}`;
    await appendEvent(tx, {
      type: 'visit.attendance_corrected',
      subjectId: visit.enquiryId,
      actorId: actor.id,
      // The reason stays on the visit, where erasure reaches it: events carry ids, never notes.
      payload: { visitId: visit.id },
      occurredAt: at,
    });
    if (BEFORE_VISITED.has(visit.leadStatus)) {
      await moveLeadStage(tx, { enquiryId: visit.enquiryId, from: visit.leadStatus, to: 'visited', actorId: actor.id, at });
    }
  });
}

/** A visit with no check-in by this long after its end is marked no-show. */
export const NO_SHOW_AFTER_MINUTES = 60;

/** Marks the booked visits that ended over an hour before `now` with no check-in; answers how many. */
export async function markNoShows(deps: Pick<Deps, 'sql'>, now = new Date()): Promise<number> {
  return withTx(deps.sql, async (tx) => {
    const marked = await tx<{ id: string; enquiryId: string }[]>`
      update visits set attendance = 'no_show', updated_at = now()
      where status = 'booked' and attendance = 'pending'
        and ends_at + make_interval(mins => ${NO_SHOW_AFTER_MINUTES}) <= ${now}
      returning id, enquiry_id as "enquiryId"`;
    for (const visit of marked) {
      await appendEvent(tx, {
        type: 'visit.no_show',
        subjectId: visit.enquiryId,
        actorId: null,
        payload: { visitId: visit.id },
        occurredAt: now,
      });
    }
    return marked.length;
  });
}
