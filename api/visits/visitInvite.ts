/**
 * A visit as a calendar invitation (iCalendar, made by the kept `ics` library: decision 036). The
 * UID is the visit's, and SEQUENCE its change count, so a calendar that took the first invitation
 * moves the event on a change (METHOD:REQUEST with a higher SEQUENCE) and removes it on a
 * cancellation (METHOD:CANCEL).
 */
import { createEvent } from 'ics';
import { agency } from '../../contract/agency.ts';
import type { VisitNotice } from '../mail/visitMails.ts';

export interface VisitInvite {
  visit: VisitNotice;
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  /** The site's host: the UID's right-hand side. */
  host: string;
  /** Who the invitation is to. */
  attendee: { name: string; email: string };
  organizerEmail: string;
}

export const visitUid = (visitId: string, host: string) => `visit-${visitId}@${host}`;

export function visitInvite(invite: VisitInvite): string {
  const { visit } = invite;
  const { error, value } = createEvent({
    method: invite.method,
    productId: `${agency.name}//Site visits`,
    uid: visitUid(visit.visitId, invite.host),
    sequence: invite.sequence,
    status: invite.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    start: visit.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: visit.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `Site visit: ${visit.listingTitle}`,
    description: `${agency.name}, ${visit.reference}. ${visit.agentName}. ${agency.phones[0].display}. ${visit.mapUrl}`,
    location: visit.address,
    organizer: { name: agency.name, email: invite.organizerEmail },
    attendees: [{ name: invite.attendee.name, email: invite.attendee.email, rsvp: false, role: 'REQ-PARTICIPANT' }],
  });
  if (error || !value) throw new Error(`visit invitation: ${String(error)}`);
  return value;
}
