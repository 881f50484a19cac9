/**
 * Owners' offers: the public "List your property with us" form, which makes a seller lead in the
 * agency's inbox, and the advisor's one-step draft listing made from it. The form, the outbox and
 * the API read the same schemas, so all three say the same words.
 */
import * as v from 'valibot';
import { propertyCategories, residentialCategories, siteLanguages, type PropertyCategory } from './catalog.ts';
import { described, fullName, mobile, oneLine, optionalEmail, wholeNumber, writtenText } from './fields.ts';

/** What the owner wants to do with the property. */
export const offerPurposes = ['sale', 'rent'] as const;
export type OfferPurpose = (typeof offerPurposes)[number];

/** Photos one offer may carry (each through the media upload path and its limits). */
export const OFFER_PHOTOS_MAX = 6;
export const OFFER_NOTES_MAX = 2000;
/** Ten thousand crore: above any property in Surat, below what a bigint holds. */
const PRICE_MAX = 100_000_000_000;
const AREA_MAX = 10_000_000;

export const ownerListingMessages = {
  purpose: 'Choose sale or rent',
  category: 'Choose the type of property',
  locality: 'Locality is required',
  localityLength: 'Locality must be at most 120 characters long',
  address: 'Address must be at most 300 characters long',
  bhk: 'BHK must be a whole number up to 20',
  area: 'Area must be a whole number of square feet',
  price: 'Expected price or rent is required',
  priceNumber: 'Expected price or rent must be a whole number of rupees',
  priceRange: 'Expected price or rent is too large',
  notes: `Notes must be at most ${OFFER_NOTES_MAX} characters long`,
  photos: `At most ${OFFER_PHOTOS_MAX} photos`,
  photo: 'Photo not found',
  thanks: 'Thank you! Our advisor will call you to see the property.',
  notSeller: 'Only an owner’s offer can become a draft listing',
  alreadyDrafted: 'A draft listing was already made from this offer',
} as const;

/**
 * A whole number the form sends as text (Indian grouping's commas allowed); '', null or absent is
 * none. Null is taken too, so the outbox can send the parsed args again as they are.
 */
const optionalWhole = (max: number, message: string) =>
  v.nullish(
    v.pipe(
      v.union([v.string(message), v.number(message)], message),
      v.transform((value) => String(value).trim().replace(/,/g, '')),
      v.regex(/^\d{0,12}$/, message),
      v.check((text) => text === '' || Number(text) <= max, message),
      v.transform((text) => (text === '' ? null : Number(text))),
    ),
    '',
  );

const expectedPrice = v.pipe(
  v.union([v.string(ownerListingMessages.price), v.number(ownerListingMessages.price)], ownerListingMessages.price),
  v.transform((value) => String(value).trim().replace(/,/g, '')),
  v.nonEmpty(ownerListingMessages.price),
  v.regex(/^\d{1,12}$/, ownerListingMessages.priceNumber),
  v.transform(Number),
  v.minValue(1, ownerListingMessages.price),
  v.maxValue(PRICE_MAX, ownerListingMessages.priceRange),
);

/** An uploaded photo by its content key (what POST /owner-listings/photos answered). */
const photoKey = v.pipe(v.string(ownerListingMessages.photo), v.regex(/^[0-9a-f]{64}$/, ownerListingMessages.photo));

/** The fields of an owner's offer, as the form and the outbox carry them. */
const offerEntries = {
  name: fullName,
  mobile,
  email: optionalEmail,
  purpose: v.picklist(offerPurposes, ownerListingMessages.purpose),
  category: v.picklist(propertyCategories, ownerListingMessages.category),
  locality: v.pipe(
    writtenText('Locality', ownerListingMessages.locality),
    oneLine('Locality'),
    v.nonEmpty(ownerListingMessages.locality),
    v.maxLength(120, ownerListingMessages.localityLength),
  ),
  address: v.optional(v.pipe(writtenText('Address'), oneLine('Address'), v.maxLength(300, ownerListingMessages.address)), ''),
  bhk: optionalWhole(20, ownerListingMessages.bhk),
  areaSqft: optionalWhole(AREA_MAX, ownerListingMessages.area),
  expectedPrice,
  notes: v.optional(v.pipe(writtenText('Notes'), v.maxLength(OFFER_NOTES_MAX, ownerListingMessages.notes)), ''),
  photos: v.optional(v.pipe(v.array(photoKey, ownerListingMessages.photo), v.maxLength(OFFER_PHOTOS_MAX, ownerListingMessages.photos)), []),
  /** The language of the page it was sent from. */
  language: v.optional(v.picklist(siteLanguages, 'Language must be one of en (English), gu (Gujarati) or hi (Hindi)')),
};

/** Args of the `ownerListing.create` mutation (the outbox): the form's fields. */
export const OwnerListingArgs = v.object(offerEntries);
export type OwnerListingArgs = v.InferOutput<typeof OwnerListingArgs>;
export type OwnerListingInput = v.InferInput<typeof OwnerListingArgs>;

/**
 * Body of POST /owner-listings: the form's fields, an optional client-made `id` (a replay answers the
 * same offer) and the honeypot `website`, which people never see and so never fill in.
 */
export const OwnerListingBody = v.object({
  id: v.optional(v.pipe(v.string('Offer id must be a UUID'), v.uuid('Offer id must be a UUID'))),
  ...offerEntries,
  website: v.optional(v.pipe(v.string(), v.maxLength(500))),
});
export type OwnerListingBody = v.InferOutput<typeof OwnerListingBody>;

/** Whether a category is a home's (it has BHK). */
export const isHomeCategory = (category: PropertyCategory) => (residentialCategories as readonly string[]).includes(category);

// Answers.

/** The owner's offer as the seller lead keeps it (the lead's `offer`). */
export const OwnerOffer = v.object({
  purpose: v.picklist(offerPurposes),
  category: v.picklist(propertyCategories),
  locality: v.string(),
  address: v.string(),
  bhk: v.nullable(wholeNumber()),
  areaSqft: v.nullable(wholeNumber('Square feet')),
  expectedPrice: wholeNumber('Rupees; a monthly rent when the purpose is rent'),
  notes: v.string(),
  photos: described(v.array(v.string()), 'Image URLs (/media/...)'),
});
export type OwnerOffer = v.InferOutput<typeof OwnerOffer>;

/** A made (or replayed) offer: its lead's reference for the thank-you. */
export const OwnerListingCreated = v.object({
  _id: v.string(),
  reference: described(v.optional(v.string()), "The lead's reference (EQ-…); absent on a replay by someone else"),
});
export type OwnerListingCreated = v.InferOutput<typeof OwnerListingCreated>;

/** Uploaded photos' keys, to send with the offer. */
export const OfferPhotos = v.object({ keys: v.array(v.string()), urls: v.array(v.string()) });

/** The draft listing made from an offer. */
export const DraftListingMade = v.object({ propertyId: v.string(), reference: v.string() });

export const ownerListingAnswerSchemas = { OwnerOffer, OwnerListingCreated, OfferPhotos, DraftListingMade };
