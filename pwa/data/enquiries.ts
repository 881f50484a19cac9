/**
 * Enquiries as the person who makes them sees them: sending one (through the outbox, as every
 * offline-capable write), their list (My Enquiries), those still waiting on this phone, a confirmed
 * visit's calendar entry, and the count of a Call or WhatsApp tap.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Envelope } from '../../contract/answers.ts';
import type { ContactChannel, EnquiryArgs, MyEnquiry } from '../../contract/enquiries.ts';
import { api } from './api.ts';
import { loadDevice } from './device/load.ts';
import { bestEffort } from '../lib/bestEffort.ts';
import { sendNewRecord, VISITOR, type NewRecordOutcome } from './sender.ts';

export const enquiryKeys = {
  mine: (userId: string) => ['enquiries', 'mine', userId] as const,
  waiting: (userId: string) => ['enquiries', 'waiting', userId] as const,
};

export type EnquiryOutcome = NewRecordOutcome;

/**
 * Sends an enquiry as an `enquiry.create` mutation of the signed-in user (`userId`) or of a visitor
 * (null): kept on the phone under a client-made id first, so a resend is the same enquiry, and sent
 * by the one sender, which picks the door (POST /sync or the public POST /enquiries).
 * `honeypot` is the field people never see: POST /enquiries records an enquiry that fills it as spam.
 */
export function sendEnquiry(userId: string | null, args: EnquiryArgs, honeypot = ''): Promise<EnquiryOutcome> {
  // POST /sync answers without a reference: the user's list names it.
  return sendNewRecord(userId ?? VISITOR, 'enquiry.create', args, honeypot, userId ? referenceOf : undefined);
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
