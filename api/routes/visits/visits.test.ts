import { beforeAll, describe, expect, it } from 'vitest';
import { agencyDate } from '../../../contract/enquiries.ts';
import type { AgentVisit, Availability, FreeSlots, OwnVisitLength, Slot, VisitBooked, VisitSettings } from '../../../contract/visits.ts';
import { createUser, freshMobile, type CreatedUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/harness.ts';
import { freshProject } from '../../test/probes/support.ts';
import { createTestProperty, eventsOf, json } from '../../test/properties.ts';
import { allWeek, visitAgencyForTests } from '../../test/visitAgency.ts';

let app: TestApp;
let admin: CreatedUser;
let agent: CreatedUser;
let otherAgent: CreatedUser;
let propertyId: string;

visitAgencyForTests((agency) => ({ app, admin, agent, otherAgent, propertyId } = agency));

function setAvailability(who: CreatedUser, body: unknown) {
  return app.api(`/admin/agents/${who.user._id}/availability`, { method: 'PUT', json: body, token: admin.accessToken });
}

async function slots(): Promise<FreeSlots> {
  const response = await app.api(`/visits/slots?propertyId=${propertyId}`);
  expect(response.status).toBe(200);
  return (await json<{ data: FreeSlots }>(response)).data;
}

const book = (slot: Pick<Slot, 'startsAt'>, extra: Record<string, unknown> = {}) =>
  app.api('/visits', {
    method: 'POST',
    json: { propertyId, name: 'Asha Patel', mobile: freshMobile(), email: 'asha@example.in', startsAt: slot.startsAt, ...extra },
  });

describe('GET /visits/slots', () => {
  it("offers the listing's agent's free half-hour starts of the next 14 days, at least an hour ahead", async () => {
    const { minutes, timeZone, slots: offered } = await slots();
    expect({ minutes, timeZone }).toEqual({ minutes: 45, timeZone: 'Asia/Kolkata' });
    expect(Date.parse(offered[0].startsAt)).toBeGreaterThanOrEqual(Date.now() + 59 * 60_000);
    expect(new Set(offered.map((slot) => new Date(slot.startsAt).getUTCMinutes() % 30))).toEqual(new Set([0]));
    expect(Date.parse(offered.at(-1)!.startsAt) - Date.now()).toBeLessThan(14 * 86_400_000);
  });

  it('follows the visit length the admin set for the listing, and the office’s once it is cleared', async () => {
    const path = `/admin/properties/${propertyId}/visit-length`;
    const put = await app.api(path, { method: 'PUT', json: { minutes: 90 }, token: admin.accessToken });
    expect(put.status).toBe(200);
    expect((await json<{ data: OwnVisitLength }>(put)).data).toEqual({ minutes: 90, officeMinutes: 45 });
    const settings = await app.api('/admin/visit-settings', { token: admin.accessToken });
    expect((await json<{ data: VisitSettings }>(settings)).data.lengths).toEqual([
      expect.objectContaining({ propertyId, projectId: null, minutes: 90 }),
    ]);
    const [first] = (await slots()).slots;
    expect(Date.parse(first.endsAt) - Date.parse(first.startsAt)).toBe(90 * 60_000);

    const cleared = await app.api(path, { method: 'DELETE', token: admin.accessToken });
    expect((await json<{ data: OwnVisitLength }>(cleared)).data).toEqual({ minutes: null, officeMinutes: 45 });
    const [again] = (await slots()).slots;
    expect(Date.parse(again.endsAt) - Date.parse(again.startsAt)).toBe(45 * 60_000);
  });

  it('answers 404 for a listing that is not there', async () => {
    const response = await app.api(`/visits/slots?projectId=${crypto.randomUUID()}`);
    expect(response.status).toBe(404);
    expect((await json(response)).message).toBe('Project not found');
  });
});

describe('the visit settings, with two admins at work', () => {
  const CHANGED = 'The visit settings were changed by someone else. Reload to see their changes.';
  let secondAdmin: CreatedUser;
  beforeAll(async () => {
    secondAdmin = await createUser(app, { role: 'admin' });
  });

  const readSettings = async (token = admin.accessToken) => {
    const response = await app.api('/admin/visit-settings', { token });
    expect(response.status).toBe(200);
    return { settings: (await json<{ data: VisitSettings }>(response)).data, etag: response.headers.get('ETag')! };
  };
  const saveSettings = (body: unknown, etag: string | null, token = admin.accessToken) =>
    app.api('/admin/visit-settings', { method: 'PUT', json: body, token, headers: etag ? { 'If-Match': etag } : {} });

  it("keeps both of two listings' lengths set at once, and the office's save made meanwhile keeps them too", async () => {
    const flat = (await createTestProperty(app, { location: 'Adajan' }))._id;
    const township = (await freshProject(app))._id;
    // The settings screen was opened before either length was set.
    const opened = await readSettings();
    const [one, other] = await Promise.all([
      app.api(`/admin/properties/${flat}/visit-length`, { method: 'PUT', json: { minutes: 60 }, token: admin.accessToken }),
      app.api(`/admin/projects/${township}/visit-length`, { method: 'PUT', json: { minutes: 120 }, token: secondAdmin.accessToken }),
    ]);
    expect([one.status, other.status]).toEqual([200, 200]);

    const saved = await saveSettings({ defaultMinutes: 50, bufferMinutes: 10 }, opened.etag);
    expect(saved.status, await saved.clone().text()).toBe(200);
    const { settings } = await readSettings();
    expect(settings).toMatchObject({ defaultMinutes: 50, bufferMinutes: 10 });
    expect(settings.lengths).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ propertyId: flat, projectId: null, minutes: 60 }),
        expect.objectContaining({ propertyId: null, projectId: township, minutes: 120 }),
      ]),
    );
    expect((await eventsOf(app, township)).map((event) => event.type)).toContain('visit_length.changed');
    expect((await saveSettings({ defaultMinutes: 45, bufferMinutes: 15 }, null)).status).toBe(200);
  });

  it("of two admins saving the office's settings from the same version, one wins and the other is told; nothing is lost", async () => {
    const { etag } = await readSettings();
    const [first, second] = await Promise.all([
      saveSettings({ defaultMinutes: 60, bufferMinutes: 20 }, etag),
      saveSettings({ defaultMinutes: 30, bufferMinutes: 5 }, etag, secondAdmin.accessToken),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 412]);
    const [won, lost] = first.status === 200 ? [first, second] : [second, first];
    expect((await json<{ message: string }>(lost)).message).toBe(CHANGED);
    const winner = (await json<{ data: VisitSettings }>(won)).data;
    const now = await readSettings();
    expect(now.settings).toEqual(winner);
    expect(now.etag).toBe(won.headers.get('ETag'));
    expect(now.etag).not.toBe(etag);

    // Once reloaded, the other admin's save goes through; a save with no If-Match (an API client) is applied.
    expect((await saveSettings({ defaultMinutes: 30, bufferMinutes: 5 }, now.etag, secondAdmin.accessToken)).status).toBe(200);
    expect((await saveSettings({ defaultMinutes: 45, bufferMinutes: 15 }, null)).status).toBe(200);
    expect((await readSettings()).settings).toMatchObject({ defaultMinutes: 45, bufferMinutes: 15 });
  });

  it("refuses the office's save when it carries listings' lengths, pointing to where they are set", async () => {
    const response = await saveSettings({ defaultMinutes: 45, bufferMinutes: 15, lengths: [{ propertyId, minutes: 90 }] }, null);
    expect(response.status).toBe(400);
    const body = await json<{ errors: { fields: Record<string, string> } }>(response);
    expect(body.errors.fields.lengths).toMatch(/PUT \/admin\/properties\/\{id\}\/visit-length/);
    expect((await readSettings()).settings.lengths.some((length) => length.propertyId === propertyId)).toBe(false);
  });

  it('answers 404 for a listing that is not there, and checks the length', async () => {
    const missing = await app.api(`/admin/properties/${crypto.randomUUID()}/visit-length`, {
      method: 'PUT',
      json: { minutes: 60 },
      token: admin.accessToken,
    });
    expect(missing.status).toBe(404);
    expect((await json(missing)).message).toBe('Property not found');
    expect((await app.api('/admin/projects/not-an-id/visit-length', { token: admin.accessToken })).status).toBe(404);
    const tooLong = await app.api(`/admin/properties/${propertyId}/visit-length`, {
      method: 'PUT',
      json: { minutes: 300 },
      token: admin.accessToken,
    });
    expect(tooLong.status).toBe(400);
    expect((await json<{ errors: { fields: Record<string, string> } }>(tooLong)).errors.fields.minutes).toBe(
      'Visit length must be from 15 to 240 minutes',
    );
  });
});

describe('POST /visits', () => {
  it('books a free slot: the visit, the lead moved to visit scheduled, its agent and the event on its timeline', async () => {
    const [, slot] = (await slots()).slots;
    const response = await book(slot);
    expect(response.status, await response.clone().text()).toBe(201);
    const { data, message } = await json<{ data: VisitBooked; message: string }>(response);
    expect(message).toBe('Your site visit is booked. We have sent the details.');
    expect(data).toMatchObject({
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      status: 'booked',
      reference: expect.stringMatching(/^EQ-/),
    });
    const [lead] = await app.deps.sql<{ status: string; assigneeId: string; visitAt: Date }[]>`
      select status, assignee_id as "assigneeId", visit_at as "visitAt" from enquiries where id = ${data.enquiryId}`;
    expect(lead).toEqual({ status: 'visit_scheduled', assigneeId: agent.user._id, visitAt: new Date(slot.startsAt) });
    const events = await eventsOf(app, data.enquiryId);
    expect(events.find((event) => event.type === 'visit.booked')?.payload).toEqual({
      visitId: data._id,
      agentId: agent.user._id,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
    });
    const consents = await app.deps.sql<{ purpose: string }[]>`
      select purpose from consents where subject_kind = 'enquiry' and subject_id = ${data.enquiryId} order by purpose`;
    expect(consents.map((row) => row.purpose)).toContain('visits');
    expect((await slots()).slots.map((free) => free.startsAt)).not.toContain(slot.startsAt);
  });

  it('lets exactly one of 20 requests racing for one slot win; the others get 409 and the next free slots', async () => {
    const slot = (await slots()).slots[4];
    const answers = await Promise.all(Array.from({ length: 20 }, () => book(slot)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const refused = await json<{ message: string; data: { slots: Slot[] } }>(answers.find((answer) => answer.status === 409)!);
    expect(refused.message).toBe('That time was just taken by someone else. Please choose another: the next free times are listed.');
    expect(refused.data.slots.length).toBeGreaterThan(0);
    expect(refused.data.slots.map((free) => free.startsAt)).not.toContain(slot.startsAt);
    expect(Date.parse(refused.data.slots[0].startsAt)).toBeGreaterThan(Date.parse(slot.startsAt));
    const [{ n }] = await app.deps.sql<{ n: number }[]>`
      select count(*)::int as n from visits where starts_at = ${new Date(slot.startsAt)} and status = 'booked'`;
    expect(n).toBe(1);
    // A refused booking stores no lead either.
    const [{ leads }] = await app.deps.sql<{ leads: number }[]>`
      select count(*)::int as leads from enquiries where visit_at = ${new Date(slot.startsAt)}`;
    expect(leads).toBe(1);
  });

  it('refuses a time that was never offered with the field message', async () => {
    const [slot] = (await slots()).slots;
    const response = await book({ startsAt: new Date(Date.parse(slot.startsAt) + 7 * 60_000).toISOString() });
    expect(response.status).toBe(400);
    expect((await json(response)).errors?.fields?.startsAt).toBe('That time is not free. Please choose one of the times offered.');
  });

  it('answers the same visit when the same person sends the same id again', async () => {
    const slot = (await slots()).slots[6];
    const id = crypto.randomUUID();
    const mobile = freshMobile();
    const first = await book(slot, { id, mobile });
    expect(first.status).toBe(201);
    const again = await book(slot, { id, mobile });
    expect(again.status).toBe(201);
    expect((await json<{ data: VisitBooked }>(again)).data._id).toBe((await json<{ data: VisitBooked }>(first)).data._id);
  });

  it('never lets the database hold two overlapping live visits of one agent', async () => {
    const [visit] = await app.deps.sql<{ enquiryId: string; held: string }[]>`
      select enquiry_id as "enquiryId", held::text from visits where status = 'booked' limit 1`;
    await expect(
      app.deps.sql`
        insert into visits (id, enquiry_id, agent_id, starts_at, ends_at, held)
        select gen_random_uuid(), ${visit.enquiryId}, agent_id, lower(held) + interval '10 minutes', upper(held), held
        from visits where enquiry_id = ${visit.enquiryId}`,
    ).rejects.toMatchObject({ code: '23P01' });
  });
});

describe('an agent’s availability', () => {
  it('keeps blocks (leave) out of the slots', async () => {
    const before = (await slots()).slots;
    const leave = { from: before[0].startsAt, to: new Date(Date.parse(before[0].startsAt) + 86_400_000).toISOString(), reason: 'Diwali' };
    expect((await setAvailability(agent, { hours: allWeek, blocks: [leave] })).status).toBe(200);
    const after = (await slots()).slots;
    expect(after.every((slot) => slot.startsAt >= leave.to || slot.endsAt <= leave.from)).toBe(true);
    const read = await json<{ data: Availability }>(
      await app.api(`/admin/agents/${agent.user._id}/availability`, { token: admin.accessToken }),
    );
    expect(read.data.blocks).toEqual([expect.objectContaining({ reason: 'Diwali', from: leave.from })]);
    expect((await setAvailability(agent, { hours: allWeek })).status).toBe(200);
  });

  it('refuses overlapping windows of one day, and a user who is not an agent', async () => {
    const overlapping = await setAvailability(agent, {
      hours: [
        { weekday: 1, from: '10:00', to: '14:00' },
        { weekday: 1, from: '13:00', to: '19:00' },
      ],
    });
    expect(overlapping.status).toBe(400);
    expect((await json(overlapping)).errors?.fields?.hours).toBe('Working windows of one day must not overlap');
    expect((await setAvailability(admin, { hours: allWeek })).status).toBe(404);
  });
});

describe('GET /agents/me/availability', () => {
  it('shows an agent their own hours and blocks as the admin set them, and nobody else’s', async () => {
    const hours = [{ weekday: 1, from: '10:00', to: '13:00' }];
    const leave = { from: '2030-10-20T00:00:00.000Z', to: '2030-10-25T00:00:00.000Z', reason: 'Diwali' };
    expect((await setAvailability(otherAgent, { hours, blocks: [leave] })).status).toBe(200);
    const own = await json<{ data: Availability }>(await app.api('/agents/me/availability', { token: otherAgent.accessToken }));
    expect(own.data).toMatchObject({ agentId: otherAgent.user._id, hours, blocks: [expect.objectContaining(leave)] });
    const theirs = await json<{ data: Availability }>(await app.api('/agents/me/availability', { token: agent.accessToken }));
    expect(theirs.data.agentId).toBe(agent.user._id);
    expect(theirs.data.blocks).toEqual([]);
  });
});

describe('GET /agents/me/visits', () => {
  it("lists the caller's visits of the day in time order with the address and a map link, and nobody else's", async () => {
    const slot = (await slots()).slots[8];
    const booked = await json<{ data: VisitBooked }>(await book(slot));
    const date = agencyDate(new Date(slot.startsAt));
    const mine = await json<{ data: AgentVisit[] }>(await app.api(`/agents/me/visits?date=${date}`, { token: agent.accessToken }));
    const visit = mine.data.find((entry) => entry._id === booked.data._id)!;
    expect(visit).toMatchObject({
      buyerName: 'Asha Patel',
      reference: booked.data.reference,
      listing: { kind: 'property', _id: propertyId },
    });
    expect(visit.mapUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.*Vesu/);
    const starts = mine.data.map((entry) => entry.startsAt);
    expect(starts).toEqual([...starts].sort());
    const theirs = await json<{ data: AgentVisit[] }>(await app.api(`/agents/me/visits?date=${date}`, { token: otherAgent.accessToken }));
    expect(theirs.data).toEqual([]);
  });
});

describe("an agent's calendar feed", () => {
  const feedPath = (url: string) => url.replace(/^.*\/api\/v1/, '');

  it('lists their booked visits behind a secret URL, which a new one replaces and a revoke ends', async () => {
    const slot = (await slots()).slots[10];
    const booked = await json<{ data: VisitBooked }>(await book(slot));
    const made = await app.api('/agents/me/calendar-feed', { method: 'POST', token: agent.accessToken });
    expect(made.status).toBe(201);
    const { data } = await json<{ data: { active: boolean; url: string } }>(made);
    expect(data.active).toBe(true);
    const feed = await app.api(feedPath(data.url));
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const text = await feed.text();
    expect(text).toContain('METHOD:PUBLISH');
    expect(text).toContain(`UID:visit-${booked.data._id}@`);

    const status = await json<{ data: { active: boolean; url?: string } }>(
      await app.api('/agents/me/calendar-feed', { token: agent.accessToken }),
    );
    expect(status.data).toEqual({ active: true, createdAt: expect.any(String) });

    const renewed = await json<{ data: { url: string } }>(
      await app.api('/agents/me/calendar-feed', { method: 'POST', token: agent.accessToken }),
    );
    expect((await app.api(feedPath(data.url))).status).toBe(404);
    expect((await app.api(feedPath(renewed.data.url))).status).toBe(200);
    const revoked = await app.api('/agents/me/calendar-feed', { method: 'DELETE', token: agent.accessToken });
    expect(revoked.status).toBe(200);
    expect((await app.api(feedPath(renewed.data.url))).status).toBe(404);
  });
});

describe("the lead's timeline", () => {
  it('shows the booked visit with its time, for its agent', async () => {
    const slot = (await slots()).slots[12];
    const booked = await json<{ data: VisitBooked }>(await book(slot));
    const response = await app.api(`/admin/enquiries/${booked.data.enquiryId}`, { token: agent.accessToken });
    expect(response.status).toBe(200);
    const { data } = await json<{ data: { timeline: { type: string; visitAt?: string | null }[] } }>(response);
    expect(data.timeline).toContainEqual(expect.objectContaining({ type: 'visit.booked', visitAt: slot.startsAt }));
  });
});
