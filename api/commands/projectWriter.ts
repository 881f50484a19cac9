/**
 * Project writes: each is one transaction holding the row changes and their event. Images are
 * stored before the transaction (they were validated by `prepareImage` before this is called); when
 * the transaction fails, the objects no row references are removed again, and after a delete the
 * project's now-unused objects go too. Usable outside an HTTP request (the demo seed calls it).
 */
import {
  ProjectBody,
  ProjectPatchBody,
  projectFields,
  projectFormInput,
  projectStoredValues,
  type Project,
  type ProjectFields,
} from '../../contract/projects.ts';
import { keptPinConfirmed, type PlaceFormField } from '../../contract/places.ts';
import type { Actor, Deps } from '../context.ts';
import { withTx, type Tx } from '../db.ts';
import { appendEvent } from '../events/appendEvent.ts';
import { conflict, notFound, validationError } from '../errors.ts';
import { htmlText, sanitizeHtml } from '../sanitize.ts';
import { keyFromUrl, removeUnreferencedImages, type PreparedImage } from '../storage/images.ts';
import { parse, parsePatch, uuidParam } from '../validate.ts';
import { findVersionedProject } from '../queries/projectReads.ts';
import { columnValues, fieldColumns } from '../queries/storedFields.ts';
import { assertVersion, type ExpectedVersions, type Versioned } from '../versionTags.ts';
import { catalogTx, withStoredImages } from './catalogWrite.ts';
import { translatedValues, type TranslatedForm } from './translatedContent.ts';

export type ProjectWriterDeps = Pick<Deps, 'sql' | 'bucket'> & Partial<Pick<Deps, 'searchCache'>>;

/** A project's images: the gallery's new ones, and the certificate's QR when one is uploaded. */
export interface ProjectImages {
  gallery: PreparedImage[];
  reraQr?: PreparedImage | null;
}

/** A whole project form; the Gujarati and Hindi title and description may be left out (none). */
export type ProjectInput = Omit<ProjectBody, keyof TranslatedForm | PlaceFormField> &
  Partial<TranslatedForm> &
  Partial<Pick<ProjectBody, PlaceFormField>>;

const DESCRIPTION_TOO_SHORT = 'Description must be at least 10 characters long';

/**
 * Parses and sanitises: the description must keep 10 characters of text once unsafe HTML is gone (the
 * Gujarati and Hindi ones too, when they have any text).
 */
function projectInput(input: ProjectInput): ProjectBody {
  const body = parse(ProjectBody, input);
  const description = sanitizeHtml(body.description);
  if (htmlText(description).length < 10) throw validationError({ description: DESCRIPTION_TOO_SHORT });
  const translated = translatedValues(body);
  return { ...body, description, descriptionGu: translated.descriptionGu ?? '', descriptionHi: translated.descriptionHi ?? '' };
}

const allImages = (images: ProjectImages) => [...images.gallery, ...(images.reraQr ? [images.reraQr] : [])];

function isSlugTaken(error: unknown): boolean {
  const pg = error as { code?: string; constraint_name?: string };
  return pg.code === '23505' && pg.constraint_name === 'projects_slug_key';
}

/**
 * The shared frame (catalogWrite.ts; a listing shows its project's RERA details, so cached search pages
 * go too), with a taken slug answered as a conflict.
 */
async function withProjectImages<T>(deps: ProjectWriterDeps, images: PreparedImage[], work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await withStoredImages(deps, images, work);
  } catch (error) {
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

async function presentInTx(tx: Tx, id: string): Promise<Versioned<Project>> {
  const project = await findVersionedProject(tx, id);
  if (!project) throw notFound('Project not found');
  return project;
}

/**
 * Locks the project row for the rest of the transaction (404 when there is none; 412 when it is no
 * longer at a version the write was made from) and returns it as the form would send it.
 */
async function lockProject(tx: Tx, id: string, expected: ExpectedVersions): Promise<ProjectBody & { reraQr: string | null }> {
  const [row] = await tx<(ProjectFields & { version: number; reraQr: string | null })[]>`
    select p.version, p.rera_qr as "reraQr", ${fieldColumns(tx, 'p', projectFields)} from projects p where p.id = ${id} for update`;
  if (!row) throw notFound('Project not found');
  assertVersion('project', row.version, expected);
  return { ...projectFormInput(row), reraQr: row.reraQr };
}

export async function createProject(
  deps: ProjectWriterDeps,
  actor: Actor | null,
  input: ProjectInput,
  images: PreparedImage[] | ProjectImages,
): Promise<Project> {
  return (await createVersionedProject(deps, actor, input, Array.isArray(images) ? { gallery: images } : images)).data;
}

/** Creates the project; answers it with the version of its new row. */
export async function createVersionedProject(
  deps: ProjectWriterDeps,
  actor: Actor | null,
  input: ProjectInput,
  images: ProjectImages,
): Promise<Versioned<Project>> {
  const body = projectInput(input);
  return withProjectImages(deps, allImages(images), async (tx) => {
    const [row] = await tx<{ id: string }[]>`
      insert into projects ${tx({ ...columnValues(projectFields, projectStoredValues(body)), rera_qr: images.reraQr?.key ?? null, created_by: actor?.id ?? null })}
      returning id`;
    await appendImages(tx, row.id, images.gallery);
    const created = await presentInTx(tx, row.id);
    await appendEvent(tx, { type: 'project.created', subjectId: row.id, actorId: actor?.id ?? null, payload: { project: created.data } });
    return created;
  });
}

/**
 * Changes the fields sent (the rest keep their stored values) and appends the new images after the
 * existing ones. With `expected` versions (If-Match), a project changed since is refused with 412.
 */
export async function updateProject(
  deps: ProjectWriterDeps,
  actor: Actor | null,
  id: string,
  input: ProjectPatchBody,
  newImages: PreparedImage[] | ProjectImages,
  expected: ExpectedVersions = null,
): Promise<Versioned<Project>> {
  const images = Array.isArray(newImages) ? { gallery: newImages } : newImages;
  const projectId = uuidParam(id, 'Project not found');
  // The confirmation of a pin outside Surat goes with a pin; alone it changes nothing.
  const patch = parsePatch(ProjectPatchBody, input, { changesOtherwise: allImages(images).length > 0, aside: ['confirmOutside'] });
  let replacedQr: string | null = null;
  const project = await withProjectImages(deps, allImages(images), async (tx) => {
    const { reraQr: storedQr, ...stored } = await lockProject(tx, projectId, expected);
    const body = projectInput(keptPinConfirmed(stored, { ...stored, ...patch }));
    // An edit that leaves the description alone keeps it exactly as stored.
    if (patch.description === undefined) body.description = stored.description;
    if (patch.descriptionGu === undefined) body.descriptionGu = stored.descriptionGu;
    if (patch.descriptionHi === undefined) body.descriptionHi = stored.descriptionHi;
    const qr = images.reraQr ? { rera_qr: images.reraQr.key } : {};
    if (images.reraQr && storedQr !== images.reraQr.key) replacedQr = storedQr;
    await tx`update projects set ${tx({ ...columnValues(projectFields, projectStoredValues(body)), ...qr })}, updated_at = now() where id = ${projectId}`;
    await appendImages(tx, projectId, images.gallery);
    const project = await presentInTx(tx, projectId);
    await appendEvent(tx, {
      type: 'project.updated',
      subjectId: projectId,
      actorId: actor?.id ?? null,
      payload: { project: project.data },
    });
    return project;
  });
  if (replacedQr) await removeUnreferencedImages(deps.sql, deps.bucket, [replacedQr]);
  return project;
}

/** Deletes the project, its image rows and price list, and then the objects no other record uses. */
export async function deleteProject(
  deps: ProjectWriterDeps,
  actor: Actor | null,
  id: string,
  expected: ExpectedVersions = null,
): Promise<void> {
  const projectId = uuidParam(id, 'Project not found');
  const keys = await catalogTx(deps, async (tx) => {
    const { reraQr } = await lockProject(tx, projectId, expected);
    const gallery = await tx<{ key: string }[]>`
      select key from project_images where project_id = ${projectId}
      union all select floor_plan from project_unit_types where project_id = ${projectId} and floor_plan is not null`;
    const images = reraQr ? [...gallery, { key: reraQr }] : gallery;
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
  expected: ExpectedVersions = null,
): Promise<Versioned<Project>> {
  const projectId = uuidParam(id, 'Project not found');
  const key = keyFromUrl(imageUrl);
  if (!key) throw notFound('Unable to remove image');
  const project = await withTx(deps.sql, async (tx) => {
    await lockProject(tx, projectId, expected);
    const removed = await tx`delete from project_images where project_id = ${projectId} and key = ${key} returning key`;
    if (removed.length === 0) throw notFound('Unable to remove image');
    await tx`update projects set updated_at = now() where id = ${projectId}`;
    const updated = await presentInTx(tx, projectId);
    await appendEvent(tx, {
      type: 'project.image_removed',
      subjectId: projectId,
      actorId: actor?.id ?? null,
      payload: { project: updated.data, imageUrl },
    });
    return updated;
  });
  await removeUnreferencedImages(deps.sql, deps.bucket, [key]);
  return project;
}
