import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Project } from '../../../contract/projects.ts';
import { UNIT_TYPE_MESSAGE, type Property } from '../../../contract/properties.ts';
import { appWithAdminForTests, type CreatedUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/harness.ts';
import { fieldErrorsOf, json, postProperty, propertyForm } from '../../test/properties.ts';

let app: TestApp;
let admin: CreatedUser;

appWithAdminForTests((started) => ({ app, admin } = started));

let count = 0;

/** A project with a price list of a 2 BHK and a 3 BHK type. */
async function projectWithTypes(): Promise<{ project: Project; twoBhk: string; threeBhk: string }> {
  count += 1;
  const created = await app.api('/projects', {
    method: 'POST',
    token: admin.accessToken,
    json: {
      title: `Pal Riverview ${count}`,
      slug: `pal-riverview-${count}-${Date.now()}`,
      description: '<p>Two towers of 2 and 3 BHK homes beside the Tapi.</p>',
      status: 'ONGOING',
      location: 'Pal, Surat',
      address: 'Gaurav Path, Pal, Surat 395009',
      reraNumber: 'PR/GJ/SURAT/SURAT CITY/SUDA/RAA10918/040225',
    },
  });
  expect(created.status).toBe(201);
  const project = (await json<{ data: Project }>(created)).data;
  const [twoBhk, threeBhk] = [randomUUID(), randomUUID()];
  const unitTypes = [
    { id: twoBhk, label: '2 BHK', kind: 'bhk', bhk: 2, carpetMin: 690, carpetMax: 760, priceMin: 4_200_000, priceMax: 4_900_000 },
    { id: threeBhk, label: '3 BHK', kind: 'bhk', bhk: 3, carpetMin: 980, carpetMax: 1090, priceMin: 6_200_000, priceMax: 7_100_000 },
  ];
  const listed = await app.api(`/projects/${project._id}/unit-types`, { method: 'PUT', json: { unitTypes }, token: admin.accessToken });
  expect(listed.status).toBe(200);
  return { project, twoBhk, threeBhk };
}

const create = (overrides: Record<string, unknown>) => postProperty(app, admin.accessToken, propertyForm(overrides));

describe("a listing's unit type", () => {
  it("names a type of its project's price list and answers it with the project for the page's link", async () => {
    const { project, threeBhk } = await projectWithTypes();
    const response = await create({ projectId: project._id, unitTypeId: threeBhk });
    expect(response.status).toBe(201);
    const { data } = await json<{ data: Property }>(response);
    expect(data.unitTypeId).toBe(threeBhk);
    expect(data.project).toEqual({
      _id: project._id,
      slug: project.slug,
      title: project.title,
      unitType: { id: threeBhk, label: '3 BHK', floorPlan: null },
    });
    const read = await json<{ data: Property }>(await app.api(`/properties/${data._id}`));
    expect(read.data.project?.unitType).toEqual({ id: threeBhk, label: '3 BHK', floorPlan: null });
  });

  it("refuses a type of another project's price list, under its field", async () => {
    const [one, other] = [await projectWithTypes(), await projectWithTypes()];
    const fields = await fieldErrorsOf(await create({ projectId: one.project._id, unitTypeId: other.twoBhk }));
    expect(fields.unitTypeId).toBe(UNIT_TYPE_MESSAGE);
    expect((await fieldErrorsOf(await create({ projectId: one.project._id, unitTypeId: 'three-bhk' }))).unitTypeId).toBe(UNIT_TYPE_MESSAGE);
  });

  it('is none outside a project, whatever the form still held', async () => {
    const { twoBhk } = await projectWithTypes();
    const response = await create({ projectId: '', unitTypeId: twoBhk });
    expect(response.status).toBe(201);
    const { data } = await json<{ data: Property }>(response);
    expect(data.unitTypeId).toBeNull();
    expect(data.project).toBeNull();
  });

  it('is checked again when an edit moves the listing to another project, and can be changed on its own', async () => {
    const [one, other] = [await projectWithTypes(), await projectWithTypes()];
    const { data } = await json<{ data: Property }>(await create({ projectId: one.project._id, unitTypeId: one.twoBhk }));
    const patch = (body: Record<string, unknown>) =>
      app.api(`/properties/${data._id}`, { method: 'PATCH', json: body, token: admin.accessToken });
    expect((await fieldErrorsOf(await patch({ projectId: other.project._id }))).unitTypeId).toBe(UNIT_TYPE_MESSAGE);
    const moved = await patch({ projectId: other.project._id, unitTypeId: other.threeBhk });
    expect(moved.status).toBe(200);
    expect((await json<{ data: Property }>(moved)).data.project?.unitType).toEqual({ id: other.threeBhk, label: '3 BHK', floorPlan: null });
    const changed = await patch({ unitTypeId: other.twoBhk });
    expect(changed.status).toBe(200);
    expect((await json<{ data: Property }>(changed)).data.project?.unitType?.label).toBe('2 BHK');
  });

  it('goes when its type leaves the price list', async () => {
    const { project, twoBhk, threeBhk } = await projectWithTypes();
    const { data } = await json<{ data: Property }>(await create({ projectId: project._id, unitTypeId: twoBhk }));
    const kept = [
      { id: threeBhk, label: '3 BHK', kind: 'bhk', bhk: 3, carpetMin: 980, carpetMax: 1090, priceMin: 6_200_000, priceMax: 7_100_000 },
    ];
    expect(
      (await app.api(`/projects/${project._id}/unit-types`, { method: 'PUT', json: { unitTypes: kept }, token: admin.accessToken })).status,
    ).toBe(200);
    const read = await json<{ data: Property }>(await app.api(`/properties/${data._id}`));
    expect(read.data.unitTypeId).toBeNull();
    expect(read.data.project).toEqual({ _id: project._id, slug: project.slug, title: project.title });
  });
});
