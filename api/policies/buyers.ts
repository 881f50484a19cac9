/** Which buyers a staff member works: as with leads, an admin every buyer, an agent those with a lead of theirs or of nobody's. */
import type { Actor } from '../context.ts';
import { canWorkLead } from './leads.ts';

/** `assignees`: the assignee of each of the buyer's leads (null for an unassigned one); a buyer with no leads is nobody's. */
export const canWorkBuyer = (actor: Actor, assignees: (string | null)[]) =>
  actor.role === 'admin' ||
  (assignees.length === 0 ? canWorkLead(actor, null) : assignees.some((assignee) => canWorkLead(actor, assignee)));
