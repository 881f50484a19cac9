/**
 * The public side of enquiries: POST /enquiries (visitor or user; a replayed id answers the same
 * enquiry), POST /contact-clicks (Call/WhatsApp taps), and a user's own: GET /enquiries/mine and the
 * visit's calendar entry, GET /enquiries/:id/visit.ics (its owner, its agent or an admin).
 */
import { ContactClickBody, EnquiryBody, enquiryMessages } from '../../../contract/enquiries.ts';
import { createEnquiry, findEnquiryCreated } from '../../commands/enquiryWriter.ts';
import { ENQUIRY_NOT_FOUND, recordContactClick } from '../../commands/enquiryUpdater.ts';
import type { Deps } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { myEnquiries, enquiryVisit } from '../../queries/enquiryReads.ts';
import { canWorkLead } from '../../policies/leads.ts';
import { declareRoutes } from '../endpoint.ts';
import { visitCalendar } from './visitCalendar.ts';
import { bookedVisitsWithLinks } from '../../visits/visitNotices.ts';

const enquiryId = { id: "The enquiry's UUID." };

export function enquiriesRouter(deps: Deps) {
  const routes = declareRoutes(deps, { tag: 'Enquiries' });

  routes.endpoint(
    {
      method: 'post',
      path: '/enquiries',
      summary: 'Make an enquiry (visitor or user), optionally asking for a site visit',
      description:
        "Send either `propertyId` or `projectId` (or neither, from the contact page). `mobile` is an Indian mobile number; a leading +91 or 0 is accepted and dropped. `visitDate` (YYYY-MM-DD) lies from today to 60 days ahead, in Surat. HTML in the text is stripped. A client-made `id` makes the call safe to repeat: the same `id` answers the same enquiry and stores nothing new; its reference and status only to whoever made it (the same account, or for a visitor's enquiry the same mobile number), anyone else is told only that it was received. The hidden `website` field is a honeypot: filled in, the answer is the same but the enquiry is kept out of the pipeline as spam. A logged-in caller's enquiry is linked to the account (My Enquiries).",
      auth: 'optional',
      body: EnquiryBody,
      success: {
        status: 201,
        description: 'The enquiry and its reference (EQ-…).',
        message: 'Thank you! Our advisor will call you shortly.',
        data: 'EnquiryCreated',
      },
      errors: {
        404: 'No such property or project: "Property not found" / "Project not found".',
        429: 'More than 5 enquiries an hour from this mobile number or 30 from this address (RATE_LIMIT_ENQUIRIES, RATE_LIMIT_ENQUIRIES_IP); `Retry-After` says when to try again.',
      },
    },
    async (ctx, { body }) => {
      const { id, website, ...args } = body;
      const userId = ctx.state.actor?.id ?? null;
      // A replay (a phone sending again what it may have sent) costs nothing and finds the same enquiry.
      const replayed = id ? await deps.sql.begin((tx) => findEnquiryCreated(tx, id, { userId, mobile: args.mobile })) : null;
      if (replayed) {
        ctx.status = 201;
        ctx.body = { message: enquiryMessages.thanks, data: replayed };
        return;
      }
      const { enquiry } = await createEnquiry(deps, {
        id,
        userId,
        ip: ctx.ip,
        args,
        spam: Boolean(website?.trim()),
      });
      ctx.status = 201;
      ctx.body = { message: enquiryMessages.thanks, data: enquiry };
    },
  );

  routes.ownRecords(
    {
      path: '/enquiries/mine',
      summary: "The caller's enquiries, newest first (My Enquiries)",
      success: {
        status: 200,
        description:
          'The enquiries with their listing, status and any confirmed visit; a booked visit ahead carries its reschedule and cancel links.',
        data: 'MyEnquiry[]',
      },
    },
    async (sql, userId) => {
      const enquiries = await myEnquiries(sql, userId);
      const visits = await bookedVisitsWithLinks(
        deps,
        enquiries.map((enquiry) => enquiry._id),
      );
      return enquiries.map((enquiry) => {
        const bookedVisit = visits.get(enquiry._id);
        return bookedVisit ? { ...enquiry, bookedVisit } : enquiry;
      });
    },
  );

  routes.endpoint(
    {
      method: 'get',
      path: '/enquiries/{id}/visit.ics',
      pathParameters: enquiryId,
      summary: "The scheduled site visit as a calendar entry (the enquiry's owner, its agent or an admin)",
      auth: 'user',
      ids: { id: ENQUIRY_NOT_FOUND },
      success: {
        status: 200,
        description: 'An iCalendar file.',
        data: null,
        raw: { contentType: 'text/calendar', description: 'iCalendar (RFC 5545) with one event' },
      },
      errors: { 404: "Not the caller's enquiry, or no visit is scheduled." },
    },
    async (ctx, { ids: { id } }) => {
      const visit = await enquiryVisit(deps.sql, id);
      const actor = ctx.state.actor!;
      // Someone else's enquiry is not there as far as the caller can tell.
      if (!visit || (visit.userId !== actor.id && !canWorkLead(actor, visit.assigneeId))) throw notFound(ENQUIRY_NOT_FOUND);
      if (!visit.visitAt || visit.status === 'lost' || visit.status === 'spam') throw notFound('No visit is scheduled for this enquiry');
      ctx.set('Content-Type', 'text/calendar; charset=utf-8');
      ctx.set('Content-Disposition', `attachment; filename="visit-${visit.reference}.ics"`);
      ctx.body = visitCalendar({
        id,
        reference: visit.reference,
        title: visit.title,
        place: visit.place,
        visitAt: visit.visitAt,
        host: new URL(deps.config.publicUrl).hostname,
      });
    },
  );

  routes.endpoint(
    {
      method: 'post',
      path: '/contact-clicks',
      summary: 'Count a Call or WhatsApp tap on a listing (no personal data)',
      auth: 'public',
      body: ContactClickBody,
      success: { status: 204, description: 'Counted.', data: null },
      errors: { 404: 'No such property or project.' },
    },
    async (ctx, { body }) => {
      await recordContactClick(deps, body);
      ctx.status = 204;
    },
  );

  return routes;
}
