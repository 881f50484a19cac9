import { describe, expect, it } from 'vitest';
import type { Property } from '../../../contract/properties.ts';
import { appWithAdminForTests, type CreatedUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/harness.ts';
import { createTestProperty, json, propertyForm } from '../../test/properties.ts';

let app: TestApp;
let admin: CreatedUser;

appWithAdminForTests((started) => ({ app, admin } = started));

const referenceNumber = (property: Property) => Number(property.reference.slice('SR-'.length));

describe('listing references', () => {
  it('gives each new listing the next SR- reference and never gives a deleted one again', async () => {
    const first = await createTestProperty(app);
    const second = await createTestProperty(app);
    expect(first.reference).toMatch(/^SR-\d{4,}$/);
    expect(referenceNumber(second)).toBe(referenceNumber(first) + 1);

    const deleted = await app.api(`/properties/${second._id}`, { method: 'DELETE', token: admin.accessToken });
    expect(deleted.status).toBe(200);
    const third = await createTestProperty(app);
    expect(referenceNumber(third)).toBe(referenceNumber(second) + 1);
  });

  it('answers GET /properties/SR-… like the UUID, in any letter case', async () => {
    const property = await createTestProperty(app);
    const byId = await json<{ data: Property }>(await app.api(`/properties/${property._id}`));
    for (const key of [property.reference, property.reference.toLowerCase()]) {
      const response = await app.api(`/properties/${key}`);
      expect(response.status).toBe(200);
      expect((await json<{ data: Property }>(response)).data).toEqual(byId.data);
    }
    const unknown = await app.api('/properties/SR-999999');
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ message: 'Property not found', errors: { name: 'NotFoundError' } });
  });

  it('ignores a reference sent in a body: the server gives it', async () => {
    const response = await app.api('/properties/create', {
      method: 'POST',
      json: { ...propertyForm(), reference: 'SR-1' },
      token: admin.accessToken,
    });
    const created = await json<{ data: Property }>(response);
    expect(response.status).toBe(201);
    expect(created.data.reference).not.toBe('SR-1');
    expect(created.data.reference).toMatch(/^SR-\d{4,}$/);
  });
});

describe('GET /p/:reference', () => {
  it('redirects the short link permanently to the property page', async () => {
    const property = await createTestProperty(app);
    const response = await fetch(`${app.url}/p/${property.reference}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/property/${property._id}`);
  });

  it("leads a removed listing's short link to its page, which says it is gone", async () => {
    const property = await createTestProperty(app);
    expect((await app.api(`/properties/${property._id}`, { method: 'DELETE', token: admin.accessToken })).status).toBe(200);
    const response = await fetch(`${app.url}/p/${property.reference.toLowerCase()}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/property/${property._id}`);
  });

  it('does not redirect a reference that names no listing', async () => {
    const response = await fetch(`${app.url}/p/SR-999999`, { redirect: 'manual' });
    expect(response.status).not.toBe(301);
    expect(response.headers.get('location')).toBeNull();
  });
});
