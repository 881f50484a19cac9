/**
 * Site visits as appointments: agents' weekly hours and blocked periods, the office's visit lengths
 * and travel buffer, the free slots a listing offers, a booking and the answers. Times are instants
 * (ISO with an offset); the agency works in Surat time (Asia/Kolkata, UTC+5:30, no daylight saving).
 */
import * as v from 'valibot';
import { CONTROL_CHARACTERS, described, isUuid, writtenText } from './fields.ts';
import { enquiryEntries, oneListing } from './enquiries.ts';

export const AGENCY_TIME_ZONE = 'Asia/Kolkata';
/** Surat's offset from UTC, in minutes (no daylight saving). */
export const AGENCY_OFFSET_MINUTES = 330;
/** How many days ahead the free slots reach. */
export const SLOT_DAYS = 14;
/** A slot starts at least this long after it is offered: time to plan and travel. */
export const SLOT_NOTICE_MINUTES = 60;
/** Slots start on this grid in each working window (10:00, 10:30, …). */
export const SLOT_STEP_MINUTES = 30;
export const DEFAULT_VISIT_MINUTES = 45;

export const visitStatuses = ['booked', 'cancelled'] as const;
export type VisitStatus = (typeof visitStatuses)[number];

/** Whether a booked visit happened: pending until checked in, or marked no-show an hour after its end. */
export const visitAttendances = ['pending', 'shown', 'no_show'] as const;
export type VisitAttendance = (typeof visitAttendances)[number];
/** A check-in is good from this long before the visit starts to this long after it ends. */
export const CHECK_IN_MARGIN_MINUTES = 60;
/** PBKDF2 rounds of the digest the agent's phone checks a typed code against. */
export const CHECK_IN_CODE_ITERATIONS = 20_000;
/** The public key (JWK, ECDSA P-256) the agent's phone verifies a visit's pass with. */
export interface CheckInKey {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
}

export const visitMessages = {
  booked: 'Your site visit is booked. We have sent the details.',
  taken: 'That time was just taken by someone else. Please choose another: the next free times are listed.',
  notOffered: 'That time is not free. Please choose one of the times offered.',
  noAgent: 'No advisor takes visits for this listing yet. Send an enquiry and we will call you.',
  startsAt: 'Choose a visit time',
  listing: 'Send a propertyId or a projectId',
  sold: 'This home has been sold, so no new visits can be booked. Its page shows similar listings.',
  rented: 'This home has been rented out, so no new visits can be booked. Its page shows similar listings.',
} as const;

export const checkInMessages = {
  visitId: 'Visit id must be a UUID',
  proof: "Scan the buyer's pass or type their 6-digit code",
  code: 'The code has 6 digits',
  position: 'Position must be a latitude and a longitude',
  notFound: 'Visit not found',
  notYours: "Only the visit's advisor can check it in",
  cancelled: 'This visit was cancelled',
  wrongVisit: 'This pass or code is not for this visit',
  outsideWindow: 'This visit can be checked in from an hour before it starts to an hour after it ends',
} as const;

const hhmm = v.pipe(
  v.string('Times are written HH:MM'),
  v.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Times are written HH:MM, from 00:00 to 24:00'),
);

/** `10:30` → 630. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** 630 → `10:30`. */
export const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** One working window of a weekday (0 Sunday … 6 Saturday), Surat time. */
export const WorkingWindow = v.pipe(
  v.object({
    weekday: v.pipe(v.number('Weekday must be 0 (Sunday) to 6 (Saturday)'), v.integer(), v.minValue(0), v.maxValue(6)),
    from: hhmm,
    to: hhmm,
  }),
  v.check((window) => minutesOf(window.to) > minutesOf(window.from), 'A working window ends after it starts'),
);
export type WorkingWindow = v.InferOutput<typeof WorkingWindow>;

const instant = (message: string) => v.pipe(v.string(message), v.isoTimestamp(message));

/** A period the agent takes no visits: leave, a festival. */
export const AgentBlock = v.pipe(
  v.object({
    from: instant('A block starts at a date and time'),
    to: instant('A block ends at a date and time'),
    reason: v.optional(
      v.pipe(
        v.string('Reason must be text'),
        v.trim(),
        v.maxLength(120, 'Reason must be at most 120 characters long'),
        v.check((text) => !CONTROL_CHARACTERS.test(text), 'Reason must be plain text'),
      ),
      '',
    ),
  }),
  v.check((block) => Date.parse(block.to) > Date.parse(block.from), 'A block ends after it starts'),
);
export type AgentBlock = v.InferOutput<typeof AgentBlock>;

/** Body of PUT /admin/agents/{id}/availability: the agent's weekly hours and blocks, replacing theirs. */
export const AvailabilityBody = v.object({
  hours: v.pipe(v.array(WorkingWindow, 'Hours must be a list'), v.maxLength(50, 'At most 50 working windows')),
  blocks: v.optional(v.pipe(v.array(AgentBlock, 'Blocks must be a list'), v.maxLength(200, 'At most 200 blocks')), []),
});
export type AvailabilityBody = v.InferOutput<typeof AvailabilityBody>;

const minutes = (label: string, min: number, max: number) =>
  v.pipe(
    v.number(`${label} must be a number of minutes`),
    v.integer(`${label} must be whole minutes`),
    v.minValue(min, `${label} must be from ${min} to ${max} minutes`),
    v.maxValue(max, `${label} must be from ${min} to ${max} minutes`),
  );

const listingId = (message: string) =>
  v.pipe(
    v.string(message),
    v.check((text: string) => isUuid(text), message),
  );

/** A visit's length: the office's, or one listing's or project's own. */
export const VisitMinutes = minutes('Visit length', 15, 240);

/** Body of PUT /admin/visit-settings: the office's length and buffer. Each listing's own length is its own write. */
export const VisitSettingsBody = v.strictObject(
  {
    defaultMinutes: VisitMinutes,
    bufferMinutes: minutes('Travel buffer', 0, 120),
  },
  "A listing's or project's own visit length is set on it: PUT /admin/properties/{id}/visit-length or /admin/projects/{id}/visit-length",
);
export type VisitSettingsBody = v.InferOutput<typeof VisitSettingsBody>;

/** Body of PUT /admin/properties/{id}/visit-length (and a project's): that one listing's own length. */
export const OwnVisitLengthBody = v.object({ minutes: VisitMinutes });
export type OwnVisitLengthBody = v.InferOutput<typeof OwnVisitLengthBody>;

/** Query of GET /visits/slots: the listing or the project. */
export const SlotsQuery = v.pipe(
  v.object({
    propertyId: v.optional(listingId('Property not found')),
    projectId: v.optional(listingId('Project not found')),
  }),
  v.check((query) => Boolean(query.propertyId) !== Boolean(query.projectId), visitMessages.listing),
);
export type SlotsQuery = v.InferOutput<typeof SlotsQuery>;

// A booked visit's time is its slot: the form's day and part of the day are not asked for.
const { visitDate: _date, visitSlot: _part, ...bookingEntries } = enquiryEntries;

/** Body of POST /visits: the Enquire form's fields and the chosen slot's start. */
export const VisitBookingBody = v.pipe(
  v.object({
    id: v.optional(v.pipe(v.string('Visit id must be a UUID'), v.uuid('Visit id must be a UUID'))),
    ...bookingEntries,
    startsAt: instant(visitMessages.startsAt),
  }),
  oneListing(),
  v.check((body) => Boolean(body.propertyId) !== Boolean(body.projectId), visitMessages.listing),
);
export type VisitBookingBody = v.InferOutput<typeof VisitBookingBody>;

const coordinate = (min: number, max: number) =>
  v.pipe(v.number(checkInMessages.position), v.minValue(min, checkInMessages.position), v.maxValue(max, checkInMessages.position));

/**
 * Args of the `visit.checkIn` mutation: the agent met the buyer at the visit. Its proof is the pass the
 * buyer's QR code carries or the 6-digit code they read out; the position where the phone allowed it.
 */
export const CheckInArgs = v.pipe(
  v.object({
    visitId: v.pipe(v.string(checkInMessages.visitId), v.uuid(checkInMessages.visitId)),
    pass: v.optional(v.pipe(v.string(checkInMessages.proof), v.maxLength(200, checkInMessages.proof))),
    code: v.optional(v.pipe(v.string(checkInMessages.code), v.regex(/^\d{6}$/, checkInMessages.code))),
    position: v.optional(v.object({ lat: coordinate(-90, 90), lng: coordinate(-180, 180) }, checkInMessages.position)),
  }),
  v.check((args) => (args.pass === undefined) !== (args.code === undefined), checkInMessages.proof),
);
export type CheckInArgs = v.InferOutput<typeof CheckInArgs>;

/** The office's correction of a no-show: the visit happened, shown without the buyer's pass or code. */
export const attendanceMessages = {
  reason: 'Say in a few words why the visit counts as visited',
  notNoShow: 'Only a visit marked no-show can be marked visited this way',
  notYours: "Only the visit's advisor or an admin can correct it",
  corrected: 'Marked as visited',
} as const;

export const NoShowCorrectionBody = v.object({
  reason: v.pipe(
    writtenText('Reason', attendanceMessages.reason),
    v.minLength(3, attendanceMessages.reason),
    v.maxLength(500, 'Reason must be at most 500 characters long'),
  ),
});
export type NoShowCorrectionBody = v.InferOutput<typeof NoShowCorrectionBody>;

/** After the visit: the buyer's three answers, one tap each, from the signed link of the feedback mail. */
export const feedbackExperiences = ['good', 'okay', 'poor'] as const;
export type FeedbackExperience = (typeof feedbackExperiences)[number];
export const feedbackPrices = ['low', 'fair', 'high'] as const;
export type FeedbackPrice = (typeof feedbackPrices)[number];
export const feedbackNextSteps = ['another_visit', 'negotiate', 'not_interested'] as const;
export type FeedbackNextStep = (typeof feedbackNextSteps)[number];

export const VisitFeedback = v.object({
  experience: v.picklist(feedbackExperiences, 'Say how the visit went'),
  price: v.picklist(feedbackPrices, 'Say what you think of the price'),
  nextStep: v.picklist(feedbackNextSteps, 'Say what you would like to do next'),
});
export type VisitFeedback = v.InferOutput<typeof VisitFeedback>;

/** The advisor's own notes on a visit: for the office only, never sent to the buyer. */
export const visitNoteMessages = {
  note: 'Notes must be at most 2000 characters long',
  notYours: "Only the visit's advisor or an admin can write its notes",
  saved: 'Notes saved',
} as const;

export const VisitNoteBody = v.object({
  note: v.pipe(writtenText('Notes'), v.maxLength(2000, visitNoteMessages.note)),
});
export type VisitNoteBody = v.InferOutput<typeof VisitNoteBody>;

/** Query of GET /agents/me/visits. */
export const AgentVisitsQuery = v.object({
  date: v.pipe(v.string('Date must be a date (YYYY-MM-DD)'), v.isoDate('Date must be a date (YYYY-MM-DD)')),
});

// Answers.

const isoTime = v.pipe(v.string(), v.isoTimestamp());

export const Slot = v.object({ startsAt: isoTime, endsAt: isoTime });
export type Slot = v.InferOutput<typeof Slot>;

export const FreeSlots = v.object({
  minutes: described(v.number(), "The visit's length"),
  timeZone: described(v.literal(AGENCY_TIME_ZONE), 'The time zone the agency works in'),
  slots: described(v.array(Slot), 'Free starts of the next 14 days, earliest first'),
});
export type FreeSlots = v.InferOutput<typeof FreeSlots>;

export const VisitBooked = v.object({
  _id: v.string(),
  enquiryId: v.string(),
  reference: described(v.string(), "The enquiry's reference (EQ-…)"),
  startsAt: isoTime,
  endsAt: isoTime,
  status: v.picklist(visitStatuses),
});
export type VisitBooked = v.InferOutput<typeof VisitBooked>;

export const Availability = v.object({
  agentId: v.string(),
  hours: v.array(v.object({ weekday: v.number(), from: v.string(), to: v.string() })),
  blocks: v.array(v.object({ _id: v.string(), from: isoTime, to: isoTime, reason: v.string() })),
});
export type Availability = v.InferOutput<typeof Availability>;

export const VisitSettings = v.object({
  defaultMinutes: v.number(),
  bufferMinutes: v.number(),
  lengths: v.array(
    v.object({ propertyId: v.nullable(v.string()), projectId: v.nullable(v.string()), title: v.string(), minutes: v.number() }),
  ),
});
export type VisitSettings = v.InferOutput<typeof VisitSettings>;

/** One listing's or project's own visit length (null: none) and the office's, which applies without one. */
export const OwnVisitLength = v.object({
  minutes: described(v.nullable(v.number()), "The listing's own visit length; null: the office's"),
  officeMinutes: described(v.number(), "The office's visit length, which a listing without its own takes"),
});
export type OwnVisitLength = v.InferOutput<typeof OwnVisitLength>;

/** One of an agent's visits of a day, as their Today lists it. */
export const AgentVisit = v.object({
  _id: v.string(),
  enquiryId: v.string(),
  reference: v.string(),
  status: v.picklist(visitStatuses),
  startsAt: isoTime,
  endsAt: isoTime,
  buyerName: v.string(),
  mobile: v.string(),
  listing: v.nullable(v.object({ kind: v.picklist(['property', 'project']), _id: v.string(), title: v.string() })),
  address: v.nullable(v.string()),
  mapUrl: v.nullable(v.string()),
  attendance: v.picklist(visitAttendances),
  feedback: described(v.nullable(v.object({ ...VisitFeedback.entries, at: isoTime })), "The buyer's answers after the visit, once given"),
  agentNote: described(v.string(), "The advisor's own notes on the visit (empty: none)"),
  /** What the phone needs to check the buyer's pass or code with no signal. */
  checkIn: v.object({
    opensAt: isoTime,
    closesAt: isoTime,
    codeDigest: described(v.string(), "PBKDF2-SHA-256 of the visit's code, salted with the visit's id (base64url)"),
    iterations: v.number(),
    key: described(
      v.object({ kty: v.literal('EC'), crv: v.literal('P-256'), x: v.string(), y: v.string() }),
      'The public key (JWK) that verifies passes',
    ),
  }),
});
export type AgentVisit = v.InferOutput<typeof AgentVisit>;

/** An agent's calendar feed: whether one is live, since when, and its URL only in the answer that made it. */
export const CalendarFeed = v.object({
  active: v.boolean(),
  createdAt: v.nullable(isoTime),
  url: described(v.optional(v.string()), 'The subscription URL with its secret; shown once, when made'),
});
export type CalendarFeed = v.InferOutput<typeof CalendarFeed>;

export const visitAnswerSchemas = { Slot, FreeSlots, VisitBooked, Availability, VisitSettings, OwnVisitLength, AgentVisit, CalendarFeed };

/** The agency's date (YYYY-MM-DD) and minute of the day of an instant. */
export function agencyClock(at: string | Date): { date: string; minute: number } {
  const local = new Date(new Date(at).getTime() + AGENCY_OFFSET_MINUTES * 60_000);
  return { date: local.toISOString().slice(0, 10), minute: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/** The Enquire form's part of the day a slot starts in: what a visit request kept offline asks for. */
export function partOfDay(startsAt: string): 'morning' | 'afternoon' | 'evening' {
  const { minute } = agencyClock(startsAt);
  if (minute < 13 * 60) return 'morning';
  return minute < 16 * 60 ? 'afternoon' : 'evening';
}

/** Slots grouped by their agency day, days and times in order. */
export function slotsByDay(slots: readonly Slot[]): { date: string; slots: Slot[] }[] {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const { date } = agencyClock(slot.startsAt);
    days.set(date, [...(days.get(date) ?? []), slot]);
  }
  return [...days].map(([date, daySlots]) => ({ date, slots: daySlots }));
}
