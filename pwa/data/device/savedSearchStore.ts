/**
 * A user's saved searches on the device: the server's list with their unsent writes laid over it,
 * kept so the dashboard shows them offline.
 */
import type { SavedSearch } from '../../../contract/savedSearches.ts';
import type { OfflineDb, OutboxEntry } from './db.ts';
import { pendingMutations } from './outbox.ts';

const byCreation = (a: SavedSearch, b: SavedSearch) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id);

/** The server's list with the user's unsent saved-search writes laid over it, oldest first. */
export function withPendingWrites(list: readonly SavedSearch[], pending: readonly OutboxEntry[]): SavedSearch[] {
  const byId = new Map(list.map((search) => [search._id, search]));
  for (const entry of pending) {
    if (entry.type === 'savedSearch.create') {
      const { savedSearchId, ...fields } = entry.args;
      if (!byId.has(savedSearchId)) {
        byId.set(savedSearchId, {
          _id: savedSearchId,
          ...fields,
          query: fields.query,
          paused: false,
          newCount: 0,
          createdAt: entry.clientTime,
          updatedAt: entry.clientTime,
        });
      }
    } else if (entry.type === 'savedSearch.update') {
      const { savedSearchId, ...fields } = entry.args;
      const current = byId.get(savedSearchId);
      const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
      if (current) byId.set(savedSearchId, { ...current, ...changes, updatedAt: entry.clientTime });
    } else if (entry.type === 'savedSearch.delete') {
      byId.delete(entry.args.savedSearchId);
    }
  }
  return [...byId.values()].sort(byCreation);
}

/** Replaces the user's stored list with the server's (their unsent writes on top); returns the list to show. */
export async function rememberSavedSearches(db: OfflineDb, userId: string, list: readonly SavedSearch[]): Promise<SavedSearch[]> {
  const shown = withPendingWrites(list, await pendingMutations(db, userId));
  await db.transaction('rw', db.savedSearches, async () => {
    await db.savedSearches.where('userId').equals(userId).delete();
    await db.savedSearches.bulkPut(shown.map((search) => ({ ...search, userId })));
  });
  return shown;
}

/** The user's saved searches as the device knows them, oldest first. */
export async function recallSavedSearches(db: OfflineDb, userId: string): Promise<SavedSearch[]> {
  const stored = await db.savedSearches.where('userId').equals(userId).toArray();
  return stored.map(({ userId: _userId, ...search }) => search).sort(byCreation);
}

/** Takes a saved search off the device (a creation the server refused). */
export async function forgetSavedSearch(db: OfflineDb, savedSearchId: string): Promise<void> {
  await db.savedSearches.delete(savedSearchId);
}
