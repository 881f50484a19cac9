/**
 * Staff work on an enquiry: a status move along the pipeline (an impossible one is refused; a move
 * to lost names its reason, kept on the lead while it stays lost),
 * a visit time, an assignee (an agent or an admin, or nobody) and notes. An agent works only their
 * own leads and unassigned ones, and may assign a lead only to themself. A won lead records its deal: the
 * price it closed at and the listing (the lead's own unless named). Each change is one event of the
 * enquiry's timeline, written with the row in one transaction; a refusal changes nothing.
 */
import {
  canMoveEnquiry,
  dealMessages,
  enquiryStatusLabels,
  lostMessages,
  lostReasonProblems,
  type EnquiryPatchBody,
  type EnquiryStatus,
} from '../../contract/enquiries.ts';
import type { Actor, Deps } from '../context.ts';
import { isUuid } from '../../contract/fields.ts';
import { withTx, type Tx } from '../db.ts';
import { canWorkLead } from '../policies/leads.ts';
import { notFound, validationError } from '../errors.ts';
import { appendEvent } from '../events/appendEvent.ts';
import { handedLeadMail, handedLeadPush } from '../mail/leadMails.ts';
import { leadNotice } from '../speedToLead/leadArrival.ts';

export const ENQUIRY_NOT_FOUND = 'Enquiry not found';

/** The statuses from which setting a visit time moves the enquiry to 'visit scheduled' by itself. */
const SCHEDULES_ON_VISIT: readonly EnquiryStatus[] = ['new', 'contacted', 'visited', 'negotiating'];

export async function updateEnquiry(
  deps: Pick<Deps, 'sql' | 'notifier' | 'config'>,
  actor: Actor,
  id: string,
  patch: Partial<EnquiryPatchBody>,
): Promise<void> {
  await withTx(deps.sql, async (tx) => {
    const [current] = await tx<{ status: EnquiryStatus; assigneeId: string | null; visitAt: Date | null; propertyId: string | null }[]>`
      select status, assignee_id as "assigneeId", visit_at as "visitAt", property_id as "propertyId" from enquiries where id = ${id} for update`;
    // Another agent's lead is not there for an agent, as a missing one.
    if (!current || !canWorkLead(actor, current.assigneeId)) throw notFound(ENQUIRY_NOT_FOUND);

    const visitAt = patch.visitAt !== undefined ? new Date(patch.visitAt) : undefined;
    const visitChanged = visitAt !== undefined && visitAt.getTime() !== current.visitAt?.getTime();
    let status = patch.status ?? current.status;
    if (patch.status === undefined && visitChanged && SCHEDULES_ON_VISIT.includes(current.status)) status = 'visit_scheduled';
    if (!canMoveEnquiry(current.status, status)) {
      throw validationError({
        status: `An enquiry cannot move from '${enquiryStatusLabels[current.status]}' to '${enquiryStatusLabels[status]}'`,
      });
    }
    if (status === 'visit_scheduled' && status !== current.status && !visitAt && !current.visitAt) {
      throw validationError({ visitAt: 'Choose the visit date and time' });
    }
    const movesToLost = status === 'lost' && current.status !== 'lost';
    if (movesToLost) {
      const problems = lostReasonProblems(patch.lostReason, patch.lostNote);
      if (Object.keys(problems).length > 0) throw validationError(problems as Record<string, string>);
    } else if (patch.lostReason !== undefined || patch.lostNote !== undefined) {
      throw validationError({ lostReason: lostMessages.notLost });
    }
    const dealPropertyId = await dealListing(tx, patch, status, current.propertyId);
    const statusChanged = status !== current.status;
    const lostNote = patch.lostReason === 'other' ? patch.lostNote! : null;

    let assignee: { id: string; name: string; email: string } | null | undefined;
    if (patch.assigneeId !== undefined) {
      if (patch.assigneeId === null) assignee = null;
      else if (actor.role !== 'admin' && patch.assigneeId !== actor.id) {
        throw validationError({ assigneeId: 'An agent can assign an enquiry only to themself' });
      } else {
        const [staff] = await tx<{ id: string; name: string; email: string }[]>`
          select id, name, email from "user"
          where id = ${patch.assigneeId} and role in ('agent', 'admin') and coalesce(banned, false) = false for key share`;
        if (!staff) throw validationError({ assigneeId: 'Assign the enquiry to an agent or an admin' });
        assignee = staff;
      }
    }
    const assigneeChanged = assignee !== undefined && (assignee?.id ?? null) !== current.assigneeId;

    await tx`
      update enquiries set
        status = ${status},
        visit_at = ${visitChanged ? visitAt! : current.visitAt},
        assignee_id = ${assigneeChanged ? (assignee?.id ?? null) : current.assigneeId},
        ${statusChanged ? tx`status_changed_at = now(), lost_reason = ${movesToLost ? patch.lostReason! : null}, lost_note = ${lostNote},` : tx``}
        updated_at = now()
      where id = ${id}`;

    const event = (
      type: 'enquiry.visit_scheduled' | 'enquiry.status_changed' | 'enquiry.assigned' | 'enquiry.note_added',
      payload: Record<string, unknown>,
    ) => appendEvent(tx, { type, subjectId: id, actorId: actor.id, payload });
    if (visitChanged) await event('enquiry.visit_scheduled', { visitAt: visitAt!.toISOString() });
    // The words of an 'other' reason travel as `note`, a field erasure clears from the log.
    const lost = movesToLost ? { lostReason: patch.lostReason, ...(lostNote ? { note: lostNote } : {}) } : {};
    if (statusChanged) await event('enquiry.status_changed', { from: current.status, to: status, ...lost });
    if (assigneeChanged) {
      const assigned = await event('enquiry.assigned', { assigneeId: assignee?.id ?? null, assigneeName: assignee?.name ?? null });
      // The new assignee hears of it at once, as of a lead the rules gave them; taking a lead oneself tells nobody.
      if (assignee && assignee.id !== actor.id && assigned) await tellAssignee(deps, tx, id, assignee, assigned.id, actor.id);
    }
    if (patch.note) await event('enquiry.note_added', { note: patch.note });
    if (patch.dealPrice !== undefined) {
      await tx`
        insert into deals (enquiry_id, property_id, price) values (${id}, ${dealPropertyId}, ${patch.dealPrice})
        on conflict (enquiry_id) do update set property_id = excluded.property_id, price = excluded.price, recorded_at = now()`;
      await appendEvent(tx, {
        type: 'enquiry.deal_recorded',
        subjectId: id,
        actorId: actor.id,
        payload: { price: patch.dealPrice, propertyId: dealPropertyId },
      });
    }
  });
}

/** The listing a deal recorded by `patch` was for (checked to exist); refuses a deal on a lead that is not won. */
async function dealListing(
  tx: Tx,
  patch: Partial<EnquiryPatchBody>,
  status: EnquiryStatus,
  leadListing: string | null,
): Promise<string | null> {
  if (patch.dealPrice === undefined) {
    if (patch.dealPropertyId !== undefined) throw validationError({ dealPrice: 'Deal price is required' });
    return null;
  }
  if (status !== 'won') throw validationError({ dealPrice: dealMessages.notWon });
  const listing = patch.dealPropertyId ?? leadListing;
  if (!listing) throw validationError({ dealPropertyId: dealMessages.listing });
  const [found] = isUuid(listing) ? await tx`select 1 from properties where id = ${listing.toLowerCase()} for key share` : [];
  if (!found) throw validationError({ dealPropertyId: 'Property not found' });
  return listing.toLowerCase();
}

/** A mail and a push to the agent given a lead by hand, recorded in the assignment's transaction and sent once. */
async function tellAssignee(
  deps: Pick<Deps, 'notifier' | 'config'>,
  tx: Tx,
  leadId: string,
  assignee: { id: string; email: string },
  assignmentId: string,
  actorId: string,
) {
  const notice = await leadNotice(tx, leadId);
  const [by] = await tx<{ name: string }[]>`select name from "user" where id = ${actorId}`;
  if (!notice) return;
  const byName = by?.name ?? 'The office';
  const id = `lead-handed:${assignmentId}`;
  await deps.notifier.emailIn(tx, id, handedLeadMail(assignee.email, deps.config.publicUrl, notice, byName));
  await deps.notifier.pushIn(tx, id, assignee.id, handedLeadPush(notice, byName));
}

/** Records a Call or WhatsApp tap on a listing: one row and its event. */
export async function recordContactClick(
  deps: Pick<Deps, 'sql'>,
  input: { propertyId?: string; projectId?: string; channel: 'call' | 'whatsapp' },
): Promise<void> {
  await withTx(deps.sql, async (tx) => {
    const table = input.propertyId ? 'properties' : 'projects';
    const listingId = (input.propertyId ?? input.projectId)!;
    const found = isUuid(listingId) ? await tx`select 1 from ${tx(table)} where id = ${listingId.toLowerCase()} for key share` : [];
    if (found.length === 0) throw notFound(input.propertyId ? 'Property not found' : 'Project not found');
    const id = listingId.toLowerCase();
    await tx`
      insert into contact_clicks (property_id, project_id, channel)
      values (${input.propertyId ? id : null}, ${input.projectId ? id : null}, ${input.channel})`;
    await appendEvent(tx, {
      type: 'contact.clicked',
      subjectId: id,
      actorId: null,
      payload: { channel: input.channel, listing: table === 'properties' ? 'property' : 'project' },
    });
  });
}
