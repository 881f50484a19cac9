import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeVersions } from '../../contract/privacy.ts';
import { guardianMessages, PARENTAL_ACCOUNT_CREATED_MESSAGE, PARENTAL_CONSENT_PENDING_MESSAGE } from '../../contract/users.ts';
import { createUser, freshMobile, type CreatedUser } from '../test/factories.ts';
import { databaseText } from '../test/databaseText.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { startMailCatcher, type MailCatcher } from '../test/mailCatcher.ts';
import { json } from '../test/properties.ts';
import { parentalLinkKey, parentalLinkToken } from './parentalConsent.ts';
import { runRetention } from './retention.ts';

let app: TestApp;
let mail: MailCatcher;
let admin: CreatedUser;

beforeAll(async () => {
  mail = await startMailCatcher();
  app = await startTestApp({ MINOR_ACCOUNTS: 'parental_consent', RATE_LIMIT_ENQUIRIES_IP: '0', SMTP_URL: mail.smtpUrl });
  admin = await createUser(app, { role: 'admin' });
});
afterAll(async () => {
  await app?.close();
  await mail?.stop();
});

/** Someone under 18 with a name, e-mail and mobile found nowhere else, and the parent they name. */
function minor(language: 'en' | 'gu' | 'hi' = 'en') {
  const tag = randomBytes(4).toString('hex');
  return {
    username: `kavya_${tag}`,
    fullName: `Kavya Mehta ${tag}`,
    email: `kavya.${tag}@example.in`,
    password: 'Secret-2010',
    mobile: freshMobile(),
    adult: false,
    guardianName: `Nirav Mehta ${tag}`,
    guardianEmail: `nirav.${tag}@example.in`,
    language,
  };
}
type Minor = ReturnType<typeof minor>;

async function register(person: Minor): Promise<string> {
  const response = await app.api('/users/register', { method: 'POST', json: person });
  expect(response.status, await response.clone().text()).toBe(201);
  const answer = await json<{ message: string; data: { user: { _id: string } } }>(response);
  expect(answer.message).toBe(PARENTAL_ACCOUNT_CREATED_MESSAGE);
  return answer.data.user._id;
}

/** The link of the mail the guardian received (the stored body is dropped once sent). */
async function mailedLink(person: Minor): Promise<{ url: URL; subject: string; text: string }> {
  const [received] = await mail.inbox(person.guardianEmail);
  const link = /https?:\/\/\S+\/api\/v1\/privacy\/parental-consent\?\S+/.exec(received!.text)![0];
  return { url: new URL(link), subject: received!.subject, text: received!.text };
}

/** The parent's or guardian's own account, registered on the site as an adult (18+), at the address the child named. */
async function adultAccount(person: Minor, email = person.guardianEmail) {
  const tag = randomBytes(4).toString('hex');
  const parent = {
    username: `nirav_${tag}`,
    fullName: `Nirav Mehta ${tag}`,
    email,
    password: 'Parent-1984',
    mobile: freshMobile(),
    adult: true,
  };
  const response = await app.api('/users/register', { method: 'POST', json: parent });
  expect(response.status, await response.clone().text()).toBe(201);
  const { data } = await json<{ data: { user: { _id: string } } }>(response);
  return { ...parent, id: data.user._id };
}
type Adult = Awaited<ReturnType<typeof adultAccount>>;

/** The consent form's fields, signed in as `account`. */
const consentAs = (account: { email: string; password: string }) => ({
  decision: 'consent',
  guardian: 'yes',
  email: account.email,
  password: account.password,
});

const open = (url: URL) => fetch(`${app.url}${url.pathname}${url.search}`);
const answer = (url: URL, fields: Record<string, string>) =>
  fetch(`${app.url}${url.pathname}${url.search}`, { method: 'POST', body: new URLSearchParams(fields) });

const login = (person: Minor, password = person.password) =>
  app.api('/users/login', { method: 'POST', json: { email: person.email, password } });

const eventsOf = (subject: string) =>
  app.deps.sql<{ type: string; payload: Record<string, unknown> }[]>`
    select type, payload from events where subject_id = ${subject} order by seq`;

const waiting = (userId: string) =>
  app.deps.sql<{ consented_at: Date | null }[]>`select consented_at from parental_consents where user_id = ${userId}`;

const emailVerified = async (userId: string) =>
  (await app.deps.sql<{ verified: boolean }[]>`select "emailVerified" as verified from "user" where id = ${userId}`)[0]?.verified;

/** The account still waits, inactive, with no consent recorded and no parent's answer in the log. */
async function expectStillWaiting(userId: string) {
  expect(await waiting(userId)).toEqual([{ consented_at: null }]);
  const [user] = await app.deps.sql<{ banned: boolean }[]>`select banned from "user" where id = ${userId}`;
  expect(user?.banned).toBe(true);
  expect(await app.deps.sql`select 1 from consents where subject_id = ${userId}`).toHaveLength(0);
  expect((await eventsOf(userId)).map((event) => event.type)).not.toContain('parental_consent.given');
}

describe('registration of someone under 18 with MINOR_ACCOUNTS=parental_consent', () => {
  it("makes an inactive account that cannot sign in and mails the parent a link in the page's language", async () => {
    const person = minor('gu');
    const userId = await register(person);
    const [user] = await app.deps.sql<{ banned: boolean }[]>`select banned from "user" where id = ${userId}`;
    expect(user?.banned).toBe(true);
    expect(await waiting(userId)).toEqual([{ consented_at: null }]);
    expect((await eventsOf(userId)).map((event) => event.type)).toEqual(['user.registered', 'parental_consent.requested']);
    expect(await app.deps.sql`select 1 from consents where subject_id = ${userId}`).toHaveLength(0);

    const { url, subject, text } = await mailedLink(person);
    expect(subject).toBe(`${person.fullName} એ એકાઉન્ટ માગ્યું છે: તમારી સંમતિ જરૂરી છે`);
    expect(text).toContain(person.guardianName);
    expect(url.searchParams.get('lang')).toBe('gu');

    const refused = await login(person);
    expect(refused.status).toBe(403);
    expect((await json<{ message: string }>(refused)).message).toBe(PARENTAL_CONSENT_PENDING_MESSAGE);
    // A wrong password says nothing about the account.
    expect((await login(person, 'Wrong-2010')).status).toBe(401);
  });

  it("asks for the parent's or guardian's name and e-mail, and not the person's own address", async () => {
    const person = minor();
    const without = await app.api('/users/register', {
      method: 'POST',
      json: { ...person, guardianName: undefined, guardianEmail: undefined },
    });
    expect(without.status).toBe(400);
    expect((await json<{ errors: { fields: Record<string, string> } }>(without)).errors.fields).toEqual({
      guardianName: guardianMessages.name,
      guardianEmail: guardianMessages.email,
    });
    const own = await app.api('/users/register', { method: 'POST', json: { ...person, guardianEmail: person.email } });
    expect(own.status).toBe(400);
    expect((await json<{ errors: { fields: Record<string, string> } }>(own)).errors.fields).toEqual({
      guardianEmail: guardianMessages.sameEmail,
    });
    expect(await app.deps.sql`select 1 from "user" where email = ${person.email}`).toHaveLength(0);
  });

  it('activates the account once the parent consents from their adult account, records which account under which notice, and the link works once', async () => {
    const person = minor('hi');
    const userId = await register(person);
    const { url } = await mailedLink(person);
    const parent = await adultAccount(person);
    expect(await emailVerified(parent.id)).toBe(false);

    const page = await open(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain(`${person.fullName} के खाते के लिए आपकी सहमति`);
    expect(html).toContain('18 से कम उम्र के किसी को हम कभी ऑफ़र या मार्केटिंग नहीं भेजते।');
    expect(html).toContain('अपने खुद के खाते से लॉग इन करें');
    expect(html).toContain(`value="${person.guardianEmail}"`);
    expect(html).toContain('href="/hi/register"');
    await expectStillWaiting(userId);

    // Consenting needs the box that says they are the parent or guardian.
    const unticked = await answer(url, { ...consentAs(parent), guardian: '' });
    expect(await unticked.text()).toContain('role="alert"');
    await expectStillWaiting(userId);

    const consented = await answer(url, consentAs(parent));
    expect(await consented.text()).toContain('धन्यवाद: खाता चालू हो गया है');
    expect((await login(person)).status).toBe(200);
    const [row] = await app.deps.sql<{ purpose: string; granted: boolean; notice_version: number; channel: string }[]>`
      select purpose, granted, notice_version, channel from consents where subject_kind = 'user' and subject_id = ${userId}`;
    expect(row).toEqual({ purpose: 'account', granted: true, notice_version: noticeVersions.account, channel: 'parental' });
    const consentEvents = await app.deps.sql<{ type: string; actor_id: string | null; payload: Record<string, unknown> }[]>`
      select type, actor_id, payload from events where subject_id = ${`user:${userId}`} order by seq`;
    expect(consentEvents).toEqual([
      {
        type: 'consent.given',
        actor_id: parent.id,
        payload: {
          subjectKind: 'user',
          purpose: 'account',
          noticeVersion: noticeVersions.account,
          channel: 'parental',
          by: { name: parent.fullName, email: parent.email },
        },
      },
    ]);
    const [given] = await app.deps.sql<{ actor_id: string | null; payload: Record<string, unknown> }[]>`
      select actor_id, payload from events where subject_id = ${userId} and type = 'parental_consent.given'`;
    expect(given).toEqual({
      actor_id: parent.id,
      payload: { noticeVersion: noticeVersions.account, guardianId: parent.id, guardianEmailVerified: true },
    });
    expect(await app.deps.sql`select guardian_name, guardian_email from parental_consents where user_id = ${userId}`).toEqual([
      { guardian_name: parent.fullName, guardian_email: parent.email },
    ]);
    // Following the link mailed to that address verified it.
    expect(await emailVerified(parent.id)).toBe(true);

    for (const again of [await open(url), await answer(url, consentAs(parent)), await answer(url, { decision: 'refuse' })]) {
      expect(await again.text()).toContain('यह लिंक पहले ही इस्तेमाल हो चुका है');
    }
    expect((await login(person)).status).toBe(200);
  });

  it("never records offers for the account, whoever asks, and its erasure leaves the parent's own account alone", async () => {
    const person = minor();
    const userId = await register(person);
    const parent = await adultAccount(person);
    await answer((await mailedLink(person)).url, consentAs(parent));
    const { data } = await json<{ data: { accessToken: string } }>(await login(person));
    const token = data.accessToken;

    const offers = await app.api('/privacy/consents/marketing', { method: 'PUT', token, json: { granted: true } });
    expect(offers.status).toBe(403);
    const enquiry = await app.api('/enquiries', {
      method: 'POST',
      token,
      json: { name: person.fullName, mobile: person.mobile, message: 'Is it near a school?', marketing: true },
    });
    expect(enquiry.status).toBe(201);
    const { data: made } = await json<{ data: { _id: string } }>(enquiry);
    expect(await app.deps.sql`select 1 from consents where purpose = 'marketing' and subject_id in (${userId}, ${made._id})`).toHaveLength(
      0,
    );

    expect((await app.api(`/users/${userId}`, { method: 'DELETE', token: admin.accessToken })).status).toBe(200);
    const text = await databaseText(app.deps.sql);
    for (const identifier of [person.fullName, person.email, person.mobile, person.guardianName]) {
      expect(text).not.toContain(identifier.toLowerCase());
    }
    // The consent no longer names the parent; their own account is theirs, and stays.
    expect(await app.deps.sql`select 1 from parental_consents where user_id = ${userId}`).toHaveLength(0);
    const [given] = await app.deps.sql<{ payload: { by: unknown } }[]>`
      select payload from events
      where subject_id = ${`user:${userId}`} and type = 'consent.given' and payload->>'purpose' = 'account'`;
    expect(given?.payload.by).toEqual({ name: null, email: null });
    const parentLogin = await app.api('/users/login', { method: 'POST', json: { email: parent.email, password: parent.password } });
    expect(parentLogin.status).toBe(200);
  });

  it('erases the account and everything about it when the parent refuses', async () => {
    const person = minor('gu');
    const userId = await register(person);
    const refused = await answer((await mailedLink(person)).url, { decision: 'refuse' });
    expect(await refused.text()).toContain('એકાઉન્ટ ભૂંસી નખાયું છે');
    expect(await app.deps.sql`select 1 from "user" where id = ${userId}`).toHaveLength(0);
    expect((await eventsOf(userId)).map((event) => event.type)).toEqual(
      expect.arrayContaining(['parental_consent.refused', 'privacy.erased']),
    );
    const text = await databaseText(app.deps.sql);
    for (const identifier of [person.fullName, person.email, person.mobile, person.guardianName, person.guardianEmail]) {
      expect(text).not.toContain(identifier.toLowerCase());
    }
    expect((await login(person)).status).toBe(401);
  });

  it('answers a tampered link with a page saying so, and changes nothing', async () => {
    const person = minor();
    const userId = await register(person);
    const { url } = await mailedLink(person);
    const token = url.searchParams.get('token')!;
    url.searchParams.set('token', `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`);
    for (const response of [await open(url), await answer(url, consentAs(await adultAccount(person)))]) {
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('The link is incomplete or was changed');
    }
    expect(await waiting(userId)).toEqual([{ consented_at: null }]);
  });

  it('refuses an expired link, and the retention job erases the account its parent left unanswered', async () => {
    const person = minor();
    const userId = await register(person);
    const expired = parentalLinkToken(parentalLinkKey(app.deps.consentLinkKey), { userId, expiresAt: new Date(Date.now() - 1000) });
    const url = new URL(`${app.url}/api/v1/privacy/parental-consent?token=${encodeURIComponent(expired)}&lang=en`);
    const response = await answer(url, consentAs(await adultAccount(person)));
    expect(await response.text()).toContain('This link has expired');
    await expectStillWaiting(userId);

    expect((await runRetention(app.deps, new Date(Date.now() + 6 * 86_400_000))).minorAccountsErased).toBe(0);
    const run = await runRetention(app.deps, new Date(Date.now() + 8 * 86_400_000));
    expect(run.minorAccountsErased).toBeGreaterThanOrEqual(1);
    expect(await app.deps.sql`select 1 from "user" where id = ${userId}`).toHaveLength(0);
    expect((await eventsOf(userId)).map((event) => event.type)).toContain('parental_consent.expired');
  });

  describe('the account a parent or guardian consents with', () => {
    /** A waiting minor, the link mailed to their parent, and the page's answer to a consent signed in as `account`. */
    async function consentingAs(account: (person: Minor) => Promise<{ email: string; password: string }>) {
      const person = minor();
      const userId = await register(person);
      const { url } = await mailedLink(person);
      const response = await answer(url, consentAs(await account(person)));
      expect(response.status).toBe(200);
      return { person, userId, url, html: await response.text() };
    }

    it("refuses the minor's own account, and nothing changes", async () => {
      const { userId, html } = await consentingAs(async (person) => person);
      expect(html).toContain('That is the account waiting for your consent.');
      await expectStillWaiting(userId);
    });

    it('refuses a wrong password, and nothing changes', async () => {
      const { userId, html } = await consentingAs(async (person) => ({ ...(await adultAccount(person)), password: 'Wrong-1984' }));
      expect(html).toContain('The e-mail or password is wrong.');
      await expectStillWaiting(userId);
    });

    it('refuses an adult account whose e-mail is not verified and is not the address the link was sent to', async () => {
      let parent: Adult | undefined;
      const { person, userId, html } = await consentingAs(async (child) => {
        parent = await adultAccount(child, `other.${child.guardianEmail}`);
        return parent;
      });
      expect(html).toContain(`Sign in with the account of ${person.guardianEmail}, the address this link was sent to.`);
      await expectStillWaiting(userId);
      expect(await emailVerified(parent!.id)).toBe(false);
    });

    it('refuses an account with no 18+ declaration on record, and the account of another minor', async () => {
      // Made without the register form's declaration (as an office makes staff accounts).
      const undeclared = await consentingAs(async (person) => {
        const made = await createUser(app, { email: person.guardianEmail });
        return { email: person.guardianEmail, password: made.password };
      });
      expect(undeclared.html).toContain('That account was not registered as an adult (18 or over)');
      await expectStillWaiting(undeclared.userId);

      // A minor whose own parent consented is active, yet still a minor's account.
      const sibling = minor();
      await register(sibling);
      await answer((await mailedLink(sibling)).url, consentAs(await adultAccount(sibling)));
      expect((await login(sibling)).status).toBe(200);
      const underage = await consentingAs(async () => sibling);
      expect(underage.html).toContain('That account was not registered as an adult (18 or over)');
      await expectStillWaiting(underage.userId);
    });

    it('refuses a suspended account', async () => {
      const { userId, html } = await consentingAs(async (person) => {
        const parent = await adultAccount(person);
        await app.deps.sql`update "user" set banned = true, "banReason" = 'suspended by the office' where id = ${parent.id}`;
        return parent;
      });
      expect(html).toContain('That account is suspended');
      await expectStillWaiting(userId);
    });

    it('accepts an adult account verified before, from a link mailed to another address', async () => {
      // The first consent verifies the parent's address; the second child typed another one.
      const first = minor();
      await register(first);
      const parent = await adultAccount(first);
      await answer((await mailedLink(first)).url, consentAs(parent));
      expect(await emailVerified(parent.id)).toBe(true);

      const { userId, html } = await consentingAs(async () => parent);
      expect(html).toContain('Thank you: the account is active');
      expect(await waiting(userId)).toEqual([{ consented_at: expect.any(Date) }]);
      const [given] = await app.deps.sql<{ actor_id: string | null; payload: Record<string, unknown> }[]>`
        select actor_id, payload from events where subject_id = ${userId} and type = 'parental_consent.given'`;
      expect(given).toEqual({ actor_id: parent.id, payload: { noticeVersion: noticeVersions.account, guardianId: parent.id } });
    });
  });
});
