import { pbkdf2Sync, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { agencyDate, type MyEnquiry } from '../../../contract/enquiries.ts';
import type { MutationPushAnswer } from '../../../contract/mutations.ts';
import { checkInMessages, type AgentVisit, type FreeSlots, type VisitBooked } from '../../../contract/visits.ts';
import { markNoShows } from '../../commands/visitCheckIn.ts';
import { withTx } from '../../db.ts';
import { eraseEnquiryRecords } from '../../privacy/erasure.ts';
import { runRetention } from '../../privacy/retention.ts';
import { checkInCode, checkInKeys, checkInWindow } from '../../visits/checkInPass.ts';
import { createUser, freshMobile, type CreatedUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/harness.ts';
import { eventsOf, json } from '../../test/properties.ts';
import { visitAgencyForTests } from '../../test/visitAgency.ts';

let app: TestApp;
let admin: CreatedUser;
let agent: CreatedUser;
let otherAgent: CreatedUser;
let buyer: CreatedUser;
let propertyId: string;

visitAgencyForTests((agency) => ({ app, admin, agent, otherAgent, propertyId } = agency));
beforeAll(async () => {
  buyer = await createUser(app, { fullName: 'Asha Patel' });
});

/**
 * The buyer books the first free slot, and the visit is then moved to `startsAt` (now, or the past) as
 * the only live visit of its advisor; answers it, at its new time, with the pass and code My Enquiries
 * shows the buyer.
 */
async function visitAt(startsAt: Date) {
  const slots = await json<{ data: FreeSlots }>(await app.api(`/visits/slots?propertyId=${propertyId}`));
  const booked = await app.api('/visits', {
    method: 'POST',
    token: buyer.accessToken,
    json: { propertyId, name: 'Asha Patel', mobile: freshMobile(), startsAt: slots.data.slots[0]!.startsAt },
  });
  expect(booked.status).toBe(201);
  const visit = (await json<{ data: VisitBooked }>(booked)).data;
  const endsAt = new Date(startsAt.getTime() + 45 * 60_000);
  await app.deps.sql`update visits set status = 'cancelled' where agent_id = ${agent.user._id} and id <> ${visit._id}`;
  await app.deps.sql`
    update visits set starts_at = ${startsAt}, ends_at = ${endsAt}, held = tstzrange(${startsAt}, ${endsAt}) where id = ${visit._id}`;
  const mine = await json<{ data: MyEnquiry[] }>(await app.api('/enquiries/mine', { token: buyer.accessToken }));
  const shown = mine.data.find((enquiry) => enquiry._id === visit.enquiryId)?.bookedVisit;
  return { ...visit, startsAt: startsAt.toISOString(), checkIn: shown?.checkIn };
}

function checkIn(who: CreatedUser, args: Record<string, unknown>, options: { id?: string; clientTime?: Date } = {}) {
  return app.api('/sync', {
    method: 'POST',
    token: who.accessToken,
    json: {
      mutations: [
        { id: options.id ?? randomUUID(), type: 'visit.checkIn', args, clientTime: (options.clientTime ?? new Date()).toISOString() },
      ],
    },
  });
}

async function answerOf(response: Response) {
  expect(response.status).toBe(200);
  return (await json<{ data: MutationPushAnswer }>(response)).data.results[0]!;
}

const visitRow = async (id: string) =>
  (
    await app.deps.sql<{ attendance: string; checkInMethod: string | null; lat: number | null; lng: number | null }[]>`
      select attendance, check_in_method as "checkInMethod", check_in_lat as lat, check_in_lng as lng from visits where id = ${id}`
  )[0]!;

describe('checking a visit in', () => {
  it("takes the buyer's pass once, records it, and moves the lead to visited", async () => {
    const visit = await visitAt(new Date(Date.now() - 10 * 60_000));
    expect(visit.checkIn).toEqual({
      pass: expect.stringMatching(/^check-in\.[0-9a-f-]{36}\.\d+\.\d+\.[\w-]{86}$/),
      code: expect.stringMatching(/^\d{6}$/),
      opensAt: expect.any(String),
      closesAt: expect.any(String),
    });
    const id = randomUUID();
    expect(await answerOf(await checkIn(agent, { visitId: visit._id, pass: visit.checkIn!.pass }, { id }))).toEqual({
      id,
      status: 'applied',
    });
    // The same mutation again, and a second scan: the first check-in stands, recorded once.
    expect((await answerOf(await checkIn(agent, { visitId: visit._id, pass: visit.checkIn!.pass }, { id }))).status).toBe('duplicate');
    expect((await answerOf(await checkIn(agent, { visitId: visit._id, code: visit.checkIn!.code }))).status).toBe('superseded');

    expect(await visitRow(visit._id)).toMatchObject({ attendance: 'shown', checkInMethod: 'pass' });
    const [lead] = await app.deps.sql<{ status: string; stageSince: Date }[]>`
      select status, status_changed_at as "stageSince" from enquiries where id = ${visit.enquiryId}`;
    expect(lead!.status).toBe('visited');
    expect(Date.now() - lead!.stageSince.getTime()).toBeLessThan(60_000);
    const events = await eventsOf(app, visit.enquiryId);
    expect(events.filter((event) => event.type === 'visit.checked_in')).toEqual([
      expect.objectContaining({ actorId: agent.user._id, payload: expect.objectContaining({ visitId: visit._id, method: 'pass' }) }),
    ]);
    expect(events.at(-1)).toMatchObject({ type: 'enquiry.status_changed', payload: { from: 'visit_scheduled', to: 'visited' } });
    // Checked in: My Enquiries no longer shows the pass.
    const mine = await json<{ data: MyEnquiry[] }>(await app.api('/enquiries/mine', { token: buyer.accessToken }));
    expect(mine.data.find((enquiry) => enquiry._id === visit.enquiryId)?.bookedVisit).toBeUndefined();
  });

  it("gives the advisor's phone a digest of the code to check it offline, and takes the typed code with the position", async () => {
    const visit = await visitAt(new Date(Date.now() + 20 * 60_000));
    // The office wrote the locality into the address: the visit names it once.
    await app.deps.sql`update properties set address = 'A-12 Sky Towers, Vesu, Surat' where id = ${propertyId}`;
    const day = await app.api(`/agents/me/visits?date=${agencyDate(new Date(visit.startsAt))}`, { token: agent.accessToken });
    const listed = (await json<{ data: AgentVisit[] }>(day)).data.find((item) => item._id === visit._id)!;
    expect(listed.attendance).toBe('pending');
    expect(listed.address).toBe('A-12 Sky Towers, Vesu, Surat');
    expect(listed.checkIn.key).toEqual({ kty: 'EC', crv: 'P-256', x: expect.any(String), y: expect.any(String) });
    const digest = pbkdf2Sync(visit.checkIn!.code, visit._id, listed.checkIn.iterations, 32, 'sha256').toString('base64url');
    expect(listed.checkIn.codeDigest).toBe(digest);

    const answer = await answerOf(
      await checkIn(agent, { visitId: visit._id, code: visit.checkIn!.code, position: { lat: 21.14, lng: 72.77 } }),
    );
    expect(answer.status).toBe('applied');
    expect(await visitRow(visit._id)).toEqual({ attendance: 'shown', checkInMethod: 'code', lat: 21.14, lng: 72.77 });

    // The position is kept RETENTION_CHECK_IN_POSITION_DAYS (90), then the daily retention job clears it; the check-in stays.
    const days = (count: number) => new Date(Date.now() + count * 86_400_000);
    await runRetention(app.deps, days(89));
    expect(await visitRow(visit._id)).toMatchObject({ lat: 21.14, lng: 72.77 });
    expect((await runRetention(app.deps, days(91))).checkInPositionsCleared).toBeGreaterThanOrEqual(1);
    expect(await visitRow(visit._id)).toEqual({ attendance: 'shown', checkInMethod: 'code', lat: null, lng: null });
  });

  it('refuses a pass or code of another visit, an altered pass, another day, and anyone but the advisor or an admin', async () => {
    const later = await visitAt(new Date(Date.now() + 3 * 86_400_000));
    const visit = await visitAt(new Date(Date.now() - 5 * 60_000));
    const refusal = async (who: CreatedUser, args: Record<string, unknown>, clientTime?: Date) => {
      const answer = await answerOf(await checkIn(who, { visitId: visit._id, ...args }, { clientTime }));
      expect(answer.status).toBe('rejected');
      return answer.reason;
    };
    const { pass, code } = visit.checkIn!;
    expect(await refusal(agent, { pass: later.checkIn!.pass })).toBe(checkInMessages.wrongVisit);
    expect(await refusal(agent, { code: later.checkIn!.code === code ? '000000' : later.checkIn!.code })).toBe(checkInMessages.wrongVisit);
    const altered = `${pass.slice(0, -3)}${pass.at(-3) === 'A' ? 'B' : 'A'}${pass.slice(-2)}`;
    expect(await refusal(agent, { pass: altered })).toBe(checkInMessages.wrongVisit);
    const moved = pass.replace(
      /\.(\d+)\.(\d+)\./,
      (_all, opens: string, closes: string) => `.${Number(opens) + 86_400}.${Number(closes) + 86_400}.`,
    );
    expect(await refusal(agent, { pass: moved })).toBe(checkInMessages.wrongVisit);
    // Made on a phone the day before (its clock believed): outside the visit's window.
    expect(await refusal(agent, { pass }, new Date(Date.now() - 86_400_000))).toBe(checkInMessages.outsideWindow);
    expect(await refusal(otherAgent, { pass })).toBe(checkInMessages.notYours);
    expect(await refusal(buyer, { pass })).toBe(checkInMessages.notYours);
    expect((await answerOf(await checkIn(agent, { visitId: randomUUID(), pass }))).reason).toBe(checkInMessages.notFound);
    expect(await visitRow(visit._id)).toMatchObject({ attendance: 'pending', checkInMethod: null });
    // A body without proof, or with a code that is not 6 digits, is refused whole.
    expect((await checkIn(agent, { visitId: visit._id })).status).toBe(400);
    expect((await checkIn(agent, { visitId: visit._id, code: '12345' })).status).toBe(400);
    // An admin may check in any visit.
    expect((await answerOf(await checkIn(admin, { visitId: visit._id, pass }))).status).toBe('applied');
  });

  it('marks a visit no-show an hour after its end, once; a check-in made at the site and sent later corrects it', async () => {
    const startsAt = new Date(Date.now() - 3 * 3600_000);
    const visit = await visitAt(startsAt);
    const endedHourAgo = new Date(startsAt.getTime() + 45 * 60_000 + 60 * 60_000);
    expect(await markNoShows(app.deps, new Date(endedHourAgo.getTime() - 1000))).toBe(0);
    expect(await markNoShows(app.deps, endedHourAgo)).toBe(1);
    expect(await markNoShows(app.deps, new Date())).toBe(0);
    expect((await visitRow(visit._id)).attendance).toBe('no_show');
    expect((await eventsOf(app, visit.enquiryId)).filter((event) => event.type === 'visit.no_show')).toHaveLength(1);

    // The phone checked the buyer in during the visit, with no signal, and sends it now.
    const atTheSite = new Date(startsAt.getTime() + 5 * 60_000);
    const answer = await answerOf(await checkIn(agent, { visitId: visit._id, code: '000000' }, { clientTime: atTheSite }));
    expect(answer.reason).toBe(checkInMessages.wrongVisit);
    const [row] = await app.deps.sql<{ startsAt: Date }[]>`select starts_at as "startsAt" from visits where id = ${visit._id}`;
    expect(row!.startsAt.getTime()).toBe(startsAt.getTime());
    const code = checkInCode(
      checkInKeys(app.deps.consentLinkKey),
      checkInWindow({ visitId: visit._id, startsAt, endsAt: new Date(startsAt.getTime() + 45 * 60_000) }),
    );
    expect((await answerOf(await checkIn(agent, { visitId: visit._id, code }, { clientTime: atTheSite }))).status).toBe('applied');
    expect((await visitRow(visit._id)).attendance).toBe('shown');
    const checkedIn = (await eventsOf(app, visit.enquiryId)).filter((event) => event.type === 'visit.checked_in');
    expect(checkedIn).toEqual([expect.objectContaining({ payload: expect.objectContaining({ wasNoShow: true }) })]);
  });
});

describe("the office's correction of a no-show", () => {
  const markVisited = (who: CreatedUser | null, visitId: string, reason: unknown = 'Buyer came; their phone was flat') =>
    app.api(`/visits/${visitId}/visited`, { method: 'POST', token: who?.accessToken, json: { reason } });

  async function noShowVisit() {
    const startsAt = new Date(Date.now() - 3 * 3600_000);
    const visit = await visitAt(startsAt);
    expect(await markNoShows(app.deps, new Date())).toBeGreaterThanOrEqual(1);
    return visit;
  }

  it('lets the advisor mark a no-show visited with a reason: the method is office, the lead visited, one event', async () => {
    const visit = await noShowVisit();
    expect((await markVisited(agent, visit._id, '  ')).status).toBe(400);
    expect((await markVisited(agent, visit._id)).status).toBe(200);
    const [row] = await app.deps.sql<{ attendance: string; method: string; by: string; note: string }[]>`
      select attendance, check_in_method as method, checked_in_by as by, attendance_note as note from visits where id = ${visit._id}`;
    expect(row).toEqual({ attendance: 'shown', method: 'office', by: agent.user._id, note: 'Buyer came; their phone was flat' });
    const events = await eventsOf(app, visit.enquiryId);
    expect(events.filter((event) => event.type === 'visit.attendance_corrected')).toEqual([
      expect.objectContaining({ actorId: agent.user._id, payload: { visitId: visit._id } }),
    ]);
    const [lead] = await app.deps.sql<{ status: string }[]>`select status from enquiries where id = ${visit.enquiryId}`;
    expect(lead!.status).toBe('visited');
    // Corrected once: the visit is no longer a no-show.
    expect((await markVisited(agent, visit._id)).status).toBe(409);
  });

  it('is for no-show visits only, and for the visit’s advisor or an admin', async () => {
    const pending = await visitAt(new Date(Date.now() + 10 * 60_000));
    expect((await markVisited(agent, pending._id)).status).toBe(409);
    const visit = await noShowVisit();
    expect((await markVisited(null, visit._id)).status).toBe(401);
    expect((await markVisited(buyer, visit._id)).status).toBe(403);
    expect((await markVisited(otherAgent, visit._id)).status).toBe(403);
    expect((await visitRow(visit._id)).attendance).toBe('no_show');
    expect((await markVisited(admin, randomUUID())).status).toBe(404);
    expect((await markVisited(admin, visit._id)).status).toBe(200);
  });

  it('keeps the reason on the visit only until its enquiry is erased', async () => {
    const visit = await noShowVisit();
    expect((await markVisited(admin, visit._id, 'Asha Patel came with her brother')).status).toBe(200);
    await withTx(app.deps.sql, (tx) => eraseEnquiryRecords(tx, [visit.enquiryId]));
    const [row] = await app.deps.sql<{ note: string | null }[]>`select attendance_note as note from visits where id = ${visit._id}`;
    expect(row!.note).toBeNull();
  });
});
