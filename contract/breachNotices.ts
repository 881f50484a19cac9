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
    audience: v.picklist(breachAudiences, breachNoticeMessages.audience),
    /** For `listed`: addresses separated by commas, spaces or lines. */
    emails: v.optional(v.pipe(v.string(breachNoticeMessages.emails), v.maxLength(200_000, breachNoticeMessages.emails))),
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

export const breachNoticeAnswerSchemas = { BreachNotice };
