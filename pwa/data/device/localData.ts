/**
 * Reads and write-through of the device store. Every successful network read is remembered here
 * ("remember*"), and when the network is gone the screens are answered from here ("recall*").
 * Favourite flags always reflect the intents still waiting in the outbox, so a refetch that
 * raced ahead of a push never un-flips a heart.
 */
import type { Envelope } from '../../../contract/answers.ts';
import type { SavedProperty } from '../../../contract/favorites.ts';
import type { Project } from '../../../contract/projects.ts';
import type { Property } from '../../../contract/properties.ts';
import type { SearchMeta } from '../../../contract/search.ts';
import { metaKeys, type OfflineDb, type StoredProperty } from './db.ts';
import { pendingFavorites } from './outbox.ts';

type PropertyPage = Envelope<Property[], SearchMeta>;

/** How much the device keeps of what was merely browsed (saved and pending ones are always kept). */
export const DEVICE_LIMITS = { properties: 1500, searches: 300 } as const;

/** A stable key for one answered search page: the same parameters in any order give the same key. */
export function searchKey(kind: string, params: Record<string, string>, page?: number): string {
  const sorted = Object.keys(params)
    .sort()
    .map((name) => [name, params[name]]);
  return JSON.stringify([kind, sorted, page ?? null]);
}

function withoutDeviceFields(stored: StoredProperty): Property {
  const { seenAt: _seenAt, favoriteOf: _favoriteOf, ...property } = stored;
  return property;
}

/** Stores network properties for `userId` (null: a visitor) and returns them with pending intents applied. */
async function storeProperties(db: OfflineDb, properties: readonly Property[], userId: string | null): Promise<Property[]> {
  const pending = await pendingFavorites(db, userId);
  const seenAt = Date.now();
  const shown = properties.map((property) =>
    pending.has(property._id) ? { ...property, favorite: pending.get(property._id)! } : property,
  );
  await db.properties.bulkPut(shown.map((property) => ({ ...property, seenAt, favoriteOf: userId })));
  return shown;
}

/** Stored properties in the given order (missing ones left out), each flagged for `userId`. */
async function readProperties(db: OfflineDb, ids: readonly string[], userId: string | null): Promise<Property[]> {
  const stored = (await db.properties.bulkGet([...ids])).filter((row): row is StoredProperty => row !== undefined);
  if (!userId) return stored.map((row) => ({ ...withoutDeviceFields(row), favorite: false }));
  const pending = await pendingFavorites(db, userId);
  const saved = new Set((await db.savedProperties.where('userId').equals(userId).toArray()).map((entry) => entry.propertyId));
  return stored.map((row) => {
    const favorite = pending.get(row._id) ?? (row.favoriteOf === userId ? row.favorite : saved.has(row._id));
    return { ...withoutDeviceFields(row), favorite };
  });
}

export function rememberProperty(db: OfflineDb, property: Property, userId: string | null): Promise<Property> {
  return db.transaction('rw', [db.properties, db.outbox], async () => (await storeProperties(db, [property], userId))[0]!);
}

export async function recallProperty(db: OfflineDb, id: string, userId: string | null): Promise<Property | undefined> {
  return (await readProperties(db, [id], userId))[0];
}

export function rememberSearchPage(db: OfflineDb, key: string, page: PropertyPage, userId: string | null): Promise<PropertyPage> {
  return db.transaction('rw', [db.properties, db.outbox, db.searches], async () => {
    const data = await storeProperties(db, page.data, userId);
    await db.searches.put({ key, ids: page.data.map((property) => property._id), meta: page.meta, seenAt: Date.now() });
    return { ...page, data };
  });
}

export async function recallSearchPage(db: OfflineDb, key: string, userId: string | null): Promise<PropertyPage | undefined> {
  const search = await db.searches.get(key);
  if (!search) return undefined;
  const data = await readProperties(db, search.ids, userId);
  // Every listing of the page was pruned or deleted since: nothing to show, not "no results".
  if (search.ids.length > 0 && data.length === 0) return undefined;
  return { data, meta: search.meta };
}

/** The projects list is small and public: the device keeps all of it, replaced on every read. */
export function rememberProjects(db: OfflineDb, projects: readonly Project[]): Promise<void> {
  return db.transaction('rw', [db.projects, db.meta], async () => {
    const seenAt = Date.now();
    await db.projects.clear();
    await db.projects.bulkPut(projects.map((project) => ({ ...project, seenAt })));
    await db.meta.put({ key: metaKeys.projectsAt, value: new Date(seenAt).toISOString() });
  });
}

const newestFirst = (a: Pick<Project, 'createdAt' | '_id'>, b: Pick<Project, 'createdAt' | '_id'>) =>
  b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id);

export async function recallProjects(db: OfflineDb): Promise<Project[] | undefined> {
  const [rows, known] = await Promise.all([db.projects.toArray(), db.meta.get(metaKeys.projectsAt)]);
  if (!known && rows.length === 0) return undefined;
  return rows.map(({ seenAt: _seenAt, ...project }) => project).sort(newestFirst);
}

/** The user's saved list as this device knows it, newest first; undefined when it never came down. */
export async function recallSavedList(db: OfflineDb, userId: string): Promise<SavedProperty[] | undefined> {
  const [entries, known] = await Promise.all([
    db.savedProperties.where('userId').equals(userId).toArray(),
    db.meta.get(metaKeys.savedListAt(userId)),
  ]);
  if (!known && entries.length === 0) return undefined;
  const stored = await db.properties.bulkGet(entries.map((entry) => entry.propertyId));
  const list: SavedProperty[] = [];
  entries.forEach((entry, index) => {
    const row = stored[index];
    if (row) list.push({ ...withoutDeviceFields(row), favorite: true, savedAt: entry.savedAt });
  });
  return list.sort((a, b) => b.savedAt.localeCompare(a.savedAt) || b._id.localeCompare(a._id));
}

/**
 * Replaces the user's saved list with the server's, keeping the intents still in the outbox on
 * top of it (saved offline: still listed; removed offline: still gone). Returns the list to show.
 */
export async function rememberSavedList(db: OfflineDb, userId: string, list: readonly SavedProperty[]): Promise<SavedProperty[]> {
  await db.transaction('rw', [db.properties, db.savedProperties, db.outbox, db.meta], async () => {
    const pending = await pendingFavorites(db, userId);
    const seenAt = Date.now();
    await db.properties.bulkPut(
      list.map(({ savedAt: _savedAt, ...property }) => ({
        ...property,
        favorite: pending.get(property._id) ?? true,
        seenAt,
        favoriteOf: userId,
      })),
    );
    const current = await db.savedProperties.where('userId').equals(userId).toArray();
    const onServer = new Set(list.map((property) => property._id));
    const stale = current.filter((entry) => !onServer.has(entry.propertyId) && pending.get(entry.propertyId) !== true);
    await db.savedProperties.bulkDelete(stale.map((entry) => [userId, entry.propertyId] as [string, string]));
    // Their stored flags follow: a heart shown offline agrees with the saved list.
    for (const entry of stale) await db.properties.update(entry.propertyId, { favorite: false, favoriteOf: userId });
    await db.savedProperties.bulkPut(
      list
        .filter((property) => pending.get(property._id) !== false)
        .map((property) => ({ userId, propertyId: property._id, savedAt: property.savedAt })),
    );
    const unsaved = list.filter((property) => pending.get(property._id) === false);
    await db.savedProperties.bulkDelete(unsaved.map((property) => [userId, property._id] as [string, string]));
    await db.meta.put({ key: metaKeys.savedListAt(userId), value: new Date(seenAt).toISOString() });
  });
  return (await recallSavedList(db, userId)) ?? [];
}

/** Drops the oldest browsed listings and search pages beyond the limits; saved, pending, kept offline and recently viewed ones stay. */
export async function pruneDevice(db: OfflineDb, limits: { properties: number; searches: number } = DEVICE_LIMITS): Promise<void> {
  await db.transaction('rw', [db.properties, db.savedProperties, db.outbox, db.searches, db.recentlyViewed, db.visitPacks], async () => {
    const searches = await db.searches.count();
    if (searches > limits.searches) {
      const old = await db.searches
        .orderBy('seenAt')
        .limit(searches - limits.searches)
        .primaryKeys();
      await db.searches.bulkDelete(old);
    }
    const properties = await db.properties.count();
    if (properties <= limits.properties) return;
    const kept = new Set<string>([
      ...(await db.savedProperties.toArray()).map((entry) => entry.propertyId),
      ...(await db.outbox.toArray()).flatMap((entry) => (entry.type === 'favorite.set' ? [entry.args.propertyId] : [])),
      ...(await db.recentlyViewed.toCollection().primaryKeys()),
      ...(await db.visitPacks.toArray()).map((pack) => pack.propertyId),
    ]);
    const oldest = await db.properties.orderBy('seenAt').primaryKeys();
    const excess = properties - limits.properties;
    await db.properties.bulkDelete(oldest.filter((id) => !kept.has(id)).slice(0, excess));
  });
}

/** How many opened properties the device remembers. */
export const RECENTLY_VIEWED_LIMIT = 12;

/**
 * Notes that this device opened a property; only the newest twelve are kept. Nothing of it leaves
 * the device. A property the store does not hold yet (a page the server rendered) is kept as shown,
 * its heart read from the saved list, so the list can show it offline. A view made signed in is
 * that user's (`userId`): only they see it, and it leaves the device at their logout.
 */
export function recordRecentView(db: OfflineDb, property: Property, viewedAt = Date.now(), userId: string | null = null): Promise<void> {
  return db.transaction('rw', [db.properties, db.recentlyViewed], async () => {
    if (!(await db.properties.get(property._id)))
      await db.properties.put({ ...property, favorite: false, seenAt: viewedAt, favoriteOf: null });
    await db.recentlyViewed.put({ propertyId: property._id, viewedAt, userId });
    const count = await db.recentlyViewed.count();
    if (count <= RECENTLY_VIEWED_LIMIT) return;
    const oldest = await db.recentlyViewed
      .orderBy('viewedAt')
      .limit(count - RECENTLY_VIEWED_LIMIT)
      .primaryKeys();
    await db.recentlyViewed.bulkDelete(oldest);
  });
}

/**
 * The properties opened on this device by `userId` or by a visitor, newest first, as last stored
 * (ones no longer stored are left out); another user's views are never shown.
 */
export async function recallRecentlyViewed(db: OfflineDb, userId: string | null): Promise<Property[]> {
  const views = await db.recentlyViewed.orderBy('viewedAt').reverse().toArray();
  const ids = views.filter((view) => (view.userId ?? null) === null || view.userId === userId).map((view) => view.propertyId);
  return readProperties(db, ids, userId);
}

/** Sets a favourite on the device only (the server refused an intent: the heart shows what stands). */
export function settleFavorite(db: OfflineDb, userId: string, propertyId: string, favorite: boolean): Promise<void> {
  return db.transaction('rw', [db.properties, db.savedProperties], async () => {
    await db.properties.update(propertyId, { favorite, favoriteOf: userId });
    if (favorite) {
      const key: [string, string] = [userId, propertyId];
      if (!(await db.savedProperties.get(key))) await db.savedProperties.put({ userId, propertyId, savedAt: new Date().toISOString() });
    } else {
      await db.savedProperties.delete([userId, propertyId]);
    }
  });
}
