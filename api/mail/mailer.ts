/** Sends e-mail over SMTP (nodemailer): the configured server, or the embedded mail catcher. */
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** A calendar invitation (a visit's): sent as the text/calendar part with its METHOD, which mail apps act on. */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
}

export interface Mailer {
  send(message: MailMessage & { messageId: string }): Promise<void>;
  close(): void;
}

export function createMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ messageId, headers, ...message }) {
      await transport.sendMail({ from, ...message, messageId, headers });
    },
    close: () => transport.close(),
  };
}
