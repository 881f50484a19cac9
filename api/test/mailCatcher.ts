/** A mail catcher for one test file: MailDev on free loopback ports, read through its REST API. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedMail, type EmbeddedMail } from '../dev/embeddedMail.ts';
import { freePort } from '../dev/ports.ts';

export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  headers: Record<string, string>;
}

export interface MailCatcher {
  smtpUrl: string;
  /** Every mail caught so far. */
  all(): Promise<CaughtMail[]>;
  /** The mails to one address, once `count` of them are there. */
  inbox(address: string, count?: number): Promise<CaughtMail[]>;
  /** The first mail `matches` accepts, once it is there. */
  find(matches: (message: CaughtMail) => boolean): Promise<CaughtMail>;
  /** A header read from the raw source (the catcher's parsed headers leave List-* out). */
  header(message: CaughtMail, name: string): Promise<string>;
  /** The raw message as it was sent (its MIME parts, a calendar invitation among them). */
  source(message: CaughtMail): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Starts MailDev on ports the OS just called free. Between that answer and MailDev's listen another
 * test file's connection may take a port, so a start refused with EADDRINUSE is tried on new ports.
 */
async function startOnFreshPorts(dir: string, tries = 5): Promise<EmbeddedMail> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startEmbeddedMail({ smtpPort: await freePort(), uiPort: await freePort(), dir });
    } catch (error) {
      const taken = (error as NodeJS.ErrnoException).code === 'EADDRINUSE' || /already in use/.test(String(error));
      if (!taken || attempt >= tries) throw error;
    }
  }
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'realty-mail-'));
  const mail = await startOnFreshPorts(dir);
  const all = async () => (await (await fetch(`${mail.inboxUrl}/api/email`)).json()) as CaughtMail[];
  return {
    smtpUrl: mail.smtpUrl,
    all,
    async inbox(address, count = 1) {
      for (let tries = 0; tries < 100; tries += 1) {
        const mine = (await all()).filter((item) => item.to.some((to) => to.address === address));
        if (mine.length >= count) return mine;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no ${count} mail(s) for ${address} within 10 s`);
    },
    async find(matches) {
      for (let tries = 0; tries < 100; tries += 1) {
        const found = (await all()).find(matches);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('no such mail within 10 s');
    },
    async header(message, name) {
      const source = await (await fetch(`${mail.inboxUrl}/api/email/${message.id}/source`)).text();
      const unfolded = source.replace(/\r?\n[ \t]+/g, ' ');
      const found = new RegExp(`^${name}: (.*)$`, 'im').exec(unfolded)?.[1]?.trim();
      if (!found) throw new Error(`no ${name} header in ${unfolded.slice(0, 800)}`);
      return found;
    },
    async source(message) {
      return (await fetch(`${mail.inboxUrl}/api/email/${message.id}/source`)).text();
    },
    async stop() {
      await mail.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
