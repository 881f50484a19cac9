/**
 * Visits: a listing's free slots and booking one (anyone), an agent's visits of a day, and the
 * admin's settings the slots come from (an agent's hours and blocks, the office's visit length and
 * travel buffer, each listing's own length).
 */
import {
  AgentVisitsQuery,
  AvailabilityBody,
  AGENCY_TIME_ZONE,
  attendanceMessages,
  NoShowCorrectionBody,
  OwnVisitLengthBody,
  SlotsQuery,
  VisitBookingBody,
  VisitNoteBody,
  VisitSettingsBody,
  visitMessages,
  visitNoteMessages,
} from '../../../contract/visits.ts';
import { bookVisit, listingSlots, presentSlot } from '../../commands/visitBooker.ts';
import { correctNoShow } from '../../commands/visitCheckIn.ts';
import { writeVisitNote } from '../../commands/visitFeedback.ts';
import {
  AGENT_NOT_FOUND,
  VISIT_LENGTH_OWNER_MISSING,
  visitLengthOwnerMissing,
  writeAvailability,
  writeOwnVisitLength,
  writeVisitSettings,
  type VisitLengthOwner,
} from '../../commands/visitAvailabilityWriter.ts';
import type { AppContext, Deps } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { agentAvailability, agentVisitsOn, ownVisitLength, visitSettings } from '../../queries/visitReads.ts';
import { uuidParam } from '../../validate.ts';
import { changedElsewhereMessage, expectedVersions, versionedData } from '../../versionTags.ts';
import { declareRoutes } from '../endpoint.ts';
import { calendarFeed, calendarFeedSince, calendarFeedUrl, renewCalendarFeed, revokeCalendarFeed } from '../../visits/calendarFeed.ts';

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
      errors: {
        404: 'No such property or project.',
        409: 'The listing is sold or rented: it takes no new visits (the message says which).',
      },
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
        409: 'The slot was taken meanwhile (`data.slots` holds the next free slots), or the listing is sold or rented and takes no new visits (the message says which).',
        429: 'The enquiry limits (see POST /enquiries).',
      },
    },
    async (ctx, { body, reply }) => {
      reply(await bookVisit(deps, { id: body.id, userId: ctx.state.actor?.id ?? null, ip: ctx.ip, body }));
    },
  );

  routes.endpoint(
    {
      method: 'post',
      path: '/visits/{id}/visited',
      pathParameters: { id: "The visit's id." },
      summary: 'Mark a no-show visit visited without proof, with a reason (its advisor or an admin)',
      description:
        "The office's correction when the buyer came but no check-in was made (their phone was flat, the advisor forgot). Only a visit marked no-show; the check-in records `office` as its method, the caller and the time, the reason stays on the visit, the lead moves to visited, and `visit.attendance_corrected` goes on its timeline.",
      auth: 'agent',
      body: NoShowCorrectionBody,
      success: { status: 200, description: 'The visit was marked visited.', message: attendanceMessages.corrected, data: null },
      errors: { 403: "Not the visit's advisor (nor an admin).", 404: 'No such visit.', 409: 'The visit is not marked no-show.' },
    },
    async (ctx, { body, reply }) => {
      await correctNoShow(deps, ctx.state.actor!, String(ctx.params.id), body);
      reply(null);
    },
  );

  routes.endpoint(
    {
      method: 'put',
      path: '/visits/{id}/note',
      pathParameters: { id: "The visit's id." },
      summary: "Write the advisor's own notes on a visit (its advisor or an admin)",
      description:
        'The notes replace the earlier ones (empty clears them); they are for the office only and are erased with the enquiry. `visit.note_written` (the visit id, never the words) goes on the lead’s timeline.',
      auth: 'agent',
      body: VisitNoteBody,
      success: { status: 200, description: 'The notes were saved.', message: visitNoteMessages.saved, data: null },
      errors: { 403: "Not the visit's advisor (nor an admin).", 404: 'No such visit.' },
    },
    async (ctx, { body, reply }) => {
      await writeVisitNote(deps, ctx.state.actor!, String(ctx.params.id), body);
      reply(null);
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
    async ({ query }, ctx) => ({ data: await agentVisitsOn(deps, ctx.state.actor!.id, query.date) }),
  );

  routes.privateRead(
    {
      path: '/agents/me/availability',
      summary: "The calling agent's own weekly working hours and their blocks that have not ended",
      auth: 'agent',
      success: { status: 200, description: 'The hours (Surat time) and blocks, as the admin set them.', data: 'Availability' },
    },
    async (_input, ctx) => ({ data: await agentAvailability(deps.sql, ctx.state.actor!.id) }),
  );

  routes.setting(
    {
      path: '/admin/agents/{id}/availability',
      pathParameters: agentId,
      auth: 'admin',
      data: 'Availability',
      errors: { 404: 'No such agent.' },
      read: {
        summary: "An agent's weekly working hours and their blocks that have not ended",
        answer: 'The hours (Surat time) and blocks.',
      },
      replace: {
        summary: "Set an agent's weekly working hours and blocks (leave, festivals)",
        description:
          'Replaces both. `hours` are windows of a weekday (0 Sunday to 6 Saturday) in Surat time, `HH:MM`; one day may have several that do not overlap. `blocks` are periods with no visits (ISO date-times). Booked visits stay as they are.',
        body: AvailabilityBody,
        answer: 'The availability as it now stands.',
        message: 'Working hours saved',
      },
    },
    {
      read: async (ctx) => {
        const id = String(ctx.params.id);
        const [agent] = await deps.sql`select 1 from "user" where id = ${id} and role = 'agent'`;
        if (!agent) throw notFound(AGENT_NOT_FOUND);
        return agentAvailability(deps.sql, id);
      },
      replace: (ctx, body) => writeAvailability(deps, ctx.state.actor!, String(ctx.params.id), body),
    },
  );

  routes.setting(
    {
      path: '/admin/visit-settings',
      auth: 'admin',
      data: 'VisitSettings',
      read: {
        summary: 'The default visit length, the travel buffer and the lengths set per listing or project',
        description:
          'The answer carries the settings\' version as an `ETag` (`"v7"`); a save sent with `If-Match` naming a version they have since left is refused with 412, and one sent without it is applied. Each listing\'s own length is its own write (PUT /admin/properties/{id}/visit-length).',
        answer: 'The settings.',
      },
      replace: {
        summary: 'Set the default visit length and the travel buffer',
        description:
          "Only these two: each listing's or project's own length is set on it, so this save never undoes one made meanwhile. New slots follow at once; booked visits keep their length.",
        body: VisitSettingsBody,
        answer: 'The settings as they now stand.',
        message: 'Visit settings saved',
        errors: { 412: `"${changedElsewhereMessage('visit settings')}"` },
      },
    },
    {
      read: async (ctx) => versionedData(ctx, await visitSettings(deps.sql)),
      replace: (ctx, body) => writeVisitSettings(deps, ctx.state.actor!, body, expectedVersions(ctx.get('If-Match'))),
    },
  );

  for (const kind of ['property', 'project'] as const) {
    const owner = (ctx: AppContext): VisitLengthOwner => ({ kind, id: uuidParam(ctx.params.id, VISIT_LENGTH_OWNER_MISSING[kind]) });
    const read = async (ctx: AppContext) => {
      const length = await ownVisitLength(deps.sql, owner(ctx));
      if (!length) throw visitLengthOwnerMissing(owner(ctx));
      return length;
    };
    routes.setting(
      {
        path: `/admin/${kind === 'property' ? 'properties' : 'projects'}/{id}/visit-length`,
        pathParameters: { id: `The ${kind}'s id.` },
        auth: 'admin',
        data: 'OwnVisitLength',
        errors: { 404: `No such ${kind}.` },
        read: { summary: `A ${kind}'s own visit length and the office's`, answer: 'The length (null: the office’s).' },
        replace: {
          summary: `Set a ${kind}'s own visit length`,
          description: "This one length only: other listings' lengths, and the office's settings, stay as they are.",
          body: OwnVisitLengthBody,
          answer: 'The length as it now stands.',
          message: 'Visit length saved',
        },
        remove: {
          summary: `Clear a ${kind}'s own visit length: its visits take the office's`,
          answer: 'The length as it now stands (null).',
          message: 'Visit length cleared',
        },
      },
      {
        read,
        replace: (ctx, body) => writeOwnVisitLength(deps, ctx.state.actor!, owner(ctx), body.minutes),
        remove: (ctx) => writeOwnVisitLength(deps, ctx.state.actor!, owner(ctx), null),
      },
    );
  }

  routes.privateRead(
    {
      path: '/agents/me/calendar-feed',
      summary: "Whether the calling agent's private calendar feed is live, and since when",
      auth: 'agent',
      success: { status: 200, description: 'The feed (its URL is shown only when made).', data: 'CalendarFeed' },
    },
    async (_input, ctx) => {
      const since = await calendarFeedSince(deps.sql, ctx.state.actor!.id);
      return { data: { active: since !== null, createdAt: since?.toISOString() ?? null } };
    },
  );

  routes.endpoint(
    {
      method: 'post',
      path: '/agents/me/calendar-feed',
      summary: "Make the calling agent's private calendar feed URL (an ICS subscription), replacing any other",
      description:
        "The URL carries a secret: anyone holding it reads the agent's visits, so it is shown only in this answer and only its hash is kept. Making a new one ends the old at once.",
      auth: 'agent',
      success: { status: 201, description: 'The feed with its URL.', message: 'Calendar feed made', data: 'CalendarFeed' },
    },
    async (ctx, { reply }) => {
      const { token, createdAt } = await renewCalendarFeed(deps.sql, ctx.state.actor!.id);
      ctx.set('Cache-Control', 'no-store');
      reply({ active: true, createdAt: createdAt.toISOString(), url: calendarFeedUrl(deps.config.publicUrl, token) });
    },
  );

  routes.endpoint(
    {
      method: 'delete',
      path: '/agents/me/calendar-feed',
      summary: "Revoke the calling agent's calendar feed: its URL stops working at once",
      auth: 'agent',
      success: { status: 200, description: 'The feed, now off.', message: 'Calendar feed revoked', data: 'CalendarFeed' },
    },
    async (ctx, { reply }) => {
      await revokeCalendarFeed(deps.sql, ctx.state.actor!.id);
      reply({ active: false, createdAt: null });
    },
  );

  routes.endpoint(
    {
      method: 'get',
      path: '/calendar-feeds/{token}/visits.ics',
      pathParameters: { token: "The feed's secret, from POST /agents/me/calendar-feed." },
      summary: "An agent's booked visits as an ICS subscription (the secret URL is the only key)",
      auth: 'public',
      success: {
        status: 200,
        description: 'iCalendar with one event per booked visit from 30 days back.',
        data: null,
        raw: { contentType: 'text/calendar', description: 'iCalendar (RFC 5545), METHOD:PUBLISH' },
      },
      errors: { 404: 'No live feed has this secret (never made, replaced or revoked).' },
    },
    async (ctx) => {
      const feed = await calendarFeed(deps.sql, String(ctx.params.token), new URL(deps.config.publicUrl).hostname);
      if (!feed) throw notFound('No such calendar feed');
      ctx.set('Content-Type', 'text/calendar; charset=utf-8');
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = feed;
    },
  );

  return routes;
}
