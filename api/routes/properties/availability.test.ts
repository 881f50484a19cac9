import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '../../../contract/properties.ts';
import type { ListingMatches } from '../../../contract/requirements.ts';
import { visitMessages } from '../../../contract/visits.ts';
import { BUYER_MATCH_CURSOR, runBuyerMatcher } from '../../matching/buyerMatcher.ts';
import { matchToEnd } from '../../test/buyerMatching.ts';
import { createUser, freshMobile, type CreatedUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestProperty, eventsOf, json } from '../../test/properties.ts';

let app: TestApp;
let admin: CreatedUser;
let agent: CreatedUser;
let user: CreatedUser;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_ENQUIRIES_IP: '1000', ALERT_INTERVAL_SECONDS: '0' });
  [admin, agent, user] = await Promise.all([createUser(app, { role: 'admin' }), createUser(app, { role: 'agent' }), createUser(app)]);
  await matchAll();
});
afterAll(async () => {
  await app?.close();
});

/** A word no other listing carries, so a search for it finds only this test's listings. */
const freshWord = () => `zq${randomBytes(4).toString('hex')}`;

const matchAll = () => matchToEnd(app.deps.sql);

const mark = (who: CreatedUser | null, id: string, availability: string) =>
  app.api(`/properties/${id}/availability`, { method: 'POST', json: { availability }, token: who?.accessToken });

async function searchIds(word: string): Promise<string[]> {
  const response = await app.api(`/properties/search?q=${word}`);
  expect(response.status).toBe(200);
  return (await json<{ data: Property[] }>(response)).data.map((property) => property._id);
}

describe("a listing's availability", () => {
  it('is marked by an agent or an admin in one call, each change a property.updated event, and by nobody else', async () => {
    const property = await createTestProperty(app, { title: `Availability flat ${freshWord()}` });
    expect(property.availability).toBe('available');
    expect((await mark(null, property._id, 'sold')).status).toBe(401);
    expect((await mark(user, property._id, 'sold')).status).toBe(403);

    const offered = await mark(agent, property._id, 'under_offer');
    expect(offered.status, await offered.clone().text()).toBe(200);
    expect((await json<{ data: Property }>(offered)).data.availability).toBe('under_offer');
    const sold = await mark(admin, property._id, 'sold');
    expect((await json<{ data: Property }>(sold)).data.availability).toBe('sold');

    const events = (await eventsOf(app, property._id)).filter((event) => event.type === 'property.updated');
    expect(events.map((event) => [event.actorId, event.payload.availability])).toEqual([
      [agent.user._id, 'under_offer'],
      [admin.user._id, 'sold'],
    ]);
  });

  it('is sold only for a sale and rented only for a rental, and refuses anything else', async () => {
    const sale = await createTestProperty(app);
    const rental = await createTestProperty(app, { transactionType: 'Rent', price: '25000' });
    const wrong = await mark(agent, sale._id, 'rented');
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(await wrong.json())).toContain('A listing for sale can be sold, one for rent rented');
    expect((await mark(agent, rental._id, 'sold')).status).toBe(400);
    expect((await mark(agent, rental._id, 'gone')).status).toBe(400);
    expect((await mark(agent, rental._id, 'rented')).status).toBe(200);
    // The property form says the same: a sold sale cannot become a rental while it is sold.
    await mark(admin, sale._id, 'sold');
    const edit = await app.api(`/properties/${sale._id}`, { method: 'PATCH', json: { transactionType: 'Rent' }, token: admin.accessToken });
    expect(edit.status).toBe(400);
    const reopened = await app.api(`/properties/${sale._id}`, {
      method: 'PATCH',
      json: { availability: 'available' },
      token: admin.accessToken,
    });
    expect((await json<{ data: Property }>(reopened)).data.availability).toBe('available');
  });

  it('leaves search and similar listings once sold or rented, keeps an under-offer one, and keeps its own page', async () => {
    const word = freshWord();
    const [open, offered, sold] = await Promise.all(
      ['open', 'offered', 'sold'].map((name) => createTestProperty(app, { title: `${name} ${word} flat`, location: 'Vesu, Surat' })),
    );
    await mark(agent, offered._id, 'under_offer');
    await mark(agent, sold._id, 'sold');
    expect((await searchIds(word)).sort()).toEqual([open._id, offered._id].sort());

    for (const who of [null, user, agent, admin]) {
      const page = await app.api(`/properties/${sold.reference}`, { token: who?.accessToken });
      expect(page.status).toBe(200);
      expect((await json<{ data: Property }>(page)).data.availability).toBe('sold');
    }
    const closed = await json<{ data: Property[] }>(await app.api('/properties/closed', { token: agent.accessToken }));
    expect(closed.data[0]?._id).toBe(sold._id);
    expect((await app.api('/properties/closed', { token: user.accessToken })).status).toBe(403);
    const similar = await json<{ data: Property[] }>(await app.api(`/properties/${open._id}/similar`));
    expect(similar.data.map((property) => property._id)).not.toContain(sold._id);
  });

  it('keeps a sold listing among its savers’ favourites, marked sold', async () => {
    const property = await createTestProperty(app);
    await app.api(`/properties/${property._id}/favorite`, { method: 'POST', json: { favorite: true }, token: user.accessToken });
    await mark(agent, property._id, 'sold');
    const saved = await app.api('/favorites', { token: user.accessToken });
    expect(saved.status).toBe(200);
    const list = (await json<{ data: Property[] }>(saved)).data;
    expect(list.find((entry) => entry._id === property._id)?.availability).toBe('sold');
  });

  it('refuses a new visit to a sold or rented listing with a clear 409, and takes visits again once it is available', async () => {
    const property = await createTestProperty(app);
    await mark(agent, property._id, 'sold');
    const slots = await app.api(`/visits/slots?propertyId=${property._id}`);
    expect(slots.status).toBe(409);
    expect((await json<{ message: string }>(slots)).message).toBe(visitMessages.sold);
    const booking = await app.api('/visits', {
      method: 'POST',
      json: {
        propertyId: property._id,
        name: 'Asha Patel',
        mobile: freshMobile(),
        startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    expect(booking.status).toBe(409);
    expect((await json<{ message: string }>(booking)).message).toBe(visitMessages.sold);
    expect((await app.deps.sql`select 1 from visits where property_id = ${property._id}`).length).toBe(0);

    const rental = await createTestProperty(app, { transactionType: 'Rent', price: '30000' });
    await mark(agent, rental._id, 'rented');
    expect((await json<{ message: string }>(await app.api(`/visits/slots?propertyId=${rental._id}`))).message).toBe(visitMessages.rented);
    await mark(agent, property._id, 'under_offer');
    expect((await app.api(`/visits/slots?propertyId=${property._id}`)).status).toBe(200);
  });
});

describe('matching a listing back on the market', () => {
  async function buyerWanting(locality: string): Promise<string> {
    const made = await app.api('/enquiries', { method: 'POST', json: { name: 'Asha Patel', mobile: freshMobile() } });
    expect(made.status).toBe(201);
    const { data } = await json<{ data: { _id: string } }>(made);
    await app.api(`/admin/enquiries/${data._id}`, { method: 'PATCH', json: { assigneeId: agent.user._id }, token: admin.accessToken });
    const [row] = await app.deps.sql<{ buyerId: string }[]>`select buyer_id as "buyerId" from enquiries where id = ${data._id}`;
    const added = await app.api(`/buyers/${row!.buyerId}/requirements`, {
      method: 'POST',
      json: { purpose: 'buy', localities: [locality] },
      token: agent.accessToken,
    });
    expect(added.status).toBe(201);
    return row!.buyerId;
  }

  const matchesFor = async (propertyId: string) =>
    (await json<{ data: ListingMatches[] }>(await app.api('/agents/me/matches', { token: agent.accessToken }))).data.find(
      (entry) => entry.property._id === propertyId,
    );

  it('matches no buyer while a listing is sold, and matches them again, once, when it is available again', async () => {
    const locality = `Zq${randomBytes(3).toString('hex')}`;
    const property = await createTestProperty(app, { location: `${locality}, Surat` });
    await mark(agent, property._id, 'sold');
    await buyerWanting(locality);
    await matchAll();
    const later = await buyerWanting(locality);
    // A price drop of a sold listing is no news to buyers.
    await app.api(`/properties/${property._id}`, { method: 'PATCH', json: { price: '3000000' }, token: admin.accessToken });
    await matchAll();
    expect((await matchesFor(property._id))?.matches ?? []).toEqual([]);

    await mark(agent, property._id, 'available');
    expect(await matchAll()).toBe(2);
    const found = await matchesFor(property._id);
    expect(found?.matches).toHaveLength(2);
    expect(found?.matches.every((match) => match.reason === 'available_again')).toBe(true);
    expect(found?.matches.map((match) => match.buyer._id)).toContain(later);
    expect(await matchAll()).toBe(0);
  });

  it('neither skips nor repeats the re-match when the matcher dies before committing', async () => {
    const locality = `Zq${randomBytes(3).toString('hex')}`;
    const property = await createTestProperty(app, { location: `${locality}, Surat` });
    await mark(agent, property._id, 'sold');
    await buyerWanting(locality);
    await matchAll();
    const cursorAt = async () =>
      (await app.deps.sql<{ seq: string }[]>`select seq from event_cursors where name = ${BUYER_MATCH_CURSOR}`)[0]!.seq;
    const before = await cursorAt();
    await mark(agent, property._id, 'available');
    const killed = runBuyerMatcher(app.deps.sql, {
      beforeCommit: async () => {
        throw new Error('worker killed');
      },
    });
    await expect(killed).rejects.toThrow('worker killed');
    expect(await cursorAt()).toBe(before);
    expect(await matchAll()).toBe(1);
    expect(await matchAll()).toBe(0);
    const rows = await app.deps.sql<{ reason: string }[]>`select reason from buyer_matches where property_id = ${property._id}`;
    expect(rows.map((row) => row.reason)).toEqual(['available_again']);
  });
});
