import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FreeSlots, VisitBooked } from '../../contract/visits.ts';
import type { CreatedUser } from '../test/factories.ts';
import type { TestApp } from '../test/harness.ts';
import { startMailCatcher, type MailCatcher } from '../test/mailCatcher.ts';
import { createTestProperty, eventsOf, json } from '../test/properties.ts';
import { startVisitAgency } from '../test/visitAgency.ts';

let mail: MailCatcher;
let app: TestApp;
let agent: CreatedUser;

beforeAll(async () => {
  mail = await startMailCatcher();
  ({ app, agent } = await startVisitAgency({ SMTP_URL: mail.smtpUrl }));
});
afterAll(async () => {
  await app?.close();
  await mail?.stop();
});

let bookings = 0;
/** Books the `nth` free slot at least two hours ahead on the listing, for a buyer with their own e-mail. */
async function book(propertyId: string, language = 'en', nth = 0): Promise<VisitBooked & { email: string }> {
  bookings += 1;
  const { data } = await json<{ data: FreeSlots }>(await app.api(`/visits/slots?propertyId=${propertyId}`));
  const slot = data.slots.filter((free) => Date.parse(free.startsAt) > Date.now() + 2 * 3_600_000)[nth];
  const email = `closed${bookings}-${Date.now()}@example.in`;
  const mobile = `92${String(Date.now() % 1_000_000).padStart(6, '0')}${String(bookings % 100).padStart(2, '0')}`;
  const response = await app.api('/visits', {
    method: 'POST',
    json: { propertyId, name: 'Asha Patel', mobile, email, language, startsAt: slot.startsAt },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return { ...(await json<{ data: VisitBooked }>(response)).data, email };
}

const mark = (propertyId: string, availability: string) =>
  app.api(`/properties/${propertyId}/availability`, { method: 'POST', json: { availability }, token: agent.accessToken });

const statusOf = async (visitId: string) =>
  (await app.deps.sql<{ status: string }[]>`select status from visits where id = ${visitId}`)[0].status;

describe('a listing marked sold or rented', () => {
  it("cancels the visits booked on it, each on its lead's timeline with the reason, and tells the buyer why in their language", async () => {
    const { _id: propertyId } = await createTestProperty(app, { location: 'Vesu', transactionType: 'Buy' });
    const english = await book(propertyId);
    const gujarati = await book(propertyId, 'gu', 1);
    const { _id: elsewhere } = await createTestProperty(app, { location: 'Vesu', transactionType: 'Buy' });
    const untouched = await book(elsewhere, 'en', 2);

    expect((await mark(propertyId, 'under_offer')).status).toBe(200);
    expect(await statusOf(english._id)).toBe('booked');

    const sold = await mark(propertyId, 'sold');
    expect(sold.status, await sold.clone().text()).toBe(200);
    expect([await statusOf(english._id), await statusOf(gujarati._id), await statusOf(untouched._id)]).toEqual([
      'cancelled',
      'cancelled',
      'booked',
    ]);
    const [enquiry] = await app.deps.sql<
      { visitAt: Date | null }[]
    >`select visit_at as "visitAt" from enquiries where id = ${english.enquiryId}`;
    expect(enquiry.visitAt).toBeNull();
    const cancelled = (await eventsOf(app, english.enquiryId)).filter((event) => event.type === 'visit.cancelled');
    expect(cancelled).toEqual([
      expect.objectContaining({
        actorId: agent.user._id,
        payload: expect.objectContaining({ visitId: english._id, listingClosed: 'sold' }),
      }),
    ]);

    const told = (await mail.inbox(english.email, 3)).find((message) => message.subject.includes('is cancelled'));
    expect(told?.text).toContain('The property you were to visit has been sold, so the visit is off.');
    const toldGu = (await mail.inbox(gujarati.email, 3)).find((message) => message.subject.includes('રદ થઈ'));
    expect(toldGu?.text).toContain('તમે જે મિલકત જોવા આવવાના હતા તે વેચાઈ ગઈ છે');
    const agentTold = await mail.find(
      (message) =>
        message.to.some((to) => to.address === agent.user.email) &&
        message.text.includes(english.reference) &&
        message.subject.startsWith('Visit cancelled'),
    );
    expect(agentTold.text).toContain('The listing was marked sold; the buyer has been told.');
  });

  it('takes no new visit afterwards, and marking it sold again cancels nothing more', async () => {
    const { _id: propertyId } = await createTestProperty(app, { location: 'Vesu', transactionType: 'Rent' });
    const visit = await book(propertyId);
    expect((await mark(propertyId, 'rented')).status).toBe(200);
    expect(await statusOf(visit._id)).toBe('cancelled');
    const refused = await app.api(`/visits/slots?propertyId=${propertyId}`);
    expect(refused.status).toBe(409);
    expect((await mark(propertyId, 'rented')).status).toBe(200);
    const cancellations = (await eventsOf(app, visit.enquiryId)).filter((event) => event.type === 'visit.cancelled');
    expect(cancellations).toHaveLength(1);
  });
});
