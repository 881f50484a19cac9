import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Project } from '../../../contract/projects.ts';
import { appWithAdminForTests, type CreatedUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/harness.ts';

let app: TestApp;
let admin: CreatedUser;

appWithAdminForTests((started) => ({ app, admin } = started));

const CHANGED = 'This project was changed by someone else. Reload to see their changes.';

let count = 0;
let colour = 0;

async function png(): Promise<Blob> {
  colour += 1;
  const background = { r: (colour * 41) % 256, g: (colour * 83) % 256, b: (colour * 59 + 29) % 256 };
  const bytes = await sharp({ create: { width: 400, height: 250, channels: 3, background } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: 'image/png' });
}

async function createProject(images = 0): Promise<{ project: Project; etag: string }> {
  count += 1;
  const body = new FormData();
  const fields = {
    title: `Shreeji Greens ${count}`,
    slug: `shreeji-greens-${count}-${Date.now()}`,
    description: '<p>Row houses with a <strong>garden</strong> near Pal lake.</p>',
    status: 'ONGOING',
    location: 'Pal',
    address: 'Pal Gam Road, Surat 395009',
    reraNumber: 'PR/GJ/SURAT/SURAT CITY/SUDA/RAA10918/040225',
  };
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (let index = 0; index < images; index += 1) body.append('images', await png(), `photo-${index}.png`);
  const response = await app.api('/projects', { method: 'POST', body, token: admin.accessToken });
  expect(response.status).toBe(201);
  return { project: ((await response.json()) as { data: Project }).data, etag: response.headers.get('ETag') ?? '' };
}

function put(id: string, json: Record<string, unknown>, ifMatch?: string) {
  return app.api(`/projects/${id}`, {
    method: 'PUT',
    json,
    token: admin.accessToken,
    headers: ifMatch ? { 'If-Match': ifMatch } : undefined,
  });
}

async function etagOf(idOrSlug: string): Promise<string> {
  const response = await app.api(`/projects/${idOrSlug}`);
  expect(response.status).toBe(200);
  return response.headers.get('ETag') ?? '';
}

async function eventTypes(id: string): Promise<string[]> {
  const rows = await app.deps.sql<{ type: string }[]>`select type from events where subject_id = ${id} order by seq`;
  return rows.map((row) => row.type);
}

describe('PUT /projects/:id with some fields', () => {
  it('changes only the status sent and keeps every other field and image', async () => {
    const { project } = await createProject(1);
    const response = await put(project._id, { status: 'COMPLETED' });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Project };
    const { status: _status, updatedAt: _updatedAt, ...unchanged } = project;
    expect(data).toMatchObject({ ...unchanged, status: 'COMPLETED' });
    expect(await eventTypes(project._id)).toEqual(['project.created', 'project.updated']);
  });

  it('checks a sent field with its own message', async () => {
    const { project } = await createProject();
    const response = await put(project._id, { slug: 'Not A Slug' });
    expect(response.status).toBe(400);
    expect((await response.json()).errors.fields.slug).toBe('Slug may use only lower-case letters, digits and single hyphens');
  });

  it.each([
    ['an empty body', {}],
    ['only unknown fields', { colour: 'teal' }],
  ])('answers 400 naming the fields it takes for %s', async (_case, body) => {
    const { project } = await createProject();
    const response = await put(project._id, body);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(
      'Nothing to change: send at least one of title, slug, description, status, location, address, lat, lng, locationPrecision, reraNumber, reraExempt, reraExemptReason, possessionDate, totalUnits, amenities, titleGu, titleHi, descriptionGu, descriptionHi.',
    );
    expect(await eventTypes(project._id)).toEqual(['project.created']);
  });
});

describe('ETag of a project', () => {
  it('comes with the project by id and by slug, the create answer and every write, and changes on every write', async () => {
    const { project, etag } = await createProject(2);
    expect(etag).toMatch(/^"v\d+"$/);
    expect(await etagOf(project._id)).toBe(etag);
    expect(await etagOf(project.slug)).toBe(etag);
    const edited = await put(project._id, { title: 'Shreeji Greens Phase Two' });
    const removed = await app.api(`/projects/${project._id}/images`, {
      method: 'DELETE',
      json: { imageUrl: project.images[0] },
      token: admin.accessToken,
    });
    expect(removed.status).toBe(200);
    const tags = [etag, edited.headers.get('ETag'), removed.headers.get('ETag')];
    expect(new Set(tags).size).toBe(3);
    expect(await etagOf(project._id)).toBe(tags[2]);
  });
});

describe('project writes with If-Match', () => {
  it('refuses an edit made from an older version with 412 and the spec message, changing nothing', async () => {
    const { project, etag } = await createProject();
    expect((await put(project._id, { location: 'Adajan' }, etag)).status).toBe(200);
    const response = await put(project._id, { location: 'Katargam' }, etag);
    expect(response.status).toBe(412);
    expect(await response.json()).toEqual({ message: CHANGED, errors: { name: 'PreconditionFailedError' } });
    expect(((await (await app.api(`/projects/${project._id}`)).json()) as { data: Project }).data.location).toBe('Adajan');
  });

  it('still applies an edit sent without If-Match', async () => {
    const { project } = await createProject();
    await put(project._id, { location: 'Adajan' });
    expect((await put(project._id, { location: 'Vesu' })).status).toBe(200);
  });

  it('lets exactly one of two concurrent edits made from the same version through', async () => {
    const { project, etag } = await createProject();
    const answers = await Promise.all([
      put(project._id, { title: 'Greens From The Office' }, etag),
      put(project._id, { title: 'Greens From The Site' }, etag),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412]);
    expect(await eventTypes(project._id)).toEqual(['project.created', 'project.updated']);
  });

  it('refuses an image removal and a delete made from an older version', async () => {
    const { project, etag } = await createProject(1);
    await put(project._id, { title: 'Renamed Before The Removal' });
    const removal = await app.api(`/projects/${project._id}/images`, {
      method: 'DELETE',
      json: { imageUrl: project.images[0] },
      token: admin.accessToken,
      headers: { 'If-Match': etag },
    });
    expect(removal.status).toBe(412);
    const deletion = await app.api(`/projects/${project._id}`, {
      method: 'DELETE',
      token: admin.accessToken,
      headers: { 'If-Match': etag },
    });
    expect(deletion.status).toBe(412);
    const { data } = (await (await app.api(`/projects/${project._id}`)).json()) as { data: Project };
    expect(data.images).toEqual(project.images);
  });
});
