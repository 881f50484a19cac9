/** The notice of a personal data breach the office sends to every affected account. */
import * as v from 'valibot';
import { described, writtenText } from './fields.ts';

export const breachAudiences = ['all', 'listed'] as const;

export const breachNoticeMessages = {
  subject: 'Subject must be 5 to 150 characters long',
  body: 'Write the notice in 50 to 8000 characters',
  audience: 'Choose all accounts or the accounts listed',
  emails: 'List the e-mail addresses of the affected accounts',
  unknown: (emails: string[]) => `No account has the e-mail ${emails.join(', ')}`,
  sent: 'The notice is being sent',
} as const;

const audience = v.picklist(breachAudiences, breachNoticeMessages.audience);
/** For `listed`: addresses separated by commas, spaces or lines. */
const emails = v.optional(v.pipe(v.string(breachNoticeMessages.emails), v.maxLength(200_000, breachNoticeMessages.emails)));

/** Body of POST /admin/breach-notices/preview: whom a notice would reach, before it is written. */
export const BreachAudienceBody = v.pipe(
  v.object({ audience, emails }),
  v.forward(
    v.check((input) => input.audience === 'all' || Boolean(input.emails?.trim()), breachNoticeMessages.emails),
    ['emails'],
  ),
);
export type BreachAudienceBody = v.InferOutput<typeof BreachAudienceBody>;

/** Body of POST /admin/breach-notices: what to say, and to all accounts or the ones listed by e-mail. */
export const BreachNoticeBody = v.pipe(
  v.object({
    subject: v.pipe(
      writtenText('Subject', breachNoticeMessages.subject),
      v.minLength(5, breachNoticeMessages.subject),
      v.maxLength(150, breachNoticeMessages.subject),
    ),
    body: v.pipe(
      writtenText('Notice', breachNoticeMessages.body),
      v.minLength(50, breachNoticeMessages.body),
      v.maxLength(8000, breachNoticeMessages.body),
    ),
    audience,
    emails,
  }),
  v.forward(
    v.check((input) => input.audience === 'all' || Boolean(input.emails?.trim()), breachNoticeMessages.emails),
    ['emails'],
  ),
);
export type BreachNoticeBody = v.InferOutput<typeof BreachNoticeBody>;

/** The addresses of a `listed` notice, lower-cased, each once. */
export const listedEmails = (text: string | undefined) => [
  ...new Set(
    (text ?? '')
      .split(/[\s,;]+/)
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  ),
];

export const BreachNotice = v.object({
  _id: v.string(),
  subject: v.string(),
  body: v.string(),
  audience: v.picklist(breachAudiences),
  recipients: described(v.number(), 'Accounts the notice was queued to'),
  sentAt: v.pipe(v.string(), v.isoTimestamp()),
  sentBy: v.nullable(v.object({ _id: v.string(), fullName: v.string() })),
});
export type BreachNotice = v.InferOutput<typeof BreachNotice>;

/** Whom a notice would reach: the accounts it would be mailed to, and the listed addresses no account has. */
export const BreachRecipients = v.object({
  recipients: described(v.number(), 'Accounts the notice would be mailed to'),
  unknown: described(v.array(v.string()), 'Listed addresses with no account (the notice would be refused)'),
});
export type BreachRecipients = v.InferOutput<typeof BreachRecipients>;

export const breachNoticeAnswerSchemas = { BreachNotice, BreachRecipients };
