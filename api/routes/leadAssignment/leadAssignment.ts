/**
 * Who new leads go to: the admin's settings (mode, locality and project rules, who is on duty) and
 * an agent's own duty, which puts them in or out of the round-robin.
 */
import { DutyBody, LeadAssignmentBody } from '../../../contract/leadAssignment.ts';
import { setDuty, writeLeadAssignment } from '../../commands/leadAssigner.ts';
import type { Deps } from '../../context.ts';
import { dutyOf, leadAssignment } from '../../queries/leadAssignmentReads.ts';
import { speedToLead } from '../../queries/speedToLeadReads.ts';
import { SpeedToLeadQuery } from '../../../contract/speedToLead.ts';
import { declareRoutes } from '../endpoint.ts';

export function leadAssignmentRouter(deps: Deps) {
  const routes = declareRoutes(deps, { tag: 'Enquiries' });

  routes.setting(
    {
      path: '/admin/lead-assignment',
      auth: 'admin',
      data: 'LeadAssignment',
      read: {
        summary: 'How new leads are assigned, the rules and who is on duty',
        answer: 'The settings and every agent with their duty.',
      },
      replace: {
        summary: 'Set how new leads are assigned',
        description:
          "`manual`: nobody is assigned on arrival. `round_robin`: each new lead goes to the next agent on duty, in turn. `rules`: the first rule naming the lead's locality (of its listing) or project whose agent is on duty, else round-robin. `onDuty` lists the agents taking turns; every other agent is off duty. Each assignment is an `enquiry.assigned` event of the lead.",
        body: LeadAssignmentBody,
        answer: 'The settings as they now stand.',
        message: 'Lead assignment saved',
      },
    },
    {
      read: () => leadAssignment(deps.sql),
      replace: (ctx, body) => writeLeadAssignment(deps, ctx.state.actor!, body),
    },
  );

  routes.setting(
    {
      path: '/agents/me/duty',
      auth: 'agent',
      data: 'Duty',
      read: { summary: 'Whether the calling agent is on duty (takes turns in the round-robin)', answer: 'The duty.' },
      replace: {
        summary: "Start or end the calling agent's duty",
        description: 'Only agents take turns: an admin may set their own duty, but the round-robin passes them by.',
        body: DutyBody,
        answer: 'The duty as it now stands.',
        message: 'Duty updated',
      },
    },
    {
      read: async (ctx) => ({ onDuty: await dutyOf(deps.sql, ctx.state.actor!.id) }),
      replace: (ctx, body) => setDuty(deps, ctx.state.actor!, body),
    },
  );

  routes.privateRead(
    {
      path: '/admin/speed-to-lead',
      summary: 'Time from arrival to first contact, per lead and as a median per agent and per source',
      description:
        "A lead's first contact is the first of its status leaving new (for anything but spam) and a call or message logged with its buyer since it arrived. The period is in Surat days, the last 30 by default; medians are in seconds over the contacted leads. `escalated` counts the leads sent to the office for want of a contact in time.",
      auth: 'admin',
      query: SpeedToLeadQuery,
      success: { status: 200, description: 'The period, its leads and the medians.', data: 'SpeedToLead' },
    },
    async ({ query }) => ({ data: await speedToLead(deps.sql, query) }),
  );

  return routes;
}
