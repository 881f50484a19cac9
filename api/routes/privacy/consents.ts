/**
 * /privacy/consents: where the caller stands on each purpose, and giving or withdrawing one (the
 * dashboard's Privacy tab). /privacy/withdrawals: what a mail's signed withdrawal link stops, and
 * stopping it, without logging in (a visitor has no account to log in to).
 */
import * as v from 'valibot';
import {
  ConsentBody,
  ConsentPurposeParam,
  MINOR_OFFERS_MESSAGE,
  WITHDRAW_ACCOUNT_MESSAGE,
  WithdrawalQuery,
  type WithdrawalPreview,
} from '../../../contract/privacy.ts';
import { setOwnConsent, withdrawByLink } from '../../commands/consentWithdrawal.ts';
import type { AppContext, Deps } from '../../context.ts';
import { badRequest, forbidden, notFound, validationError } from '../../errors.ts';
import { isMinorAccount } from '../../privacy/parentalConsent.ts';
import { readWithdrawalToken, type WithdrawalRequest } from '../../privacy/consentLinks.ts';
import { consentStates } from '../../queries/consentReads.ts';
import { declareRoutes } from '../endpoint.ts';

const UNKNOWN_PURPOSE = 'Purpose not found';
const BROKEN_LINK = 'This link does not work: it is incomplete, was changed or is more than a year old';

export function consentsRouter(deps: Deps) {
  const routes = declareRoutes(deps, { tag: 'Privacy' });

  routes.ownRecords(
    {
      path: '/privacy/consents',
      summary: "Where the caller stands on each purpose: given, withdrawn or never asked, with the notice's version",
      success: { status: 200, description: 'One entry per purpose, in the catalogue’s order.', data: 'ConsentState[]' },
    },
    (sql, userId) => consentStates(sql, { kind: 'user', id: userId }),
  );

  routes.endpoint(
    {
      method: 'put',
      path: '/privacy/consents/{purpose}',
      pathParameters: { purpose: 'One of account, enquiry, visits, alerts, marketing or push.' },
      summary: 'Give or withdraw the caller’s consent to one purpose',
      description:
        'Recorded with the current notice version and the channel `dashboard`, as a `consent.given` or `consent.withdrawn` event. Withdrawing takes effect at once: queued alerts, reminders and offers resting on it are not sent. The account’s own consent ends by deleting the account.',
      auth: 'user',
      body: ConsentBody,
      success: {
        status: 200,
        description: 'Where the caller now stands on every purpose.',
        message: 'Consent saved',
        data: 'ConsentState[]',
      },
      errors: {
        403: `Offers to an account made with a parent's or guardian's consent: "${MINOR_OFFERS_MESSAGE}".`,
        404: `No such purpose: "${UNKNOWN_PURPOSE}".`,
      },
    },
    async (ctx, { body, reply }) => {
      const purpose = v.safeParse(ConsentPurposeParam, ctx.params.purpose);
      if (!purpose.success) throw notFound(UNKNOWN_PURPOSE);
      if (purpose.output === 'account' && !body.granted) throw validationError({ granted: WITHDRAW_ACCOUNT_MESSAGE });
      const actor = ctx.state.actor!;
      if (purpose.output === 'marketing' && body.granted && (await isMinorAccount(deps.sql, actor.id)))
        throw forbidden(MINOR_OFFERS_MESSAGE);
      await setOwnConsent(deps, actor, purpose.output, body.granted);
      reply(await consentStates(deps.sql, { kind: 'user', id: actor.id }));
    },
  );

  const requestOf = (ctx: AppContext, token: string): WithdrawalRequest => {
    const request = readWithdrawalToken(deps.consentLinkKey, token);
    if (!request) throw badRequest(BROKEN_LINK);
    ctx.set('Cache-Control', 'no-store');
    return request;
  };
  const preview = async (request: WithdrawalRequest): Promise<WithdrawalPreview> => {
    const states = await consentStates(deps.sql, request.subject);
    const withdrawn = states.filter((state) => state.granted === false).map((state) => state.purpose);
    return { purposes: request.purposes, done: request.purposes.every((purpose) => withdrawn.includes(purpose)) };
  };

  routes.endpoint(
    {
      method: 'get',
      path: '/privacy/withdrawals',
      summary: "What a mail's withdrawal link stops (nothing changes yet)",
      description: 'Mail scanners open links, so reading the link changes nothing; the page’s button sends the POST.',
      auth: 'public',
      query: WithdrawalQuery,
      success: {
        status: 200,
        description: 'The purposes the link names, and whether they are withdrawn already.',
        data: 'WithdrawalPreview',
      },
      errors: { 400: `The token is malformed, forged or expired: "${BROKEN_LINK}".` },
    },
    async (ctx, { query, reply }) => {
      reply(await preview(requestOf(ctx, query.token)));
    },
  );

  routes.endpoint(
    {
      method: 'post',
      path: '/privacy/withdrawals',
      summary: "Withdraw the consents a mail's link names, without logging in",
      description: 'Recorded with the channel `mail_link`; pressing it again changes nothing.',
      auth: 'public',
      query: WithdrawalQuery,
      success: { status: 200, description: 'Withdrawn.', message: 'Consent withdrawn', data: 'WithdrawalPreview' },
      errors: { 400: `The token is malformed, forged or expired: "${BROKEN_LINK}".` },
    },
    async (ctx, { query, reply }) => {
      const request = requestOf(ctx, query.token);
      await withdrawByLink(deps, request);
      reply(await preview(request));
    },
  );

  return routes;
}
