/**
 * Pulling GET /sync into the device store: each page of changes and the cursor after it are
 * written in one transaction, so a pull cut short resumes where it stopped and never skips.
 */
import type { SyncChange, SyncPull } from '../../api/contract/index.ts';
import { metaKeys, type OfflineDb } from './db.ts';

/** What a pull touched, so the screens showing it can refetch. */
export interface PullSummary {
  properties: boolean;
  projects: boolean;
  favorites: boolean;
  /** The cursor after the last page applied. */
  cursor: number;
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
): Promise<Omit<PullSummary, 'cursor'>> {
  const summary = { properties: false, projects: false, favorites: false };
  await db.transaction('rw', [db.properties, db.projects, db.savedProperties, db.outbox, db.meta], async () => {
    const pending = userId
      ? new Set((await db.outbox.where('userId').equals(userId).toArray()).map((entry) => entry.propertyId))
      : new Set<string>();
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
          else if (!(await db.savedProperties.get(key))) await db.savedProperties.put({ userId, propertyId, savedAt: new Date(seenAt).toISOString() });
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

/** Pulls from the viewer's cursor while the server has more (up to `maxPages`), applying each page. */
export async function pullChanges(
  db: OfflineDb,
  userId: string | null,
  fetchPage: (since: number) => Promise<SyncPull>,
  maxPages = PULL_PAGES_PER_RUN,
): Promise<PullSummary> {
  const stored = await db.meta.get(metaKeys.syncCursor(userId));
  let cursor = typeof stored?.value === 'number' ? stored.value : 0;
  const summary: PullSummary = { properties: false, projects: false, favorites: false, cursor };
  for (let page = 0; page < maxPages; page++) {
    const pulled = await fetchPage(cursor);
    const touched = await applySyncChanges(db, userId, pulled.changes, pulled.cursor);
    summary.properties ||= touched.properties;
    summary.projects ||= touched.projects;
    summary.favorites ||= touched.favorites;
    cursor = pulled.cursor;
    summary.cursor = cursor;
    if (!pulled.hasMore) break;
  }
  return summary;
}
