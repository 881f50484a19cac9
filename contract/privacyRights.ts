/**
 * A person's rights over their data (the Privacy tab and the visitor's page): erasure with a
 * cooling-off, a nominee, corrections of enquiry contact details, and a visitor's verified request.
 * The export itself is a ZIP archive (GET /privacy/export), not a JSON answer.
 */
import * as v from 'valibot';
import { described, email, fullName, isoDate, mobile, oneLine, optionalEmail, plainText, required, wholeNumber } from './fields.ts';

/** Asking for one's account to be erased needs the password, so a stolen token is not enough. */
export const ErasureRequestBody = v.object({
  currentPassword: v.pipe(
    required(v.string('Enter your password to confirm')),
    plainText('Password'),
    v.nonEmpty('Enter your password to confirm'),
    v.maxLength(128, 'Password must be at most 128 characters long'),
  ),
});
export type ErasureRequestBody = v.InferOutput<typeof ErasureRequestBody>;

export const LegalHold = v.object({
  reference: described(v.string(), 'The enquiry kept (EQ-1001)'),
  reason: described(v.string(), 'Why the law lets the agency keep it, in words'),
});

export const ErasureState = v.object({
  pending: described(
    v.nullable(v.object({ requestedAt: isoDate('When it was asked for'), dueAt: isoDate('When the account will be erased') })),
    'The waiting erasure, which can be cancelled until `dueAt`; null when none waits',
  ),
  holds: described(v.array(LegalHold), 'What a legal hold keeps when the account is erased'),
  coolingOffDays: wholeNumber('Days between asking and the erasure'),
});
export type ErasureState = v.InferOutput<typeof ErasureState>;

const RELATION_MESSAGE = 'Say how you know them (2 to 40 characters)';

/** Someone named to exercise the person's rights on their death or incapacity. */
export const NomineeBody = v.object({
  name: fullName,
  email,
  mobile: v.optional(v.union([v.literal(''), mobile], 'Enter a 10-digit mobile number')),
  relation: v.pipe(
    required(v.string(RELATION_MESSAGE)),
    plainText('Relation'),
    oneLine('Relation'),
    v.trim(),
    v.minLength(2, RELATION_MESSAGE),
    v.maxLength(40, RELATION_MESSAGE),
  ),
});
export type NomineeBody = v.InferOutput<typeof NomineeBody>;

export const Nominee = v.object({
  name: v.string(),
  email: v.string(),
  mobile: v.nullable(v.string()),
  relation: v.string(),
  updatedAt: isoDate('When it was last changed'),
});
export type Nominee = v.InferOutput<typeof Nominee>;

export const NomineeData = v.object({ nominee: described(v.nullable(Nominee), 'Null when nobody is named') });
export type NomineeData = v.InferOutput<typeof NomineeData>;

/** One of the caller's enquiries with the contact details it carries (the Privacy tab's corrections). */
export const EnquiryContact = v.object({
  _id: v.string(),
  reference: v.string(),
  listingTitle: described(v.nullable(v.string()), 'The listing it was about, if any'),
  name: v.string(),
  mobile: v.string(),
  email: v.nullable(v.string()),
  createdAt: isoDate('When it was made'),
});
export type EnquiryContact = v.InferOutput<typeof EnquiryContact>;

/** A correction of one's own enquiry's contact details. */
export const EnquiryContactBody = v.object({ name: fullName, mobile, email: optionalEmail });
export type EnquiryContactBody = v.InferOutput<typeof EnquiryContactBody>;

/** A visitor without an account asks for the enquiries made with this address to be erased. */
export const VisitorRequestBody = v.object({
  email,
  /** The language the code's e-mail is written in: the page's. */
  language: v.optional(v.picklist(['en', 'gu', 'hi'], 'language must be en, gu or hi')),
});
export type VisitorRequestBody = v.InferOutput<typeof VisitorRequestBody>;

export const VisitorRequestMade = v.object({
  requestId: described(v.string(), 'Send it back with the code from the e-mail'),
  expiresAt: isoDate('When the code stops working'),
});
export type VisitorRequestMade = v.InferOutput<typeof VisitorRequestMade>;

export const VISITOR_CODE_MESSAGE = 'Enter the 6-digit code from the e-mail';
export const VisitorCodeBody = v.object({
  code: v.pipe(required(v.string(VISITOR_CODE_MESSAGE)), v.trim(), v.regex(/^\d{6}$/, VISITOR_CODE_MESSAGE)),
});
export type VisitorCodeBody = v.InferOutput<typeof VisitorCodeBody>;

export const VisitorErasure = v.object({
  erased: wholeNumber('Enquiries erased'),
  held: wholeNumber('Enquiries a legal hold keeps (an open deal)'),
});
export type VisitorErasure = v.InferOutput<typeof VisitorErasure>;

export const privacyRightsAnswerSchemas = { EnquiryContact, ErasureState, NomineeData, VisitorRequestMade, VisitorErasure };
