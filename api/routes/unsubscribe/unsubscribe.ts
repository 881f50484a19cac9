/**
 * One-click unsubscribe, without logging in: GET shows what the signed link stops and a button
 * (mail scanners open links, so a GET alone changes nothing); POST, from that button or from a mail
 * app's List-Unsubscribe-Post, applies it.
 */
import * as v from 'valibot';
import { agency } from '../../../contract/agency.ts';
import { UnsubscribeQuery } from '../../../contract/savedSearches.ts';
import { applyUnsubscribe } from '../../alerts/unsubscribe.ts';
import type { AppContext, Deps } from '../../context.ts';
import { escapeHtml } from '../../mail/layout.ts';
import { declareRoutes } from '../endpoint.ts';
import { htmlPage } from '../linkPage.ts';

function page(ctx: AppContext, status: number, heading: string, body: string) {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(heading)} · ${escapeHtml(agency.name)}</title>
<style>body{font-family:system-ui,Arial,sans-serif;background:#f5f1ea;color:#1f2933;margin:0;padding:48px 16px}main{max-width:480px;margin:auto;background:#fff;border-radius:14px;padding:28px}h1{font-size:22px;margin:0 0 12px;color:#0e434f}button{font-size:16px;font-weight:bold;padding:12px 22px;border:0;border-radius:10px;background:#0e434f;color:#fff;cursor:pointer}a{color:#0e434f}</style>
</head><body><main><h1>${escapeHtml(heading)}</h1>${body}<p><a href="/">${escapeHtml(agency.name)}</a></p></main></body></html>`;
}

const invalidLink = 'The token is missing, malformed or forged: a page saying the link does not work.';

export function unsubscribeRouter(deps: Deps) {
  const routes = declareRoutes(deps, { tag: 'Alerts' });
  const read = (ctx: AppContext) => {
    const parsed = v.safeParse(UnsubscribeQuery, ctx.query);
    return parsed.success ? deps.alerts.readUnsubscribe(parsed.output.token) : null;
  };
  const invalid = (ctx: AppContext) =>
    page(
      ctx,
      400,
      'This link does not work',
      '<p>The unsubscribe link is incomplete or was changed. Open it again from the e-mail, or change your notifications in Account Settings.</p>',
    );

  routes.endpoint(
    {
      method: 'get',
      path: '/unsubscribe',
      summary: "The page behind an e-mail's unsubscribe link (a button; nothing changes yet)",
      auth: 'public',
      query: UnsubscribeQuery,
      // A broken link answers a page, not the JSON error.
      readByHandler: true,
      success: { status: 200, description: 'A page with the button.', data: null, raw: htmlPage },
      errors: { 400: invalidLink },
      errorType: 'text/html',
    },
    async (ctx) => {
      const request = read(ctx);
      if (!request) return invalid(ctx);
      const what = request.scope === 'all' ? 'alert e-mails from us' : 'e-mail alerts for this saved search';
      page(
        ctx,
        200,
        'Unsubscribe',
        `<p>Stop ${escapeHtml(what)}?</p><form method="post" action="/api/v1/unsubscribe?token=${escapeHtml(encodeURIComponent(String(ctx.query.token)))}"><button type="submit">Unsubscribe</button></form>`,
      );
    },
  );

  routes.endpoint(
    {
      method: 'post',
      path: '/unsubscribe',
      summary: 'One-click unsubscribe (RFC 8058), without logging in',
      description: 'The signed token names the account and the saved search (or every alert e-mail).',
      auth: 'public',
      query: UnsubscribeQuery,
      readByHandler: true,
      success: { status: 200, description: 'A page saying what stopped.', data: null, raw: htmlPage },
      errors: { 400: invalidLink, 404: 'The saved search or the account no longer exists: a page saying so.' },
      errorType: 'text/html',
    },
    async (ctx) => {
      const request = read(ctx);
      if (!request) return invalid(ctx);
      const done = await applyUnsubscribe(deps.sql, request);
      if (!done) return page(ctx, 404, 'Nothing to unsubscribe from', '<p>This saved search or account no longer exists.</p>');
      page(
        ctx,
        200,
        'You are unsubscribed',
        `<p>You will get no more ${escapeHtml(done.what)}. You can turn them on again in Account Settings.</p>`,
      );
    },
  );

  return routes;
}
