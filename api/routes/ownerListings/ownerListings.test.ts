import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Enquiry, EnquiryDetail } from '../../../contract/enquiries.ts';
import type { Property } from '../../../contract/properties.ts';
import type { SyncPull } from '../../../contract/mutations.ts';
import { startAppWithPages } from '../../test/appFolder.ts';
import { freshMobile, officeForTests, type CreatedUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/harness.ts';
import { eventsOf, json, multipart, uniqueImage } from '../../test/properties.ts';

let app: TestApp;
let admin: CreatedUser;
let agent: CreatedUser;
let otherAgent: CreatedUser;
let user: CreatedUser;

officeForTests(
  () => startAppWithPages('https://shreejirealty.example'),
  (office) => ({ app, admin, agent, otherAgent, user } = office),
  ['Ravi Desai', 'Kiran Joshi'],
);

/** A word no other listing has, so a search for it finds only this test's. */
const uniqueWord = () => `zq${randomUUID().slice(0, 8)}`;

const offer = (overrides: Record<string, unknown> = {}) => ({
  name: 'Harshad Mehta',
  mobile: freshMobile(),
  purpose: 'sale',
  category: 'Apartment',
  locality: 'Vesu',
  address: 'A-12, Green Park, Vesu',
  bhk: '3',
  areaSqft: '1,450',
  expectedPrice: '85,00,000',
  notes: 'Corner flat, east facing.',
  ...overrides,
});

async function sendOffer(body: Record<string, unknown>, token?: string) {
  const response = await app.api('/owner-listings', { method: 'POST', json: body, token });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ message: string; data: { _id: string; reference: string } }>(response)).data;
}

async function leadOf(id: string, token = admin.accessToken): Promise<EnquiryDetail> {
  const response = await app.api(`/admin/enquiries/${id}`, { token });
  expect(response.status).toBe(200);
  return (await json<{ data: EnquiryDetail }>(response)).data;
}

async function makeDraft(leadId: string, token = agent.accessToken) {
  return app.api(`/admin/enquiries/${leadId}/draft-listing`, { method: 'POST', token });
}

/** An offer and its draft listing, made by the agent; the draft's title carries `word`. */
async function draftListing(word = uniqueWord()) {
  const { _id: leadId } = await sendOffer(offer({ locality: `Vesu ${word}` }));
  const response = await makeDraft(leadId);
  expect(response.status, await response.clone().text()).toBe(201);
  const { data } = await json<{ data: { propertyId: string; reference: string } }>(response);
  return { leadId, word, ...data };
}

describe('the "List your property with us" form', () => {
  it("refuses an offer with the form's own messages and stores nothing", async () => {
    const before = await app.deps.sql`select count(*)::int as n from enquiries where kind = 'seller'`;
    const response = await app.api('/owner-listings', {
      method: 'POST',
      json: { name: 'H', mobile: '12345', purpose: 'lease', category: 'Castle', locality: '', expectedPrice: '' },
    });
    expect(response.status).toBe(400);
    const body = await json(response);
    expect(body.errors?.fields).toMatchObject({
      name: 'Full name must be 2 or more characters long',
      mobile: 'Enter a 10-digit mobile number',
      purpose: 'Choose sale or rent',
      category: 'Choose the type of property',
      locality: 'Locality is required',
      expectedPrice: 'Expected price or rent is required',
    });
    const after = await app.deps.sql`select count(*)::int as n from enquiries where kind = 'seller'`;
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('makes a seller lead in the inbox with what the owner offers, thanking them with its reference', async () => {
    const response = await app.api('/owner-listings', { method: 'POST', json: offer() });
    expect(response.status).toBe(201);
    const body = await json<{ message: string; data: { _id: string; reference: string } }>(response);
    expect(body.message).toBe('Thank you! Our advisor will call you to see the property.');
    expect(body.data.reference).toMatch(/^EQ-/);
    const lead = await leadOf(body.data._id);
    expect(lead).toMatchObject({
      kind: 'seller',
      status: 'new',
      name: 'Harshad Mehta',
      draftListing: null,
      offer: {
        purpose: 'sale',
        category: 'Apartment',
        locality: 'Vesu',
        bhk: 3,
        areaSqft: 1450,
        expectedPrice: 8_500_000,
        notes: 'Corner flat, east facing.',
        photos: [],
      },
    });
    const [row] = await app.deps.sql<{ source: string; listingTitle: string; buyerId: string | null }[]>`
      select source, listing_title as "listingTitle", buyer_id as "buyerId" from enquiries where id = ${body.data._id}`;
    expect(row).toMatchObject({ source: 'website', listingTitle: '3 BHK Apartment in Vesu, for sale' });
    expect(row!.buyerId).not.toBeNull();
    // The log names the lead's kind and its buyer, never the owner's mobile.
    const [created] = await eventsOf(app, body.data._id);
    expect(created).toMatchObject({ type: 'enquiry.created', payload: expect.objectContaining({ kind: 'seller', source: 'website' }) });
    expect(JSON.stringify(await eventsOf(app, body.data._id))).not.toContain(lead.mobile);
  });

  it('assigns the seller lead by the office rules and starts its speed-to-lead clock, telling the agent at once', async () => {
    const configured = await app.api('/admin/lead-assignment', {
      method: 'PUT',
      token: admin.accessToken,
      json: { mode: 'round_robin', onDuty: [agent.user._id] },
    });
    expect(configured.status, await configured.clone().text()).toBe(200);
    try {
      const { _id } = await sendOffer(offer());
      const [row] = await app.deps.sql<{ assigneeId: string | null; dueAt: Date | null }[]>`
        select assignee_id as "assigneeId", contact_due_at as "dueAt" from enquiries where id = ${_id}`;
      expect(row!.assigneeId).toBe(agent.user._id);
      expect(row!.dueAt).not.toBeNull();
      const told = await app.deps.sql`select id from notifications where id like ${`lead-assigned:${_id}:%`}`;
      expect(told.length).toBeGreaterThan(0);
      const list = await json<{ data: Enquiry[] }>(await app.api('/admin/enquiries?q=Harshad', { token: agent.accessToken }));
      expect(list.data.find((lead) => lead._id === _id)).toMatchObject({ kind: 'seller', offer: { locality: 'Vesu' } });
    } finally {
      await app.api('/admin/lead-assignment', { method: 'PUT', token: admin.accessToken, json: { mode: 'manual', onDuty: [] } });
    }
  });

  it('makes one seller lead of an offer sent again with the same id, by the form or the outbox', async () => {
    const id = randomUUID();
    const args = offer();
    const body = { ...args, id };
    const first = await sendOffer(body);
    const again = await sendOffer(body);
    expect(again).toEqual(first);

    const mutationId = randomUUID();
    const push = () =>
      app.api('/sync', {
        method: 'POST',
        token: user.accessToken,
        json: {
          mutations: [
            { id: mutationId, type: 'ownerListing.create', args: { ...args, mobile: freshMobile() }, clientTime: new Date().toISOString() },
          ],
        },
      });
    const statuses = [];
    for (const response of [await push(), await push()]) {
      expect(response.status).toBe(200);
      statuses.push((await json<{ data: { results: { status: string }[] } }>(response)).data.results[0]!.status);
    }
    expect(statuses).toEqual(['applied', 'duplicate']);
    const rows = await app.deps.sql`select id, kind from enquiries where id = any(${[id, mutationId]})`;
    expect(rows.map((row) => row.kind)).toEqual(['seller', 'seller']);
    const events = await app.deps.sql`select id from events where type = 'enquiry.created' and id = any(${[id, mutationId]})`;
    expect(events).toHaveLength(2);
  });

  it('keeps the photos uploaded through the media path with the offer, leaving out keys never uploaded', async () => {
    const upload = await app.api('/owner-listings/photos', { method: 'POST', body: multipart({}, [await uniqueImage()]) });
    expect(upload.status, await upload.clone().text()).toBe(201);
    const { data } = await json<{ data: { keys: string[]; urls: string[] } }>(upload);
    expect(data.keys).toHaveLength(1);
    const { _id } = await sendOffer(offer({ photos: [data.keys[0], 'f'.repeat(64)] }));
    expect((await leadOf(_id)).offer!.photos).toEqual(data.urls);
  });

  it('refuses a photo upload of a file that is no image', async () => {
    const body = new FormData();
    body.append('images', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'photo.png');
    const response = await app.api('/owner-listings/photos', { method: 'POST', body });
    expect(response.status).toBe(415);
  });
});

describe('the draft listing made from an offer', () => {
  it("carries the owner's facts and photos, and the lead records it with an event", async () => {
    const upload = await json<{ data: { keys: string[] } }>(
      await app.api('/owner-listings/photos', { method: 'POST', body: multipart({}, [await uniqueImage()]) }),
    );
    const { _id: leadId } = await sendOffer(offer({ purpose: 'rent', expectedPrice: '32000', photos: upload.data.keys }));
    const response = await makeDraft(leadId);
    expect(response.status, await response.clone().text()).toBe(201);
    const { data } = await json<{ data: { propertyId: string; reference: string } }>(response);
    const draft = await json<{ data: Property }>(await app.api(`/properties/${data.propertyId}`, { token: admin.accessToken }));
    expect(draft.data).toMatchObject({
      draft: true,
      reference: data.reference,
      transactionType: 'Rent',
      propertyType: 'Residential',
      subCategory: 'Apartment',
      location: 'Vesu',
      address: 'A-12, Green Park, Vesu',
      price: 32_000,
      sqt: 1450,
      bedrooms: 3,
    });
    expect(draft.data.images).toEqual([`/media/${upload.data.keys[0]}/full.webp`]);
    expect(draft.data.description).toContain('Expected rent: ₹ 32,000.');
    const lead = await leadOf(leadId);
    expect(lead.draftListing).toEqual({ _id: data.propertyId, reference: data.reference });
    expect(lead.timeline.at(-1)).toMatchObject({
      type: 'lead.draft_listing_made',
      propertyId: data.propertyId,
      actor: { _id: agent.user._id },
    });
    expect((await eventsOf(app, data.propertyId)).map((event) => event.type)).toEqual(['listing_draft.created']);
  });

  it('is made once per offer, only from an offer, and only by who works the lead', async () => {
    const { leadId } = await draftListing();
    expect((await makeDraft(leadId)).status).toBe(409);
    const buyerLead = await json<{ data: { _id: string } }>(
      await app.api('/enquiries', { method: 'POST', json: { name: 'Asha Patel', mobile: freshMobile() } }),
    );
    const refused = await makeDraft(buyerLead.data._id);
    expect(refused.status).toBe(400);
    expect((await json(refused)).message).toBe('Only an owner’s offer can become a draft listing');

    const { _id: taken } = await sendOffer(offer());
    await app.deps.sql`update enquiries set assignee_id = ${otherAgent.user._id} where id = ${taken}`;
    expect((await makeDraft(taken, agent.accessToken)).status).toBe(404);
    expect((await makeDraft(taken, user.accessToken)).status).toBe(403);
    expect((await app.api(`/admin/enquiries/${taken}/draft-listing`, { method: 'POST' })).status).toBe(401);
    expect((await makeDraft(taken, otherAgent.accessToken)).status).toBe(201);
  });

  it('is listed for the office with its draft flag, and for nobody else', async () => {
    const { propertyId } = await draftListing();
    const drafts = await json<{ data: Property[] }>(await app.api('/properties/drafts', { token: agent.accessToken }));
    expect(drafts.data.find((property) => property._id === propertyId)).toMatchObject({ draft: true });
    expect((await app.api('/properties/drafts', { token: user.accessToken })).status).toBe(403);
    expect((await app.api('/properties/drafts')).status).toBe(401);
  });
});

describe('a draft on the public paths', () => {
  let draft: { propertyId: string; reference: string; word: string };
  beforeAll(async () => {
    draft = await draftListing();
  });

  const searchIds = async (path: string, token?: string) =>
    (await json<{ data: Property[] }>(await app.api(path, { token }))).data.map((property) => property._id);

  it('is not found by a search, with or without words, nor in the logged-in list', async () => {
    expect(await searchIds(`/properties/search?q=${draft.word}`)).not.toContain(draft.propertyId);
    expect(await searchIds('/properties/search?sort=newest&limit=50')).not.toContain(draft.propertyId);
    expect(await searchIds(`/properties/search?propertyType=Residential&category=Apartment&bhk=3&sort=newest`)).not.toContain(
      draft.propertyId,
    );
    const listed = await app.api('/properties?sort=newest&limit=50', { method: 'POST', token: admin.accessToken });
    expect((await json<{ data: Property[] }>(listed)).data.map((property) => property._id)).not.toContain(draft.propertyId);
  });

  it('answers 404 to a visitor and a user, by id, by reference and for its similar listings', async () => {
    for (const token of [undefined, user.accessToken]) {
      expect((await app.api(`/properties/${draft.propertyId}`, { token })).status).toBe(404);
      expect((await app.api(`/properties/${draft.reference}`, { token })).status).toBe(404);
    }
    expect((await app.api(`/properties/${draft.propertyId}/similar`)).status).toBe(404);
    expect((await fetch(`${app.url}/p/${draft.reference}`, { redirect: 'manual' })).status).toBe(404);
  });

  it('has no server-rendered page in any language', async () => {
    for (const prefix of ['', '/gu', '/hi']) {
      const response = await fetch(`${app.url}${prefix}/property/${draft.propertyId}`);
      expect(response.status, prefix).toBe(404);
      expect(await response.text()).not.toContain(draft.word);
    }
  });

  it('is left out of the sitemap', async () => {
    const index = await (await fetch(`${app.url}/sitemap.xml`)).text();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    const texts = await Promise.all(files.map(async (file) => (await fetch(`${app.url}${file}`)).text()));
    expect([index, ...texts].join('\n')).not.toContain(draft.propertyId);
  });

  it('reaches no device through the sync feed', async () => {
    const pull = await json<{ data: SyncPull }>(await app.api('/sync?since=0', { token: user.accessToken }));
    let changes = pull.data.changes;
    let cursor = pull.data.cursor;
    let more = pull.data.hasMore;
    while (more) {
      const next = await json<{ data: SyncPull }>(await app.api(`/sync?since=${cursor}`, { token: user.accessToken }));
      changes = [...changes, ...next.data.changes];
      ({ cursor, hasMore: more } = next.data);
    }
    expect(changes.filter((change) => change.subjectId === draft.propertyId)).toEqual([]);
  });

  it('cannot be saved as a favourite nor enquired about', async () => {
    const favorite = await app.api(`/properties/${draft.propertyId}/favorite`, {
      method: 'POST',
      token: user.accessToken,
      json: { favorite: true },
    });
    expect(favorite.status).toBe(404);
    const enquiry = await app.api('/enquiries', {
      method: 'POST',
      json: { name: 'Asha Patel', mobile: freshMobile(), propertyId: draft.propertyId },
    });
    expect(enquiry.status).toBe(404);
  });

  it('raises no saved-search alert until it is published, then one as a new listing', async () => {
    const saved = await app.api('/saved-searches', {
      method: 'POST',
      token: user.accessToken,
      json: { name: 'Vesu flats', query: { q: draft.word }, alert: 'instant', channels: ['email'] },
    });
    expect(saved.status, await saved.clone().text()).toBe(201);
    await app.deps.alerts.match();
    const matches = () => app.deps.sql`select 1 from saved_search_matches where property_id = ${draft.propertyId}`;
    expect(await matches()).toHaveLength(0);

    const published = await app.api(`/properties/${draft.propertyId}/publish`, { method: 'POST', token: admin.accessToken });
    expect(published.status, await published.clone().text()).toBe(200);
    // The app's own matcher may hold its turn: the match is there once either run has read the event.
    for (let tries = 0; tries < 50 && (await matches()).length === 0; tries += 1) {
      await app.deps.alerts.match();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await matches()).toHaveLength(1);
  });
});

describe('publishing a draft', () => {
  it("makes it public as a new listing with its property.created event, by an admin's hand only", async () => {
    const { propertyId, word } = await draftListing();
    expect((await app.api(`/properties/${propertyId}/publish`, { method: 'POST', token: agent.accessToken })).status).toBe(403);
    expect((await app.api(`/properties/${propertyId}/publish`, { method: 'POST', token: user.accessToken })).status).toBe(403);

    // The admin's edit of the draft stays the office's own.
    const edit = await app.api(`/properties/${propertyId}`, {
      method: 'PATCH',
      token: admin.accessToken,
      json: { title: `Sunny 3 BHK in Vesu ${word}`, bathrooms: '2' },
    });
    expect(edit.status, await edit.clone().text()).toBe(200);
    expect((await app.api(`/properties/${propertyId}`)).status).toBe(404);

    const published = await app.api(`/properties/${propertyId}/publish`, { method: 'POST', token: admin.accessToken });
    expect(published.status).toBe(200);
    const body = await json<{ message: string; data: Property }>(published);
    expect(body.message).toBe('Property has been published!');
    expect(body.data.draft).toBeUndefined();
    expect(body.data.title).toBe(`Sunny 3 BHK in Vesu ${word}`);
    expect((await app.api(`/properties/${propertyId}`)).status).toBe(200);
    expect(await searchIdsOf(`/properties/search?q=${word}`)).toEqual([propertyId]);
    expect((await eventsOf(app, propertyId)).map((event) => event.type)).toEqual([
      'listing_draft.created',
      'listing_draft.updated',
      'property.created',
    ]);
    const again = await app.api(`/properties/${propertyId}/publish`, { method: 'POST', token: admin.accessToken });
    expect(again.status).toBe(409);
  });

  it('deletes a draft without telling the public feeds', async () => {
    const { propertyId, leadId } = await draftListing();
    expect((await app.api(`/properties/${propertyId}`, { method: 'DELETE', token: admin.accessToken })).status).toBe(200);
    expect((await eventsOf(app, propertyId)).map((event) => event.type)).toEqual(['listing_draft.created', 'listing_draft.deleted']);
    expect((await leadOf(leadId)).draftListing).toBeNull();
  });
});

async function searchIdsOf(path: string): Promise<string[]> {
  return (await json<{ data: Property[] }>(await app.api(path))).data.map((property) => property._id);
}
