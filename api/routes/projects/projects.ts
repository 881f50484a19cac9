/** /projects: the public list and detail, and the admin's create, edit, delete and per-image removal. */
import Router from '@koa/router';
import * as v from 'valibot';
import { projectStatuses, ProjectBody, ProjectPatchBody, RemoveImageBody } from '../../contract/index.ts';
import type { AppState, Deps } from '../../context.ts';
import { requireAdmin } from '../../auth/guards.ts';
import { findVersionedProject, listProjects } from '../../commands/projectReader.ts';
import { createVersionedProject, deleteProject, removeProjectImage, updateProject } from '../../commands/projectWriter.ts';
import { notFound } from '../../errors.ts';
import { cleanupUploads, filesFrom, prepareImages } from '../../storage/images.ts';
import { parse } from '../../validate.ts';
import { expectedVersions, sendVersion } from '../../versionTags.ts';

/** Query of GET /projects. */
export const ProjectListQuery = v.object({
  status: v.optional(v.picklist(projectStatuses, 'Status must be either ONGOING or COMPLETED')),
});

/**
 * The body with every field of the schema present (absent ones as undefined), so a missing field
 * answers with its own message ('Title is required') rather than valibot's generic 'Invalid key'.
 */
function everyField(schema: { entries: Record<string, unknown> }, body: unknown): Record<string, unknown> {
  const blank = Object.fromEntries(Object.keys(schema.entries).map((key) => [key, undefined]));
  return { ...blank, ...(typeof body === 'object' && body !== null ? body : {}) };
}

/** A path segment that could be a uuid or a slug; anything else names no project. */
const ID_OR_SLUG = /^[A-Za-z0-9-]{1,160}$/;

export function projectsRouter(deps: Deps) {
  const router = new Router<AppState>({ prefix: '/projects' });
  const admin = requireAdmin(deps);

  router.get('/', async (ctx) => {
    const query = parse(ProjectListQuery, ctx.query);
    ctx.body = { data: await listProjects(deps.sql, query) };
  });

  router.get('/:idOrSlug', async (ctx) => {
    const idOrSlug = ctx.params.idOrSlug ?? '';
    const project = ID_OR_SLUG.test(idOrSlug) ? await findVersionedProject(deps.sql, idOrSlug) : null;
    if (!project) throw notFound('Project not found');
    sendVersion(ctx, project.version);
    ctx.body = { data: project.data };
  });

  router.post('/', cleanupUploads(), admin, async (ctx) => {
    const body = parse(ProjectBody, everyField(ProjectBody, ctx.request.body));
    const images = await prepareImages(await filesFrom(ctx));
    const project = await createVersionedProject(deps, ctx.state.actor ?? null, body, images);
    sendVersion(ctx, project.version);
    ctx.status = 201;
    ctx.body = { message: 'Project has been created!', data: project.data };
  });

  // Only the fields sent change. With If-Match, an edit made from an older version is refused (412).
  router.put('/:id', cleanupUploads(), admin, async (ctx) => {
    const body = parse(ProjectPatchBody, ctx.request.body);
    const images = await prepareImages(await filesFrom(ctx));
    const expected = expectedVersions(ctx.get('If-Match'));
    const project = await updateProject(deps, ctx.state.actor ?? null, ctx.params.id ?? '', body, images, expected);
    sendVersion(ctx, project.version);
    ctx.body = { message: 'Project has been updated!', data: project.data };
  });

  router.delete('/:id', cleanupUploads(), admin, async (ctx) => {
    await deleteProject(deps, ctx.state.actor ?? null, ctx.params.id ?? '', expectedVersions(ctx.get('If-Match')));
    ctx.body = { message: 'Project has been deleted!' };
  });

  router.delete('/:id/images', cleanupUploads(), admin, async (ctx) => {
    const { imageUrl } = parse(RemoveImageBody, everyField(RemoveImageBody, ctx.request.body));
    const expected = expectedVersions(ctx.get('If-Match'));
    const project = await removeProjectImage(deps, ctx.state.actor ?? null, ctx.params.id ?? '', imageUrl, expected);
    sendVersion(ctx, project.version);
    ctx.body = { message: 'Image has been removed', data: project.data };
  });

  return router;
}
