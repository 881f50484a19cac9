/**
 * Pulling GET /sync into the device store: each page of changes and the cursor after it are
 * written in one transaction, so a pull cut short resumes where it stopped and never skips.
 */
import type { SyncChange, SyncPull } from '../../../contract/mutations.ts';
import { metaKeys, type OfflineDb } from './db.ts';
import { pendingFavorites } from './outbox.ts';

/** What a pull touched, so the screens showing it can refetch. */
export interface PullSummary {
  properties: boolean;
  projects: boolean;
  favorites: boolean;
  /** The cursor after the last page applied. */
  cursor: number;
  /** The viewer had no cursor on this device before this pull. */
  fresh: boolean;
}

/** Pages pulled per run at most; a long history is caught up over the next runs. */
export const PULL_PAGES_PER_RUN = 10;

/**
 * Applies one page of changes. Listings are kept only once seen (the device is not a mirror of the
 * catalogue): a change to a stored listing updates it, a deletion removes it everywhere. Projects
 * are few and all kept. The user's own favourite changes update their saved list and flags, except
 * where an intent of theirs still waits in the outbox: that one is newer.
 */
export async function applySyncChanges(
  db: OfflineDb,
  userId: string | null,
  changes: readonly SyncChange[],
  cursor: number,
): Promise<Omit<PullSummary, 'cursor' | 'fresh'>> {
  const summary = { properties: false, projects: false, favorites: false };
  await db.transaction('rw', [db.properties, db.projects, db.savedProperties, db.outbox, db.meta, db.recentlyViewed], async () => {
    const pending = new Set((await pendingFavorites(db, userId)).keys());
    const seenAt = Date.now();
    for (const change of changes) {
      switch (change.type) {
        case 'property.upserted': {
          const stored = await db.properties.get(change.subjectId);
          if (!stored) break;
          const favorite = pending.has(change.subjectId) && stored.favoriteOf === userId ? stored.favorite : change.data.favorite;
          await db.properties.put({ ...change.data, favorite, seenAt: stored.seenAt, favoriteOf: userId });
          summary.properties = true;
          break;
        }
        case 'property.deleted':
          await db.properties.delete(change.subjectId);
          await db.savedProperties.filter((entry) => entry.propertyId === change.subjectId).delete();
          await db.recentlyViewed.delete(change.subjectId);
          summary.properties = true;
          summary.favorites = true;
          break;
        case 'project.upserted':
          await db.projects.put({ ...change.data, seenAt });
          summary.projects = true;
          break;
        case 'project.deleted':
          await db.projects.delete(change.subjectId);
          summary.projects = true;
          break;
        case 'favorite.set': {
          if (!userId || pending.has(change.data.propertyId)) break;
          const { propertyId, favorite } = change.data;
          await db.properties.update(propertyId, { favorite, favoriteOf: userId });
          const key: [string, string] = [userId, propertyId];
          if (!favorite) await db.savedProperties.delete(key);
          // The change carries no time; the next read of the saved list brings the real one.
          else if (!(await db.savedProperties.get(key)))
            await db.savedProperties.put({ userId, propertyId, savedAt: new Date(seenAt).toISOString() });
          summary.favorites = true;
          summary.properties = true;
          break;
        }
      }
    }
    await db.meta.put({ key: metaKeys.syncCursor(userId), value: cursor });
  });
  return summary;
}

/**
 * Where a viewer's pull starts: their own cursor; else another viewer's on this device (listings
 * and projects are public, so it covers what the device holds); else `latest`. A device that holds
 * nothing yet has no use for the log before now: every listing it reads from then on comes fresh
 * from the server, and changes after that reach it through the pulls.
 */
async function startingCursor(db: OfflineDb, userId: string | null): Promise<{ since: number | 'latest'; fresh: boolean }> {
  const own = await db.meta.get(metaKeys.syncCursor(userId));
  if (typeof own?.value === 'number') return { since: own.value, fresh: false };
  const others = await db.meta.where('key').startsWith(metaKeys.syncCursorPrefix).toArray();
  const cursors = others.map((entry) => entry.value).filter((value): value is number => typeof value === 'number');
  return { since: cursors.length > 0 ? Math.max(...cursors) : 'latest', fresh: true };
}

/** Pulls from the viewer's cursor while the server has more (up to `maxPages`), applying each page. */
export async function pullChanges(
  db: OfflineDb,
  userId: string | null,
  fetchPage: (since: number | 'latest') => Promise<SyncPull>,
  maxPages = PULL_PAGES_PER_RUN,
): Promise<PullSummary> {
  const start = await startingCursor(db, userId);
  let since = start.since;
  const summary: PullSummary = {
    properties: false,
    projects: false,
    favorites: false,
    cursor: typeof since === 'number' ? since : 0,
    fresh: start.fresh,
  };
  for (let page = 0; page < maxPages; page++) {
    const pulled = await fetchPage(since);
    const touched = await applySyncChanges(db, userId, pulled.changes, pulled.cursor);
    summary.properties ||= touched.properties;
    summary.projects ||= touched.projects;
    summary.favorites ||= touched.favorites;
    since = pulled.cursor;
    summary.cursor = pulled.cursor;
    if (!pulled.hasMore) break;
  }
  return summary;
}

/**
 * Whether the device has to fetch the user's saved list: it never came down here (a pull that
 * starts a user at `latest` skips their earlier favourite changes; a fetch cut short by a lost
 * connection is asked again), or a pull saved a listing the device holds nothing of (another device
 * saved it), which the saved list would not show offline.
 */
export async function needsSavedList(db: OfflineDb, userId: string): Promise<boolean> {
  if (!(await db.meta.get(metaKeys.savedListAt(userId)))) return true;
  const entries = await db.savedProperties.where('userId').equals(userId).toArray();
  const stored = await db.properties.bulkGet(entries.map((entry) => entry.propertyId));
  return stored.some((row) => row === undefined);
}
