/**
 * The server side of the mutation outbox: a registry mapping each mutation type to its command, and
 * POST /sync's batch applier. Adding a kind of write: its variant in contract/mutations.ts and
 * its command here.
 */
import type { Mutation, MutationArgs, MutationPushAnswer, MutationResult, MutationType } from '../../contract/mutations.ts';
import type { Actor, Deps } from '../context.ts';
import { withTx } from '../db.ts';
import { enquiryCreateCommand, type EnquiryWriterDeps } from './enquiryWriter.ts';
import { favoriteSetCommand } from './favoriteSetter.ts';
import { quickAddCommand } from './leadWriter.ts';
import { logOutcomeCommand } from './nextActionWriter.ts';
import { visitCheckInCommand } from './visitCheckIn.ts';
import { ownerListingCreateCommand } from './ownerListingWriter.ts';
import { savedSearchCreateCommand, savedSearchDeleteCommand, savedSearchUpdateCommand } from './savedSearchWriter.ts';
import { AlreadyRecorded, deviceClockOffset, lockActor, runMutation, type Command } from './mutationRunner.ts';

/** What the commands of a batch may use beyond its transaction (an enquiry records the agency's mail, an offer finds its photos). */
type CommandDeps = EnquiryWriterDeps & Pick<Deps, 'bucket'>;

export const commandsOf = (deps: CommandDeps): { [T in MutationType]: Command<MutationArgs<T>> } => ({
  'favorite.set': favoriteSetCommand,
  'enquiry.create': enquiryCreateCommand(deps),
  'savedSearch.create': savedSearchCreateCommand,
  'savedSearch.update': savedSearchUpdateCommand,
  'savedSearch.delete': savedSearchDeleteCommand,
  'lead.quickAdd': quickAddCommand(deps),
  'lead.logOutcome': logOutcomeCommand(deps),
  'visit.checkIn': visitCheckInCommand(deps),
  'ownerListing.create': ownerListingCreateCommand(deps),
});

/** Where a batch came from: the device's clock offset (see deviceClockOffset) and the client address. */
interface BatchOrigin {
  clockOffsetMs: number;
  ip: string | null;
}

/** Applies one mutation in its own transaction; `seq` is its event's when it appended one. */
async function applyMutation(
  deps: CommandDeps,
  actor: Actor,
  mutation: Mutation,
  command: Command<Mutation['args']>,
  origin: BatchOrigin,
): Promise<MutationResult & { seq?: number }> {
  try {
    return await withTx(deps.sql, (tx) => runMutation(tx, actor, mutation, command, origin));
  } catch (error) {
    if (error instanceof AlreadyRecorded) return { id: mutation.id, status: 'duplicate' };
    throw error;
  }
}

/**
 * Applies a batch in order, each mutation once and in its own transaction, so one refused mutation
 * never undoes the others and a replayed batch changes nothing. A caller whose account is gone is
 * refused (401) before anything is applied. `clock` is the device's reading when it sent the batch
 * and the server's when it arrived (see the clock rule in mutationRunner.ts), `ip` the client's address.
 */
export async function applyMutations(
  deps: CommandDeps,
  actor: Actor,
  mutations: readonly Mutation[],
  clock: { sentAt?: string; receivedAt?: Date; ip?: string } = {},
): Promise<MutationPushAnswer> {
  const commands = commandsOf(deps);
  const origin = { clockOffsetMs: deviceClockOffset(clock.sentAt, clock.receivedAt ?? new Date()), ip: clock.ip ?? null };
  await withTx(deps.sql, (tx) => lockActor(tx, actor));
  const results: MutationResult[] = [];
  let cursor = 0;
  for (const mutation of mutations) {
    const command = commands[mutation.type] as Command<Mutation['args']>;
    const { seq, ...result } = await applyMutation(deps, actor, mutation, command, origin);
    if (seq !== undefined) cursor = Math.max(cursor, seq);
    results.push(result);
  }
  return { results, cursor };
}
