/**
 * The public side of enquiries: POST /enquiries (visitor or user; a replayed id answers the same
 * enquiry), POST /contact-clicks (Call/WhatsApp taps), and a user's own: GET /enquiries/mine and the
 * visit's calendar entry, GET /enquiries/:id/visit.ics (its owner or an admin).
 */
import Router from '@koa/router';
import { ContactClickBody, EnquiryBody, enquiryMessages } from '../../../contract/enquiries.ts';
import { optionalUser, requireUser } from '../../auth/guards.ts';
import { createEnquiry, findEnquiryCreated } from '../../commands/enquiryWriter.ts';
import { ENQUIRY_NOT_FOUND, recordContactClick } from '../../commands/enquiryUpdater.ts';
import type { AppState, Deps } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { myEnquiries, enquiryVisit } from '../../queries/enquiryReads.ts';
import { parse, uuidParam } from '../../validate.ts';
import { visitCalendar } from './visitCalendar.ts';

export function enquiriesRouter(deps: Deps) {
  const router = new Router<AppState>();

  router.post('/enquiries', optionalUser(deps), async (ctx) => {
    const { id, website, ...args } = parse(EnquiryBody, ctx.request.body);
    // A replay (a phone sending again what it may have sent) costs nothing and finds the same enquiry.
    const replayed = id ? await deps.sql.begin((tx) => findEnquiryCreated(tx, id)) : null;
    if (replayed) {
      ctx.status = 201;
      ctx.body = { message: enquiryMessages.thanks, data: replayed };
      return;
    }
    const { enquiry } = await createEnquiry(deps, {
      id,
      userId: ctx.state.actor?.id ?? null,
      ip: ctx.ip,
      args,
      spam: Boolean(website?.trim()),
    });
    ctx.status = 201;
    ctx.body = { message: enquiryMessages.thanks, data: enquiry };
  });

  router.get('/enquiries/mine', requireUser(deps), async (ctx) => {
    ctx.body = { data: await myEnquiries(deps.sql, ctx.state.actor!.id) };
  });

  router.get('/enquiries/:id/visit.ics', requireUser(deps), async (ctx) => {
    const id = uuidParam(ctx.params.id, ENQUIRY_NOT_FOUND);
    const visit = await enquiryVisit(deps.sql, id);
    const actor = ctx.state.actor!;
    // Someone else's enquiry is not there as far as the caller can tell.
    if (!visit || (actor.role !== 'admin' && visit.userId !== actor.id)) throw notFound(ENQUIRY_NOT_FOUND);
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
  });

  router.post('/contact-clicks', async (ctx) => {
    await recordContactClick(deps, parse(ContactClickBody, ctx.request.body));
    ctx.status = 204;
  });

  return router;
}
