/**
 * Saved searches: create, edit and delete, each a mutation command (so a device's outbox and the
 * REST routes run the same code) writing its rows and its event in one transaction. A user keeps
 * at most MAX_SAVED_SEARCHES; the count is checked under a per-user lock, so two devices saving at
 * once cannot pass it together.
 */
import { randomUUID } from 'node:crypto';
import type { MutationArgs } from '../../contract/mutations.ts';
import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_LIMIT_MESSAGE,
  type SavedSearchBody,
  type SavedSearchPatchBody,
} from '../../contract/savedSearches.ts';
import type { Actor, Deps } from '../context.ts';
import { withTx, type Tx } from '../db.ts';
import { badRequest, notFound } from '../errors.ts';
import { appendEvent } from '../events/appendEvent.ts';
import { AlreadyRecorded, runMutation, type Command, type CommandOutcome } from './mutationRunner.ts';
import { recordFormConsent } from './consentRecorder.ts';

export const SAVED_SEARCH_NOT_FOUND = 'Saved search not found';

async function recordEvent(
  tx: Tx,
  input: {
    id: string;
    type: 'saved_search.created' | 'saved_search.updated' | 'saved_search.deleted';
    searchId: string;
    actor: Actor;
    at: Date;
    payload: Record<string, unknown>;
  },
): Promise<CommandOutcome> {
  const event = await appendEvent(tx, {
    id: input.id,
    type: input.type,
    subjectId: input.searchId,
    actorId: input.actor.id,
    payload: input.payload,
    occurredAt: input.at,
  });
  if (!event) throw new AlreadyRecorded();
  return { status: 'applied', seq: event.seq };
}

export const savedSearchCreateCommand: Command<MutationArgs<'savedSearch.create'>> = async ({ tx, actor, id, at }, args) => {
  await tx`select pg_advisory_xact_lock(hashtext(${`saved_searches:${actor.id}`}))`;
  const [{ count }] = await tx<{ count: number }[]>`select count(*)::int as count from saved_searches where user_id = ${actor.id}`;
  if (count >= MAX_SAVED_SEARCHES) return { status: 'rejected', reason: SAVED_SEARCH_LIMIT_MESSAGE };
  const searchId = args.savedSearchId.toLowerCase();
  const inserted = await tx`
    insert into saved_searches (id, user_id, name, query, alert, channels)
    values (${searchId}, ${actor.id}, ${args.name}, ${tx.json(args.query)}, ${args.alert}, ${tx.array(args.channels)})
    on conflict (id) do nothing
    returning id`;
  if (inserted.length === 0) return { status: 'rejected', reason: 'This saved search exists already' };
  // Asking for alerts is consenting to them, under the notice the save dialog shows.
  if (args.alert !== 'off' && args.channels.length > 0) {
    await recordFormConsent(tx, actor.id, 'alerts', at);
  }
  return recordEvent(tx, {
    id,
    type: 'saved_search.created',
    searchId,
    actor,
    at,
    payload: { name: args.name, query: args.query, alert: args.alert, channels: args.channels },
  });
};

export const savedSearchUpdateCommand: Command<MutationArgs<'savedSearch.update'>> = async ({ tx, actor, id, at }, args) => {
  const { savedSearchId, ...changes } = args;
  const searchId = savedSearchId.toLowerCase();
  const [current] = await tx<{ query: Record<string, string> }[]>`
    select query from saved_searches where id = ${searchId} and user_id = ${actor.id} for update`;
  if (!current) return { status: 'rejected', reason: SAVED_SEARCH_NOT_FOUND };
  const sent = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as SavedSearchPatchBody;
  await tx`
    update saved_searches set
      name = coalesce(${sent.name ?? null}, name),
      query = coalesce(${sent.query ? tx.json(sent.query) : null}::jsonb, query),
      alert = coalesce(${sent.alert ?? null}, alert),
      channels = coalesce(${sent.channels ? tx.array(sent.channels) : null}::text[], channels),
      paused = coalesce(${sent.paused ?? null}::boolean, paused),
      updated_at = now()
    where id = ${searchId}`;
  // A different query is a different search: what the old one matched says nothing about the new one.
  if (sent.query && JSON.stringify(sent.query) !== JSON.stringify(current.query)) {
    await tx`delete from saved_search_matches where saved_search_id = ${searchId}`;
  }
  return recordEvent(tx, { id, type: 'saved_search.updated', searchId, actor, at, payload: { ...sent } });
};

export const savedSearchDeleteCommand: Command<MutationArgs<'savedSearch.delete'>> = async ({ tx, actor, id, at }, args) => {
  const searchId = args.savedSearchId.toLowerCase();
  const deleted = await tx`delete from saved_searches where id = ${searchId} and user_id = ${actor.id} returning id`;
  if (deleted.length === 0) return { status: 'rejected', reason: SAVED_SEARCH_NOT_FOUND };
  return recordEvent(tx, { id, type: 'saved_search.deleted', searchId, actor, at, payload: {} });
};

type WriterDeps = Pick<Deps, 'sql'>;

/** Runs a command now for a REST call; a refusal becomes the matching HTTP error. */
async function runNow<A>(deps: WriterDeps, actor: Actor, args: A, command: Command<A>): Promise<void> {
  const result = await withTx(deps.sql, (tx) =>
    runMutation(tx, actor, { id: randomUUID(), args: args as never, clientTime: null }, command as never),
  );
  if (result.status === 'rejected') {
    if (result.reason === SAVED_SEARCH_NOT_FOUND) throw notFound(SAVED_SEARCH_NOT_FOUND);
    throw badRequest(result.reason ?? 'Not saved');
  }
}

export async function createSavedSearch(deps: WriterDeps, actor: Actor, body: SavedSearchBody): Promise<string> {
  const savedSearchId = randomUUID();
  await runNow(deps, actor, { savedSearchId, ...body }, savedSearchCreateCommand);
  return savedSearchId;
}

export async function updateSavedSearch(deps: WriterDeps, actor: Actor, savedSearchId: string, patch: SavedSearchPatchBody): Promise<void> {
  await runNow(deps, actor, { savedSearchId, ...patch }, savedSearchUpdateCommand);
}

export async function deleteSavedSearch(deps: WriterDeps, actor: Actor, savedSearchId: string): Promise<void> {
  await runNow(deps, actor, { savedSearchId }, savedSearchDeleteCommand);
}
