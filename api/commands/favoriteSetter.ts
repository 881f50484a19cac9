/**
 * Favourites: one row per user and property holding the last intent (`active`) and its effective
 * time (`intent_at`, see the clock rule in mutationRunner.ts). `favorite.set` is the one command that
 * changes them, whether the mutation came through POST /sync (queued on a device, or sent at once)
 * or POST /properties/:id/favorite. Each applied mutation appends one `favorite.set` event in the
 * same transaction, with the mutation's id (so the id is applied once); a direct call that asks for
 * the state already recorded is answered without one.
 */
import { randomUUID } from 'node:crypto';
import type { MutationArgs } from '../../contract/mutations.ts';
import { isUuid } from '../../contract/fields.ts';
import type { Actor, Deps } from '../context.ts';
import { withTx, type Tx } from '../db.ts';
import { appendEvent } from '../events/appendEvent.ts';
import { notFound } from '../errors.ts';
import { uuidParam } from '../validate.ts';
import { AlreadyRecorded, lockActor, runMutation, type Command } from './mutationRunner.ts';

export type FavoriteSetterDeps = Pick<Deps, 'sql'>;

const NOT_FOUND = 'Property not found';

/**
 * Locks the user's favourite row for this property, creating an inactive one first if there is none,
 * so two concurrent writes serialise instead of both inserting. Null when the property does not exist.
 * The caller's account must be locked first (lockActor): the row refers to it.
 */
async function lockFavorite(tx: Tx, userId: string, propertyId: string): Promise<{ active: boolean } | null> {
  // key share: the property cannot be deleted under us, yet other users' favourites are not blocked.
  // A draft is not there for anyone to save.
  const property = await tx`select 1 from properties where id = ${propertyId} and not draft for key share`;
  if (property.length === 0) return null;
  await tx`
    insert into favorites (user_id, property_id, active, intent_at)
    values (${userId}, ${propertyId}, false, '-infinity')
    on conflict (user_id, property_id) do nothing`;
  const [row] = await tx<{ active: boolean }[]>`
    select active from favorites where user_id = ${userId} and property_id = ${propertyId} for update`;
  return row;
}

/** The `favorite.set` command: sets the desired state if this intent is the latest (see the clock rule). */
export const favoriteSetCommand: Command<MutationArgs<'favorite.set'>> = async ({ tx, actor, id, at }, args) => {
  if (!isUuid(args.propertyId)) return { status: 'rejected', reason: NOT_FOUND };
  const propertyId = args.propertyId.toLowerCase();
  const current = await lockFavorite(tx, actor.id, propertyId);
  if (!current) return { status: 'rejected', reason: NOT_FOUND };
  const applied = await tx`
    update favorites set active = ${args.favorite}, intent_at = ${at}, updated_at = now()
    where user_id = ${actor.id} and property_id = ${propertyId} and intent_at < ${at}
    returning active`;
  if (applied.length === 0) return { status: 'superseded' };
  const event = await appendEvent(tx, {
    id,
    type: 'favorite.set',
    subjectId: propertyId,
    actorId: actor.id,
    payload: { propertyId, favorite: args.favorite },
    occurredAt: at,
  });
  // Another request recorded this id between the runner's check and this insert: it was applied there.
  if (!event) throw new AlreadyRecorded();
  return { status: 'applied', seq: event.seq };
};

/**
 * POST /properties/:id/favorite: sets (`desired` given) or toggles (`desired` undefined) the caller's
 * favourite, as a `favorite.set` mutation made now. Answers the state that stands afterwards.
 */
export async function setFavorite(
  deps: FavoriteSetterDeps,
  actor: Actor,
  id: string,
  desired?: boolean,
): Promise<{ favorite: boolean; changed: boolean }> {
  const propertyId = uuidParam(id, NOT_FOUND);
  return withTx(deps.sql, async (tx) => {
    await lockActor(tx, actor);
    const current = await lockFavorite(tx, actor.id, propertyId);
    if (!current) throw notFound(NOT_FOUND);
    const favorite = desired ?? !current.active;
    // Asking for the state that stands changes nothing and records nothing.
    if (favorite === current.active) return { favorite, changed: false };
    const result = await runMutation(tx, actor, { id: randomUUID(), args: { propertyId, favorite }, clientTime: null }, favoriteSetCommand);
    if (result.status === 'rejected') throw notFound(NOT_FOUND);
    if (result.status === 'superseded') return { favorite: current.active, changed: false };
    return { favorite, changed: favorite !== current.active };
  });
}
