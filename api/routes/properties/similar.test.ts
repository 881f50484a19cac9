import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '../../../contract/properties.ts';
import { deleteProperty } from '../../commands/propertyWriter.ts';
import { createUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestProperty } from '../../test/properties.ts';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** What turns a home's fields into an office's: another category and type, no rooms. */
const anOffice = { propertyType: 'Commercial', category: 'Office', bedrooms: '', bathrooms: '' } as const;

async function similarTo(id: string, token?: string): Promise<{ status: number; ids: string[]; data: Property[] }> {
  const response = await app.api(`/properties/${id}/similar`, { token });
  const body = (await response.json()) as { data?: Property[] };
  return { status: response.status, ids: (body.data ?? []).map((property) => property._id), data: body.data ?? [] };
}

describe('GET /properties/:id/similar', () => {
  // Each test's prices lie outside every other test's widest band (±35 %), so no test's listings reach another's.
  it('offers the same type, category and purpose nearby within 20 % first, then widens to 35 % and to the city until six are found', async () => {
    const base = { location: 'Bhatar, Surat', price: '30000000' };
    const listing = await createTestProperty(app, base);
    const sameLocality = await createTestProperty(app, { ...base, price: '31000000' });
    const bordering = await createTestProperty(app, { ...base, location: 'Althan, Surat', price: '27000000' });
    const atBandEdge = await createTestProperty(app, { ...base, price: '36000000' });
    const pastBandEdge = await createTestProperty(app, { ...base, price: '36000001' });
    const cheaper = await createTestProperty(app, { ...base, price: '23000000' });
    const elsewhere = await createTestProperty(app, { ...base, location: 'Kamrej, Surat' });
    const bungalow = await createTestProperty(app, { ...base, category: 'Bungalows' });
    const beyondWidest = await createTestProperty(app, { ...base, price: '40500001' });
    const forRent = await createTestProperty(app, { ...base, transactionType: 'Rent' });
    const commercial = await createTestProperty(app, { ...base, ...anOffice });

    const { status, ids } = await similarTo(listing._id);
    expect(status).toBe(200);
    expect(ids).toEqual([sameLocality._id, atBandEdge._id, bordering._id, pastBandEdge._id, cheaper._id, elsewhere._id]);
    // Six were found before other types were needed.
    for (const excluded of [listing, bungalow, beyondWidest, forRent, commercial]) expect(ids).not.toContain(excluded._id);
  });

  it('widens to other types of the same category last, and never to another purpose or category', async () => {
    const base = { location: 'Pal, Surat', price: '300000000' };
    const listing = await createTestProperty(app, base);
    const bungalow = await createTestProperty(app, { ...base, category: 'Bungalows' });
    const elsewhere = await createTestProperty(app, { ...base, location: 'Olpad, Surat', price: '330000000' });
    const forRent = await createTestProperty(app, { ...base, transactionType: 'Rent' });
    const commercial = await createTestProperty(app, { ...base, ...anOffice });
    const { ids, data } = await similarTo(listing._id);
    expect(ids.slice(0, 2)).toEqual([elsewhere._id, bungalow._id]);
    // Then, at any price, the closest of the category: six in all, never another purpose or category.
    expect(ids).toHaveLength(6);
    for (const excluded of [forRent, commercial]) expect(ids).not.toContain(excluded._id);
    for (const other of data) expect([other.propertyType, other.transactionType]).toEqual(['Residential', 'Buy']);
  });

  it('answers at most six, the same locality first and then the closest price', async () => {
    const listing = await createTestProperty(app, { location: 'Katargam, Surat', price: '2220000' });
    const near = await Promise.all(
      [2230000, 2240000, 2250000, 2260000, 2270000].map((price) =>
        createTestProperty(app, { location: 'Varachha, Surat', price: String(price) }),
      ),
    );
    const same = await Promise.all(
      [2500000, 2600000].map((price) => createTestProperty(app, { location: 'Katargam, Surat', price: String(price) })),
    );
    const { ids } = await similarTo(listing._id);
    expect(ids).toEqual([same[0]!._id, same[1]!._id, ...near.slice(0, 4).map((property) => property._id)]);
  });

  it('leaves out a deleted listing, and still answers for a deleted listing from its last facts', async () => {
    const listing = await createTestProperty(app, { location: 'Rander, Surat', price: '100000000' });
    const gone = await createTestProperty(app, { location: 'Rander, Surat', price: '100100000' });
    const stays = await createTestProperty(app, { location: 'Rander, Surat', price: '100200000' });
    await deleteProperty(app.deps, null, gone._id);
    const before = (await similarTo(listing._id)).ids;
    expect(before[0]).toBe(stays._id);
    expect(before).not.toContain(gone._id);

    await deleteProperty(app.deps, null, listing._id);
    const afterDelete = await similarTo(listing._id);
    expect(afterDelete.status).toBe(200);
    expect(afterDelete.ids[0]).toBe(stays._id);
    expect(afterDelete.ids).not.toContain(gone._id);
  });

  it('marks the caller’s saved listings and answers 404 for an id that never existed', async () => {
    const listing = await createTestProperty(app, { location: 'Sachin, Surat', price: '1110000' });
    const other = await createTestProperty(app, { location: 'Sachin, Surat', price: '1120000' });
    const user = await createUser(app);
    const saved = await app.api(`/properties/${other._id}/favorite`, { method: 'POST', token: user.accessToken, json: { favorite: true } });
    expect(saved.status).toBe(200);
    const savedOf = (data: Property[]) => data.map((property) => [property._id === other._id, property.favorite]);
    const signedIn = (await similarTo(listing._id, user.accessToken)).data;
    expect(signedIn[0]!._id).toBe(other._id);
    expect(savedOf(signedIn).every(([isOther, favorite]) => isOther === favorite)).toBe(true);
    expect((await similarTo(listing._id)).data.every((property) => !property.favorite)).toBe(true);

    expect((await similarTo('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await similarTo('not-an-id')).status).toBe(404);
  });
});
