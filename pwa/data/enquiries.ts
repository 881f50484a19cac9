/**
 * Enquiries as the person who makes them sees them: sending one (through the outbox, as every
 * offline-capable write), their list (My Enquiries), those still waiting on this phone, a confirmed
 * visit's calendar entry, and the count of a Call or WhatsApp tap.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Envelope } from '../../contract/answers.ts';
import type { ContactChannel, EnquiryArgs, MyEnquiry } from '../../contract/enquiries.ts';
import { ApiError, clientMessages } from '../lib/apiError.ts';
import { api } from './api.ts';
import { loadDevice } from './device/load.ts';
import { bestEffort } from '../lib/bestEffort.ts';
import { saveMutation, VISITOR, type MutationOutcome } from './sender.ts';

export const enquiryKeys = {
  mine: (userId: string) => ['enquiries', 'mine', userId] as const,
  waiting: (userId: string) => ['enquiries', 'waiting', userId] as const,
};

export type EnquiryOutcome =
  /** The agency has it; its reference, when the answer or the user's list names it. */
  | { kind: 'sent'; reference: string | null }
  /** Kept on the phone; it goes out once, when the connection is back. */
  | { kind: 'queued' }
  /** Refused (a field, or too many enquiries for now): nothing is kept. */
  | { kind: 'refused'; error: unknown };

/**
 * Sends an enquiry as an `enquiry.create` mutation of the signed-in user (`userId`) or of a visitor
 * (null): kept on the phone under a client-made id first, so a resend is the same enquiry, and sent
 * by the one sender, which picks the door (POST /sync or the public POST /enquiries).
 * `honeypot` is the field people never see: POST /enquiries records an enquiry that fills it as spam.
 */
export async function sendEnquiry(userId: string | null, args: EnquiryArgs, honeypot = ''): Promise<EnquiryOutcome> {
  // The honeypot rides along in the args: the public endpoint reads it, /sync's schema drops it.
  const sent = honeypot ? ({ ...args, website: honeypot } as EnquiryArgs) : args;
  const outcome = await saveMutation(userId ?? VISITOR, 'enquiry.create', sent);
  switch (outcome.kind) {
    case 'accepted':
      return { kind: 'sent', reference: outcome.reference ?? (userId ? await referenceOf(outcome.id) : null) };
    case 'queued':
      return { kind: 'queued' };
    // Enquiries are never superseded: each is a new record.
    case 'overruled':
    case 'failed':
      return { kind: 'refused', error: refusalOf(outcome) };
  }
}

/** The server's refusal as the form shows it: its own error (with field errors), else its reason. */
function refusalOf(outcome: MutationOutcome & { kind: 'overruled' | 'failed' }): unknown {
  if (outcome.kind === 'failed' && outcome.error) return outcome.error;
  return new ApiError((outcome.kind === 'failed' ? outcome.reason : undefined) ?? clientMessages.generic, { status: 400 });
}

/** The reference of one of the user's enquiries: POST /sync answers for it without one. */
async function referenceOf(enquiryId: string): Promise<string | null> {
  const mine = await bestEffort(
    'the enquiry is sent all the same, and My Enquiries names it',
    api.get<Envelope<MyEnquiry[]>>('enquiries/mine'),
    null,
  );
  return mine?.data.find((enquiry) => enquiry._id === enquiryId)?.reference ?? null;
}

/** GET /enquiries/mine. */
export function myEnquiriesQuery(userId: string) {
  return queryOptions({
    queryKey: enquiryKeys.mine(userId),
    queryFn: async () => (await api.get<Envelope<MyEnquiry[]>>('enquiries/mine')).data,
  });
}

/** The user's enquiries still waiting in this phone's outbox. */
export function waitingEnquiriesQuery(userId: string) {
  return queryOptions({
    queryKey: enquiryKeys.waiting(userId),
    queryFn: async () => {
      const device = await loadDevice();
      return (await device.pendingMutations(userId)).filter((entry) => entry.type === 'enquiry.create');
    },
  });
}

/** A confirmed visit as an ICS file (it needs the caller's token, so it is fetched, not linked). */
export function visitCalendar(enquiryId: string): Promise<Blob> {
  return api.ky.get(`enquiries/${enquiryId}/visit.ics`).blob();
}

/** Counts a Call or WhatsApp tap on a listing (no personal data); a lost count never stops the tap. */
export function countContactTap(listing: { propertyId: string } | { projectId: string }, channel: ContactChannel): void {
  void bestEffort('a count for the agency: the tap works without it', api.post('contact-clicks', { json: { ...listing, channel } }));
}
