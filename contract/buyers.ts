/**
 * Buyers: one record per person the agency deals with (their mobile the key, their e-mail a second
 * key that suggests merges), holding their enquiries from every channel and the calls and messages
 * logged against them. The quick-add an advisor makes on the phone, the contact log, the merge and
 * the answers are read here by both sides.
 */
import * as v from 'valibot';
import { enquiryStatuses, ENQUIRY_MESSAGE_MAX } from './enquiries.ts';
import { siteLanguages } from './catalog.ts';
import { fullName, mobile, optionalEmail, pageNumber, pageSize, searchText, writtenText } from './fields.ts';
import { purposes, type ConsentChannel } from './privacy.ts';

/** Where a lead came from; kept on every lead and reported. */
export const leadSources = [
  'website',
  'walk_in',
  'phone',
  'whatsapp',
  'referral',
  '99acres',
  'magicbricks',
  'housing',
  'webhook',
  'other',
] as const;
export type LeadSource = (typeof leadSources)[number];

export const leadSourceLabels: Record<LeadSource, string> = {
  website: 'Website',
  walk_in: 'Walk-in',
  phone: 'Phone call',
  whatsapp: 'WhatsApp',
  referral: 'Referral',
  '99acres': '99acres',
  magicbricks: 'MagicBricks',
  housing: 'Housing.com',
  webhook: 'Partner feed',
  other: 'Other',
};

/** The sources an advisor picks from on a quick-add (the others arrive on their own). */
export const quickAddSources = ['walk_in', 'phone', 'whatsapp', 'referral', 'other'] as const satisfies readonly LeadSource[];

/** How a quick-added buyer agreed to be contacted, as the advisor records it: the consent's channel. */
export const quickAddConsentWays = ['phone_call', 'walk_in', 'whatsapp'] as const satisfies readonly ConsentChannel[];
export type QuickAddConsentWay = (typeof quickAddConsentWays)[number];

export const buyerMessages = {
  want: 'Say what they are looking for',
  wantLength: `What they want must be at most ${ENQUIRY_MESSAGE_MAX} characters long`,
  source: 'Choose where the lead came from',
  consentBy: 'Choose how they agreed to be contacted',
  language: 'Language must be en, gu or hi',
  staffOnly: "Only the agency's advisors can add leads",
  notFound: 'Buyer not found',
  mergeSelf: 'A buyer cannot be merged into itself',
  merged: 'This buyer was merged into another',
  callBackAt: 'Call back at needs a date and time',
  callBackOnly: 'Only a call back has a time',
  channel: 'Channel must be call, whatsapp or meeting',
  outcome: 'Outcome must be reached, not_reached or call_back',
} as const;

const freeText = (label: string, max: number, message: string) => v.pipe(writtenText(label), v.maxLength(max, message));

/** Args of the `lead.quickAdd` mutation: a walk-in or a phone call, as an advisor types it. */
export const QuickAddArgs = v.object({
  name: fullName,
  mobile,
  want: v.pipe(freeText('What they want', ENQUIRY_MESSAGE_MAX, buyerMessages.wantLength), v.nonEmpty(buyerMessages.want)),
  source: v.picklist(quickAddSources, buyerMessages.source),
  /** Their e-mail, when they gave one: the notice of the follow-up is mailed there. */
  email: optionalEmail,
  /** How they agreed to be contacted: recorded as their consent to follow-up, with this channel. */
  consentBy: v.picklist(quickAddConsentWays, buyerMessages.consentBy),
  /** The language the notice is mailed in. */
  language: v.optional(v.picklist(siteLanguages, buyerMessages.language)),
});
export type QuickAddArgs = v.InferOutput<typeof QuickAddArgs>;

export const contactChannels = ['call', 'whatsapp', 'meeting'] as const;
export const contactOutcomes = ['reached', 'not_reached', 'call_back'] as const;
export type ContactOutcome = (typeof contactOutcomes)[number];

/** Body of POST /buyers/:id/contacts: a call, a WhatsApp conversation or a meeting, and how it went. */
export const ContactLogBody = v.pipe(
  v.object({
    id: v.optional(v.pipe(v.string('Contact id must be a UUID'), v.uuid('Contact id must be a UUID'))),
    enquiryId: v.optional(v.pipe(v.string('Enquiry not found'), v.uuid('Enquiry not found'))),
    channel: v.picklist(contactChannels, buyerMessages.channel),
    outcome: v.picklist(contactOutcomes, buyerMessages.outcome),
    callBackAt: v.optional(v.pipe(v.string(buyerMessages.callBackAt), v.isoTimestamp(buyerMessages.callBackAt))),
    note: v.optional(freeText('Note', ENQUIRY_MESSAGE_MAX, `Note must be at most ${ENQUIRY_MESSAGE_MAX} characters long`)),
  }),
  v.forward(
    v.check((input) => (input.outcome === 'call_back') === Boolean(input.callBackAt), buyerMessages.callBackAt),
    ['callBackAt'],
  ),
);
export type ContactLogBody = v.InferOutput<typeof ContactLogBody>;

/** Body of POST /buyers/:id/merge: the buyer merged into this one (its leads and contacts move here). */
export const BuyerMergeBody = v.object({
  buyerId: v.pipe(v.string(buyerMessages.notFound), v.uuid(buyerMessages.notFound)),
});

/** Query of GET /buyers: text (name, mobile digits, e-mail, reference) and a page. */
export const BuyerListQuery = v.object({
  q: searchText,
  page: v.optional(pageNumber, '1'),
  limit: v.optional(pageSize(200), '50'),
});
export type BuyerListQuery = v.InferOutput<typeof BuyerListQuery>;

// Answers.

const isoTime = v.pipe(v.string(), v.isoTimestamp());
const person = v.nullable(v.object({ _id: v.string(), fullName: v.string() }));

export const BuyerSummary = v.object({
  _id: v.string(),
  reference: v.string(),
  name: v.string(),
  mobile: v.string(),
  email: v.nullable(v.string()),
  leads: v.number(),
  lastSource: v.nullable(v.picklist(leadSources)),
  /** Other buyers with the same e-mail: offered for a merge. */
  possibleDuplicates: v.number(),
  /** Purposes the buyer withdrew their consent to (contract/privacy.ts): nothing is sent for them. */
  withdrawnConsents: v.array(v.picklist(purposes)),
  updatedAt: isoTime,
});
export type BuyerSummary = v.InferOutput<typeof BuyerSummary>;

export const BuyerLead = v.object({
  _id: v.string(),
  reference: v.string(),
  kind: v.picklist(['buyer', 'seller']),
  source: v.picklist(leadSources),
  status: v.picklist(enquiryStatuses),
  message: v.string(),
  listingTitle: v.nullable(v.string()),
  createdAt: isoTime,
});

export const BuyerContact = v.object({
  _id: v.string(),
  enquiryId: v.nullable(v.string()),
  channel: v.picklist(contactChannels),
  outcome: v.picklist(contactOutcomes),
  callBackAt: v.nullable(isoTime),
  note: v.string(),
  actor: person,
  contactedAt: isoTime,
});
export type BuyerContact = v.InferOutput<typeof BuyerContact>;

/** One entry of a buyer's timeline: an event of the buyer or of one of its leads, with who and when. */
export const BuyerTimelineEntry = v.object({
  type: v.string(),
  subjectId: v.string(),
  at: isoTime,
  actor: person,
  payload: v.record(v.string(), v.unknown()),
});

export const BuyerDetail = v.object({
  ...BuyerSummary.entries,
  /** Set when this buyer was merged into another: that buyer's id. */
  mergedInto: v.nullable(v.string()),
  duplicates: v.array(v.object({ _id: v.string(), reference: v.string(), name: v.string(), mobile: v.string() })),
  enquiries: v.array(BuyerLead),
  contacts: v.array(BuyerContact),
  timeline: v.array(BuyerTimelineEntry),
});
export type BuyerDetail = v.InferOutput<typeof BuyerDetail>;

export const BuyerListMeta = v.object({ total: v.number(), page: v.number(), limit: v.number() });

export const buyerAnswerSchemas = { BuyerSummary, BuyerLead, BuyerContact, BuyerTimelineEntry, BuyerDetail, BuyerListMeta };
