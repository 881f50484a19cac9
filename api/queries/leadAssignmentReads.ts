/** The office's lead assignment settings as the admin sees them, and an agent's own duty. */
import type { AssignmentMode, LeadAssignment } from '../../contract/leadAssignment.ts';
import type { Sql } from '../db.ts';

export async function leadAssignment(sql: Sql): Promise<LeadAssignment> {
  const [[settings], rules, agents] = await Promise.all([
    sql<{ mode: AssignmentMode }[]>`select mode from lead_assignment`,
    sql<LeadAssignment['rules']>`
      select agent_id as "agentId", locality, project_id::text as "projectId" from lead_assignment_rules order by position`,
    sql<LeadAssignment['agents']>`
      select u.id as "_id", u.name as "fullName", coalesce(d.on_duty, false) as "onDuty"
      from "user" u left join agent_duty d on d.agent_id = u.id
      where u.role = 'agent' and coalesce(u.banned, false) = false
      order by u.name, u.id`,
  ]);
  return { mode: settings?.mode ?? 'manual', rules: [...rules], agents: [...agents] };
}

export async function dutyOf(sql: Sql, agentId: string): Promise<boolean> {
  const [row] = await sql<{ onDuty: boolean }[]>`select on_duty as "onDuty" from agent_duty where agent_id = ${agentId}`;
  return row?.onDuty ?? false;
}
