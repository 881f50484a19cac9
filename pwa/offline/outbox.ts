/**
 * The outbox of favourite intents (the Dexie Cloud pattern): the local change and its outbox entry
 * are written in one IndexedDB transaction, so no change goes untracked; a later intent for the same
 * user and property replaces the pending one before it is pushed; an entry leaves only once the
 * server has answered for its id.
 */
import type { FavoriteIntent, Property, SyncPushResult } from '../../api/contract/index.ts';
import type { OfflineDb, OutboxEntry } from './db.ts';

/** POST /sync takes at most this many events a batch. */
export const OUTBOX_BATCH = 500;

/** A v4 uuid; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newEventId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
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

/**
 * Records a favourite intent: the user's saved list, the property's flag and the outbox entry
 * change together or not at all. Returns the entry that now stands for this user and property.
 */
export async function recordFavoriteIntent(db: OfflineDb, input: FavoriteIntentInput): Promise<OutboxEntry> {
  const { userId, propertyId, favorite, property } = input;
  const now = input.now ?? new Date();
  const entry: OutboxEntry = { id: input.id ?? newEventId(), userId, propertyId, favorite, occurredAt: now.toISOString() };
  await db.transaction('rw', [db.outbox, db.savedProperties, db.properties], async () => {
    // Collapse: only the last intent for this user and property is ever pushed.
    await db.outbox.where('[userId+propertyId]').equals([userId, propertyId]).delete();
    await db.outbox.add(entry);
    if (favorite) await db.savedProperties.put({ userId, propertyId, savedAt: entry.occurredAt });
    else await db.savedProperties.delete([userId, propertyId]);
    if (property) {
      await db.properties.put({ ...property, favorite, seenAt: now.getTime(), favoriteOf: userId });
    } else {
      await db.properties.update(propertyId, { favorite, favoriteOf: userId });
    }
  });
  return entry;
}

/** The user's waiting intents, oldest first. */
export function pendingIntents(db: OfflineDb, userId: string): Promise<OutboxEntry[]> {
  return db.outbox.where('userId').equals(userId).sortBy('occurredAt');
}

/** Takes entries off the outbox by id; an entry replaced meanwhile has another id and stays. */
export async function forgetIntents(db: OfflineDb, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.outbox.bulkDelete([...ids]);
}

export function toFavoriteIntent(entry: OutboxEntry): FavoriteIntent {
  return { id: entry.id, type: 'favorite.set', propertyId: entry.propertyId, favorite: entry.favorite, occurredAt: entry.occurredAt };
}

export interface FlushReport {
  /** Every answer the server gave, in order. */
  results: SyncPushResult[];
  /** The property ids whose intent was not applied as sent (superseded by a later one, or rejected). */
  overruled: string[];
}

/**
 * Sends the user's outbox in batches through `send` (POST /sync) and removes each entry the
 * server answered for, whatever the answer: applied, duplicate, superseded and rejected are all
 * final. When `send` throws (offline, server down, session gone) the unanswered entries stay.
 */
export async function flushOutbox(
  db: OfflineDb,
  userId: string,
  send: (events: FavoriteIntent[]) => Promise<SyncPushResult[]>,
): Promise<FlushReport> {
  const entries = await pendingIntents(db, userId);
  const report: FlushReport = { results: [], overruled: [] };
  for (let start = 0; start < entries.length; start += OUTBOX_BATCH) {
    const batch = entries.slice(start, start + OUTBOX_BATCH);
    const results = await send(batch.map(toFavoriteIntent));
    const sent = new Map(batch.map((entry) => [entry.id, entry]));
    const answered = results.filter((result) => sent.has(result.id));
    await forgetIntents(
      db,
      answered.map((result) => result.id),
    );
    report.results.push(...answered);
    for (const result of answered) {
      if (result.status === 'superseded' || result.status === 'rejected') report.overruled.push(sent.get(result.id)!.propertyId);
    }
  }
  return report;
}
