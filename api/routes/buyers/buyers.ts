/**
 * The agency's buyers (advisors and admins): the list, one buyer with their leads, contacts,
 * possible duplicates and timeline, a merge, and a call or WhatsApp conversation logged against one.
 * An agent reaches the buyers of their own and unassigned leads (api/policies/buyers.ts); another
 * agent's buyer answers 404, as a missing one.
 */
import { BuyerListQuery, BuyerMergeBody, ContactLogBody, buyerMessages } from '../../../contract/buyers.ts';
import { logContact, mergeBuyers } from '../../commands/buyerWriter.ts';
import type { Deps } from '../../context.ts';
import { withTx } from '../../db.ts';
import { notFound } from '../../errors.ts';
import { recordAccess } from '../../privacy/accessLog.ts';
import { worksBuyer } from '../../policies/buyers.ts';
import { canWorkLead, leadViewerOf } from '../../policies/leads.ts';
import { buyerDetail, buyerList } from '../../queries/buyerReads.ts';
import { writeLimited } from '../../openapi/operation.ts';
import { declareRoutes, recordSpec } from '../endpoint.ts';

/** What every endpoint on one buyer says: its id, the agent guard and the 404 of a buyer out of reach. */
export const oneBuyer = recordSpec({
  pathParameters: { id: "The buyer's UUID." },
  auth: 'agent',
  ids: { id: buyerMessages.notFound },
  errors: { 404: '"Buyer not found".' },
});

export function buyersRouter(deps: Deps) {
  const routes = declareRoutes(deps, { tag: 'Buyers' });

  routes.privateRead(
    {
      path: '/buyers',
      summary: 'Buyers, latest activity first, filtered by text',
      description:
        '`q` matches name, e-mail, reference (BY-…) and mobile digits. Merged buyers are left out; `possibleDuplicates` counts other buyers with the same e-mail. An agent sees the buyers with a lead assigned to them or unassigned (or no lead yet); an admin every buyer. Logged in the access log.',
      auth: 'agent',
      query: BuyerListQuery,
      success: { status: 200, description: 'One page of buyers.', data: 'BuyerSummary[]', meta: 'BuyerListMeta' },
    },
    async ({ query }, ctx) => {
      const { buyers, total } = await buyerList(deps.sql, query, leadViewerOf(ctx.state.actor!));
      await recordAccess(deps.sql, ctx.state.actor!, {
        action: 'buyers.listed',
        subjectType: 'buyer',
        subjectIds: buyers.map((buyer) => buyer._id),
      });
      return { data: buyers, meta: { total, page: query.page, limit: query.limit } };
    },
  );

  routes.privateRead(
    {
      ...oneBuyer,
      path: '/buyers/{id}',
      summary: 'One buyer with their leads, logged contacts, possible duplicates and timeline',
      description:
        'A merged buyer still answers, with `mergedInto` naming the buyer that holds its leads now. An agent sees only the leads they work among `enquiries`. Logged in the access log.',
      success: { status: 200, description: 'The buyer.', data: 'BuyerDetail' },
    },
    async ({ ids }, ctx) => {
      const actor = ctx.state.actor!;
      const detail = (await worksBuyer(deps.sql, actor, ids.id)) ? await buyerDetail(deps.sql, ids.id, leadViewerOf(actor)) : null;
      if (!detail) throw notFound(buyerMessages.notFound);
      await recordAccess(deps.sql, ctx.state.actor!, { action: 'buyer.viewed', subjectType: 'buyer', subjectIds: [ids.id] });
      return { data: detail };
    },
  );

  routes.endpoint(
    {
      ...oneBuyer,
      method: 'post',
      path: '/buyers/{id}/merge',
      summary: 'Merge another buyer into this one',
      description:
        "`buyerId`'s leads and contacts move to this buyer, and its mobile finds this buyer from then on. The merge is a `buyer.merged` event on this buyer's timeline naming what moved. An agent merges only buyers they reach.",
      body: BuyerMergeBody,
      success: { status: 200, description: 'The buyer as it now stands.', message: 'Buyers have been merged', data: 'BuyerDetail' },
      errors: { ...oneBuyer.errors, 409: 'Either buyer was merged already: "This buyer was merged into another".', ...writeLimited },
    },
    async (ctx, { ids, body, reply }) => {
      const actor = ctx.state.actor!;
      await withTx(deps.sql, async (tx) => {
        for (const id of [ids.id, body.buyerId.toLowerCase()]) {
          if (!(await worksBuyer(tx, actor, id))) throw notFound(buyerMessages.notFound);
        }
        await mergeBuyers(tx, actor, ids.id, body.buyerId.toLowerCase());
      });
      reply(await buyerDetail(deps.sql, ids.id));
    },
  );

  routes.endpoint(
    {
      ...oneBuyer,
      method: 'post',
      path: '/buyers/{id}/contacts',
      summary: 'Log a call, WhatsApp conversation or meeting with a buyer, and its outcome',
      description:
        'Outcomes: reached, not_reached, call_back (with `callBackAt`). A client-made `id` makes the call safe to repeat. `enquiryId` names the lead it was about, one of this buyer’s (for an agent, one they work).',
      body: ContactLogBody,
      success: { status: 201, description: 'The buyer with the contact logged.', message: 'Contact has been logged', data: 'BuyerDetail' },
      errors: { ...oneBuyer.errors, 409: 'The buyer was merged into another.', ...writeLimited },
    },
    async (ctx, { ids, body, reply }) => {
      const actor = ctx.state.actor!;
      await withTx(deps.sql, async (tx) => {
        if (!(await worksBuyer(tx, actor, ids.id))) throw notFound(buyerMessages.notFound);
        if (body.enquiryId) {
          const [lead] = await tx<{ assigneeId: string | null }[]>`
            select assignee_id as "assigneeId" from enquiries where id = ${body.enquiryId} and buyer_id = ${ids.id}`;
          if (lead && !canWorkLead(actor, lead.assigneeId)) throw notFound('Enquiry not found');
        }
        await logContact(tx, actor, ids.id, body);
      });
      reply(await buyerDetail(deps.sql, ids.id));
    },
  );

  return routes;
}
