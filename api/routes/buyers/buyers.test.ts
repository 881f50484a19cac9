import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyerDetail, BuyerSummary } from '../../../contract/buyers.ts';
import { createUser, freshMobile, type CreatedUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { json } from '../../test/properties.ts';

let app: TestApp;
let admin: CreatedUser;
let user: CreatedUser;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_ENQUIRIES_IP: '1000' });
  [admin, user] = await Promise.all([createUser(app, { role: 'admin', fullName: 'Meena Shah' }), createUser(app)]);
});
afterAll(async () => {
  await app?.close();
});

async function enquire(body: Record<string, unknown>) {
  const response = await app.api('/enquiries', { method: 'POST', json: { name: 'Asha Patel', ...body } });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ data: { _id: string } }>(response)).data._id;
}

const buyerOfEnquiry = async (enquiryId: string) =>
  (await app.deps.sql<{ buyerId: string | null }[]>`select buyer_id as "buyerId" from enquiries where id = ${enquiryId}`)[0]!.buyerId;

async function buyer(id: string, token = admin.accessToken): Promise<BuyerDetail> {
  const response = await app.api(`/buyers/${id}`, { token });
  expect(response.status).toBe(200);
  return (await json<{ data: BuyerDetail }>(response)).data;
}

async function quickAdd(args: Record<string, unknown>, token = admin.accessToken, id: string = randomUUID()) {
  const response = await app.api('/sync', {
    method: 'POST',
    token,
    json: { mutations: [{ id, type: 'lead.quickAdd', args, clientTime: new Date().toISOString() }] },
  });
  expect(response.status).toBe(200);
  return { id, result: (await json<{ data: { results: { status: string; reason?: string }[] } }>(response)).data.results[0]! };
}

describe('buyers from enquiries', () => {
  it('joins a second enquiry from the same mobile, however it is typed, to the same buyer', async () => {
    const mobile = freshMobile();
    const first = await enquire({ mobile, message: 'A 3 BHK in Vesu?' });
    const second = await enquire({ mobile: `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`, name: 'Asha P.' });
    const buyerId = await buyerOfEnquiry(first);
    expect(buyerId).not.toBeNull();
    expect(await buyerOfEnquiry(second)).toBe(buyerId);
    const detail = await buyer(buyerId!);
    expect(detail).toMatchObject({ name: 'Asha Patel', mobile, leads: 2, lastSource: 'website', mergedInto: null });
    expect(detail.enquiries.map((lead) => lead._id).sort()).toEqual([first, second].sort());
    expect(detail.timeline.map((entry) => entry.type)).toEqual(['buyer.created', 'enquiry.created', 'enquiry.created']);
  });

  it('keeps a spam enquiry out of every buyer', async () => {
    const id = await enquire({ mobile: freshMobile(), website: 'http://spam.example' });
    expect(await buyerOfEnquiry(id)).toBeNull();
  });

  it('finds buyers by mobile digits and leaves their personal fields out of the event log', async () => {
    const mobile = freshMobile();
    const id = await enquire({ mobile, email: 'find.me@example.in' });
    const response = await app.api(`/buyers?q=${mobile.slice(-6)}`, { token: admin.accessToken });
    const { data } = await json<{ data: BuyerSummary[] }>(response);
    expect(data.map((found) => found._id)).toEqual([await buyerOfEnquiry(id)]);
    const events = await app.deps.sql<{ payload: unknown }[]>`select payload from events where subject_id = ${data[0]!._id}`;
    expect(JSON.stringify(events)).not.toContain(mobile);
    expect(JSON.stringify(events)).not.toContain('find.me');
  });
});

describe('possible duplicates and merges', () => {
  it('offers a buyer with the same e-mail and another mobile as a possible duplicate, never joining them', async () => {
    const email = `dup${Date.now()}@example.in`;
    const a = await buyerOfEnquiry(await enquire({ mobile: freshMobile(), email }));
    const b = await buyerOfEnquiry(await enquire({ mobile: freshMobile(), email: email.toUpperCase() }));
    expect(a).not.toBe(b);
    const detail = await buyer(a!);
    expect(detail.possibleDuplicates).toBe(1);
    expect(detail.duplicates.map((d) => d._id)).toEqual([b]);
  });

  it('merges a duplicate: its leads and contacts move, the merge reads back, and its mobile finds the kept buyer', async () => {
    const email = `merge${Date.now()}@example.in`;
    const otherMobile = freshMobile();
    const kept = (await buyerOfEnquiry(await enquire({ mobile: freshMobile(), email })))!;
    const mergedLead = await enquire({ mobile: otherMobile, email });
    const merged = (await buyerOfEnquiry(mergedLead))!;
    const logged = await app.api(`/buyers/${merged}/contacts`, {
      method: 'POST',
      token: admin.accessToken,
      json: { channel: 'call', outcome: 'reached' },
    });
    expect(logged.status).toBe(201);

    const response = await app.api(`/buyers/${kept}/merge`, { method: 'POST', token: admin.accessToken, json: { buyerId: merged } });
    expect(response.status).toBe(200);
    const detail = (await json<{ data: BuyerDetail }>(response)).data;
    expect(detail.leads).toBe(2);
    expect(detail.contacts).toHaveLength(1);
    expect(detail.duplicates).toEqual([]);
    const entry = detail.timeline.find((event) => event.type === 'buyer.merged')!;
    expect(entry).toMatchObject({ subjectId: kept, actor: { _id: admin.user._id, fullName: 'Meena Shah' } });
    expect(entry.payload).toMatchObject({ mergedId: merged, enquiryIds: [mergedLead], contactIds: [detail.contacts[0]!._id] });
    expect((await buyer(merged)).mergedInto).toBe(kept);

    const later = await enquire({ mobile: otherMobile });
    expect(await buyerOfEnquiry(later)).toBe(kept);
    const again = await app.api(`/buyers/${kept}/merge`, { method: 'POST', token: admin.accessToken, json: { buyerId: merged } });
    expect(again.status).toBe(409);
  });

  it('refuses to merge a buyer into itself and changes nothing', async () => {
    const id = (await buyerOfEnquiry(await enquire({ mobile: freshMobile() })))!;
    const response = await app.api(`/buyers/${id}/merge`, { method: 'POST', token: admin.accessToken, json: { buyerId: id } });
    expect(response.status).toBe(400);
    expect((await buyer(id)).mergedInto).toBeNull();
  });
});

describe('logged contacts', () => {
  it('logs a call back with its time, once per client id, on the buyer and its timeline', async () => {
    const leadId = await enquire({ mobile: freshMobile() });
    const id = (await buyerOfEnquiry(leadId))!;
    const callBackAt = new Date(Date.now() + 2 * 3_600_000).toISOString();
    const body = { id: randomUUID(), enquiryId: leadId, channel: 'whatsapp', outcome: 'call_back', callBackAt, note: 'Wants evening' };
    for (let i = 0; i < 2; i++) {
      const response = await app.api(`/buyers/${id}/contacts`, { method: 'POST', token: admin.accessToken, json: body });
      expect(response.status).toBe(201);
    }
    const detail = await buyer(id);
    expect(detail.contacts).toEqual([
      expect.objectContaining({
        _id: body.id,
        enquiryId: leadId,
        channel: 'whatsapp',
        outcome: 'call_back',
        callBackAt,
        note: 'Wants evening',
      }),
    ]);
    expect(detail.timeline.filter((entry) => entry.type === 'buyer.contact_logged')).toHaveLength(1);
  });

  it('asks for the time of a call back, and for none with another outcome', async () => {
    const id = (await buyerOfEnquiry(await enquire({ mobile: freshMobile() })))!;
    for (const body of [
      { channel: 'call', outcome: 'call_back' },
      { channel: 'call', outcome: 'reached', callBackAt: new Date().toISOString() },
    ]) {
      const response = await app.api(`/buyers/${id}/contacts`, { method: 'POST', token: admin.accessToken, json: body });
      expect(response.status).toBe(400);
      expect((await json<{ errors: { fields: Record<string, string> } }>(response)).errors.fields.callBackAt).toBe(
        'Call back at needs a date and time',
      );
    }
    expect((await buyer(id)).contacts).toEqual([]);
  });
});

describe('quick-add (the lead.quickAdd mutation)', () => {
  it("adds an advisor's walk-in as a lead of the buyer of its mobile, assigned to the advisor, once", async () => {
    const mobile = freshMobile();
    const existing = await enquire({ mobile });
    const args = { name: 'Kiran Desai', mobile, want: '2 BHK in Adajan under 50 lakh', source: 'walk_in', consentBy: 'walk_in' };
    const { id, result } = await quickAdd(args);
    expect(result.status).toBe('applied');
    expect((await quickAdd(args, admin.accessToken, id)).result.status).toBe('duplicate');
    const [row] = await app.deps.sql<{ buyerId: string; source: string; assigneeId: string; message: string }[]>`
      select buyer_id as "buyerId", source, assignee_id as "assigneeId", message from enquiries where id = ${id}`;
    expect(row).toEqual({ buyerId: await buyerOfEnquiry(existing), source: 'walk_in', assigneeId: admin.user._id, message: args.want });
    const detail = await buyer(row!.buyerId);
    expect(detail.enquiries.map((lead) => lead.source).sort()).toEqual(['walk_in', 'website']);
  });

  it('refuses a quick-add from someone who does not work leads, storing nothing', async () => {
    const mobile = freshMobile();
    const { id, result } = await quickAdd(
      { name: 'Kiran Desai', mobile, want: 'A shop', source: 'phone', consentBy: 'phone_call' },
      user.accessToken,
    );
    expect(result).toMatchObject({ status: 'rejected', reason: "Only the agency's advisors can add leads" });
    expect(await app.deps.sql`select 1 from enquiries where id = ${id}`).toHaveLength(0);
    expect(await app.deps.sql`select 1 from buyers where mobile = ${mobile}`).toHaveLength(0);
  });

  it('records how the buyer agreed to be contacted as their consent, and mails them the notice when given an e-mail', async () => {
    const email = `kiran.${randomUUID().slice(0, 8)}@example.in`;
    const args = {
      name: 'Kiran Desai',
      mobile: freshMobile(),
      want: 'A shop',
      source: 'phone',
      consentBy: 'phone_call',
      email,
      language: 'gu',
    };
    const { id, result } = await quickAdd(args);
    expect(result.status).toBe('applied');
    const consents = await app.deps.sql<{ purpose: string; granted: boolean; channel: string }[]>`
      select purpose, granted, channel from consents where subject_kind = 'enquiry' and subject_id = ${id}`;
    expect(consents).toEqual([{ purpose: 'enquiry', granted: true, channel: 'phone_call' }]);
    const [event] = await app.deps.sql<{ actorId: string; payload: Record<string, unknown> }[]>`
      select actor_id as "actorId", payload from events where type = 'consent.given' and subject_id = ${`enquiry:${id}`}`;
    expect(event).toMatchObject({ actorId: admin.user._id, payload: { purpose: 'enquiry', channel: 'phone_call' } });
    // What stays of a mail once sent: its recipient, purpose and subject (here in the language chosen).
    const [mail] = await app.deps.sql<{ recipient: string; purpose: string; subject: string }[]>`
      select recipient, purpose, message->>'subject' as subject from notifications where id = ${`enquiry-receipt:${id}`}`;
    expect(mail).toMatchObject({ recipient: email, purpose: 'enquiry' });
    expect(mail!.subject).toMatch(/^Shreeji Realty ને તમારી પૂછપરછ EQ-\d+$/);
  });

  it('mails no notice to a quick-added buyer without an e-mail, and still records their consent', async () => {
    const { id } = await quickAdd({
      name: 'Kiran Desai',
      mobile: freshMobile(),
      want: 'A shop',
      source: 'whatsapp',
      consentBy: 'whatsapp',
    });
    expect(await app.deps.sql`select 1 from notifications where id = ${`enquiry-receipt:${id}`}`).toHaveLength(0);
    expect(await app.deps.sql`select 1 from consents where subject_id = ${id} and channel = 'whatsapp'`).toHaveLength(1);
  });

  it.each([
    ['does not say how the buyer agreed to be contacted', { name: 'Kiran Desai', mobile: freshMobile(), want: 'A shop', source: 'phone' }],
    [
      'says nothing of what they want and names an unknown source',
      { name: 'Kiran', mobile: freshMobile(), want: ' ', source: 'billboard' },
    ],
  ])('refuses a quick-add that %s', async (_case, args) => {
    const response = await app.api('/sync', {
      method: 'POST',
      token: admin.accessToken,
      json: { mutations: [{ id: randomUUID(), type: 'lead.quickAdd', args, clientTime: new Date().toISOString() }] },
    });
    expect(response.status).toBe(400);
  });
});

describe("an agent's buyers", () => {
  let agent: CreatedUser;
  let otherAgent: CreatedUser;
  beforeAll(async () => {
    [agent, otherAgent] = await Promise.all([
      createUser(app, { role: 'agent', fullName: 'Kiran Desai' }),
      createUser(app, { role: 'agent', fullName: 'Ravi Joshi' }),
    ]);
  });

  /** A buyer of a fresh enquiry assigned to `to` (nobody: unassigned). */
  async function buyerWithLead(to: CreatedUser | null, name = 'Asha Patel') {
    const enquiryId = await enquire({ name, mobile: freshMobile() });
    if (to) await app.deps.sql`update enquiries set assignee_id = ${to.user._id} where id = ${enquiryId}`;
    return { buyerId: (await buyerOfEnquiry(enquiryId))!, enquiryId };
  }

  it('lists the buyers of their own and unassigned leads, never another agent’s', async () => {
    const tag = randomUUID().slice(0, 8);
    const mine = await buyerWithLead(agent, `Mine ${tag}`);
    const nobodys = await buyerWithLead(null, `Nobodys ${tag}`);
    const theirs = await buyerWithLead(otherAgent, `Theirs ${tag}`);
    const list = async (token: string) =>
      (await json<{ data: BuyerSummary[] }>(await app.api(`/buyers?q=${tag}`, { token }))).data.map((row) => row._id).sort();
    expect(await list(agent.accessToken)).toEqual([mine.buyerId, nobodys.buyerId].sort());
    expect(await list(otherAgent.accessToken)).toEqual([nobodys.buyerId, theirs.buyerId].sort());
    expect(await list(admin.accessToken)).toEqual([mine.buyerId, nobodys.buyerId, theirs.buyerId].sort());
  });

  it("answers another agent's buyer as a missing one, and shows only the leads the agent works", async () => {
    const theirs = await buyerWithLead(otherAgent);
    const read = await app.api(`/buyers/${theirs.buyerId}`, { token: agent.accessToken });
    expect(read.status).toBe(404);
    expect((await json(read)).message).toBe('Buyer not found');
    const logged = await app.api(`/buyers/${theirs.buyerId}/contacts`, {
      method: 'POST',
      token: agent.accessToken,
      json: { channel: 'call', outcome: 'reached' },
    });
    expect(logged.status).toBe(404);
    expect((await app.deps.sql`select 1 from buyer_contacts where buyer_id = ${theirs.buyerId}`).length).toBe(0);

    // The same person asks again, and this lead is the agent's: the buyer is theirs to see, the other lead is not.
    const [{ mobile }] = await app.deps.sql<{ mobile: string }[]>`select mobile from buyers where id = ${theirs.buyerId}`;
    const second = await enquire({ mobile });
    await app.deps.sql`update enquiries set assignee_id = ${agent.user._id} where id = ${second}`;
    const detail = await buyer(theirs.buyerId, agent.accessToken);
    expect(detail.enquiries.map((lead) => lead._id)).toEqual([second]);
    const onTheirLead = await app.api(`/buyers/${theirs.buyerId}/contacts`, {
      method: 'POST',
      token: agent.accessToken,
      json: { channel: 'call', outcome: 'reached', enquiryId: theirs.enquiryId },
    });
    expect(onTheirLead.status).toBe(404);
    expect((await buyer(theirs.buyerId)).enquiries).toHaveLength(2);
  });

  it('lets an agent log a call and merge among the buyers they reach, and not with another agent’s', async () => {
    const mine = await buyerWithLead(agent);
    const nobodys = await buyerWithLead(null);
    const theirs = await buyerWithLead(otherAgent);
    const logged = await app.api(`/buyers/${mine.buyerId}/contacts`, {
      method: 'POST',
      token: agent.accessToken,
      json: { channel: 'call', outcome: 'reached', enquiryId: mine.enquiryId },
    });
    expect(logged.status).toBe(201);
    const refused = await app.api(`/buyers/${mine.buyerId}/merge`, {
      method: 'POST',
      token: agent.accessToken,
      json: { buyerId: theirs.buyerId },
    });
    expect(refused.status).toBe(404);
    expect((await buyer(theirs.buyerId)).mergedInto).toBeNull();
    const merged = await app.api(`/buyers/${mine.buyerId}/merge`, {
      method: 'POST',
      token: agent.accessToken,
      json: { buyerId: nobodys.buyerId },
    });
    expect(merged.status).toBe(200);
  });
});
