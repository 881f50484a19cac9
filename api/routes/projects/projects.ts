/** /projects: the public list and detail, and the admin's create, edit, delete and per-image removal. */
import Router from '@koa/router';
import * as v from 'valibot';
import { IdOrSlugParam, ProjectBody, ProjectListQuery, RemoveImageBody } from '../../contract/index.ts';
import type { AppState, Deps } from '../../context.ts';
import { requireAdmin } from '../../auth/guards.ts';
import { findProject, listProjects } from '../../queries/projectReads.ts';
import { createProject, deleteProject, removeProjectImage, updateProject } from '../../commands/projectWriter.ts';
import { notFound } from '../../errors.ts';
import { uploadBody } from '../../middleware.ts';
import { filesFrom, prepareImages } from '../../storage/images.ts';
import { parse } from '../../validate.ts';

/**
 * The body with every field of the schema present (absent ones as undefined), so a missing field
 * answers with its own message ('Title is required') rather than valibot's generic 'Invalid key'.
 */
function everyField(schema: { entries: Record<string, unknown> }, body: unknown): Record<string, unknown> {
  const blank = Object.fromEntries(Object.keys(schema.entries).map((key) => [key, undefined]));
  return { ...blank, ...(typeof body === 'object' && body !== null ? body : {}) };
}

export function projectsRouter(deps: Deps) {
  const router = new Router<AppState>({ prefix: '/projects' });
  const admin = requireAdmin(deps);
  const uploads = uploadBody(deps.config);

  router.get('/', async (ctx) => {
    const query = parse(ProjectListQuery, ctx.query);
    ctx.body = { data: await listProjects(deps.sql, query) };
  });

  router.get('/:idOrSlug', async (ctx) => {
    const idOrSlug = ctx.params.idOrSlug ?? '';
    const project = v.is(IdOrSlugParam, idOrSlug) ? await findProject(deps.sql, idOrSlug) : null;
    if (!project) throw notFound('Project not found');
    ctx.body = { data: project };
  });

  router.post('/', admin, uploads, async (ctx) => {
    const body = parse(ProjectBody, everyField(ProjectBody, ctx.request.body));
    const images = await prepareImages(await filesFrom(ctx));
    const project = await createProject(deps, ctx.state.actor ?? null, body, images);
    ctx.status = 201;
    ctx.body = { message: 'Project has been created!', data: project };
  });

  // Edits and deletes name the project by its id (a slug answers 404), on the same path as the read.
  router.put('/:idOrSlug', admin, uploads, async (ctx) => {
    const body = parse(ProjectBody, everyField(ProjectBody, ctx.request.body));
    const images = await prepareImages(await filesFrom(ctx));
    const project = await updateProject(deps, ctx.state.actor ?? null, ctx.params.idOrSlug ?? '', body, images);
    ctx.body = { message: 'Project has been updated!', data: project };
  });

  router.delete('/:idOrSlug', admin, async (ctx) => {
    await deleteProject(deps, ctx.state.actor ?? null, ctx.params.idOrSlug ?? '');
    ctx.body = { message: 'Project has been deleted!' };
  });

  router.delete('/:id/images', admin, async (ctx) => {
    const { imageUrl } = parse(RemoveImageBody, everyField(RemoveImageBody, ctx.request.body));
    const project = await removeProjectImage(deps, ctx.state.actor ?? null, ctx.params.id ?? '', imageUrl);
    ctx.body = { message: 'Image has been removed', data: project };
  });

  return router;
}
