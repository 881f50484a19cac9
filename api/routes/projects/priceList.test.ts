import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Project } from '../../../contract/projects.ts';
import { floorPlanField, type UnitTypeFormInput } from '../../../contract/unitTypes.ts';
import { appWithAdminForTests, createUser, type CreatedUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/harness.ts';
import { threeBhk } from '../../test/unitTypes.ts';
import { createProject } from '../../commands/projectWriter.ts';

let app: TestApp;
let admin: CreatedUser;

appWithAdminForTests((started) => ({ app, admin } = started));

let count = 0;
let colour = 0;

async function png(): Promise<Blob> {
  colour += 1;
  const background = { r: (colour * 37) % 256, g: (colour * 91) % 256, b: (colour * 53 + 11) % 256 };
  const bytes = await sharp({ create: { width: 320, height: 240, channels: 3, background } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: 'image/png' });
}

async function freshProject(): Promise<Project> {
  count += 1;
  return createProject(
    app.deps,
    null,
    {
      title: `Shreeji Skyline ${count}`,
      slug: `shreeji-skyline-${count}-${Date.now()}`,
      description: '<p>Two and three BHK homes beside the Vesu canal road.</p>',
      status: 'ONGOING',
      location: 'Vesu',
      address: 'Canal Road, Vesu, Surat 395007',
      reraNumber: 'PR/GJ/SURAT/SURAT CITY/SUDA/RAA10342/120924',
    } as never,
    [],
  );
}

const shop = (overrides: Partial<UnitTypeFormInput> = {}): UnitTypeFormInput => ({
  id: randomUUID(),
  label: 'Shop',
  kind: 'shop',
  carpetMin: 220,
  carpetMax: 410,
  priceMin: 4_200_000,
  priceMax: 7_900_000,
  availability: 'available',
  ...overrides,
});

function putList(projectId: string, unitTypes: unknown[], token: string | null = admin.accessToken) {
  return app.api(`/projects/${projectId}/unit-types`, { method: 'PUT', json: { unitTypes }, token: token ?? undefined });
}

async function putWithPlans(projectId: string, unitTypes: UnitTypeFormInput[], plans: Record<string, Blob>) {
  const body = new FormData();
  body.append('unitTypes', JSON.stringify(unitTypes));
  for (const [id, file] of Object.entries(plans)) body.append(floorPlanField(id), file, 'plan.png');
  return app.api(`/projects/${projectId}/unit-types`, { method: 'PUT', body, token: admin.accessToken });
}

async function projectOf(response: Response): Promise<Project> {
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return (JSON.parse(text) as { data: Project }).data;
}

async function fieldsOf(response: Response): Promise<Record<string, string>> {
  expect(response.status).toBe(400);
  return ((await response.json()) as { errors: { fields: Record<string, string> } }).errors.fields;
}

describe('PUT /projects/:id/unit-types', () => {
  it('stores the price list in the order sent and the project answers it to everyone', async () => {
    const project = await freshProject();
    const [first, second] = [threeBhk(), shop()];
    const saved = await projectOf(await putList(project._id, [first, second]));
    expect(saved.unitTypes).toEqual([
      { ...first, floorPlan: null, floorPlanThumb: null },
      { ...second, bhk: null, floorPlan: null, floorPlanThumb: null },
    ]);
    const read = await projectOf(await app.api(`/projects/${project.slug}`));
    expect(read.unitTypes.map((unit) => unit.label)).toEqual(['3 BHK', 'Shop']);
    const listed = (await (await app.api('/projects')).json()) as { data: Project[] };
    expect(listed.data.find((item) => item._id === project._id)?.unitTypes).toHaveLength(2);
  });

  it('reorders, edits and removes types by their ids and records one event per change', async () => {
    const project = await freshProject();
    const [first, second] = [threeBhk(), shop()];
    await projectOf(await putList(project._id, [first, second]));
    const changed = await projectOf(await putList(project._id, [{ ...second, availability: 'sold_out' }]));
    expect(changed.unitTypes).toEqual([{ ...second, bhk: null, availability: 'sold_out', floorPlan: null, floorPlanThumb: null }]);
    const events = await app.deps.sql<{ type: string; payload: { unitTypes: { id: string }[] } }[]>`
      select type, payload from events where subject_id = ${project._id} order by seq`;
    expect(events.map((event) => event.type)).toEqual(['project.created', 'project.unit_types_changed', 'project.unit_types_changed']);
    expect(events[2]!.payload.unitTypes.map((unit) => unit.id)).toEqual([second.id]);
  });

  it('reaches devices through the sync log', async () => {
    const project = await freshProject();
    const { data: before } = (await (await app.api('/sync?since=latest')).json()) as { data: { cursor: number } };
    await projectOf(await putList(project._id, [threeBhk()]));
    const pull = (await (await app.api(`/sync?since=${before.cursor}`)).json()) as {
      data: { changes: { type: string; subjectId: string; data: Project }[] };
    };
    const change = pull.data.changes.find((item) => item.subjectId === project._id);
    expect(change?.type).toBe('project.upserted');
    expect(change?.data.unitTypes.map((unit) => unit.label)).toEqual(['3 BHK']);
  });

  it('refuses ranges whose minimum is above their maximum, each under its field', async () => {
    const project = await freshProject();
    const fields = await fieldsOf(
      await putList(project._id, [threeBhk({ carpetMin: 1400, carpetMax: 1200, priceMin: 9_000_000, priceMax: 100 })]),
    );
    expect(fields['unitTypes.0.carpetMax']).toBe('Carpet area to must be at least carpet area from');
    expect(fields['unitTypes.0.priceMax']).toBe('Price to must be at least price from');
  });

  it('refuses areas and prices that are not positive whole numbers', async () => {
    const project = await freshProject();
    const fields = await fieldsOf(await putList(project._id, [threeBhk({ carpetMin: 0, priceMin: -5, priceMax: '12.5' })]));
    expect(fields).toMatchObject({
      'unitTypes.0.carpetMin': 'Carpet area from must be more than 0',
      'unitTypes.0.priceMin': 'Price from must be more than 0',
      'unitTypes.0.priceMax': 'Price to must be a whole number',
    });
  });

  it('asks for a name and the bedrooms of a BHK type', async () => {
    const project = await freshProject();
    const fields = await fieldsOf(await putList(project._id, [threeBhk({ label: '  ', bhk: null })]));
    expect(fields).toMatchObject({
      'unitTypes.0.label': 'Name the unit type, e.g. 3 BHK',
      'unitTypes.0.bhk': 'Give the number of bedrooms (1 to 10)',
    });
  });

  it('refuses more than twenty unit types and two of the same name', async () => {
    const project = await freshProject();
    const many = Array.from({ length: 21 }, (_, index) => threeBhk({ label: `Type ${index + 1}` }));
    expect((await fieldsOf(await putList(project._id, many))).unitTypes).toBe('A price list holds at most 20 unit types');
    expect((await fieldsOf(await putList(project._id, [threeBhk(), threeBhk({ label: '3 bhk' })]))).unitTypes).toBe(
      'Two unit types have the same name',
    );
  });

  it("refuses a unit type id that belongs to another project's list", async () => {
    const [one, two] = [await freshProject(), await freshProject()];
    const unit = threeBhk();
    await projectOf(await putList(one._id, [unit]));
    const fields = await fieldsOf(await putList(two._id, [unit]));
    expect(fields['unitTypes.0.id']).toBe('This unit type belongs to another project');
    const kept = await projectOf(await app.api(`/projects/${one._id}`));
    expect(kept.unitTypes).toHaveLength(1);
  });

  it('stores a floor plan like a project photo, keeps it by its URL and removes it from the bucket when dropped', async () => {
    const project = await freshProject();
    const unit = threeBhk();
    const saved = await projectOf(await putWithPlans(project._id, [unit], { [unit.id]: await png() }));
    const plan = saved.unitTypes[0]!.floorPlan!;
    expect(plan).toMatch(/^\/media\/[0-9a-f]{64}\/full\.webp$/);
    expect(saved.unitTypes[0]!.floorPlanThumb).toBe(plan.replace('full.webp', 'card.webp'));
    const image = await fetch(`${app.url}${plan}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');

    const kept = await projectOf(await putList(project._id, [{ ...unit, availability: 'sold_out', floorPlan: plan }]));
    expect(kept.unitTypes[0]!.floorPlan).toBe(plan);

    const dropped = await projectOf(await putList(project._id, [{ ...unit, floorPlan: null }]));
    expect(dropped.unitTypes[0]!.floorPlan).toBeNull();
    expect((await fetch(`${app.url}${plan}`)).status).toBe(404);
  });

  it('refuses a floor plan named by a URL the type does not hold', async () => {
    const project = await freshProject();
    const fields = await fieldsOf(await putList(project._id, [threeBhk({ floorPlan: `/media/${'a'.repeat(64)}/full.webp` })]));
    expect(fields['unitTypes.0.floorPlan']).toBe('Upload the floor plan as an image file');
  });

  it('says a floor plan that is not an image under its row', async () => {
    const project = await freshProject();
    const unit = threeBhk();
    const response = await putWithPlans(project._id, [unit], { [unit.id]: new Blob(['not an image'], { type: 'image/png' }) });
    expect(response.status).toBe(415);
    const body = (await response.json()) as { errors: { fields: Record<string, string> } };
    expect(body.errors.fields['unitTypes.0.floorPlan']).toBe('Select Image files only!');
  });

  it('lets an advisor edit the price list and refuses a user', async () => {
    const project = await freshProject();
    const agent = await createUser(app, { role: 'agent' });
    const user = await createUser(app);
    expect((await putList(project._id, [threeBhk()], agent.accessToken)).status).toBe(200);
    expect((await putList(project._id, [shop()], user.accessToken)).status).toBe(403);
    expect((await putList(project._id, [shop()], null)).status).toBe(401);
    const read = await projectOf(await app.api(`/projects/${project._id}`));
    expect(read.unitTypes.map((unit) => unit.label)).toEqual(['3 BHK']);
  });

  it('answers 404 for an unknown project and 412 for a list edited from an older version', async () => {
    expect((await putList(randomUUID(), [threeBhk()])).status).toBe(404);
    const project = await freshProject();
    const etag = (await app.api(`/projects/${project._id}`)).headers.get('ETag') ?? '';
    await projectOf(await putList(project._id, [threeBhk()]));
    const stale = await app.api(`/projects/${project._id}/unit-types`, {
      method: 'PUT',
      json: { unitTypes: [shop()] },
      token: admin.accessToken,
      headers: { 'If-Match': etag },
    });
    expect(stale.status).toBe(412);
  });

  it('goes with its project: deleting the project removes the list and its floor plans', async () => {
    const project = await freshProject();
    const unit = threeBhk();
    const saved = await projectOf(await putWithPlans(project._id, [unit], { [unit.id]: await png() }));
    const plan = saved.unitTypes[0]!.floorPlan!;
    const deleted = await app.api(`/projects/${project._id}`, { method: 'DELETE', token: admin.accessToken });
    expect(deleted.status).toBe(200);
    const [left] = await app.deps.sql<{ count: number }[]>`
      select count(*)::int as count from project_unit_types where project_id = ${project._id}`;
    expect(left!.count).toBe(0);
    expect((await fetch(`${app.url}${plan}`)).status).toBe(404);
  });

  it('is in the OpenAPI document with its body and answers', async () => {
    const document = (await (await app.api('/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: { content: Record<string, unknown> } }>>;
    };
    const operation = document.paths['/projects/{id}/unit-types']?.put;
    expect(operation).toBeDefined();
    expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '412']));
    expect(Object.keys(operation!.requestBody!.content)).toEqual(expect.arrayContaining(['application/json', 'multipart/form-data']));
  });
});
