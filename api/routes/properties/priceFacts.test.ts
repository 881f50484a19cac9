import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceFacts } from '../../../contract/priceFacts.ts';
import type { Property } from '../../../contract/properties.ts';
import { deleteProperty, patchProperty } from '../../commands/propertyWriter.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestProperty } from '../../test/properties.ts';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function factsOf(id: string): Promise<{ status: number; data: PriceFacts | undefined }> {
  const response = await app.api(`/properties/${id}/price-facts`);
  return { status: response.status, data: ((await response.json()) as { data?: PriceFacts }).data };
}

async function listing(id: string): Promise<Property> {
  return ((await (await app.api(`/properties/${id}`)).json()) as { data: Property }).data;
}

const setPrice = (id: string, price: number, extra: Record<string, unknown> = {}) =>
  patchProperty(app.deps, null, id, { price: String(price), ...extra } as never, []);

// Each case writes several listings, one transaction and event each: room for a busy machine.
describe('GET /properties/:id/price-facts', { timeout: 120_000 }, () => {
  it("lists the price's changes from the event log, newest first, and leaves out edits that kept the price", async () => {
    const flat = await createTestProperty(app, { location: 'Magdalla, Surat', price: '6000000' });
    await setPrice(flat._id, 5_800_000);
    await setPrice(flat._id, 5_800_000, { title: 'Renamed flat in Magdalla' });
    await setPrice(flat._id, 5_900_000);
    const { status, data } = await factsOf(flat._id);
    expect(status).toBe(200);
    expect(data!.history.map(({ from, to }) => ({ from, to }))).toEqual([
      { from: 5_800_000, to: 5_900_000 },
      { from: 6_000_000, to: 5_800_000 },
    ]);
    expect(Date.parse(data!.history[0]!.at)).toBeGreaterThanOrEqual(Date.parse(data!.history[1]!.at));
  });

  it("compares a sale's price per sq ft of carpet with the median of five comparables in its locality (hand-computed)", async () => {
    const base = { location: 'Khajod, Surat', category: 'Apartment', bedrooms: '2', carpetArea: '1000' };
    const own = await createTestProperty(app, { ...base, price: '5520000' });
    // ₹/sq ft 6,000, 5,800, 6,300, 6,000 (6,60,000 over 1,100), 7,000: the median is 6,000.
    await Promise.all(
      [
        ['6000000', '1000'],
        ['5800000', '1000'],
        ['6300000', '1000'],
        ['6600000', '1100'],
        ['7000000', '1000'],
      ].map(([price, carpetArea]) => createTestProperty(app, { ...base, price, carpetArea })),
    );
    // None of these is comparable: another BHK, a rent, another locality, no carpet area.
    await Promise.all([
      createTestProperty(app, { ...base, bedrooms: '3', price: '1000000' }),
      createTestProperty(app, { ...base, transactionType: 'Rent', price: '15000' }),
      createTestProperty(app, { ...base, location: 'Dumas, Surat', price: '1000000' }),
      createTestProperty(app, { ...base, carpetArea: '', price: '1000000' }),
    ]);

    const { data } = await factsOf(own._id);
    expect(data!.fairPrice).toEqual({
      pricePerSqft: 5_520,
      median: 6_000,
      comparables: 5,
      differencePercent: -8,
      locality: 'Khajod',
      subCategory: 'Apartment',
      bedrooms: 2,
    });
  });

  it('hides the median with fewer than five comparables, once the catalogue change drops the cached answer', async () => {
    const base = { location: 'Sachin, Surat', category: 'Apartment', bedrooms: '1', carpetArea: '500' };
    const own = await createTestProperty(app, { ...base, price: '2000000' });
    const others = [];
    for (const price of ['2100000', '2200000', '2300000', '2400000', '2500000'])
      others.push(await createTestProperty(app, { ...base, price }));
    expect((await factsOf(own._id)).data!.fairPrice).toMatchObject({ median: 4_600, comparables: 5, differencePercent: -13 });

    await deleteProperty(app.deps, null, others[0]!._id);
    expect((await factsOf(own._id)).data!.fairPrice).toBeNull();
  });

  it('gives no median to a rent or to a listing without a carpet area', async () => {
    const rent = await createTestProperty(app, { transactionType: 'Rent', price: '20000', carpetArea: '900' });
    const noCarpet = await createTestProperty(app, { price: '5000000' });
    expect((await factsOf(rent._id)).data!.fairPrice).toBeNull();
    expect((await factsOf(noCarpet._id)).data!.fairPrice).toBeNull();
  });

  it('answers 404 for a listing that does not exist', async () => {
    expect((await factsOf('8d3c3e0a-0a8e-4b55-9a8e-3f1f5b1c2d4e')).status).toBe(404);
  });
});

describe('a price drop on the listing', { timeout: 120_000 }, () => {
  it('is shown for 30 days after the price was lowered, with the price before it, and forgotten when it is raised', async () => {
    const flat = await createTestProperty(app, { location: 'Olpad, Surat', price: '4000000' });
    expect((await listing(flat._id)).priceDrop).toBeNull();

    await setPrice(flat._id, 3_800_000);
    const lowered = await listing(flat._id);
    expect(lowered.priceDrop).toMatchObject({ from: 4_000_000 });
    const search = (await (await app.api('/properties/search?q=olpad')).json()) as { data: Property[] };
    expect(search.data.find((property) => property._id === flat._id)?.priceDrop).toMatchObject({ from: 4_000_000 });

    await app.deps.sql`update properties set price_dropped_at = now() - interval '31 days' where id = ${flat._id}`;
    expect((await listing(flat._id)).priceDrop).toBeNull();

    await setPrice(flat._id, 3_700_000);
    expect((await listing(flat._id)).priceDrop).toMatchObject({ from: 3_800_000 });
    await setPrice(flat._id, 3_900_000);
    expect((await listing(flat._id)).priceDrop).toBeNull();
  });
});
