/** Which leads a staff member works: an admin every lead, an agent their own and the unassigned ones. */
import type { Actor } from '../context.ts';

/** The agent whose view a list is narrowed to; null for an admin, who sees every lead. */
export const leadViewerOf = (actor: Actor): string | null => (actor.role === 'admin' ? null : actor.id);

/** An admin, or an agent when the lead is theirs or nobody's yet. */
export const canWorkLead = (actor: Actor, assigneeId: string | null) =>
  actor.role === 'admin' || (actor.role === 'agent' && (assigneeId === null || assigneeId === actor.id));
