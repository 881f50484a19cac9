/** Breach notices: an admin sends one to every affected account (or all), and reads those sent. */
import { BreachAudienceBody, BreachNoticeBody, breachNoticeMessages } from '../../../contract/breachNotices.ts';
import type { Deps } from '../../context.ts';
import { breachNoticeList, breachRecipients, sendBreachNotice } from '../../privacy/breachNotices.ts';
import { declareRoutes } from '../endpoint.ts';

export function breachNoticesRouter(deps: Deps) {
  const routes = declareRoutes(deps, { tag: 'Privacy' });

  routes.endpoint(
    {
      method: 'post',
      path: '/admin/breach-notices',
      summary: 'Send a breach notice to every affected account',
      description:
        '`audience` all: every account; listed: the accounts whose e-mails `emails` lists (separated by commas, spaces or lines): an address with no account refuses the whole notice. One mail per account, in its language’s frame, ending with the Grievance Officer’s contact; sent whatever the person chose about alerts or offers. See docs/privacy.md for the breach runbook.',
      auth: 'admin',
      body: BreachNoticeBody,
      success: {
        status: 201,
        description: 'The notice as recorded, with how many accounts it went to.',
        message: breachNoticeMessages.sent,
        data: 'BreachNotice',
      },
    },
    async (ctx, { body, reply }) => {
      reply(await sendBreachNotice(deps, ctx.state.actor!, body));
    },
  );

  routes.endpoint(
    {
      method: 'post',
      path: '/admin/breach-notices/preview',
      summary: 'How many accounts a breach notice would reach, before it is sent',
      description:
        'The same `audience` and `emails` as a notice; records and sends nothing. `unknown` lists the addresses no account has (the notice itself would be refused for them).',
      auth: 'admin',
      body: BreachAudienceBody,
      success: { status: 200, description: 'The count of accounts and the unknown addresses.', data: 'BreachRecipients' },
    },
    async (ctx, { body }) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { data: await breachRecipients(deps.sql, body) };
    },
  );

  routes.privateRead(
    {
      path: '/admin/breach-notices',
      summary: 'The breach notices sent, newest first',
      auth: 'admin',
      success: { status: 200, description: 'Every notice.', data: 'BreachNotice[]' },
    },
    async () => ({ data: await breachNoticeList(deps.sql) }),
  );

  return routes;
}
