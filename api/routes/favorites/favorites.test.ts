import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedProperty } from '../../../contract/favorites.ts';
import { deleteUser } from '../../commands/userDeleter.ts';
import { freePort } from '../../dev/ports.ts';
import { createUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestProperty, json } from '../../test/properties.ts';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ PORT: String(await freePort()) });
});
afterAll(async () => {
  await app?.close();
});

const saved = async (token: string) => json<{ data: SavedProperty[] }>(await app.api('/favorites', { token }));
const toggle = (id: string, token: string) => app.api(`/properties/${id}/favorite`, { method: 'POST', token });

describe('GET /favorites', () => {
  it("lists the caller's saved properties, most recently saved first, each with when it was saved", async () => {
    const owner = await createUser(app);
    const [first, second, unsaved] = [await createTestProperty(app, {}, 1), await createTestProperty(app), await createTestProperty(app)];
    await toggle(second._id, owner.accessToken);
    await toggle(first._id, owner.accessToken);
    const response = await app.api('/favorites', { token: owner.accessToken });
    expect(response.status).toBe(200);
    const { data } = await json<{ data: SavedProperty[] }>(response);
    expect(data.map((property) => property._id)).toEqual([first._id, second._id]);
    expect(data.map((property) => property._id)).not.toContain(unsaved._id);
    expect(data.every((property) => property.favorite)).toBe(true);
    expect(Date.parse(data[0].savedAt)).toBeGreaterThanOrEqual(Date.parse(data[1].savedAt));
    expect(data[0]).toMatchObject({ ...first, favorite: true, savedAt: expect.any(String) });
  });

  it('drops a property once it is toggled off', async () => {
    const owner = await createUser(app);
    const property = await createTestProperty(app);
    await toggle(property._id, owner.accessToken);
    await toggle(property._id, owner.accessToken);
    expect((await saved(owner.accessToken)).data).toEqual([]);
  });

  it("never shows another user's favourites", async () => {
    const [owner, other] = await Promise.all([createUser(app), createUser(app)]);
    const property = await createTestProperty(app);
    await toggle(property._id, owner.accessToken);
    expect((await saved(other.accessToken)).data).toEqual([]);
    expect((await saved(owner.accessToken)).data.map((item) => item._id)).toEqual([property._id]);
  });

  it('answers 401 to a visitor', async () => {
    const response = await app.api('/favorites');
    expect(response.status).toBe(401);
    expect((await json(response)).errors?.name).toBe('UnauthorizedError');
  });
});

describe('POST /properties/:id/favorite refuses what it cannot trust', () => {
  const favoriteRows = (propertyId: string) => app.deps.sql`select user_id, active from favorites where property_id = ${propertyId}`;
  const favoriteEvents = (propertyId: string) =>
    app.deps.sql`select 1 from events where subject_id = ${propertyId} and type = 'favorite.set'`;

  it('answers 400 to a body that is not a JSON object (an array, however deep) and changes nothing', async () => {
    const owner = await createUser(app);
    const property = await createTestProperty(app);
    let deep: unknown = [];
    for (let depth = 0; depth < 200; depth += 1) deep = [deep];
    for (const body of [[], [{ favorite: true }], deep, 'true', 1]) {
      const response = await app.api(`/properties/${property._id}/favorite`, { method: 'POST', json: body, token: owner.accessToken });
      expect(response.status).toBe(400);
    }
    expect(await favoriteRows(property._id)).toEqual([]);
    expect(await favoriteEvents(property._id)).toEqual([]);
    expect((await saved(owner.accessToken)).data).toEqual([]);
    // An object body still works, and so does no body at all (a toggle).
    expect((await app.api(`/properties/${property._id}/favorite`, { method: 'POST', json: {}, token: owner.accessToken })).status).toBe(
      200,
    );
    expect((await saved(owner.accessToken)).data.map((item) => item._id)).toEqual([property._id]);
  });

  it('answers 400 to a multipart body it cannot read, instead of toggling, and changes nothing', async () => {
    const owner = await createUser(app);
    const property = await createTestProperty(app);
    const body = '--XYZ\r\nContent-Disposition: form-data; name="favorite"\r\n\r\nfalse\r\n--XYZ--\r\n';
    const response = await app.api(`/properties/${property._id}/favorite`, {
      method: 'POST',
      token: owner.accessToken,
      headers: { 'Content-Type': 'multipart/form-data; boundary=XYZ' },
      body,
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ message: 'The request body could not be read' });
    expect(await favoriteRows(property._id)).toEqual([]);
    expect(await favoriteEvents(property._id)).toEqual([]);
  });

  it("answers 401 to a deleted user's still-valid access token, and writes nothing", async () => {
    const owner = await createUser(app);
    const property = await createTestProperty(app);
    await deleteUser(app.deps, { id: owner.user._id, role: 'user' }, owner.user._id);
    const response = await toggle(property._id, owner.accessToken);
    expect(response.status).toBe(401);
    expect((await json(response)).errors?.name).toBe('UnauthorizedError');
    const push = await app.api('/sync', {
      method: 'POST',
      token: owner.accessToken,
      json: {
        mutations: [
          {
            id: randomUUID(),
            type: 'favorite.set',
            args: { propertyId: property._id, favorite: true },
            clientTime: new Date().toISOString(),
          },
        ],
      },
    });
    expect(push.status).toBe(401);
    expect(await favoriteRows(property._id)).toEqual([]);
    expect(await favoriteEvents(property._id)).toEqual([]);
  });
});
