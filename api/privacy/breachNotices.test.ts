import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BreachNotice, BreachRecipients } from '../../contract/breachNotices.ts';
import { createUser, type CreatedUser } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { startMailCatcher, type MailCatcher } from '../test/mailCatcher.ts';
import { eventsOf, json } from '../test/properties.ts';

let app: TestApp;
let mail: MailCatcher;
let admin: CreatedUser;

beforeAll(async () => {
  mail = await startMailCatcher();
  app = await startTestApp({ SMTP_URL: mail.smtpUrl, GRIEVANCE_OFFICER_EMAIL: 'dpo@shreejirealty.in' });
  admin = await createUser(app, { role: 'admin' });
});
afterAll(async () => {
  await app?.close();
  await mail?.stop();
});

const notice = {
  subject: 'A copy of our enquiry list was exposed',
  body: 'On 20 November a backup holding names and mobile numbers of people who enquired was reachable from the internet for six hours.\n\nWe closed it, rotated every key, and reported it to the Data Protection Board. Be wary of calls asking for payments in our name.',
};

const send = (body: Record<string, unknown>, token = admin.accessToken) =>
  app.api('/admin/breach-notices', { method: 'POST', token, json: { ...notice, ...body } });

describe('a breach notice', () => {
  it('mails each listed account the notice with the Grievance Officer’s contact, and records it', async () => {
    const [first, second, untouched] = await Promise.all([createUser(app), createUser(app), createUser(app)]);
    const response = await send({ audience: 'listed', emails: `${first.user.email}\n${second.user.email.toUpperCase()}` });
    expect(response.status).toBe(201);
    const { message, data } = await json<{ message: string; data: BreachNotice }>(response);
    expect(message).toBe('The notice is being sent');
    expect(data).toMatchObject({ subject: notice.subject, audience: 'listed', recipients: 2 });

    for (const account of [first, second]) {
      const [received] = await mail.inbox(account.user.email);
      expect(received.subject).toBe(notice.subject);
      expect(received.text).toContain('reachable from the internet for six hours');
      expect(received.text).toContain('dpo@shreejirealty.in');
    }
    const events = await eventsOf(app, data._id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'breach.notified', payload: { audience: 'listed', recipients: 2 } });
    const [{ count }] = await app.deps.sql<{ count: number }[]>`
      select count(*)::int as count from notifications where recipient = ${untouched.user.email}`;
    expect(count).toBe(0);
  });

  it('goes to every account when the audience is all', async () => {
    const [{ accounts }] = await app.deps.sql<{ accounts: number }[]>`select count(*)::int as accounts from "user"`;
    const { data } = await json<{ data: BreachNotice }>(await send({ audience: 'all' }));
    expect(data.recipients).toBe(accounts);
    const list = await json<{ data: BreachNotice[] }>(await app.api('/admin/breach-notices', { token: admin.accessToken }));
    expect(list.data[0]._id).toBe(data._id);
  });

  it('sends nothing when a listed address has no account, and says which', async () => {
    const account = await createUser(app);
    const response = await send({ audience: 'listed', emails: `${account.user.email}, nobody@example.in` });
    expect(response.status).toBe(400);
    expect((await json(response)).errors?.fields?.emails).toBe('No account has the e-mail nobody@example.in');
    const [{ count }] = await app.deps.sql<{ count: number }[]>`
      select count(*)::int as count from notifications where recipient = ${account.user.email}`;
    expect(count).toBe(0);
  });

  it('previews how many accounts it would reach, and the unknown addresses, recording and sending nothing', async () => {
    const account = await createUser(app);
    const [{ before }] = await app.deps.sql<{ before: number }[]>`select count(*)::int as before from breach_notices`;
    const response = await app.api('/admin/breach-notices/preview', {
      method: 'POST',
      token: admin.accessToken,
      json: { audience: 'listed', emails: `${account.user.email.toUpperCase()}\nnobody@example.in` },
    });
    expect(response.status).toBe(200);
    expect((await json<{ data: BreachRecipients }>(response)).data).toEqual({ recipients: 1, unknown: ['nobody@example.in'] });
    const [{ accounts }] = await app.deps.sql<{ accounts: number }[]>`select count(*)::int as accounts from "user"`;
    const all = await app.api('/admin/breach-notices/preview', { method: 'POST', token: admin.accessToken, json: { audience: 'all' } });
    expect((await json<{ data: BreachRecipients }>(all)).data).toEqual({ recipients: accounts, unknown: [] });
    const [{ after }] = await app.deps.sql<{ after: number }[]>`select count(*)::int as after from breach_notices`;
    expect(after).toBe(before);
    const [{ count }] = await app.deps.sql<{ count: number }[]>`
      select count(*)::int as count from notifications where recipient = ${account.user.email}`;
    expect(count).toBe(0);
  });

  it('is refused to a user', async () => {
    const user = await createUser(app);
    expect((await send({ audience: 'all' }, user.accessToken)).status).toBe(403);
  });
});
