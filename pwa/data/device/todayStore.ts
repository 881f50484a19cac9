/**
 * An advisor's Today on the device: the list as it last came from the server, with every lead on
 * it (what the phone needs to call, message and log), so the workspace opens on it with no signal.
 * It is the user's own: logging out removes it (signOut.ts).
 */
import type { Today } from '../../../contract/today.ts';
import { metaKeys, type OfflineDb } from './db.ts';

/** Today as the device keeps it, and when it came from the server. */
export interface KeptToday {
  today: Today;
  keptAt: string;
}

export async function rememberToday(db: OfflineDb, userId: string, today: Today): Promise<void> {
  const kept: KeptToday = { today, keptAt: new Date().toISOString() };
  await db.meta.put({ key: metaKeys.today(userId), value: JSON.stringify(kept) });
}

export async function recallToday(db: OfflineDb, userId: string): Promise<KeptToday | undefined> {
  const stored = await db.meta.get(metaKeys.today(userId));
  return typeof stored?.value === 'string' ? (JSON.parse(stored.value) as KeptToday) : undefined;
}
