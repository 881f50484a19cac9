/**
 * The agency's leads (admins only): the filtered list, one enquiry with its timeline, its edits
 * (status, visit, assignee, note), the CSV export and per-listing lead counts.
 */
import Router from '@koa/router';
import { EnquiryListQuery, EnquiryPatchBody } from '../../../contract/enquiries.ts';
import { requireAdmin } from '../../auth/guards.ts';
import { ENQUIRY_NOT_FOUND, updateEnquiry } from '../../commands/enquiryUpdater.ts';
import type { AppState, Deps } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { enquiriesCsv, enquiryDetail, enquiryExportRows, enquiryList, listingLeadCounts } from '../../queries/enquiryReads.ts';
import { parse, parsePatch, uuidParam } from '../../validate.ts';

export function adminEnquiriesRouter(deps: Deps) {
  const router = new Router<AppState>({ prefix: '/admin' });
  const admin = requireAdmin(deps);

  router.get('/enquiries', admin, async (ctx) => {
    const query = parse(EnquiryListQuery, ctx.query);
    const { enquiries, total } = await enquiryList(deps.sql, query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: enquiries, meta: { total, page: query.page, limit: query.limit } };
  });

  router.get('/enquiries.csv', admin, async (ctx) => {
    const query = parse(EnquiryListQuery, ctx.query);
    const day = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    ctx.set('Content-Type', 'text/csv; charset=utf-8');
    ctx.set('Content-Disposition', `attachment; filename="enquiries-${day}.csv"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = enquiriesCsv(await enquiryExportRows(deps.sql, query));
  });

  router.get('/listing-leads', admin, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await listingLeadCounts(deps.sql) };
  });

  router.get('/enquiries/:id', admin, async (ctx) => {
    const detail = await enquiryDetail(deps.sql, uuidParam(ctx.params.id, ENQUIRY_NOT_FOUND));
    if (!detail) throw notFound(ENQUIRY_NOT_FOUND);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: detail };
  });

  router.patch('/enquiries/:id', admin, async (ctx) => {
    const id = uuidParam(ctx.params.id, ENQUIRY_NOT_FOUND);
    const patch = parsePatch(EnquiryPatchBody, ctx.request.body);
    await updateEnquiry(deps, ctx.state.actor!, id, patch);
    ctx.body = { message: 'Enquiry has been updated', data: await enquiryDetail(deps.sql, id) };
  });

  return router;
}
