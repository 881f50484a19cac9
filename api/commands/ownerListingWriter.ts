/**
 * Owners' offers: the public form's seller lead and the advisor's draft listing made from it.
 * An offer is a lead like any other (writeLead: its buyer record, assignment, speed to lead), of
 * kind `seller`, holding what the owner offers; POST /owner-listings and the `ownerListing.create`
 * mutation of the outbox run the same writer under the offer's id, so a resend adds nothing. The
 * draft is a listing the public never sees (properties.draft) until an admin publishes it.
 */
import { randomUUID } from 'node:crypto';
import type { MutationArgs } from '../../contract/mutations.ts';
import { isUuid } from '../../contract/fields.ts';
import { isHomeCategory, ownerListingMessages, type OwnerListingArgs, type OwnerListingCreated } from '../../contract/ownerListings.ts';
import { categoriesOf, propertyTypes } from '../../contract/catalog.ts';
import { rupees } from '../../contract/rupees.ts';
import { enquiriesRefused, spendEnquiryBudgets } from '../auth/enquiryRateLimits.ts';
import type { Actor, Deps } from '../context.ts';
import { withTx, type Tx } from '../db.ts';
import { conflict, notFound, validationError } from '../errors.ts';
import { appendEvent } from '../events/appendEvent.ts';
import { newEnquiryMail, newEnquiryPush } from '../mail/enquiryMails.ts';
import { catalogTx, type CatalogWriteDeps } from './catalogWrite.ts';
import { recordConsent } from './consentRecorder.ts';
import { findEnquiryCreated } from './enquiryWriter.ts';
import { writeLead } from './leadWriter.ts';
import { AlreadyRecorded, type Command } from './mutationRunner.ts';
import type { StoredOffer } from '../presenters/ownerOffer.ts';

export type OwnerListingWriterDeps = Pick<Deps, 'sql' | 'config' | 'notifier' | 'log'>;

const purposeWords = { sale: 'for sale', rent: 'for rent' } as const;

/** The offer in a line, as the leads list and the agency's mail name it ("2 BHK Apartment in Vesu, for sale"). */
export function offerTitle(args: Pick<OwnerListingArgs, 'bhk' | 'category' | 'locality' | 'purpose'>): string {
  const rooms = args.bhk && isHomeCategory(args.category) ? `${args.bhk} BHK ` : '';
  return `${rooms}${args.category} in ${args.locality}, ${purposeWords[args.purpose]}`;
}

/** Photos keys that are in the bucket (uploaded through POST /owner-listings/photos); others are dropped. */
async function storedPhotos(deps: Pick<Deps, 'bucket'>, keys: readonly string[]): Promise<string[]> {
  const unique = [...new Set(keys)];
  const found = await Promise.all(unique.map(async (key) => ((await deps.bucket.exists(`${key}/card.webp`)) ? key : null)));
  return found.filter((key): key is string => key !== null);
}

type OfferWrite =
  | { kind: 'created'; created: Required<OwnerListingCreated>; seq: number }
  | { kind: 'replayed'; created: OwnerListingCreated }
  | { kind: 'limited'; refusal: { reason: string; retryAfterSeconds: number } };

interface OfferInput {
  id: string;
  userId: string | null;
  ip: string | null;
  args: OwnerListingArgs;
  /** The photos' keys found in the bucket (checked before the transaction). */
  photos: string[];
  at: Date;
}

/**
 * Writes the seller lead in the caller's transaction, which the caller commits whatever the outcome
 * (a refused offer still spends its limits, the enquiries' sizes counted apart). A replay costs nothing.
 */
export async function writeOwnerListing(deps: OwnerListingWriterDeps, tx: Tx, input: OfferInput): Promise<OfferWrite> {
  const { args } = input;
  const replayed = await findEnquiryCreated(tx, input.id, { userId: input.userId, mobile: args.mobile });
  if (replayed) return { kind: 'replayed', created: { _id: replayed._id, reference: replayed.reference } };
  const who = { ip: input.ip, mobile: args.mobile, userId: input.userId };
  const refusal = await spendEnquiryBudgets(tx, deps.config.enquiries, who, 'offer');
  if (refusal) return { kind: 'limited', refusal };

  const offer: StoredOffer = {
    purpose: args.purpose,
    category: args.category,
    locality: args.locality,
    address: args.address,
    bhk: isHomeCategory(args.category) ? args.bhk : null,
    areaSqft: args.areaSqft,
    expectedPrice: args.expectedPrice,
    notes: args.notes,
    photos: input.photos,
  };
  const title = offerTitle(args);
  const written = await writeLead(
    tx,
    {
      id: input.id,
      source: 'website',
      kind: 'seller',
      name: args.name,
      mobile: args.mobile,
      email: args.email || null,
      message: args.notes,
      listingTitle: title,
      offer: { ...offer },
      actorId: input.userId,
      at: input.at,
    },
    deps,
  );
  if (!written) throw new AlreadyRecorded();
  const subject = input.userId ? { kind: 'user' as const, id: input.userId } : { kind: 'enquiry' as const, id: input.id };
  await recordConsent(tx, { subject, purpose: 'enquiry', granted: true, channel: 'web_form', actorId: input.userId, at: input.at });
  const announced = {
    _id: input.id,
    reference: written.reference,
    status: 'new' as const,
    name: args.name,
    mobile: args.mobile,
    email: args.email || null,
    message: args.notes,
    listingTitle: `Owner's offer: ${title}`,
    listingReference: null,
    visitDate: null,
    visitSlot: null,
  };
  await deps.notifier.emailIn(
    tx,
    `enquiry:${input.id}`,
    newEnquiryMail(deps.config.enquiries.notifyEmail, deps.config.publicUrl, announced),
  );
  await deps.notifier.pushToAdminsIn(tx, `enquiry:${input.id}`, newEnquiryPush(announced));
  return { kind: 'created', created: { _id: input.id, reference: written.reference }, seq: written.seq };
}

/** POST /owner-listings: writes (or finds, for a replayed id) the offer; a spent limit is the 429 the form shows. */
export async function createOwnerListing(
  deps: OwnerListingWriterDeps & Pick<Deps, 'bucket'>,
  input: { id?: string; userId: string | null; ip: string | null; args: OwnerListingArgs },
): Promise<OwnerListingCreated> {
  const id = input.id?.toLowerCase() ?? randomUUID();
  const photos = await storedPhotos(deps, input.args.photos);
  const result = await withTx(deps.sql, async (tx) => {
    const [user] = input.userId ? await tx`select 1 from "user" where id = ${input.userId} for key share` : [];
    return writeOwnerListing(deps, tx, { ...input, id, userId: user ? input.userId : null, photos, at: new Date() });
  });
  if (result.kind === 'limited') throw enquiriesRefused(result.refusal);
  return result.created;
}

/** The `ownerListing.create` mutation: the same writer and limits, the caller as the owner. */
export const ownerListingCreateCommand =
  (deps: OwnerListingWriterDeps & Pick<Deps, 'bucket'>): Command<MutationArgs<'ownerListing.create'>> =>
  async ({ tx, actor, id, at, ip }, args) => {
    const photos = await storedPhotos(deps, args.photos);
    const result = await writeOwnerListing(deps, tx, { id, userId: actor.id, ip, args, photos, at });
    if (result.kind === 'limited') return { status: 'rejected', ...result.refusal };
    if (result.kind === 'replayed') throw new AlreadyRecorded();
    return { status: 'applied', seq: result.seq };
  };

interface OfferRow {
  kind: 'buyer' | 'seller';
  offer: StoredOffer | null;
  draftId: string | null;
  name: string;
  assigneeId: string | null;
}

/**
 * Makes the draft listing of a seller lead in one step: the owner's facts and photos as a listing
 * only the office sees, its `listing_draft.created` event, and the lead's `lead.draft_listing_made`
 * (ids only). A lead that already has its draft, or is a buyer's, is refused.
 */
export async function makeDraftListing(
  deps: CatalogWriteDeps,
  actor: Actor,
  leadId: string,
  canWork: (assigneeId: string | null) => boolean,
): Promise<{ propertyId: string; reference: string }> {
  if (!isUuid(leadId)) throw notFound('Enquiry not found');
  return catalogTx(deps, async (tx) => {
    const [lead] = await tx<OfferRow[]>`
      select kind, offer, draft_property_id as "draftId", name, assignee_id as "assigneeId"
      from enquiries where id = ${leadId} and status <> 'spam' for update`;
    if (!lead || !canWork(lead.assigneeId)) throw notFound('Enquiry not found');
    if (lead.kind !== 'seller' || !lead.offer) throw validationError({ kind: ownerListingMessages.notSeller });
    if (lead.draftId) throw conflict(ownerListingMessages.alreadyDrafted);
    const offer = lead.offer;
    const propertyType = propertyTypes.find((type) => (categoriesOf(type) as readonly string[]).includes(offer.category))!;
    const residential = propertyType === 'Residential';
    const description = [
      `<p>${escapeHtml(offerTitle(offer))}. Expected ${offer.purpose === 'rent' ? 'rent' : 'price'}: ${rupees(offer.expectedPrice)}.</p>`,
      offer.notes ? `<p>${escapeHtml(offer.notes)}</p>` : '',
    ].join('');
    const [row] = await tx<{ id: string; reference: string }[]>`
      insert into properties ${tx({
        title: offerTitle(offer).slice(0, 150),
        description,
        transaction_type: offer.purpose === 'rent' ? 'Rent' : 'Buy',
        property_type: propertyType,
        sub_category: offer.category,
        location: offer.locality,
        address: offer.address || offer.locality,
        price: offer.expectedPrice,
        sqt: offer.areaSqft ?? 0,
        bedrooms: residential ? (offer.bhk ?? 0) : null,
        bathrooms: residential ? 0 : null,
        created_by: actor.id,
        draft: true,
      })}
      returning id, reference`;
    if (offer.photos.length > 0) {
      const images = offer.photos.map((key, position) => ({ property_id: row.id, position, key }));
      await tx`insert into property_images ${tx(images, 'property_id', 'position', 'key')}`;
    }
    await tx`update enquiries set draft_property_id = ${row.id}, updated_at = now() where id = ${leadId}`;
    await appendEvent(tx, { type: 'listing_draft.created', subjectId: row.id, actorId: actor.id, payload: { leadId } });
    await appendEvent(tx, { type: 'lead.draft_listing_made', subjectId: leadId, actorId: actor.id, payload: { propertyId: row.id } });
    return { propertyId: row.id, reference: row.reference };
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
