/**
 * The buyer's feedback mail after a visit, in the language they booked in: the first question's
 * answers as links (a tap opens the page with it chosen), then the page for all three.
 */
import type { PushPayload } from '../../contract/push.ts';
import { feedbackExperiences } from '../../contract/visits.ts';
import { FEEDBACK_WORDS } from '../visits/feedbackWords.ts';
import { escapeHtml, renderMail } from './layout.ts';
import type { MailMessage } from './mailer.ts';
import { MAIL_WORDS, type MailLocale } from './mailWords.ts';
import { visitWhen, type VisitNotice } from './visitMails.ts';

export interface FeedbackMail {
  to: string;
  locale: MailLocale;
  visit: Pick<VisitNotice, 'buyerName' | 'listingTitle' | 'startsAt'>;
  /** The signed feedback page. */
  url: string;
  /** One click to withdraw the consent to visit mails (api/privacy/consentLinks.ts). */
  withdrawUrl: string;
}

export function buyerFeedbackMail(mail: FeedbackMail): MailMessage {
  const words = FEEDBACK_WORDS[mail.locale];
  const answers = feedbackExperiences
    .map(
      (answer) =>
        `<a href="${escapeHtml(`${mail.url}&experience=${answer}`)}" style="display:inline-block;margin:0 6px 8px 0;padding:10px 16px;border:1px solid #0e434f;border-radius:10px;color:#0e434f;font-weight:bold;text-decoration:none">${escapeHtml(words.experience.answers[answer])}</a>`,
    )
    .join('');
  const { html, text } = renderMail({
    preheader: words.intro,
    heading: words.heading,
    paragraphs: [
      MAIL_WORDS[mail.locale].hello(mail.visit.buyerName),
      `${mail.visit.listingTitle} · ${visitWhen(mail.visit.startsAt, mail.locale)}`,
      words.intro,
    ],
    html: `<p style="margin:0 0 8px;font-size:16px;font-weight:bold">${escapeHtml(words.experience.question)}</p><p style="margin:0 0 16px">${answers}</p>`,
    action: { label: words.answerAll, url: mail.url },
    note: words.why,
    withdrawUrl: mail.withdrawUrl,
    locale: mail.locale,
  });
  return { to: mail.to, subject: words.subject(mail.visit.listingTitle), html, text };
}

export function buyerFeedbackPush(locale: MailLocale, listingTitle: string, url: string, visitId: string): PushPayload {
  const words = FEEDBACK_WORDS[locale];
  return { title: words.heading, body: `${listingTitle}: ${words.intro}`, url, tag: `visit-feedback-${visitId}` };
}
