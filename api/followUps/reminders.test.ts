import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, freshMobile, type CreatedUser } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { eventsOf, json } from '../test/properties.ts';
import { remindDueActions } from './reminders.ts';

let app: TestApp;
let admin: CreatedUser;
let agent: CreatedUser;
const pushEndpoint = `https://push.example.in/send/${crypto.randomUUID()}`;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_ENQUIRIES_IP: '1000' });
  [admin, agent] = await Promise.all([createUser(app, { role: 'admin' }), createUser(app, { role: 'agent' })]);
  const subscribed = await app.api('/push/subscriptions', {
    method: 'POST',
    json: { endpoint: pushEndpoint, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' } },
    token: agent.accessToken,
  });
  expect(subscribed.status).toBe(201);
});
afterAll(async () => {
  await app?.close();
});

const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);

/** A lead with a next action due at `dueAt`, assigned to the agent unless `unassigned`. */
async function leadDueAt(dueAt: Date, { unassigned = false } = {}): Promise<string> {
  const made = await app.api('/enquiries', { method: 'POST', json: { name: 'Asha Patel', mobile: freshMobile() } });
  const { data } = await json<{ data: { _id: string } }>(made);
  if (!unassigned) {
    await app.api(`/admin/enquiries/${data._id}`, { method: 'PATCH', json: { assigneeId: agent.user._id }, token: admin.accessToken });
  }
  const set = await app.api(`/admin/enquiries/${data._id}/next-action`, {
    method: 'PUT',
    json: { kind: 'call_back', dueAt: dueAt.toISOString() },
    token: unassigned ? admin.accessToken : agent.accessToken,
  });
  expect(set.status).toBe(200);
  return data._id;
}

const remindersOf = (id: string) =>
  app.deps.sql<{ id: string; channel: string; recipient: string }[]>`
    select id, channel, recipient from notifications where id like ${`next-action:${id}:%`} order by channel, id`;
const dueEvents = async (id: string) => (await eventsOf(app, id)).filter((event) => event.type === 'lead.next_action_due');

describe('the follow-up reminder job (a fake clock)', () => {
  it('reminds the agent by e-mail and push at the due time, once, across a restart of the server', async () => {
    const dueAt = minutes(new Date(), 90);
    const id = await leadDueAt(dueAt);
    await remindDueActions(app.deps, minutes(dueAt, -1));
    expect(await remindersOf(id)).toEqual([]);

    // The server stops and starts again on the same database before the due time comes.
    await app.close();
    app = await startTestApp({ RATE_LIMIT_ENQUIRIES_IP: '1000' }, { databaseUrl: app.databaseUrl });

    await remindDueActions(app.deps, minutes(dueAt, 1));
    await remindDueActions(app.deps, minutes(dueAt, 2));
    const notificationId = `next-action:${id}:${dueAt.getTime()}`;
    expect(await remindersOf(id)).toEqual([
      { id: notificationId, channel: 'email', recipient: agent.user.email },
      expect.objectContaining({ channel: 'push', recipient: pushEndpoint }),
    ]);
    expect(await dueEvents(id)).toEqual([
      expect.objectContaining({ actorId: null, payload: { assigneeId: agent.user._id, kind: 'call_back', dueAt: dueAt.toISOString() } }),
    ]);
  });

  it('reminds an overdue action the job missed while no server ran, once', async () => {
    const dueAt = minutes(new Date(), -180);
    const id = await leadDueAt(dueAt);
    await remindDueActions(app.deps);
    await remindDueActions(app.deps);
    expect((await remindersOf(id)).filter((row) => row.channel === 'email')).toHaveLength(1);
  });

  it('reminds again when the next action is moved to a new time', async () => {
    const dueAt = minutes(new Date(), 30);
    const id = await leadDueAt(dueAt);
    await remindDueActions(app.deps, minutes(dueAt, 1));
    const later = minutes(dueAt, 120);
    const moved = await app.api(`/admin/enquiries/${id}/next-action`, {
      method: 'PUT',
      json: { kind: 'confirm_visit', dueAt: later.toISOString() },
      token: agent.accessToken,
    });
    expect(moved.status).toBe(200);
    await remindDueActions(app.deps, minutes(later, 1));
    expect((await remindersOf(id)).filter((row) => row.channel === 'email').map((row) => row.id)).toEqual([
      `next-action:${id}:${dueAt.getTime()}`,
      `next-action:${id}:${later.getTime()}`,
    ]);
  });

  it('leaves alone an action done before its time, and a lead nobody is assigned to', async () => {
    const dueAt = minutes(new Date(), 45);
    const done = await leadDueAt(dueAt);
    const completed = await app.api(`/admin/enquiries/${done}/next-action/done`, { method: 'POST', token: agent.accessToken });
    expect(completed.status).toBe(200);
    const unassigned = await leadDueAt(dueAt, { unassigned: true });
    await remindDueActions(app.deps, minutes(dueAt, 5));
    expect(await remindersOf(done)).toEqual([]);
    expect(await remindersOf(unassigned)).toEqual([]);
  });
});
