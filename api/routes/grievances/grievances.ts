/**
 * Privacy grievances: anyone files one and follows it by its tracking number (POST /grievances,
 * GET /grievances/:trackingNumber); the office answers from its queue (/admin/grievances), each
 * answer mailed with the Grievance Officer's contact. Opening the queue or one grievance is logged.
 */
import { GrievanceBody, GrievanceListQuery, GrievanceReplyBody, grievanceMessages, TRACKING_NUMBER } from '../../../contract/grievances.ts';
import type { Deps } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { recordAccess } from '../../privacy/accessLog.ts';
import {
  fileGrievance,
  GRIEVANCE_NOT_FOUND,
  grievanceDetail,
  grievanceQueue,
  grievanceStatus,
  officerOf,
  replyToGrievance,
} from '../../privacy/grievances.ts';
import { declareRoutes } from '../endpoint.ts';

const grievanceId = { id: "The grievance's UUID." };

export function grievancesRouter(deps: Deps) {
  const routes = declareRoutes(deps, { tag: 'Privacy' });

  routes.endpoint(
    {
      method: 'post',
      path: '/grievances',
      summary: 'File a privacy grievance (anyone), answered within 90 days',
      description:
        'The person gets a tracking number (GR-XXXX-XXXX) in the answer and by e-mail, with the deadline and the Grievance Officer’s contact; the officer is told at once. `mobile` may be left out; `locale` (en, gu, hi) is the language the answers are mailed in. A logged-in caller’s grievance is linked to the account.',
      auth: 'optional',
      body: GrievanceBody,
      success: {
        status: 201,
        description: 'Its tracking number, deadline and the Grievance Officer’s contact.',
        message: 'Your grievance has been received',
        data: 'GrievanceStatus',
      },
      errors: { 429: 'Too many changes in a short time; `Retry-After` says when to try again.' },
    },
    async (ctx, { body, reply }) => {
      const { trackingNumber } = await fileGrievance(deps, { userId: ctx.state.actor?.id ?? null, body });
      reply(await grievanceStatus(deps, trackingNumber));
    },
  );

  routes.privateRead(
    {
      path: '/grievances/{trackingNumber}',
      pathParameters: { trackingNumber: 'The tracking number the grievance was given (GR-XXXX-XXXX).' },
      summary: 'Where a grievance stands, by its tracking number',
      description: 'Its status, deadline and every answer, each with the Grievance Officer’s contact; none of the person’s details.',
      auth: 'public',
      success: { status: 200, description: 'The grievance’s status and answers.', data: 'GrievanceStatus' },
      errors: { 404: '"No grievance has that tracking number".' },
    },
    async (_input, ctx) => {
      const number = String(ctx.params.trackingNumber ?? '').toUpperCase();
      if (!TRACKING_NUMBER.test(number)) throw notFound(grievanceMessages.notFound);
      return { data: await grievanceStatus(deps, number) };
    },
  );

  routes.published(
    {
      path: '/grievance-officer',
      summary: 'The Grievance Officer’s published contact',
      success: { status: 200, description: 'Name, e-mail and phone, as configured.', data: 'GrievanceOfficer' },
    },
    () => ({ data: officerOf(deps) }),
  );

  routes.privateRead(
    {
      path: '/admin/grievances',
      summary: 'The grievance queue: open ones by deadline, then resolved ones',
      description: `Each with its days left to the 90-day deadline, \`overdue\` and \`dueSoon\` (14 days); \`meta\` counts both. Logged in the access log.`,
      auth: 'admin',
      query: GrievanceListQuery,
      success: { status: 200, description: 'The grievances and the warnings.', data: 'Grievance[]', meta: 'GrievanceQueueMeta' },
    },
    async ({ query }, ctx) => {
      const { grievances, meta } = await grievanceQueue(deps.sql, query);
      await recordAccess(deps.sql, ctx.state.actor!, {
        action: 'grievances.listed',
        subjectType: 'grievance',
        subjectIds: grievances.map((grievance) => grievance._id),
      });
      return { data: grievances, meta };
    },
  );

  routes.privateRead(
    {
      path: '/admin/grievances/{id}',
      pathParameters: grievanceId,
      summary: 'One grievance with what the person wrote and every answer',
      description: 'Logged in the access log.',
      auth: 'admin',
      ids: { id: GRIEVANCE_NOT_FOUND },
      success: { status: 200, description: 'The grievance.', data: 'GrievanceDetail' },
      errors: { 404: '"Grievance not found".' },
    },
    async ({ ids }, ctx) => {
      const detail = await grievanceDetail(deps.sql, ids.id);
      await recordAccess(deps.sql, ctx.state.actor!, { action: 'grievance.viewed', subjectType: 'grievance', subjectIds: [ids.id] });
      return { data: detail };
    },
  );

  routes.endpoint(
    {
      method: 'post',
      path: '/admin/grievances/{id}/replies',
      pathParameters: grievanceId,
      summary: 'Answer a grievance and set where it stands',
      description:
        'The answer is mailed to the person in the language they filed in, with the Grievance Officer’s contact, and shown on the status page. `status` resolved closes it (the deadline no longer runs).',
      auth: 'admin',
      ids: { id: GRIEVANCE_NOT_FOUND },
      body: GrievanceReplyBody,
      success: {
        status: 201,
        description: 'The grievance as it now stands.',
        message: 'The answer has been sent',
        data: 'GrievanceDetail',
      },
      errors: { 404: '"Grievance not found".' },
    },
    async (ctx, { ids, body, reply }) => {
      await replyToGrievance(deps, ctx.state.actor!, ids.id, body);
      reply(await grievanceDetail(deps.sql, ids.id));
    },
  );

  return routes;
}
