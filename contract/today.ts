/**
 * Follow-ups and the advisor's Today: every open lead's next action (what to do and by when, shown
 * in Surat time, stored in UTC), the outcome of a call logged on the phone (which sets the next
 * action, offline too, as the `lead.logOutcome` mutation) and the Today list the phone opens on.
 */
import * as v from 'valibot';
import { contactChannels, contactOutcomes } from './buyers.ts';
import { siteLanguages } from './catalog.ts';
import { ENQUIRY_MESSAGE_MAX, enquiryStatuses } from './enquiries.ts';
import { pageSize, writtenText } from './fields.ts';
import { AgentVisit } from './visits.ts';

/** What an advisor does next about a lead. */
export const nextActionKinds = ['call_back', 'send_options', 'confirm_visit', 'other'] as const;
export type NextActionKind = (typeof nextActionKinds)[number];

export const nextActionLabels: Record<NextActionKind, string> = {
  call_back: 'Call back',
  send_options: 'Send options',
  confirm_visit: 'Confirm visit',
  other: 'Other',
};

/** Working minutes after a "not reached" call that the next try is due, by default (two working hours). */
export const NOT_REACHED_RETRY_MINUTES = 120;

export const todayMessages = {
  kind: 'Next action must be call_back, send_options, confirm_visit or other',
  dueAt: 'Due needs a date and time',
  otherNote: 'Say what the next action is',
  note: `Note must be at most ${ENQUIRY_MESSAGE_MAX} characters long`,
  callBackAt: 'Call back at needs a date and time',
  nextActionOnlyReached: 'The next action is picked only when the buyer was reached',
  enquiryId: 'Enquiry not found',
  staffOnly: "Only the agency's advisors can log a call",
  closed: 'This lead is closed: it has no next action',
  noBuyer: 'This lead has no buyer to log a call against',
  noNextAction: 'This lead has no next action to complete',
} as const;

const note = v.optional(v.pipe(writtenText('Note'), v.maxLength(ENQUIRY_MESSAGE_MAX, todayMessages.note)));
const isoTime = (message: string) => v.pipe(v.string(message), v.isoTimestamp(message));

/** Body of PUT /admin/enquiries/:id/next-action: what to do next and when (UTC; the phone shows Surat time). */
export const NextActionBody = v.pipe(
  v.object({
    kind: v.picklist(nextActionKinds, todayMessages.kind),
    dueAt: isoTime(todayMessages.dueAt),
    note,
  }),
  v.forward(
    v.check((input) => input.kind !== 'other' || Boolean(input.note), todayMessages.otherNote),
    ['note'],
  ),
);
export type NextActionBody = v.InferOutput<typeof NextActionBody>;

const outcomeEntries = {
  channel: v.optional(v.picklist(contactChannels, 'Channel must be call, whatsapp or meeting'), 'call'),
  outcome: v.picklist(contactOutcomes, 'Outcome must be reached, not_reached or call_back'),
  callBackAt: v.optional(isoTime(todayMessages.callBackAt)),
  note,
  /** With `reached`: the next action the advisor picked (none: the current one is done). */
  nextAction: v.optional(NextActionBody),
};

/** An outcome's fields after `entries` (what names the lead or the call), with the rules between them. */
const outcomeOf = <Entries extends v.ObjectEntries>(entries: Entries) =>
  v.pipe(
    v.object({ ...entries, ...outcomeEntries }),
    // The type checker cannot walk the paths of an object whose entries are generic; both are always there.
    v.forward(
      v.check((input) => (input.outcome === 'call_back') === Boolean(input.callBackAt), todayMessages.callBackAt),
      ['callBackAt'] as never,
    ),
    v.forward(
      v.check((input) => input.outcome === 'reached' || input.nextAction === undefined, todayMessages.nextActionOnlyReached),
      ['nextAction'] as never,
    ),
  );

/**
 * Args of the `lead.logOutcome` mutation: how a call about a lead went. Call back at X sets the next
 * action "call back" due X; not reached, "call back" two working hours on; reached, the one picked.
 */
export const LogOutcomeArgs = outcomeOf({ enquiryId: v.pipe(v.string(todayMessages.enquiryId), v.uuid(todayMessages.enquiryId)) });
export type LogOutcomeArgs = v.InferOutput<typeof LogOutcomeArgs>;

/** Body of POST /admin/enquiries/:id/outcomes: the same, with a client-made id that makes it safe to repeat. */
export const OutcomeBody = outcomeOf({
  id: v.optional(v.pipe(v.string('Outcome id must be a UUID'), v.uuid('Outcome id must be a UUID'))),
});
export type OutcomeBody = v.InferOutput<typeof OutcomeBody>;

// Answers.

const time = v.pipe(v.string(), v.isoTimestamp());

export const NextAction = v.object({
  kind: v.picklist(nextActionKinds),
  dueAt: time,
  note: v.string(),
});
export type NextAction = v.InferOutput<typeof NextAction>;

/** A lead as the phone needs it to call, message and log: the buyer, the listing, the next action. */
export const TodayLead = v.object({
  _id: v.string(),
  reference: v.string(),
  buyerId: v.nullable(v.string()),
  name: v.string(),
  mobile: v.string(),
  /** The buyer's language (the page they enquired from, or their account's): the WhatsApp message is written in it. */
  language: v.picklist(siteLanguages),
  listing: v.nullable(v.object({ reference: v.nullable(v.string()), title: v.string() })),
  status: v.picklist(enquiryStatuses),
  /** Whole days since the lead entered its stage; null where that is not known. */
  daysInStage: v.nullable(v.number()),
  assigneeId: v.nullable(v.string()),
  nextAction: v.nullable(NextAction),
  visitAt: v.nullable(time),
  createdAt: time,
});
export type TodayLead = v.InferOutput<typeof TodayLead>;

/** Today's lists of leads, in the order the screen shows them. */
export const todayLists = ['overdue', 'dueToday', 'fresh', 'visits'] as const;
export type TodayList = (typeof todayLists)[number];

/** How many leads of a list Today sends unless asked for more: the most urgent, a phone's screenful or two. */
export const TODAY_FIRST = 25;
/** The most leads of one list one answer sends. */
export const TODAY_MOST = 200;

const listLength = v.optional(pageSize(TODAY_MOST));
/** Query of GET /agents/me/today: how many leads of a list to send (TODAY_FIRST of each by default), for "Show more". */
export const TodayQuery = v.object({ overdue: listLength, dueToday: listLength, fresh: listLength, visits: listLength });
export type TodayQuery = v.InferOutput<typeof TodayQuery>;

/** Answer of GET /agents/me/today: the day's work, each list cut at the length asked for, with how long it really is. */
export const Today = v.object({
  /** The server's clock when it answered (the sections are cut at it). */
  now: time,
  overdue: v.array(TodayLead),
  dueToday: v.array(TodayLead),
  /** New leads with no next action yet: the caller's and the unassigned ones. */
  fresh: v.array(TodayLead),
  visits: v.array(TodayLead),
  /** How many leads each list holds in all, sent or not. */
  totals: v.object({ overdue: v.number(), dueToday: v.number(), fresh: v.number(), visits: v.number() }),
  /** The caller's own booked visits of the day (Surat time), with what the phone checks a check-in with. */
  siteVisits: v.array(AgentVisit),
});
export type Today = v.InferOutput<typeof Today>;

export const todayAnswerSchemas = { NextAction, TodayLead, Today };
