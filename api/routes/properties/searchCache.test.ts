import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { Property } from '../../../contract/properties.ts';
import type { SearchMeta } from '../../../contract/search.ts';
import { CATALOG_CHANNEL, LISTENER_APPLICATION_NAME } from '../../searchCache/searchCache.ts';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestProperty, json, propertyForm } from '../../test/properties.ts';

let app: TestApp;
let admin: CreatedUser;

beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'admin' });
  await app.deps.searchCache.whenListening();
});
afterAll(async () => {
  await app?.close();
});

type Page = { data: Property[]; meta: SearchMeta };

/** A distinct word per test, so each test searches listings of its own. */
const tagged = () => `Zq${randomBytes(4).toString('hex')}`;

async function search(target: TestApp, query: string, token?: string): Promise<Page> {
  const response = await target.api(`/properties/search?${query}`, { token });
  expect(response.status).toBe(200);
  return json<Page>(response);
}

const titles = (page: Page) => page.data.map((property) => property.title);

/**
 * Waits until the app has heard the notifications of every change committed so far: they arrive in commit
 * order, so once a notification sent now is heard, all earlier ones were.
 */
async function heardAllChanges(target: TestApp): Promise<void> {
  const marker = `test ${randomBytes(4).toString('hex')}`;
  await target.deps.sql`select pg_notify(${CATALOG_CHANNEL}, ${marker})`;
  await vi.waitFor(() => expect(target.deps.searchCache.stats().lastNotification).toBe(marker));
}

/** Searches twice and checks the second answer came from the cache, so the next search can only be fresh if the cache was dropped. */
async function cachedSearch(target: TestApp, query: string): Promise<Page> {
  await heardAllChanges(target);
  const first = await search(target, query);
  const hits = target.deps.searchCache.stats().hits;
  expect(await search(target, query)).toEqual(first);
  expect(target.deps.searchCache.stats().hits).toBe(hits + 1);
  return first;
}

/** Another API process on the same database, as a second replica behind a load balancer would be. */
function startReplica(databaseUrl: string): Promise<TestApp> {
  // Replicas share the secret (it encrypts the signing keys they share in the database).
  return startTestApp({ AUTH_SECRET: app.deps.config.authSecret! }, { databaseUrl });
}

describe('GET /properties/search with the page cache', () => {
  it('shows a property created through the API in the very next search', async () => {
    const word = tagged();
    await createTestProperty(app, { title: `${word} Flat in Vesu` });
    expect(titles(await cachedSearch(app, `q=${word}`))).toEqual([`${word} Flat in Vesu`]);

    const response = await app.api('/properties/create', {
      method: 'POST',
      json: propertyForm({ title: `${word} Villa in Pal` }),
      token: admin.accessToken,
    });
    expect(response.status).toBe(201);
    expect(titles(await search(app, `q=${word}&sort=newest`))).toEqual([`${word} Villa in Pal`, `${word} Flat in Vesu`]);
  });

  it('shows an edit made through the API in the very next search', async () => {
    const word = tagged();
    const property = await createTestProperty(app, { title: `${word} Flat`, price: '4000000' });
    expect((await cachedSearch(app, `q=${word}`)).data[0].price).toBe(4000000);

    const response = await app.api(`/properties/${property._id}`, {
      method: 'PATCH',
      json: propertyForm({ title: `${word} Flat, reduced`, price: '3500000' }),
      token: admin.accessToken,
    });
    expect(response.status).toBe(200);
    const page = await search(app, `q=${word}`);
    expect(page.data.map(({ title, price }) => ({ title, price }))).toEqual([{ title: `${word} Flat, reduced`, price: 3500000 }]);
  });

  it('leaves a property deleted through the API out of the very next search', async () => {
    const word = tagged();
    const [kept, deleted] = [
      await createTestProperty(app, { title: `${word} Shop` }),
      await createTestProperty(app, { title: `${word} Office` }),
    ];
    expect((await cachedSearch(app, `q=${word}`)).meta.total).toBe(2);

    const response = await app.api(`/properties/${deleted._id}`, { method: 'DELETE', token: admin.accessToken });
    expect(response.status).toBe(200);
    const page = await search(app, `q=${word}`);
    expect(page.data.map((property) => property._id)).toEqual([kept._id]);
    expect(page.meta.total).toBe(1);
  });

  it('shows the writes of another API process once their notification arrives', async () => {
    const replica = await startReplica(app.databaseUrl);
    try {
      const word = tagged();
      const replicaAdmin = await createUser(replica, { role: 'admin' });
      await createTestProperty(app, { title: `${word} Flat` });
      expect(titles(await cachedSearch(app, `q=${word}`))).toEqual([`${word} Flat`]);

      // Each write goes through the other process; this one learns of it only by the commit's notification.
      const heard = () => app.deps.searchCache.stats().invalidations;
      let before = heard();
      const created = await replica.api('/properties/create', {
        method: 'POST',
        json: propertyForm({ title: `${word} Bungalow` }),
        token: replicaAdmin.accessToken,
      });
      expect(created.status).toBe(201);
      const bungalow = (await json<{ data: Property }>(created)).data;
      await vi.waitFor(() => expect(heard()).toBeGreaterThan(before));
      expect(titles(await cachedSearch(app, `q=${word}&sort=newest`))).toEqual([`${word} Bungalow`, `${word} Flat`]);

      before = heard();
      const edited = await replica.api(`/properties/${bungalow._id}`, {
        method: 'PATCH',
        json: propertyForm({ title: `${word} Bungalow, sold out` }),
        token: replicaAdmin.accessToken,
      });
      expect(edited.status).toBe(200);
      await vi.waitFor(() => expect(heard()).toBeGreaterThan(before));
      expect(titles(await cachedSearch(app, `q=${word}&sort=newest`))).toEqual([`${word} Bungalow, sold out`, `${word} Flat`]);

      before = heard();
      const deleted = await replica.api(`/properties/${bungalow._id}`, { method: 'DELETE', token: replicaAdmin.accessToken });
      expect(deleted.status).toBe(200);
      await vi.waitFor(() => expect(heard()).toBeGreaterThan(before));
      expect(titles(await search(app, `q=${word}&sort=newest`))).toEqual([`${word} Flat`]);
    } finally {
      await replica.close();
    }
  });

  it('shows a change made in SQL by any other connection once its notification arrives', async () => {
    const word = tagged();
    const property = await createTestProperty(app, { title: `${word} Plot`, price: '2000000' });
    expect((await cachedSearch(app, `q=${word}`)).data[0].price).toBe(2000000);

    const other = postgres(app.databaseUrl, { max: 1, onnotice: () => {} });
    try {
      const before = app.deps.searchCache.stats().invalidations;
      await other`update properties set price = 2100000 where id = ${property._id}`;
      await vi.waitFor(() => expect(app.deps.searchCache.stats().invalidations).toBeGreaterThan(before));
    } finally {
      await other.end();
    }
    expect((await search(app, `q=${word}`)).data[0].price).toBe(2100000);
  });

  it('gives each logged-in caller their own favourite flags on a kept page', async () => {
    const word = tagged();
    const [first, second] = [
      await createTestProperty(app, { title: `${word} One` }),
      await createTestProperty(app, { title: `${word} Two` }),
    ];
    const [owner, other] = await Promise.all([createUser(app), createUser(app)]);
    expect((await app.api(`/properties/${first._id}/favorite`, { method: 'POST', token: owner.accessToken })).status).toBe(200);
    expect((await app.api(`/properties/${second._id}/favorite`, { method: 'POST', token: other.accessToken })).status).toBe(200);

    const flags = (page: Page) => Object.fromEntries(page.data.map((property) => [property.title, property.favorite]));
    const query = `q=${word}&sort=newest`;
    await heardAllChanges(app);
    // The owner's search fills the cache; the others read the kept page.
    expect(flags(await search(app, query, owner.accessToken))).toEqual({ [`${word} Two`]: false, [`${word} One`]: true });
    const hits = app.deps.searchCache.stats().hits;
    expect(flags(await search(app, query))).toEqual({ [`${word} Two`]: false, [`${word} One`]: false });
    expect(flags(await search(app, query, other.accessToken))).toEqual({ [`${word} Two`]: true, [`${word} One`]: false });
    expect(flags(await search(app, query, owner.accessToken))).toEqual({ [`${word} Two`]: false, [`${word} One`]: true });
    expect(app.deps.searchCache.stats().hits).toBe(hits + 3);

    // Unsaving is the caller's own data: it shows at once although the page stays kept.
    await app.api(`/properties/${first._id}/favorite`, { method: 'POST', json: { favorite: false }, token: owner.accessToken });
    expect(flags(await search(app, query, owner.accessToken))).toEqual({ [`${word} Two`]: false, [`${word} One`]: false });
  });

  it('answers 304 Not Modified to a visitor revalidating an unchanged page, and the new page after a change', async () => {
    const word = tagged();
    await createTestProperty(app, { title: `${word} Studio` });
    const first = await app.api(`/properties/search?q=${word}`);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);

    // As a browser revalidates (fetch() would add "no-cache", which asks for a full answer, unless told otherwise).
    const revalidating = { 'If-None-Match': etag!, 'Cache-Control': 'max-age=0' };
    const again = await app.api(`/properties/search?q=${word}`, { headers: revalidating });
    expect(again.status).toBe(304);

    await createTestProperty(app, { title: `${word} Loft` });
    const changed = await app.api(`/properties/search?q=${word}`, { headers: revalidating });
    expect(changed.status).toBe(200);
    expect((await json<Page>(changed)).meta.total).toBe(2);
  });

  it("tells no cache to keep a logged-in caller's page (it carries their favourite flags)", async () => {
    const user = await createUser(app);
    const response = await app.api('/properties/search', { token: user.accessToken });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the page cache without its notifications', () => {
  it('goes to the database while it cannot listen, and keeps pages again once it listens', async () => {
    const word = tagged();
    const property = await createTestProperty(app, { title: `${word} Penthouse`, price: '9000000' });
    expect((await cachedSearch(app, `q=${word}`)).data[0].price).toBe(9000000);

    const cache = app.deps.searchCache;
    const database = new URL(app.databaseUrl).pathname.slice(1);
    const server = postgres(inject('pgUrl'), { max: 1, onnotice: () => {} });
    try {
      // No new connection to the app's database may open (its pool's open connections keep working), and the
      // listening connection is cut: the cache cannot listen again until connections are allowed.
      await server.unsafe(`alter database ${database} with allow_connections false`);
      const lost = cache.stats().listenerLost;
      await server`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = ${database} and application_name = ${LISTENER_APPLICATION_NAME}`;
      await vi.waitFor(() => expect(cache.stats().listenerLost).toBe(lost + 1));
      expect(cache.listening).toBe(false);

      // A change no one is told of (triggers off for the transaction) would leave a kept page stale: none is used.
      await app.deps.sql.begin(async (tx) => {
        await tx`set local session_replication_role = replica`;
        await tx`update properties set price = 9500000 where id = ${property._id}`;
      });
      const bypasses = cache.stats().bypasses;
      expect((await search(app, `q=${word}`)).data[0].price).toBe(9500000);
      expect((await search(app, `q=${word}`)).data[0].price).toBe(9500000);
      expect(cache.stats().bypasses).toBe(bypasses + 2);
      expect(cache.listening).toBe(false);
    } finally {
      await server.unsafe(`alter database ${database} with allow_connections true`);
      await server.end();
    }
    await cache.whenListening();
    expect((await cachedSearch(app, `q=${word}`)).data[0].price).toBe(9500000);
  });

  it('keeps no page older than a change made while it was not listening', async () => {
    const word = tagged();
    const property = await createTestProperty(app, { title: `${word} Duplex`, price: '7000000' });
    expect((await cachedSearch(app, `q=${word}`)).data[0].price).toBe(7000000);

    const cache = app.deps.searchCache;
    const database = new URL(app.databaseUrl).pathname.slice(1);
    const other = postgres(app.databaseUrl, { max: 1, onnotice: () => {} });
    try {
      // A change without a notification (triggers off for this session), as if it were sent while the listener was away.
      await other.begin(async (tx) => {
        await tx`set local session_replication_role = replica`;
        await tx`update properties set price = 7700000 where id = ${property._id}`;
      });
      expect((await search(app, `q=${word}`)).data[0].price).toBe(7000000);

      const lost = cache.stats().listenerLost;
      await other`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = ${database} and application_name = ${LISTENER_APPLICATION_NAME}`;
      await vi.waitFor(() => expect(cache.stats().listenerLost).toBe(lost + 1));
      await cache.whenListening();
    } finally {
      await other.end();
    }
    expect((await search(app, `q=${word}`)).data[0].price).toBe(7700000);
  });
});

describe('GET /properties/:id with the listings shelf', () => {
  async function read(target: TestApp, key: string, token?: string) {
    const response = await target.api(`/properties/${key}`, { token });
    return { status: response.status, etag: response.headers.get('etag'), body: await response.json() };
  }

  it("keeps a visitor's listing, by id and by reference, and shows an edit in the very next read", async () => {
    const property = await createTestProperty(app, { title: `${tagged()} Flat`, price: '4000000' });
    await heardAllChanges(app);
    const first = await read(app, property._id);
    expect(first).toMatchObject({ status: 200, etag: '"v1"' });
    const hits = app.deps.searchCache.stats().hits;
    expect(await read(app, property._id.toUpperCase())).toEqual(first);
    expect(app.deps.searchCache.stats().hits).toBe(hits + 1);
    expect((await read(app, property.reference.toLowerCase())).body).toEqual(first.body);
    expect(app.deps.searchCache.stats().listings).toBeGreaterThanOrEqual(2);

    const response = await app.api(`/properties/${property._id}`, {
      method: 'PATCH',
      json: propertyForm({ title: property.title, price: '3500000' }),
      token: admin.accessToken,
    });
    expect(response.status).toBe(200);
    const edited = await read(app, property._id);
    expect(edited).toMatchObject({ status: 200, etag: '"v2"' });
    expect(edited.body.data.price).toBe(3500000);
  });

  it('keeps no answer for a listing that is not there, and sends a signed-in caller their own flag', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await read(app, missing)).status).toBe(404);
    expect((await read(app, missing)).status).toBe(404);
    expect((await read(app, 'not-a-key')).status).toBe(404);

    const property = await createTestProperty(app, { title: `${tagged()} Shop` });
    const user = await createUser(app);
    await app.api(`/properties/${property._id}/favorite`, { method: 'POST', json: { favorite: true }, token: user.accessToken });
    expect((await read(app, property._id)).body.data.favorite).toBe(false);
    expect((await read(app, property._id, user.accessToken)).body.data.favorite).toBe(true);
  });
});
