/**
 * Project writes: each is one transaction holding the row changes and their event. Images are
 * stored before the transaction (they were validated by `prepareImage` before this is called); when
 * the transaction fails, the objects no row references are removed again, and after a delete the
 * project's now-unused objects go too. Usable outside an HTTP request (the demo seed calls it).
 */
import { ProjectBody, projectFields, type Project } from '../contract/index.ts';
import type { Actor, Deps } from '../context.ts';
import { withTx, type Tx } from '../db.ts';
import { appendEvent } from '../events/appendEvent.ts';
import { conflict, notFound, validationError } from '../errors.ts';
import { htmlText, sanitizeHtml } from '../sanitize.ts';
import { keyFromUrl, putImages, removeUnreferencedImages, type PreparedImage } from '../storage/images.ts';
import { parse, uuidParam } from '../validate.ts';
import { findProject } from '../queries/projectReads.ts';
import { columnValues } from '../queries/storedFields.ts';

export type ProjectWriterDeps = Pick<Deps, 'sql' | 'bucket'>;

const DESCRIPTION_TOO_SHORT = 'Description must be at least 10 characters long';

/** Parses and sanitises: the description must keep 10 characters of text once unsafe HTML is gone. */
function projectInput(input: ProjectBody): ProjectBody {
  const body = parse(ProjectBody, input);
  const description = sanitizeHtml(body.description);
  if (htmlText(description).length < 10) throw validationError({ description: DESCRIPTION_TOO_SHORT });
  return { ...body, description };
}

function isSlugTaken(error: unknown): boolean {
  const pg = error as { code?: string; constraint_name?: string };
  return pg.code === '23505' && pg.constraint_name === 'projects_slug_key';
}

/** Puts the images, runs the transaction, and on failure removes the objects nothing references. */
async function withStoredImages<T>(deps: ProjectWriterDeps, images: PreparedImage[], work: (tx: Tx) => Promise<T>): Promise<T> {
  await putImages(deps.bucket, images);
  try {
    return await withTx(deps.sql, work);
  } catch (error) {
    await removeUnreferencedImages(deps.sql, deps.bucket, images.map((image) => image.key));
    if (isSlugTaken(error)) throw conflict('A project with this slug already exists', 'slug');
    throw error;
  }
}

/** Appends image keys after the project's last position, skipping keys it already shows. */
async function appendImages(tx: Tx, projectId: string, images: PreparedImage[]): Promise<void> {
  const existing = await tx<{ key: string; position: number }[]>`
    select key, position from project_images where project_id = ${projectId}`;
  const seen = new Set(existing.map((row) => row.key));
  let position = existing.reduce((max, row) => Math.max(max, row.position + 1), 0);
  const rows: { project_id: string; position: number; key: string }[] = [];
  for (const image of images) {
    if (seen.has(image.key)) continue;
    seen.add(image.key);
    rows.push({ project_id: projectId, position: position++, key: image.key });
  }
  if (rows.length) await tx`insert into project_images ${tx(rows, 'project_id', 'position', 'key')}`;
}

async function presentInTx(tx: Tx, id: string): Promise<Project> {
  const project = await findProject(tx, id);
  if (!project) throw notFound('Project not found');
  return project;
}

/** Locks the project row for the rest of the transaction; 404 when there is none. */
async function lockProject(tx: Tx, id: string): Promise<void> {
  const rows = await tx`select id from projects where id = ${id} for update`;
  if (rows.length === 0) throw notFound('Project not found');
}

export async function createProject(
  deps: ProjectWriterDeps,
  actor: Actor | null,
  input: ProjectBody,
  images: PreparedImage[],
): Promise<Project> {
  const body = projectInput(input);
  return withStoredImages(deps, images, async (tx) => {
    const [row] = await tx<{ id: string }[]>`
      insert into projects ${tx({ ...columnValues(projectFields, body), created_by: actor?.id ?? null })}
      returning id`;
    await appendImages(tx, row.id, images);
    const project = await presentInTx(tx, row.id);
    await appendEvent(tx, { type: 'project.created', subjectId: project._id, actorId: actor?.id ?? null, payload: { project } });
    return project;
  });
}

/** Replaces the fields and appends the new images after the existing ones. */
export async function updateProject(
  deps: ProjectWriterDeps,
  actor: Actor | null,
  id: string,
  input: ProjectBody,
  images: PreparedImage[],
): Promise<Project> {
  const projectId = uuidParam(id, 'Project not found');
  const body = projectInput(input);
  return withStoredImages(deps, images, async (tx) => {
    await lockProject(tx, projectId);
    await tx`update projects set ${tx(columnValues(projectFields, body))}, updated_at = now() where id = ${projectId}`;
    await appendImages(tx, projectId, images);
    const project = await presentInTx(tx, projectId);
    await appendEvent(tx, { type: 'project.updated', subjectId: projectId, actorId: actor?.id ?? null, payload: { project } });
    return project;
  });
}

/** Deletes the project, its image rows, and then the objects no other record uses. */
export async function deleteProject(deps: ProjectWriterDeps, actor: Actor | null, id: string): Promise<void> {
  const projectId = uuidParam(id, 'Project not found');
  const keys = await withTx(deps.sql, async (tx) => {
    await lockProject(tx, projectId);
    const images = await tx<{ key: string }[]>`select key from project_images where project_id = ${projectId}`;
    const [row] = await tx<{ slug: string; title: string }[]>`delete from projects where id = ${projectId} returning slug, title`;
    await appendEvent(tx, {
      type: 'project.deleted',
      subjectId: projectId,
      actorId: actor?.id ?? null,
      payload: { id: projectId, slug: row.slug, title: row.title },
    });
    return images.map((image) => image.key);
  });
  await removeUnreferencedImages(deps.sql, deps.bucket, keys);
}

/** Removes one image (named by its full or card URL) from the project's gallery. */
export async function removeProjectImage(
  deps: ProjectWriterDeps,
  actor: Actor | null,
  id: string,
  imageUrl: string,
): Promise<Project> {
  const projectId = uuidParam(id, 'Project not found');
  const key = keyFromUrl(imageUrl);
  if (!key) throw notFound('Unable to remove image');
  const project = await withTx(deps.sql, async (tx) => {
    await lockProject(tx, projectId);
    const removed = await tx`delete from project_images where project_id = ${projectId} and key = ${key} returning key`;
    if (removed.length === 0) throw notFound('Unable to remove image');
    await tx`update projects set updated_at = now() where id = ${projectId}`;
    const updated = await presentInTx(tx, projectId);
    await appendEvent(tx, {
      type: 'project.image_removed',
      subjectId: projectId,
      actorId: actor?.id ?? null,
      payload: { project: updated, imageUrl },
    });
    return updated;
  });
  await removeUnreferencedImages(deps.sql, deps.bucket, [key]);
  return project;
}
