import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SyncChange, SyncPull, SyncPushAnswer } from '../../../contract/mutations.ts';
import { createProject, deleteProject } from '../../commands/projectWriter.ts';
import { deleteProperty, updateProperty } from '../../commands/propertyWriter.ts';
import { freePort } from '../../dev/ports.ts';
import { appendEvent } from '../../events/appendEvent.ts';
import { SYNC_PAGE } from '../../queries/syncChanges.ts';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestProperty, eventCount, json, propertyForm } from '../../test/properties.ts';

let app: TestApp;
let user: CreatedUser;

beforeAll(async () => {
  app = await startTestApp({ PORT: String(await freePort()) });
  user = await createUser(app);
});
afterAll(async () => {
  await app?.close();
});

async function pull(since: number, token?: string): Promise<SyncPull> {
  const response = await app.api(`/sync?since=${since}`, { token });
  expect(response.status).toBe(200);
  return (await json<{ data: SyncPull }>(response)).data;
}

/** The cursor after everything there is now. */
async function latestCursor(token?: string): Promise<number> {
  let pulled = await pull(0, token);
  while (pulled.hasMore) pulled = await pull(pulled.cursor, token);
  return pulled.cursor;
}

async function push(events: unknown[], token = user.accessToken) {
  return app.api('/sync', { method: 'POST', json: { events }, token });
}

let tick = Date.now() - 10 * 60_000;
/** Device clock readings that only move forward (two taps in one millisecond are still ordered). */
const clock = () => new Date((tick = Math.max(tick + 1, Date.now() - 5 * 60_000))).toISOString();

function intent(propertyId: string, favorite: boolean, occurredAt = clock()) {
  return { id: randomUUID(), type: 'favorite.set', propertyId, favorite, occurredAt };
}

const summary = (changes: SyncChange[]) => changes.map((change) => [change.type, change.subjectId]);

describe('GET /sync', () => {
  it('hands a visitor the property changes after the cursor, in seq order, with the current property', async () => {
    const since = await latestCursor();
    const first = await createTestProperty(app, { title: 'First Synced Listing' });
    const second = await createTestProperty(app, { title: 'Second Synced Listing' });
    const pulled = await pull(since);
    expect(summary(pulled.changes)).toEqual([
      ['property.upserted', first._id],
      ['property.upserted', second._id],
    ]);
    expect(pulled.changes[0].data).toEqual(first);
    expect(pulled.changes[0].seq).toBeLessThan(pulled.changes[1].seq);
    expect(pulled.cursor).toBe(pulled.changes[1].seq);
    expect(pulled.hasMore).toBe(false);
    expect(await pull(pulled.cursor)).toEqual({ changes: [], cursor: pulled.cursor, hasMore: false });
  });

  it('collapses several events of one subject into its latest state, at the seq of the latest event', async () => {
    const since = await latestCursor();
    const property = await createTestProperty(app);
    const other = await createTestProperty(app);
    const updated = await updateProperty(app.deps, null, property._id, propertyForm({ title: 'Twice Updated Listing' }) as never, []);
    const pulled = await pull(since);
    expect(summary(pulled.changes)).toEqual([
      ['property.upserted', other._id],
      ['property.upserted', property._id],
    ]);
    expect(pulled.changes[1].data).toEqual(updated);
  });

  it('reports a deleted property as property.deleted, however it began', async () => {
    const since = await latestCursor();
    const property = await createTestProperty(app);
    await deleteProperty(app.deps, null, property._id);
    const pulled = await pull(since);
    expect(pulled.changes).toEqual([{ seq: expect.any(Number), type: 'property.deleted', subjectId: property._id, data: null }]);
  });

  it('hands out project changes too', async () => {
    const since = await latestCursor();
    const project = await createProject(
      app.deps,
      null,
      {
        title: 'Synced Heights',
        slug: `synced-heights-${Date.now()}`,
        description: '<p>Two and three BHK homes near the canal.</p>',
        status: 'ONGOING',
        location: 'Vesu',
        address: 'Canal Road, Vesu',
        reraNumber: 'PR/GJ/SURAT/SURAT CITY/SUDA/RAA10342/120924',
        reraExempt: false,
        reraExemptReason: '',
        possessionDate: '',
        totalUnits: '',
        amenities: [],
      },
      [],
    );
    const created = await pull(since);
    expect(created.changes).toEqual([{ seq: expect.any(Number), type: 'project.upserted', subjectId: project._id, data: project }]);
    await deleteProject(app.deps, null, project._id);
    const deleted = await pull(created.cursor);
    expect(summary(deleted.changes)).toEqual([['project.deleted', project._id]]);
  });

  it('gives favourite changes to their owner only', async () => {
    const other = await createUser(app);
    const since = await latestCursor();
    const property = await createTestProperty(app);
    await app.api(`/properties/${property._id}/favorite`, { method: 'POST', token: user.accessToken });
    const own = await pull(since, user.accessToken);
    expect(own.changes.find((change) => change.type === 'favorite.set')).toEqual({
      seq: expect.any(Number),
      type: 'favorite.set',
      subjectId: property._id,
      data: { propertyId: property._id, favorite: true },
    });
    for (const token of [other.accessToken, undefined]) {
      const pulled = await pull(since, token);
      expect(pulled.changes.map((change) => change.type)).toEqual(['property.upserted']);
      expect(pulled.cursor).toBe(own.cursor);
    }
  });

  it(`pages at ${SYNC_PAGE} events, without gaps or repeats`, async () => {
    const since = await latestCursor();
    const subjects = await app.deps.sql.begin(async (tx) => {
      const made: string[] = [];
      for (let index = 0; index < SYNC_PAGE + 20; index += 1) {
        const subjectId = randomUUID();
        made.push(subjectId);
        await appendEvent(tx, { type: 'property.updated', subjectId, actorId: null, payload: {} });
      }
      return made;
    });
    const first = await pull(since);
    expect(first.changes).toHaveLength(SYNC_PAGE);
    expect(first.hasMore).toBe(true);
    const second = await pull(first.cursor);
    expect(second.hasMore).toBe(false);
    // Events of subjects that no longer exist come out as deletions.
    expect([...first.changes, ...second.changes].map((change) => change.subjectId)).toEqual(subjects);
    expect(second.changes.every((change) => change.type === 'property.deleted')).toBe(true);
  });

  it('never hands out a cursor past an event that commits later with a lower seq', async () => {
    const since = await latestCursor();
    const lateSubject = randomUUID();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let appended!: () => void;
    const inFlight = new Promise<void>((resolve) => (appended = resolve));
    // A writer takes its seq first and stays open...
    const slow = app.deps.sql.begin(async (tx) => {
      await appendEvent(tx, { type: 'property.updated', subjectId: lateSubject, actorId: null, payload: {} });
      appended();
      await gate;
    });
    await inFlight;
    // ...while a later writer commits.
    const quick = await createTestProperty(app);
    const during = await pull(since);
    expect(during.changes.map((change) => change.subjectId)).not.toContain(quick._id);
    expect(during.changes.map((change) => change.subjectId)).not.toContain(lateSubject);

    release();
    await slow;
    const after = await pull(during.cursor);
    expect(after.changes.map((change) => change.subjectId)).toEqual([lateSubject, quick._id]);
  });

  it('refuses a malformed cursor with 400', async () => {
    const response = await app.api('/sync?since=abc');
    expect(response.status).toBe(400);
    expect((await json(response)).errors?.fields?.since).toBe('since must be a whole number or latest');
  });

  it('answers since=latest with no changes and the cursor of now, from which later changes follow', async () => {
    const walked = await latestCursor();
    const latest = (await json<{ data: SyncPull }>(await app.api('/sync?since=latest'))).data;
    expect(latest.changes).toEqual([]);
    expect(latest.hasMore).toBe(false);
    expect(latest.cursor).toBeGreaterThanOrEqual(walked);
    expect((await pull(latest.cursor)).changes).toEqual([]);

    const created = await createTestProperty(app, { title: 'Listing After Latest' });
    expect(summary((await pull(latest.cursor)).changes)).toEqual([['property.upserted', created._id]]);
  });
});

describe('POST /sync', () => {
  it('applies queued intents once and answers each with its status', async () => {
    const [liked, unliked] = [await createTestProperty(app), await createTestProperty(app)];
    const before = await eventCount(app);
    const batch = [intent(liked._id, true), intent(unliked._id, true), intent(unliked._id, false)];
    const response = await push(batch);
    expect(response.status).toBe(200);
    const { data } = await json<{ data: SyncPushAnswer }>(response);
    expect(data.results).toEqual(batch.map((event) => ({ id: event.id, status: 'applied' })));
    expect(data.cursor).toBeGreaterThan(0);
    expect(await eventCount(app)).toBe(before + 3);
    const saved = await json<{ data: { _id: string }[] }>(await app.api('/favorites', { token: user.accessToken }));
    expect(saved.data.map((property) => property._id)).toContain(liked._id);
    expect(saved.data.map((property) => property._id)).not.toContain(unliked._id);
    const stored = await app.deps.sql`select id, occurred_at from events where id = ${batch[0].id}`;
    expect(new Date(stored[0].occurred_at).toISOString()).toBe(batch[0].occurredAt);
  });

  it('answers a replayed batch with duplicates and changes nothing', async () => {
    const property = await createTestProperty(app);
    const batch = [intent(property._id, true), intent(property._id, false)];
    await push(batch);
    const before = await eventCount(app);
    const [state] = await app.deps.sql`select active, intent_at from favorites where property_id = ${property._id}`;
    const replay = await json<{ data: SyncPushAnswer }>(await push(batch));
    expect(replay.data.results).toEqual(batch.map((event) => ({ id: event.id, status: 'duplicate' })));
    expect(replay.data.cursor).toBe(0);
    expect(await eventCount(app)).toBe(before);
    expect(await app.deps.sql`select active, intent_at from favorites where property_id = ${property._id}`).toEqual([state]);
  });

  it('lets the later intent win across two devices, whichever arrives last', async () => {
    const property = await createTestProperty(app);
    const earlier = clock();
    const later = clock();
    // The phone saved it later; the laptop's older "unsave" only arrives afterwards.
    const phone = await json<{ data: SyncPushAnswer }>(await push([intent(property._id, true, later)]));
    expect(phone.data.results[0].status).toBe('applied');
    const before = await eventCount(app);
    const laptopIntent = intent(property._id, false, earlier);
    const laptop = await json<{ data: SyncPushAnswer }>(await push([laptopIntent]));
    expect(laptop.data.results).toEqual([{ id: laptopIntent.id, status: 'superseded' }]);
    expect(await eventCount(app)).toBe(before);
    const shown = await json<{ data: { favorite: boolean } }>(await app.api(`/properties/${property._id}`, { token: user.accessToken }));
    expect(shown.data.favorite).toBe(true);
    // A newer intent from the laptop does win.
    const newer = await json<{ data: SyncPushAnswer }>(await push([intent(property._id, false)]));
    expect(newer.data.results[0].status).toBe('applied');
  });

  it('rejects an intent for an unknown property with a reason, and applies the rest of the batch', async () => {
    const property = await createTestProperty(app);
    const unknown = intent('6f1c2c3e-8d1f-4c55-9b7e-0a4e1c2b3d4f', true);
    const malformed = intent('not-a-property', true);
    const good = intent(property._id, true);
    const { data } = await json<{ data: SyncPushAnswer }>(await push([unknown, malformed, good]));
    expect(data.results).toEqual([
      { id: unknown.id, status: 'rejected', reason: 'Property not found' },
      { id: malformed.id, status: 'rejected', reason: 'Property not found' },
      { id: good.id, status: 'applied' },
    ]);
    expect(await app.deps.sql`select 1 from events where id in ${app.deps.sql([unknown.id, malformed.id])}`).toHaveLength(0);
  });

  it("shows the pushed favourites in the owner's next pull", async () => {
    const property = await createTestProperty(app);
    const since = await latestCursor(user.accessToken);
    const { data } = await json<{ data: SyncPushAnswer }>(await push([intent(property._id, true)]));
    const pulled = await pull(since, user.accessToken);
    expect(pulled.cursor).toBeGreaterThanOrEqual(data.cursor);
    expect(pulled.changes.filter((change) => change.type === 'favorite.set').map((change) => change.data)).toEqual([
      { propertyId: property._id, favorite: true },
    ]);
  });

  it('answers 401 to a visitor and 400 to a malformed batch', async () => {
    const property = await createTestProperty(app);
    expect((await push([intent(property._id, true)], '')).status).toBe(401);
    const bad = await push([{ ...intent(property._id, true), id: 'not-a-uuid' }]);
    expect(bad.status).toBe(400);
    expect((await json(bad)).errors?.fields?.['events.0.id']).toBe('Event id must be a UUID');
    const future = intent(property._id, true, 'yesterday');
    expect((await push([future])).status).toBe(400);
  });
});

describe('POST /sync with typed mutations', () => {
  const HOUR = 60 * 60_000;
  function mutation(propertyId: string, favorite: boolean, clientTime = clock()) {
    return { id: randomUUID(), type: 'favorite.set', args: { propertyId, favorite }, clientTime };
  }
  const send = async (mutations: unknown[], token = user.accessToken) =>
    json<{ data: SyncPushAnswer }>(await app.api('/sync', { method: 'POST', json: { mutations }, token }));
  const favoriteOf = async (propertyId: string) =>
    (await json<{ data: { favorite: boolean } }>(await app.api(`/properties/${propertyId}`, { token: user.accessToken }))).data.favorite;

  it('applies each mutation by its type, each id once', async () => {
    const property = await createTestProperty(app);
    const batch = [mutation(property._id, true)];
    expect((await send(batch)).data.results).toEqual([{ id: batch[0].id, status: 'applied' }]);
    expect(await favoriteOf(property._id)).toBe(true);
    const before = await eventCount(app);
    expect((await send(batch)).data.results).toEqual([{ id: batch[0].id, status: 'duplicate' }]);
    expect(await eventCount(app)).toBe(before);
  });

  it('records a mutation that asks for the state already standing, so a replay of it is a duplicate', async () => {
    const property = await createTestProperty(app);
    const unsave = mutation(property._id, false);
    expect((await send([unsave])).data.results[0].status).toBe('applied');
    expect(await app.deps.sql`select 1 from events where id = ${unsave.id}`).toHaveLength(1);
    expect((await send([unsave])).data.results[0].status).toBe('duplicate');
  });

  it('never lets a phone whose clock runs hours ahead win over a later intent from another device', async () => {
    const property = await createTestProperty(app);
    // The phone believes it is three hours later than it is.
    const phone = mutation(property._id, true, new Date(Date.now() + 3 * HOUR).toISOString());
    expect((await send([phone])).data.results[0].status).toBe('applied');
    const [recorded] = await app.deps.sql`select occurred_at from events where id = ${phone.id}`;
    expect(Math.abs(new Date(recorded.occurred_at).getTime() - Date.now())).toBeLessThan(60_000);
    // A moment later the laptop (a right clock) unsaves it: that is the later intent, and it stands.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const laptop = mutation(property._id, false, new Date().toISOString());
    expect((await send([laptop])).data.results[0].status).toBe('applied');
    expect(await favoriteOf(property._id)).toBe(false);
  });

  it('keeps the time of an intent queued offline, so it does not overrule what was done elsewhere after it', async () => {
    const property = await createTestProperty(app);
    const queuedAt = new Date(Date.now() - HOUR).toISOString();
    // Saved directly an hour after the offline "unsave" was made...
    expect(
      (
        await json(
          await app.api(`/properties/${property._id}/favorite`, { method: 'POST', json: { favorite: true }, token: user.accessToken }),
        )
      ).data,
    ).toEqual({ favorite: true });
    // ...the offline one only arrives now: superseded, one clock rule for both routes.
    const offline = mutation(property._id, false, queuedAt);
    expect((await send([offline])).data.results).toEqual([{ id: offline.id, status: 'superseded' }]);
    expect(await favoriteOf(property._id)).toBe(true);
  });

  const sendAt = async (mutations: unknown[], sentAt: string) =>
    json<{ data: SyncPushAnswer }>(await app.api('/sync', { method: 'POST', json: { mutations, sentAt }, token: user.accessToken }));

  it('reads a phone clock hours ahead from its sentAt, so its intent queued offline loses to a later one from another device', async () => {
    const property = await createTestProperty(app);
    const skew = 3 * HOUR;
    // The phone saves it offline half an hour ago; its clock says two and a half hours from now.
    const phone = mutation(property._id, true, new Date(Date.now() - HOUR / 2 + skew).toISOString());
    // Ten minutes ago the laptop (a right clock) unsaved it, and that reached the server.
    const laptop = mutation(property._id, false, new Date(Date.now() - HOUR / 6).toISOString());
    expect((await send([laptop])).data.results[0].status).toBe('applied');
    // The phone comes online now: its clock still runs three hours ahead.
    expect((await sendAt([phone], new Date(Date.now() + skew).toISOString())).data.results).toEqual([
      { id: phone.id, status: 'superseded' },
    ]);
    expect(await favoriteOf(property._id)).toBe(false);
  });

  it('answers a late copy of a superseded batch as superseded, though the time it waited makes the clock read differently', async () => {
    const property = await createTestProperty(app);
    const skew = 3 * HOUR;
    const phone = mutation(property._id, true, new Date(Date.now() - 30 * 60_000 + skew).toISOString());
    const laptop = mutation(property._id, false, new Date(Date.now() - 29 * 60_000).toISOString());
    expect((await send([laptop])).data.results[0].status).toBe('applied');
    const sentAt = new Date(Date.now() + skew).toISOString();
    expect((await sendAt([phone], sentAt)).data.results[0].status).toBe('superseded');
    // The same request again, as a proxy retries it two minutes later: read afresh, its sentAt would put
    // the phone's intent a minute after the laptop's. It was decided already.
    const before = await eventCount(app);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 2 * 60_000 + 5_000);
      expect((await sendAt([phone], sentAt)).data.results).toEqual([{ id: phone.id, status: 'superseded' }]);
    } finally {
      vi.useRealTimers();
    }
    expect(await eventCount(app)).toBe(before);
    expect(await favoriteOf(property._id)).toBe(false);
  });

  it('reads a phone clock hours behind from its sentAt, so its later intent wins over an earlier one', async () => {
    const property = await createTestProperty(app);
    const skew = -5 * HOUR;
    const laptop = mutation(property._id, true, new Date(Date.now() - HOUR / 2).toISOString());
    expect((await send([laptop])).data.results[0].status).toBe('applied');
    // Ten minutes ago, after the laptop's save, the phone unsaved it offline; its clock is five hours behind.
    const phone = mutation(property._id, false, new Date(Date.now() - HOUR / 6 + skew).toISOString());
    expect((await sendAt([phone], new Date(Date.now() + skew).toISOString())).data.results[0].status).toBe('applied');
    expect(await favoriteOf(property._id)).toBe(false);
    const [recorded] = await app.deps.sql`select occurred_at from events where id = ${phone.id}`;
    expect(Math.abs(new Date(recorded.occurred_at).getTime() - (Date.now() - HOUR / 6))).toBeLessThan(60_000);
  });

  it('believes a sentAt within the tolerance: the client times stand as sent', async () => {
    const property = await createTestProperty(app);
    const clientTime = new Date(Date.now() - 5_000).toISOString();
    const early = mutation(property._id, true, clientTime);
    expect((await sendAt([early], new Date(Date.now() + 30_000).toISOString())).data.results[0].status).toBe('applied');
    const [recorded] = await app.deps.sql`select occurred_at from events where id = ${early.id}`;
    expect(new Date(recorded.occurred_at).toISOString()).toBe(clientTime);
  });

  it('believes a client clock a few seconds ahead (within the tolerance)', async () => {
    const property = await createTestProperty(app);
    const ahead = new Date(Date.now() + 20_000).toISOString();
    const early = mutation(property._id, true, ahead);
    expect((await send([early])).data.results[0].status).toBe('applied');
    const [recorded] = await app.deps.sql`select occurred_at from events where id = ${early.id}`;
    expect(new Date(recorded.occurred_at).toISOString()).toBe(ahead);
  });

  it('refuses a malformed batch whole with 400 and applies none of it', async () => {
    const property = await createTestProperty(app);
    const good = mutation(property._id, true);
    const before = await eventCount(app);
    for (const body of [
      [],
      { mutations: [good, { ...good, id: randomUUID(), type: 'enquiry.sent' }] },
      { mutations: [good, { ...good, id: randomUUID(), args: [] }] },
    ]) {
      const response = await app.api('/sync', { method: 'POST', json: body, token: user.accessToken });
      expect(response.status).toBe(400);
    }
    expect(await eventCount(app)).toBe(before);
    expect(await favoriteOf(property._id)).toBe(false);
  });
});
