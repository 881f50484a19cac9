/**
 * A mail catcher for `npm start` when no SMTP_URL is set: MailDev on loopback. Every mail the
 * product sends lands in its web inbox (and its REST API, which the tests read back).
 */
import path from 'node:path';
import { MailDev } from 'maildev';
import { assertPortFree } from './ports.ts';

export interface EmbeddedMail {
  smtpUrl: string;
  inboxUrl: string;
  /** Calls `listener` with each mail's recipients the moment it is stored (a benchmark times arrivals by it). */
  onMail(listener: (to: string[]) => void): void;
  stop(): Promise<void>;
}

export async function startEmbeddedMail(options: { smtpPort: number; uiPort: number; dir: string }): Promise<EmbeddedMail> {
  await assertPortFree(options.smtpPort, '127.0.0.1', 'the embedded mail catcher (SMTP)');
  await assertPortFree(options.uiPort, '127.0.0.1', 'the embedded mail catcher (inbox)');
  const maildev = new MailDev({
    smtp: options.smtpPort,
    web: options.uiPort,
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    mailDirectory: path.resolve(options.dir),
    silent: true,
  });
  await maildev.start();
  return {
    smtpUrl: `smtp://127.0.0.1:${options.smtpPort}`,
    inboxUrl: `http://127.0.0.1:${options.uiPort}`,
    onMail(listener) {
      const smtp = maildev.getServers()?.smtp;
      if (!smtp) throw new Error('the mail catcher has no SMTP server running');
      smtp.on('new', (email: { to?: { address: string }[] }) => listener((email.to ?? []).map((to) => to.address)));
    },
    stop: () => maildev.stop(),
  };
}
