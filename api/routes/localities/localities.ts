/** /localities: what the agency's listings and events say of a Surat locality (its page's figures). */
import { MIN_COMPARABLES } from '../../../contract/priceFacts.ts';
import type { Deps } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { cachedLocalityFigures } from '../../queries/localityFigures.ts';
import { declareRoutes } from '../endpoint.ts';

export function localitiesRouter(deps: Deps) {
  const routes = declareRoutes(deps, { tag: 'Localities' });

  routes.endpoint(
    {
      method: 'get',
      path: '/localities/{slug}',
      summary: "A locality's figures: listings, asking prices, the year's trend, projects, neighbours",
      description: `For a locality of the gazetteer by its slug (\`vesu\`, \`mota-varachha\`): the published listings for sale and for rent, the median asking rupees per square foot of carpet area of the sale listings by category and BHK (only with at least ${MIN_COMPARABLES} listings), the median of the sale prices set in each of the last 12 months (from the event log), the agency's projects there and the bordering localities.`,
      pathParameters: { slug: "The locality's slug; any other answers 404." },
      auth: 'public',
      success: { status: 200, description: 'The figures.', data: 'LocalityFigures' },
    },
    async (ctx) => {
      const page = await cachedLocalityFigures(deps.sql, deps.searchCache, ctx.params.slug ?? '');
      if (!page) throw notFound('Locality not found');
      ctx.set('Cache-Control', 'public, max-age=0, must-revalidate');
      ctx.etag = page.etag;
      ctx.type = 'application/json';
      if (ctx.fresh) {
        ctx.status = 304;
        return;
      }
      ctx.body = page.json;
    },
  );

  return routes;
}
