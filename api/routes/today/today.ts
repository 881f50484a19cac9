/**
 * Follow-ups (agents and admins): the caller's Today, and on one lead its next action set or done
 * and the outcome of a call logged (which sets the next action). An agent reaches their own leads
 * and unassigned ones (api/policies/leads.ts); another agent's lead answers 404.
 */
import { randomUUID } from 'node:crypto';
import { agencyDate } from '../../../contract/enquiries.ts';
import { NextActionBody, OutcomeBody, TODAY_FIRST, TodayQuery } from '../../../contract/today.ts';
import { completeNextAction, logOutcome, setNextAction } from '../../commands/nextActionWriter.ts';
import { AlreadyRecorded, lockActor } from '../../commands/mutationRunner.ts';
import type { Deps } from '../../context.ts';
import { withTx } from '../../db.ts';
import { writeLimited } from '../../openapi/operation.ts';
import { leadViewerOf } from '../../policies/leads.ts';
import { today, todayLead } from '../../queries/todayReads.ts';
import { agentVisitsOn } from '../../queries/visitReads.ts';
import { oneLead } from '../enquiries/adminEnquiries.ts';
import { declareRoutes } from '../endpoint.ts';

const leadErrors = {
  404: '"Enquiry not found" (also another agent\'s lead).',
  409: 'The lead is won, lost or spam: "This lead is closed: it has no next action".',
  ...writeLimited,
};

export function todayRouter(deps: Deps) {
  const routes = declareRoutes(deps, { tag: 'Enquiries' });

  routes.privateRead(
    {
      path: '/agents/me/today',
      summary: "The caller's Today: overdue, due today, new leads and today's visits",
      description: `Next actions past due, next actions due later today (Surat time), new leads with no next action yet and today's visits, with what a phone needs to call, message and log, the most urgent first. Each list sends its first ${TODAY_FIRST} leads unless the query asks for more of it, and \`totals\` says how many it holds in all. An agent's lists hold their own leads and the unassigned ones; an admin's every lead.`,
      auth: 'agent',
      query: TodayQuery,
      success: { status: 200, description: 'The lists, their totals, and the server clock they were cut at.', data: 'Today' },
    },
    async ({ query }, ctx) => {
      const actor = ctx.state.actor!;
      const now = new Date();
      // The lists' statement also writes the access-log row of the leads they show.
      const [lists, siteVisits] = await Promise.all([
        today(deps.sql, leadViewerOf(actor), now, query, actor),
        agentVisitsOn(deps, actor.id, agencyDate(now)),
      ]);
      return { data: { ...lists, siteVisits } };
    },
  );

  routes.endpoint(
    {
      ...oneLead,
      method: 'put',
      path: '/admin/enquiries/{id}/next-action',
      summary: "Set or change an open lead's next action",
      description:
        'Kinds: call_back, send_options, confirm_visit, other (with a `note`). `dueAt` is UTC; the agent is reminded by push and e-mail at that time, once. An event of the lead.',
      body: NextActionBody,
      success: { status: 200, description: 'The lead as Today shows it.', message: 'Next action has been set', data: 'TodayLead' },
      errors: leadErrors,
    },
    async (ctx, { ids, body, reply }) => {
      await withTx(deps.sql, (tx) => setNextAction(tx, ctx.state.actor!, ids.id, body));
      reply(await todayLead(deps.sql, ids.id));
    },
  );

  routes.endpoint(
    {
      ...oneLead,
      method: 'post',
      path: '/admin/enquiries/{id}/next-action/done',
      summary: "Mark an open lead's next action done",
      success: { status: 200, description: 'The lead as Today shows it.', message: 'Next action is done', data: 'TodayLead' },
      errors: { ...leadErrors, 409: 'The lead is closed, or has no next action.' },
    },
    async (ctx, { ids, reply }) => {
      await withTx(deps.sql, (tx) => completeNextAction(tx, ctx.state.actor!, ids.id));
      reply(await todayLead(deps.sql, ids.id));
    },
  );

  routes.endpoint(
    {
      ...oneLead,
      method: 'post',
      path: '/admin/enquiries/{id}/outcomes',
      summary: 'Log how a call about a lead went; it sets the next action',
      description:
        "Outcomes: reached (with the `nextAction` picked, or none: the current one is done; a new lead moves to contacted), not_reached (call back in two working hours), call_back (with `callBackAt`: call back then). The contact is logged with the lead's buyer. A client-made `id` makes the call safe to repeat; phones send the same as the `lead.logOutcome` mutation of POST /sync.",
      body: OutcomeBody,
      success: { status: 201, description: 'The lead as Today shows it.', message: 'Outcome has been logged', data: 'TodayLead' },
      errors: leadErrors,
    },
    async (ctx, { ids, body, reply }) => {
      const actor = ctx.state.actor!;
      const { id = randomUUID(), ...outcome } = body;
      try {
        await withTx(deps.sql, async (tx) => {
          await lockActor(tx, actor);
          const [seen] = await tx`select 1 from events where id = ${id.toLowerCase()}`;
          if (!seen) await logOutcome(deps, tx, actor, id.toLowerCase(), { ...outcome, enquiryId: ids.id }, new Date());
        });
      } catch (error) {
        // The same id logged by a request that ran meanwhile: this one is that one.
        if (!(error instanceof AlreadyRecorded)) throw error;
      }
      reply(await todayLead(deps.sql, ids.id));
    },
  );

  return routes;
}
