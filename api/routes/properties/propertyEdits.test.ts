import { describe, expect, it } from 'vitest';
import type { Property } from '../../../contract/properties.ts';
import { appWithAdminForTests, type CreatedUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/harness.ts';
import { createTestProperty, eventsOf, json, multipart, propertyForm, uniqueImage } from '../../test/properties.ts';

let app: TestApp;
let admin: CreatedUser;

appWithAdminForTests((started) => ({ app, admin } = started));

type Answer = { message?: string; data: Property; errors?: { name: string; fields?: Record<string, string> } };

const CHANGED = 'This property was changed by someone else. Reload to see their changes.';

function patch(id: string, body: Record<string, unknown> | FormData, ifMatch?: string) {
  const headers = ifMatch ? { 'If-Match': ifMatch } : undefined;
  return app.api(`/properties/${id}`, {
    method: 'PATCH',
    token: admin.accessToken,
    headers,
    ...(body instanceof FormData ? { body } : { json: body }),
  });
}

async function etagOf(id: string): Promise<string> {
  const response = await app.api(`/properties/${id}`);
  expect(response.status).toBe(200);
  return response.headers.get('ETag') ?? '';
}

describe('PATCH /properties/:id with some fields', () => {
  it('changes only the title and price sent and keeps every other field and image', async () => {
    const property = await createTestProperty(app, {}, 2);
    const response = await patch(property._id, { title: 'Corner 3 BHK in Vesu', price: '8700000' });
    expect(response.status).toBe(200);
    const { data } = await json<Answer>(response);
    // The price per sq ft follows the price (8,700,000 over 1,350 sq ft).
    const { title: _title, price: _price, pricePerSqft: _perSqft, updatedAt: _updatedAt, ...unchanged } = property;
    expect(data).toMatchObject({ ...unchanged, title: 'Corner 3 BHK in Vesu', price: 8700000, pricePerSqft: 6444 });
  });

  it('records one property.updated event carrying the merged property', async () => {
    const property = await createTestProperty(app);
    const { data } = await json<Answer>(await patch(property._id, { location: 'Adajan, Surat' }));
    const events = await eventsOf(app, property._id);
    expect(events.map((event) => event.type)).toEqual(['property.created', 'property.updated']);
    expect(events[1].payload).toEqual(data);
    expect(data.description).toBe(property.description);
  });

  it('takes a multipart edit of one field with new images', async () => {
    const property = await createTestProperty(app, {}, 1);
    const response = await patch(property._id, multipart({ sqt: '1600' }, [await uniqueImage()]));
    expect(response.status).toBe(200);
    const { data } = await json<Answer>(response);
    expect(data.sqt).toBe(1600);
    expect(data.images).toHaveLength(2);
    expect(data.images[0]).toBe(property.images[0]);
  });

  it('takes new images alone as a change', async () => {
    const property = await createTestProperty(app);
    const response = await patch(property._id, multipart({}, [await uniqueImage()]));
    expect(response.status).toBe(200);
    expect((await json<Answer>(response)).data.images).toHaveLength(1);
  });

  it('checks a sent field with its own form message and changes nothing', async () => {
    const property = await createTestProperty(app);
    const response = await patch(property._id, { price: '87 lakh' });
    expect(response.status).toBe(400);
    expect((await json<Answer>(response)).errors?.fields?.price).toBe('Price must be a whole number');
    expect((await eventsOf(app, property._id)).map((event) => event.type)).toEqual(['property.created']);
  });

  it('checks the merged property as a whole: a new type needs a category of that type', async () => {
    const property = await createTestProperty(app, { category: 'Apartment' });
    const response = await patch(property._id, { propertyType: 'Commercial' });
    expect(response.status).toBe(400);
    expect((await json<Answer>(response)).errors?.fields?.category).toBe('Invalid category value');
    const moved = await patch(property._id, { propertyType: 'Commercial', category: 'Office' });
    expect(moved.status).toBe(200);
    expect((await json<Answer>(moved)).data).toMatchObject({ propertyType: 'Commercial', subCategory: 'Office', bedrooms: null });
  });

  it.each([
    ['an empty body', {}],
    ['only unknown fields', { colour: 'teal', userId: 'someone' }],
  ])('answers 400 naming the fields it takes for %s', async (_case, body) => {
    const property = await createTestProperty(app);
    const response = await patch(property._id, body);
    expect(response.status).toBe(400);
    expect((await json<Answer>(response)).message).toBe(
      'Nothing to change: send at least one of title, description, transactionType, propertyType, category, location, address, lat, lng, locationPrecision, price, sqt, bedrooms, bathrooms, carpetArea, builtUpArea, superBuiltUpArea, plotArea, plotAreaUnit, possession, possessionDate, ageYears, furnishing, facing, floor, totalFloors, parking, maintenanceDeposit, maintenanceAdvance, securityDeposit, depositMonths, monthlyMaintenance, maintenanceIncluded, preferredTenants, vegetarianOnly, noPets, lockInMonths, amenities, projectId, unitTypeId, reraNumber, reraExempt, reraExemptReason, titleGu, titleHi, descriptionGu, descriptionHi, availability, keepImages.',
    );
    expect(await eventsOf(app, property._id)).toHaveLength(1);
  });
});

describe('ETag of a property', () => {
  it('comes with the property, the create answer and every edit, and changes on every write', async () => {
    const created = await app.api('/properties/create', { method: 'POST', json: propertyForm(), token: admin.accessToken });
    expect(created.status).toBe(201);
    const { data } = await json<Answer>(created);
    const tags = [created.headers.get('ETag')];
    expect(await etagOf(data._id)).toBe(tags[0]);
    for (const title of ['First Edit Of The Day', 'Second Edit Of The Day']) {
      const edited = await patch(data._id, { title });
      expect(edited.status).toBe(200);
      tags.push(edited.headers.get('ETag'));
      expect(await etagOf(data._id)).toBe(tags.at(-1));
    }
    expect(tags.every((tag) => /^"v\d+"$/.test(tag ?? ''))).toBe(true);
    expect(new Set(tags).size).toBe(3);
  });

  it('is the same for a visitor and a logged-in caller', async () => {
    const property = await createTestProperty(app);
    const asAdmin = await app.api(`/properties/${property._id}`, { token: admin.accessToken });
    expect(asAdmin.headers.get('ETag')).toBe(await etagOf(property._id));
  });
});

describe('PATCH /properties/:id with If-Match', () => {
  it('applies an edit made from the current version', async () => {
    const property = await createTestProperty(app);
    const response = await patch(property._id, { title: 'Edited From The Latest' }, await etagOf(property._id));
    expect(response.status).toBe(200);
  });

  it('refuses an edit made from an older version with 412 and the spec message, changing nothing', async () => {
    const property = await createTestProperty(app);
    const loaded = await etagOf(property._id);
    expect((await patch(property._id, { title: 'The First Admin Saved' }, loaded)).status).toBe(200);
    const response = await patch(property._id, { title: 'The Second Admin Saved' }, loaded);
    expect(response.status).toBe(412);
    expect(await json(response)).toEqual({ message: CHANGED, errors: { name: 'PreconditionFailedError' } });
    const { data } = await json<Answer>(await app.api(`/properties/${property._id}`));
    expect(data.title).toBe('The First Admin Saved');
    expect((await eventsOf(app, property._id)).map((event) => event.type)).toEqual(['property.created', 'property.updated']);
  });

  it('applies an overwrite sent with the ETag of the 412 reload', async () => {
    const property = await createTestProperty(app);
    const loaded = await etagOf(property._id);
    await patch(property._id, { price: '5000000' }, loaded);
    expect((await patch(property._id, { price: '5100000' }, loaded)).status).toBe(412);
    const response = await patch(property._id, { price: '5100000' }, await etagOf(property._id));
    expect(response.status).toBe(200);
    expect((await json<Answer>(response)).data.price).toBe(5100000);
  });

  it('still applies an edit sent without If-Match, or with If-Match: *', async () => {
    const property = await createTestProperty(app);
    await patch(property._id, { title: 'Someone Else Edited' });
    expect((await patch(property._id, { title: 'An API Client Edited' })).status).toBe(200);
    expect((await patch(property._id, { title: 'Any Version Will Do' }, '*')).status).toBe(200);
  });

  it('accepts the weak form of the current tag and refuses a tag that names no version', async () => {
    const property = await createTestProperty(app);
    expect((await patch(property._id, { sqt: '1400' }, `W/${await etagOf(property._id)}`)).status).toBe(200);
    expect((await patch(property._id, { sqt: '1500' }, '"something-else"')).status).toBe(412);
  });

  it('lets exactly one of two concurrent edits made from the same version through', async () => {
    const property = await createTestProperty(app);
    const loaded = await etagOf(property._id);
    const answers = await Promise.all([
      patch(property._id, { title: 'Saved By The Office Desk' }, loaded),
      patch(property._id, { title: 'Saved By The Site Visit' }, loaded),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412]);
    const winner = answers.find((answer) => answer.status === 200)!;
    const { data } = await json<Answer>(winner);
    expect((await json<Answer>(await app.api(`/properties/${property._id}`))).data.title).toBe(data.title);
    expect((await eventsOf(app, property._id)).map((event) => event.type)).toEqual(['property.created', 'property.updated']);
  });

  it('refuses a delete made from an older version and keeps the property', async () => {
    const property = await createTestProperty(app);
    const loaded = await etagOf(property._id);
    await patch(property._id, { title: 'Edited Before The Delete' });
    const response = await app.api(`/properties/${property._id}`, {
      method: 'DELETE',
      token: admin.accessToken,
      headers: { 'If-Match': loaded },
    });
    expect(response.status).toBe(412);
    expect((await json(response)).message).toBe(CHANGED);
    expect((await app.api(`/properties/${property._id}`)).status).toBe(200);
  });
});
