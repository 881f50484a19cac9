/**
 * Applying one user mutation inside a transaction: the caller must still exist, each id is applied
 * once, and the mutation's effective time follows the one clock rule below. What a mutation does is
 * its command's business (api/commands/mutations.ts maps each type to its command).
 */
import type { Mutation, MutationResult } from '../../contract/mutations.ts';
import type { Actor, Deps } from '../context.ts';
import type { Tx } from '../db.ts';
import { unauthorized } from '../errors.ts';

/** How far a device clock may run ahead of the server's before its reading is not believed. */
export const CLOCK_TOLERANCE_MS = 60_000;

/**
 * THE CLOCK RULE, for every mutation however it arrives (POST /sync, queued offline or sent at
 * once; POST /properties/:id/favorite, whose client time is its arrival): the effective time of a
 * mutation is its client time, unless that lies more than CLOCK_TOLERANCE_MS in the future of the
 * server's arrival time, in which case it is the arrival time. Per record (a user and a property
 * for favourites) the intent with the latest effective time wins; an intent whose effective time is
 * not later than the one recorded is answered `superseded` and changes nothing.
 *
 * So a phone whose clock runs hours ahead cannot make its intent win over later intents from
 * another device (its time counts as its arrival), while an intent queued offline keeps the time
 * it was made and does not overrule what the user did elsewhere after it.
 */
export function effectiveTime(clientTime: Date | null, arrival: Date): Date {
  if (!clientTime || Number.isNaN(clientTime.getTime())) return arrival;
  return clientTime.getTime() > arrival.getTime() + CLOCK_TOLERANCE_MS ? arrival : clientTime;
}

/** What deps work done once a mutation's transaction committed may use (telling people of it). */
export type AfterCommitDeps = Pick<Deps, 'sql' | 'config' | 'notifier' | 'log'>;
export type AfterCommit = (deps: AfterCommitDeps) => Promise<void>;

/** What a command did with a mutation; `seq` is the event it appended, if any. */
export type CommandOutcome =
  | { status: 'applied'; seq?: number; afterCommit?: AfterCommit }
  | { status: 'superseded' }
  | { status: 'rejected'; reason: string };

export interface CommandContext {
  tx: Tx;
  actor: Actor;
  /** The mutation's id: the id of the event it appends, so a replay finds it recorded. */
  id: string;
  /** See effectiveTime. */
  at: Date;
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
): Promise<MutationResult & { seq?: number; afterCommit?: AfterCommit }> {
  await lockActor(tx, actor);
  const seen = await tx`select 1 from events where id = ${mutation.id}`;
  if (seen.length > 0) return { id: mutation.id, status: 'duplicate' };
  const [{ arrival }] = await tx<{ arrival: Date }[]>`select now() as arrival`;
  const at = effectiveTime(mutation.clientTime === null ? null : new Date(mutation.clientTime), arrival);
  const outcome = await command({ tx, actor, id: mutation.id, at }, mutation.args);
  return { id: mutation.id, ...outcome };
}
