import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { VisitReport } from '../../../contract/visitReports.ts';
import type { CreatedUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/harness.ts';
import { createTestProperty, json } from '../../test/properties.ts';
import { visitAgencyForTests } from '../../test/visitAgency.ts';

let app: TestApp;
let admin: CreatedUser;
let agent: CreatedUser;
let otherAgent: CreatedUser;
let propertyId: string;
let otherPropertyId: string;

/** A fixed day in Surat; every visit of the fixture is on it or the day after. */
const DAY = '2026-03-10';
const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+05:30`);

/** A lead and its visit written straight into the tables: the report reads only what they hold. */
async function visit(options: {
  agentId: string;
  propertyId: string;
  startsAt: Date;
  attendance?: 'pending' | 'shown' | 'no_show';
  status?: 'booked' | 'cancelled';
  leadStatus?: string;
  enquiryId?: string;
}) {
  const enquiryId = options.enquiryId ?? randomUUID();
  if (!options.enquiryId) {
    await app.deps.sql`
      insert into enquiries (id, name, mobile, property_id, status, reference)
      values (${enquiryId}, 'Fixture Buyer', '9800000000', ${options.propertyId}, ${options.leadStatus ?? 'visited'}, ${`EQ-${enquiryId.slice(0, 8)}`})`;
  }
  const endsAt = new Date(options.startsAt.getTime() + 45 * 60_000);
  const attendance = options.attendance ?? 'pending';
  const shown = attendance === 'shown';
  await app.deps.sql`
    insert into visits (id, enquiry_id, agent_id, property_id, starts_at, ends_at, held, status, attendance, checked_in_at, check_in_method)
    values (${randomUUID()}, ${enquiryId}, ${options.agentId}, ${options.propertyId}, ${options.startsAt}, ${endsAt},
      tstzrange(${options.startsAt}, ${endsAt}), ${options.status ?? 'booked'}, ${attendance},
      ${shown ? options.startsAt : null}, ${shown ? 'code' : null})`;
  return enquiryId;
}

visitAgencyForTests((agency) => ({ app, admin, agent, otherAgent, propertyId } = agency));
beforeAll(async () => {
  otherPropertyId = (await createTestProperty(app, { location: 'Adajan', title: '=HYPERLINK("x") flat' }))._id;
  // The agent: three visits shown (two of one lead, which is won), one no-show, one pending, one cancelled.
  const won = await visit({ agentId: agent.user._id, propertyId, startsAt: at(DAY, 10), attendance: 'shown', leadStatus: 'won' });
  await visit({ agentId: agent.user._id, propertyId, startsAt: at(DAY, 12), attendance: 'shown', enquiryId: won });
  await visit({ agentId: agent.user._id, propertyId, startsAt: at(DAY, 14), attendance: 'shown' });
  await visit({ agentId: agent.user._id, propertyId: otherPropertyId, startsAt: at(DAY, 16), attendance: 'no_show' });
  await visit({ agentId: agent.user._id, propertyId: otherPropertyId, startsAt: at('2026-03-11', 10) });
  await visit({ agentId: agent.user._id, propertyId, startsAt: at(DAY, 18), status: 'cancelled' });
  // The other agent: one no-show, and one visit outside the period.
  await visit({ agentId: otherAgent.user._id, propertyId: otherPropertyId, startsAt: at(DAY, 11), attendance: 'no_show' });
  await visit({ agentId: otherAgent.user._id, propertyId, startsAt: at('2026-03-20', 11), attendance: 'shown' });
});

const report = async (query: string, who = admin) => app.api(`/admin/visit-reports?${query}`, { token: who.accessToken });

describe('the visit reports', () => {
  it('count visits booked, shown, no-shows and leads won after a visit, in total, per agent and per listing', async () => {
    const response = await report('from=2026-03-10&to=2026-03-11');
    expect(response.status).toBe(200);
    const { data } = await json<{ data: VisitReport }>(response);
    expect(data.from).toBe('2026-03-10');
    expect(data.total).toEqual({ booked: 6, shown: 3, noShow: 2, noShowRate: 0.4, visitedLeads: 2, won: 1, wonRate: 0.5 });
    expect(data.byAgent).toEqual([
      expect.objectContaining({
        _id: agent.user._id,
        name: 'Kiran Desai',
        booked: 5,
        shown: 3,
        noShow: 1,
        noShowRate: 0.25,
        won: 1,
        wonRate: 0.5,
      }),
      expect.objectContaining({ _id: otherAgent.user._id, booked: 1, shown: 0, noShow: 1, noShowRate: 1, won: 0, wonRate: null }),
    ]);
    const byListing = Object.fromEntries(data.byListing.map((row) => [row._id, row]));
    expect(byListing[propertyId]).toMatchObject({ booked: 3, shown: 3, noShow: 0, noShowRate: 0, visitedLeads: 2, won: 1 });
    expect(byListing[otherPropertyId]).toMatchObject({ booked: 3, shown: 0, noShow: 2, noShowRate: 1, wonRate: null });
    expect(byListing[propertyId]!.reference).toMatch(/^SR-\d+$/);
  });

  it('answers an empty period with nothing to divide by, and refuses a period the wrong way round', async () => {
    const { data } = await json<{ data: VisitReport }>(await report('from=2025-01-01&to=2025-01-31'));
    expect(data.total).toEqual({ booked: 0, shown: 0, noShow: 0, noShowRate: null, visitedLeads: 0, won: 0, wonRate: null });
    expect(data.byAgent).toEqual([]);
    expect((await report('from=2026-03-11&to=2026-03-10')).status).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await report('from=2026-03-10&to=2026-03-11', agent)).status).toBe(403);
    expect((await app.api('/admin/visit-reports.csv?by=agent', { token: agent.accessToken })).status).toBe(403);
  });

  it('exports each table as CSV with no cell that starts a formula', async () => {
    const byListing = await app.api('/admin/visit-reports.csv?from=2026-03-10&to=2026-03-11&by=listing', { token: admin.accessToken });
    expect(byListing.status).toBe(200);
    expect(byListing.headers.get('content-type')).toContain('text/csv');
    expect(byListing.headers.get('content-disposition')).toContain('visits-by-listing-2026-03-10-2026-03-11.csv');
    // Read as bytes: a text decoder would drop the byte-order mark Excel needs.
    const text = Buffer.from(await byListing.arrayBuffer()).toString('utf8');
    expect(text.startsWith('\uFEFFReference,Listing,Booked,Shown,No-show,No-show %,Leads visited,Won,Visit → won %\r\n')).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""x"") flat"`);
    expect(text).toContain(',3,0,2,100%,0,0,\r\n');
    const byAgent = await (await app.api('/admin/visit-reports.csv?from=2026-03-10&to=2026-03-11', { token: admin.accessToken })).text();
    expect(byAgent).toContain('Kiran Desai,5,3,1,25%,2,1,50%\r\n');
  });
});
