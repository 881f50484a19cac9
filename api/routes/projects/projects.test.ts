import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '../../../contract/projects.ts';
import { keyFromUrl } from '../../storage/images.ts';
import { createUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { projectFields } from '../../test/probes/support.ts';

let app: TestApp;
let adminToken: string;
let userToken: string;

beforeAll(async () => {
  app = await startTestApp();
  [adminToken, userToken] = await Promise.all([
    createUser(app, { role: 'admin' }).then((created) => created.accessToken),
    createUser(app, { role: 'user' }).then((created) => created.accessToken),
  ]);
});
afterAll(async () => {
  await app?.close();
});

let colour = 0;
/** A PNG or JPEG no other test uses (its own colour, so its own content-addressed key). */
async function uniqueImage(format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  colour += 1;
  const background = { r: (colour * 37) % 256, g: (colour * 91) % 256, b: (colour * 53 + 17) % 256 };
  return sharp({ create: { width: 800, height: 500, channels: 3, background } })
    [format]()
    .toBuffer();
}

const validFields = (overrides: Record<string, string> = {}): Record<string, string> => ({ ...projectFields(), ...overrides });

type Upload = { bytes: Buffer; name: string; type: string };

function form(fields: Record<string, string>, files: Upload[] = []): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files) body.append('images', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return body;
}

const png = async (name = 'photo.png'): Promise<Upload> => ({ bytes: await uniqueImage('png'), name, type: 'image/png' });
const jpeg = async (name = 'photo.jpg'): Promise<Upload> => ({ bytes: await uniqueImage('jpeg'), name, type: 'image/jpeg' });

async function createProject(fields = validFields(), files: Upload[] = []): Promise<Project> {
  const response = await app.api('/projects', { method: 'POST', body: form(fields, files), token: adminToken });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: Project }).data;
}

async function eventsOf(subjectId: string) {
  return app.deps.sql<{ type: string; payload: { project?: Project } }[]>`
    select type, payload from events where subject_id = ${subjectId} order by seq`;
}

async function stored(url: string): Promise<boolean> {
  const key = keyFromUrl(url);
  if (!key) throw new Error(`not an image url: ${url}`);
  return app.deps.bucket.exists(`${key}/full.webp`);
}

describe('POST /projects', () => {
  it('creates a project with its images as an admin', async () => {
    const fields = validFields();
    const response = await app.api('/projects', { method: 'POST', body: form(fields, [await png(), await jpeg()]), token: adminToken });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { message: string; data: Project };
    expect(body.message).toBe('Project has been created!');
    expect(body.data).toMatchObject({
      title: fields.title,
      slug: fields.slug,
      status: 'ONGOING',
      location: 'Vesu',
      address: fields.address,
    });
    expect(body.data._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(body.data.createdAt).toISOString()).toBe(body.data.createdAt);
    expect(body.data.images).toHaveLength(2);
    expect(body.data.thumbnails).toEqual(body.data.images.map((url) => url.replace('/full.webp', '/card.webp')));
    for (const url of [...body.data.images, ...body.data.thumbnails]) {
      const image = await fetch(`${app.url}${url}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
    }
  });

  it('records exactly one project.created event carrying the presented project', async () => {
    const project = await createProject();
    const events = await eventsOf(project._id);
    expect(events.map((event) => event.type)).toEqual(['project.created']);
    expect(events[0].payload.project).toEqual(project);
  });

  it('sanitises the description', async () => {
    const project = await createProject(
      validFields({ description: '<p onclick="steal()">Spacious homes</p><script>alert(1)</script><a href="javascript:x()">see more</a>' }),
    );
    expect(project.description).not.toMatch(/script|onclick|javascript:/);
    expect(project.description).toContain('Spacious homes');
  });

  it('refuses a description with under 10 characters of text once sanitised', async () => {
    const response = await app.api('/projects', {
      method: 'POST',
      body: form(validFields({ description: '<script>alert("a long enough script")</script><p>Short</p>' })),
      token: adminToken,
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { name: string; fields: Record<string, string> } };
    expect(body.errors.name).toBe('ValidationError');
    expect(body.errors.fields.description).toBe('Description must be at least 10 characters long');
  });

  it.each([
    ['title', 'ab', 'Title must be at least 3 characters long'],
    ['slug', 'ab', 'Slug must be at least 3 characters long'],
    ['description', 'too short', 'Description must be at least 10 characters long'],
    ['status', 'PLANNED', 'Status must be either ONGOING or COMPLETED'],
    ['location', 'Ve', 'Location must be at least 3 characters long'],
    ['address', '   ', 'Address is required'],
  ])('answers 400 with the form message when %s is %j', async (field, value, message) => {
    const response = await app.api('/projects', { method: 'POST', body: form(validFields({ [field]: value })), token: adminToken });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: { name: string; fields: Record<string, string> } };
    expect(body.errors.name).toBe('ValidationError');
    expect(body.errors.fields[field]).toBe(message);
  });

  it('names each missing field with its own message', async () => {
    const response = await app.api('/projects', {
      method: 'POST',
      body: form({ description: '<p>Only a description here</p>' }),
      token: adminToken,
    });
    expect(response.status).toBe(400);
    const { fields } = ((await response.json()) as { errors: { fields: Record<string, string> } }).errors;
    expect(fields).toMatchObject({
      title: 'Title is required',
      slug: 'Slug is required',
      status: 'Status must be either ONGOING or COMPLETED',
      location: 'Location is required',
      address: 'Address is required',
    });
  });

  it('answers 409 for a slug that is taken', async () => {
    const first = await createProject();
    const response = await app.api('/projects', { method: 'POST', body: form(validFields({ slug: first.slug })), token: adminToken });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toBe('A project with this slug already exists');
  });

  it('leaves no row, no event and no object when the create fails after the upload', async () => {
    const first = await createProject();
    const upload = await png();
    const [before] = await app.deps.sql<{ projects: number; events: number }[]>`
      select (select count(*) from projects) as projects, (select count(*) from events) as events`;
    const response = await app.api('/projects', {
      method: 'POST',
      body: form(validFields({ slug: first.slug }), [upload]),
      token: adminToken,
    });
    expect(response.status).toBe(409);
    const [after] = await app.deps.sql<{ projects: number; events: number }[]>`
      select (select count(*) from projects) as projects, (select count(*) from events) as events`;
    expect(after).toEqual(before);
    const key = createHash('sha256').update(upload.bytes).digest('hex');
    expect(await app.deps.bucket.exists(`${key}/full.webp`)).toBe(false);
    expect(await app.deps.bucket.exists(`${key}/card.webp`)).toBe(false);
  });

  it('refuses a text file named .png with 415 and stores nothing', async () => {
    const fields = validFields();
    const response = await app.api('/projects', {
      method: 'POST',
      body: form(fields, [await png(), { bytes: Buffer.from('not a picture at all'), name: 'plan.png', type: 'image/png' }]),
      token: adminToken,
    });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { message: string }).message).toBe('Select Image files only!');
    const rows = await app.deps.sql`select 1 from projects where slug = ${fields.slug}`;
    expect(rows).toHaveLength(0);
  });

  it('refuses an image over 10 MB with 413', async () => {
    const image = await uniqueImage('png');
    const large = Buffer.concat([image, Buffer.alloc(12 * 1024 * 1024 - image.length)]);
    const response = await app.api('/projects', {
      method: 'POST',
      body: form(validFields(), [{ bytes: large, name: 'big.png', type: 'image/png' }]),
      token: adminToken,
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe('Image must be at most 10MB');
  });
});

describe('GET /projects', () => {
  it('lists projects newest first, to anyone', async () => {
    const older = await createProject();
    const newer = await createProject(validFields({ status: 'COMPLETED' }));
    const response = await app.api('/projects');
    expect(response.status).toBe(200);
    const ids = ((await response.json()) as { data: Project[] }).data.map((project) => project._id);
    expect(ids.indexOf(newer._id)).toBeLessThan(ids.indexOf(older._id));
    expect(ids.indexOf(older._id)).toBeGreaterThanOrEqual(0);
  });

  it('filters by status', async () => {
    await createProject(validFields({ status: 'COMPLETED' }));
    const response = await app.api('/projects?status=COMPLETED');
    const { data } = (await response.json()) as { data: Project[] };
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((project) => project.status === 'COMPLETED')).toBe(true);
  });

  it('answers 400 for an unknown status filter', async () => {
    const response = await app.api('/projects?status=SOMEDAY');
    expect(response.status).toBe(400);
  });
});

describe('GET /projects/:idOrSlug', () => {
  it('finds a project by id and by slug', async () => {
    const project = await createProject(validFields(), [await png()]);
    for (const handle of [project._id, project.slug]) {
      const response = await app.api(`/projects/${handle}`);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { data: Project }).data).toEqual(project);
    }
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'no-such-project', 'bad%20id'])(
    'answers 404 "Project not found" for %s',
    async (handle) => {
      const response = await app.api(`/projects/${handle}`);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { message: string }).message).toBe('Project not found');
    },
  );
});

describe('PUT /projects/:id', () => {
  it('updates the fields and appends new images after the existing ones', async () => {
    const project = await createProject(validFields(), [await png()]);
    const fields = validFields({ title: 'Shreeji Heights Phase Two', status: 'COMPLETED' });
    const response = await app.api(`/projects/${project._id}`, { method: 'PUT', body: form(fields, [await jpeg()]), token: adminToken });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { message: string; data: Project };
    expect(body.message).toBe('Project has been updated!');
    expect(body.data).toMatchObject({ _id: project._id, title: 'Shreeji Heights Phase Two', slug: fields.slug, status: 'COMPLETED' });
    expect(body.data.images).toHaveLength(2);
    expect(body.data.images[0]).toBe(project.images[0]);
    expect(body.data.createdAt).toBe(project.createdAt);
  });

  it('records one project.updated event with the new state', async () => {
    const project = await createProject();
    const response = await app.api(`/projects/${project._id}`, { method: 'PUT', body: form(validFields()), token: adminToken });
    const { data } = (await response.json()) as { data: Project };
    const events = await eventsOf(project._id);
    expect(events.map((event) => event.type)).toEqual(['project.created', 'project.updated']);
    expect(events[1].payload.project).toEqual(data);
  });

  it('answers 409 when the new slug belongs to another project', async () => {
    const [first, second] = [await createProject(), await createProject()];
    const response = await app.api(`/projects/${second._id}`, {
      method: 'PUT',
      body: form(validFields({ slug: first.slug })),
      token: adminToken,
    });
    expect(response.status).toBe(409);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid'])('answers 404 for the id %s and keeps no uploaded object', async (id) => {
    const upload = await png();
    const response = await app.api(`/projects/${id}`, { method: 'PUT', body: form(validFields(), [upload]), token: adminToken });
    expect(response.status).toBe(404);
    const key = createHash('sha256').update(upload.bytes).digest('hex');
    expect(await app.deps.bucket.exists(`${key}/full.webp`)).toBe(false);
  });
});

describe('DELETE /projects/:id', () => {
  it('deletes the project, its event trail ends with project.deleted, and its images go', async () => {
    const project = await createProject(validFields(), [await png()]);
    const response = await app.api(`/projects/${project._id}`, { method: 'DELETE', token: adminToken });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { message: string }).message).toBe('Project has been deleted!');
    expect((await app.api(`/projects/${project._id}`)).status).toBe(404);
    expect((await eventsOf(project._id)).map((event) => event.type)).toEqual(['project.created', 'project.deleted']);
    expect(await stored(project.images[0])).toBe(false);
  });

  it('keeps an image another project still shows', async () => {
    const shared = await png();
    const first = await createProject(validFields(), [shared]);
    const second = await createProject(validFields(), [shared]);
    expect(second.images).toEqual(first.images);
    await app.api(`/projects/${first._id}`, { method: 'DELETE', token: adminToken });
    expect(await stored(second.images[0])).toBe(true);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid'])('answers 404 for the id %s', async (id) => {
    const response = await app.api(`/projects/${id}`, { method: 'DELETE', token: adminToken });
    expect(response.status).toBe(404);
  });
});

describe('DELETE /projects/:id/images', () => {
  it('removes one image and deletes its objects', async () => {
    const project = await createProject(validFields(), [await png(), await jpeg()]);
    const [removed, kept] = project.images;
    const response = await app.api(`/projects/${project._id}/images`, { method: 'DELETE', json: { imageUrl: removed }, token: adminToken });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { message: string; data: Project };
    expect(body.message).toBe('Image has been removed');
    expect(body.data.images).toEqual([kept]);
    expect(await stored(removed)).toBe(false);
    expect(await stored(kept)).toBe(true);
    const events = await eventsOf(project._id);
    expect(events.map((event) => event.type)).toEqual(['project.created', 'project.image_removed']);
    expect(events[1].payload.project).toEqual(body.data);
  });

  it('accepts the card url of the image too', async () => {
    const project = await createProject(validFields(), [await png()]);
    const response = await app.api(`/projects/${project._id}/images`, {
      method: 'DELETE',
      json: { imageUrl: project.thumbnails[0] },
      token: adminToken,
    });
    expect(response.status).toBe(200);
  });

  it.each([
    ['an image the project does not have', `/media/${'0'.repeat(64)}/full.webp`],
    ['something that is no image url', 'https://example.com/cat.png'],
  ])('answers 404 "Unable to remove image" for %s', async (_case, imageUrl) => {
    const project = await createProject(validFields(), [await png()]);
    const response = await app.api(`/projects/${project._id}/images`, { method: 'DELETE', json: { imageUrl }, token: adminToken });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toBe('Unable to remove image');
    expect(await eventsOf(project._id)).toHaveLength(1);
  });

  it('answers 400 without an imageUrl', async () => {
    const project = await createProject();
    const response = await app.api(`/projects/${project._id}/images`, { method: 'DELETE', json: {}, token: adminToken });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: { fields: Record<string, string> } }).errors.fields.imageUrl).toBe(
      'Image URL is required',
    );
  });
});

describe('who may write projects', () => {
  const writes = async (): Promise<[string, string, RequestInit][]> => {
    const project = await createProject(validFields(), [await png()]);
    return [
      ['POST', '/projects', { body: form(validFields()) }],
      ['PUT', `/projects/${project._id}`, { body: form(validFields()) }],
      ['DELETE', `/projects/${project._id}`, {}],
      [
        'DELETE',
        `/projects/${project._id}/images`,
        { body: JSON.stringify({ imageUrl: project.images[0] }), headers: { 'Content-Type': 'application/json' } },
      ],
    ];
  };

  it('answers 401 to a visitor on every write', async () => {
    for (const [method, path, init] of await writes()) {
      const response = await app.api(path, { method, ...init });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it('answers 403 to a user on every write', async () => {
    for (const [method, path, init] of await writes()) {
      const response = await app.api(path, { method, ...init, token: userToken });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(((await response.json()) as { message: string }).message).toBe('Administrator privileges are required for this action.');
    }
  });
});
