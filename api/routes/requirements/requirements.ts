/**
 * Buyers' requirements (advisors and admins, with the leads' rule of who works which buyer) and the
 * listings matched to them: the advisor's list grouped per listing, a WhatsApp share in the buyer's
 * language, and the "not suitable" mark.
 */
import { buyerMessages } from '../../../contract/buyers.ts';
import { RequirementBody, RequirementPatchBody, requirementMessages } from '../../../contract/requirements.ts';
import { addRequirement, changeRequirement, dismissMatch, recordShare } from '../../commands/requirementWriter.ts';
import type { Deps } from '../../context.ts';
import { withTx } from '../../db.ts';
import { notFound } from '../../errors.ts';
import { mailLocale } from '../../mail/mailWords.ts';
import { whatsappShareUrl } from '../../matching/shareMessage.ts';
import { writeLimited } from '../../openapi/operation.ts';
import { leadViewerOf } from '../../policies/leads.ts';
import { worksBuyer } from '../../policies/buyers.ts';
import { advisorMatches, buyerRequirements, findRequirement, matchForShare } from '../../queries/requirementReads.ts';
import { oneBuyer } from '../buyers/buyers.ts';
import { declareRoutes } from '../endpoint.ts';

const matchId = { id: "The match's UUID." };

export function requirementsRouter(deps: Deps) {
  const routes = declareRoutes(deps, { tag: 'Buyers' });

  routes.privateRead(
    {
      ...oneBuyer,
      path: '/buyers/{id}/requirements',
      summary: "A buyer's requirements, with their account's saved searches",
      description:
        'Open requirements first. The saved searches of the accounts behind the buyer’s leads follow, read-only (`source: saved_search`). An agent reads the buyers with a lead of theirs or an unassigned one.',
      success: { status: 200, description: 'The requirements.', data: 'Requirement[]' },
    },
    async ({ ids }, ctx) => {
      if (!(await worksBuyer(deps.sql, ctx.state.actor!, ids.id))) throw notFound(buyerMessages.notFound);
      return { data: await buyerRequirements(deps.sql, ids.id) };
    },
  );

  routes.endpoint(
    {
      ...oneBuyer,
      method: 'post',
      path: '/buyers/{id}/requirements',
      summary: 'Record what a buyer wants',
      description:
        'Purpose (buy or rent) is required; type, BHK, budget, localities, carpet area, possession and must-have amenities narrow it. New listings and price drops are matched to it. A `buyer.requirement_added` event on the buyer.',
      body: RequirementBody,
      success: { status: 201, description: 'The requirement.', message: 'Requirement has been saved', data: 'Requirement' },
      errors: { ...oneBuyer.errors, 409: 'The buyer was merged into another.', ...writeLimited },
    },
    async (ctx, { ids, body, reply }) => {
      const id = await withTx(deps.sql, (tx) => addRequirement(tx, ctx.state.actor!, ids.id, body));
      reply(await findRequirement(deps.sql, id));
    },
  );

  routes.endpoint(
    {
      method: 'patch',
      path: '/requirements/{id}',
      pathParameters: { id: "The requirement's UUID." },
      summary: "Change a buyer's requirement, or close it",
      description: 'Only the fields sent change (null clears one). `status: closed` stops matching it; `open` reopens it.',
      auth: 'agent',
      ids: { id: requirementMessages.notFound },
      body: RequirementPatchBody,
      patch: true,
      success: { status: 200, description: 'The requirement.', message: 'Requirement has been updated', data: 'Requirement' },
      errors: { 404: '"Requirement not found".', ...writeLimited },
    },
    async (ctx, { ids, body, reply }) => {
      await withTx(deps.sql, (tx) => changeRequirement(tx, ctx.state.actor!, ids.id, body));
      reply(await findRequirement(deps.sql, ids.id));
    },
  );

  routes.privateRead(
    {
      path: '/agents/me/matches',
      summary: 'Listings matched to buyers, grouped per listing',
      description:
        '"3 buyers match SR-1042": new listings and price drops that match an open requirement or a saved search of a buyer. An agent sees their buyers’ and unassigned buyers’ matches, an admin all. Pairs marked not suitable are left out.',
      auth: 'agent',
      success: { status: 200, description: 'Listings, latest match first, each with its buyers.', data: 'ListingMatches[]' },
    },
    async (_input, ctx) => ({ data: await advisorMatches(deps.sql, leadViewerOf(ctx.state.actor!)) }),
  );

  routes.endpoint(
    {
      method: 'post',
      path: '/matches/{id}/share',
      pathParameters: matchId,
      summary: 'Share a matched listing with its buyer by WhatsApp',
      description:
        'Answers the wa.me link with a message in the buyer’s language and the listing’s page in it (/gu/…, /hi/…), and records the share on the match and as a `buyer.listing_shared` event on the buyer’s timeline.',
      auth: 'agent',
      ids: { id: requirementMessages.matchNotFound },
      success: { status: 200, description: 'The link to open.', message: 'Share has been recorded', data: 'MatchShare' },
      errors: {
        404: '"Match not found".',
        409: "The buyer withdrew the consent the share rests on (a saved search's `alerts`, else `enquiry`).",
        ...writeLimited,
      },
    },
    async (ctx, { ids, reply }) => {
      const shared = await withTx(deps.sql, (tx) => recordShare(tx, ctx.state.actor!, ids.id));
      const match = (await matchForShare(deps.sql, ids.id))!;
      const language = mailLocale(match.locale);
      reply({
        whatsappUrl: whatsappShareUrl(deps.config.publicUrl, language, match, match),
        language,
        sharedAt: shared.sharedAt.toISOString(),
      });
    },
  );

  routes.endpoint(
    {
      method: 'post',
      path: '/matches/{id}/dismiss',
      pathParameters: matchId,
      summary: 'Mark a matched listing not suitable for its buyer',
      description:
        'The pair leaves the list and does not come back when the listing matches again (a price drop). A `buyer.match_dismissed` event.',
      auth: 'agent',
      ids: { id: requirementMessages.matchNotFound },
      success: { status: 200, description: 'Marked.', message: 'Marked not suitable', data: null },
      errors: { 404: '"Match not found".', ...writeLimited },
    },
    async (ctx, { ids }) => {
      await withTx(deps.sql, (tx) => dismissMatch(tx, ctx.state.actor!, ids.id));
      ctx.body = { message: 'Marked not suitable' };
    },
  );

  return routes;
}
