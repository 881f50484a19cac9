import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyerDetail } from '../../../contract/buyers.ts';
import type { EnquiryDetail } from '../../../contract/enquiries.ts';
import type { Purpose } from '../../../contract/privacy.ts';
import type { ListingMatches, MatchShare, Requirement } from '../../../contract/requirements.ts';
import { recordConsent } from '../../commands/consentRecorder.ts';
import { BUYER_MATCH_CURSOR, runBuyerMatcher } from '../../matching/buyerMatcher.ts';
import { matchToEnd } from '../../test/buyerMatching.ts';
import { createUser, freshMobile, type CreatedUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestProperty, json } from '../../test/properties.ts';

let app: TestApp;
let admin: CreatedUser;
let agent: CreatedUser;
let otherAgent: CreatedUser;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_ENQUIRIES_IP: '1000', ALERT_INTERVAL_SECONDS: '0' });
  [admin, agent, otherAgent] = await Promise.all([
    createUser(app, { role: 'admin' }),
    createUser(app, { role: 'agent', fullName: 'Agent One' }),
    createUser(app, { role: 'agent', fullName: 'Agent Two' }),
  ]);
  await matchAll();
});
afterAll(async () => {
  await app?.close();
});

/** A locality no other test's listings are in, so a requirement for it matches only this test's listings. */
const freshLocality = () => `Zq${randomBytes(3).toString('hex')}`;

/** Matcher rounds until the log is read up to now. */
const matchAll = () => matchToEnd(app.deps.sql);

/** A buyer made by a lead (signed in as `user` when given), assigned to `assignee` when given. */
async function newBuyer(options: { assignee?: CreatedUser; user?: CreatedUser } = {}): Promise<string> {
  const made = await app.api('/enquiries', {
    method: 'POST',
    json: { name: 'Asha Patel', mobile: freshMobile() },
    token: options.user?.accessToken,
  });
  expect(made.status, await made.clone().text()).toBe(201);
  const { data } = await json<{ data: { _id: string } }>(made);
  if (options.assignee) {
    const assigned = await app.api(`/admin/enquiries/${data._id}`, {
      method: 'PATCH',
      json: { assigneeId: options.assignee.user._id },
      token: admin.accessToken,
    });
    expect(assigned.status).toBe(200);
  }
  const [row] = await app.deps.sql<{ buyerId: string }[]>`select buyer_id as "buyerId" from enquiries where id = ${data._id}`;
  return row!.buyerId;
}

async function addRequirement(who: CreatedUser, buyerId: string, body: Record<string, unknown>): Promise<Requirement> {
  const response = await app.api(`/buyers/${buyerId}/requirements`, { method: 'POST', json: body, token: who.accessToken });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ data: Requirement }>(response)).data;
}

const listing = (locality: string, overrides: Record<string, unknown> = {}) =>
  createTestProperty(app, { location: `${locality}, Surat`, price: '6500000', bedrooms: '3', ...overrides });

async function matchesOf(who: CreatedUser): Promise<ListingMatches[]> {
  const response = await app.api('/agents/me/matches', { token: who.accessToken });
  expect(response.status).toBe(200);
  return (await json<{ data: ListingMatches[] }>(response)).data;
}

describe('requirements', () => {
  it('records, edits and closes a requirement of a buyer, each an event on their timeline', async () => {
    const buyerId = await newBuyer({ assignee: agent });
    const made = await addRequirement(agent, buyerId, {
      purpose: 'buy',
      category: 'Apartment',
      bhk: [3, 2],
      minBudget: 5_000_000,
      maxBudget: 8_000_000,
      localities: ['Vesu', 'Adajan'],
      minCarpet: 900,
      possession: 'ready',
      amenities: ['lift', 'gym'],
      note: 'Near a school',
    });
    expect(made).toMatchObject({
      source: 'requirement',
      status: 'open',
      purpose: 'buy',
      category: 'Apartment',
      bhk: [2, 3],
      minBudget: 5_000_000,
      maxBudget: 8_000_000,
      localities: ['Vesu', 'Adajan'],
      minCarpet: 900,
      maxCarpet: null,
      possession: 'ready',
      amenities: ['gym', 'lift'],
      note: 'Near a school',
    });
    const edited = await app.api(`/requirements/${made._id}`, {
      method: 'PATCH',
      json: { maxBudget: 9_000_000 },
      token: agent.accessToken,
    });
    expect(edited.status).toBe(200);
    expect((await json<{ data: Requirement }>(edited)).data).toMatchObject({ maxBudget: 9_000_000, minBudget: 5_000_000, bhk: [2, 3] });
    const closed = await app.api(`/requirements/${made._id}`, { method: 'PATCH', json: { status: 'closed' }, token: agent.accessToken });
    expect((await json<{ data: Requirement }>(closed)).data.status).toBe('closed');

    const detail = await json<{ data: BuyerDetail }>(await app.api(`/buyers/${buyerId}`, { token: admin.accessToken }));
    const types = detail.data.timeline.map((entry) => entry.type);
    expect(types).toEqual(expect.arrayContaining(['buyer.requirement_added', 'buyer.requirement_changed', 'buyer.requirement_closed']));
    const added = detail.data.timeline.find((entry) => entry.type === 'buyer.requirement_added')!;
    expect(added.payload).not.toHaveProperty('note');
    expect(added.actor?._id).toBe(agent.user._id);
  });

  it('refuses a budget whose minimum is above its maximum, also when an edit makes it so, and stores nothing', async () => {
    const buyerId = await newBuyer({ assignee: agent });
    const refused = await app.api(`/buyers/${buyerId}/requirements`, {
      method: 'POST',
      json: { purpose: 'buy', minBudget: 9_000_000, maxBudget: 5_000_000 },
      token: agent.accessToken,
    });
    expect(refused.status).toBe(400);
    expect((await json(refused)).message).toBe('Minimum budget must not be above the maximum');
    const noPurpose = await app.api(`/buyers/${buyerId}/requirements`, { method: 'POST', json: {}, token: agent.accessToken });
    expect((await json(noPurpose)).message).toBe('Purpose must be either buy or rent');
    const made = await addRequirement(agent, buyerId, { purpose: 'rent', maxBudget: 30_000 });
    const edit = await app.api(`/requirements/${made._id}`, { method: 'PATCH', json: { minBudget: 40_000 }, token: agent.accessToken });
    expect(edit.status).toBe(400);
    expect((await json(edit)).message).toBe('Minimum budget must not be above the maximum');
    const list = await json<{ data: Requirement[] }>(await app.api(`/buyers/${buyerId}/requirements`, { token: agent.accessToken }));
    expect(list.data.map((requirement) => [requirement.minBudget, requirement.maxBudget])).toEqual([[null, 30_000]]);
  });

  it("lets another agent neither read nor change a buyer whose lead is the first agent's, and a user not at all", async () => {
    const buyerId = await newBuyer({ assignee: agent });
    const made = await addRequirement(agent, buyerId, { purpose: 'buy', localities: [freshLocality()] });
    const user = await createUser(app);
    expect((await app.api(`/buyers/${buyerId}/requirements`, { token: otherAgent.accessToken })).status).toBe(404);
    expect((await app.api(`/buyers/${buyerId}/requirements`, { token: user.accessToken })).status).toBe(403);
    const write = await app.api(`/requirements/${made._id}`, {
      method: 'PATCH',
      json: { status: 'closed' },
      token: otherAgent.accessToken,
    });
    expect(write.status).toBe(404);
    expect((await app.api(`/buyers/${buyerId}/requirements`, { token: admin.accessToken })).status).toBe(200);
    const [row] = await app.deps.sql`select status from buyer_requirements where id = ${made._id}`;
    expect(row!.status).toBe('open');
  });

  it("shows a signed-in user's saved searches among their buyer's requirements, read-only", async () => {
    const user = await createUser(app);
    const buyerId = await newBuyer({ user, assignee: agent });
    const saved = await app.api('/saved-searches', {
      method: 'POST',
      token: user.accessToken,
      json: {
        name: 'Vesu 3 BHK',
        query: { q: 'zqvesu', transactionType: 'Buy', bhk: '3', maxPrice: '9000000' },
        alert: 'off',
        channels: [],
      },
    });
    expect(saved.status).toBe(201);
    const list = await json<{ data: Requirement[] }>(await app.api(`/buyers/${buyerId}/requirements`, { token: agent.accessToken }));
    expect(list.data).toEqual([
      expect.objectContaining({
        source: 'saved_search',
        name: 'Vesu 3 BHK',
        purpose: 'buy',
        bhk: [3],
        maxBudget: 9_000_000,
        text: 'zqvesu',
      }),
    ]);
    const patch = await app.api(`/requirements/${list.data[0]!._id}`, {
      method: 'PATCH',
      json: { status: 'closed' },
      token: agent.accessToken,
    });
    expect(patch.status).toBe(404);
  });
});

describe('matching listings to buyers', () => {
  it('records one match per matching buyer when a listing is created, grouped per listing for the agent', async () => {
    const locality = freshLocality();
    const buyers = await Promise.all([1, 2, 3].map(() => newBuyer({ assignee: agent })));
    for (const buyerId of buyers)
      await addRequirement(agent, buyerId, { purpose: 'buy', bhk: [3], localities: [locality], maxBudget: 7_000_000 });
    // One wants more rooms, one's requirement is closed: neither matches.
    const pickier = await newBuyer({ assignee: agent });
    await addRequirement(agent, pickier, { purpose: 'buy', bhk: [4], localities: [locality] });
    const closed = await newBuyer({ assignee: agent });
    const gone = await addRequirement(agent, closed, { purpose: 'buy', localities: [locality] });
    await app.api(`/requirements/${gone._id}`, { method: 'PATCH', json: { status: 'closed' }, token: agent.accessToken });

    const property = await listing(locality);
    expect(await matchAll()).toBe(3);
    const mine = (await matchesOf(agent)).find((entry) => entry.property._id === property._id)!;
    expect(mine.property.reference).toBe(property.reference);
    expect(mine.matches.map((match) => match.buyer._id).sort()).toEqual([...buyers].sort());
    expect(mine.matches.every((match) => match.agentId === agent.user._id && match.reason === 'new_listing' && match.requirementId)).toBe(
      true,
    );
    expect((await matchesOf(otherAgent)).find((entry) => entry.property._id === property._id)).toBeUndefined();
    expect((await matchesOf(admin)).find((entry) => entry.property._id === property._id)?.matches).toHaveLength(3);
    // Read again, nothing new is recorded.
    expect(await matchAll()).toBe(0);
  });

  it("matches a buyer by their account's saved search as well as by a requirement", async () => {
    const user = await createUser(app);
    const buyerId = await newBuyer({ user, assignee: agent });
    const word = `zq${randomBytes(4).toString('hex')}`;
    await app.api('/saved-searches', {
      method: 'POST',
      token: user.accessToken,
      json: { name: 'Words', query: { q: word }, alert: 'off', channels: [] },
    });
    const property = await listing(freshLocality(), { title: `Terrace ${word} flat` });
    await matchAll();
    const found = (await matchesOf(agent)).find((entry) => entry.property._id === property._id)!;
    expect(found.matches).toEqual([expect.objectContaining({ buyer: expect.objectContaining({ _id: buyerId }), requirementId: null })]);
    expect(found.matches[0]!.savedSearchId).toBeTruthy();
  });

  it('brings a match back on a price drop, but never one marked not suitable', async () => {
    const locality = freshLocality();
    const [keep, drop] = [await newBuyer({ assignee: agent }), await newBuyer({ assignee: agent })];
    for (const buyerId of [keep, drop]) await addRequirement(agent, buyerId, { purpose: 'buy', localities: [locality] });
    const property = await listing(locality);
    await matchAll();
    const first = (await matchesOf(agent)).find((entry) => entry.property._id === property._id)!;
    const dropped = first.matches.find((match) => match.buyer._id === drop)!;
    const dismissed = await app.api(`/matches/${dropped._id}/dismiss`, { method: 'POST', token: agent.accessToken });
    expect(dismissed.status).toBe(200);
    expect((await app.api(`/matches/${dropped._id}/dismiss`, { method: 'POST', token: agent.accessToken })).status).toBe(404);

    const cheaper = await app.api(`/properties/${property._id}`, { method: 'PATCH', json: { price: '6000000' }, token: admin.accessToken });
    expect(cheaper.status).toBe(200);
    expect(await matchAll()).toBe(1);
    const after = (await matchesOf(agent)).find((entry) => entry.property._id === property._id)!;
    expect(after.matches).toEqual([expect.objectContaining({ buyer: expect.objectContaining({ _id: keep }), reason: 'price_drop' })]);
    // A dearer price is no news.
    await app.api(`/properties/${property._id}`, { method: 'PATCH', json: { price: '7000000' }, token: admin.accessToken });
    expect(await matchAll()).toBe(0);
    const timeline = await json<{ data: BuyerDetail }>(await app.api(`/buyers/${drop}`, { token: admin.accessToken }));
    expect(timeline.data.timeline.map((entry) => entry.type)).toContain('buyer.match_dismissed');
  });

  it('neither skips nor repeats a match when the matcher dies between writing its rows and committing', async () => {
    const locality = freshLocality();
    const buyerId = await newBuyer({ assignee: agent });
    await addRequirement(agent, buyerId, { purpose: 'buy', localities: [locality] });
    await matchAll();
    const cursorAt = async () =>
      (await app.deps.sql<{ seq: string }[]>`select seq from event_cursors where name = ${BUYER_MATCH_CURSOR}`)[0]!.seq;
    const before = await cursorAt();
    const property = await listing(locality);
    const rows = async () => (await app.deps.sql`select id from buyer_matches where property_id = ${property._id}`).length;

    const killed = runBuyerMatcher(app.deps.sql, {
      beforeCommit: async (tx) => {
        expect((await tx`select 1 from buyer_matches where property_id = ${property._id}`).length).toBe(1);
        throw new Error('worker killed');
      },
    });
    await expect(killed).rejects.toThrow('worker killed');
    expect(await rows()).toBe(0);
    expect(await cursorAt()).toBe(before);

    expect(await matchAll()).toBe(1);
    expect(await rows()).toBe(1);
    expect(await matchAll()).toBe(0);
    expect(await rows()).toBe(1);
  });

  it("shares a match by WhatsApp in the buyer's language, with the listing's page in it, and records the share on the timeline", async () => {
    const locality = freshLocality();
    const user = await createUser(app);
    await app.deps.sql`update "user" set locale = 'gu' where id = ${user.user._id}`;
    const buyerId = await newBuyer({ user, assignee: agent });
    await addRequirement(agent, buyerId, { purpose: 'buy', localities: [locality] });
    const property = await listing(locality);
    await matchAll();
    const match = (await matchesOf(agent)).find((entry) => entry.property._id === property._id)!.matches[0]!;
    expect(match.buyer.language).toBe('gu');
    expect((await app.api(`/matches/${match._id}/share`, { method: 'POST', token: otherAgent.accessToken })).status).toBe(404);

    const shared = await app.api(`/matches/${match._id}/share`, { method: 'POST', token: agent.accessToken });
    expect(shared.status).toBe(200);
    const { data } = await json<{ data: MatchShare }>(shared);
    const [{ mobile }] = await app.deps.sql<{ mobile: string }[]>`select mobile from buyers where id = ${buyerId}`;
    expect(data.whatsappUrl.startsWith(`https://wa.me/91${mobile}?text=`)).toBe(true);
    const text = decodeURIComponent(data.whatsappUrl.split('?text=')[1]!);
    expect(text).toContain('નમસ્તે');
    expect(text).toContain(`/gu/property/${property._id}`);
    expect(text).toContain(property.reference);
    const again = (await matchesOf(agent)).find((entry) => entry.property._id === property._id)!.matches[0]!;
    expect(again.sharedAt).toBe(data.sharedAt);
    const timeline = await json<{ data: BuyerDetail }>(await app.api(`/buyers/${buyerId}`, { token: admin.accessToken }));
    const entry = timeline.data.timeline.find((event) => event.type === 'buyer.listing_shared')!;
    expect(entry.payload).toEqual({ matchId: match._id, propertyId: property._id, channel: 'whatsapp' });
    expect(entry.actor?._id).toBe(agent.user._id);
  });

  it('shows a withdrawn consent on the lead, the buyer and their matches, and refuses a share resting on it until it is given again', async () => {
    const locality = freshLocality();
    const buyerId = await newBuyer({ assignee: agent });
    await addRequirement(agent, buyerId, { purpose: 'buy', localities: [locality] });
    const property = await listing(locality);
    await matchAll();
    const [{ leadId }] = await app.deps.sql<{ leadId: string }[]>`select id as "leadId" from enquiries where buyer_id = ${buyerId}`;
    const matchOf = async () => (await matchesOf(agent)).find((entry) => entry.property._id === property._id)!.matches[0]!;
    const buyerOf = async () => (await json<{ data: BuyerDetail }>(await app.api(`/buyers/${buyerId}`, { token: agent.accessToken }))).data;
    const leadOf = async () =>
      (await json<{ data: EnquiryDetail }>(await app.api(`/admin/enquiries/${leadId}`, { token: agent.accessToken }))).data;
    const consent = (granted: boolean, purpose: Purpose = 'enquiry') =>
      app.deps.sql.begin((tx) =>
        recordConsent(tx, { subject: { kind: 'enquiry', id: leadId }, purpose, granted, channel: 'phone_call', actorId: agent.user._id }),
      );
    expect((await matchOf()).buyer.withdrawnConsents).toEqual([]);

    await consent(false);
    await consent(false, 'marketing');
    expect((await matchOf()).buyer.withdrawnConsents).toEqual(['enquiry', 'marketing']);
    expect((await buyerOf()).withdrawnConsents).toEqual(['enquiry', 'marketing']);
    expect((await leadOf()).withdrawnConsents).toEqual(['enquiry', 'marketing']);
    const refused = await app.api(`/matches/${(await matchOf())._id}/share`, { method: 'POST', token: agent.accessToken });
    expect(refused.status).toBe(409);
    expect((await json<{ message: string }>(refused)).message).toBe('The buyer withdrew their consent to be sent this');
    expect((await matchOf()).sharedAt).toBeNull();
    expect((await buyerOf()).timeline.some((event) => event.type === 'buyer.listing_shared')).toBe(false);

    // Their latest word counts: follow-ups given again, the share goes.
    await consent(true);
    expect((await buyerOf()).withdrawnConsents).toEqual(['marketing']);
    expect((await app.api(`/matches/${(await matchOf())._id}/share`, { method: 'POST', token: agent.accessToken })).status).toBe(200);
  });

  it("moves a merged buyer's requirements and matches to the buyer it was merged into", async () => {
    const locality = freshLocality();
    const [kept, merged] = [await newBuyer({ assignee: agent }), await newBuyer({ assignee: agent })];
    const requirement = await addRequirement(agent, merged, { purpose: 'buy', localities: [locality] });
    const response = await app.api(`/buyers/${kept}/merge`, { method: 'POST', json: { buyerId: merged }, token: admin.accessToken });
    expect(response.status).toBe(200);
    const list = await json<{ data: Requirement[] }>(await app.api(`/buyers/${kept}/requirements`, { token: agent.accessToken }));
    expect(list.data.map((entry) => entry._id)).toEqual([requirement._id]);
  });
});
