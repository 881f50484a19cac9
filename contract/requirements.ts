/**
 * Buyers' requirements (what a buyer wants, as an advisor records it) and the listings matched to
 * them: the bodies both sides check and the answers they read. A requirement and a saved search are
 * matched by one rule (api/matching/criteriaMatch.ts); a signed-in user's saved searches are shown
 * among their buyer's requirements, read-only.
 */
import * as v from 'valibot';
import { amenities, INTEGER_MAX, PRICE_MAX, propertyCategories, purposes } from './catalog.ts';
import { required, writtenText } from './fields.ts';
import { purposes as consentPurposes, type Purpose as ConsentPurpose } from './privacy.ts';

export const requirementMessages = {
  purpose: 'Purpose must be either buy or rent',
  category: 'Choose a property type from the list',
  bhk: 'BHK must be 1, 2, 3, 4 or 5 (5: five or more)',
  budget: 'Budget must be a whole number of rupees',
  budgetOrder: 'Minimum budget must not be above the maximum',
  carpet: 'Carpet area must be a whole number of sq ft',
  carpetOrder: 'Minimum carpet area must not be above the maximum',
  possession: 'Possession must be ready, under_construction or a year such as 2027',
  amenity: 'Choose amenities from the list',
  locality: 'Locality must be 2 to 60 characters long',
  localities: 'Name at most 10 localities',
  note: 'Note must be at most 500 characters long',
  status: 'Status must be open or closed',
  notFound: 'Requirement not found',
  savedSearch: 'A saved search is changed by its owner, not here',
  matchNotFound: 'Match not found',
  consentWithdrawn: 'The buyer withdrew their consent to be sent this',
} as const;

export const requirementStatuses = ['open', 'closed'] as const;
export type RequirementStatus = (typeof requirementStatuses)[number];

const wholeOrNull = (max: number, message: string) =>
  v.optional(v.nullable(v.pipe(v.number(message), v.integer(message), v.minValue(0, message), v.maxValue(max, message))));

const requirementFields = {
  purpose: required(v.picklist(purposes, requirementMessages.purpose)),
  category: v.optional(v.nullable(v.picklist(propertyCategories, requirementMessages.category))),
  bhk: v.optional(
    v.pipe(
      v.array(
        v.pipe(
          v.number(requirementMessages.bhk),
          v.integer(requirementMessages.bhk),
          v.minValue(1, requirementMessages.bhk),
          v.maxValue(5, requirementMessages.bhk),
        ),
        requirementMessages.bhk,
      ),
      v.transform((counts) => [...new Set(counts)].sort()),
    ),
  ),
  minBudget: wholeOrNull(PRICE_MAX, requirementMessages.budget),
  maxBudget: wholeOrNull(PRICE_MAX, requirementMessages.budget),
  localities: v.optional(
    v.pipe(
      v.array(
        v.pipe(
          writtenText('Locality', requirementMessages.locality),
          v.minLength(2, requirementMessages.locality),
          v.maxLength(60, requirementMessages.locality),
        ),
        requirementMessages.locality,
      ),
      v.maxLength(10, requirementMessages.localities),
    ),
  ),
  minCarpet: wholeOrNull(INTEGER_MAX, requirementMessages.carpet),
  maxCarpet: wholeOrNull(INTEGER_MAX, requirementMessages.carpet),
  possession: v.optional(
    v.nullable(
      v.pipe(v.string(requirementMessages.possession), v.regex(/^(?:ready|under_construction|20\d\d)$/, requirementMessages.possession)),
    ),
  ),
  amenities: v.optional(
    v.pipe(
      v.array(v.picklist(amenities, requirementMessages.amenity), requirementMessages.amenity),
      v.transform((names) => [...new Set(names)].sort()),
    ),
  ),
  note: v.optional(v.pipe(writtenText('Note', requirementMessages.note), v.maxLength(500, requirementMessages.note))),
};

const ordered = (min: number | null | undefined, max: number | null | undefined) => min == null || max == null || min <= max;

/** Body of POST /buyers/:id/requirements: what the buyer wants. Only the purpose is required; anything left out is "any". */
export const RequirementBody = v.pipe(
  v.object(requirementFields),
  v.forward(
    v.check((input) => ordered(input.minBudget, input.maxBudget), requirementMessages.budgetOrder),
    ['maxBudget'],
  ),
  v.forward(
    v.check((input) => ordered(input.minCarpet, input.maxCarpet), requirementMessages.carpetOrder),
    ['maxCarpet'],
  ),
);
export type RequirementBody = v.InferOutput<typeof RequirementBody>;

/** Body of PATCH /requirements/:id: the fields sent change (null clears one); `status: closed` closes it. */
export const RequirementPatchBody = v.object({
  ...v.partial(v.object(requirementFields)).entries,
  status: v.optional(v.picklist(requirementStatuses, requirementMessages.status)),
});
export type RequirementPatchBody = v.InferOutput<typeof RequirementPatchBody>;

// Answers.

const isoTime = v.pipe(v.string(), v.isoTimestamp());

/** A requirement as both sides show it; a saved search of the buyer's account reads as one with `source: saved_search`. */
export const Requirement = v.object({
  _id: v.string(),
  buyerId: v.string(),
  source: v.picklist(['requirement', 'saved_search']),
  /** The saved search's name; null for an advisor's requirement. */
  name: v.nullable(v.string()),
  status: v.picklist(requirementStatuses),
  purpose: v.nullable(v.picklist(purposes)),
  category: v.nullable(v.picklist(propertyCategories)),
  bhk: v.array(v.number()),
  minBudget: v.nullable(v.number()),
  maxBudget: v.nullable(v.number()),
  localities: v.array(v.string()),
  minCarpet: v.nullable(v.number()),
  maxCarpet: v.nullable(v.number()),
  possession: v.nullable(v.string()),
  amenities: v.array(v.string()),
  /** A saved search's free text; null for an advisor's requirement. */
  text: v.nullable(v.string()),
  note: v.string(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type Requirement = v.InferOutput<typeof Requirement>;

export const matchReasons = ['new_listing', 'price_drop', 'available_again'] as const;
export type MatchReason = (typeof matchReasons)[number];

/** One buyer a listing matched. */
export const BuyerMatch = v.object({
  _id: v.string(),
  buyer: v.object({
    _id: v.string(),
    reference: v.string(),
    name: v.string(),
    mobile: v.string(),
    language: v.picklist(['en', 'gu', 'hi']),
    /** Purposes the buyer withdrew their consent to; a share needs its purpose (sharePurpose) to stand. */
    withdrawnConsents: v.array(v.picklist(consentPurposes)),
  }),
  requirementId: v.nullable(v.string()),
  savedSearchId: v.nullable(v.string()),
  agentId: v.nullable(v.string()),
  reason: v.picklist(matchReasons),
  matchedAt: isoTime,
  sharedAt: v.nullable(isoTime),
});
export type BuyerMatch = v.InferOutput<typeof BuyerMatch>;

/** A listing and the buyers it matched: "3 buyers match SR-1042". */
export const ListingMatches = v.object({
  property: v.object({
    _id: v.string(),
    reference: v.string(),
    title: v.string(),
    location: v.string(),
    price: v.number(),
    transactionType: v.string(),
  }),
  matches: v.array(BuyerMatch),
});
export type ListingMatches = v.InferOutput<typeof ListingMatches>;

/** Answer of POST /matches/:id/share: the WhatsApp link to open, in the buyer's language. */
export const MatchShare = v.object({ whatsappUrl: v.string(), language: v.picklist(['en', 'gu', 'hi']), sharedAt: isoTime });
export type MatchShare = v.InferOutput<typeof MatchShare>;

/**
 * The purpose sharing a matched listing rests on: a saved search's alerts, or following up what the
 * buyer asked an advisor for (a requirement).
 */
export const sharePurpose = (match: { savedSearchId: string | null }): ConsentPurpose => (match.savedSearchId ? 'alerts' : 'enquiry');

export const requirementAnswerSchemas = { Requirement, BuyerMatch, ListingMatches, MatchShare };
