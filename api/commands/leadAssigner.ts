/**
 * Who a new lead goes to, and the admin's and agents' changes to it. A new lead is assigned in the
 * transaction that writes it, as an `enquiry.assigned` event with no actor and the rule that chose:
 * a locality or project rule whose agent is on duty, else (in the round_robin and rules modes) the
 * next agent on duty after the one who had the last turn. In the manual mode nobody is chosen.
 */
import type { AssignmentMode, DutyBody, LeadAssignmentBody } from '../../contract/leadAssignment.ts';
import type { Actor, Deps } from '../context.ts';
import { withTx, type Tx } from '../db.ts';
import { validationError } from '../errors.ts';
import { appendEvent } from '../events/appendEvent.ts';

export interface LeadToAssign {
  id: string;
  propertyId: string | null;
  projectId: string | null;
}

export interface Assignment {
  assigneeId: string;
  rule: 'locality' | 'project' | 'round_robin';
}

type Staff = { id: string; name: string };

/** The next agent on duty after `lastId` by id, wrapping round; null when nobody is on duty. */
async function nextInTurn(tx: Tx, lastId: string | null): Promise<Staff | null> {
  const [next] = await tx<Staff[]>`
    select u.id, u.name from agent_duty d join "user" u on u.id = d.agent_id
    where d.on_duty and u.role = 'agent' and coalesce(u.banned, false) = false
    order by (u.id > ${lastId ?? ''}) desc, u.id
    limit 1`;
  return next ?? null;
}

/** The first rule naming the lead's locality or project whose agent is on duty. */
async function ruleFor(tx: Tx, lead: LeadToAssign): Promise<(Staff & { rule: 'locality' | 'project' }) | null> {
  if (!lead.propertyId && !lead.projectId) return null;
  const [match] = await tx<(Staff & { rule: 'locality' | 'project' })[]>`
    select u.id, u.name, case when r.project_id is null then 'locality' else 'project' end as rule
    from lead_assignment_rules r
    join "user" u on u.id = r.agent_id
    join agent_duty d on d.agent_id = u.id and d.on_duty
    left join properties p on p.id = ${lead.propertyId}
    where u.role = 'agent' and coalesce(u.banned, false) = false
      and ((r.project_id is not null and r.project_id = ${lead.projectId})
        or (r.locality is not null and lower(r.locality) = lower(p.location)))
    order by r.position
    limit 1`;
  return match ?? null;
}

/**
 * Assigns a lead just written in `tx` by the office's settings; null when the mode is manual or no
 * agent is on duty. The settings row is locked so that two leads arriving together take two turns.
 */
export async function assignNewLead(tx: Tx, lead: LeadToAssign): Promise<Assignment | null> {
  const [settings] = await tx<{ mode: AssignmentMode; lastAgentId: string | null }[]>`
    select mode, last_agent_id as "lastAgentId" from lead_assignment for update`;
  if (!settings || settings.mode === 'manual') return null;
  let chosen: (Staff & { rule: Assignment['rule'] }) | null = settings.mode === 'rules' ? await ruleFor(tx, lead) : null;
  if (!chosen) {
    const next = await nextInTurn(tx, settings.lastAgentId);
    if (!next) return null;
    chosen = { ...next, rule: 'round_robin' };
    await tx`update lead_assignment set last_agent_id = ${next.id}`;
  }
  await tx`update enquiries set assignee_id = ${chosen.id} where id = ${lead.id}`;
  await appendEvent(tx, {
    type: 'enquiry.assigned',
    subjectId: lead.id,
    actorId: null,
    payload: { assigneeId: chosen.id, assigneeName: chosen.name, rule: chosen.rule },
  });
  return { assigneeId: chosen.id, rule: chosen.rule };
}

/** Replaces the office's settings: the mode, the rules (in order) and who of the agents is on duty. */
export async function writeLeadAssignment(deps: Pick<Deps, 'sql'>, actor: Actor, body: LeadAssignmentBody): Promise<void> {
  await withTx(deps.sql, async (tx) => {
    const named = [...new Set([...body.rules.map((rule) => rule.agentId), ...body.onDuty])];
    const agents = named.length
      ? await tx<{ id: string }[]>`select id from "user" where id in ${tx(named)} and role = 'agent' for key share`
      : [];
    const known = new Set(agents.map((agent) => agent.id));
    const unknown = named.find((id) => !known.has(id));
    if (unknown !== undefined) {
      const field = body.onDuty.includes(unknown) ? 'onDuty' : 'rules';
      throw validationError({ [field]: 'Choose agents from the list: one named is not an agent' });
    }
    const projects = body.rules.flatMap((rule) => (rule.projectId ? [rule.projectId.toLowerCase()] : []));
    if (projects.length) {
      const found = await tx<{ id: string }[]>`select id from projects where id in ${tx(projects)} for key share`;
      if (found.length !== new Set(projects).size) throw validationError({ rules: 'A rule names a project that is not there' });
    }

    await tx`update lead_assignment set mode = ${body.mode}, updated_at = now()`;
    await tx`delete from lead_assignment_rules`;
    for (const [position, rule] of body.rules.entries()) {
      await tx`
        insert into lead_assignment_rules (position, agent_id, locality, project_id)
        values (${position}, ${rule.agentId}, ${rule.locality ?? null}, ${rule.projectId?.toLowerCase() ?? null})`;
    }
    await tx`
      insert into agent_duty (agent_id, on_duty)
      select id, id = any(${body.onDuty}::text[]) from "user" where role = 'agent'
      on conflict (agent_id) do update set on_duty = excluded.on_duty, updated_at = now()
      where agent_duty.on_duty <> excluded.on_duty`;
    await appendEvent(tx, {
      type: 'lead_assignment.changed',
      subjectId: 'lead_assignment',
      actorId: actor.id,
      payload: { mode: body.mode, rules: body.rules.length, onDuty: body.onDuty },
    });
  });
}

/** An agent starting or ending their turn; an unchanged duty writes nothing. */
export async function setDuty(deps: Pick<Deps, 'sql'>, actor: Actor, body: DutyBody): Promise<void> {
  await withTx(deps.sql, async (tx) => {
    const [changed] = await tx`
      insert into agent_duty (agent_id, on_duty) values (${actor.id}, ${body.onDuty})
      on conflict (agent_id) do update set on_duty = excluded.on_duty, updated_at = now()
      where agent_duty.on_duty <> excluded.on_duty
      returning agent_id`;
    if (changed)
      await appendEvent(tx, { type: 'agent.duty_changed', subjectId: actor.id, actorId: actor.id, payload: { onDuty: body.onDuty } });
  });
}
