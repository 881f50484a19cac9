/**
 * An owner's offer of a property ("List your property with us"): its photos uploaded first, while
 * there is a connection, then the offer itself as an `ownerListing.create` mutation through the
 * outbox, so one made with no signal goes out once the phone is back online.
 */
import type { Envelope } from '../../contract/answers.ts';
import type { OwnerListingArgs } from '../../contract/ownerListings.ts';
import { ApiError, clientMessages } from '../lib/apiError.ts';
import { api } from './api.ts';
import { saveMutation, VISITOR, type MutationOutcome } from './sender.ts';

export type OfferOutcome =
  /** The agency has it; its reference for the thank-you. */
  | { kind: 'sent'; reference: string | null }
  /** Kept on the phone; it goes out once, when the connection is back. */
  | { kind: 'queued' }
  /** Refused (a field, or too many offers for now): nothing is kept. */
  | { kind: 'refused'; error: unknown };

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
export async function sendOwnerListing(args: OwnerListingArgs, honeypot = ''): Promise<OfferOutcome> {
  const sent = honeypot ? ({ ...args, website: honeypot } as OwnerListingArgs) : args;
  const outcome = await saveMutation(VISITOR, 'ownerListing.create', sent);
  switch (outcome.kind) {
    case 'accepted':
      return { kind: 'sent', reference: outcome.reference ?? null };
    case 'queued':
      return { kind: 'queued' };
    // Offers are never superseded: each is a new lead.
    case 'overruled':
    case 'failed':
      return { kind: 'refused', error: refusalOf(outcome) };
  }
}

function refusalOf(outcome: MutationOutcome & { kind: 'overruled' | 'failed' }): unknown {
  if (outcome.kind === 'failed' && outcome.error) return outcome.error;
  return new ApiError((outcome.kind === 'failed' ? outcome.reason : undefined) ?? clientMessages.generic, { status: 400 });
}
