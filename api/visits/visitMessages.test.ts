import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FreeSlots, VisitBooked } from '../../contract/visits.ts';
import { createUser, type CreatedUser } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../test/mailCatcher.ts';
import { eventsOf, json } from '../test/properties.ts';
import { startVisitAgency } from '../test/visitAgency.ts';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { checkInCode, checkInKeys, checkInWindow, readCheckInPass } from './checkInPass.ts';
import { readVisitLinkToken, visitLinkKey, visitLinkToken } from './visitLinks.ts';
import { remindVisits } from './visitReminders.ts';
import { placeAddress } from '../queries/visitReads.ts';

let mail: MailCatcher;
let app: TestApp;
let agent: CreatedUser;
let propertyId: string;
// A web build's list of each language's files: the pages link the Gujarati and Hindi fonts from it.
const pwaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'visit-pages-'));
fs.writeFileSync(
  path.join(pwaDir, 'language-assets.json'),
  JSON.stringify({ gu: ['assets/gu.ab12.js', 'assets/locale-gu-Xy12.css'], hi: ['assets/locale-hi-Zz34.css'] }),
);
const env = () => ({ RATE_LIMIT_ENQUIRIES_IP: '1000', RATE_LIMIT_ENQUIRIES: '1000', SMTP_URL: mail.smtpUrl, PWA_DIR: pwaDir });

beforeAll(async () => {
  mail = await startMailCatcher();
  ({ app, agent, propertyId } = await startVisitAgency(env(), {
    listing: { location: 'Adajan', address: 'B-4 Green Park' },
    onDuty: false,
  }));
});
afterAll(async () => {
  await app?.close();
  await mail?.stop();
  fs.rmSync(pwaDir, { recursive: true, force: true });
});

let bookings = 0;
/** Books the first free slot at least `hoursAhead` ahead, by a visitor with their own e-mail. */
async function bookVisit(hoursAhead = 3, language = 'en'): Promise<VisitBooked & { email: string }> {
  bookings += 1;
  const { data } = await json<{ data: FreeSlots }>(await app.api(`/visits/slots?propertyId=${propertyId}`));
  const slot = data.slots.find((free) => Date.parse(free.startsAt) > Date.now() + hoursAhead * 3_600_000)!;
  const email = `buyer${bookings}-${Date.now()}@example.in`;
  const mobile = `93${String(Date.now() % 1_000_000).padStart(6, '0')}${String(bookings % 100).padStart(2, '0')}`;
  const response = await app.api('/visits', {
    method: 'POST',
    json: { propertyId, name: 'Asha Patel', mobile, email, language, startsAt: slot.startsAt },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return { ...(await json<{ data: VisitBooked }>(response)).data, email };
}

/** The visit's mails to its buyer, once `count` are there (the enquiry's receipt, naming the reference, left out). */
async function visitMails(visit: VisitBooked & { email: string }, count = 1): Promise<CaughtMail[]> {
  for (let tries = 0; tries < 100; tries += 1) {
    const mine = (await mail.inbox(visit.email)).filter((message) => !message.subject.includes(visit.reference));
    if (mine.length >= count) return mine;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${count} visit mail(s) for ${visit.email}`);
}

/** The invitation part of a mail: its METHOD, UID and SEQUENCE. */
async function invitation(message: CaughtMail) {
  const source = (await mail.source(message)).replace(/\r?\n[ \t]/g, '');
  const calendar = /BEGIN:VCALENDAR[\s\S]*?END:VCALENDAR/.exec(source.replace(/=\r?\n/g, ''))?.[0] ?? '';
  const field = (name: string) => new RegExp(`^${name}:(.*)$`, 'm').exec(calendar)?.[1]?.trim();
  return {
    contentType: /text\/calendar; [^\r\n]*method=(\w+)/i.exec(source)?.[1],
    method: field('METHOD'),
    uid: field('UID'),
    sequence: field('SEQUENCE'),
  };
}

/** The reschedule and cancel links in a mail's text. */
function linksIn(message: CaughtMail) {
  const urls = [...message.text.matchAll(/https?:\/\/\S+\/api\/v1\/visits\/manage\?token=[^\s&]+&lang=\w+/g)].map((match) => match[0]);
  const tokenOf = (url: string) => decodeURIComponent(new URL(url).searchParams.get('token')!);
  const [reschedule, cancel] = urls;
  return { reschedule, cancel, rescheduleToken: tokenOf(reschedule), cancelToken: tokenOf(cancel) };
}

/** The bytes of the inline picture a raw mail carries under `cid`. */
function inlinePng(source: string, cid: string): Buffer {
  const part = source.split(/\r?\n--/).find((chunk) => chunk.includes(`Content-ID: <${cid}>`));
  expect(part, 'an inline part with the content id').toBeTruthy();
  expect(part).toMatch(/Content-Type: image\/png/);
  const body = part!
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('')
    .replace(/\s+/g, '');
  return Buffer.from(body, 'base64');
}

/** What a QR code in a picture says, read by a decoder of its own (not the library that drew it). */
async function decodeQr(png: Buffer): Promise<string> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const found = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  expect(found, 'a readable QR code').toBeTruthy();
  return found!.data;
}

const site = (url: string) => url.replace(/^https?:\/\/[^/]+/, app.url);
const post = (url: string, form: Record<string, string> = {}) =>
  fetch(site(url), { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });

describe('a booked visit', () => {
  it('mails the buyer an invitation (METHOD:REQUEST) with the signed links, and the agent', async () => {
    const visit = await bookVisit();
    const [confirmation] = await visitMails(visit);
    expect(confirmation.subject).toMatch(/^Your site visit is booked: /);
    expect(confirmation.text).toContain('B-4 Green Park');
    expect(confirmation.text).toContain('https://www.google.com/maps/search/?api=1&query=');
    const invite = await invitation(confirmation);
    expect(invite).toEqual({
      contentType: 'REQUEST',
      method: 'REQUEST',
      uid: expect.stringMatching(new RegExp(`^visit-${visit._id}@`)),
      sequence: '0',
    });
    const links = linksIn(confirmation);
    expect(links.reschedule).toBeTruthy();
    const agentMail = await mail.find(
      (message) => message.to.some((to) => to.address === agent.user.email) && message.subject.includes('Asha Patel'),
    );
    expect(agentMail.subject).toMatch(/^Visit booked: Asha Patel/);
  });

  it('writes the confirmation in the language the buyer booked in', async () => {
    const visit = await bookVisit(3, 'gu');
    const [confirmation] = await visitMails(visit);
    expect(confirmation.subject).toMatch(/^તમારી સાઇટ મુલાકાત નક્કી થઈ/);
    expect(linksIn(confirmation).reschedule).toMatch(/&lang=gu$/);
  });

  it('withdraws the consent to visit mails from one link at its foot', async () => {
    const visit = await bookVisit(3, 'gu');
    const [confirmation] = await visitMails(visit);
    const token = /\/gu\/privacy\/withdraw\?token=([^\s"&]+)/.exec(confirmation.text)?.[1];
    expect(token, 'a withdrawal link').toBeTruthy();
    const withdrawn = await app.api(`/privacy/withdrawals?token=${token}`, { method: 'POST' });
    expect(withdrawn.status).toBe(200);
    const [consent] = await app.deps.sql<{ granted: boolean }[]>`
      select granted from consents where subject_kind = 'enquiry' and subject_id = ${visit.enquiryId} and purpose = 'visits'`;
    expect(consent).toEqual({ granted: false });
  });
});

describe("the confirmation's check-in", () => {
  it('shows the visit’s pass as an inline QR code and gives the 6-digit code in the plain text', async () => {
    const visit = await bookVisit();
    const [confirmation] = await visitMails(visit);
    const keys = checkInKeys(app.deps.consentLinkKey);
    const window = checkInWindow({ visitId: visit._id, startsAt: new Date(visit.startsAt), endsAt: new Date(visit.endsAt) });
    expect(confirmation.text).toContain(`Check-in code: ${checkInCode(keys, window)}`);
    const source = await mail.source(confirmation);
    // The HTML names the picture by its Content-ID (quoted-printable: soft breaks joined, `=3D` is `=`).
    expect(source.replace(/=\r?\n/g, '')).toContain('src=3D"cid:check-in-qr@visit"');
    const png = inlinePng(source, 'check-in-qr@visit');
    const pass = await decodeQr(png);
    expect(pass).toMatch(new RegExp(`^check-in\\.${visit._id}\\.`));
    expect(readCheckInPass(keys, pass)).toEqual(window);
  });

  it('leaves the QR code out of a cancellation', async () => {
    const visit = await bookVisit();
    const [confirmation] = await visitMails(visit);
    expect((await post(linksIn(confirmation).cancel)).status).toBe(200);
    const [, cancelled] = await visitMails(visit, 2);
    expect(cancelled.html).not.toContain('cid:check-in-qr');
    expect(cancelled.text).not.toContain('Check-in code');
  });
});

describe('the reschedule and cancel links', () => {
  it('move the visit to another free slot: the invitation is updated under the same UID, and the old links are spent', async () => {
    const visit = await bookVisit();
    const [confirmation] = await visitMails(visit);
    const links = linksIn(confirmation);
    const page = await fetch(site(links.reschedule));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Choose a new time for your visit:');
    const choice = /name="startsAt" value="([^"]+)"/.exec(html)![1];

    const moved = await post(links.reschedule, { startsAt: choice });
    expect(moved.status).toBe(200);
    expect(await moved.text()).toContain('Your visit is now on');
    const [row] = await app.deps.sql<{ startsAt: Date; sequence: number }[]>`
      select starts_at as "startsAt", sequence from visits where id = ${visit._id}`;
    expect(row).toEqual({ startsAt: new Date(choice), sequence: 1 });
    expect((await eventsOf(app, visit.enquiryId)).map((event) => event.type)).toContain('visit.rescheduled');

    const [, change] = await visitMails(visit, 2);
    const updated = await invitation(change);
    expect(updated).toMatchObject({ method: 'REQUEST', sequence: '1', uid: (await invitation(confirmation)).uid });

    // Replayed: the link was used, the page says so.
    const replay = await post(links.reschedule, { startsAt: choice });
    expect(replay.status).toBe(200);
    expect(await replay.text()).toContain('This link was already used, or the visit has changed since.');
    const oldCancel = await fetch(site(links.cancel));
    expect(await oldCancel.text()).toContain('This link no longer works');
  });

  it('cancel the visit once: METHOD:CANCEL under the same UID, the slot free again, a second use a clear page', async () => {
    const visit = await bookVisit();
    const [confirmation] = await visitMails(visit);
    const links = linksIn(confirmation);
    expect(await (await fetch(site(links.cancel))).text()).toContain('Cancel this visit?');
    const cancelled = await post(links.cancel);
    expect(await cancelled.text()).toContain('Your visit is cancelled.');
    const [, cancellation] = await visitMails(visit, 2);
    expect(await invitation(cancellation)).toMatchObject({ method: 'CANCEL', sequence: '1', uid: (await invitation(confirmation)).uid });
    const { data } = await json<{ data: FreeSlots }>(await app.api(`/visits/slots?propertyId=${propertyId}`));
    expect(data.slots.map((slot) => slot.startsAt)).toContain(visit.startsAt);
    const again = await post(links.cancel);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('This link was already used');
  });

  it('answer a tampered link with a clear page in its language, never an error', async () => {
    const visit = await bookVisit(3, 'hi');
    const [confirmation] = await visitMails(visit);
    const { cancel, cancelToken } = linksIn(confirmation);
    const [body, signature] = cancelToken.split('.');
    const forged = Buffer.from(Buffer.from(body, 'base64url').toString().replace('cancel', 'reschedule')).toString('base64url');
    for (const token of [`${forged}.${signature}`, `${body}.${signature.slice(0, -2)}xx`, 'nonsense']) {
      const url = cancel.replace(/token=[^&]+/, `token=${encodeURIComponent(token)}`);
      const answer = await post(url);
      expect(answer.status).toBe(200);
      const html = await answer.text();
      expect(html).toContain('<html lang="hi">');
      expect(html).toContain('यह लिंक अब काम नहीं करता');
    }
    expect((await app.deps.sql`select status from visits where id = ${visit._id}`)[0].status).toBe('booked');
  });

  it('offer the free times by day, each day once with its times, not one long column', async () => {
    const visit = await bookVisit();
    const [confirmation] = await visitMails(visit);
    const html = await (await fetch(site(linksIn(confirmation).reschedule))).text();
    const days = [...html.matchAll(/<summary>([^<]+)<\/summary>/g)].map((match) => match[1]);
    expect(days.length).toBeGreaterThanOrEqual(13);
    expect(new Set(days).size).toBe(days.length);
    expect(html.match(/<details open>/g)).toHaveLength(1);
    // Each choice is a time of its day: the day is said once, in its heading.
    const times = [...html.matchAll(/name="startsAt" value="[^"]+"> ([^<]+)<\/label>/g)].map((match) => match[1]);
    expect(times.length).toBeGreaterThan(40);
    for (const time of times) expect(time).toMatch(/^\d{1,2}:\d{2}\s?(am|pm)$/i);
  });

  it('serve the page in Gujarati with the site’s Gujarati font, and English with none', async () => {
    const visit = await bookVisit(3, 'gu');
    const [confirmation] = await visitMails(visit);
    const links = linksIn(confirmation);
    const gujarati = await (await fetch(site(links.reschedule))).text();
    expect(gujarati).toContain('<html lang="gu">');
    expect(gujarati).toContain('<link rel="stylesheet" href="/assets/locale-gu-Xy12.css">');
    // Its button too: a browser gives buttons its own font, which has no Gujarati letters.
    expect(gujarati).toContain('button{font-family:inherit;');
    const english = await (await fetch(site(links.cancel.replace('lang=gu', 'lang=en')))).text();
    expect(english).not.toContain('rel="stylesheet"');
  });

  it('expire when the visit ends, and are single-purpose', () => {
    const key = visitLinkKey(Buffer.alloc(32, 7));
    const link = { visitId: crypto.randomUUID(), purpose: 'cancel' as const, sequence: 3, expiresAt: new Date('2026-12-04T06:45:00Z') };
    const token = visitLinkToken(key, link);
    expect(readVisitLinkToken(key, token, new Date('2026-12-04T06:44:00Z'))).toEqual(link);
    expect(readVisitLinkToken(key, token, new Date('2026-12-04T06:45:00Z'))).toBe('expired');
    expect(readVisitLinkToken(visitLinkKey(Buffer.alloc(32, 8)), token, new Date('2026-12-01T00:00:00Z'))).toBe('tampered');
  });
});

describe("a visit's address", () => {
  it('names the locality once, also when the address already names it', async () => {
    const rows = await app.deps.sql<{ address: string }[]>`
      select ${placeAddress(app.deps.sql, 'p')} as address
      from (values ('B-4 Green Park', 'Adajan'), ('9, Sumeru Bungalows, Althan Canal Road, Althan, Surat 395017', 'Althan')) p (address, location)`;
    expect(rows.map((row) => row.address)).toEqual([
      'B-4 Green Park, Adajan',
      '9, Sumeru Bungalows, Althan Canal Road, Althan, Surat 395017',
    ]);
  });
});

describe('reminders (a fake clock, and a restart between)', () => {
  it('are sent 24 h and 2 h before, to both, each once across a restart, in the buyer’s language with the address and a map link', async () => {
    const visit = await bookVisit(30, 'gu');
    const startsAt = Date.parse(visit.startsAt);
    const at = (hoursBefore: number, minutes = 0) => new Date(startsAt - hoursBefore * 3_600_000 + minutes * 60_000);
    const reminders = () =>
      app.deps.sql<{ id: string; recipient: string }[]>`
        select id, recipient from notifications where id like ${`visit-reminder%:${visit._id}:%`} and channel = 'email' order by id`;

    await remindVisits(app.deps, at(25));
    expect(await reminders()).toEqual([]);
    await remindVisits(app.deps, at(24, 1));
    expect((await reminders()).map((row) => row.id)).toEqual([
      `visit-reminder24h:${visit._id}:0`,
      `visit-reminder24h:${visit._id}:0:agent`,
    ]);

    // A second replica on the same database, as after a restart: nothing is sent again.
    const replica = await startTestApp(env(), { databaseUrl: app.databaseUrl });
    try {
      await remindVisits(replica.deps, at(24, 2));
      await remindVisits(replica.deps, at(23));
      expect(await reminders()).toHaveLength(2);
      await remindVisits(replica.deps, at(2, 1));
      await remindVisits(replica.deps, at(1));
    } finally {
      await replica.close();
    }
    expect((await reminders()).map((row) => row.id)).toEqual([
      `visit-reminder24h:${visit._id}:0`,
      `visit-reminder24h:${visit._id}:0:agent`,
      `visit-reminder2h:${visit._id}:0`,
      `visit-reminder2h:${visit._id}:0:agent`,
    ]);
    const buyerMails = await visitMails(visit, 3);
    const reminder = buyerMails.find((message) => message.subject.startsWith('યાદ અપાવીએ'))!;
    expect(reminder.text).toContain('B-4 Green Park');
    expect(reminder.text).toContain('https://www.google.com/maps/search/?api=1&query=');
  });

  it('skip the 24-hour reminder of a visit booked less than a day ahead', async () => {
    const visit = await bookVisit(3);
    const startsAt = Date.parse(visit.startsAt);
    await remindVisits(app.deps, new Date(startsAt - 2 * 3_600_000 + 60_000));
    const sent = await app.deps.sql<{ id: string }[]>`
      select id from notifications where id like ${`visit-reminder%:${visit._id}:%`} and channel = 'email' order by id`;
    expect(sent.map((row) => row.id)).toEqual([`visit-reminder2h:${visit._id}:0`, `visit-reminder2h:${visit._id}:0:agent`]);
  });
});

describe('My Enquiries', () => {
  it('shows a signed-in buyer their booked visit with the same reschedule and cancel links', async () => {
    const buyer = await createUser(app);
    const { data: free } = await json<{ data: FreeSlots }>(await app.api(`/visits/slots?propertyId=${propertyId}`));
    const slot = free.slots.at(-3)!;
    const booked = await app.api('/visits', {
      method: 'POST',
      json: { propertyId, name: 'Asha Patel', mobile: '9825011111', startsAt: slot.startsAt },
      token: buyer.accessToken,
    });
    expect(booked.status).toBe(201);
    const visit = (await json<{ data: VisitBooked }>(booked)).data;
    const mine = await json<{ data: { _id: string; bookedVisit?: { _id: string; startsAt: string; cancelUrl: string } }[] }>(
      await app.api('/enquiries/mine', { token: buyer.accessToken }),
    );
    const entry = mine.data.find((enquiry) => enquiry._id === visit.enquiryId)!;
    expect(entry.bookedVisit).toMatchObject({ _id: visit._id, startsAt: slot.startsAt });
    expect(await (await post(entry.bookedVisit!.cancelUrl)).text()).toContain('Your visit is cancelled.');
    const after = await json<{ data: { _id: string; bookedVisit?: unknown }[] }>(
      await app.api('/enquiries/mine', { token: buyer.accessToken }),
    );
    expect(after.data.find((enquiry) => enquiry._id === visit.enquiryId)?.bookedVisit).toBeUndefined();
  });
});
