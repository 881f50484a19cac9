/**
 * An owner's offer of a property ("List your property with us"): its photos uploaded first, while
 * there is a connection, then the offer itself as an `ownerListing.create` mutation through the
 * outbox, so one made with no signal goes out once the phone is back online.
 */
import type { Envelope } from '../../contract/answers.ts';
import type { OwnerListingArgs } from '../../contract/ownerListings.ts';
import { api } from './api.ts';
import { sendNewRecord, VISITOR, type NewRecordOutcome } from './sender.ts';

export type OfferOutcome = NewRecordOutcome;

/** POST /owner-listings/photos: the photos' keys to send with the offer. */
export async function uploadOfferPhotos(files: readonly File[]): Promise<string[]> {
  const body = new FormData();
  for (const file of files) body.append('images', file, file.name);
  return (await api.post<Envelope<{ keys: string[] }>>('owner-listings/photos', { body })).data.keys;
}

/**
 * Sends the offer. It is kept under the visitor's outbox whoever sends it (signed in or not), so it
 * goes out by the public door, whose answer names the lead's reference for the thank-you.
 * `honeypot` is the field people never see: the public endpoint keeps nothing that fills it.
 */
export function sendOwnerListing(args: OwnerListingArgs, honeypot = ''): Promise<OfferOutcome> {
  return sendNewRecord(VISITOR, 'ownerListing.create', args, honeypot);
}
