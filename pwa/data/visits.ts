/**
 * Site visits as a visitor books them: a listing's free slots (GET /visits/slots) and booking one
 * (POST /visits). A booking needs the server's word that the time is still free, so it is never
 * queued: with no connection the form keeps a visit request in the outbox instead (data/enquiries.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import type { Envelope } from '../../contract/answers.ts';
import type { FreeSlots, Slot, VisitBooked, VisitBookingBody } from '../../contract/visits.ts';
import { ApiError } from '../lib/apiError.ts';
import { api } from './api.ts';

export type VisitListingRef = { propertyId: string } | { projectId: string };

export const visitKeys = {
  slots: (listing: VisitListingRef) => ['visits', 'slots', listing] as const,
};

/** GET /visits/slots: always asked afresh, since another visitor may take a time at any moment. */
export function freeSlotsQuery(listing: VisitListingRef) {
  return queryOptions({
    queryKey: visitKeys.slots(listing),
    queryFn: async () => (await api.get<Envelope<FreeSlots>>('visits/slots', { searchParams: listing })).data,
    staleTime: 0,
    retry: false,
  });
}

/** POST /visits. Rejects with the server's ApiError; a taken slot's error carries the next free ones. */
export async function bookVisit(body: VisitBookingBody): Promise<VisitBooked> {
  return (await api.post<Envelope<VisitBooked>>('visits', { json: body })).data;
}

/** The next free slots a 409 names (the slot was taken meanwhile), or none. */
export function nextSlotsOf(error: unknown): Slot[] {
  if (!(error instanceof ApiError) || error.status !== 409) return [];
  const slots = (error.data as { slots?: unknown } | undefined)?.slots;
  return Array.isArray(slots) ? (slots as Slot[]) : [];
}
