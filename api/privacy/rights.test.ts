import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSavedSearch } from '../commands/savedSearchWriter.ts';
import { createUser, freshMobile, type CreatedUser } from '../test/factories.ts';
import { databaseText } from '../test/databaseText.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { startMailCatcher, type MailCatcher } from '../test/mailCatcher.ts';
import { createTestProperty, fieldErrorsOf, json, uniqueImage } from '../test/properties.ts';
import { zipEntries } from '../test/zipEntries.ts';
import { withdrawalToken } from './consentLinks.ts';
import { runRetention } from './retention.ts';

let app: TestApp;
let mail: MailCatcher;
let admin: CreatedUser;

beforeAll(async () => {
  mail = await startMailCatcher();
  app = await startTestApp({ RATE_LIMIT_ENQUIRIES_IP: '0', RATE_LIMIT_ENQUIRIES: '0', SMTP_URL: mail.smtpUrl });
  admin = await createUser(app, { role: 'admin' });
});
afterAll(async () => {
  await app?.close();
  await mail?.stop();
});

const DAY = 86_400_000;

/** A person with a name, mobile and e-mail found nowhere else, an account, and records of every kind. */
async function personWithRecords() {
  const tag = randomBytes(4).toString('hex');
  const person = await createUser(app, {
    fullName: `Zarina Kapadia ${tag}`,
    username: `zarina_${tag}`,
    email: `zarina.${tag}@example.in`,
    mobile: freshMobile(),
  });
  const token = person.accessToken;
  const property = await createTestProperty(app);
  expect((await app.api(`/properties/${property._id}/favorite`, { method: 'POST', token, json: { favorite: true } })).status).toBe(200);
  await createSavedSearch(
    app.deps,
    { id: person.user._id, role: 'user' },
    { name: `Vesu for ${person.user.fullName}`, query: { q: 'vesu' }, alert: 'daily', channels: ['email'] },
  );
  const enquiry = await enquire(token, {
    name: person.user.fullName,
    mobile: person.user.mobile,
    email: person.user.email,
    propertyId: property._id,
  });
  const push = await app.api('/push/subscriptions', {
    method: 'POST',
    token,
    json: { endpoint: `https://push.example.in/send/${tag}`, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' } },
  });
  expect(push.status).toBe(201);
  return { ...person, enquiryId: enquiry, tag };
}

async function enquire(token: string | undefined, body: Record<string, unknown>): Promise<string> {
  const response = await app.api('/enquiries', { method: 'POST', token, json: { message: `Please call ${body.name}`, ...body } });
  expect(response.status).toBe(201);
  return (await json<{ data: { _id: string } }>(response)).data._id;
}

async function moveEnquiry(id: string, ...statuses: string[]) {
  for (const status of statuses) {
    const response = await app.api(`/admin/enquiries/${id}`, {
      method: 'PATCH',
      token: admin.accessToken,
      json: { status, ...(status === 'lost' && { lostReason: 'not_genuine' }) },
    });
    expect(response.status).toBe(200);
  }
}

async function exportOf(token: string) {
  const response = await app.api('/privacy/export', { token });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  return zipEntries(Buffer.from(await response.arrayBuffer()));
}

const identifiers = (person: CreatedUser) =>
  [person.user.fullName, person.user.email, person.user.mobile, person.user.username].map((text) => text.toLowerCase());

describe('GET /privacy/export', () => {
  it("holds every table's rows for the person, as JSON and CSV in one archive, and nobody else's", async () => {
    const [person, other] = [await personWithRecords(), await personWithRecords()];
    const files = await exportOf(person.accessToken);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'personal-data.json',
        'account.csv',
        'favorites.csv',
        'saved-searches.csv',
        'enquiries.csv',
        'sessions.csv',
        'events.csv',
      ]),
    );
    const data = JSON.parse(files['personal-data.json']) as Record<string, Record<string, unknown>[]>;
    expect(data.account).toEqual([expect.objectContaining({ id: person.user._id, email: person.user.email, mobile: person.user.mobile })]);
    expect(data.favorites).toHaveLength(1);
    expect(data.savedSearches).toEqual([expect.objectContaining({ name: `Vesu for ${person.user.fullName}` })]);
    expect(data.enquiries).toEqual([expect.objectContaining({ id: person.enquiryId, name: person.user.fullName })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.pushSubscriptions).toEqual([expect.objectContaining({ pushService: 'push.example.in' })]);
    expect(data.events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['user.registered', 'favorite.set', 'saved_search.created', 'enquiry.created', 'push.subscribed']),
    );
    expect(data.sharedWith.length).toBeGreaterThan(0);
    expect(data.consents).toEqual(expect.arrayContaining([expect.objectContaining({ purpose: 'enquiry', granted: true })]));
    expect(files['enquiries.csv']).toContain(person.user.mobile);
    const everything = Object.values(files).join('\n').toLowerCase();
    for (const identifier of identifiers(other)) expect(everything).not.toContain(identifier);
    expect(everything).not.toContain(other.enquiryId);
  });

  it('holds every consent change of the person: on their account and on their enquiries', async () => {
    const person = await personWithRecords();
    for (const subject of [
      { kind: 'user' as const, id: person.user._id },
      { kind: 'enquiry' as const, id: person.enquiryId },
    ]) {
      const token = withdrawalToken(app.deps.consentLinkKey, { subject, purposes: ['alerts'] });
      expect((await app.api(`/privacy/withdrawals?token=${encodeURIComponent(token)}`, { method: 'POST' })).status).toBe(200);
    }
    const data = JSON.parse((await exportOf(person.accessToken))['personal-data.json']) as { events: { type: string; by: string }[] };
    const withdrawn = data.events.filter((event) => event.type === 'consent.withdrawn');
    expect(withdrawn).toHaveLength(2);
    // The account's link is the person's own act; the enquiry's names no account, so the site recorded it.
    expect(withdrawn.map((event) => event.by)).toEqual(['you', 'the site']);
  });

  it('answers 401 to a visitor', async () => {
    expect((await app.api('/privacy/export')).status).toBe(401);
  });
});

describe('erasure of an account', () => {
  it('needs the password, waits out the cooling-off, and can be cancelled', async () => {
    const person = await createUser(app);
    const token = person.accessToken;
    const wrong = await app.api('/privacy/erasure', { method: 'POST', token, json: { currentPassword: 'not-the-password' } });
    expect(wrong.status).toBe(403);
    const asked = await app.api('/privacy/erasure', { method: 'POST', token, json: { currentPassword: person.password } });
    expect(asked.status).toBe(201);
    const { data } = await json<{ data: { pending: { dueAt: string }; coolingOffDays: number } }>(asked);
    expect(data.coolingOffDays).toBe(7);
    expect(Date.parse(data.pending.dueAt) - Date.now()).toBeGreaterThan(6.9 * DAY);
    const again = await app.api('/privacy/erasure', { method: 'POST', token, json: { currentPassword: person.password } });
    expect(again.status).toBe(409);

    await runRetention(app.deps, new Date(Date.now() + 6 * DAY));
    expect((await app.api('/users/me', { token })).status).toBe(200);

    const cancelled = await app.api('/privacy/erasure', { method: 'DELETE', token });
    expect(cancelled.status).toBe(200);
    expect((await json<{ data: { pending: null } }>(cancelled)).data.pending).toBeNull();
    await runRetention(app.deps, new Date(Date.now() + 8 * DAY));
    expect((await app.api('/users/me', { token })).status).toBe(200);
    expect((await app.api('/privacy/erasure', { method: 'DELETE', token })).status).toBe(404);
  });

  it('leaves no personal field readable in tables, events, objects or queued mail once the cooling-off has passed', async () => {
    const person = await personWithRecords();
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(await uniqueImage())], { type: 'image/png' }), 'me.png');
    const avatar = await app.api(`/users/${person.user._id}`, { method: 'PATCH', token: person.accessToken, body: form });
    expect(avatar.status).toBe(200);
    const avatarUrl = (await json<{ data: { user: { avatar: string } } }>(avatar)).data.user.avatar;
    const avatarKey = new URL(avatarUrl, app.url).pathname.split('/')[2];
    expect(await app.deps.bucket.exists(`${avatarKey}/card.webp`)).toBe(true);
    const before = await databaseText(app.deps.sql);
    for (const identifier of identifiers(person)) expect(before).toContain(identifier);

    expect(
      (await app.api('/privacy/erasure', { method: 'POST', token: person.accessToken, json: { currentPassword: person.password } })).status,
    ).toBe(201);
    const run = await runRetention(app.deps, new Date(Date.now() + 7 * DAY + 60_000));
    expect(run.accountsErased).toBeGreaterThanOrEqual(1);

    const after = await databaseText(app.deps.sql);
    for (const identifier of identifiers(person)) expect(after).not.toContain(identifier);
    expect(after).not.toContain(`push.example.in/send/${person.tag}`);
    // The access token outlives the account by minutes; it reaches nothing.
    expect((await app.api('/users/me', { token: person.accessToken })).status).toBe(404);
    expect(await app.deps.bucket.exists(`${avatarKey}/card.webp`)).toBe(false);
    const [enquiry] = await app.deps.sql<{ name: string; erasedAt: Date | null }[]>`
      select name, erased_at as "erasedAt" from enquiries where id = ${person.enquiryId}`;
    expect(enquiry.erasedAt).not.toBeNull();
    const [erased] = await app.deps.sql`select 1 from events where type = 'privacy.erased' and subject_id = ${person.user._id}`;
    expect(erased).toBeDefined();
  });

  it('reminds the person two days before the erasure runs, once, and they can still cancel', async () => {
    const person = await createUser(app);
    const token = person.accessToken;
    expect((await app.api('/privacy/erasure', { method: 'POST', token, json: { currentPassword: person.password } })).status).toBe(201);
    const [{ id }] = await app.deps.sql<{ id: string }[]>`select id from erasure_requests where user_id = ${person.user._id}`;
    const reminders = () => app.deps.sql<{ recipient: string; subject: string }[]>`
      select recipient, message->>'subject' as subject from notifications where id = ${`erasure-reminder:${id}`}`;

    await runRetention(app.deps, new Date(Date.now() + 4 * DAY));
    expect(await reminders()).toEqual([]);
    const run = await runRetention(app.deps, new Date(Date.now() + 5.5 * DAY));
    expect(run.erasuresReminded).toBeGreaterThanOrEqual(1);
    expect(await reminders()).toEqual([{ recipient: person.user.email, subject: 'Your account will be deleted in two days' }]);
    await runRetention(app.deps, new Date(Date.now() + 6 * DAY));
    expect(await reminders()).toHaveLength(1);

    expect((await app.api('/privacy/erasure', { method: 'DELETE', token })).status).toBe(200);
    await runRetention(app.deps, new Date(Date.now() + 8 * DAY));
    expect((await app.api('/users/me', { token })).status).toBe(200);
  });

  it("leaves no personal field readable when an admin deletes the account, as the person's own erasure does", async () => {
    const person = await personWithRecords();
    for (const identifier of identifiers(person)) expect(await databaseText(app.deps.sql)).toContain(identifier);

    const response = await app.api(`/users/${person.user._id}`, { method: 'DELETE', token: admin.accessToken });
    expect(response.status).toBe(200);

    const after = await databaseText(app.deps.sql);
    for (const identifier of identifiers(person)) expect(after).not.toContain(identifier);
    expect(after).not.toContain(`push.example.in/send/${person.tag}`);
    const [enquiry] = await app.deps.sql<
      { erasedAt: Date | null }[]
    >`select erased_at as "erasedAt" from enquiries where id = ${person.enquiryId}`;
    expect(enquiry.erasedAt).not.toBeNull();
    const [erased] = await app.deps.sql`select 1 from events where type = 'privacy.erased' and subject_id = ${person.user._id}`;
    expect(erased).toBeDefined();
  });

  it('keeps an enquiry in an open deal under a stated legal hold, and erases it once the deal closes', async () => {
    const person = await personWithRecords();
    await moveEnquiry(person.enquiryId, 'contacted', 'negotiating');
    const state = await json<{ data: { holds: { reference: string; reason: string }[] } }>(
      await app.api('/privacy/erasure', { token: person.accessToken }),
    );
    expect(state.data.holds).toEqual([{ reference: expect.stringMatching(/^EQ-/), reason: expect.stringContaining('open deal') }]);
    await app.api('/privacy/erasure', { method: 'POST', token: person.accessToken, json: { currentPassword: person.password } });
    await runRetention(app.deps, new Date(Date.now() + 8 * DAY));

    const [held] = await app.deps.sql<{ mobile: string; legalHold: string | null; userId: string | null }[]>`
      select mobile, legal_hold as "legalHold", user_id as "userId" from enquiries where id = ${person.enquiryId}`;
    expect(held).toEqual({ mobile: person.user.mobile, legalHold: expect.stringContaining('open deal'), userId: null });
    expect(await databaseText(app.deps.sql)).not.toContain(person.user.username.toLowerCase());

    await moveEnquiry(person.enquiryId, 'lost');
    await runRetention(app.deps, new Date(Date.now() + 9 * DAY));
    const text = await databaseText(app.deps.sql);
    for (const identifier of identifiers(person)) expect(text).not.toContain(identifier);
  });
});

describe('the retention job', () => {
  it("erases a visitor's enquiry after 24 months without activity, and keeps a newer one and a deal", async () => {
    const stale = await enquire(undefined, {
      name: 'Old Visitor Enquirer',
      mobile: freshMobile(),
      email: `old${randomBytes(3).toString('hex')}@example.in`,
    });
    const deal = await enquire(undefined, { name: 'Deal Visitor Buyer', mobile: freshMobile() });
    await moveEnquiry(deal, 'contacted', 'negotiating', 'won');
    const fresh = await enquire(undefined, { name: 'Fresh Visitor Enquirer', mobile: freshMobile() });
    await app.deps.sql`update enquiries set updated_at = now() - interval '25 months' where id in ${app.deps.sql([stale, deal])}`;
    await app.deps.sql`update enquiries set updated_at = now() - interval '23 months' where id = ${fresh}`;

    const run = await runRetention(app.deps);
    expect(run.enquiriesErased).toBeGreaterThanOrEqual(1);
    const rows = await app.deps.sql<{ id: string; erasedAt: Date | null }[]>`
      select id, erased_at as "erasedAt" from enquiries where id in ${app.deps.sql([stale, deal, fresh])}`;
    const erased = Object.fromEntries(rows.map((row) => [row.id, row.erasedAt !== null]));
    expect(erased).toEqual({ [stale]: true, [deal]: false, [fresh]: false });
    expect(await databaseText(app.deps.sql)).not.toContain('old visitor enquirer');
    const [ran] = await app.deps.sql<{ payload: Record<string, number> }[]>`
      select payload from events where type = 'privacy.retention_ran' order by seq desc limit 1`;
    expect(ran.payload).toMatchObject({ enquiriesErased: run.enquiriesErased });
  });
});

describe('a nominee', () => {
  it('is named, replaced and removed by its person only', async () => {
    const [person, other] = [await createUser(app), await createUser(app)];
    const nominee = { name: 'Farida Kapadia', email: 'farida@example.in', mobile: '9825012345', relation: 'Sister' };
    const saved = await app.api('/privacy/nominee', { method: 'PUT', token: person.accessToken, json: nominee });
    expect(saved.status).toBe(200);
    expect((await json<{ data: { nominee: unknown } }>(saved)).data.nominee).toMatchObject(nominee);
    const replaced = await app.api('/privacy/nominee', { method: 'PUT', token: person.accessToken, json: { ...nominee, mobile: '' } });
    expect((await json<{ data: { nominee: { mobile: string | null } } }>(replaced)).data.nominee.mobile).toBeNull();
    expect(
      (await json<{ data: { nominee: unknown } }>(await app.api('/privacy/nominee', { token: other.accessToken }))).data.nominee,
    ).toBeNull();
    expect((await app.api('/privacy/nominee', { method: 'DELETE', token: person.accessToken })).status).toBe(200);
    expect((await app.api('/privacy/nominee', { method: 'DELETE', token: person.accessToken })).status).toBe(404);
  });

  it('refuses a nominee without a relation, in words', async () => {
    const person = await createUser(app);
    const response = await app.api('/privacy/nominee', {
      method: 'PUT',
      token: person.accessToken,
      json: { name: 'Farida', email: 'farida@example.in' },
    });
    expect((await fieldErrorsOf(response)).relation).toBe('Say how you know them (2 to 40 characters)');
  });
});

describe("correcting an enquiry's contact details", () => {
  it("changes the caller's own enquiry and records which fields changed, not their values", async () => {
    const person = await personWithRecords();
    const corrected = { name: 'Zarina K. Patel', mobile: freshMobile(), email: '' };
    const response = await app.api(`/privacy/enquiries/${person.enquiryId}/contact`, {
      method: 'PUT',
      token: person.accessToken,
      json: corrected,
    });
    expect(response.status).toBe(200);
    const [row] = await app.deps.sql`select name, mobile, email from enquiries where id = ${person.enquiryId}`;
    expect(row).toEqual({ name: corrected.name, mobile: corrected.mobile, email: null });
    const [event] = await app.deps.sql<{ payload: unknown }[]>`
      select payload from events where type = 'enquiry.contact_corrected' and subject_id = ${person.enquiryId}`;
    expect(event.payload).toEqual({ changed: ['name', 'mobile', 'email'] });
    const listed = await json<{ data: { _id: string; name: string }[] }>(
      await app.api('/privacy/enquiries', { token: person.accessToken }),
    );
    expect(listed.data).toEqual([expect.objectContaining({ _id: person.enquiryId, name: corrected.name, mobile: corrected.mobile })]);
  });

  it("answers 404 for someone else's enquiry", async () => {
    const [person, other] = [await personWithRecords(), await createUser(app)];
    const response = await app.api(`/privacy/enquiries/${person.enquiryId}/contact`, {
      method: 'PUT',
      token: other.accessToken,
      json: { name: 'Someone Else', mobile: freshMobile() },
    });
    expect(response.status).toBe(404);
  });
});

describe("a visitor's verified request", () => {
  async function codeFor(email: string): Promise<{ requestId: string; code: string }> {
    const response = await app.api('/privacy/visitor-requests', { method: 'POST', json: { email } });
    expect(response.status).toBe(201);
    const { requestId } = (await json<{ data: { requestId: string } }>(response)).data;
    // The stored body is dropped once sent: the code is read from the mail as it arrived.
    // The enquiry's receipt may reach the same address first: the code is in the code's own mail.
    const message = await mail.find(
      (item) => item.subject === 'Your code to erase your enquiries' && item.to.some((to) => to.address === email),
    );
    return { requestId, code: /\b(\d{6})\b/.exec(message.text)![1]! };
  }

  it('erases the enquiries made with the address once the mailed code comes back', async () => {
    const email = `visitor.${randomBytes(4).toString('hex')}@example.in`;
    const name = `Visitor Meher ${randomBytes(3).toString('hex')}`;
    const mobile = freshMobile();
    await enquire(undefined, { name, mobile, email });
    const { requestId, code } = await codeFor(email);
    const wrong = await app.api(`/privacy/visitor-requests/${requestId}/verify`, {
      method: 'POST',
      json: { code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    const right = await app.api(`/privacy/visitor-requests/${requestId}/verify`, { method: 'POST', json: { code } });
    expect(right.status).toBe(200);
    expect((await json<{ data: unknown }>(right)).data).toEqual({ erased: 1, held: 0 });
    const text = await databaseText(app.deps.sql);
    for (const identifier of [email, name.toLowerCase(), mobile]) expect(text).not.toContain(identifier);
    expect((await app.api(`/privacy/visitor-requests/${requestId}/verify`, { method: 'POST', json: { code } })).status).toBe(400);
  });

  it('answers the same for an address that made no enquiry', async () => {
    const { requestId, code } = await codeFor(`nobody.${randomBytes(4).toString('hex')}@example.in`);
    const response = await app.api(`/privacy/visitor-requests/${requestId}/verify`, { method: 'POST', json: { code } });
    expect((await json<{ data: unknown }>(response)).data).toEqual({ erased: 0, held: 0 });
  });
});
