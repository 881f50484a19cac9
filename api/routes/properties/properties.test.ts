import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '../../../contract/properties.ts';
import { freePort } from '../../dev/ports.ts';
import { keyFromUrl } from '../../storage/images.ts';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestProperty, eventCount, eventsOf, json, multipart, propertyForm, uniqueImage } from '../../test/properties.ts';

let app: TestApp;
let admin: CreatedUser;
let user: CreatedUser;

beforeAll(async () => {
  app = await startTestApp({ PORT: String(await freePort()) });
  [admin, user] = await Promise.all([createUser(app, { role: 'admin' }), createUser(app)]);
});
afterAll(async () => {
  await app?.close();
});

type Answer = { message?: string; data: Property; errors?: { name: string; fields?: Record<string, string> } };

async function stored(url: string): Promise<boolean> {
  return app.deps.bucket.exists(`${keyFromUrl(url)}/full.webp`);
}

async function create(body: Record<string, unknown> | FormData, token = admin.accessToken) {
  return app.api('/properties/create', body instanceof FormData ? { method: 'POST', body, token } : { method: 'POST', json: body, token });
}

describe('GET /properties/:id', () => {
  it('shows one property to a visitor', async () => {
    const property = await createTestProperty(app, {}, 1);
    const response = await app.api(`/properties/${property._id}`);
    expect(response.status).toBe(200);
    const body = await json<Answer>(response);
    expect(body.data).toEqual(property);
    expect(body.data.images[0]).toMatch(/^\/media\/[0-9a-f]{64}\/full\.webp$/);
  });

  it('answers 404 "Property not found" for an unknown id and a malformed one', async () => {
    for (const id of ['6f1c2c3e-8d1f-4c55-9b7e-0a4e1c2b3d4f', 'not-an-id', '1']) {
      const response = await app.api(`/properties/${id}`);
      expect(response.status).toBe(404);
      expect(await json(response)).toEqual({ message: 'Property not found', errors: { name: 'NotFoundError' } });
    }
  });

  it('shows a logged-in caller whether they saved it', async () => {
    const property = await createTestProperty(app);
    await app.api(`/properties/${property._id}/favorite`, { method: 'POST', token: user.accessToken });
    expect((await json<Answer>(await app.api(`/properties/${property._id}`, { token: user.accessToken }))).data.favorite).toBe(true);
    expect((await json<Answer>(await app.api(`/properties/${property._id}`, { token: admin.accessToken }))).data.favorite).toBe(false);
    expect((await json<Answer>(await app.api(`/properties/${property._id}`))).data.favorite).toBe(false);
  });
});

describe('POST /properties/create', () => {
  it('creates a property from JSON as an admin, storing category as subCategory and numbers as numbers', async () => {
    const response = await create(propertyForm({ price: '4,500,000' }));
    expect(response.status).toBe(201);
    const body = await json<Answer>(response);
    expect(body.message).toBe('Property has been created!');
    expect(body.data).toMatchObject({
      title: '3 BHK Apartment in Vesu',
      transactionType: 'Buy',
      propertyType: 'Residential',
      subCategory: 'Apartment',
      location: 'Vesu, Surat',
      price: 4500000,
      sqt: 1350,
      bedrooms: 3,
      bathrooms: 2,
      images: [],
      thumbnails: [],
      favorite: false,
    });
    expect(body.data._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(body.data.createdAt).toISOString()).toBe(body.data.createdAt);
    expect((await json<Answer>(await app.api(`/properties/${body.data._id}`))).data).toEqual(body.data);
  });

  it('records exactly one property.created event carrying the presented property', async () => {
    const body = await json<Answer>(await create(propertyForm()));
    const events = await eventsOf(app, body.data._id);
    expect(events.map((event) => event.type)).toEqual(['property.created']);
    expect(events[0].payload).toEqual(body.data);
    expect(events[0].actorId).toBe(admin.user._id);
  });

  it('sanitises the description HTML', async () => {
    const description = '<p onclick="steal()">Lovely <strong>home</strong><script>alert(1)</script> <a href="javascript:x()">here</a></p>';
    const body = await json<Answer>(await create(propertyForm({ description })));
    expect(body.data.description).not.toMatch(/script|onclick|javascript/);
    expect(body.data.description).toContain('<strong>home</strong>');
  });

  it('stores no rooms for a commercial property', async () => {
    const body = await json<Answer>(
      await create(propertyForm({ propertyType: 'Commercial', category: 'Office', bedrooms: '3', bathrooms: '2' })),
    );
    expect(body.data).toMatchObject({ propertyType: 'Commercial', subCategory: 'Office', bedrooms: null, bathrooms: null });
  });

  it('takes multipart form fields with repeated image files, in order', async () => {
    const files = [await uniqueImage(), await uniqueImage()];
    const response = await create(multipart(propertyForm(), files));
    expect(response.status).toBe(201);
    const { data } = await json<Answer>(response);
    expect(data.images).toHaveLength(2);
    expect(data.thumbnails).toEqual(data.images.map((url) => url.replace('/full.webp', '/card.webp')));
    for (const url of [...data.images, ...data.thumbnails]) {
      const image = await fetch(`${app.url}${url}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
    }
  });

  it('refuses a file that is not an image with 415 and stores nothing', async () => {
    const before = await eventCount(app);
    const body = multipart(propertyForm({ title: 'Not An Image Listing' }), []);
    body.append('images', new Blob([new TextEncoder().encode('hello, I am a text file')], { type: 'image/png' }), 'fake.png');
    const response = await create(body);
    expect(response.status).toBe(415);
    expect((await json(response)).message).toBe('Select Image files only!');
    expect(await eventCount(app)).toBe(before);
    expect(await app.deps.sql`select 1 from properties where title = 'Not An Image Listing'`).toHaveLength(0);
  });

  it('leaves no row, no event and no orphan object when the transaction fails after the images were stored', async () => {
    await app.deps.sql.unsafe(`
      create function refuse_exploding_listing() returns trigger language plpgsql as $$
      begin
        if new.title = 'Exploding Listing' then raise exception 'refused by test trigger'; end if;
        return new;
      end $$;
      create trigger refuse_exploding_listing before insert on properties for each row execute function refuse_exploding_listing();`);
    try {
      const image = await uniqueImage();
      const { prepareImage } = await import('../../storage/images.ts');
      const { key } = await prepareImage(image);
      const before = await eventCount(app);
      const response = await create(multipart(propertyForm({ title: 'Exploding Listing' }), [image]));
      expect(response.status).toBe(500);
      expect(await app.deps.sql`select 1 from properties where title = 'Exploding Listing'`).toHaveLength(0);
      expect(await eventCount(app)).toBe(before);
      expect(await app.deps.bucket.exists(`${key}/full.webp`)).toBe(false);
      expect(await app.deps.bucket.exists(`${key}/card.webp`)).toBe(false);
    } finally {
      await app.deps.sql.unsafe('drop trigger refuse_exploding_listing on properties; drop function refuse_exploding_listing();');
    }
  });

  it('answers each invalid field with the form message of the spec', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', 'Title is required'],
      [{ title: 'ab' }, 'title', 'Title must be at least 3 characters long'],
      [{ title: 42 }, 'title', 'Title must be String'],
      [{ description: 'Too short' }, 'description', 'Description must be at least 10 characters long'],
      [{ description: '<script>long enough script</script><p>tiny</p>' }, 'description', 'Description must be at least 10 characters long'],
      [{ transactionType: 'Lease' }, 'transactionType', 'Transaction type must be either Buy or Rent'],
      [{ transactionType: '' }, 'transactionType', 'Transaction type is required'],
      [{ propertyType: 'Land' }, 'propertyType', 'Property type must be either Residential or Commercial'],
      [{ category: 'Castle' }, 'category', 'Invalid category value'],
      [{ propertyType: 'Commercial', category: 'Apartment' }, 'category', 'Invalid category value'],
      [{ location: 'ab' }, 'location', 'Location must be at least 3 characters long'],
      [{ address: '' }, 'address', 'Address is required'],
      [{ price: '' }, 'price', 'Price is required'],
      [{ price: 'lots' }, 'price', 'Price must be a whole number'],
      [{ sqt: '' }, 'sqt', 'Sqt is required'],
      [{ bedrooms: 'three' }, 'bedrooms', 'Bedrooms must be a whole number up to 99'],
    ];
    const before = await eventCount(app);
    for (const [overrides, field, message] of cases) {
      const response = await create(propertyForm(overrides));
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      const body = await json(response);
      expect(body.message).toBe(message);
      expect(body.errors?.name).toBe('ValidationError');
      expect(body.errors?.fields?.[field], JSON.stringify(overrides)).toBe(message);
    }
    expect(await eventCount(app)).toBe(before);
  });

  it('answers 401 to a visitor and 403 to a user', async () => {
    expect((await create(propertyForm(), '')).status).toBe(401);
    const response = await create(propertyForm(), user.accessToken);
    expect(response.status).toBe(403);
    expect((await json(response)).message).toBe('Administrator privileges are required for this action.');
  });
});

describe('PATCH /properties/:id', () => {
  it('replaces the fields as an admin and records one property.updated event', async () => {
    const property = await createTestProperty(app);
    const response = await app.api(`/properties/${property._id}`, {
      method: 'PATCH',
      json: propertyForm({ title: 'Renovated 3 BHK in Vesu', price: '4800000', transactionType: 'Rent' }),
      token: admin.accessToken,
    });
    expect(response.status).toBe(200);
    const body = await json<Answer>(response);
    expect(body.message).toBe('Property has been updated!');
    expect(body.data).toMatchObject({ _id: property._id, title: 'Renovated 3 BHK in Vesu', price: 4800000, transactionType: 'Rent' });
    expect(body.data.createdAt).toBe(property.createdAt);
    expect(Date.parse(body.data.updatedAt)).toBeGreaterThan(Date.parse(property.updatedAt));
    const events = await eventsOf(app, property._id);
    expect(events.map((event) => event.type)).toEqual(['property.created', 'property.updated']);
    expect(events[1].payload).toEqual(body.data);
  });

  it('keeps the listed images in the given order, appends new ones, and removes dropped objects', async () => {
    const property = await createTestProperty(app, {}, 3);
    const [first, second, third] = property.images;
    const added = await uniqueImage();
    const form = multipart(
      propertyForm(),
      [added],
      [
        ['keepImages', third],
        ['keepImages', first],
      ],
    );
    const response = await app.api(`/properties/${property._id}`, { method: 'PATCH', body: form, token: admin.accessToken });
    expect(response.status).toBe(200);
    const { data } = await json<Answer>(response);
    expect(data.images.slice(0, 2)).toEqual([third, first]);
    expect(data.images).toHaveLength(3);
    expect(await stored(data.images[2])).toBe(true);
    expect(await stored(second)).toBe(false);
    expect(await stored(first)).toBe(true);
  });

  it('keeps every image when keepImages is left out, and none when it is empty', async () => {
    const property = await createTestProperty(app, {}, 2);
    const kept = await json<Answer>(
      await app.api(`/properties/${property._id}`, { method: 'PATCH', json: propertyForm(), token: admin.accessToken }),
    );
    expect(kept.data.images).toEqual(property.images);
    const cleared = await json<Answer>(
      await app.api(`/properties/${property._id}`, { method: 'PATCH', json: propertyForm({ keepImages: [] }), token: admin.accessToken }),
    );
    expect(cleared.data.images).toEqual([]);
    expect(await stored(property.images[0])).toBe(false);
  });

  it('answers 404 for an unknown or malformed id, 400 for an invalid body', async () => {
    for (const id of ['6f1c2c3e-8d1f-4c55-9b7e-0a4e1c2b3d4f', 'nope']) {
      const response = await app.api(`/properties/${id}`, { method: 'PATCH', json: propertyForm(), token: admin.accessToken });
      expect(response.status).toBe(404);
      expect((await json(response)).message).toBe('Property not found');
    }
    const property = await createTestProperty(app);
    const response = await app.api(`/properties/${property._id}`, {
      method: 'PATCH',
      json: propertyForm({ title: 'x' }),
      token: admin.accessToken,
    });
    expect(response.status).toBe(400);
    expect((await json(response)).errors?.fields?.title).toBe('Title must be at least 3 characters long');
    expect((await eventsOf(app, property._id)).map((event) => event.type)).toEqual(['property.created']);
  });

  it('answers 401 to a visitor and 403 to a user', async () => {
    const property = await createTestProperty(app);
    expect((await app.api(`/properties/${property._id}`, { method: 'PATCH', json: propertyForm() })).status).toBe(401);
    expect((await app.api(`/properties/${property._id}`, { method: 'PATCH', json: propertyForm(), token: user.accessToken })).status).toBe(
      403,
    );
  });
});

describe('DELETE /properties/:id', () => {
  it('deletes as an admin, records property.deleted, and removes objects nothing else uses', async () => {
    const property = await createTestProperty(app, {}, 1);
    // A second listing with the same picture keeps that object alive.
    const shared = await createTestProperty(app, {}, 1);
    const sharedKey = keyFromUrl(shared.images[0])!;
    await app.deps.sql`insert into property_images (property_id, position, key) values (${property._id}, 1, ${sharedKey})`;
    const response = await app.api(`/properties/${property._id}`, { method: 'DELETE', token: admin.accessToken });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ message: 'Property has been deleted!' });
    expect((await app.api(`/properties/${property._id}`)).status).toBe(404);
    const events = await eventsOf(app, property._id);
    expect(events.map((event) => ({ type: event.type, payload: event.payload }))).toEqual([
      { type: 'property.created', payload: expect.any(Object) },
      { type: 'property.deleted', payload: {} },
    ]);
    expect(await stored(property.images[0])).toBe(false);
    expect(await stored(shared.images[0])).toBe(true);
  });

  it("takes the property out of everyone's favourites", async () => {
    const property = await createTestProperty(app);
    await app.api(`/properties/${property._id}/favorite`, { method: 'POST', token: user.accessToken });
    await app.api(`/properties/${property._id}`, { method: 'DELETE', token: admin.accessToken });
    const saved = await json<{ data: Property[] }>(await app.api('/favorites', { token: user.accessToken }));
    expect(saved.data.map((item) => item._id)).not.toContain(property._id);
  });

  it('answers 404 twice for a deleted or malformed id, 401 to a visitor, 403 to a user', async () => {
    const property = await createTestProperty(app);
    expect((await app.api(`/properties/${property._id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await app.api(`/properties/${property._id}`, { method: 'DELETE', token: user.accessToken })).status).toBe(403);
    expect((await app.api(`/properties/${property._id}`, { method: 'DELETE', token: admin.accessToken })).status).toBe(200);
    const before = await eventCount(app);
    for (const id of [property._id, 'x1']) {
      const response = await app.api(`/properties/${id}`, { method: 'DELETE', token: admin.accessToken });
      expect(response.status).toBe(404);
      expect((await json(response)).message).toBe('Property not found');
    }
    expect(await eventCount(app)).toBe(before);
  });
});

describe('POST /properties/:id/favorite', () => {
  it('toggles on and off with one favorite.set event each', async () => {
    const property = await createTestProperty(app);
    const on = await app.api(`/properties/${property._id}/favorite`, { method: 'POST', token: user.accessToken });
    expect(on.status).toBe(200);
    expect(await json(on)).toEqual({ message: 'Added to favorite!', data: { favorite: true } });
    const off = await app.api(`/properties/${property._id}/favorite`, { method: 'POST', token: user.accessToken });
    expect(await json(off)).toEqual({ message: 'Removed from favorite!', data: { favorite: false } });
    const events = (await eventsOf(app, property._id)).filter((event) => event.type === 'favorite.set');
    expect(events.map((event) => [event.actorId, event.payload])).toEqual([
      [user.user._id, { propertyId: property._id, favorite: true }],
      [user.user._id, { propertyId: property._id, favorite: false }],
    ]);
  });

  it('sets an explicit state idempotently: repeating it records nothing new', async () => {
    const property = await createTestProperty(app);
    for (let round = 0; round < 2; round += 1) {
      const response = await app.api(`/properties/${property._id}/favorite`, {
        method: 'POST',
        json: { favorite: true },
        token: user.accessToken,
      });
      expect(await json(response)).toEqual({ message: 'Added to favorite!', data: { favorite: true } });
    }
    expect((await eventsOf(app, property._id)).filter((event) => event.type === 'favorite.set')).toHaveLength(1);
    const off = await app.api(`/properties/${property._id}/favorite`, {
      method: 'POST',
      json: { favorite: false },
      token: user.accessToken,
    });
    expect(await json(off)).toEqual({ message: 'Removed from favorite!', data: { favorite: false } });
  });

  it("keeps each user's favourites apart", async () => {
    const property = await createTestProperty(app);
    const other = await createUser(app);
    await app.api(`/properties/${property._id}/favorite`, { method: 'POST', token: user.accessToken });
    const response = await app.api(`/properties/${property._id}/favorite`, { method: 'POST', token: other.accessToken });
    expect((await json(response)).data).toEqual({ favorite: true });
    expect((await json<Answer>(await app.api(`/properties/${property._id}`, { token: user.accessToken }))).data.favorite).toBe(true);
  });

  it('answers 401 to a visitor, 404 for an unknown or malformed id, 400 for a non-boolean favorite', async () => {
    const property = await createTestProperty(app);
    expect((await app.api(`/properties/${property._id}/favorite`, { method: 'POST' })).status).toBe(401);
    for (const id of ['6f1c2c3e-8d1f-4c55-9b7e-0a4e1c2b3d4f', 'abc']) {
      const response = await app.api(`/properties/${id}/favorite`, { method: 'POST', token: user.accessToken });
      expect(response.status).toBe(404);
      expect((await json(response)).message).toBe('Property not found');
    }
    const bad = await app.api(`/properties/${property._id}/favorite`, {
      method: 'POST',
      json: { favorite: 'yes' },
      token: user.accessToken,
    });
    expect(bad.status).toBe(400);
    expect((await json(bad)).errors?.fields?.favorite).toBe('favorite must be true or false');
  });

  it('lets an admin save favourites too', async () => {
    const property = await createTestProperty(app);
    const response = await app.api(`/properties/${property._id}/favorite`, { method: 'POST', token: admin.accessToken });
    expect(response.status).toBe(200);
  });
});

describe('POST /properties', () => {
  it("lists properties newest first with the token user's favourite flags, whatever userId the body names", async () => {
    const older = await createTestProperty(app, { title: 'Older Listing Here' });
    const newer = await createTestProperty(app, { title: 'Newer Listing Here' });
    await app.api(`/properties/${older._id}/favorite`, { method: 'POST', token: user.accessToken });
    const response = await app.api('/properties?limit=60', { method: 'POST', json: { userId: admin.user._id }, token: user.accessToken });
    expect(response.status).toBe(200);
    const body = await json<{ data: Property[]; meta: { total: number } }>(response);
    const ids = body.data.map((property) => property._id);
    expect(ids.indexOf(newer._id)).toBeLessThan(ids.indexOf(older._id));
    expect(body.data.find((property) => property._id === older._id)?.favorite).toBe(true);
    expect(body.data.find((property) => property._id === newer._id)?.favorite).toBe(false);
    expect(body.meta.total).toBeGreaterThanOrEqual(2);
  });

  it('answers 401 to a visitor', async () => {
    expect((await app.api('/properties', { method: 'POST', json: {} })).status).toBe(401);
  });
});
