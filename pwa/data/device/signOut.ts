/**
 * A shared phone: logging out removes the user's own data from the device (their saved list, the
 * properties they kept offline, what they opened, their favourite flags, their sync cursor and the record that their list came down). Their changes not
 * yet sent are kept aside under their id only: no screen reads them, and they return to the outbox
 * at that same user's next login on this device, then go out as they were made.
 */
import type { MutationType } from '../../../contract/mutations.ts';
import { metaKeys, type OfflineDb, type OutboxEntry } from './db.ts';
import { recordMutation } from './outbox.ts';

/** Where a user's unsent changes wait while they are logged out. */
export const keptAsideKey = (userId: string) => `kept-aside:${userId}`;

/** Removes the user's data from the device; their unsent changes are kept aside for their next login here. */
export async function forgetUser(db: OfflineDb, userId: string): Promise<void> {
  const tables = [db.outbox, db.savedProperties, db.savedSearches, db.properties, db.meta, db.visitPacks, db.recentlyViewed];
  await db.transaction('rw', tables, async () => {
    const unsent = await db.outbox.where('userId').equals(userId).toArray();
    if (unsent.length > 0) {
      const earlier = await db.meta.get(keptAsideKey(userId));
      const kept: OutboxEntry[] = typeof earlier?.value === 'string' ? (JSON.parse(earlier.value) as OutboxEntry[]) : [];
      await db.meta.put({ key: keptAsideKey(userId), value: JSON.stringify([...kept, ...unsent]) });
      await db.outbox.where('userId').equals(userId).delete();
    }
    await db.savedProperties.where('userId').equals(userId).delete();
    await db.savedSearches.where('userId').equals(userId).delete();
    // The properties kept for a site visit (their cached media go in forgetKeptPacks, visitPack.ts).
    await db.visitPacks.where('userId').equals(userId).delete();
    // What they opened while signed in is theirs too (a dozen rows at most: no index needed).
    await db.recentlyViewed.filter((view) => view.userId === userId).delete();
    // The listings stay (they are public); whose heart they carry does not.
    await db.properties.filter((row) => row.favoriteOf === userId).modify({ favorite: false, favoriteOf: null });
    await db.meta.bulkDelete([metaKeys.savedListAt(userId), metaKeys.syncCursor(userId), metaKeys.today(userId)]);
  });
}

/**
 * At the user's login on this device: their changes kept aside go back to the outbox (each with its
 * id and the time it was made, so a replay is harmless and the clock rule orders it right) and show
 * on the device again. Returns how many came back.
 */
export async function restoreKeptAside(db: OfflineDb, userId: string): Promise<number> {
  const stored = await db.meta.get(keptAsideKey(userId));
  if (typeof stored?.value !== 'string') return 0;
  const kept = (JSON.parse(stored.value) as OutboxEntry[]).sort((a, b) => a.clientTime.localeCompare(b.clientTime));
  for (const entry of kept) {
    // A change made since the login (a newer intent for the same record) stands over the kept one.
    const newer = await db.outbox.where('[userId+record]').equals([userId, entry.record]).first();
    if (newer && newer.clientTime >= entry.clientTime) continue;
    const { type, args, id, clientTime } = entry as unknown as { type: MutationType; args: never; id: string; clientTime: string };
    await recordMutation(db, { userId, type, args, id, now: new Date(clientTime) });
  }
  await db.meta.delete(keptAsideKey(userId));
  return kept.length;
}
