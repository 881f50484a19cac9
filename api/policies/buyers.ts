/**
 * Which buyers a staff member works, by the lead policy (api/policies/leads.ts): an admin every
 * buyer; an agent a buyer with a lead of theirs or an unassigned one, or with no lead at all
 * (nobody's yet, as an unassigned lead is). A buyer whose every lead is another agent's is not there.
 */
import type { Actor } from '../context.ts';
import type { Sql, Tx } from '../db.ts';
import { canWorkLead, leadViewerOf } from './leads.ts';

/** `assignees`: the assignee of each of the buyer's leads (null for an unassigned one); a buyer with no leads is nobody's. */
export const canWorkBuyer = (actor: Actor, assignees: (string | null)[]) =>
  actor.role === 'admin' ||
  (assignees.length === 0 ? canWorkLead(actor, null) : assignees.some((assignee) => canWorkLead(actor, assignee)));

/** The condition on buyers `b` for `agentId`'s view; none for an admin (null). */
export function buyerViewFilter(sql: Sql | Tx, agentId: string | null) {
  if (!agentId) return sql`true`;
  return sql`(
    exists (select 1 from enquiries v where v.buyer_id = b.id and (v.assignee_id = ${agentId} or v.assignee_id is null))
    or not exists (select 1 from enquiries v where v.buyer_id = b.id))`;
}

/** Whether the actor works the buyer, asked of the database (false for an unknown one too). */
export async function worksBuyer(sql: Sql | Tx, actor: Actor, buyerId: string): Promise<boolean> {
  const [row] = await sql`select 1 from buyers b where b.id = ${buyerId} and ${buyerViewFilter(sql, leadViewerOf(actor))}`;
  return Boolean(row);
}
