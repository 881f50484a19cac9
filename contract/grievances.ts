/**
 * Privacy grievances: the public form, its tracking number and status, and the Grievance Officer's
 * queue with its 90-day deadline. The form and the API read the same schemas.
 */
import * as v from 'valibot';
import { described, EMAIL_MESSAGE, email, fullName, MOBILE_MESSAGE, mobile, NAME_MESSAGE, writtenText } from './fields.ts';

/** Days the law gives the agency to answer a grievance. */
export const GRIEVANCE_DAYS = 90;
/** Days before the deadline from which the queue warns. */
export const GRIEVANCE_WARNING_DAYS = 14;
export const GRIEVANCE_TEXT_MAX = 4000;

/** What a grievance is about: the person's rights, and anything else about their data. */
export const grievanceTopics = ['consent', 'access', 'correction', 'erasure', 'nomination', 'other'] as const;
export type GrievanceTopic = (typeof grievanceTopics)[number];

/** Where a grievance stands: open until it is answered, in progress while being looked into, closed once resolved. */
export const grievanceStatuses = ['open', 'in_progress', 'resolved'] as const;
export type GrievanceStatus = (typeof grievanceStatuses)[number];

/** GR-7K3M-9QX2: eight letters and digits people can read out (no I, L, O, U). */
export const TRACKING_NUMBER = /^GR-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

export const grievanceMessages = {
  name: NAME_MESSAGE,
  email: EMAIL_MESSAGE,
  mobile: MOBILE_MESSAGE,
  topic: 'Choose what your grievance is about',
  description: 'Tell us what happened in at least 10 characters',
  descriptionMax: `Description must be at most ${GRIEVANCE_TEXT_MAX} characters long`,
  trackingNumber: 'Enter the tracking number as it was given to you (GR-XXXX-XXXX)',
  notFound: 'No grievance has that tracking number',
  reply: 'Write the answer in at least 10 characters',
  replyMax: `Answer must be at most ${GRIEVANCE_TEXT_MAX} characters long`,
  status: 'Choose open, in progress or resolved',
} as const;

const longText = (label: string, tooShort: string, tooLong: string) =>
  v.pipe(writtenText(label, tooShort), v.minLength(10, tooShort), v.maxLength(GRIEVANCE_TEXT_MAX, tooLong));

/** A mobile number a person may leave out: '' (or absent) is none; any other text follows `mobile`. */
const optionalMobile = v.optional(
  v.pipe(
    v.string(MOBILE_MESSAGE),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (dataset.value.trim() === '') return '';
      const result = v.safeParse(mobile, dataset.value);
      if (result.success) return result.output;
      addIssue({ message: result.issues[0].message });
      return NEVER;
    }),
  ),
);

/** Body of POST /grievances: who complains (an e-mail the answers go to), what about, and what happened. */
export const GrievanceBody = v.object({
  name: fullName,
  email,
  mobile: optionalMobile,
  topic: v.picklist(grievanceTopics, grievanceMessages.topic),
  description: longText('Description', grievanceMessages.description, grievanceMessages.descriptionMax),
  /** The language of the page it was sent from: the answers are mailed in it. */
  locale: v.optional(v.picklist(['en', 'gu', 'hi'], 'Language must be en, gu or hi'), 'en'),
});
export type GrievanceBody = v.InferOutput<typeof GrievanceBody>;

/** Body of POST /admin/grievances/:id/replies: the answer sent to the person, and where the grievance then stands. */
export const GrievanceReplyBody = v.object({
  body: longText('Answer', grievanceMessages.reply, grievanceMessages.replyMax),
  status: v.picklist(grievanceStatuses, grievanceMessages.status),
});
export type GrievanceReplyBody = v.InferOutput<typeof GrievanceReplyBody>;

/** Query of GET /admin/grievances. */
export const GrievanceListQuery = v.object({
  status: v.optional(v.picklist(grievanceStatuses, grievanceMessages.status)),
});
export type GrievanceListQuery = v.InferOutput<typeof GrievanceListQuery>;

const isoTime = v.pipe(v.string(), v.isoTimestamp());

/** The Grievance Officer's published contact, as configured. */
export const GrievanceOfficer = v.object({
  name: described(v.string(), 'Name or title of the Grievance Officer'),
  email: v.string(),
  phone: v.string(),
});
export type GrievanceOfficer = v.InferOutput<typeof GrievanceOfficer>;

/** One answer of the agency, with the Grievance Officer's contact as it was when it was given. */
export const GrievanceReply = v.object({
  _id: v.string(),
  body: v.string(),
  status: v.picklist(grievanceStatuses),
  at: isoTime,
  officer: GrievanceOfficer,
});
export type GrievanceReply = v.InferOutput<typeof GrievanceReply>;

/** What the tracking number shows: where the grievance stands and the answers, none of the person's details. */
export const GrievanceStatusAnswer = v.object({
  trackingNumber: v.string(),
  topic: v.picklist(grievanceTopics),
  status: v.picklist(grievanceStatuses),
  filedAt: isoTime,
  dueAt: described(isoTime, `The latest day of the answer: ${GRIEVANCE_DAYS} days after filing`),
  replies: v.array(GrievanceReply),
  officer: GrievanceOfficer,
});
export type GrievanceStatusAnswer = v.InferOutput<typeof GrievanceStatusAnswer>;

/** One grievance of the admin's queue. */
export const Grievance = v.object({
  _id: v.string(),
  trackingNumber: v.string(),
  name: v.string(),
  email: v.string(),
  mobile: v.nullable(v.string()),
  topic: v.picklist(grievanceTopics),
  status: v.picklist(grievanceStatuses),
  filedAt: isoTime,
  dueAt: isoTime,
  resolvedAt: v.nullable(isoTime),
  daysLeft: described(v.number(), 'Whole days to the deadline (negative: overdue by that many); counted while not resolved'),
  overdue: described(v.boolean(), 'Not resolved and past its deadline'),
  dueSoon: described(v.boolean(), `Not resolved, not overdue, and due within ${GRIEVANCE_WARNING_DAYS} days`),
});
export type Grievance = v.InferOutput<typeof Grievance>;

/** One grievance with what the person wrote and every answer. */
export const GrievanceDetail = v.object({
  ...Grievance.entries,
  description: v.string(),
  replies: v.array(GrievanceReply),
});
export type GrievanceDetail = v.InferOutput<typeof GrievanceDetail>;

export const GrievanceQueueMeta = v.object({
  overdue: described(v.number(), 'Grievances past their deadline and not resolved'),
  dueSoon: described(v.number(), `Grievances due within ${GRIEVANCE_WARNING_DAYS} days and not resolved`),
});

export const grievanceAnswerSchemas = {
  GrievanceOfficer,
  GrievanceReply,
  GrievanceStatus: GrievanceStatusAnswer,
  Grievance,
  GrievanceDetail,
  GrievanceQueueMeta,
};
