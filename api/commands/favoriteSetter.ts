/**
 * Favourites: one row per user and property holding the last intent (`active`) and its time
 * (`intent_at`). Online toggles apply at once; offline intents (POST /sync) carry their own id and
 * clock, are applied once by id, and only when newer than the intent already recorded, so the later
 * intent wins whichever device delivers it last. Each applied change appends one `favorite.set` event
 * in the same transaction; a change that changes nothing appends none.
 */
import type { FavoriteIntent, SyncPushAnswer, SyncPushResult } from '../contract/index.ts';
import type { Actor, Deps } from '../context.ts';
import { withTx, type Tx } from '../db.ts';
import { appendEvent } from '../events/appendEvent.ts';
import { notFound } from '../errors.ts';
import { uuidParam } from '../validate.ts';

export type FavoriteSetterDeps = Pick<Deps, 'sql'>;

const NOT_FOUND = 'Property not found';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Locks the user's favourite row for this property, creating an inactive one first if there is none,
 * so two concurrent toggles serialise instead of both inserting. Null when the property does not exist.
 */
async function lockFavorite(tx: Tx, userId: string, propertyId: string): Promise<{ active: boolean } | null> {
  // key share: the property cannot be deleted under us, yet other users' favourites are not blocked.
  const property = await tx`select 1 from properties where id = ${propertyId} for key share`;
  if (property.length === 0) return null;
  await tx`
    insert into favorites (user_id, property_id, active, intent_at)
    values (${userId}, ${propertyId}, false, '-infinity')
    on conflict (user_id, property_id) do nothing`;
  const [row] = await tx<{ active: boolean }[]>`
    select active from favorites where user_id = ${userId} and property_id = ${propertyId} for update`;
  return row;
}

/**
 * Sets (`desired` given) or toggles (`desired` undefined) the caller's favourite. An online action is
 * the newest intent there is: its time is now, or just after the recorded one if a device clock ran ahead.
 */
export async function setFavorite(
  deps: FavoriteSetterDeps,
  actor: Actor,
  id: string,
  desired?: boolean,
): Promise<{ favorite: boolean; changed: boolean }> {
  const propertyId = uuidParam(id, NOT_FOUND);
  return withTx(deps.sql, async (tx) => {
    const current = await lockFavorite(tx, actor.id, propertyId);
    if (!current) throw notFound(NOT_FOUND);
    const favorite = desired ?? !current.active;
    if (favorite === current.active) return { favorite, changed: false };
    await tx`
      update favorites set active = ${favorite}, intent_at = greatest(now(), intent_at + interval '1 millisecond'), updated_at = now()
      where user_id = ${actor.id} and property_id = ${propertyId}`;
    await appendEvent(tx, { type: 'favorite.set', subjectId: propertyId, actorId: actor.id, payload: { propertyId, favorite } });
    return { favorite, changed: true };
  });
}

/** Thrown inside the transaction to undo an intent whose id turned out to be recorded already. */
class AlreadyRecorded extends Error {}

/** Applies one queued intent in its own transaction; `seq` is its event's when it was applied. */
async function applyIntent(deps: FavoriteSetterDeps, actor: Actor, intent: FavoriteIntent): Promise<SyncPushResult & { seq?: number }> {
  if (!UUID.test(intent.propertyId)) return { id: intent.id, status: 'rejected', reason: NOT_FOUND };
  const propertyId = intent.propertyId.toLowerCase();
  try {
    return await withTx(deps.sql, async (tx): Promise<SyncPushResult & { seq?: number }> => {
      const seen = await tx`select 1 from events where id = ${intent.id}`;
      if (seen.length > 0) return { id: intent.id, status: 'duplicate' };
      const current = await lockFavorite(tx, actor.id, propertyId);
      if (!current) return { id: intent.id, status: 'rejected', reason: NOT_FOUND };
      // A device clock cannot vote for the future: its time counts as now at the latest.
      const applied = await tx`
        update favorites set active = ${intent.favorite}, intent_at = least(${intent.occurredAt}::timestamptz, now()), updated_at = now()
        where user_id = ${actor.id} and property_id = ${propertyId}
          and intent_at < least(${intent.occurredAt}::timestamptz, now())
        returning active`;
      if (applied.length === 0) return { id: intent.id, status: 'superseded' };
      const event = await appendEvent(tx, {
        id: intent.id,
        type: 'favorite.set',
        subjectId: propertyId,
        actorId: actor.id,
        payload: { propertyId, favorite: intent.favorite },
        occurredAt: new Date(intent.occurredAt),
      });
      // Another request recorded this id between our check and our insert: undo, it was applied there.
      if (!event) throw new AlreadyRecorded();
      return { id: intent.id, status: 'applied', seq: event.seq };
    });
  } catch (error) {
    if (error instanceof AlreadyRecorded) return { id: intent.id, status: 'duplicate' };
    throw error;
  }
}

/**
 * Applies a batch of offline intents in order, each once and in its own transaction, so one bad
 * intent never undoes the others and a replayed batch changes nothing.
 */
export async function applyFavoriteIntents(
  deps: FavoriteSetterDeps,
  actor: Actor,
  intents: readonly FavoriteIntent[],
): Promise<SyncPushAnswer> {
  const results: SyncPushResult[] = [];
  let cursor = 0;
  for (const intent of intents) {
    const { seq, ...result } = await applyIntent(deps, actor, intent);
    if (seq !== undefined) cursor = Math.max(cursor, seq);
    results.push(result);
  }
  return { results, cursor };
}
