/** GET /openapi.json and GET /docs: the API described from the operations table. */
import Router from '@koa/router';
import type { AppState } from '../../context.ts';
import { API_PREFIX, buildOpenApiDocument } from '../../openapi/document.ts';
import { renderDocsPage } from '../../openapi/docsPage.ts';

export function openApiRouter() {
  const router = new Router<AppState>();
  // Built once: the table is fixed for the life of the process.
  let document: Record<string, unknown> | undefined;
  let page: string | undefined;
  const current = () => (document ??= buildOpenApiDocument());

  router.get('/openapi.json', (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = current();
  });

  router.get('/docs', (ctx) => {
    page ??= renderDocsPage(current(), API_PREFIX);
    ctx.set('Cache-Control', 'no-cache');
    // No script at all; the inline stylesheet is the page's only resource.
    ctx.set(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = page;
  });
  return router;
}
