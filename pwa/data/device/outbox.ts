/**
 * The outbox of the user's mutations (the Replicache / Dexie Cloud pattern): a mutation's local
 * effect and its outbox entry are written in one IndexedDB transaction, so no change goes untracked;
 * a later mutation of the same user and record replaces the waiting one before it is sent; an entry
 * leaves only once the server has answered for its id.
 */
import type { Mutation, MutationArgs, MutationResult, MutationType } from '../../../contract/mutations.ts';
import type { Property } from '../../../contract/properties.ts';
import type { OfflineDb, OutboxEntry } from './db.ts';
import { localEffects, type LocalInputs } from './mutations.ts';

/** POST /sync takes at most this many mutations a batch. */
export const OUTBOX_BATCH = 500;

/** A v4 uuid (the app runs in secure contexts only: HTTPS, or localhost while developing). */
export function newEventId(): string {
  return crypto.randomUUID();
}

export interface MutationInput<T extends MutationType> {
  userId: string;
  type: T;
  args: MutationArgs<T>;
  /** Given to the local effect only (see LocalInputs). */
  local?: LocalInputs[T];
  now?: Date;
  id?: string;
}

/**
 * Records a mutation: its local effect and its outbox entry change together or not at all, and it
 * replaces the waiting mutation of the same record. Returns the entry that now stands for it.
 */
export async function recordMutation<T extends MutationType>(db: OfflineDb, input: MutationInput<T>): Promise<OutboxEntry> {
  const effect = localEffects[input.type];
  const now = input.now ?? new Date();
  const record = effect.record(input.args);
  const entry = {
    id: input.id ?? newEventId(),
    userId: input.userId,
    type: input.type,
    args: input.args,
    clientTime: now.toISOString(),
    record,
  } as OutboxEntry;
  await db.transaction('rw', [db.outbox, ...effect.tables(db)], async () => {
    // Collapse: only the last mutation of this user and record is ever sent.
    await db.outbox.where('[userId+record]').equals([input.userId, record]).delete();
    await db.outbox.add(entry);
    await effect.apply(db, { userId: input.userId, args: input.args, clientTime: now, local: input.local });
  });
  return entry;
}

export interface FavoriteIntentInput {
  userId: string;
  propertyId: string;
  favorite: boolean;
  /** The property as the screen shows it, so it can be shown offline too (saved list, detail). */
  property?: Property;
  now?: Date;
  id?: string;
}

/** Records a `favorite.set` mutation: the saved list, the property's flag and the outbox entry together. */
export function recordFavoriteIntent(db: OfflineDb, input: FavoriteIntentInput): Promise<OutboxEntry> {
  const { userId, propertyId, favorite, property, now, id } = input;
  return recordMutation(db, { userId, type: 'favorite.set', args: { propertyId, favorite }, local: { property }, now, id });
}

/** The user's waiting mutations, oldest first. */
export function pendingMutations(db: OfflineDb, userId: string): Promise<OutboxEntry[]> {
  return db.outbox.where('userId').equals(userId).sortBy('clientTime');
}

/** The favourite state each waiting `favorite.set` of the user asks for, by property. */
export async function pendingFavorites(db: OfflineDb, userId: string | null): Promise<Map<string, boolean>> {
  if (!userId) return new Map();
  const entries = await db.outbox.where('userId').equals(userId).toArray();
  const favorites = new Map<string, boolean>();
  for (const entry of entries) if (entry.type === 'favorite.set') favorites.set(entry.args.propertyId, entry.args.favorite);
  return favorites;
}

/** Takes entries off the outbox by id; an entry replaced meanwhile has another id and stays. */
export async function forgetMutations(db: OfflineDb, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.outbox.bulkDelete([...ids]);
}

/** The body of POST /sync: the batch and this device's clock as it leaves (the server reads how far off it is). */
export const pushBody = (mutations: Mutation[], now = new Date()) => ({ mutations, sentAt: now.toISOString() });

/** The entry as it goes on the wire. */
export function toMutation(entry: OutboxEntry): Mutation {
  return { id: entry.id, type: entry.type, args: entry.args, clientTime: entry.clientTime } as Mutation;
}

/** What the sender makes of the server's answer for one mutation. */
export type Verdict =
  /** Applied, now or before (a replay of an id applied earlier). */
  | 'accepted'
  /** Not applied: a later intent of the same record stands on the server. */
  | 'overruled'
  /** Refused by the server. */
  | 'failed';

export const verdictOf = (status: MutationResult['status']): Verdict =>
  status === 'applied' || status === 'duplicate' ? 'accepted' : status === 'superseded' ? 'overruled' : 'failed';

/** One answered entry, as the sender reports it. */
export interface MutationReport {
  entry: OutboxEntry;
  result: MutationResult;
  verdict: Verdict;
}

/** The sender's report of one flush: every answer, and each answered entry with its verdict. */
export interface SendReport {
  /** Every answer the server gave, in order. */
  results: MutationResult[];
  mutations: MutationReport[];
}

/**
 * Sends the user's outbox in batches through `send` (POST /sync) and removes each entry the
 * server answered for, whatever the answer: applied, duplicate, superseded and rejected are all
 * final. When `send` throws (offline, server down, session gone) the unanswered entries stay.
 */
export async function flushOutbox(
  db: OfflineDb,
  userId: string,
  send: (mutations: Mutation[]) => Promise<MutationResult[]>,
): Promise<SendReport> {
  const entries = await pendingMutations(db, userId);
  const report: SendReport = { results: [], mutations: [] };
  for (let start = 0; start < entries.length; start += OUTBOX_BATCH) {
    const batch = entries.slice(start, start + OUTBOX_BATCH);
    const results = await send(batch.map(toMutation));
    const sent = new Map(batch.map((entry) => [entry.id, entry]));
    const answered = results.filter((result) => sent.has(result.id));
    await forgetMutations(
      db,
      answered.map((result) => result.id),
    );
    report.results.push(...answered);
    for (const result of answered) report.mutations.push({ entry: sent.get(result.id)!, result, verdict: verdictOf(result.status) });
  }
  return report;
}
