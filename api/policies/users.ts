/** Who may do what to a user account. */
import type { Actor } from '../context.ts';

/** Profile and avatar: the user themself or an admin. */
export const canEditUser = (actor: Actor, userId: string) => actor.id === userId || actor.role === 'admin';

/** Deleting accounts and changing roles: admins, never on their own account. */
export const canManageUser = (actor: Actor, userId: string) => actor.role === 'admin' && actor.id !== userId;
