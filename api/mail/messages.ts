/** The e-mails the product sends, each from its facts to subject, HTML and text. */
import { agency } from '../../contract/agency.ts';
import type { MailMessage } from './mailer.ts';
import { renderMail } from './layout.ts';

/** How long a password-reset link works (better-auth's resetPasswordTokenExpiresIn). */
export const RESET_LINK_VALID_MINUTES = 60;

export function passwordResetMail(input: { to: string; name: string; url: string }): MailMessage {
  const { html, text } = renderMail({
    preheader: 'Choose a new password for your account.',
    heading: 'Reset your password',
    paragraphs: [
      `Hello ${input.name},`,
      `Someone (we hope you) asked to reset the password of your ${agency.name} account. Open the link below to choose a new one.`,
    ],
    action: { label: 'Choose a new password', url: input.url },
    note: `The link is valid for one hour and works once. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
  });
  return { to: input.to, subject: `Reset your ${agency.name} password`, html, text };
}
