import { describe, expect, it } from 'vitest';
import type { FreeSlots, VisitBooked } from '../../../contract/visits.ts';
import { askVisitFeedback } from '../../visits/visitFeedback.ts';
import { visitLinkKey, visitLinkToken } from '../../visits/visitLinks.ts';
import type { CreatedUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/harness.ts';
import { eventsOf, json } from '../../test/properties.ts';
import { visitAgencyForTests } from '../../test/visitAgency.ts';

let app: TestApp;
let admin: CreatedUser;
let agent: CreatedUser;
let otherAgent: CreatedUser;
let propertyId: string;

visitAgencyForTests((agency) => ({ app, admin, agent, otherAgent, propertyId } = agency));

let bookings = 0;

/**
 * A visitor books the first free slot in `language`; the visit is then moved to the past, an hour
 * apart from the others, and checked in by its code (`attended: false` leaves it without a check-in).
 */
async function pastVisit(language = 'en', { attended = true } = {}) {
  bookings += 1;
  const slots = await json<{ data: FreeSlots }>(await app.api(`/visits/slots?propertyId=${propertyId}`));
  const mobile = `95${String(Date.now() % 1_000_000).padStart(6, '0')}${String(bookings % 100).padStart(2, '0')}`;
  const booked = await app.api('/visits', {
    method: 'POST',
    json: {
      propertyId,
      name: 'Asha Patel',
      mobile,
      email: `feedback${bookings}-${Date.now()}@example.in`,
      language,
      startsAt: slots.data.slots[0]!.startsAt,
    },
  });
  expect(booked.status).toBe(201);
  const visit = (await json<{ data: VisitBooked }>(booked)).data;
  const endsAt = new Date(Date.now() - 10 * 60_000 - bookings * 3_600_000);
  const startsAt = new Date(endsAt.getTime() - 45 * 60_000);
  await app.deps.sql`
    update visits set starts_at = ${startsAt}, ends_at = ${endsAt}, held = tstzrange(${startsAt}, ${endsAt}) where id = ${visit._id}`;
  if (attended) {
    await app.deps.sql`
      update visits set attendance = 'shown', checked_in_at = ${new Date(startsAt.getTime() + 5 * 60_000)}, check_in_method = 'code'
      where id = ${visit._id}`;
  }
  return visit;
}

/** The feedback page's link in the visit's recorded feedback mail. */
async function feedbackUrl(visitId: string): Promise<string> {
  const [row] = await app.deps.sql<
    { text: string }[]
  >`select message->>'text' as text from notifications where id = ${`visit-feedback:${visitId}`}`;
  expect(row, 'a feedback mail').toBeTruthy();
  const url = /https?:\/\/\S+\/api\/v1\/visits\/feedback\?token=[^\s&]+&lang=\w+/.exec(row!.text)?.[0];
  expect(url).toBeTruthy();
  return url!.replace(/^https?:\/\/[^/]+/, app.url);
}

const answer = (url: string, form: Record<string, string>) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });
const answers = { experience: 'good', price: 'fair', nextStep: 'another_visit' };
const feedbackOf = async (visitId: string) =>
  (
    await app.deps.sql<{ at: Date | null; experience: string | null; price: string | null; nextStep: string | null }[]>`
      select feedback_at as at, feedback_experience as experience, feedback_price as price, feedback_next_step as "nextStep"
      from visits where id = ${visitId}`
  )[0]!;

describe("the buyer's feedback after a visit", () => {
  it('is asked once after the visit ends, by a mail in the language the buyer booked in', async () => {
    const visit = await pastVisit('gu');
    expect(await askVisitFeedback(app.deps)).toBeGreaterThanOrEqual(1);
    expect(await askVisitFeedback(app.deps)).toBe(0);
    const [mail] = await app.deps.sql<{ subject: string; html: string }[]>`
      select message->>'subject' as subject, message->>'html' as html from notifications where id = ${`visit-feedback:${visit._id}`}`;
    expect(mail!.subject).toContain('મુલાકાત કેવી રહી');
    // One tap in the mail: each answer of the first question opens the page with it chosen.
    expect(mail!.html).toContain('&amp;experience=good');
    const page = await fetch(`${await feedbackUrl(visit._id)}&experience=poor`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="gu"');
    expect(html).toContain('કિંમત વિશે તમે શું માનો છો?');
    expect(html).toMatch(/value="poor" required checked/);
    expect(html).toContain('data-purpose="visits"');
  });

  it('is not asked of a buyer who did not come, and the mail withdraws the consent to visit mails in one click', async () => {
    const missed = await pastVisit('en', { attended: false });
    await app.deps.sql`update visits set attendance = 'no_show' where id = ${missed._id}`;
    const pending = await pastVisit('en', { attended: false });
    const attended = await pastVisit('hi');
    await askVisitFeedback(app.deps);
    const asked = await app.deps.sql<{ id: string; html: string }[]>`
      select id, message->>'html' as html from notifications
      where id in ${app.deps.sql([missed._id, pending._id, attended._id].map((id) => `visit-feedback:${id}`))}`;
    expect(asked.map((row) => row.id)).toEqual([`visit-feedback:${attended._id}`]);
    expect(asked[0]!.html).toMatch(/href="http[^"]+\/hi\/privacy\/withdraw\?token=/);
  });

  it('records the answers once, on the lead’s timeline, and sets the lead’s next action', async () => {
    const visit = await pastVisit();
    await askVisitFeedback(app.deps);
    const url = await feedbackUrl(visit._id);
    const incomplete = await answer(url, { experience: 'good' });
    expect(await incomplete.text()).toContain('Please answer all three questions.');
    expect((await feedbackOf(visit._id)).at).toBeNull();
    const done = await answer(url, answers);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Thank you for your answers');
    expect(await feedbackOf(visit._id)).toEqual({ at: expect.any(Date), experience: 'good', price: 'fair', nextStep: 'another_visit' });
    const [lead] = await app.deps.sql<{ nextAction: string; dueAt: Date }[]>`
      select next_action as "nextAction", next_action_due_at as "dueAt" from enquiries where id = ${visit.enquiryId}`;
    expect(lead!.nextAction).toBe('confirm_visit');
    const events = await eventsOf(app, visit.enquiryId);
    expect(events.filter((event) => event.type === 'visit.feedback_given')).toEqual([
      expect.objectContaining({ actorId: null, payload: { visitId: visit._id, ...answers } }),
    ]);
    // Used: a second answer changes nothing and says so.
    const again = await answer(url, { experience: 'poor', price: 'high', nextStep: 'not_interested' });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('You have already answered');
    expect(await fetch(url).then((response) => response.text())).toContain('You have already answered');
    expect((await feedbackOf(visit._id)).experience).toBe('good');
    expect((await eventsOf(app, visit.enquiryId)).filter((event) => event.type === 'visit.feedback_given')).toHaveLength(1);
  });

  it('refuses a tampered link, a link of another purpose and a link made for another visit', async () => {
    const visit = await pastVisit();
    const other = await pastVisit();
    await askVisitFeedback(app.deps);
    const url = await feedbackUrl(visit._id);
    const token = new URL(url).searchParams.get('token')!;
    const tampered = url.replace(encodeURIComponent(token), encodeURIComponent(`${token.slice(0, -2)}xx`));
    const key = visitLinkKey(app.deps.consentLinkKey);
    const expiresAt = new Date(Date.now() + 3_600_000);
    // A cancel link of the visit: signed, but for another purpose.
    const cancelToken = visitLinkToken(key, { visitId: visit._id, purpose: 'cancel', sequence: 0, expiresAt });
    // The visit's token with another visit's id put in: its signature no longer matches.
    const [body, signature] = token.split('.');
    const swapped = Buffer.from(Buffer.from(body!, 'base64url').toString('utf8').replace(visit._id, other._id)).toString('base64url');
    for (const wrong of [
      tampered,
      `${app.url}/api/v1/visits/feedback?token=${encodeURIComponent(cancelToken)}&lang=en`,
      `${app.url}/api/v1/visits/feedback?token=${encodeURIComponent(`${swapped}.${signature}`)}&lang=en`,
      `${app.url}/api/v1/visits/feedback?lang=hi`,
    ]) {
      const page = await answer(wrong, answers);
      expect(page.status).toBe(200);
      expect(await page.text()).toMatch(/The link is incomplete or was changed|लिंक अधूरा है/);
    }
    // And the feedback link opens no reschedule or cancel page.
    const manage = await fetch(`${app.url}/api/v1/visits/manage?token=${encodeURIComponent(token)}&lang=en`, { method: 'POST' });
    expect(await manage.text()).toContain('The link is incomplete or was changed');
    expect((await feedbackOf(visit._id)).at).toBeNull();
    expect((await feedbackOf(other._id)).at).toBeNull();
    const [row] = await app.deps.sql<{ status: string }[]>`select status from visits where id = ${visit._id}`;
    expect(row!.status).toBe('booked');
  });
});

describe("the advisor's notes on a visit", () => {
  const writeNote = (who: CreatedUser | null, visitId: string, note: unknown) =>
    app.api(`/visits/${visitId}/note`, { method: 'PUT', token: who?.accessToken, json: { note } });

  it('are kept on the visit for its advisor or an admin, with an event that names no words of them', async () => {
    const visit = await pastVisit();
    expect((await writeNote(agent, visit._id, 'Liked the east-facing flat; asks about parking')).status).toBe(200);
    expect((await writeNote(otherAgent, visit._id, 'Not mine')).status).toBe(403);
    expect((await writeNote(null, visit._id, 'Nobody')).status).toBe(401);
    expect((await writeNote(admin, visit._id, 'x'.repeat(2001))).status).toBe(400);
    const [row] = await app.deps.sql<{ note: string }[]>`select agent_note as note from visits where id = ${visit._id}`;
    expect(row!.note).toBe('Liked the east-facing flat; asks about parking');
    const events = (await eventsOf(app, visit.enquiryId)).filter((event) => event.type === 'visit.note_written');
    expect(events).toEqual([expect.objectContaining({ actorId: agent.user._id, payload: { visitId: visit._id } })]);
  });
});
