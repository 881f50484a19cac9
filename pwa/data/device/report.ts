/**
 * The sender's report applied to the device store, so the screens read what stands on the server
 * once a mutation is answered; no screen reconciles on its own.
 */
import type { SavedProperty } from '../../../contract/favorites.ts';
import type { OfflineDb } from './db.ts';
import { rememberSavedList, settleFavorite } from './localData.ts';
import { pendingFavorites, type SendReport } from './outbox.ts';

/** How the device reads back, from the server, the records of answered mutations it cannot trust. */
export interface SettleReaders {
  /** GET /favorites: the user's saved list as the server holds it. */
  savedList(): Promise<SavedProperty[]>;
}

/** The favourite each answered `favorite.set` leaves standing, by mutation id. */
export type FavoriteStates = Map<string, boolean>;

/**
 * Applies a report of `userId`'s mutations. A favourite the server refused is not saved (its
 * listing is gone, or the request was refused whole). A favourite answered other than `applied`
 * (overruled by a later intent, a replay of one applied before, refused) is read back with the
 * saved list: while an intent waits, a pull skips the server's changes of its record, so the
 * device may show a state the server does not hold. `states` is filled as it goes: a read-back
 * that fails throws, and the caller still has what was settled before it.
 */
export async function settleReport(
  db: OfflineDb,
  userId: string,
  report: SendReport,
  readers: SettleReaders,
  states: FavoriteStates = new Map(),
): Promise<FavoriteStates> {
  const favorites = report.mutations.flatMap((sent) => (sent.entry.type === 'favorite.set' ? [{ ...sent, args: sent.entry.args }] : []));
  if (favorites.length === 0) return states;
  // An intent of the same listing made while the batch was out is newer than any answer.
  const waiting = await pendingFavorites(db, userId);
  for (const { entry, args, verdict } of favorites) {
    const newer = waiting.get(args.propertyId);
    if (verdict === 'failed' && newer === undefined) await settleFavorite(db, userId, args.propertyId, false);
    states.set(entry.id, newer ?? (verdict === 'failed' ? false : args.favorite));
  }
  const unsure = favorites.filter((sent) => sent.result.status !== 'applied');
  if (unsure.length === 0) return states;
  const saved = new Set((await rememberSavedList(db, userId, await readers.savedList())).map((property) => property._id));
  for (const { entry, args } of unsure) states.set(entry.id, saved.has(args.propertyId));
  return states;
}
