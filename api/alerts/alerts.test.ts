import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '../../contract/properties.ts';
import type { SavedSearch } from '../../contract/savedSearches.ts';
import { startJobQueue } from '../jobs/jobQueue.ts';
import type { Notifier } from '../notifications/notifier.ts';
import { createTestProperty, json } from '../test/properties.ts';
import { createUser, startAppWithAdmin, type CreatedUser } from '../test/factories.ts';
import type { TestApp } from '../test/harness.ts';
import { startMailCatcher, type MailCatcher } from '../test/mailCatcher.ts';
import { runAlertMatcher } from './alertMatcher.ts';
import type { AlertDeps } from './alerts.ts';
import { unsubscribeKey } from './unsubscribe.ts';
import { mailPhotoUrl } from '../storage/images.ts';

let mail: MailCatcher;
let app: TestApp;
let admin: CreatedUser;

beforeAll(async () => {
  mail = await startMailCatcher();
  // No matcher interval: each test runs the matcher itself, so nothing happens behind its back.
  ({ app, admin } = await startAppWithAdmin({ SMTP_URL: mail.smtpUrl, ALERT_INTERVAL_SECONDS: '0' }));
});

afterAll(async () => {
  await app?.close();
  await mail?.stop();
});

/** The notifications recorded for an address (what will be sent), whether or not sent yet. */
async function recorded(address: string): Promise<{ id: string; message: { subject: string } }[]> {
  return app.deps.sql`select id, message from notifications where recipient = ${address} order by created_at`;
}

/** A word no other listing has, so a search for it matches only this test's listings. */
const word = () => `zq${randomBytes(4).toString('hex')}`;

async function saveSearch(user: CreatedUser, body: Record<string, unknown>): Promise<SavedSearch> {
  const response = await app.api('/saved-searches', { method: 'POST', token: user.accessToken, json: body });
  expect(response.status).toBe(201);
  return (await json<{ data: SavedSearch }>(response)).data;
}

const listing = (title: string, overrides: Record<string, unknown> = {}) => createTestProperty(app, { title, ...overrides }, 1);

describe('saved searches', () => {
  it("refuses a saved search with a bad filter with the search's own message, and stores nothing", async () => {
    const user = await createUser(app);
    const search = await json(await app.api('/properties/search?minPrice=lots'));
    const refused = await app.api('/saved-searches', {
      method: 'POST',
      token: user.accessToken,
      json: { name: 'Cheap', query: { minPrice: 'lots' }, alert: 'instant', channels: ['email'] },
    });
    expect(refused.status).toBe(400);
    const body = await json(refused);
    expect(body.message).toBe(search.message);
    expect(body.message).toBe('Minimum price must be a whole number');
    const list = await json<{ data: SavedSearch[] }>(await app.api('/saved-searches', { token: user.accessToken }));
    expect(list.data).toEqual([]);
  });

  it('keeps at most 20 saved searches per user', async () => {
    const user = await createUser(app);
    for (let index = 0; index < 20; index += 1)
      await saveSearch(user, { name: `Search ${index}`, query: { q: `flat ${index}` }, alert: 'off', channels: [] });
    const refused = await app.api('/saved-searches', {
      method: 'POST',
      token: user.accessToken,
      json: { name: 'One more', query: {}, alert: 'off', channels: [] },
    });
    expect(refused.status).toBe(400);
    expect((await json(refused)).message).toBe('You can save at most 20 searches. Delete one to save another.');
  });

  it('edits, pauses and deletes a saved search, each with its event', async () => {
    const user = await createUser(app);
    const saved = await saveSearch(user, { name: 'Vesu flats', query: { q: 'vesu', bedrooms: 2 }, alert: 'daily', channels: ['email'] });
    expect(saved).toMatchObject({
      name: 'Vesu flats',
      query: { q: 'vesu', bedrooms: '2' },
      alert: 'daily',
      channels: ['email'],
      paused: false,
      newCount: 0,
    });
    const edited = await app.api(`/saved-searches/${saved._id}`, {
      method: 'PATCH',
      token: user.accessToken,
      json: { name: 'Vesu 3 BHK', paused: true },
    });
    expect(edited.status).toBe(200);
    expect((await json<{ data: SavedSearch }>(edited)).data).toMatchObject({ name: 'Vesu 3 BHK', paused: true, alert: 'daily' });
    const other = await createUser(app);
    expect((await app.api(`/saved-searches/${saved._id}`, { method: 'DELETE', token: other.accessToken })).status).toBe(404);
    expect((await app.api(`/saved-searches/${saved._id}`, { method: 'DELETE', token: user.accessToken })).status).toBe(200);
    const events = await app.deps.sql`select type from events where subject_id = ${saved._id} order by seq`;
    expect(events.map((event) => event.type)).toEqual(['saved_search.created', 'saved_search.updated', 'saved_search.deleted']);
  });

  it('saves, edits and deletes through POST /sync mutations too', async () => {
    const user = await createUser(app);
    const savedSearchId = crypto.randomUUID();
    const now = new Date().toISOString();
    const mutations = [
      {
        id: crypto.randomUUID(),
        type: 'savedSearch.create',
        args: { savedSearchId, name: 'Offline', query: { q: 'adajan' }, alert: 'weekly', channels: ['email'] },
        clientTime: now,
      },
      { id: crypto.randomUUID(), type: 'savedSearch.update', args: { savedSearchId, name: 'Adajan' }, clientTime: now },
    ];
    const pushed = await json<{ data: { results: { status: string }[] } }>(
      await app.api('/sync', { method: 'POST', token: user.accessToken, json: { mutations } }),
    );
    expect(pushed.data.results.map((result) => result.status)).toEqual(['applied', 'applied']);
    const list = await json<{ data: SavedSearch[] }>(await app.api('/saved-searches', { token: user.accessToken }));
    expect(list.data).toMatchObject([{ _id: savedSearchId, name: 'Adajan', alert: 'weekly' }]);
    const removed = await json<{ data: { results: { status: string }[] } }>(
      await app.api('/sync', {
        method: 'POST',
        token: user.accessToken,
        json: { mutations: [{ id: crypto.randomUUID(), type: 'savedSearch.delete', args: { savedSearchId }, clientTime: now }] },
      }),
    );
    expect(removed.data.results[0].status).toBe('applied');
  });
});

describe('alerts from the event log', () => {
  it('sends exactly one instant e-mail for a new matching listing, with photo, price, link and unsubscribe headers', async () => {
    const user = await createUser(app, { fullName: 'Meera Shah' });
    const tag = word();
    await app.deps.alerts.match();
    const search = await saveSearch(user, {
      name: 'Vesu flats',
      query: { q: tag, transactionType: 'Buy' },
      alert: 'instant',
      channels: ['email'],
    });
    const match = await listing(`Sunlit ${tag} apartment`, { price: '4500000' });
    await app.deps.alerts.match();
    await app.deps.alerts.match();

    const [message] = await mail.inbox(user.user.email);
    expect(message.subject).toContain(`Sunlit ${tag} apartment`);
    expect(message.text).toContain('Hello Meera Shah,');
    expect(message.text).toContain('₹ 45,00,000');
    expect(message.text).toContain(`/property/${match._id}`);
    expect(message.html).toContain('<img src="http');
    expect(message.html).toContain(mailPhotoUrl(match.thumbnails[0]!));
    expect(message.html).not.toContain('.webp');
    expect(await mail.header(message, 'List-Unsubscribe')).toMatch(/^<http.*\/api\/v1\/unsubscribe\?token=.+>$/);
    expect(await mail.header(message, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mail.inbox(user.user.email)).toHaveLength(1);
    const list = await json<{ data: SavedSearch[] }>(await app.api('/saved-searches', { token: user.accessToken }));
    expect(list.data.find((item) => item._id === search._id)?.newCount).toBe(1);
  });

  it('writes a Gujarati account’s instant alert in Gujarati, with the price in lakhs and the link under /gu', async () => {
    const user = await createUser(app, { fullName: 'Nirav Patel' });
    await app.deps.sql`update "user" set locale = 'gu' where id = ${user.user._id}`;
    const tag = word();
    await app.deps.alerts.match();
    await saveSearch(user, { name: 'વેસુ ફ્લેટ', query: { q: tag, transactionType: 'Buy' }, alert: 'instant', channels: ['email'] });
    const match = await listing(`Bright ${tag} flat`, { price: '4500000', location: 'Vesu, Surat' });
    await app.deps.alerts.match();

    const [message] = await mail.inbox(user.user.email);
    expect(message.subject).toBe(`નવી લિસ્ટિંગ: Bright ${tag} flat (₹ 45 લાખ)`);
    expect(message.text).toContain('નમસ્તે Nirav Patel,');
    expect(message.text).toContain('વેસુ, સુરત');
    expect(message.text).toContain(`/gu/property/${match._id}`);
    expect(message.html).toContain('<html lang="gu">');
  });

  it('pushes a Gujarati account’s instant alert in Gujarati, opening the listing under /gu', async () => {
    const user = await createUser(app, { fullName: 'Nirav Patel' });
    await app.deps.sql`update "user" set locale = 'gu' where id = ${user.user._id}`;
    // A browser subscribed through a push service that takes every message, answering only once the
    // test has read the recorded payload (the stored body is dropped when the push is sent).
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const pushService = http.createServer((request, response) =>
      request.resume().on('end', () => void released.then(() => response.writeHead(201).end())),
    );
    await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    const endpoint = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}/send/${word()}`;
    await app.deps.sql`
      insert into push_subscriptions (endpoint, user_id, p256dh, auth)
      values (${endpoint}, ${user.user._id}, ${browser.getPublicKey().toString('base64url')}, ${randomBytes(16).toString('base64url')})`;
    try {
      const tag = word();
      await app.deps.alerts.match();
      const search = await saveSearch(user, {
        name: 'વેસુ ફ્લેટ',
        query: { q: tag, transactionType: 'Buy' },
        alert: 'instant',
        channels: ['push'],
      });
      const match = await listing(`Bright ${tag} flat`, { price: '4500000', location: 'Vesu, Surat' });
      await app.deps.alerts.match();

      const pushed = await app.deps.sql<
        { message: { payload: unknown } }[]
      >`select message from notifications where channel = 'push' and recipient = ${endpoint}`;
      expect(pushed.map((row) => row.message.payload)).toEqual([
        {
          title: 'તમારી સેવ કરેલી શોધ માટે નવી લિસ્ટિંગ: વેસુ ફ્લેટ',
          body: `₹ 45 લાખ · Bright ${tag} flat`,
          url: `/gu/property/${match._id}`,
          image: match.thumbnails[0],
          tag: `alert:${search._id}:${match._id}`,
        },
      ]);
    } finally {
      release();
      await new Promise((resolve) => pushService.close(resolve));
    }
  });

  it('sends nothing for a listing that does not match', async () => {
    const user = await createUser(app);
    await app.deps.alerts.match();
    await saveSearch(user, { name: 'Rentals', query: { q: word(), transactionType: 'Rent' }, alert: 'instant', channels: ['email'] });
    await listing(`Quiet ${word()} bungalow`);
    const outcome = await app.deps.alerts.match();
    expect(outcome?.events).toBeGreaterThan(0);
    expect(await recorded(user.user.email)).toEqual([]);
  });

  it('lists every new match of a daily search in one digest e-mail, and sends nothing the next time', async () => {
    const user = await createUser(app);
    const tag = word();
    await app.deps.alerts.match();
    await saveSearch(user, { name: 'Daily villas', query: { q: tag }, alert: 'daily', channels: ['email'] });
    const first = await listing(`First ${tag} villa`);
    const second = await listing(`Second ${tag} villa`);
    await app.deps.alerts.match();
    expect(await recorded(user.user.email)).toEqual([]);

    const digest = await app.deps.alerts.digest('daily');
    expect(digest.mails).toBeGreaterThanOrEqual(1);
    const [message] = await mail.inbox(user.user.email);
    expect(message.subject).toBe('Your daily property alert: 2 new listings');
    expect(message.text).toContain(first.title);
    expect(message.text).toContain(second.title);
    expect(message.html).toContain(`/property/${first._id}`);
    expect(message.html).toContain(`/property/${second._id}`);

    await app.deps.alerts.digest('daily');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mail.inbox(user.user.email)).toHaveLength(1);
  });

  it('mails the old and new price when a saved property gets cheaper', async () => {
    const user = await createUser(app);
    const saved = await listing(`Corner ${word()} shop`, { price: '8500000' });
    expect(
      (await app.api(`/properties/${saved._id}/favorite`, { method: 'POST', token: user.accessToken, json: { favorite: true } })).status,
    ).toBe(200);
    await app.deps.alerts.match();
    const edited = await app.api(`/properties/${saved._id}`, { method: 'PATCH', token: admin.accessToken, json: { price: '7900000' } });
    expect(edited.status).toBe(200);
    const outcome = await app.deps.alerts.match();
    expect(outcome?.priceDrops).toBe(1);

    const [message] = await mail.inbox(user.user.email);
    expect(message.subject).toContain('Price dropped: ₹ 85 L → ₹ 79 L');
    expect(message.text).toContain('₹ 79,00,000');
    expect(message.html).toContain(`/property/${saved._id}`);
  });

  it('still sends exactly once when the matcher crashes before committing, and when it dies before sending', async () => {
    const user = await createUser(app);
    const tag = word();
    await app.deps.alerts.match();
    await saveSearch(user, { name: 'Crash test', query: { q: tag }, alert: 'instant', channels: ['email'] });
    await listing(`Riverside ${tag} flat`);

    const base: AlertDeps = {
      sql: app.deps.sql,
      jobs: app.deps.jobs,
      notifier: app.deps.notifier,
      log: app.deps.log,
      publicUrl: app.deps.config.publicUrl,
      unsubscribeKey: unsubscribeKey(app.deps.config.authSecret!),
      consentLinkKey: app.deps.consentLinkKey,
    };
    // Killed between recording the match and committing: everything it did is undone.
    const crashing: Notifier = {
      ...app.deps.notifier,
      emailIn: async (tx, id, message) => {
        await app.deps.notifier.emailIn(tx, id, message);
        throw new Error('worker killed');
      },
    };
    await expect(runAlertMatcher({ ...base, notifier: crashing })).rejects.toThrow('worker killed');
    expect(await recorded(user.user.email)).toEqual([]);

    // A matcher whose process dies right after its commit, before any sender ran: its own queue
    // connection is gone, yet the job it wrote with the match is taken by the running sender.
    const dying = await startJobQueue(app.databaseUrl, app.deps.log);
    await runAlertMatcher({ ...base, jobs: dying });
    await dying.stop();
    await app.deps.alerts.match();

    const mails = await mail.inbox(user.user.email);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mail.inbox(user.user.email)).toHaveLength(1);
    expect(mails[0].subject).toContain(`Riverside ${tag} flat`);
  });

  it('stops the next alert once the one-click unsubscribe link is used, without logging in', async () => {
    const user = await createUser(app);
    const tag = word();
    await app.deps.alerts.match();
    await saveSearch(user, { name: 'Adajan', query: { q: tag }, alert: 'instant', channels: ['email'] });
    await listing(`Garden ${tag} duplex`);
    await app.deps.alerts.match();
    const [message] = await mail.inbox(user.user.email);
    // The link is made for the public origin; the test server listens on its own port.
    const signed = new URL(/<(.+)>/.exec(await mail.header(message, 'List-Unsubscribe'))![1]);
    const link = `${app.url}${signed.pathname}${signed.search}`;

    const shown = await fetch(link);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('Unsubscribe');
    // A GET (a mail scanner) changes nothing; the one-click POST does.
    const oneClick = await fetch(link, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain('You are unsubscribed');
    const forged = await fetch(
      link.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      { method: 'POST' },
    );
    expect(forged.status).toBe(400);

    await listing(`Second ${tag} duplex`);
    await app.deps.alerts.match();
    expect(await recorded(user.user.email)).toHaveLength(1);
  });

  it('lists the new matches of a search once, then counts them seen', async () => {
    const user = await createUser(app);
    const tag = word();
    await app.deps.alerts.match();
    const search = await saveSearch(user, { name: 'Pal', query: { q: tag }, alert: 'off', channels: [] });
    const match = await listing(`Pal ${tag} penthouse`);
    await app.deps.alerts.match();

    const visit = await json<{ data: { count: number; propertyIds: string[] } }>(
      await app.api('/saved-searches/new-since-visit', { token: user.accessToken }),
    );
    expect(visit.data).toMatchObject({ count: 1, propertyIds: [match._id] });
    const fresh = await json<{ data: Property[] }>(await app.api(`/saved-searches/${search._id}/new`, { token: user.accessToken }));
    expect(fresh.data.map((property) => property._id)).toEqual([match._id]);
    const again = await json<{ data: Property[] }>(await app.api(`/saved-searches/${search._id}/new`, { token: user.accessToken }));
    expect(again.data).toEqual([]);
    expect(await recorded(user.user.email)).toEqual([]);
  });

  it('carries a link in every alert mail that withdraws the consent to alerts, after which the next alert is held back', async () => {
    const user = await createUser(app);
    const tag = word();
    await app.deps.alerts.match();
    await saveSearch(user, { name: 'Consent', query: { q: tag }, alert: 'instant', channels: ['email'] });
    await listing(`First ${tag} flat`);
    await app.deps.alerts.match();
    const [message] = await mail.inbox(user.user.email);
    const link = /Withdraw your consent: (\S+)/.exec(message.text)?.[1];
    expect(link).toMatch(/\/privacy\/withdraw\?token=/);
    expect(message.html).toContain('Withdraw your consent');
    const token = new URL(link!).searchParams.get('token')!;
    const withdrawn = await app.api(`/privacy/withdrawals?token=${encodeURIComponent(token)}`, { method: 'POST' });
    expect(withdrawn.status).toBe(200);

    await listing(`Second ${tag} flat`);
    await app.deps.alerts.match();
    // Recorded by the matcher as before, and held back by the sender: no second mail.
    let rows: { subject: string; sent: boolean; withheld: boolean }[] = [];
    for (let tries = 0; tries < 100 && !rows.some((row) => row.withheld); tries += 1) {
      rows = await app.deps.sql`
        select message->>'subject' as subject, sent_at is not null as sent, withheld_at is not null as withheld
        from notifications where recipient = ${user.user.email} order by created_at`;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(rows.map((row) => [row.subject.includes('Second'), row.sent, row.withheld])).toEqual([
      [false, true, false],
      [true, false, true],
    ]);
    expect(await mail.inbox(user.user.email)).toHaveLength(1);
  });

  it('sends no alert e-mail when the account turned e-mail off in its settings', async () => {
    const user = await createUser(app);
    const tag = word();
    await app.deps.alerts.match();
    await saveSearch(user, { name: 'Quiet', query: { q: tag }, alert: 'instant', channels: ['email'] });
    const off = await app.api('/notification-settings', { method: 'PATCH', token: user.accessToken, json: { email: false } });
    expect((await json(off)).data).toEqual({ email: false, push: true });
    await listing(`Silent ${tag} row house`);
    await app.deps.alerts.match();
    expect(await recorded(user.user.email)).toEqual([]);
  });
});
