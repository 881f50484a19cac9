import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadAssignment } from '../../../contract/leadAssignment.ts';
import { createProject } from '../../commands/projectWriter.ts';
import { createUser, freshMobile, type CreatedUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestProperty, eventsOf, json } from '../../test/properties.ts';
import { projectFields } from '../../test/probes/support.ts';

let app: TestApp;
let admin: CreatedUser;
/** Three agents in the order the round-robin deals to them (by id). */
let agents: CreatedUser[];

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_ENQUIRIES_IP: '1000' });
  admin = await createUser(app, { role: 'admin' });
  const made = await Promise.all([1, 2, 3].map((n) => createUser(app, { role: 'agent', fullName: `Agent ${n}` })));
  agents = made.sort((a, b) => (a.user._id < b.user._id ? -1 : 1));
});
afterAll(async () => {
  await app?.close();
});

/** A visitor's enquiry, answered with who it was assigned to on arrival. */
async function newLead(body: Record<string, unknown> = {}): Promise<{ id: string; assigneeId: string | null }> {
  const response = await app.api('/enquiries', { method: 'POST', json: { name: 'Asha Patel', mobile: freshMobile(), ...body } });
  expect(response.status, await response.clone().text()).toBe(201);
  const { data } = await json<{ data: { _id: string } }>(response);
  const [row] = await app.deps.sql<
    { assigneeId: string | null }[]
  >`select assignee_id as "assigneeId" from enquiries where id = ${data._id}`;
  return { id: data._id, assigneeId: row.assigneeId };
}

async function configure(body: Record<string, unknown>) {
  const response = await app.api('/admin/lead-assignment', { method: 'PUT', json: body, token: admin.accessToken });
  return response;
}

const ids = (...who: CreatedUser[]) => who.map((agent) => agent.user._id);

describe('assignment on arrival', () => {
  it('assigns nobody while the office assigns by hand (the default)', async () => {
    const settings = await json<{ data: LeadAssignment }>(await app.api('/admin/lead-assignment', { token: admin.accessToken }));
    expect(settings.data.mode).toBe('manual');
    expect(settings.data.agents.map((agent) => agent._id).sort()).toEqual(ids(...agents).sort());
    expect((await newLead()).assigneeId).toBeNull();
  });

  it('deals new leads in turn to the agents on duty, passing over those off duty, each an event with no actor', async () => {
    const [first, , third] = agents;
    expect((await configure({ mode: 'round_robin', onDuty: ids(first, third) })).status).toBe(200);
    const dealt = [];
    for (let n = 0; n < 4; n += 1) dealt.push((await newLead()).assigneeId);
    // The turn continues from whoever had the last one, so the deal starts anywhere in the circle.
    const start = dealt[0] === first.user._id ? [first, third] : [third, first];
    expect(dealt).toEqual(ids(...start, ...start));
    const lead = await newLead();
    const assigned = (await eventsOf(app, lead.id)).filter((event) => event.type === 'enquiry.assigned');
    expect(assigned).toEqual([
      expect.objectContaining({ actorId: null, payload: expect.objectContaining({ assigneeId: lead.assigneeId, rule: 'round_robin' }) }),
    ]);
  });

  it("sends a lead about a ruled locality or project to the rule's agent, and the rest in turn", async () => {
    const [first, second, third] = agents;
    const project = await createProject(app.deps, null, projectFields() as never, []);
    const inAdajan = await createTestProperty(app, { location: 'Adajan' });
    const inVesu = await createTestProperty(app, { location: 'Vesu' });
    const rules = [
      { agentId: second.user._id, locality: 'adajan' },
      { agentId: third.user._id, projectId: project._id },
    ];
    expect((await configure({ mode: 'rules', rules, onDuty: ids(first, second, third) })).status).toBe(200);
    expect((await newLead({ propertyId: inAdajan._id })).assigneeId).toBe(second.user._id);
    expect((await newLead({ projectId: project._id })).assigneeId).toBe(third.user._id);
    const rest = await newLead({ propertyId: inVesu._id });
    expect(ids(...agents)).toContain(rest.assigneeId);
    const ruled = (await eventsOf(app, (await newLead({ propertyId: inAdajan._id })).id)).find(
      (event) => event.type === 'enquiry.assigned',
    );
    expect(ruled?.payload.rule).toBe('locality');
  });

  it("passes a rule by while its agent is off duty, and the agent's own duty switch puts them back", async () => {
    const [first, second] = agents;
    const inAdajan = await createTestProperty(app, { location: 'Adajan' });
    const rules = [{ agentId: second.user._id, locality: 'Adajan' }];
    expect((await configure({ mode: 'rules', rules, onDuty: ids(first) })).status).toBe(200);
    expect((await newLead({ propertyId: inAdajan._id })).assigneeId).toBe(first.user._id);

    const duty = await app.api('/agents/me/duty', { method: 'PUT', json: { onDuty: true }, token: second.accessToken });
    expect(duty.status).toBe(200);
    expect((await json<{ data: { onDuty: boolean } }>(duty)).data).toEqual({ onDuty: true });
    expect((await newLead({ propertyId: inAdajan._id })).assigneeId).toBe(second.user._id);
    const read = await json<{ data: { onDuty: boolean } }>(await app.api('/agents/me/duty', { token: second.accessToken }));
    expect(read.data.onDuty).toBe(true);
  });

  it('assigns nobody when no agent is on duty', async () => {
    expect((await configure({ mode: 'round_robin', onDuty: [] })).status).toBe(200);
    expect((await newLead()).assigneeId).toBeNull();
  });
});

describe('the settings', () => {
  it('refuses a rule or a duty naming someone who is not an agent, and changes nothing', async () => {
    expect((await configure({ mode: 'manual', onDuty: [] })).status).toBe(200);
    const before = await json<{ data: LeadAssignment }>(await app.api('/admin/lead-assignment', { token: admin.accessToken }));
    const user = await createUser(app);
    const ruled = await configure({ mode: 'rules', rules: [{ agentId: user.user._id, locality: 'Vesu' }] });
    expect(ruled.status).toBe(400);
    expect((await json(ruled)).errors?.fields?.rules).toBe('Choose agents from the list: one named is not an agent');
    const onDuty = await configure({ mode: 'round_robin', onDuty: [admin.user._id] });
    expect((await json(onDuty)).errors?.fields?.onDuty).toBe('Choose agents from the list: one named is not an agent');
    const after = await json<{ data: LeadAssignment }>(await app.api('/admin/lead-assignment', { token: admin.accessToken }));
    expect(after.data).toEqual(before.data);
  });

  it('refuses a rule naming both a locality and a project, or neither, with the schema message', async () => {
    const [first] = agents;
    const both = await configure({ mode: 'rules', rules: [{ agentId: first.user._id, locality: 'Vesu', projectId: crypto.randomUUID() }] });
    expect(both.status).toBe(400);
    const neither = await configure({ mode: 'rules', rules: [{ agentId: first.user._id }] });
    expect(neither.status).toBe(400);
    expect(JSON.stringify(await json(neither))).toContain('A rule names a locality or a project, not both');
  });

  it('records each change of the settings as an event of the admin', async () => {
    expect((await configure({ mode: 'round_robin', onDuty: ids(agents[0]) })).status).toBe(200);
    const [event] = await app.deps.sql<{ actorId: string; payload: { mode: string } }[]>`
      select actor_id as "actorId", payload from events where type = 'lead_assignment.changed' order by seq desc limit 1`;
    expect(event).toEqual({ actorId: admin.user._id, payload: expect.objectContaining({ mode: 'round_robin' }) });
  });
});
