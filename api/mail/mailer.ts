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
  /** Pictures the HTML shows by `cid:` (base64, so the queued message stays JSON), e.g. a visit's check-in QR. */
  inlineImages?: { cid: string; filename: string; contentType: 'image/png'; base64: string }[];
}

export interface Mailer {
  send(message: MailMessage & { messageId: string }): Promise<void>;
  close(): void;
}

export function createMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ messageId, headers, inlineImages, ...message }) {
      const attachments = inlineImages?.map(({ cid, filename, contentType, base64 }) => ({
        cid,
        filename,
        contentType,
        content: base64,
        encoding: 'base64',
        contentDisposition: 'inline' as const,
      }));
      await transport.sendMail({ from, ...message, messageId, headers, ...(attachments ? { attachments } : {}) });
    },
    close: () => transport.close(),
  };
}
