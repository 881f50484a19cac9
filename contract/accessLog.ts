/** The access log: who among the agency's staff opened which person's records, as an admin reads it. */
import * as v from 'valibot';
import { described, pageNumber } from './fields.ts';

export const accessSubjectTypes = ['enquiry', 'user', 'grievance', 'buyer'] as const;
export type AccessSubjectType = (typeof accessSubjectTypes)[number];

const day = (message: string) => v.optional(v.pipe(v.string(message), v.isoDate(message)));
const id = (message: string) => v.optional(v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(64, message)));

/** Query of GET /admin/access-log: by who read, whose record (its id), and agency days (YYYY-MM-DD). */
export const AccessLogQuery = v.object({
  actorId: id('Choose who read'),
  subjectId: id('Give the record’s id'),
  from: day('From must be a date (YYYY-MM-DD)'),
  to: day('To must be a date (YYYY-MM-DD)'),
  page: v.optional(pageNumber, '1'),
});
export type AccessLogQuery = v.InferOutput<typeof AccessLogQuery>;

export const AccessLogEntry = v.object({
  _id: v.string(),
  at: v.pipe(v.string(), v.isoTimestamp()),
  actor: v.object({
    _id: v.string(),
    fullName: described(v.nullable(v.string()), 'Null once that account is deleted'),
    role: described(v.string(), 'The role when the record was opened'),
  }),
  action: described(
    v.string(),
    'enquiry.viewed, enquiries.listed, enquiries.exported, user.viewed, users.listed, grievance.viewed, grievances.listed, buyer.viewed, buyers.listed',
  ),
  subjectType: v.picklist(accessSubjectTypes),
  subjectIds: described(v.array(v.string()), 'The records shown'),
});
export type AccessLogEntry = v.InferOutput<typeof AccessLogEntry>;

export const AccessLogMeta = v.object({ total: v.number(), page: v.number(), limit: v.number() });

export const accessLogAnswerSchemas = { AccessLogEntry, AccessLogMeta };
