import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalityFigures } from '../../../contract/localityFigures.ts';
import type { Property } from '../../../contract/properties.ts';
import { appendEvent } from '../../events/appendEvent.ts';
import { patchProperty } from '../../commands/propertyWriter.ts';
import { randomUUID } from 'node:crypto';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestProperty, localityListings } from '../../test/properties.ts';

let app: TestApp;
let admin: CreatedUser;

beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'admin' });
});
afterAll(async () => {
  await app?.close();
});

/** `YYYY-MM` in Surat, `back` months before now. */
function suratMonth(back: number): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A price set for `listing` at a past time, as its event would have recorded it. */
const pastPrice = (listing: Property, price: number, monthsAgo: number) =>
  app.deps.sql.begin((tx) =>
    appendEvent(tx, {
      type: 'property.updated',
      subjectId: listing._id,
      actorId: null,
      payload: { ...listing, price },
      occurredAt: new Date(Date.now() - monthsAgo * 31 * 24 * 3600 * 1000),
    }),
  );

/** A lead about `propertyId` standing at `status`, as the pipeline would have left it. */
async function leadOn(propertyId: string, status: string): Promise<string> {
  const id = randomUUID();
  await app.deps.sql`
    insert into enquiries (id, property_id, name, mobile, status) values (${id}, ${propertyId}, 'Ravi Desai', '9876500000', ${status})`;
  return id;
}

const patchLead = (id: string, body: Record<string, unknown>) =>
  app.api(`/admin/enquiries/${id}`, { method: 'PATCH', json: body, token: admin.accessToken });

/** A won lead about `propertyId` whose deal closed at `price`, recorded through the pipeline. */
async function wonDeal(propertyId: string, price: number) {
  const id = await leadOn(propertyId, 'negotiating');
  const response = await patchLead(id, { status: 'won', dealPrice: price });
  expect(response.status, await response.clone().text()).toBe(200);
}

// Each case writes several listings, one transaction and event each: room for a busy machine.
describe('GET /localities/:slug', { timeout: 120_000 }, () => {
  it("answers a locality's figures as computed by hand: counts, medians by category and BHK, the year's trend, projects, neighbours", async () => {
    // The 2 BHK median is 4,400 a sq ft; the two 3 BHK flats are too few for one.
    const { flat, twos, threes } = await localityListings(app, 'Dumas', 'Shreeji Dumas Greens');
    await Promise.all([
      // For sale without a carpet area: counted, in no median.
      createTestProperty(app, { ...flat, category: 'Bungalows', bedrooms: '4', carpetArea: '', price: '30000000' }),
      createTestProperty(app, { ...flat, transactionType: 'Rent', price: '22000' }),
      createTestProperty(app, { ...flat, location: 'Piplod, Surat', price: '9000000' }),
    ]);
    // The year's trend: 52,00,000 was asked two months ago; a price of fourteen months ago is outside the year.
    await pastPrice(twos[4]!, 5_200_000, 2);
    await pastPrice(twos[0]!, 9_900_000, 14);
    // A price lowered this month is a price set this month: 7,000 and then 6,500.
    await patchProperty(app.deps, null, threes[0]!._id, { price: '6500000' } as never, []);

    const response = await app.api('/localities/dumas');
    expect(response.status).toBe(200);
    const figures = ((await response.json()) as { data: LocalityFigures }).data;
    expect(figures).toEqual({
      slug: 'dumas',
      name: 'Dumas',
      forSale: 8,
      forRent: 2,
      medians: [
        { subCategory: 'Apartment', bedrooms: 2, listings: 5, median: 4_400 },
        { subCategory: 'Apartment', bedrooms: 3, listings: 2, median: null },
      ],
      closed: [],
      // This month: 4,000, 4,200, 4,400, 4,600, 5,000, 6,000, 7,000 and 6,500; the median is (4,600 + 5,000) / 2.
      trend: [
        { month: suratMonth(2), median: 5_200, prices: 1 },
        { month: suratMonth(0), median: 4_800, prices: 8 },
      ],
      projects: [{ slug: 'shreeji-dumas-greens', title: 'Shreeji Dumas Greens' }],
      nearby: ['Vesu', 'Piplod', 'Khajod', 'Magdalla'],
    });
  });

  it('answers a locality without listings with empty figures, and drops its cached figures when a listing there changes', async () => {
    const empty = ((await (await app.api('/localities/mota-varachha')).json()) as { data: LocalityFigures }).data;
    expect(empty).toMatchObject({ name: 'Mota Varachha', forSale: 0, forRent: 0, medians: [], trend: [], projects: [] });
    await createTestProperty(app, { location: 'Mota Varachha, Surat', price: '3000000' });
    const after = ((await (await app.api('/localities/mota-varachha')).json()) as { data: LocalityFigures }).data;
    expect(after.forSale).toBe(1);
  });

  it("answers the median closed price of the locality's won deals by category and BHK, only for groups of five deals or more", async () => {
    const flat = { location: 'Sachin, Surat', category: 'Apartment', bedrooms: '2', carpetArea: '1000' };
    const [twos, threes] = await Promise.all([
      Promise.all(Array.from({ length: 5 }, () => createTestProperty(app, { ...flat, price: '3000000' }))),
      Promise.all(Array.from({ length: 4 }, () => createTestProperty(app, { ...flat, bedrooms: '3', price: '4000000' }))),
    ]);
    // Deals closed at ₹/sq ft carpet 2,800, 2,900, 3,000, 3,100 and 3,500 for the 2 BHK flats: the median is 3,000.
    // Four 3 BHK deals are too few to say; a lead that is not won does not count.
    await Promise.all([
      ...twos.map((listing, index) => wonDeal(listing._id, [2_800_000, 2_900_000, 3_000_000, 3_100_000, 3_500_000][index]!)),
      ...threes.map((listing) => wonDeal(listing._id, 3_900_000)),
    ]);
    const figures = ((await (await app.api('/localities/sachin')).json()) as { data: LocalityFigures }).data;
    expect(figures.closed).toEqual([{ subCategory: 'Apartment', bedrooms: 2, deals: 5, median: 3_000 }]);
  });

  it("records a won lead's deal with its price and listing, on its timeline, and refuses one on a lead that is not won", async () => {
    const listing = await createTestProperty(app, { location: 'Olpad, Surat', price: '2500000', carpetArea: '800' });
    const other = await createTestProperty(app, { location: 'Olpad, Surat', price: '2600000', carpetArea: '800' });
    const lead = await leadOn(listing._id, 'negotiating');
    const early = await patchLead(lead, { dealPrice: '2400000' });
    expect(early.status).toBe(400);
    expect(((await early.json()) as { errors: { fields: Record<string, string> } }).errors.fields.dealPrice).toBe(
      "A deal's price is recorded on a won lead",
    );
    const won = await patchLead(lead, { status: 'won', dealPrice: '24,00,000' });
    expect(won.status).toBe(200);
    expect(await app.deps.sql`select property_id, price::int from deals where enquiry_id = ${lead}`).toEqual([
      { property_id: listing._id, price: 2_400_000 },
    ]);
    // Corrected later, for the listing it was really for.
    expect((await patchLead(lead, { dealPrice: 2_450_000, dealPropertyId: other._id })).status).toBe(200);
    const detail = (await (await app.api(`/admin/enquiries/${lead}`, { token: admin.accessToken })).json()) as {
      data: { timeline: { type: string; dealPrice?: number; propertyId?: string }[] };
    };
    expect(detail.data.timeline.filter((entry) => entry.type === 'enquiry.deal_recorded')).toEqual([
      expect.objectContaining({ dealPrice: 2_400_000, propertyId: listing._id }),
      expect.objectContaining({ dealPrice: 2_450_000, propertyId: other._id }),
    ]);
    const zero = await patchLead(lead, { dealPrice: '0' });
    expect(zero.status).toBe(400);
    expect((await app.deps.sql`select price::int from deals where enquiry_id = ${lead}`)[0]).toEqual({ price: 2_450_000 });
  });

  it('answers 404 for a slug that names no locality of the gazetteer', async () => {
    expect((await app.api('/localities/atlantis')).status).toBe(404);
  });
});
