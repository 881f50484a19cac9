/**
 * Applying one user mutation inside a transaction: the caller must still exist, each id is applied
 * once, and the mutation's effective time follows the one clock rule below. What a mutation does is
 * its command's business (api/commands/mutations.ts maps each type to its command).
 */
import type { Mutation, MutationResult } from '../../contract/mutations.ts';
import type { Actor } from '../context.ts';
import type { Tx } from '../db.ts';
import { unauthorized } from '../errors.ts';

/** How far a device clock may run ahead of the server's before its reading is not believed. */
export const CLOCK_TOLERANCE_MS = 60_000;

/**
 * A mutation's effective time, by the one clock rule for every mutation however it arrives.
 * Why: docs/decisions/001-clock-rule.md
 */
export function effectiveTime(clientTime: Date | null, arrival: Date, clockOffsetMs = 0): Date {
  if (!clientTime || Number.isNaN(clientTime.getTime())) return arrival;
  const corrected = clientTime.getTime() - clockOffsetMs;
  return corrected > arrival.getTime() + CLOCK_TOLERANCE_MS ? arrival : new Date(corrected);
}

/**
 * How far a device's clock runs ahead of the server's (negative: behind), from its reading `sentAt`
 * when the batch left and the server's `receivedAt`; 0 when within the tolerance (believed) or unknown.
 */
export function deviceClockOffset(sentAt: string | undefined, receivedAt: Date): number {
  if (!sentAt) return 0;
  const offset = new Date(sentAt).getTime() - receivedAt.getTime();
  return Number.isFinite(offset) && Math.abs(offset) > CLOCK_TOLERANCE_MS ? offset : 0;
}

/** What a command did with a mutation; `seq` is the event it appended, if any. */
export type CommandOutcome =
  { status: 'applied'; seq?: number } | { status: 'superseded' } | { status: 'rejected'; reason: string; retryAfterSeconds?: number };

export interface CommandContext {
  tx: Tx;
  actor: Actor;
  /** The mutation's id: the id of the event it appends, so a replay finds it recorded. */
  id: string;
  /** See effectiveTime. */
  at: Date;
  /** The client address the mutation came from (limits count per address); null when made on the server. */
  ip: string | null;
}

export type Command<A> = (context: CommandContext, args: A) => Promise<CommandOutcome>;

/**
 * Locks the caller's account against deletion for the rest of the transaction; a deleted user's
 * still-valid access token is refused with 401 before anything is written.
 */
export async function lockActor(tx: Tx, actor: Actor): Promise<void> {
  const rows = await tx`select 1 from "user" where id = ${actor.id} for key share`;
  if (rows.length === 0) throw unauthorized();
}

/** Thrown inside the transaction to undo a mutation whose id another request recorded meanwhile. */
export class AlreadyRecorded extends Error {}

/**
 * Runs `command` for `mutation` in the caller's transaction. `clientTime` null: the mutation was
 * made on the server now (a direct API call).
 */
export async function runMutation<A extends Mutation['args']>(
  tx: Tx,
  actor: Actor,
  mutation: { id: string; args: A; clientTime: string | null },
  command: Command<A>,
  origin: {
    /** How far the sending device's clock is off (see deviceClockOffset). */
    clockOffsetMs?: number;
    ip?: string | null;
  } = {},
): Promise<MutationResult & { seq?: number }> {
  await lockActor(tx, actor);
  const seen = await tx`select 1 from events where id = ${mutation.id}`;
  if (seen.length > 0) return { id: mutation.id, status: 'duplicate' };
  const [receipt] = await tx<{ status: 'superseded' }[]>`
    select status from mutation_receipts where id = ${mutation.id} and user_id = ${actor.id}`;
  if (receipt) return { id: mutation.id, status: receipt.status };
  // The server process's clock, the one `sentAt` was read against.
  const arrival = new Date();
  const at = effectiveTime(mutation.clientTime === null ? null : new Date(mutation.clientTime), arrival, origin.clockOffsetMs);
  const outcome = await command({ tx, actor, id: mutation.id, at, ip: origin.ip ?? null }, mutation.args);
  // Decided once: a later copy of a superseded intent is not weighed again (with another clock reading).
  if (outcome.status === 'superseded') {
    await tx`insert into mutation_receipts (id, user_id, status) values (${mutation.id}, ${actor.id}, 'superseded') on conflict (id) do nothing`;
  }
  return { id: mutation.id, ...outcome };
}
