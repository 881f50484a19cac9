import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadReport } from '../../../contract/reports.ts';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestProperty, json } from '../../test/properties.ts';

let app: TestApp;
let admin: CreatedUser;
let ravi: CreatedUser;
let nisha: CreatedUser;
const period = 'from=2025-03-01&to=2025-03-31';
const listings: Record<'vesu' | 'adajan', { _id: string; reference: string | null }> = {} as never;

/** An IST wall-clock time in March 2025 as a Date. */
const ist = (text: string) => new Date(`${text}+05:30`);

let mobiles = 0;
interface Lead {
  at: string;
  source: string;
  assignee?: CreatedUser;
  /** Each status move and the minutes after arrival it was made. */
  moves?: [string, number][];
  lostReason?: string;
  lostNote?: string;
  listing?: 'vesu' | 'adajan';
  status?: string;
}

/** A lead stored as its writers and the pipeline would have left it: the row and its moves in the log. */
async function seedLead(lead: Lead) {
  const id = randomUUID();
  const at = ist(lead.at);
  const moves = lead.moves ?? [];
  const status = lead.status ?? moves.at(-1)?.[0] ?? 'new';
  mobiles += 1;
  await app.deps.sql`
    insert into enquiries (id, name, mobile, status, source, assignee_id, property_id, lost_reason, lost_note, created_at, updated_at)
    values (${id}, 'Report Lead', ${`97${String(mobiles).padStart(8, '0')}`}, ${status}, ${lead.source}, ${lead.assignee?.user._id ?? null},
            ${lead.listing ? listings[lead.listing]._id : null}, ${lead.lostReason ?? null}, ${lead.lostNote ?? null}, ${at}, ${at})`;
  let from = 'new';
  for (const [to, minutes] of moves) {
    await app.deps.sql`
      insert into events (id, type, subject_id, actor_id, payload, occurred_at)
      values (${randomUUID()}, 'enquiry.status_changed', ${id}, ${lead.assignee?.user._id ?? null},
              ${app.deps.sql.json({ from, to })}, ${new Date(at.getTime() + minutes * 60_000)})`;
    from = to;
  }
  return id;
}

beforeAll(async () => {
  app = await startTestApp();
  [admin, ravi, nisha] = await Promise.all([
    createUser(app, { role: 'admin' }),
    createUser(app, { role: 'agent', fullName: 'Ravi Desai' }),
    createUser(app, { role: 'agent', fullName: 'Nisha Mehta' }),
  ]);
  listings.vesu = await createTestProperty(app, { title: 'Vesu 3 BHK', location: 'Vesu' });
  listings.adajan = await createTestProperty(app, { title: 'Adajan shop', location: 'Adajan' });
  const won: [string, number][] = [
    ['contacted', 10],
    ['visit_scheduled', 100],
    ['visited', 2000],
    ['negotiating', 3000],
    ['won', 9000],
  ];
  await seedLead({ at: '2025-03-02T10:00:00', source: 'website', assignee: ravi, moves: won, listing: 'vesu' });
  await seedLead({
    at: '2025-03-05T11:00:00',
    source: 'website',
    assignee: ravi,
    moves: [
      ['contacted', 30],
      ['lost', 500],
    ],
    lostReason: 'budget',
    listing: 'vesu',
  });
  await seedLead({ at: '2025-03-06T12:00:00', source: 'phone', assignee: ravi, listing: 'adajan' });
  await seedLead({
    at: '2025-03-10T15:00:00',
    source: '99acres',
    assignee: nisha,
    moves: [
      ['contacted', 20],
      ['visit_scheduled', 60],
    ],
    listing: 'adajan',
  });
  await seedLead({
    at: '2025-03-12T16:00:00',
    source: '99acres',
    assignee: nisha,
    moves: [['lost', 60]],
    lostReason: 'other',
    lostNote: 'Moved to Pune',
  });
  await seedLead({ at: '2025-03-20T10:00:00', source: 'website', listing: 'vesu' });
  // The period's edges are Surat days: the last minutes of 31 March are in, 1 March's first are in,
  // the evening before and the morning after are not.
  await seedLead({ at: '2025-03-31T23:30:00', source: 'website' });
  await seedLead({ at: '2025-02-28T23:30:00', source: 'website', assignee: ravi, moves: won, listing: 'vesu' });
  await seedLead({ at: '2025-04-01T00:30:00', source: 'website', assignee: ravi, listing: 'vesu' });
  await seedLead({ at: '2025-03-15T10:00:00', source: 'website', status: 'spam', listing: 'vesu' });
});
afterAll(async () => {
  await app?.close();
});

const report = async (user: CreatedUser, query = period) => {
  const response = await app.api(`/admin/reports?${query}`, { token: user.accessToken });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await json<{ data: LeadReport }>(response)).data;
};

const funnel = (leads: number, contacted: number, visit: number, won: number, lost: number) => ({
  leads,
  contacted,
  visit,
  won,
  lost,
  contactedRate: leads ? Math.round((contacted / leads) * 1000) / 1000 : null,
  visitRate: leads ? Math.round((visit / leads) * 1000) / 1000 : null,
  wonRate: leads ? Math.round((won / leads) * 1000) / 1000 : null,
  lostRate: leads ? Math.round((lost / leads) * 1000) / 1000 : null,
});

describe('GET /admin/reports', () => {
  it('counts the funnel of the period by source and by agent, each stage with the leads that went further', async () => {
    const data = await report(admin);
    expect(data).toMatchObject({ from: '2025-03-01', to: '2025-03-31' });
    expect(data.funnel.total).toEqual(funnel(7, 3, 2, 1, 2));
    expect(data.funnel.total.contactedRate).toBe(0.429);
    expect(data.funnel.bySource).toEqual([
      { source: 'website', ...funnel(4, 2, 1, 1, 1) },
      { source: '99acres', ...funnel(2, 1, 1, 0, 1) },
      { source: 'phone', ...funnel(1, 0, 0, 0, 0) },
    ]);
    const byAgent = Object.fromEntries(data.funnel.byAgent.map((row) => [row.agent?.fullName ?? 'nobody', row]));
    expect(byAgent).toEqual({
      'Ravi Desai': { agent: { _id: ravi.user._id, fullName: 'Ravi Desai' }, ...funnel(3, 2, 1, 1, 1) },
      'Nisha Mehta': { agent: { _id: nisha.user._id, fullName: 'Nisha Mehta' }, ...funnel(2, 1, 1, 0, 1) },
      nobody: { agent: null, ...funnel(2, 0, 0, 0, 0) },
    });
  });

  it('gives the median speed to lead overall, per agent and per source', async () => {
    const { speed } = await report(admin);
    // First contacts: 10, 30, 20 and 60 minutes (a lead lost at once was still answered).
    expect(speed.total).toEqual({ leads: 7, contacted: 4, escalated: 0, medianSeconds: 1500 });
    const byAgent = Object.fromEntries(speed.byAgent.map((row) => [row.agent?.fullName ?? 'nobody', row.medianSeconds]));
    expect(byAgent).toEqual({ 'Ravi Desai': 1200, 'Nisha Mehta': 2400, nobody: null });
    expect(speed.bySource.find((row) => row.source === '99acres')).toMatchObject({ leads: 2, contacted: 2, medianSeconds: 2400 });
  });

  it('counts lost reasons and the demand per listing and per locality', async () => {
    const data = await report(admin);
    expect(data.lostReasons).toEqual([
      { reason: 'budget', leads: 1 },
      { reason: 'location', leads: 0 },
      { reason: 'bought_elsewhere', leads: 0 },
      { reason: 'not_reachable', leads: 0 },
      { reason: 'not_genuine', leads: 0 },
      { reason: 'other', leads: 1 },
    ]);
    expect(data.demand.byListing).toEqual([
      { kind: 'property', _id: listings.vesu._id, reference: listings.vesu.reference, title: 'Vesu 3 BHK', locality: 'Vesu', leads: 3 },
      {
        kind: 'property',
        _id: listings.adajan._id,
        reference: listings.adajan.reference,
        title: 'Adajan shop',
        locality: 'Adajan',
        leads: 2,
      },
    ]);
    expect(data.demand.byLocality).toEqual([
      { locality: 'Vesu', leads: 3 },
      { locality: 'Adajan', leads: 2 },
    ]);
  });

  it("shows an agent their own leads' figures only", async () => {
    const data = await report(ravi);
    expect(data.funnel.total).toEqual(funnel(3, 2, 1, 1, 1));
    expect(data.funnel.byAgent.map((row) => row.agent?._id)).toEqual([ravi.user._id]);
    expect(data.speed.byAgent.map((row) => row.agent?._id)).toEqual([ravi.user._id]);
    expect(data.lostReasons.find((row) => row.reason === 'other')?.leads).toBe(0);
    expect(data.demand.byListing.map((row) => [row.title, row.leads])).toEqual([
      ['Vesu 3 BHK', 2],
      ['Adajan shop', 1],
    ]);
    expect((await report(nisha)).funnel.total).toEqual(funnel(2, 1, 1, 0, 1));
  });

  it('refuses a period the wrong way round or longer than a year, with the field at fault', async () => {
    const backwards = await app.api('/admin/reports?from=2025-03-31&to=2025-03-01', { token: admin.accessToken });
    expect(backwards.status).toBe(400);
    expect((await json(backwards)).errors?.fields?.from).toBe('From must be on or before To');
    const long = await app.api('/admin/reports?from=2024-01-01&to=2025-03-01', { token: admin.accessToken });
    expect((await json(long)).errors?.fields?.from).toBe('A report covers at most 366 days');
    const bad = await app.api('/admin/reports?from=March', { token: admin.accessToken });
    expect((await json(bad)).errors?.fields?.from).toBe('From must be a date (YYYY-MM-DD)');
  });
});

describe('GET /admin/reports.csv', () => {
  const csv = async (table: string, user = admin) => {
    const response = await app.api(`/admin/reports.csv?${period}&table=${table}`, { token: user.accessToken });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1).split('\r\n');
  };

  it('exports each table of the report with its header', async () => {
    expect(await csv('funnel_source')).toEqual([
      'Source,Leads,Contacted,Visit,Won,Lost,Contacted %,Visit %,Won %,Lost %',
      'Website,4,2,1,1,1,50%,25%,25%,25%',
      '99acres,2,1,1,0,1,50%,50%,0%,50%',
      'Phone call,1,0,0,0,0,0%,0%,0%,0%',
      '',
    ]);
    expect((await csv('speed_agent', ravi)).slice(0, 2)).toEqual([
      'Agent,Leads,Contacted,Escalated,Median minutes to first contact',
      'Ravi Desai,3,2,0,20',
    ]);
    expect(await csv('demand_locality')).toEqual(['Locality,Leads', 'Vesu,3', 'Adajan,2', '']);
    expect((await csv('lost_reasons'))[1]).toBe('Budget,1');
  });

  it('never lets a cell start a formula', async () => {
    const sly = await createUser(app, { role: 'agent' });
    await app.deps.sql`update "user" set name = '=HYPERLINK("http://x.in","Ravi")' where id = ${sly.user._id}`;
    await seedLead({ at: '2025-03-03T10:00:00', source: 'website', assignee: sly });
    const lines = await csv('funnel_agent');
    expect(lines).toContain(`"'=HYPERLINK(""http://x.in"",""Ravi"")",1,0,0,0,0,0%,0%,0%,0%`);
    await app.deps.sql`delete from enquiries where assignee_id = ${sly.user._id}`;
  });

  it('refuses an unknown table', async () => {
    const response = await app.api(`/admin/reports.csv?${period}&table=users`, { token: admin.accessToken });
    expect(response.status).toBe(400);
    expect((await json(response)).errors?.fields?.table).toBe(
      'Table must be one of funnel_source, funnel_agent, speed_source, speed_agent, lost_reasons, demand_listing or demand_locality',
    );
  });
});
