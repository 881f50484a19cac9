import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpeedToLead } from '../../contract/speedToLead.ts';
import { createUser, freshMobile, type CreatedUser } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { eventsOf, json } from '../test/properties.ts';
import { escalateOverdueLeads } from './escalation.ts';
import { contactDeadline } from './workingTime.ts';

let app: TestApp;
let admin: CreatedUser;
let agent: CreatedUser;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_ENQUIRIES_IP: '1000' });
  admin = await createUser(app, { role: 'admin' });
  agent = await createUser(app, { role: 'agent', fullName: 'Kiran Desai' });
  const configured = await app.api('/admin/lead-assignment', {
    method: 'PUT',
    json: { mode: 'round_robin', onDuty: [agent.user._id] },
    token: admin.accessToken,
  });
  expect(configured.status).toBe(200);
});
afterAll(async () => {
  await app?.close();
});

async function newLead(): Promise<{ id: string; createdAt: Date; dueAt: Date; buyerId: string }> {
  const response = await app.api('/enquiries', { method: 'POST', json: { name: 'Asha Patel', mobile: freshMobile() } });
  expect(response.status).toBe(201);
  const { data } = await json<{ data: { _id: string } }>(response);
  const [row] = await app.deps.sql<{ createdAt: Date; dueAt: Date; buyerId: string }[]>`
    select created_at as "createdAt", contact_due_at as "dueAt", buyer_id as "buyerId" from enquiries where id = ${data._id}`;
  return { id: data._id, ...row };
}

const notificationsLike = (pattern: string) =>
  app.deps.sql<{ id: string; channel: string; recipient: string }[]>`
    select id, channel, recipient from notifications where id like ${pattern} order by id`;

const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);

describe('a new lead', () => {
  it('mails its agent at once, recorded with the lead, once', async () => {
    const lead = await newLead();
    const mails = await notificationsLike(`lead-assigned:${lead.id}:%`);
    expect(mails.filter((row) => row.channel === 'email')).toEqual([
      { id: `lead-assigned:${lead.id}:${agent.user._id}`, channel: 'email', recipient: agent.user.email },
    ]);
  });

  it('pushes to the browsers its agent subscribed', async () => {
    const endpoint = `https://push.example.in/send/${crypto.randomUUID()}`;
    const subscribed = await app.api('/push/subscriptions', {
      method: 'POST',
      json: { endpoint, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' } },
      token: agent.accessToken,
    });
    expect(subscribed.status).toBe(201);
    const lead = await newLead();
    const pushes = (await notificationsLike(`lead-assigned:${lead.id}:%`)).filter((row) => row.channel === 'push');
    expect(pushes.map((row) => row.recipient)).toEqual([endpoint]);
  });

  it('must be contacted within 15 working minutes of its arrival, in Surat time', async () => {
    const lead = await newLead();
    const { hours, days } = app.deps.config.speedToLead;
    expect(lead.dueAt).toEqual(contactDeadline(lead.createdAt, 15, { ...hours, days }));
  });
});

describe('the escalation job (a fake clock)', () => {
  it('escalates a lead not contacted in time to every admin, once', async () => {
    const lead = await newLead();
    await escalateOverdueLeads(app.deps, minutes(lead.dueAt, -1));
    expect((await eventsOf(app, lead.id)).map((event) => event.type)).not.toContain('enquiry.escalated');

    await escalateOverdueLeads(app.deps, minutes(lead.dueAt, 1));
    await escalateOverdueLeads(app.deps, minutes(lead.dueAt, 2));
    const escalations = (await eventsOf(app, lead.id)).filter((event) => event.type === 'enquiry.escalated');
    expect(escalations).toEqual([
      expect.objectContaining({ actorId: null, payload: { assigneeId: agent.user._id, dueAt: lead.dueAt.toISOString() } }),
    ]);
    const mails = (await notificationsLike(`lead-escalated:${lead.id}:%`)).filter((row) => row.channel === 'email');
    expect(mails).toEqual([{ id: `lead-escalated:${lead.id}:${admin.user._id}`, channel: 'email', recipient: admin.user.email }]);
  });

  it('leaves a lead alone once its agent moved it on or logged a call with its buyer', async () => {
    const moved = await newLead();
    const logged = await newLead();
    const patch = await app.api(`/admin/enquiries/${moved.id}`, {
      method: 'PATCH',
      json: { status: 'contacted' },
      token: agent.accessToken,
    });
    expect(patch.status).toBe(200);
    const call = await app.api(`/buyers/${logged.buyerId}/contacts`, {
      method: 'POST',
      json: { channel: 'call', outcome: 'not_reached', enquiryId: logged.id },
      token: admin.accessToken,
    });
    expect(call.status).toBe(201);
    await escalateOverdueLeads(app.deps, minutes(logged.dueAt, 60 * 24 * 3));
    for (const lead of [moved, logged]) {
      expect((await eventsOf(app, lead.id)).map((event) => event.type)).not.toContain('enquiry.escalated');
    }
  });
});

describe('GET /admin/speed-to-lead', () => {
  it('answers the time to first contact per lead and its median per agent and per source', async () => {
    const lead = await newLead();
    await app.deps.sql`update enquiries set created_at = created_at - interval '10 minutes' where id = ${lead.id}`;
    const patch = await app.api(`/admin/enquiries/${lead.id}`, {
      method: 'PATCH',
      json: { status: 'contacted' },
      token: agent.accessToken,
    });
    expect(patch.status).toBe(200);

    const response = await app.api('/admin/speed-to-lead', { token: admin.accessToken });
    expect(response.status).toBe(200);
    const { data } = await json<{ data: SpeedToLead }>(response);
    const row = data.leads.find((entry) => entry._id === lead.id)!;
    expect(row).toMatchObject({ source: 'website', assignee: { _id: agent.user._id, fullName: 'Kiran Desai' } });
    expect(row.seconds).toBeGreaterThanOrEqual(600);
    expect(row.seconds).toBeLessThan(900);
    const byAgent = data.byAgent.find((group) => group.agent?._id === agent.user._id)!;
    expect(byAgent.contacted).toBeGreaterThanOrEqual(1);
    expect(byAgent.leads).toBeGreaterThan(byAgent.contacted);
    expect(byAgent.medianSeconds).not.toBeNull();
    const website = data.bySource.find((group) => group.source === 'website')!;
    expect(website.leads).toBe(byAgent.leads);
  });

  it('refuses a period that is not a date with the schema message', async () => {
    const response = await app.api('/admin/speed-to-lead?from=yesterday', { token: admin.accessToken });
    expect(response.status).toBe(400);
    expect((await json(response)).errors?.fields?.from).toBe('From must be a date (YYYY-MM-DD)');
  });
});
