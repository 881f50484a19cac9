import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../dev/ports.ts';
import { createUser } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { startMailCatcher, type MailCatcher } from '../test/mailCatcher.ts';
import { sendNotification } from './notifier.ts';
import { createMailer } from '../mail/mailer.ts';

let mail: MailCatcher;
let app: TestApp;

beforeAll(async () => {
  mail = await startMailCatcher();
  app = await startTestApp({ SMTP_URL: mail.smtpUrl });
});

afterAll(async () => {
  await app?.close();
  await mail?.stop();
});

describe('password reset e-mail', () => {
  it('arrives with an HTML and a text part, and its link sets a new password', async () => {
    const { user } = await createUser(app, { fullName: 'Asha Patel' });
    const asked = await app.api('/users/forgotPassword', { method: 'POST', json: { email: user.email } });
    expect(asked.status).toBe(200);

    const [message] = await mail.inbox(user.email);
    expect(message.subject).toBe('Reset your Shreeji Realty password');
    expect(message.text).toContain('Hello Asha Patel,');
    expect(message.text).toContain('valid for one hour');
    expect(message.html).toContain('Choose a new password');
    const link = /https?:\/\/\S+\/resetPassword\?token=\S+/.exec(message.text)?.[0];
    expect(link).toBeDefined();

    const token = new URL(link!).searchParams.get('token');
    const reset = await app.api('/users/resetPassword', { method: 'POST', json: { token, password: 'BrandNew-42' } });
    expect(reset.status).toBe(200);
    const login = await app.api('/users/login', { method: 'POST', json: { email: user.email, password: 'BrandNew-42' } });
    expect(login.status).toBe(200);
  });
});

describe('password reset e-mail in the account’s language', () => {
  it('writes to a Gujarati account in Gujarati, linking the reset page under /gu', async () => {
    const { user } = await createUser(app, { fullName: 'Kiran Desai' });
    await app.deps.sql`update "user" set locale = 'gu' where id = ${user._id}`;
    expect((await app.api('/users/forgotPassword', { method: 'POST', json: { email: user.email } })).status).toBe(200);

    const [message] = await mail.inbox(user.email);
    expect(message.subject).toBe('તમારો Shreeji Realty પાસવર્ડ રીસેટ કરો');
    expect(message.text).toContain('નમસ્તે Kiran Desai,');
    expect(message.html).toContain('નવો પાસવર્ડ પસંદ કરો');
    const link = /https?:\/\/\S+\/gu\/resetPassword\?token=\S+/.exec(message.text)?.[0];
    expect(link).toBeDefined();
    // The link works as the English one does.
    const token = new URL(link!).searchParams.get('token');
    expect((await app.api('/users/resetPassword', { method: 'POST', json: { token, password: 'NavoPass-42' } })).status).toBe(200);
  });
});

describe('sending a notification', () => {
  const deps = () => ({
    sql: app.deps.sql,
    jobs: app.deps.jobs,
    mailer: createMailer(mail.smtpUrl, 'Shreeji Realty <no-reply@shreejirealty.in>'),
    log: app.deps.log,
    mailDomain: 'localhost',
  });

  it('sends a password reset ahead of bulk mail queued before it', async () => {
    const bulk = 60;
    const tag = Math.random().toString(36).slice(2, 8);
    const { user } = await createUser(app);
    // All queued at once, as the alert engine queues them, so the reset is asked for behind nearly all.
    await app.deps.sql.begin(async (tx) => {
      for (let index = 0; index < bulk; index += 1) {
        await app.deps.notifier.emailIn(
          tx,
          `bulk-${tag}-${index}`,
          { to: `reader${tag}@example.in`, subject: `Alert ${index}`, text: 'A new listing', html: '<p>A new listing</p>' },
          'bulk',
        );
      }
    });
    const sentBefore = async () =>
      (
        await app.deps.sql<{ count: number }[]>`
          select count(*)::int as count from notifications where id like ${`bulk-${tag}-%`} and sent_at is not null`
      )[0]!.count;
    const waitingWhenAsked = bulk - (await sentBefore());
    expect((await app.api('/users/forgotPassword', { method: 'POST', json: { email: user.email } })).status).toBe(200);
    await mail.inbox(user.email);
    await mail.inbox(`reader${tag}@example.in`, bulk);

    const [reset] = await app.deps.sql<{ sentAt: Date }[]>`
      select sent_at as "sentAt" from notifications where recipient = ${user.email} and sent_at is not null`;
    const [after] = await app.deps.sql<{ count: number }[]>`
      select count(*)::int as count from notifications where id like ${`bulk-${tag}-%`} and sent_at > ${reset!.sentAt}`;
    // First in, first out, it would have waited for every bulk mail still waiting when it was asked for.
    expect(waitingWhenAsked).toBeGreaterThan(bulk / 3);
    expect(after!.count).toBeGreaterThan(waitingWhenAsked / 2);
  });

  it('sends a notification once however often its job runs', async () => {
    const to = 'twice@example.in';
    await app.deps.sql`
      insert into notifications (id, channel, recipient, message)
      values ('test:twice', 'email', ${to}, ${app.deps.sql.json({ to, subject: 'Once', text: 'once', html: '<p>once</p>' })})`;
    await Promise.all([sendNotification(deps(), 'test:twice'), sendNotification(deps(), 'test:twice')]);
    await sendNotification(deps(), 'test:twice');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mail.inbox(to)).toHaveLength(1);
    const [row] = await app.deps.sql`select sent_at from notifications where id = 'test:twice'`;
    expect(row.sent_at).not.toBeNull();
  });

  it('records a failed attempt and leaves the notification to be retried', async () => {
    const to = 'retry@example.in';
    await app.deps.sql`
      insert into notifications (id, channel, recipient, message)
      values ('test:retry', 'email', ${to}, ${app.deps.sql.json({ to, subject: 'Retry', text: 'retry', html: '<p>retry</p>' })})`;
    const broken = { ...deps(), mailer: createMailer(`smtp://127.0.0.1:${await freePort()}`, 'x@example.in') };
    await expect(sendNotification(broken, 'test:retry')).rejects.toThrow();
    const [failed] = await app.deps.sql`select sent_at, attempts, last_error from notifications where id = 'test:retry'`;
    expect(failed).toMatchObject({ sent_at: null, attempts: 1 });
    expect(failed.last_error).toBeTruthy();

    await sendNotification(deps(), 'test:retry');
    expect(await mail.inbox(to)).toHaveLength(1);
  });

  it('drops a notification’s body once it is sent, keeping its subject and what delivery needs', async () => {
    const { user } = await createUser(app, { fullName: 'Asha Patel' });
    expect((await app.api('/users/forgotPassword', { method: 'POST', json: { email: user.email } })).status).toBe(200);
    const [message] = await mail.inbox(user.email);
    const token = new URL(/https?:\/\/\S+\/resetPassword\?token=\S+/.exec(message.text)![0]).searchParams.get('token')!;

    const sent = () =>
      app.deps.sql<{ id: string; channel: string; recipient: string; message: unknown; sentAt: Date | null }[]>`
        select id, channel, recipient, message, sent_at as "sentAt" from notifications where recipient = ${user.email}`;
    // The mail arrives just before the sender's transaction marks it sent.
    let rows = await sent();
    for (let tries = 0; tries < 50 && !rows[0]?.sentAt; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      rows = await sent();
    }
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'email', recipient: user.email, message: { subject: 'Reset your Shreeji Realty password' } });
    expect(rows[0].sentAt).not.toBeNull();
    const [{ dump }] = await app.deps.sql<{ dump: string }[]>`select string_agg(n::text, ' ') as dump from notifications n`;
    expect(dump).not.toContain(token);
    expect(dump).not.toContain('Asha Patel');
  });

  it('keeps the body of a notification whose sending failed, for its retry', async () => {
    const to = 'kept@example.in';
    await app.deps.sql`
      insert into notifications (id, channel, recipient, message)
      values ('test:kept', 'email', ${to}, ${app.deps.sql.json({ to, subject: 'Kept', text: 'kept', html: '<p>kept</p>' })})`;
    const broken = { ...deps(), mailer: createMailer(`smtp://127.0.0.1:${await freePort()}`, 'x@example.in') };
    await expect(sendNotification(broken, 'test:kept')).rejects.toThrow();
    const [row] = await app.deps.sql<{ message: { subject: string } | null }[]>`select message from notifications where id = 'test:kept'`;
    expect(row.message?.subject).toBe('Kept');
  });

  it('records the same notification id once', async () => {
    const message = { to: 'dup@example.in', subject: 'Dup', text: 'dup', html: '<p>dup</p>' };
    await app.deps.notifier.email('test:dup', message);
    await app.deps.notifier.email('test:dup', message);
    const rows = await app.deps.sql`select id from notifications where id = 'test:dup'`;
    expect(rows).toHaveLength(1);
    expect(await mail.inbox('dup@example.in')).toHaveLength(1);
  });
});
