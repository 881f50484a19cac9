/** GET /openapi.json and GET /docs: the API described from the operations its routers declare. */
import type { Deps } from '../../context.ts';
import { API_PREFIX, buildOpenApiDocument } from '../../openapi/document.ts';
import { renderDocsPage } from '../../openapi/docsPage.ts';
import type { Operation } from '../../openapi/operation.ts';
import { declareRoutes } from '../endpoint.ts';

export function openApiRouter(deps: Deps, operations: () => Operation[]) {
  const routes = declareRoutes(deps, { tag: 'Docs' });
  // Built once: the routes are fixed for the life of the process.
  let document: Record<string, unknown> | undefined;
  let page: string | undefined;
  const current = () => (document ??= buildOpenApiDocument(operations()));

  routes.endpoint(
    {
      method: 'get',
      path: '/openapi.json',
      summary: 'This API as an OpenAPI 3.1 document',
      auth: 'public',
      success: {
        status: 200,
        description: 'The document.',
        data: null,
        raw: { contentType: 'application/json', description: 'OpenAPI 3.1 document' },
      },
    },
    (ctx) => {
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = current();
    },
  );

  routes.endpoint(
    {
      method: 'get',
      path: '/docs',
      summary: 'This API as a readable HTML reference',
      auth: 'public',
      success: { status: 200, description: 'An HTML page.', data: null, raw: { contentType: 'text/html', description: 'HTML reference' } },
    },
    (ctx) => {
      page ??= renderDocsPage(current(), API_PREFIX);
      ctx.set('Cache-Control', 'no-cache');
      // No script at all; the inline stylesheet is the page's only resource.
      ctx.set(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      );
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = page;
    },
  );
  return routes;
}
