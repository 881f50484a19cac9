/**
 * /privacy: a person's rights over their data. The signed-in person's export, erasure (asked with
 * the password, carried out after a cooling-off unless cancelled), nominee and corrections of their
 * enquiries' contact details; a visitor's erasure of their enquiries, proven by a code mailed to
 * the address they used.
 */
import {
  EnquiryContactBody,
  ErasureRequestBody,
  NomineeBody,
  VisitorCodeBody,
  VisitorRequestBody,
} from '../../../contract/privacyRights.ts';
import type { AppContext, Deps } from '../../context.ts';
import { unauthorized } from '../../errors.ts';
import { authRateLimits } from '../../auth/rateLimits.ts';
import { assertCurrentPassword } from '../../commands/userSessions.ts';
import { mailLocale } from '../../mail/mailWords.ts';
import { correctEnquiryContact, ENQUIRY_NOT_FOUND, enquiryContactsOf } from '../../privacy/enquiryCorrection.ts';
import { cancelErasure, erasureState, requestErasure } from '../../privacy/erasureRequests.ts';
import { findNominee, removeNominee, setNominee } from '../../privacy/nomination.ts';
import { collectPersonalData, personalDataArchive } from '../../privacy/personalExport.ts';
import { makeVisitorRequest, verifyVisitorRequest } from '../../privacy/visitorRequests.ts';
import { declareRoutes } from '../endpoint.ts';

function actorOf(ctx: AppContext) {
  const actor = ctx.state.actor;
  if (!actor) throw unauthorized();
  return actor;
}

const tooManyAttempts = { 429: 'Too many attempts; `Retry-After` says when to try again.' };

export function privacyRightsRouter(deps: Deps) {
  const routes = declareRoutes(deps, { tag: 'Privacy' });
  const limits = authRateLimits(deps);
  const stateOf = async (userId: string) => ({
    ...(await erasureState(deps.sql, userId)),
    coolingOffDays: deps.config.retention.coolingOffDays,
  });
  const presentState = async (userId: string) => {
    const state = await stateOf(userId);
    const pending = state.pending && { requestedAt: state.pending.requestedAt.toISOString(), dueAt: state.pending.dueAt.toISOString() };
    return { ...state, pending };
  };

  routes.endpoint(
    {
      method: 'get',
      path: '/privacy/export',
      summary: 'Everything held about the caller, as a ZIP archive (JSON and CSV)',
      description:
        '`personal-data.json` holds every section; each section is also a CSV file: account, favourites, saved searches, enquiries and visits, sessions, notification settings, push subscriptions, notifications sent, nominee, erasure requests, consents, the events of the log about the caller, and who the data was shared with.',
      auth: 'user',
      success: {
        status: 200,
        description: 'The archive.',
        data: null,
        raw: { contentType: 'application/zip', description: 'A ZIP archive of UTF-8 files; CSVs with CRLF lines' },
      },
    },
    async (ctx) => {
      const data = await collectPersonalData(deps.sql, actorOf(ctx).id);
      ctx.set('Content-Type', 'application/zip');
      ctx.set('Content-Disposition', `attachment; filename="my-data-${data.exportedAt.slice(0, 10)}.zip"`);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = personalDataArchive(data);
    },
  );

  routes.endpoint(
    {
      method: 'get',
      path: '/privacy/erasure',
      summary: "Whether the caller's account is due to be erased, and what a legal hold would keep",
      auth: 'user',
      success: { status: 200, description: 'The state.', data: 'ErasureState' },
    },
    async (ctx, { reply }) => reply(await presentState(actorOf(ctx).id)),
  );

  routes.endpoint(
    {
      method: 'post',
      path: '/privacy/erasure',
      summary: "Ask for the caller's account to be erased after the cooling-off",
      description:
        'Needs the current password. The account is erased by the daily job once `ERASURE_COOLING_OFF_DAYS` (7) have passed, unless cancelled before; enquiries in an open deal are kept by a legal hold until it closes.',
      auth: 'user',
      body: ErasureRequestBody,
      success: {
        status: 201,
        description: 'Asked; `dueAt` says when.',
        message: 'Your account will be erased after the cooling-off. You can cancel until then.',
        data: 'ErasureState',
      },
      errors: {
        403: 'The password is wrong: "Your current password is incorrect".',
        409: 'An erasure already waits: "Your account is already due to be erased".',
      },
    },
    async (ctx, { body, reply }) => {
      const actor = actorOf(ctx);
      await assertCurrentPassword(deps, actor.id, body.currentPassword);
      await requestErasure(deps, actor, deps.config.retention.coolingOffDays);
      reply(await presentState(actor.id));
    },
  );

  routes.endpoint(
    {
      method: 'delete',
      path: '/privacy/erasure',
      summary: "Cancel the waiting erasure of the caller's account",
      auth: 'user',
      success: { status: 200, description: 'Cancelled.', message: 'The erasure is cancelled. Your account stays.', data: 'ErasureState' },
      errors: { 404: 'None waits: "No erasure of your account is waiting".' },
    },
    async (ctx, { reply }) => {
      await cancelErasure(deps, actorOf(ctx));
      reply(await presentState(actorOf(ctx).id));
    },
  );

  routes.setting(
    {
      path: '/privacy/nominee',
      auth: 'user',
      data: 'NomineeData',
      read: {
        summary: "The caller's nominee, who may exercise their rights on their death or incapacity",
        answer: 'The nominee, or null.',
      },
      replace: { summary: 'Name or replace the nominee', body: NomineeBody, answer: 'Saved.', message: 'Nominee saved' },
      remove: {
        summary: 'Remove the nominee',
        answer: 'Removed.',
        message: 'Nominee removed',
        errors: { 404: 'Nobody is named: "You have not named a nominee".' },
      },
    },
    {
      read: async (ctx) => ({ nominee: await findNominee(deps.sql, actorOf(ctx).id) }),
      replace: (ctx, body) => setNominee(deps, actorOf(ctx), body),
      remove: (ctx) => removeNominee(deps, actorOf(ctx)),
    },
  );

  routes.ownRecords(
    {
      path: '/privacy/enquiries',
      summary: "The caller's enquiries with the contact details each carries, newest first",
      success: { status: 200, description: 'The enquiries.', data: 'EnquiryContact[]' },
    },
    enquiryContactsOf,
  );

  routes.endpoint(
    {
      method: 'put',
      path: '/privacy/enquiries/{id}/contact',
      pathParameters: { id: "The UUID of one of the caller's own enquiries." },
      summary: "Correct the name, mobile and e-mail of one of the caller's enquiries",
      description: 'Only enquiries the caller made while signed in; any other answers 404.',
      auth: 'user',
      ids: { id: ENQUIRY_NOT_FOUND },
      body: EnquiryContactBody,
      success: { status: 200, description: 'Corrected.', message: 'Contact details corrected', data: null },
    },
    async (ctx, { ids: { id }, body }) => {
      await correctEnquiryContact(deps, actorOf(ctx), id, body);
      ctx.body = { message: 'Contact details corrected' };
    },
  );

  routes.endpoint(
    {
      method: 'post',
      path: '/privacy/visitor-requests',
      summary: 'A visitor asks for the enquiries made with an e-mail address to be erased',
      description:
        'Mails a six-digit code to the address (in `language`), valid for an hour. The answer is the same whether or not any enquiry was made with it.',
      auth: 'public',
      body: VisitorRequestBody,
      success: {
        status: 201,
        description: 'The code is on its way; send it back with `requestId`.',
        message: 'We have e-mailed you a code.',
        data: 'VisitorRequestMade',
      },
      errors: tooManyAttempts,
    },
    async (ctx, { body, reply }) => {
      await limits.passwordReset(ctx.ip);
      const made = await makeVisitorRequest(deps, body.email, mailLocale(body.language));
      reply({ requestId: made.requestId, expiresAt: made.expiresAt.toISOString() });
    },
  );

  routes.endpoint(
    {
      method: 'post',
      path: '/privacy/visitor-requests/{id}/verify',
      pathParameters: { id: 'The `requestId` the request answered.' },
      summary: "Send the mailed code: the visitor's enquiries are erased",
      description: 'Five wrong codes, or an hour, and the request is spent. Enquiries in an open deal are kept by a legal hold.',
      auth: 'public',
      ids: { id: 'Request not found' },
      body: VisitorCodeBody,
      success: {
        status: 200,
        description: 'Erased; the counts say how many.',
        message: 'Your enquiries are erased.',
        data: 'VisitorErasure',
      },
      errors: { 400: 'A wrong code, or one that has expired or was used.', ...tooManyAttempts },
    },
    async (ctx, { ids: { id }, body, reply }) => {
      await limits.passwordReset(ctx.ip);
      reply(await verifyVisitorRequest(deps, id, body.code));
    },
  );

  return routes;
}
