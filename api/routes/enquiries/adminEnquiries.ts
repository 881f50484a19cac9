/**
 * The agency's leads (agents and admins): the filtered list, one enquiry with its timeline, its edits
 * (status, visit, assignee, note), the CSV export and per-listing lead counts. An agent reaches the
 * leads assigned to them and the unassigned ones (api/policies/leads.ts); an admin every lead.
 */
import { EnquiryListQuery, EnquiryPatchBody } from '../../../contract/enquiries.ts';
import { ENQUIRY_NOT_FOUND, updateEnquiry } from '../../commands/enquiryUpdater.ts';
import type { Deps } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { canWorkLead, leadViewerOf } from '../../policies/leads.ts';
import { enquiriesCsv, enquiryDetail, enquiryExportRows, enquiryList, listingLeadCounts } from '../../queries/enquiryReads.ts';
import { recordAccess } from '../../privacy/accessLog.ts';
import { declareRoutes, recordSpec } from '../endpoint.ts';

/** What every endpoint on one lead says: its id, the agent guard and the 404 of a lead out of reach. */
export const oneLead = recordSpec({ pathParameters: { id: "The enquiry's UUID." }, auth: 'agent', ids: { id: ENQUIRY_NOT_FOUND } });

export function adminEnquiriesRouter(deps: Deps) {
  const routes = declareRoutes(deps, { tag: 'Enquiries' });

  routes.privateRead(
    {
      path: '/admin/enquiries',
      summary: 'Enquiries, newest first, filtered by status, listing, dates (`from`, `to`: YYYY-MM-DD) and text',
      description:
        'An agent sees the leads assigned to them and the unassigned ones; an admin every lead. Spam is left out unless `status=spam` is asked for. `propertyId` names the listing by its UUID or its reference (`SR-1004`). `q` matches name, e-mail, mobile digits, reference, message and listing title.',
      auth: 'agent',
      query: EnquiryListQuery,
      success: { status: 200, description: 'One page of enquiries.', data: 'Enquiry[]', meta: 'EnquiryListMeta' },
    },
    async ({ query }, ctx) => {
      const { enquiries, total } = await enquiryList(deps.sql, query, leadViewerOf(ctx.state.actor!));
      await recordAccess(deps.sql, ctx.state.actor!, {
        action: 'enquiries.listed',
        subjectType: 'enquiry',
        subjectIds: enquiries.map((enquiry) => enquiry._id),
      });
      return { data: enquiries, meta: { total, page: query.page, limit: query.limit } };
    },
  );

  routes.csv(
    {
      path: '/admin/enquiries.csv',
      summary: 'The filtered enquiries as CSV for Excel',
      auth: 'agent',
      query: EnquiryListQuery,
      csv: 'UTF-8 with a byte-order mark, CRLF lines, times in Surat',
    },
    async ({ query }, ctx) => {
      const day = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
      const rows = await enquiryExportRows(deps.sql, query, leadViewerOf(ctx.state.actor!));
      await recordAccess(deps.sql, ctx.state.actor!, {
        action: 'enquiries.exported',
        subjectType: 'enquiry',
        subjectIds: rows.map((row) => row.id),
      });
      return { name: `enquiries-${day}.csv`, body: enquiriesCsv(rows) };
    },
  );

  routes.privateRead(
    {
      path: '/admin/listing-leads',
      summary: 'Per property: enquiries and Call/WhatsApp taps in the last 30 days',
      auth: 'agent',
      success: { status: 200, description: 'Counts for the properties that had any.', data: 'ListingLeadCounts[]' },
    },
    async () => ({ data: await listingLeadCounts(deps.sql) }),
  );

  routes.privateRead(
    {
      ...oneLead,
      path: '/admin/enquiries/{id}',
      summary: 'One enquiry with its timeline',
      success: { status: 200, description: 'The enquiry and every event of it, oldest first, with who and when.', data: 'EnquiryDetail' },
      errors: { 404: '"Enquiry not found".' },
    },
    async ({ ids }, ctx) => {
      const detail = await enquiryDetail(deps.sql, ids.id);
      // Another agent's lead answers as a missing one: its existence is not the caller's to know.
      if (!detail || !canWorkLead(ctx.state.actor!, detail.assignee?._id ?? null)) throw notFound(ENQUIRY_NOT_FOUND);
      await recordAccess(deps.sql, ctx.state.actor!, { action: 'enquiry.viewed', subjectType: 'enquiry', subjectIds: [ids.id] });
      return { data: detail };
    },
  );

  routes.endpoint(
    {
      ...oneLead,
      method: 'patch',
      path: '/admin/enquiries/{id}',
      summary: 'Move an enquiry along the pipeline, schedule its visit, assign it, add a note',
      description:
        'Statuses: new → contacted → visit_scheduled → visited → negotiating → won / lost. An impossible move (won back to new) is refused with a message. Setting `visitAt` on a new, contacted, visited or negotiating enquiry moves it to visit_scheduled. `assigneeId` names an agent or an admin (null: nobody); an agent may assign only themself, and reaches only their own and unassigned leads (a lead of another agent answers 404). Each change is an event of the timeline.',
      body: EnquiryPatchBody,
      patch: true,
      success: { status: 200, description: 'The enquiry as it now stands.', message: 'Enquiry has been updated', data: 'EnquiryDetail' },
    },
    async (ctx, { ids, body, reply }) => {
      await updateEnquiry(deps, ctx.state.actor!, ids.id, body);
      reply(await enquiryDetail(deps.sql, ids.id));
    },
  );

  return routes;
}
