/**
 * A booked visit's mails, read back from the mail catcher, and the links in them used as the buyer
 * would, with no account: a visitor books a free time at 390 px; the confirmation names the time in
 * Surat, the address and carries the calendar invitation (METHOD:REQUEST, the visit's UID); its
 * reschedule link moves the visit and the change mail's invitation keeps the UID with a higher
 * SEQUENCE; the 24-hour reminder arrives; the cancel link cancels (METHOD:CANCEL); a used or altered
 * link gets its page saying so.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import postgres from 'postgres';
import { embeddedDatabaseUrl } from '../api/dev/embeddedPostgres.ts';
import { expect, findProperty, saveScreenshot, test } from './fixtures.ts';
import { attachmentText, mailTo, type CaughtMail } from './mailbox.ts';
import { openVisitHours, pickSecondDay } from './visitSupport.ts';

/** An instant as the mails write it: the date and time in Surat, in English. */
const suratTime = (at: string | Date) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(at));

/** Text with every kind of space as one plain space (the time's "am" follows a narrow one in newer ICU data). */
const spaced = (text: string) => text.replace(/\s+/gu, ' ').trim();

interface Invitation {
  method: string;
  uid: string;
  sequence: number;
  start: string;
}

/** The calendar invitation a mail carries, its lines unfolded (RFC 5545 folds long lines). */
async function invitationIn(request: APIRequestContext, mail: CaughtMail): Promise<Invitation> {
  const calendar = (await attachmentText(request, mail, /calendar|ics/)).replace(/\r?\n[ \t]/g, '');
  const field = (name: string) => new RegExp(`^${name}(?:;[^:\\r\\n]*)?:(.*)$`, 'm').exec(calendar)?.[1]?.trim() ?? '';
  return { method: field('METHOD'), uid: field('UID'), sequence: Number(field('SEQUENCE')), start: field('DTSTART') };
}

/** `2026-12-04T05:00:00.000Z` as iCalendar writes a UTC time: `20261204T050000Z`. */
const icsTime = (at: string | Date) =>
  new Date(at)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The reschedule and cancel links of a mail's text, as paths on the test server. */
function linksIn(mail: CaughtMail) {
  const link = (label: string) => {
    const found = new RegExp(`${label}: (https?://\\S+/api/v1/visits/manage\\?token=\\S+)`).exec(mail.text);
    expect(found, `“${label}” in “${mail.subject}”`).toBeTruthy();
    const url = new URL(found![1]!);
    return { path: `${url.pathname}${url.search}`, host: url.hostname };
  };
  return { reschedule: link('Choose another time'), cancel: link('Cancel the visit') };
}

/** The page's heading, once it says `text`. */
const heading = (page: Page, text: string) => expect(page.getByRole('heading', { level: 1 })).toHaveText(text);

test.describe('a booked visit’s mails and links', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  // A reminder is sent by the server's job, which runs once a minute.
  test.describe.configure({ timeout: 300_000 });

  test('a visitor books at 390 px, moves the visit from the mail, is reminded, cancels it; spent and altered links say so', async ({
    page,
    request,
  }) => {
    await openVisitHours(request);
    const listed = await findProperty(request, { propertyType: 'Residential' });
    const property = (
      (await (await request.get(`/api/v1/properties/${listed._id}`)).json()) as { data: { title: string; address: string } }
    ).data;
    const email = `visit.mails.${Date.now().toString(36)}@example.in`;
    const sql = postgres(embeddedDatabaseUrl(Number(process.env.E2E_PG_PORT ?? 24339)), { max: 1, onnotice: () => undefined });
    try {
      await page.goto(`/property/${listed._id}`);
      const picked = await pickSecondDay(page);
      const form = page.getByRole('form', { name: 'Enquire about this property' });
      await form.getByLabel('Full name').fill('Hetal Joshi');
      // A number of its own: the agency takes five enquiries an hour from one mobile.
      await form.getByLabel('Mobile').fill(`97${String(Date.now()).slice(-8)}`);
      await form.getByLabel('Email (optional)').fill(email);
      await form.getByRole('button', { name: 'Book the visit' }).click();
      await expect(page.getByTestId('visit-booked')).toContainText(picked.time);

      const [visit] = await sql<{ id: string; sequence: number }[]>`
        select v.id, v.sequence from visits v join enquiries e on e.id = v.enquiry_id where e.email = ${email}`;
      expect(visit, 'the booked visit').toBeTruthy();

      // The confirmation: the time in Surat (as the page showed it), the address, the invitation.
      const when = suratTime(picked.startsAt);
      expect(spaced(when)).toContain(spaced(picked.time));
      const booked = await mailTo(request, email, /^Your site visit is booked: /);
      expect(spaced(booked.subject)).toBe(spaced(`Your site visit is booked: ${when}`));
      expect(booked.text).toContain(`Where: ${property.address}`);
      expect(booked.text).toContain('https://www.google.com/maps/search/?api=1&query=');
      expect(booked.text).toMatch(/Check-in code: \d{6}/);
      const links = linksIn(booked);
      const uid = `visit-${visit!.id}@${links.reschedule.host}`;
      const invited = await invitationIn(request, booked);
      expect(invited).toEqual({ method: 'REQUEST', uid, sequence: visit!.sequence, start: icsTime(picked.startsAt) });

      // The reschedule link, with no account: the server's own page (not the app's), as a mail app
      // opens it, with the free times by day, the first day open.
      const mailApp = await page.context().newPage();
      await mailApp.goto(links.reschedule.path);
      await heading(mailApp, 'Choose another time');
      await expect(mailApp.getByRole('main')).toContainText(property.title);
      const choice = mailApp.locator('details[open] input[name="startsAt"]').first();
      const movedTo = (await choice.getAttribute('value'))!;
      expect(movedTo).not.toBe(new Date(picked.startsAt).toISOString());
      await choice.check();
      await saveScreenshot(mailApp, 'visit-mail-reschedule-390');
      await mailApp.getByRole('button', { name: 'Move my visit' }).click();
      const movedWhen = suratTime(movedTo);
      await heading(mailApp, `Your visit is now on ${movedWhen}.`);
      await expect(mailApp.getByRole('main')).toContainText('We have e-mailed you the details; your calendar updates itself.');
      await saveScreenshot(mailApp, 'visit-mail-moved-390');

      // The change mail: the same event, a higher SEQUENCE, the new time.
      const changed = await mailTo(request, email, /^Your site visit has moved to /);
      expect(spaced(changed.subject)).toBe(spaced(`Your site visit has moved to ${movedWhen}`));
      const moved = await invitationIn(request, changed);
      expect(moved).toMatchObject({ method: 'REQUEST', uid, start: icsTime(movedTo) });
      expect(moved.sequence).toBeGreaterThan(invited.sequence);

      // The first mail's link is spent by the change; an altered one is refused: each a page saying so.
      await mailApp.goto(links.reschedule.path);
      await heading(mailApp, 'This link no longer works');
      await expect(mailApp.getByRole('main')).toContainText('This link was already used, or the visit has changed since.');
      const altered = links.cancel.path.replace(
        /token=([^&]*?)(.)(&|$)/,
        (_all, head: string, last: string, tail: string) => `token=${head}${last === 'A' ? 'B' : 'A'}${tail}`,
      );
      await mailApp.goto(altered);
      await heading(mailApp, 'This link no longer works');
      await expect(mailApp.getByRole('main')).toContainText('The link is incomplete or was changed. Open it again from the e-mail.');
      await saveScreenshot(mailApp, 'visit-mail-link-altered-390');

      // The 24-hour reminder, sent by the server's own job: the visit (and only it) is moved to
      // just under a day ahead, as booked an hour ago, so the job's next run finds it due.
      const startsAt = new Date(Date.now() + 24 * 3_600_000 - 2 * 60_000);
      const endsAt = new Date(startsAt.getTime() + 45 * 60_000);
      await sql`
        update visits set status = 'cancelled'
        where status = 'booked' and id <> ${visit!.id} and held && tstzrange(${startsAt}, ${endsAt})
          and agent_id = (select agent_id from visits where id = ${visit!.id})`;
      await sql`
        update visits set starts_at = ${startsAt}, ends_at = ${endsAt}, held = tstzrange(${startsAt}, ${endsAt}),
          updated_at = now() - interval '1 hour'
        where id = ${visit!.id}`;
      // The job runs once a minute, and the notifier sends what it records.
      const reminded = await mailTo(request, email, /^Reminder: your site visit tomorrow, /, 150_000);
      expect(spaced(reminded.subject)).toBe(spaced(`Reminder: your site visit tomorrow, ${suratTime(startsAt)}`));
      expect(reminded.text).toContain(`Where: ${property.address}`);

      // The cancel link of the latest mail, then the same link again.
      const latest = linksIn(reminded);
      await mailApp.goto(latest.cancel.path);
      await heading(mailApp, 'Cancel your site visit');
      await saveScreenshot(mailApp, 'visit-mail-cancel-390');
      await mailApp.getByRole('button', { name: 'Cancel the visit' }).click();
      await heading(mailApp, 'Your visit is cancelled.');
      const cancelled = await mailTo(request, email, /^Your site visit of .* is cancelled$/);
      const withdrawn = await invitationIn(request, cancelled);
      expect(withdrawn).toMatchObject({ method: 'CANCEL', uid });
      expect(withdrawn.sequence).toBeGreaterThan(moved.sequence);
      await mailApp.goto(latest.cancel.path);
      await heading(mailApp, 'This link no longer works');
    } finally {
      await sql.end();
    }
  });
});
