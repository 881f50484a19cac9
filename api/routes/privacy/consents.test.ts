import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, agencyDate } from '../../../contract/enquiries.ts';
import { noticeVersions, type ConsentState, type Purpose, type WithdrawalPreview } from '../../../contract/privacy.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { sendNotification } from '../../notifications/notifier.ts';
import { readWithdrawalToken, withdrawalToken, withdrawalUrl } from '../../privacy/consentLinks.ts';
import { createUser, freshMobile, type CreatedUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { startMailCatcher, type MailCatcher } from '../../test/mailCatcher.ts';
import { json } from '../../test/properties.ts';

let app: TestApp;
let mail: MailCatcher;
let user: CreatedUser;

beforeAll(async () => {
  mail = await startMailCatcher();
  app = await startTestApp({ RATE_LIMIT_ENQUIRIES_IP: '1000', SMTP_URL: mail.smtpUrl });
  user = await createUser(app);
});
afterAll(async () => {
  await app?.close();
  await mail?.stop();
});

async function enquire(body: Record<string, unknown>, token?: string): Promise<string> {
  const response = await app.api('/enquiries', { method: 'POST', json: { name: 'Asha Patel', mobile: freshMobile(), ...body }, token });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ data: { _id: string } }>(response)).data._id;
}

const consentEvents = (subject: string) =>
  app.deps.sql<{ type: string; actorId: string | null; payload: Record<string, unknown> }[]>`
    select type, actor_id as "actorId", payload from events where subject_id = ${subject} and type like 'consent.%' order by seq`;

const consentRows = (kind: string, id: string) =>
  app.deps.sql<{ purpose: string; granted: boolean; notice_version: number; channel: string }[]>`
    select purpose, granted, notice_version, channel from consents where subject_kind = ${kind} and subject_id = ${id} order by purpose`;

describe('consents given with an enquiry', () => {
  it("records a visitor's consent to follow-up under the current notice, and no offers when the box was left unticked", async () => {
    const id = await enquire({});
    expect(await consentRows('enquiry', id)).toEqual([
      { purpose: 'enquiry', granted: true, notice_version: noticeVersions.enquiry, channel: 'web_form' },
    ]);
    const events = await consentEvents(`enquiry:${id}`);
    expect(events).toEqual([
      {
        type: 'consent.given',
        actorId: null,
        payload: { subjectKind: 'enquiry', purpose: 'enquiry', noticeVersion: noticeVersions.enquiry, channel: 'web_form' },
      },
    ]);
  });

  it('records the site visit and offers as consents of their own when a visit is asked for and the offers box ticked', async () => {
    const id = await enquire({ visitDate: addDays(agencyDate(new Date()), 2), marketing: true });
    expect((await consentRows('enquiry', id)).map((row) => row.purpose)).toEqual(['enquiry', 'marketing', 'visits']);
    expect((await consentEvents(`enquiry:${id}`)).map((event) => event.payload.purpose)).toEqual(['enquiry', 'visits', 'marketing']);
  });

  it("records a signed-in person's consents as the account's, once however often they enquire", async () => {
    await enquire({ marketing: true }, user.accessToken);
    await enquire({ marketing: true }, user.accessToken);
    expect((await consentRows('user', user.user._id)).map((row) => [row.purpose, row.granted])).toEqual([
      ['enquiry', true],
      ['marketing', true],
    ]);
    const events = await consentEvents(`user:${user.user._id}`);
    expect(events.map((event) => [event.type, event.payload.purpose, event.actorId])).toEqual([
      ['consent.given', 'enquiry', user.user._id],
      ['consent.given', 'marketing', user.user._id],
    ]);
  });

  it('carries no personal data in a consent event', async () => {
    const id = await enquire({ email: 'asha.consent@example.in', marketing: true });
    for (const event of await consentEvents(`enquiry:${id}`)) expect(JSON.stringify(event.payload)).not.toMatch(/Asha|example|\d{10}/i);
  });

  it('refuses a marketing choice that is not true or false', async () => {
    const response = await app.api('/enquiries', { method: 'POST', json: { name: 'Asha Patel', mobile: freshMobile(), marketing: 'yes' } });
    expect(response.status).toBe(400);
    expect((await json<{ errors: { fields: Record<string, string> } }>(response)).errors.fields.marketing).toBe(
      'Marketing must be true or false',
    );
  });
});

describe('consents given where a person turns something on', () => {
  it('records the consent to alerts when a search is saved with alerts, and to push when a browser subscribes', async () => {
    const person = await createUser(app);
    const saved = await app.api('/saved-searches', {
      method: 'POST',
      token: person.accessToken,
      json: { name: 'Vesu flats', query: { q: 'vesu' }, alert: 'daily', channels: ['email'] },
    });
    expect(saved.status).toBe(201);
    const subscribed = await app.api('/push/subscriptions', {
      method: 'POST',
      token: person.accessToken,
      json: {
        endpoint: `https://push.example.in/send/${randomUUID()}`,
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
      },
    });
    expect(subscribed.status).toBe(201);
    expect((await consentRows('user', person.user._id)).map((row) => [row.purpose, row.granted, row.channel])).toEqual([
      ['alerts', true, 'web_form'],
      ['push', true, 'web_form'],
    ]);
  });

  it('records no consent to alerts for a search saved with its alerts off', async () => {
    const person = await createUser(app);
    await app.api('/saved-searches', {
      method: 'POST',
      token: person.accessToken,
      json: { name: 'Just looking', query: { q: 'adajan' }, alert: 'off', channels: [] },
    });
    expect(await consentRows('user', person.user._id)).toEqual([]);
  });
});

describe("the enquirer's receipt", () => {
  it("mails a visitor who gave an e-mail the reference, the notices they consented to in the page's language, and a link that withdraws them", async () => {
    const id = await enquire({ email: 'receipt.visitor@example.in', marketing: true, language: 'gu' });
    const [row] = await app.deps.sql<{ recipient: string; purpose: string }[]>`
      select recipient, purpose from notifications where id = ${`enquiry-receipt:${id}`}`;
    expect(row.recipient).toBe('receipt.visitor@example.in');
    expect(row.purpose).toBe('enquiry');
    // The stored body is dropped once sent: the mail is read as it arrived.
    const [received] = await mail.inbox('receipt.visitor@example.in');
    expect(received.subject).toMatch(/^Shreeji Realty ને તમારી પૂછપરછ EQ-\d+$/);
    expect(received.text).toContain('તમારી પૂછપરછનો જવાબ:');
    expect(received.text).toContain('ઓફર અને નવા પ્રોજેક્ટ:');
    const link = /તમારી સંમતિ પાછી ખેંચો: (\S+)/.exec(received.text)?.[1];
    expect(link).toMatch(/\/gu\/privacy\/withdraw\?token=/);
    const token = new URL(link!).searchParams.get('token')!;
    expect(readWithdrawalToken(app.deps.consentLinkKey, token)).toEqual({
      subject: { kind: 'enquiry', id },
      purposes: ['enquiry', 'marketing'],
    });
  });

  it('sends no receipt to someone who gave no e-mail address', async () => {
    const id = await enquire({});
    expect(await app.deps.sql`select 1 from notifications where id = ${`enquiry-receipt:${id}`}`).toHaveLength(0);
  });
});

describe('the Privacy tab: GET and PUT /privacy/consents', () => {
  it('lists every purpose, with the current notice version and where the caller stands', async () => {
    const fresh = await createUser(app);
    const response = await app.api('/privacy/consents', { token: fresh.accessToken });
    expect(response.status).toBe(200);
    const { data } = await json<{ data: ConsentState[] }>(response);
    expect(data.map((state) => [state.purpose, state.granted, state.currentVersion])).toEqual([
      ['account', null, 1],
      ['enquiry', null, 1],
      ['visits', null, 1],
      ['alerts', null, 1],
      ['marketing', null, 1],
      ['push', null, 1],
    ]);
  });

  it('withdraws and gives again one purpose, each an event with the channel dashboard, and a repeat changes nothing', async () => {
    const fresh = await createUser(app);
    const put = (purpose: Purpose, granted: boolean) =>
      app.api(`/privacy/consents/${purpose}`, { method: 'PUT', json: { granted }, token: fresh.accessToken });
    const withdrawn = await put('alerts', false);
    expect(withdrawn.status).toBe(200);
    const body = await json<{ message: string; data: ConsentState[] }>(withdrawn);
    expect(body.message).toBe('Consent saved');
    expect(body.data.find((state) => state.purpose === 'alerts')).toMatchObject({ granted: false, noticeVersion: 1, channel: 'dashboard' });
    await put('alerts', false);
    await put('alerts', true);
    const events = await consentEvents(`user:${fresh.user._id}`);
    expect(events.map((event) => [event.type, event.payload.channel, event.actorId])).toEqual([
      ['consent.withdrawn', 'dashboard', fresh.user._id],
      ['consent.given', 'dashboard', fresh.user._id],
    ]);
  });

  it("refuses to withdraw the account's consent (deleting the account ends it) and answers 404 for an unknown purpose", async () => {
    const account = await app.api('/privacy/consents/account', { method: 'PUT', json: { granted: false }, token: user.accessToken });
    expect(account.status).toBe(400);
    expect((await json<{ message: string }>(account)).message).toBe('Your account ends by deleting it: use Delete account');
    const unknown = await app.api('/privacy/consents/newsletter', { method: 'PUT', json: { granted: false }, token: user.accessToken });
    expect(unknown.status).toBe(404);
  });
});

describe('a queued message checks consent when it is sent', () => {
  const sent: MailMessage[] = [];
  const senderDeps = () => ({
    sql: app.deps.sql,
    jobs: app.deps.jobs,
    log: app.deps.log,
    mailDomain: 'shreejirealty.in',
    mailer: { send: async (message: MailMessage) => void sent.push(message), close: async () => {} },
  });
  /** A message recorded for `purpose` but not yet sent (its job not run): the row the sender takes. */
  async function queued(userId: string, purpose: Purpose): Promise<string> {
    const id = `test:${purpose}:${randomUUID()}`;
    const message = { to: `${id}@example.in`, subject: 'New flats in Vesu', html: '<p>Hello</p>', text: 'Hello' };
    await app.deps.sql`
      insert into notifications (id, channel, recipient, message, purpose, consent_subject_kind, consent_subject_id)
      values (${id}, 'email', ${message.to}, ${app.deps.sql.json(message)}, ${purpose}, 'user', ${userId})`;
    return id;
  }
  const rowOf = async (id: string) =>
    (
      await app.deps.sql<{ sent: boolean; withheld: boolean }[]>`
      select sent_at is not null as sent, withheld_at is not null as withheld from notifications where id = ${id}`
    )[0];

  it('holds back an alert queued before the person withdrew alerts, and sends one while the consent stands', async () => {
    const person = await createUser(app);
    const before = await queued(person.user._id, 'alerts');
    const kept = await queued(user.user._id, 'alerts');
    await app.api('/privacy/consents/alerts', { method: 'PUT', json: { granted: false }, token: person.accessToken });
    await sendNotification(senderDeps() as never, before);
    await sendNotification(senderDeps() as never, kept);
    expect(await rowOf(before)).toEqual({ sent: false, withheld: true });
    expect(await rowOf(kept)).toEqual({ sent: true, withheld: false });
    expect(sent.map((message) => message.to)).not.toContain(`${before}@example.in`);
  });

  it("holds back a visit's reminder queued before the visitor withdrew site visits from their mail's link", async () => {
    const enquiryId = await enquire({ visitDate: addDays(agencyDate(new Date()), 2) });
    // As api/visits/visitNotices.ts records a visitor's reminder: for `visits`, resting on their enquiry's consent.
    const reminder = async () => {
      const id = `visit-reminder24h:test-${randomUUID()}:0`;
      const message = { to: `${enquiryId}@example.in`, subject: 'Your site visit tomorrow', html: '<p>See you</p>', text: 'See you' };
      await app.deps.sql`
        insert into notifications (id, channel, recipient, message, purpose, consent_subject_kind, consent_subject_id)
        values (${id}, 'email', ${message.to}, ${app.deps.sql.json(message)}, 'visits', 'enquiry', ${enquiryId})`;
      return id;
    };
    const whileGiven = await reminder();
    await sendNotification(senderDeps() as never, whileGiven);
    expect(await rowOf(whileGiven)).toEqual({ sent: true, withheld: false });

    const queuedBefore = await reminder();
    const token = withdrawalToken(app.deps.consentLinkKey, { subject: { kind: 'enquiry', id: enquiryId }, purposes: ['visits'] });
    expect((await app.api(`/privacy/withdrawals?token=${encodeURIComponent(token)}`, { method: 'POST' })).status).toBe(200);
    await sendNotification(senderDeps() as never, queuedBefore);
    expect(await rowOf(queuedBefore)).toEqual({ sent: false, withheld: true });
  });

  it('sends offers only to a person who ticked the box, and none once they withdraw', async () => {
    const person = await createUser(app);
    const unasked = await queued(person.user._id, 'marketing');
    await sendNotification(senderDeps() as never, unasked);
    expect(await rowOf(unasked)).toEqual({ sent: false, withheld: true });

    await app.api('/privacy/consents/marketing', { method: 'PUT', json: { granted: true }, token: person.accessToken });
    const given = await queued(person.user._id, 'marketing');
    await sendNotification(senderDeps() as never, given);
    expect(await rowOf(given)).toEqual({ sent: true, withheld: false });

    await app.api('/privacy/consents/marketing', { method: 'PUT', json: { granted: false }, token: person.accessToken });
    const after = await queued(person.user._id, 'marketing');
    await sendNotification(senderDeps() as never, after);
    expect(await rowOf(after)).toEqual({ sent: false, withheld: true });
  });
});

describe("a mail's withdrawal link", () => {
  const preview = (token: string, method = 'GET') => app.api(`/privacy/withdrawals?token=${encodeURIComponent(token)}`, { method });

  it("lets a visitor withdraw their enquiry's consents without an account: reading the link changes nothing, the button does", async () => {
    const id = await enquire({ marketing: true });
    const token = withdrawalToken(app.deps.consentLinkKey, { subject: { kind: 'enquiry', id }, purposes: ['enquiry', 'marketing'] });
    const read = await preview(token);
    expect(read.status).toBe(200);
    expect((await json<{ data: WithdrawalPreview }>(read)).data).toEqual({ purposes: ['enquiry', 'marketing'], done: false });
    expect((await consentRows('enquiry', id)).every((row) => row.granted)).toBe(true);

    const pressed = await preview(token, 'POST');
    expect(pressed.status).toBe(200);
    expect((await json<{ data: WithdrawalPreview }>(pressed)).data).toEqual({ purposes: ['enquiry', 'marketing'], done: true });
    expect((await consentRows('enquiry', id)).map((row) => [row.purpose, row.granted, row.channel])).toEqual([
      ['enquiry', false, 'mail_link'],
      ['marketing', false, 'mail_link'],
    ]);
    const withdrawals = (await consentEvents(`enquiry:${id}`)).filter((event) => event.type === 'consent.withdrawn');
    expect(withdrawals.map((event) => [event.payload.purpose, event.actorId])).toEqual([
      ['enquiry', null],
      ['marketing', null],
    ]);
    await preview(token, 'POST');
    expect(await consentEvents(`enquiry:${id}`)).toHaveLength(4);
  });

  it('refuses a forged, changed or year-old link, and one naming the account', async () => {
    const token = withdrawalToken(app.deps.consentLinkKey, { subject: { kind: 'user', id: user.user._id }, purposes: ['alerts'] });
    const [body, signature] = token.split('.');
    const changed = `${Buffer.from(`user\n${randomUUID()}\nalerts\n${Math.floor(Date.now() / 1000)}`).toString('base64url')}.${signature}`;
    expect((await preview(changed)).status).toBe(400);
    expect((await preview(`${body}.forged`)).status).toBe(400);
    const old = withdrawalToken(
      app.deps.consentLinkKey,
      { subject: { kind: 'user', id: user.user._id }, purposes: ['alerts'] },
      Date.now() - 366 * 86_400_000,
    );
    expect((await preview(old, 'POST')).status).toBe(400);
    const account = withdrawalToken(app.deps.consentLinkKey, { subject: { kind: 'user', id: user.user._id }, purposes: ['account'] });
    expect(readWithdrawalToken(app.deps.consentLinkKey, account)).toBeNull();
  });

  it("opens the withdrawal page in the mail's language", () => {
    const url = withdrawalUrl(
      'https://shreejirealty.in',
      app.deps.consentLinkKey,
      { subject: { kind: 'user', id: 'u1' }, purposes: ['alerts'] },
      'gu',
    );
    expect(url).toMatch(/^https:\/\/shreejirealty\.in\/gu\/privacy\/withdraw\?token=/);
  });
});

describe('registration and the 18+ rule', () => {
  const registration = (tag: string, adult?: boolean) => ({
    username: `adult_${tag}`,
    fullName: 'Riya Desai',
    email: `riya.${tag}@example.in`,
    password: 'Secret-2007',
    mobile: freshMobile(),
    ...(adult === undefined ? {} : { adult }),
  });

  it("records the account's consent under its notice when the person declares they are 18 or older", async () => {
    const tag = randomUUID().slice(0, 8);
    const response = await app.api('/users/register', { method: 'POST', json: registration(tag, true) });
    expect(response.status).toBe(201);
    const { data } = await json<{ data: { user: { _id: string } } }>(response);
    expect(await consentRows('user', data.user._id)).toEqual([
      { purpose: 'account', granted: true, notice_version: noticeVersions.account, channel: 'web_form' },
    ]);
  });

  it('makes no account for someone who declares they are under 18', async () => {
    const tag = randomUUID().slice(0, 8);
    const response = await app.api('/users/register', { method: 'POST', json: registration(tag, false) });
    expect(response.status).toBe(403);
    expect((await json<{ message: string }>(response)).message).toBe(
      'Accounts are for people aged 18 and over. A parent or guardian can contact us for you.',
    );
    expect(await app.deps.sql`select 1 from "user" where email = ${`riya.${tag}@example.in`}`).toHaveLength(0);
  });

  it("writes nothing and mails nobody when someone under 18 names a parent, since this agency refuses minors' accounts", async () => {
    const tag = randomUUID().slice(0, 8);
    const [events] = await app.deps.sql<{ count: number }[]>`select count(*)::int as count from events`;
    const response = await app.api('/users/register', {
      method: 'POST',
      json: { ...registration(tag, false), guardianName: 'Meena Desai', guardianEmail: `meena.${tag}@example.in`, language: 'gu' },
    });
    expect(response.status).toBe(403);
    expect((await json<{ message: string }>(response)).message).toBe(
      'Accounts are for people aged 18 and over. A parent or guardian can contact us for you.',
    );
    expect(await app.deps.sql`select 1 from "user" where email = ${`riya.${tag}@example.in`}`).toHaveLength(0);
    expect(await app.deps.sql`select 1 from parental_consents`).toHaveLength(0);
    expect(await app.deps.sql`select 1 from notifications where recipient = ${`meena.${tag}@example.in`}`).toHaveLength(0);
    expect(await app.deps.sql`select count(*)::int as count from events`).toEqual([events]);
  });
});
