import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TODAY_FIRST, type Today, type TodayLead } from '../../../contract/today.ts';
import { freshMobile, officeForTests, type CreatedUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { eventsOf, json } from '../../test/properties.ts';
import { contactDeadline } from '../../speedToLead/workingTime.ts';
import { suratDayOf } from '../../queries/todayReads.ts';

let app: TestApp;
let admin: CreatedUser;
let agent: CreatedUser;
let otherAgent: CreatedUser;
let user: CreatedUser;

officeForTests(
  () => startTestApp({ RATE_LIMIT_ENQUIRIES_IP: '1000' }),
  (office) => ({ app, admin, agent, otherAgent, user } = office),
);

const HOUR = 3_600_000;

/** A website lead, assigned to `to` (none: left unassigned), made in `language`. */
async function newLead(to: CreatedUser | null, language: 'en' | 'gu' | 'hi' = 'en'): Promise<string> {
  const made = await app.api('/enquiries', { method: 'POST', json: { name: 'Asha Patel', mobile: freshMobile(), language } });
  expect(made.status).toBe(201);
  const { data } = await json<{ data: { _id: string } }>(made);
  if (to) {
    const assigned = await app.api(`/admin/enquiries/${data._id}`, {
      method: 'PATCH',
      json: { assigneeId: to.user._id },
      token: admin.accessToken,
    });
    expect(assigned.status).toBe(200);
  }
  return data._id;
}

const setNext = (id: string, who: CreatedUser, body: unknown) =>
  app.api(`/admin/enquiries/${id}/next-action`, { method: 'PUT', json: body, token: who.accessToken });
const logOutcome = (id: string, who: CreatedUser, body: unknown) =>
  app.api(`/admin/enquiries/${id}/outcomes`, { method: 'POST', json: body, token: who.accessToken });

async function todayOf(who: CreatedUser): Promise<Today> {
  const response = await app.api('/agents/me/today', { token: who.accessToken });
  expect(response.status).toBe(200);
  return (await json<{ data: Today }>(response)).data;
}
const ids = (leads: TodayLead[]) => leads.map((lead) => lead._id);

describe('next actions', () => {
  it('are set, changed and completed by the lead’s agent, each an event of the lead', async () => {
    const id = await newLead(agent);
    const due = new Date(Date.now() + 2 * HOUR).toISOString();
    const set = await setNext(id, agent, { kind: 'send_options', dueAt: due, note: 'Vesu 3 BHK brochures' });
    expect(set.status).toBe(200);
    const { data } = await json<{ data: TodayLead }>(set);
    expect(data.nextAction).toEqual({ kind: 'send_options', dueAt: due, note: 'Vesu 3 BHK brochures' });

    const later = new Date(Date.now() + 5 * HOUR).toISOString();
    expect((await setNext(id, agent, { kind: 'confirm_visit', dueAt: later })).status).toBe(200);
    const done = await app.api(`/admin/enquiries/${id}/next-action/done`, { method: 'POST', token: agent.accessToken });
    expect(done.status).toBe(200);
    expect((await json<{ data: TodayLead }>(done)).data.nextAction).toBeNull();

    const events = (await eventsOf(app, id)).filter((event) => event.type.startsWith('lead.next_action'));
    expect(events).toEqual([
      expect.objectContaining({ type: 'lead.next_action_set', actorId: agent.user._id, payload: { kind: 'send_options', dueAt: due } }),
      expect.objectContaining({ type: 'lead.next_action_set', payload: { kind: 'confirm_visit', dueAt: later } }),
      expect.objectContaining({ type: 'lead.next_action_done', payload: { kind: 'confirm_visit', dueAt: later } }),
    ]);
  });

  it('refuse another agent’s lead as a missing one, and change nothing', async () => {
    const id = await newLead(agent);
    const response = await setNext(id, otherAgent, { kind: 'call_back', dueAt: new Date().toISOString() });
    expect(response.status).toBe(404);
    expect((await json(response)).message).toBe('Enquiry not found');
    expect((await eventsOf(app, id)).map((event) => event.type)).not.toContain('lead.next_action_set');
  });

  it('answer the schema’s messages for a bad kind, a missing due time and an "other" with no note', async () => {
    const id = await newLead(agent);
    const bad = await setNext(id, agent, { kind: 'lunch', dueAt: 'soon' });
    expect(bad.status).toBe(400);
    expect((await json(bad)).errors?.fields).toMatchObject({
      kind: 'Next action must be call_back, send_options, confirm_visit or other',
      dueAt: 'Due needs a date and time',
    });
    const other = await setNext(id, agent, { kind: 'other', dueAt: new Date().toISOString() });
    expect((await json(other)).errors?.fields).toEqual({ note: 'Say what the next action is' });
  });

  it('are refused on a closed lead', async () => {
    const id = await newLead(agent);
    await app.api(`/admin/enquiries/${id}`, { method: 'PATCH', json: { status: 'spam' }, token: admin.accessToken });
    const response = await setNext(id, agent, { kind: 'call_back', dueAt: new Date().toISOString() });
    expect(response.status).toBe(409);
  });
});

describe('logging an outcome', () => {
  it('"call back at X" sets the next action "call back" due X', async () => {
    const id = await newLead(agent);
    const at = new Date(Date.now() + 26 * HOUR).toISOString();
    const response = await logOutcome(id, agent, { outcome: 'call_back', callBackAt: at, note: 'At the site till 6' });
    expect(response.status).toBe(201);
    expect((await json<{ data: TodayLead }>(response)).data.nextAction).toEqual({ kind: 'call_back', dueAt: at, note: '' });
    const [contact] = await app.deps.sql`select outcome, call_back_at, enquiry_id from buyer_contacts where enquiry_id = ${id}`;
    expect(contact).toMatchObject({ outcome: 'call_back', enquiry_id: id });
  });

  it('"not reached" sets a call back two working hours on', async () => {
    const id = await newLead(agent);
    const before = new Date();
    const response = await logOutcome(id, agent, { outcome: 'not_reached' });
    expect(response.status).toBe(201);
    const next = (await json<{ data: TodayLead }>(response)).data.nextAction!;
    expect(next.kind).toBe('call_back');
    const { hours, days } = app.deps.config.speedToLead;
    const earliest = contactDeadline(before, 120, { ...hours, days }).getTime();
    expect(new Date(next.dueAt).getTime()).toBeGreaterThanOrEqual(earliest);
    expect(new Date(next.dueAt).getTime()).toBeLessThan(earliest + 60_000);
  });

  it('"reached" sets the next action the agent picked and moves a new lead to contacted', async () => {
    const id = await newLead(agent);
    const due = new Date(Date.now() + 3 * HOUR).toISOString();
    const response = await logOutcome(id, agent, { outcome: 'reached', nextAction: { kind: 'confirm_visit', dueAt: due } });
    expect(response.status).toBe(201);
    const { data } = await json<{ data: TodayLead }>(response);
    expect(data).toMatchObject({ status: 'contacted', nextAction: { kind: 'confirm_visit', dueAt: due } });
    expect((await eventsOf(app, id)).map((event) => event.type)).toEqual(
      expect.arrayContaining(['lead.next_action_set', 'enquiry.status_changed']),
    );
  });

  it('is logged once however often the same id is sent', async () => {
    const id = await newLead(agent);
    const body = { id: randomUUID(), outcome: 'not_reached' };
    expect((await logOutcome(id, agent, body)).status).toBe(201);
    expect((await logOutcome(id, agent, body)).status).toBe(201);
    const contacts = await app.deps.sql`select id from buyer_contacts where enquiry_id = ${id}`;
    expect(contacts.map((row) => row.id)).toEqual([body.id]);
    expect((await eventsOf(app, id)).filter((event) => event.type === 'lead.next_action_set')).toHaveLength(1);
  });

  it('refuses a next action picked for a call that did not reach the buyer', async () => {
    const id = await newLead(agent);
    const response = await logOutcome(id, agent, {
      outcome: 'not_reached',
      nextAction: { kind: 'call_back', dueAt: new Date().toISOString() },
    });
    expect(response.status).toBe(400);
    expect((await json(response)).errors?.fields).toEqual({ nextAction: 'The next action is picked only when the buyer was reached' });
  });

  it('works offline as the lead.logOutcome mutation of POST /sync, applied once', async () => {
    const id = await newLead(agent);
    const mutation = {
      id: randomUUID(),
      type: 'lead.logOutcome',
      args: { enquiryId: id, outcome: 'call_back', callBackAt: new Date(Date.now() + HOUR).toISOString() },
      clientTime: new Date(Date.now() - 10 * 60_000).toISOString(),
    };
    const send = () => app.api('/sync', { method: 'POST', json: { mutations: [mutation] }, token: agent.accessToken });
    const first = await json<{ data: { results: { status: string }[] } }>(await send());
    const again = await json<{ data: { results: { status: string }[] } }>(await send());
    expect([first.data.results[0]!.status, again.data.results[0]!.status]).toEqual(['applied', 'duplicate']);
    const contacts = await app.deps.sql<{ contactedAt: Date }[]>`
      select contacted_at as "contactedAt" from buyer_contacts where enquiry_id = ${id}`;
    expect(contacts).toHaveLength(1);
    // Logged when it was made on the phone, not when the phone got its signal back.
    expect(contacts[0]!.contactedAt.toISOString()).toBe(mutation.clientTime);
  });

  it('is refused through /sync to a user who does not work leads, and to another agent', async () => {
    const id = await newLead(agent);
    const mutation = () => ({
      id: randomUUID(),
      type: 'lead.logOutcome',
      args: { enquiryId: id, outcome: 'not_reached' },
      clientTime: new Date().toISOString(),
    });
    for (const [who, reason] of [
      [user, "Only the agency's advisors can log a call"],
      [otherAgent, 'Enquiry not found'],
    ] as const) {
      const response = await app.api('/sync', { method: 'POST', json: { mutations: [mutation()] }, token: who.accessToken });
      const { data } = await json<{ data: { results: { status: string; reason?: string }[] } }>(response);
      expect(data.results[0]).toMatchObject({ status: 'rejected', reason });
    }
    expect(await app.deps.sql`select 1 from buyer_contacts where enquiry_id = ${id}`).toHaveLength(0);
  });
});

describe('GET /agents/me/today', () => {
  it('lists overdue, due today, new and today’s visits with what the phone needs', async () => {
    const overdue = await newLead(agent, 'gu');
    const dueToday = await newLead(agent);
    const fresh = await newLead(agent);
    const visit = await newLead(agent);
    const now = Date.now();
    const { end } = suratDayOf(new Date(now));
    await setNext(overdue, agent, { kind: 'call_back', dueAt: new Date(now - HOUR).toISOString() });
    // Later today in Surat (or a minute on, when the day is nearly over).
    const laterToday = new Date(Math.min(now + HOUR, end.getTime() - 60_000)).toISOString();
    await setNext(dueToday, agent, { kind: 'send_options', dueAt: laterToday });
    await app.api(`/admin/enquiries/${visit}`, {
      method: 'PATCH',
      json: { visitAt: new Date(Math.min(now + 30 * 60_000, end.getTime() - 30_000)).toISOString() },
      token: agent.accessToken,
    });

    const answer = await todayOf(agent);
    expect(ids(answer.overdue)).toContain(overdue);
    expect(ids(answer.dueToday)).toContain(dueToday);
    expect(ids(answer.fresh)).toContain(fresh);
    expect(ids(answer.fresh)).not.toContain(overdue);
    expect(ids(answer.visits)).toContain(visit);
    const shown = answer.overdue.find((lead) => lead._id === overdue)!;
    expect(shown).toMatchObject({ name: 'Asha Patel', language: 'gu', status: 'new', daysInStage: 0, assigneeId: agent.user._id });
    expect(shown.mobile).toMatch(/^8\d{9}$/);
    expect(shown.nextAction?.kind).toBe('call_back');
  });

  it('shows an agent their own and unassigned leads, never another agent’s; an admin every lead', async () => {
    const mine = await newLead(agent);
    const theirs = await newLead(otherAgent);
    const nobodys = await newLead(null);
    const agentsToday = ids((await todayOf(agent)).fresh);
    expect(agentsToday).toEqual(expect.arrayContaining([mine, nobodys]));
    expect(agentsToday).not.toContain(theirs);
    expect(ids((await todayOf(admin)).fresh)).toEqual(expect.arrayContaining([mine, theirs, nobodys]));
  });

  it('merges an agent’s own and the unassigned leads into one order: due time, newest new lead first', async () => {
    const now = Date.now();
    const owners = [agent, null, agent, null];
    const leads: string[] = [];
    for (const owner of owners) leads.push(await newLead(owner));
    // Due one, two, three and four hours ago, owners alternating.
    for (const [index, id] of leads.entries()) {
      const who = owners[index] ?? agent;
      expect((await setNext(id, who, { kind: 'call_back', dueAt: new Date(now - (index + 1) * HOUR).toISOString() })).status).toBe(200);
    }
    const fresh: string[] = [];
    for (const owner of owners) fresh.push(await newLead(owner));
    const answer = await todayOf(agent);
    const overdue = ids(answer.overdue).filter((id) => leads.includes(id));
    expect(overdue).toEqual([...leads].reverse());
    const due = answer.overdue.map((lead) => lead.nextAction!.dueAt);
    expect(due).toEqual([...due].sort());
    const newest = ids(answer.fresh).filter((id) => fresh.includes(id));
    expect(newest).toEqual([...fresh].reverse());
  });

  it('sends the first 25 of a list, how many it holds in all, and more when asked', async () => {
    const made: string[] = [];
    for (let index = 0; index <= TODAY_FIRST; index += 1) made.push(await newLead(null));
    const first = await todayOf(agent);
    expect(first.fresh).toHaveLength(TODAY_FIRST);
    // Newest first: the last lead made leads the list, the first one made is past its cut.
    expect(ids(first.fresh)).toEqual([...made].reverse().slice(0, TODAY_FIRST));
    expect(first.totals.fresh).toBeGreaterThan(TODAY_FIRST);
    for (const list of ['overdue', 'dueToday', 'visits'] as const) {
      if (first.totals[list] <= TODAY_FIRST) expect(first[list]).toHaveLength(first.totals[list]);
    }

    const more = await app.api(`/agents/me/today?fresh=${first.totals.fresh}`, { token: agent.accessToken });
    expect(more.status).toBe(200);
    const all = (await json<{ data: Today }>(more)).data;
    expect(all.fresh).toHaveLength(first.totals.fresh);
    expect(ids(all.fresh)).toEqual(expect.arrayContaining(made));
    expect(all.totals).toEqual(first.totals);
  });

  it('refuses a list length outside 1 to 200 with the schema’s message', async () => {
    for (const [query, message] of [
      ['fresh=0', 'Limit must be at least 1'],
      ['overdue=201', 'Limit must be at most 200'],
      ['visits=ten', 'Limit must be a whole number'],
    ]) {
      const response = await app.api(`/agents/me/today?${query}`, { token: agent.accessToken });
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(message);
    }
  });

  it('writes one access-log row a read, naming each lead shown once, in the order shown', async () => {
    const lead = await newLead(agent);
    const now = Date.now();
    const { end } = suratDayOf(new Date(now));
    // Overdue and visited today: shown in two lists, named once.
    await setNext(lead, agent, { kind: 'call_back', dueAt: new Date(now - HOUR).toISOString() });
    await app.api(`/admin/enquiries/${lead}`, {
      method: 'PATCH',
      json: { visitAt: new Date(Math.min(now + 30 * 60_000, end.getTime() - 30_000)).toISOString() },
      token: agent.accessToken,
    });
    const listed = () => app.deps.sql<{ subjectType: string; subjectIds: string[] }[]>`
      select subject_type as "subjectType", subject_ids as "subjectIds" from access_log
      where actor_id = ${agent.user._id} and action = 'enquiries.listed' order by at, id`;
    const before = await listed();

    const answer = await todayOf(agent);
    expect(ids(answer.overdue)).toContain(lead);
    expect(ids(answer.visits)).toContain(lead);
    const after = await listed();
    expect(after).toHaveLength(before.length + 1);
    const shown = ids([...answer.overdue, ...answer.dueToday, ...answer.fresh, ...answer.visits]);
    expect(after.at(-1)).toEqual({ subjectType: 'enquiry', subjectIds: [...new Set(shown)] });
  });

  it('is refused to a user (403) and a visitor (401)', async () => {
    expect((await app.api('/agents/me/today', { token: user.accessToken })).status).toBe(403);
    expect((await app.api('/agents/me/today')).status).toBe(401);
  });
});
