/**
 * Visits: a listing's free slots and booking one (anyone), an agent's visits of a day, and the
 * admin's settings the slots come from (an agent's hours and blocks, visit lengths, travel buffer).
 */
import {
  AgentVisitsQuery,
  AvailabilityBody,
  AGENCY_TIME_ZONE,
  SlotsQuery,
  VisitBookingBody,
  VisitSettingsBody,
  visitMessages,
} from '../../../contract/visits.ts';
import { bookVisit, listingSlots, presentSlot } from '../../commands/visitBooker.ts';
import { AGENT_NOT_FOUND, writeAvailability, writeVisitSettings } from '../../commands/visitAvailabilityWriter.ts';
import type { Deps } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { agentAvailability, agentVisitsOn, visitSettings } from '../../queries/visitReads.ts';
import { declareRoutes } from '../endpoint.ts';

const agentId = { id: "The agent's user id." };

export function visitsRouter(deps: Deps) {
  const routes = declareRoutes(deps, { tag: 'Visits' });

  routes.endpoint(
    {
      method: 'get',
      path: '/visits/slots',
      summary: "A listing's or project's free visit slots for the next 14 days",
      description:
        "Starts on a 30-minute grid of the agents' working hours (Surat time), at least an hour ahead, ending by the end of the working window, clear of blocks and of other visits with their travel buffer. The agents are the listing's own (the first assignment rule naming its project or locality), else every agent on duty; a start is offered when any of them is free.",
      auth: 'public',
      query: SlotsQuery,
      success: { status: 200, description: 'The free slots, earliest first.', data: 'FreeSlots' },
      errors: { 404: 'No such property or project.' },
    },
    async (ctx, { query }) => {
      const { minutes, slots } = await listingSlots(deps.sql, query);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { data: { minutes, timeZone: AGENCY_TIME_ZONE, slots: slots.map(presentSlot) } };
    },
  );

  routes.endpoint(
    {
      method: 'post',
      path: '/visits',
      summary: 'Book a site visit at a free slot (visitor or user)',
      description:
        "The Enquire form's fields (a lead is made as by POST /enquiries, with the same limits and consents, purpose `visits` included) and `startsAt`, one of the slots GET /visits/slots offered. A client-made `id` (the enquiry's) makes the call safe to repeat: the same person sending it again gets the same visit. A slot taken by someone else meanwhile is 409 with the next free slots in `data.slots`; nothing is stored.",
      auth: 'optional',
      body: VisitBookingBody,
      success: { status: 201, description: 'The booked visit.', message: visitMessages.booked, data: 'VisitBooked' },
      errors: {
        404: 'No such property or project.',
        409: 'The slot was taken meanwhile: `data.slots` holds the next free slots.',
        429: 'The enquiry limits (see POST /enquiries).',
      },
    },
    async (ctx, { body, reply }) => {
      reply(await bookVisit(deps, { id: body.id, userId: ctx.state.actor?.id ?? null, ip: ctx.ip, body }));
    },
  );

  routes.privateRead(
    {
      path: '/agents/me/visits',
      summary: "The calling agent's booked visits of a day, in time order",
      auth: 'agent',
      query: AgentVisitsQuery,
      success: { status: 200, description: 'The visits with buyer, listing, address and a map link.', data: 'AgentVisit[]' },
    },
    async ({ query }, ctx) => ({ data: await agentVisitsOn(deps.sql, ctx.state.actor!.id, query.date) }),
  );

  routes.privateRead(
    {
      path: '/admin/agents/{id}/availability',
      pathParameters: agentId,
      summary: "An agent's weekly working hours and their blocks that have not ended",
      auth: 'admin',
      success: { status: 200, description: 'The hours (Surat time) and blocks.', data: 'Availability' },
      errors: { 404: 'No such agent.' },
    },
    async (_input, ctx) => {
      const id = String(ctx.params.id);
      const [agent] = await deps.sql`select 1 from "user" where id = ${id} and role = 'agent'`;
      if (!agent) throw notFound(AGENT_NOT_FOUND);
      return { data: await agentAvailability(deps.sql, id) };
    },
  );

  routes.endpoint(
    {
      method: 'put',
      path: '/admin/agents/{id}/availability',
      pathParameters: agentId,
      summary: "Set an agent's weekly working hours and blocks (leave, festivals)",
      description:
        'Replaces both. `hours` are windows of a weekday (0 Sunday to 6 Saturday) in Surat time, `HH:MM`; one day may have several that do not overlap. `blocks` are periods with no visits (ISO date-times). Booked visits stay as they are.',
      auth: 'admin',
      body: AvailabilityBody,
      success: { status: 200, description: 'The availability as it now stands.', message: 'Working hours saved', data: 'Availability' },
      errors: { 404: 'No such agent.' },
    },
    async (ctx, { body, reply }) => {
      const id = String(ctx.params.id);
      await writeAvailability(deps, ctx.state.actor!, id, body);
      reply(await agentAvailability(deps.sql, id));
    },
  );

  routes.privateRead(
    {
      path: '/admin/visit-settings',
      summary: 'The default visit length, the travel buffer and the lengths set per listing or project',
      auth: 'admin',
      success: { status: 200, description: 'The settings.', data: 'VisitSettings' },
    },
    async () => ({ data: await visitSettings(deps.sql) }),
  );

  routes.endpoint(
    {
      method: 'put',
      path: '/admin/visit-settings',
      summary: 'Set the default visit length, the travel buffer and the per-listing lengths',
      description: 'Replaces the lengths set per listing or project. New slots follow at once; booked visits keep their length.',
      auth: 'admin',
      body: VisitSettingsBody,
      success: { status: 200, description: 'The settings as they now stand.', message: 'Visit settings saved', data: 'VisitSettings' },
    },
    async (ctx, { body, reply }) => {
      await writeVisitSettings(deps, ctx.state.actor!, body);
      reply(await visitSettings(deps.sql));
    },
  );

  return routes;
}
