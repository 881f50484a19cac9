/**
 * /properties: public search and detail (with the caller's favourite flags when logged in), the
 * logged-in list, the admin's create, edit and delete, and the favourite toggle.
 */
import Router from '@koa/router';
import { FavoriteBody } from '../../../contract/mutations.ts';
import { PropertyBody, PropertyPatchBody } from '../../../contract/properties.ts';
import { SearchQuery } from '../../../contract/search.ts';
import type { AppContext, AppState, Deps } from '../../context.ts';
import { optionalUser, requireAdmin, requireUser } from '../../auth/guards.ts';
import { setFavorite } from '../../commands/favoriteSetter.ts';
import { createVersionedProperty, deleteProperty, patchProperty, refuseComputedFields } from '../../commands/propertyWriter.ts';
import { notFound } from '../../errors.ts';
import { findVersionedProperty } from '../../queries/propertyReads.ts';
import { cachedSearchProperties } from '../../queries/propertySearch.ts';
import { listingFacts, similarProperties } from '../../queries/similarProperties.ts';
import type { CachedPage } from '../../searchCache/searchCache.ts';
import { uploadBody } from '../../middleware.ts';
import { filesFrom, prepareImage } from '../../storage/images.ts';
import { parse, uuidParam } from '../../validate.ts';
import { expectedVersions, sendVersion } from '../../versionTags.ts';

const NOT_FOUND = 'Property not found';

/**
 * The form body, JSON or multipart. Multipart sends `keepImages` as one field per URL (one URL
 * arrives as a plain string) or as one JSON array; an empty field means "keep none".
 */
function formBody(ctx: AppContext): unknown {
  const body = { ...((ctx.request.body ?? {}) as Record<string, unknown>) };
  refuseComputedFields(body);
  const keep = body.keepImages;
  if (typeof keep === 'string') {
    const text = keep.trim();
    body.keepImages = text.startsWith('[') ? safeJson(text) : text ? [text] : [];
  }
  return body;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON: kept as sent, and the schema says what is wrong.
    return text;
  }
}

/**
 * A search page as sent. The ETag is of the content, so every replica gives one page one tag; browsers
 * and CDNs may keep a visitor's page but revalidate it each time (a 304 when it is unchanged).
 */
function sendPage(ctx: AppContext, page: CachedPage, revalidate: boolean) {
  ctx.type = 'application/json';
  if (!revalidate) {
    ctx.body = page.json;
    return;
  }
  ctx.set('Cache-Control', ctx.state.actor ? 'no-store' : 'public, max-age=0, must-revalidate');
  ctx.vary('Authorization');
  ctx.etag = page.etag;
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.body = page.json;
}

async function uploadedImages(ctx: AppContext) {
  return Promise.all((await filesFrom(ctx)).map(prepareImage));
}

export function propertiesRouter(deps: Deps) {
  const router = new Router<AppState>({ prefix: '/properties' });
  const visitor = optionalUser(deps);
  const user = requireUser(deps);
  const admin = requireAdmin(deps);
  const uploads = uploadBody(deps.config);
  const viewer = (ctx: AppContext) => ctx.state.actor?.id ?? null;

  router.get('/search', visitor, async (ctx) => {
    const query = parse(SearchQuery, ctx.query);
    sendPage(ctx, await cachedSearchProperties(deps.sql, deps.searchCache, query, { viewerId: viewer(ctx) }), true);
  });

  // The original sent `userId` in the body; the caller is whoever the token names, never the body.
  router.post('/', user, async (ctx) => {
    const query = parse(SearchQuery, ctx.query);
    sendPage(ctx, await cachedSearchProperties(deps.sql, deps.searchCache, query, { viewerId: viewer(ctx), defaultSort: 'newest' }), false);
  });

  router.post('/create', admin, uploads, async (ctx) => {
    const body = parse(PropertyBody, formBody(ctx));
    const property = await createVersionedProperty(deps, ctx.state.actor ?? null, body, await uploadedImages(ctx));
    sendVersion(ctx, property.version);
    ctx.status = 201;
    ctx.body = { message: 'Property has been created!', data: property.data };
  });

  router.get('/:id', visitor, async (ctx) => {
    const property = await findVersionedProperty(deps.sql, ctx.params.id ?? '', viewer(ctx));
    if (!property) throw notFound(NOT_FOUND);
    sendVersion(ctx, property.version);
    ctx.body = { data: property.data };
  });

  // Also for a deleted listing (its page suggests others); 404 only for one that never existed.
  router.get('/:id/similar', visitor, async (ctx) => {
    const listing = await listingFacts(deps.sql, uuidParam(ctx.params.id, NOT_FOUND));
    if (!listing) throw notFound(NOT_FOUND);
    ctx.body = { data: await similarProperties(deps.sql, listing, viewer(ctx)) };
  });

  // Only the fields sent change. With If-Match, an edit made from an older version is refused (412).
  router.patch('/:id', admin, uploads, async (ctx) => {
    const id = uuidParam(ctx.params.id, NOT_FOUND);
    const body = parse(PropertyPatchBody, formBody(ctx));
    const expected = expectedVersions(ctx.get('If-Match'));
    const property = await patchProperty(deps, ctx.state.actor ?? null, id, body, await uploadedImages(ctx), expected);
    sendVersion(ctx, property.version);
    ctx.body = { message: 'Property has been updated!', data: property.data };
  });

  router.delete('/:id', admin, async (ctx) => {
    const expected = expectedVersions(ctx.get('If-Match'));
    await deleteProperty(deps, ctx.state.actor ?? null, uuidParam(ctx.params.id, NOT_FOUND), expected);
    ctx.body = { message: 'Property has been deleted!' };
  });

  router.post('/:id/favorite', user, async (ctx) => {
    const id = uuidParam(ctx.params.id, NOT_FOUND);
    const { favorite: desired } = parse(FavoriteBody, ctx.request.body);
    const { favorite } = await setFavorite(deps, ctx.state.actor!, id, desired);
    ctx.body = { message: favorite ? 'Added to favorite!' : 'Removed from favorite!', data: { favorite } };
  });

  return router;
}
