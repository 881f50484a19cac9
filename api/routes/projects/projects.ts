/** /projects: the public list and detail, the admin's create, edit, delete and per-image removal, and the price list (advisors too). */
import * as v from 'valibot';
import {
  IdOrSlugParam,
  ProjectBody,
  ProjectListQuery,
  ProjectPatchBody,
  RemoveImageBody,
  type Project,
} from '../../../contract/projects.ts';
import type { AppContext, Deps } from '../../context.ts';
import { findVersionedProject, listProjects } from '../../queries/projectReads.ts';
import { createVersionedProject, deleteProject, removeProjectImage, updateProject } from '../../commands/projectWriter.ts';
import { ApiError, badRequest, notFound, validationError } from '../../errors.ts';
import { imageErrors, imageFiles, VERSIONED } from '../../openapi/operation.ts';
import { filesOfFields, prepareImage, prepareImages, type PreparedImage } from '../../storage/images.ts';
import { expectedVersions, versionedData, type Versioned } from '../../versionTags.ts';
import { withRealPoints } from '../../presenters/place.ts';
import { declareRoutes } from '../endpoint.ts';
import { FLOOR_PLAN_FIELD, UnitTypesBody } from '../../../contract/unitTypes.ts';
import { setUnitTypes } from '../../commands/priceListWriter.ts';

/** The gallery's new images (`images`) and the RERA certificate's QR (`reraQr`, one image) of a project form. */
async function projectImages(ctx: AppContext) {
  const files = await filesOfFields(ctx, ['images', 'reraQr'] as const);
  if (files.reraQr.length > 1) throw validationError({ reraQr: 'Upload one QR image' });
  const [gallery, qr] = await Promise.all([prepareImages(files.images), prepareImages(files.reraQr).catch(asQrError)]);
  return { gallery, reraQr: qr[0] ?? null };
}

/** An upload error of the QR image, said of its own field (`reraQr`) so the form shows it there, not under the photos. */
function asQrError(error: unknown): never {
  if (error instanceof ApiError) throw new ApiError(error.status, error.message, error.errorName, { fields: { reraQr: error.message } });
  throw error;
}

/** A multipart price list carries its list as JSON text in `unitTypes`, beside the floor plan files. */
function unitTypesFrom(ctx: AppContext): unknown {
  const body = ctx.request.body as Record<string, unknown> | undefined;
  if (!ctx.is('multipart') || typeof body?.unitTypes !== 'string') return body;
  try {
    return { unitTypes: JSON.parse(body.unitTypes) as unknown };
  } catch (error) {
    throw badRequest(`unitTypes must be a JSON list (${(error as Error).message})`);
  }
}

/**
 * The new floor plans (`floorPlan.<unit type id>`, one image each) by unit type id; an upload error is
 * said of that type's `floorPlan` field, so the form shows it in its row.
 */
async function floorPlansOf(ctx: AppContext, body: UnitTypesBody): Promise<Map<string, PreparedImage>> {
  const fields = Object.keys(ctx.request.files ?? {}).filter((field) => field.startsWith(`${FLOOR_PLAN_FIELD}.`));
  const files = await filesOfFields(ctx, fields);
  const plans = new Map<string, PreparedImage>();
  for (const field of fields) {
    const id = field.slice(FLOOR_PLAN_FIELD.length + 1);
    const index = body.unitTypes.findIndex((unit) => unit.id === id);
    const said = index >= 0 ? `unitTypes.${index}.floorPlan` : field;
    const [file, ...more] = files[field]!;
    if (!file || more.length) throw validationError({ [said]: 'Upload one floor plan image' });
    try {
      plans.set(id, await prepareImage(file));
    } catch (error) {
      if (error instanceof ApiError)
        throw new ApiError(error.status, error.message, error.errorName, { fields: { [said]: error.message } });
      throw error;
    }
  }
  return plans;
}

/** Writes share the read's path `/projects/{idOrSlug}` but name the project by its id only. */
const projectIdOnly = { idOrSlug: "The project's UUID; a slug or an unknown id answers 404." };
const slugTaken = { 409: 'The slug is taken: "A project with this slug already exists".' };
const changedElsewhere = { 412: '"This project was changed by someone else. Reload to see their changes."' };

export function projectsRouter(deps: Deps) {
  /** A project as the caller may see it (see presenters/place.ts). */
  const forCaller = async (ctx: AppContext, project: Versioned<Project>): Promise<Versioned<Project>> => ({
    ...project,
    data: (await withRealPoints(deps.sql, ctx.state.actor, 'projects', [project.data]))[0]!,
  });

  const routes = declareRoutes(deps, { tag: 'Projects' });

  routes.endpoint(
    {
      method: 'get',
      path: '/projects',
      summary: 'Every project, newest first',
      auth: 'public',
      query: ProjectListQuery,
      success: { status: 200, description: 'The projects.', data: 'Project[]' },
    },
    async (ctx, { query }) => {
      ctx.body = { data: await listProjects(deps.sql, query) };
    },
  );

  routes.endpoint(
    {
      method: 'get',
      path: '/projects/{idOrSlug}',
      summary: 'One project, by id or slug',
      description: "An approximate location's point is moved by a stable amount; agents and admins get the real one.",
      auth: 'optional',
      success: { status: 200, description: 'The project.', data: 'Project' },
      errors: { 404: 'No such project: "Project not found".' },
    },
    async (ctx) => {
      const idOrSlug = ctx.params.idOrSlug ?? '';
      const project = v.is(IdOrSlugParam, idOrSlug) ? await findVersionedProject(deps.sql, idOrSlug) : null;
      if (!project) throw notFound('Project not found');
      ctx.body = { data: versionedData(ctx, await forCaller(ctx, project)) };
    },
  );

  routes.endpoint(
    {
      method: 'post',
      path: '/projects',
      summary: 'Create a project',
      description:
        'Multipart: the fields below and repeated `images` files. The description is sanitised HTML and must keep 10 characters of text.',
      auth: 'admin',
      body: ProjectBody,
      files: imageFiles(true),
      success: { status: 201, description: 'Created.', message: 'Project has been created!', data: 'Project' },
      errors: { ...slugTaken, ...changedElsewhere, ...imageErrors },
    },
    async (ctx, { body, reply }) => {
      const images = await projectImages(ctx);
      const project = await createVersionedProject(deps, ctx.state.actor ?? null, body, images);
      reply(versionedData(ctx, await forCaller(ctx, project)));
    },
  );

  // Edits and deletes name the project by its id (a slug answers 404), on the same path as the read.
  // Only the fields sent change. With If-Match, an edit made from an older version is refused (412).
  routes.endpoint(
    {
      method: 'put',
      path: '/projects/{idOrSlug}',
      pathParameters: projectIdOnly,
      summary: 'Edit a project',
      description: `Multipart or JSON; only the fields sent change; new \`images\` files are appended after the existing ones. ${VERSIONED}`,
      auth: 'admin',
      body: ProjectPatchBody,
      files: imageFiles(true),
      success: { status: 200, description: 'Saved.', message: 'Project has been updated!', data: 'Project' },
      errors: { ...slugTaken, ...changedElsewhere, ...imageErrors },
    },
    async (ctx, { body, reply }) => {
      const images = await projectImages(ctx);
      const expected = expectedVersions(ctx.get('If-Match'));
      const project = await updateProject(deps, ctx.state.actor ?? null, ctx.params.idOrSlug ?? '', body, images, expected);
      reply(versionedData(ctx, await forCaller(ctx, project)));
    },
  );

  routes.endpoint(
    {
      method: 'delete',
      path: '/projects/{idOrSlug}',
      pathParameters: projectIdOnly,
      summary: 'Delete a project and its images',
      auth: 'admin',
      success: { status: 200, description: 'Deleted.', message: 'Project has been deleted!', data: null },
    },
    async (ctx) => {
      await deleteProject(deps, ctx.state.actor ?? null, ctx.params.idOrSlug ?? '', expectedVersions(ctx.get('If-Match')));
      ctx.body = { message: 'Project has been deleted!' };
    },
  );

  routes.endpoint(
    {
      method: 'delete',
      path: '/projects/{id}/images',
      summary: 'Remove one image from a project',
      auth: 'admin',
      body: RemoveImageBody,
      success: { status: 200, description: 'The project without that image.', message: 'Image has been removed', data: 'Project' },
      errors: { 404: 'No such project, or the project has no such image: "Unable to remove image".' },
    },
    async (ctx, { body, reply }) => {
      const expected = expectedVersions(ctx.get('If-Match'));
      const project = await removeProjectImage(deps, ctx.state.actor ?? null, ctx.params.id ?? '', body.imageUrl, expected);
      reply(versionedData(ctx, await forCaller(ctx, project)));
    },
  );

  routes.endpoint(
    {
      method: 'put',
      path: '/projects/{id}/unit-types',
      summary: "Replace a project's price list",
      description: `The whole list of unit types in the order shown; types left out are removed, a type keeps its id (made by the form). JSON, or multipart with the list as JSON text in \`unitTypes\` and a new floor plan for a type as the image file \`floorPlan.<its id>\`. A type keeps its current floor plan by sending its URL as \`floorPlan\`; null removes it. ${VERSIONED}`,
      auth: 'agent',
      ids: { id: 'Project not found' },
      body: UnitTypesBody,
      bodyFrom: unitTypesFrom,
      files: imageFiles(false, 'floorPlan.{unitTypeId}'),
      success: { status: 200, description: 'The project with its new price list.', message: 'Price list has been saved', data: 'Project' },
      errors: { 404: 'No such project: "Project not found".', ...changedElsewhere, ...imageErrors },
    },
    async (ctx, { body, ids, reply }) => {
      const plans = await floorPlansOf(ctx, body);
      const expected = expectedVersions(ctx.get('If-Match'));
      const project = await setUnitTypes(deps, ctx.state.actor ?? null, ids.id, body, plans, expected);
      reply(versionedData(ctx, await forCaller(ctx, project)));
    },
  );

  return routes;
}
