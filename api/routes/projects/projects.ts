/** /projects: the public list and detail, and the admin's create, edit, delete and per-image removal. */
import Router from '@koa/router';
import * as v from 'valibot';
import { IdOrSlugParam, ProjectBody, ProjectListQuery, ProjectPatchBody, RemoveImageBody } from '../../../contract/projects.ts';
import type { AppContext, AppState, Deps } from '../../context.ts';
import { requireAdmin } from '../../auth/guards.ts';
import { findVersionedProject, listProjects } from '../../queries/projectReads.ts';
import { createVersionedProject, deleteProject, removeProjectImage, updateProject } from '../../commands/projectWriter.ts';
import { ApiError, notFound, validationError } from '../../errors.ts';
import { uploadBody } from '../../middleware.ts';
import { filesOfFields, prepareImages } from '../../storage/images.ts';
import { parse } from '../../validate.ts';
import { expectedVersions, sendVersion } from '../../versionTags.ts';

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
    const project = v.is(IdOrSlugParam, idOrSlug) ? await findVersionedProject(deps.sql, idOrSlug) : null;
    if (!project) throw notFound('Project not found');
    sendVersion(ctx, project.version);
    ctx.body = { data: project.data };
  });

  router.post('/', admin, uploads, async (ctx) => {
    const body = parse(ProjectBody, ctx.request.body);
    const images = await projectImages(ctx);
    const project = await createVersionedProject(deps, ctx.state.actor ?? null, body, images);
    sendVersion(ctx, project.version);
    ctx.status = 201;
    ctx.body = { message: 'Project has been created!', data: project.data };
  });

  // Edits and deletes name the project by its id (a slug answers 404), on the same path as the read.
  // Only the fields sent change. With If-Match, an edit made from an older version is refused (412).
  router.put('/:idOrSlug', admin, uploads, async (ctx) => {
    const body = parse(ProjectPatchBody, ctx.request.body);
    const images = await projectImages(ctx);
    const expected = expectedVersions(ctx.get('If-Match'));
    const project = await updateProject(deps, ctx.state.actor ?? null, ctx.params.idOrSlug ?? '', body, images, expected);
    sendVersion(ctx, project.version);
    ctx.body = { message: 'Project has been updated!', data: project.data };
  });

  router.delete('/:idOrSlug', admin, async (ctx) => {
    await deleteProject(deps, ctx.state.actor ?? null, ctx.params.idOrSlug ?? '', expectedVersions(ctx.get('If-Match')));
    ctx.body = { message: 'Project has been deleted!' };
  });

  router.delete('/:id/images', admin, async (ctx) => {
    const { imageUrl } = parse(RemoveImageBody, ctx.request.body);
    const expected = expectedVersions(ctx.get('If-Match'));
    const project = await removeProjectImage(deps, ctx.state.actor ?? null, ctx.params.id ?? '', imageUrl, expected);
    sendVersion(ctx, project.version);
    ctx.body = { message: 'Image has been removed', data: project.data };
  });

  return router;
}
