/**
 * /properties: public search and detail (with the caller's favourite flags when logged in), the
 * logged-in list, the admin's create, edit and delete, and the favourite toggle.
 */
import { FavoriteBody } from '../../../contract/mutations.ts';
import { AVAILABILITY_MISMATCH, ListingAvailabilityBody, PropertyBody, PropertyPatchBody } from '../../../contract/properties.ts';
import { MapQuery, SearchQuery } from '../../../contract/search.ts';
import { MAP_CELL_PX, MAP_POINTS_CAP, MAP_POINTS_ZOOM } from '../../../contract/places.ts';
import type { AppContext, Deps } from '../../context.ts';
import { setFavorite } from '../../commands/favoriteSetter.ts';
import {
  createVersionedProperty,
  deleteProperty,
  patchProperty,
  publishProperty,
  refuseComputedFields,
} from '../../commands/propertyWriter.ts';
import { notFound } from '../../errors.ts';
import { closedProperties, draftProperties, findVersionedProperty } from '../../queries/propertyReads.ts';
import { isStaffRole } from '../../../contract/catalog.ts';
import { cachedSearchProperties } from '../../queries/propertySearch.ts';
import { cachedMapMarkers } from '../../queries/mapPoints.ts';
import { cachedPriceFacts } from '../../queries/priceFacts.ts';
import { MIN_COMPARABLES } from '../../../contract/priceFacts.ts';
import { seesRealPoints, withRealPoints } from '../../presenters/place.ts';
import { etagOf } from '../../searchCache/searchCache.ts';
import type { Property } from '../../../contract/properties.ts';
import type { Versioned } from '../../versionTags.ts';
import { listingFacts, similarProperties } from '../../queries/similarProperties.ts';
import type { CachedPage } from '../../searchCache/searchCache.ts';
import { imageErrors, imageFiles, VERSIONED } from '../../openapi/operation.ts';
import { filesFrom, prepareImage } from '../../storage/images.ts';
import { uuidParam } from '../../validate.ts';
import { expectedVersions, versionedData, versionTag } from '../../versionTags.ts';
import { declareRoutes } from '../endpoint.ts';

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

/** A page as an agent or admin sees it: the real points of its approximate listings. */
async function pageForStaff(deps: Deps, ctx: AppContext, page: CachedPage): Promise<CachedPage> {
  if (!seesRealPoints(ctx.state.actor) || page.ids.length === 0) return page;
  const answer = JSON.parse(page.json) as { data: Property[]; meta: unknown };
  answer.data = await withRealPoints(deps.sql, ctx.state.actor, 'properties', answer.data);
  const json = JSON.stringify(answer);
  return { json, etag: etagOf(json), ids: page.ids };
}

/**
 * A published listing as a visitor is sent it, by UUID or reference: its JSON and its version's ETag,
 * kept on the catalogue cache's listings shelf until the catalogue changes; 404 when there is none.
 */
function visitorListing(deps: Deps, key: string): Promise<CachedPage> {
  return deps.searchCache.get(
    `listing:${key.toLowerCase()}`,
    async () => {
      const property = await findVersionedProperty(deps.sql, key, null);
      if (!property) throw notFound(NOT_FOUND);
      return { json: JSON.stringify({ data: property.data }), etag: versionTag(property.version), ids: [property.data._id] };
    },
    'listings',
  );
}

/** One listing as the caller may see it (see presenters/place.ts). */
async function forCaller(deps: Deps, ctx: AppContext, property: Versioned<Property>): Promise<Versioned<Property>> {
  if (!seesRealPoints(ctx.state.actor)) return property;
  const [data] = await withRealPoints(deps.sql, ctx.state.actor, 'properties', [property.data]);
  return { ...property, data: data! };
}

async function uploadedImages(ctx: AppContext) {
  return Promise.all((await filesFrom(ctx)).map(prepareImage));
}

export function propertiesRouter(deps: Deps) {
  const routes = declareRoutes(deps, { tag: 'Properties' });
  const viewer = (ctx: AppContext) => ctx.state.actor?.id ?? null;
  const ids = { id: NOT_FOUND };

  routes.endpoint(
    {
      method: 'get',
      path: '/properties/search',
      summary: 'Search and filter listings',
      description: 'Full-text search over title, place, category, address and description, with filters, sort and pages.',
      auth: 'optional',
      query: SearchQuery,
      success: {
        status: 200,
        description: 'One page of matching listings; `favorite` is set for a logged-in caller.',
        data: 'Property[]',
        meta: 'SearchMeta',
      },
    },
    async (ctx, { query }) => {
      const page = await cachedSearchProperties(deps.sql, deps.searchCache, query, { viewerId: viewer(ctx) });
      sendPage(ctx, await pageForStaff(deps, ctx, page), true);
    },
  );

  routes.endpoint(
    {
      method: 'get',
      path: '/properties/map',
      summary: 'The markers of every matching listing, for a map',
      description: `Takes the filters of /properties/search (\`bbox\` for the map's box; page, limit and sort change nothing) and the map's \`zoom\`. With a zoom below ${MAP_POINTS_ZOOM}, listings closer than ${MAP_CELL_PX} pixels at that zoom (one cell of a grid) come as one cluster with their count, middle and box, and a listing alone in its cell as its point; from ${MAP_POINTS_ZOOM} on, and without a zoom, every listing is a point, up to ${MAP_POINTS_CAP} of them, newest first. A point has a short price for the marker. An approximate listing's point is moved by a stable amount (its real one only for agents and admins); a cluster's middle and box are those of its listings' shown points.`,
      auth: 'optional',
      query: MapQuery,
      success: { status: 200, description: 'The markers; `meta.capped` when more listings match.', data: 'MapMarker[]', meta: 'MapMeta' },
    },
    async (ctx, { query }) => {
      sendPage(ctx, await cachedMapMarkers(deps.sql, deps.searchCache, query, ctx.state.actor), true);
    },
  );

  // The original sent `userId` in the body; the caller is whoever the token names, never the body.
  routes.endpoint(
    {
      method: 'post',
      path: '/properties',
      summary: "Listings with the caller's favourite flags, newest first",
      description:
        'The original sent `userId` in the body; the caller is whoever the token names, never the body. Takes the same query as /properties/search.',
      auth: 'user',
      query: SearchQuery,
      success: { status: 200, description: 'One page of listings with `favorite` set.', data: 'Property[]', meta: 'SearchMeta' },
    },
    async (ctx, { query }) => {
      const page = await cachedSearchProperties(deps.sql, deps.searchCache, query, { viewerId: viewer(ctx), defaultSort: 'newest' });
      sendPage(ctx, await pageForStaff(deps, ctx, page), false);
    },
  );

  routes.endpoint(
    {
      method: 'post',
      path: '/properties/create',
      summary: 'Create a listing',
      description: 'JSON, or multipart with the same fields and repeated `images` files. The description is sanitised HTML.',
      auth: 'admin',
      body: PropertyBody,
      bodyFrom: formBody,
      files: imageFiles(true),
      success: { status: 201, description: 'Created.', message: 'Property has been created!', data: 'Property' },
      errors: imageErrors,
    },
    async (ctx, { body, reply }) => {
      const property = await createVersionedProperty(deps, ctx.state.actor ?? null, body, await uploadedImages(ctx));
      reply(versionedData(ctx, await forCaller(deps, ctx, property)));
    },
  );

  routes.privateRead(
    {
      path: '/properties/drafts',
      summary: "The office's draft listings, newest first",
      description: "Listings made from owners' offers that only the office sees until an admin publishes them.",
      auth: 'agent',
      success: { status: 200, description: 'The drafts (each with `draft: true`).', data: 'Property[]' },
    },
    async () => ({ data: await draftProperties(deps.sql) }),
  );

  routes.privateRead(
    {
      path: '/properties/closed',
      summary: 'The sold and rented listings, latest change first',
      description: 'Listings search no longer shows, for the office to see and put back on the market (up to 200).',
      auth: 'agent',
      success: { status: 200, description: 'The listings (each `sold` or `rented`).', data: 'Property[]' },
    },
    async () => ({ data: await closedProperties(deps.sql) }),
  );

  routes.endpoint(
    {
      method: 'get',
      path: '/properties/{id}',
      summary: 'One listing',
      description:
        "By its UUID or its reference (`SR-1001`, any letter case). `/p/SR-1001`, outside the API, redirects to the listing's page.",
      pathParameters: { id: "The listing's UUID or its reference (`SR-1001`). Anything else, or an unknown one, answers 404." },
      auth: 'optional',
      success: { status: 200, description: 'The listing.', data: 'Property' },
    },
    async (ctx) => {
      const actor = ctx.state.actor;
      if (!actor) {
        const listing = await visitorListing(deps, ctx.params.id ?? '');
        ctx.set('ETag', listing.etag);
        ctx.type = 'application/json';
        ctx.body = listing.json;
        return;
      }
      // A draft is there only for the office (the admin's editor opens it); anyone else is told there is none.
      const drafts = isStaffRole(actor.role);
      const property = await findVersionedProperty(deps.sql, ctx.params.id ?? '', actor.id, { drafts });
      if (!property) throw notFound(NOT_FOUND);
      if (property.data.draft) ctx.set('Cache-Control', 'no-store');
      ctx.body = { data: versionedData(ctx, await forCaller(deps, ctx, property)) };
    },
  );

  // Also for a deleted listing (its page suggests others); 404 only for one that never existed.
  routes.endpoint(
    {
      method: 'get',
      path: '/properties/{id}/similar',
      summary: 'Listings like this one',
      description:
        'Up to 6 listings of the same purpose and category, never the listing itself, widened step by step until six are found: the same type (category: apartment, plot, office…) in the same or a bordering Surat locality within 20 % of the price, then 35 %; then anywhere in Surat within 20 %, then 35 %; then any type of the category within 35 %, and at last at any price. Earlier steps first, then the same locality, then the closest price. A deleted listing still answers, from its last recorded facts.',
      auth: 'optional',
      ids,
      success: { status: 200, description: 'The listings, possibly none.', data: 'Property[]' },
    },
    async (ctx, { ids }) => {
      const listing = await listingFacts(deps.sql, ids.id);
      if (!listing) throw notFound(NOT_FOUND);
      ctx.body = { data: await similarProperties(deps.sql, listing, viewer(ctx)) };
    },
  );

  routes.endpoint(
    {
      method: 'get',
      path: '/properties/{id}/price-facts',
      summary: "A listing's price history and its price against its locality's median",
      description: `The price's changes from the event log, newest first; and for a sale with a carpet area, its rupees per square foot of carpet area beside the median of the other listings of its locality with the same purpose, category and BHK, only where there are at least ${MIN_COMPARABLES} of them.`,
      auth: 'optional',
      ids,
      success: { status: 200, description: 'The facts.', data: 'PriceFacts' },
    },
    async (ctx, { ids }) => {
      const page = await cachedPriceFacts(deps.sql, deps.searchCache, ids.id);
      if (!page) throw notFound(NOT_FOUND);
      sendPage(ctx, page, true);
    },
  );

  // Only the fields sent change. With If-Match, an edit made from an older version is refused (412).
  routes.endpoint(
    {
      method: 'patch',
      path: '/properties/{id}',
      summary: 'Edit a listing',
      description: `Only the fields sent change. \`keepImages\` lists the image URLs to keep, in order; new \`images\` files are appended. ${VERSIONED}`,
      auth: 'admin',
      ids,
      body: PropertyPatchBody,
      bodyFrom: formBody,
      files: imageFiles(true),
      success: { status: 200, description: 'Saved.', message: 'Property has been updated!', data: 'Property' },
      errors: { 412: '"This property was changed by someone else. Reload to see their changes."', ...imageErrors },
    },
    async (ctx, { ids, body, reply }) => {
      const expected = expectedVersions(ctx.get('If-Match'));
      const property = await patchProperty(deps, ctx.state.actor ?? null, ids.id, body, await uploadedImages(ctx), expected);
      reply(versionedData(ctx, await forCaller(deps, ctx, property)));
    },
  );

  // One tap from the workspace list: the edit's own write path, so it is a `property.updated` event like any edit.
  routes.endpoint(
    {
      method: 'post',
      path: '/properties/{id}/availability',
      summary: 'Mark a listing available, under offer, sold or rented',
      description: `Sold only for a sale, rented only for a rental. A sold or rented listing leaves search, the home page, the sitemap, alerts and the buyers' matches, keeps its page (marked, not indexed) and takes no new visits (those booked ahead are cancelled, each buyer told why); back on the market, it is matched to buyers again. Advisors and admins. ${VERSIONED}`,
      auth: 'agent',
      ids,
      body: ListingAvailabilityBody,
      success: { status: 200, description: 'Saved.', message: 'Availability has been updated!', data: 'Property' },
      errors: {
        400: `"${AVAILABILITY_MISMATCH}".`,
        412: '"This property was changed by someone else. Reload to see their changes."',
      },
    },
    async (ctx, { ids, body, reply }) => {
      const expected = expectedVersions(ctx.get('If-Match'));
      const property = await patchProperty(deps, ctx.state.actor ?? null, ids.id, body, [], expected);
      reply(versionedData(ctx, await forCaller(deps, ctx, property)));
    },
  );

  routes.endpoint(
    {
      method: 'post',
      path: '/properties/{id}/publish',
      summary: 'Publish a draft listing',
      description: `From then on the listing is public like a new one (listed now): search, its page, the sitemap, alerts. ${VERSIONED}`,
      auth: 'admin',
      ids,
      success: { status: 200, description: 'Published.', message: 'Property has been published!', data: 'Property' },
      errors: {
        400: 'The draft still lacks what a listing needs (the field errors say what).',
        409: '"This listing is already published".',
        412: '"This property was changed by someone else. Reload to see their changes."',
      },
    },
    async (ctx, { ids, reply }) => {
      const property = await publishProperty(deps, ctx.state.actor ?? null, ids.id, expectedVersions(ctx.get('If-Match')));
      reply(versionedData(ctx, property));
    },
  );

  routes.endpoint(
    {
      method: 'delete',
      path: '/properties/{id}',
      summary: 'Delete a listing',
      auth: 'admin',
      success: { status: 200, description: 'Deleted.', message: 'Property has been deleted!', data: null },
    },
    async (ctx) => {
      const expected = expectedVersions(ctx.get('If-Match'));
      await deleteProperty(deps, ctx.state.actor ?? null, uuidParam(ctx.params.id, NOT_FOUND), expected);
      ctx.body = { message: 'Property has been deleted!' };
    },
  );

  routes.endpoint(
    {
      method: 'post',
      path: '/properties/{id}/favorite',
      tag: 'Favorites',
      summary: 'Save or unsave a listing',
      description:
        'With a body `{ favorite }` sets that state; without one, toggles. `message` is "Added to favorite!" or "Removed from favorite!".',
      auth: 'user',
      ids,
      body: FavoriteBody,
      success: { status: 200, description: 'The new state.', data: 'FavoriteFlag' },
    },
    async (ctx, { ids, body }) => {
      const { favorite } = await setFavorite(deps, ctx.state.actor!, ids.id, body.favorite);
      ctx.body = { message: favorite ? 'Added to favorite!' : 'Removed from favorite!', data: { favorite } };
    },
  );

  return routes;
}
