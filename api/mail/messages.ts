/** The e-mails the product sends, each from its facts to subject, HTML and text. */
import type { MailMessage } from './mailer.ts';
import { renderMail } from './layout.ts';
import { MAIL_WORDS, type MailLocale } from './mailWords.ts';

/** How long a password-reset link works (better-auth's resetPasswordTokenExpiresIn). */
export const RESET_LINK_VALID_MINUTES = 60;

/** The reset link (`url`, to the page in the recipient's language), in the recipient's language (English unless said). */
export function passwordResetMail(input: { to: string; name: string; url: string; locale?: MailLocale }): MailMessage {
  const locale = input.locale ?? 'en';
  const words = MAIL_WORDS[locale];
  const { html, text } = renderMail({
    preheader: words.reset.preheader,
    heading: words.reset.heading,
    paragraphs: [words.hello(input.name), words.reset.text],
    action: { label: words.reset.action, url: input.url },
    note: words.reset.note,
    locale,
  });
  return { to: input.to, subject: words.reset.subject, html, text };
}
