/**
 * Enquiries as the person who made them sees them: their list (My Enquiries), those still waiting
 * on this phone, a confirmed visit's calendar entry, and the count of a Call or WhatsApp tap.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Envelope } from '../../contract/answers.ts';
import type { ContactChannel, EnquiryCreated, MyEnquiry } from '../../contract/enquiries.ts';
import { api } from './api.ts';
import { loadDevice } from './device/load.ts';
import { bestEffort } from '../lib/bestEffort.ts';

export const enquiryKeys = {
  mine: (userId: string) => ['enquiries', 'mine', userId] as const,
  waiting: (userId: string) => ['enquiries', 'waiting', userId] as const,
};

/** POST /enquiries with the enquiry's client-made id (a resend is the same enquiry). */
export function postEnquiry(body: Record<string, unknown>): Promise<Envelope<EnquiryCreated>> {
  return api.post<Envelope<EnquiryCreated>>('enquiries', { json: body });
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
