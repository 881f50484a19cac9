/**
 * Enquiries (leads): the Enquire form's body, the admin's edits and list query, and the answers.
 * The form and the API read the same schemas, so both say the same words.
 */
import * as v from 'valibot';
import { siteLanguages } from './catalog.ts';
import {
  CONTROL_CHARACTERS,
  described,
  EMAIL_MESSAGE,
  MOBILE_MESSAGE,
  NAME_MESSAGE,
  fullName,
  mobile,
  optionalEmail,
  pageNumber,
  pageSize,
  searchText,
  wholeNumberText,
  writtenText,
} from './fields.ts';
import { OwnerOffer } from './ownerListings.ts';
import { purposes } from './privacy.ts';

/** The pipeline an enquiry moves through; `spam` (a filled honeypot) stays out of it. */
export const enquiryStatuses = ['new', 'contacted', 'visit_scheduled', 'visited', 'negotiating', 'won', 'lost', 'spam'] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

/** The pipeline's columns in order (the board), without spam. */
export const pipelineStatuses = [
  'new',
  'contacted',
  'visit_scheduled',
  'visited',
  'negotiating',
  'won',
  'lost',
] as const satisfies readonly EnquiryStatus[];

/** Each status in plain words, as people read it. */
export const enquiryStatusLabels: Record<EnquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  visit_scheduled: 'Visit scheduled',
  visited: 'Visited',
  negotiating: 'Negotiating',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};

/**
 * The moves the pipeline allows. A visit can be arranged again after one (another visit); a lost
 * enquiry can be reopened; a won one is final; spam goes back to new when it was a real person.
 */
export const enquiryMoves: Record<EnquiryStatus, readonly EnquiryStatus[]> = {
  new: ['contacted', 'visit_scheduled', 'lost', 'spam'],
  contacted: ['visit_scheduled', 'negotiating', 'lost'],
  visit_scheduled: ['visited', 'contacted', 'lost'],
  visited: ['visit_scheduled', 'negotiating', 'won', 'lost'],
  negotiating: ['visit_scheduled', 'won', 'lost'],
  won: [],
  lost: ['contacted'],
  spam: ['new'],
};

export const canMoveEnquiry = (from: EnquiryStatus, to: EnquiryStatus) => from === to || enquiryMoves[from].includes(to);

/** What a deal recorded on a lead is told when it cannot be. */
export const dealMessages = {
  price: 'Deal price must be more than ₹ 0',
  notWon: "A deal's price is recorded on a won lead",
  listing: 'Name the listing the deal was for',
} as const;

/** Why a lead was lost: asked for on every move to lost, stored on the lead and reported. */
export const lostReasons = ['budget', 'location', 'bought_elsewhere', 'not_reachable', 'not_genuine', 'other'] as const;
export type LostReason = (typeof lostReasons)[number];

export const lostReasonLabels: Record<LostReason, string> = {
  budget: 'Budget',
  location: 'Location',
  bought_elsewhere: 'Bought elsewhere',
  not_reachable: 'Not reachable',
  not_genuine: 'Not genuine',
  other: 'Other',
};

export const LOST_NOTE_MAX = 500;

export const lostMessages = {
  reason: 'Lost reason is required',
  reasonUnknown: 'Lost reason must be one of budget, location, bought_elsewhere, not_reachable, not_genuine or other',
  note: 'Other reason is required',
  noteTooLong: `Other reason must be at most ${LOST_NOTE_MAX} characters long`,
  notLost: 'A lost reason goes only with a move to lost',
} as const;

/**
 * What is wrong with the reason given for a move to lost, field by field (none: nothing). Both the
 * server and the Leads screen's dialog ask it, so they say the same words.
 */
export function lostReasonProblems(
  reason: LostReason | undefined,
  note: string | undefined,
): Partial<Record<'lostReason' | 'lostNote', string>> {
  if (!reason) return { lostReason: lostMessages.reason };
  if (reason === 'other' && !note?.trim()) return { lostNote: lostMessages.note };
  return {};
}

export const visitSlots = ['morning', 'afternoon', 'evening'] as const;
export type VisitSlot = (typeof visitSlots)[number];
export const visitSlotLabels: Record<VisitSlot, string> = {
  morning: 'Morning (10 AM – 1 PM)',
  afternoon: 'Afternoon (1 PM – 4 PM)',
  evening: 'Evening (4 PM – 7 PM)',
};

/** How far ahead a visit may be asked for. */
export const VISIT_DAYS_AHEAD = 60;
export const ENQUIRY_MESSAGE_MAX = 2000;

export const enquiryMessages = {
  name: NAME_MESSAGE,
  mobile: MOBILE_MESSAGE,
  email: EMAIL_MESSAGE,
  visitDate: 'Choose a visit date from today to 60 days ahead',
  message: `Message must be at most ${ENQUIRY_MESSAGE_MAX} characters long`,
  listing: 'Send either a propertyId or a projectId, not both',
  thanks: 'Thank you! Our advisor will call you shortly.',
  savedOffline: 'Saved on this phone. It will be sent when you are back online.',
  consent: 'By sending this you agree that Shreeji Realty may contact you about this property.',
} as const;

/** The agency's date (Surat, UTC+5:30, no daylight saving) of `at`, as YYYY-MM-DD. */
export function agencyDate(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** `date` (YYYY-MM-DD) plus `days`. */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** Whether a visit on `date` may be asked for at `at`: from that day to VISIT_DAYS_AHEAD days ahead. */
export function isVisitDateAllowed(date: string, at: Date): boolean {
  const today = agencyDate(at);
  return date >= today && date <= addDays(today, VISIT_DAYS_AHEAD);
}

const id = (message: string) => v.pipe(v.string(message), v.maxLength(64, message));

const message = v.optional(v.pipe(writtenText('Message'), v.maxLength(ENQUIRY_MESSAGE_MAX, enquiryMessages.message)));

const visitDateFormat = v.pipe(v.string(enquiryMessages.visitDate), v.isoDate(enquiryMessages.visitDate));

/** The fields of an enquiry as the form and the outbox carry them; the visit date's range is checked against the time it was made. */
export const enquiryEntries = {
  propertyId: v.optional(id('Property not found')),
  projectId: v.optional(id('Project not found')),
  name: fullName,
  mobile,
  email: optionalEmail,
  message,
  visitDate: v.optional(visitDateFormat),
  visitSlot: v.optional(v.picklist(visitSlots, 'Choose a morning, afternoon or evening visit')),
  /** The separate, unticked "send me offers" choice (contract/privacy.ts, purpose `marketing`). */
  marketing: v.optional(v.boolean('Marketing must be true or false')),
  /** The language of the page it was sent from: the person's receipt is written in it. */
  language: v.optional(v.picklist(siteLanguages, 'Language must be one of en (English), gu (Gujarati) or hi (Hindi)')),
};

export const oneListing = <T extends { propertyId?: string; projectId?: string }>() =>
  v.check<T, string>((input) => !(input.propertyId && input.projectId), enquiryMessages.listing);

/** Args of the `enquiry.create` mutation (the outbox): the form's fields. */
export const EnquiryArgs = v.pipe(v.object(enquiryEntries), oneListing());
export type EnquiryArgs = v.InferOutput<typeof EnquiryArgs>;

/**
 * Body of POST /enquiries: the form's fields, an optional client-made `id` (a replay answers the
 * same enquiry) and the honeypot `website`, which people never see and so never fill in.
 */
export const EnquiryBody = v.pipe(
  v.object({
    id: v.optional(v.pipe(v.string('Enquiry id must be a UUID'), v.uuid('Enquiry id must be a UUID'))),
    ...enquiryEntries,
    visitDate: v.optional(
      v.pipe(
        visitDateFormat,
        v.check((date) => isVisitDateAllowed(date, new Date()), enquiryMessages.visitDate),
      ),
    ),
    website: v.optional(v.pipe(v.string(), v.maxLength(500))),
  }),
  oneListing(),
);
export type EnquiryBody = v.InferOutput<typeof EnquiryBody>;

export const contactChannels = ['call', 'whatsapp'] as const;
export type ContactChannel = (typeof contactChannels)[number];

/** Body of POST /contact-clicks: which listing drew a Call or WhatsApp tap (no personal data). */
export const ContactClickBody = v.pipe(
  v.object({
    propertyId: v.optional(id('Property not found')),
    projectId: v.optional(id('Project not found')),
    channel: v.picklist(contactChannels, 'Channel must be call or whatsapp'),
  }),
  v.check((input) => Boolean(input.propertyId) !== Boolean(input.projectId), 'Send a propertyId or a projectId'),
);
export type ContactClickBody = v.InferOutput<typeof ContactClickBody>;

/**
 * Body of PATCH /admin/enquiries/:id: any of a status move, an assignee (null: nobody), a note, a visit
 * time; a move to lost carries its reason.
 */
export const EnquiryPatchBody = v.object({
  status: v.optional(v.picklist(enquiryStatuses, 'Unknown status')),
  assigneeId: v.optional(
    v.nullable(
      v.pipe(
        v.string('Assignee must be an agent or an admin'),
        v.maxLength(64, 'Assignee must be an agent or an admin'),
        v.check((text) => !CONTROL_CHARACTERS.test(text), 'Assignee must be an agent or an admin'),
      ),
    ),
  ),
  note: v.optional(
    v.pipe(
      writtenText('Note'),
      v.nonEmpty('Note must not be empty'),
      v.maxLength(ENQUIRY_MESSAGE_MAX, `Note must be at most ${ENQUIRY_MESSAGE_MAX} characters long`),
    ),
  ),
  visitAt: v.optional(v.pipe(v.string('Visit time must be a date and time'), v.isoTimestamp('Visit time must be a date and time'))),
  /** Required with `status: 'lost'` (a move to lost); `other` needs `lostNote` too. */
  lostReason: v.optional(v.picklist(lostReasons, lostMessages.reasonUnknown)),
  lostNote: v.optional(v.pipe(writtenText('Other reason', lostMessages.note), v.maxLength(LOST_NOTE_MAX, lostMessages.noteTooLong))),
  /** A won lead's deal: the price it closed at, in whole rupees (a rent's per month), with the move to won or later. */
  dealPrice: v.optional(
    v.pipe(
      wholeNumberText('Deal price is required', 'Deal price', 100_000_000_000),
      v.check((text) => Number(text) > 0, dealMessages.price),
      v.transform(Number),
    ),
  ),
  /** The listing the deal was for; the lead's own listing when not named. */
  dealPropertyId: v.optional(id('Property not found')),
});
export type EnquiryPatchBody = v.InferOutput<typeof EnquiryPatchBody>;

/** Query of GET /admin/enquiries (and its CSV): status, listing (UUID or SR- reference), dates (YYYY-MM-DD, agency days) and text. */
export const EnquiryListQuery = v.object({
  status: v.optional(v.picklist(enquiryStatuses, 'Unknown status')),
  /** The listing by its UUID or its reference (SR-1004), as an admin types it. */
  propertyId: v.optional(v.pipe(id('Property not found'), v.trim())),
  projectId: v.optional(id('Project not found')),
  from: v.optional(v.pipe(v.string(), v.isoDate('From must be a date (YYYY-MM-DD)'))),
  to: v.optional(v.pipe(v.string(), v.isoDate('To must be a date (YYYY-MM-DD)'))),
  q: searchText,
  page: v.optional(pageNumber, '1'),
  limit: v.optional(pageSize(200), '50'),
});
export type EnquiryListQuery = v.InferOutput<typeof EnquiryListQuery>;

// Answers.

const isoTime = v.pipe(v.string(), v.isoTimestamp());
const listing = v.nullable(
  v.object({
    kind: v.picklist(['property', 'project']),
    _id: v.string(),
    title: v.string(),
    reference: v.nullable(v.string()),
  }),
);

/**
 * A made (or replayed) enquiry. A replayed id from someone who cannot show it was theirs (another
 * account, or a visitor giving another mobile number) is told only that it was received: its `_id`.
 */
export const EnquiryCreated = v.object({
  _id: v.string(),
  reference: described(v.optional(v.string()), "The enquiry's reference (EQ-…); absent on a replay by someone else"),
  status: described(v.optional(v.picklist(enquiryStatuses)), 'Where the enquiry stands; absent on a replay by someone else'),
});
export type EnquiryCreated = v.InferOutput<typeof EnquiryCreated>;

/** One of the caller's own enquiries (My Enquiries). */
export const MyEnquiry = v.object({
  _id: v.string(),
  reference: v.string(),
  status: v.picklist(enquiryStatuses),
  listing,
  message: v.string(),
  visitDate: v.nullable(v.string()),
  visitSlot: v.nullable(v.picklist(visitSlots)),
  visitAt: v.nullable(isoTime),
  createdAt: isoTime,
  /** The booked visit still ahead, with the same signed reschedule and cancel links its mails carry (My Enquiries only). */
  bookedVisit: v.optional(
    v.object({
      _id: v.string(),
      startsAt: isoTime,
      endsAt: isoTime,
      rescheduleUrl: v.string(),
      cancelUrl: v.string(),
      /** Shown to the advisor at the site: a QR code of `pass`, or `code` read out. */
      checkIn: v.object({ pass: v.string(), code: v.string(), opensAt: isoTime, closesAt: isoTime }),
    }),
  ),
});
export type MyEnquiry = v.InferOutput<typeof MyEnquiry>;

/** An enquiry as the admin sees it. */
export const Enquiry = v.object({
  ...MyEnquiry.entries,
  name: v.string(),
  mobile: v.string(),
  email: v.nullable(v.string()),
  userId: v.nullable(v.string()),
  assignee: v.nullable(v.object({ _id: v.string(), fullName: v.string() })),
  updatedAt: isoTime,
  /** When its status last changed (its arrival if never), and the whole days since. */
  stageSince: isoTime,
  daysInStage: described(v.number(), 'Whole days since the status last changed (or the lead arrived)'),
  lostReason: described(v.nullable(v.picklist(lostReasons)), 'Why a lost lead was lost; null for any other'),
  lostNote: described(v.nullable(v.string()), 'The words of an `other` lost reason'),
  /** A buyer's enquiry, or a seller's: an owner offering a property (`offer`). */
  kind: v.picklist(['buyer', 'seller']),
  offer: described(v.nullable(OwnerOffer), "What an owner offers (a seller lead); null for a buyer's enquiry"),
  draftListing: described(
    v.nullable(v.object({ _id: v.string(), reference: v.string() })),
    'The draft listing an advisor made from the offer, while it exists',
  ),
  withdrawnConsents: described(
    v.array(v.picklist(purposes)),
    "Purposes the person withdrew their consent to, on this lead or another of their buyer's: nothing is sent for them",
  ),
});
export type Enquiry = v.InferOutput<typeof Enquiry>;

export const enquiryEventTypes = [
  'enquiry.created',
  'enquiry.status_changed',
  'enquiry.note_added',
  'enquiry.visit_scheduled',
  'enquiry.assigned',
  'enquiry.escalated',
  'visit.booked',
  'visit.rescheduled',
  'visit.cancelled',
  'visit.checked_in',
  'visit.no_show',
  'visit.attendance_corrected',
  'visit.feedback_given',
  'visit.note_written',
  'lead.draft_listing_made',
  'enquiry.deal_recorded',
] as const;

/** One entry of an enquiry's timeline: an event with who and when. */
export const EnquiryTimelineEntry = v.object({
  type: v.picklist(enquiryEventTypes),
  at: isoTime,
  actor: v.nullable(v.object({ _id: v.string(), fullName: v.string() })),
  from: v.optional(v.string()),
  to: v.optional(v.string()),
  note: v.optional(v.string()),
  lostReason: v.optional(v.picklist(lostReasons)),
  visitAt: v.optional(v.nullable(v.string())),
  assignee: v.optional(v.nullable(v.object({ _id: v.string(), fullName: v.string() }))),
  /** With `visit.feedback_given`: the buyer's three answers (how it went, the price, the next step). */
  feedback: v.optional(v.object({ experience: v.string(), price: v.string(), nextStep: v.string() })),
  /** With `lead.draft_listing_made`: the draft listing's id; with `enquiry.deal_recorded`, the deal's listing. */
  propertyId: v.optional(v.string()),
  /** With `enquiry.deal_recorded`: the price the deal closed at, in rupees. */
  dealPrice: v.optional(v.number()),
});
export type EnquiryTimelineEntry = v.InferOutput<typeof EnquiryTimelineEntry>;

export const EnquiryDetail = v.object({ ...Enquiry.entries, timeline: v.array(EnquiryTimelineEntry) });
export type EnquiryDetail = v.InferOutput<typeof EnquiryDetail>;

export const EnquiryListMeta = v.object({ total: v.number(), page: v.number(), limit: v.number() });
export type EnquiryListMeta = v.InferOutput<typeof EnquiryListMeta>;

/** Per listing, enquiries and Call/WhatsApp taps over the last days (the property management list). */
export const ListingLeadCounts = v.object({ propertyId: v.string(), enquiries: v.number(), contactTaps: v.number() });
export type ListingLeadCounts = v.InferOutput<typeof ListingLeadCounts>;

export const enquiryAnswerSchemas = {
  EnquiryCreated,
  MyEnquiry,
  Enquiry,
  EnquiryTimelineEntry,
  EnquiryDetail,
  EnquiryListMeta,
  ListingLeadCounts,
};
