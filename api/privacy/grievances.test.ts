import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Grievance, GrievanceDetail, GrievanceStatusAnswer } from '../../contract/grievances.ts';
import { createUser, type CreatedUser } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { startMailCatcher, type MailCatcher } from '../test/mailCatcher.ts';
import { eventsOf, json } from '../test/properties.ts';

let app: TestApp;
let mail: MailCatcher;
let admin: CreatedUser;

const officer = { name: 'Rekha Mehta', email: 'dpo@shreejirealty.in', phone: '+91 261 2000 111' };

beforeAll(async () => {
  mail = await startMailCatcher();
  app = await startTestApp({
    SMTP_URL: mail.smtpUrl,
    GRIEVANCE_OFFICER_NAME: officer.name,
    GRIEVANCE_OFFICER_EMAIL: officer.email,
    GRIEVANCE_OFFICER_PHONE: officer.phone,
  });
  admin = await createUser(app, { role: 'admin' });
});
afterAll(async () => {
  await app?.close();
  await mail?.stop();
});

let sequence = 0;
async function file(overrides: Record<string, unknown> = {}, token?: string) {
  sequence += 1;
  const body = {
    name: 'Asha Patel',
    email: `asha${sequence}-${Date.now()}@example.in`,
    topic: 'erasure',
    description: 'I asked for my enquiry to be deleted and still get calls.',
    ...overrides,
  };
  const response = await app.api('/grievances', { method: 'POST', json: body, token });
  expect(response.status, await response.clone().text()).toBe(201);
  return { body, answer: await json<{ message: string; data: GrievanceStatusAnswer }>(response) };
}

async function queue(query = '') {
  const response = await app.api(`/admin/grievances${query}`, { token: admin.accessToken });
  expect(response.status).toBe(200);
  return json<{ data: Grievance[]; meta: { overdue: number; dueSoon: number } }>(response);
}

const idOf = async (trackingNumber: string) => (await queue()).data.find((item) => item.trackingNumber === trackingNumber)!._id;

describe('filing a grievance', () => {
  it('answers a tracking number, a deadline 90 days ahead and the configured Grievance Officer', async () => {
    const { answer } = await file();
    expect(answer.message).toBe('Your grievance has been received');
    expect(answer.data.trackingNumber).toMatch(/^GR-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(answer.data.status).toBe('open');
    const days = (Date.parse(answer.data.dueAt) - Date.parse(answer.data.filedAt)) / 86_400_000;
    expect(days).toBe(90);
    expect(answer.data.officer).toEqual(officer);
    expect(answer.data.replies).toEqual([]);
  });

  it('mails the person their tracking number with the officer’s contact, and tells the officer', async () => {
    const { body, answer } = await file();
    const [received] = await mail.inbox(body.email);
    expect(received.subject).toBe(`We have received your grievance ${answer.data.trackingNumber}`);
    expect(received.text).toContain(`/grievance/${answer.data.trackingNumber}`);
    expect(received.text).toContain(`${officer.name} · ${officer.email} · ${officer.phone}`);
    const told = await mail.find((item) => item.subject.startsWith(`New grievance ${answer.data.trackingNumber}`));
    expect(told.to[0].address).toBe(officer.email);
    expect(told.text).not.toContain('Asha Patel');
  });

  it('writes to a person who filed from the Gujarati page in Gujarati', async () => {
    const { body, answer } = await file({ locale: 'gu' });
    const [received] = await mail.inbox(body.email);
    expect(received.subject).toBe(`તમારી ફરિયાદ ${answer.data.trackingNumber} અમને મળી છે`);
    expect(received.text).toContain(`/gu/grievance/${answer.data.trackingNumber}`);
  });

  it('records an event with the topic and no personal detail', async () => {
    const { answer } = await file({}, (await createUser(app)).accessToken);
    const [event] = await eventsOf(app, await idOf(answer.data.trackingNumber));
    expect(event.type).toBe('grievance.filed');
    expect(event.payload).toEqual({ topic: 'erasure' });
  });

  it('refuses a short description and a topic it does not know, with the form’s words', async () => {
    const response = await app.api('/grievances', {
      method: 'POST',
      json: { name: 'Asha Patel', email: 'asha@example.in', topic: 'weather', description: 'short' },
    });
    expect(response.status).toBe(400);
    const { errors } = await json(response);
    expect(errors?.fields).toMatchObject({
      topic: 'Choose what your grievance is about',
      description: 'Tell us what happened in at least 10 characters',
    });
  });
});

describe('a grievance’s status page', () => {
  it('shows where it stands by its tracking number, without the person’s details', async () => {
    const { answer } = await file();
    const response = await app.api(`/grievances/${answer.data.trackingNumber}`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text).data.trackingNumber).toBe(answer.data.trackingNumber);
    expect(text).not.toContain('Asha Patel');
    expect(text).not.toContain('still get calls');
  });

  it('answers 404 for a tracking number nobody was given', async () => {
    const response = await app.api('/grievances/GR-0000-0000');
    expect(response.status).toBe(404);
    expect((await json(response)).message).toBe('No grievance has that tracking number');
  });
});

describe('answering a grievance', () => {
  it('mails the answer with the officer’s contact, shows it on the status page, and closes it when resolved', async () => {
    const { body, answer } = await file();
    const id = await idOf(answer.data.trackingNumber);
    const replied = await app.api(`/admin/grievances/${id}/replies`, {
      method: 'POST',
      token: admin.accessToken,
      json: { body: 'Your enquiry and its calls list entry are now erased.', status: 'resolved' },
    });
    expect(replied.status).toBe(201);
    const detail = (await json<{ data: GrievanceDetail }>(replied)).data;
    expect(detail.status).toBe('resolved');
    expect(detail.resolvedAt).not.toBeNull();
    expect(detail.overdue).toBe(false);

    const mails = await mail.inbox(body.email, 2);
    const reply = mails.find((item) => item.subject === `An answer to your grievance ${answer.data.trackingNumber}`)!;
    expect(reply.text).toContain('Your enquiry and its calls list entry are now erased.');
    expect(reply.text).toContain(`${officer.name} · ${officer.email} · ${officer.phone}`);

    const status = await json<{ data: GrievanceStatusAnswer }>(await app.api(`/grievances/${answer.data.trackingNumber}`));
    expect(status.data.replies).toHaveLength(1);
    expect(status.data.replies[0]).toMatchObject({ status: 'resolved', officer });
    const events = await eventsOf(app, id);
    expect(events.map((event) => event.type)).toEqual(['grievance.filed', 'grievance.answered']);
    expect(events[1].payload).toMatchObject({ from: 'open', to: 'resolved' });
  });
});

describe('the grievance queue’s deadline', () => {
  it('marks a grievance unanswered 90 days after filing as overdue, and one due within 14 days as due soon', async () => {
    const late = await file();
    const soon = await file();
    const lateId = await idOf(late.answer.data.trackingNumber);
    const soonId = await idOf(soon.answer.data.trackingNumber);
    await app.deps
      .sql`update grievances set created_at = now() - interval '91 days', due_at = now() - interval '1 day' where id = ${lateId}`;
    await app.deps
      .sql`update grievances set created_at = now() - interval '80 days', due_at = now() + interval '10 days' where id = ${soonId}`;

    const { data, meta } = await queue();
    const lateRow = data.find((item) => item._id === lateId)!;
    const soonRow = data.find((item) => item._id === soonId)!;
    expect(lateRow).toMatchObject({ overdue: true, dueSoon: false, daysLeft: -1 });
    expect(soonRow).toMatchObject({ overdue: false, dueSoon: true, daysLeft: 10 });
    expect(meta.overdue).toBeGreaterThanOrEqual(1);
    expect(meta.dueSoon).toBeGreaterThanOrEqual(1);
    // The most pressing first.
    expect(data.findIndex((item) => item._id === lateId)).toBeLessThan(data.findIndex((item) => item._id === soonId));
  });

  it('stops the clock once resolved', async () => {
    const { answer } = await file();
    const id = await idOf(answer.data.trackingNumber);
    await app.deps.sql`update grievances set created_at = now() - interval '95 days', due_at = now() - interval '5 days' where id = ${id}`;
    await app.api(`/admin/grievances/${id}/replies`, {
      method: 'POST',
      token: admin.accessToken,
      json: { body: 'Resolved, late, with our apologies.', status: 'resolved' },
    });
    const row = (await queue()).data.find((item) => item._id === id)!;
    expect(row).toMatchObject({ status: 'resolved', overdue: false, dueSoon: false });
  });
});
