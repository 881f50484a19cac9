/**
 * The device store's one entry, loaded on first use (Dexie stays out of the entry chunk; see
 * load.ts): its operations, already bound to the open database.
 */
import { offlineDb, type OfflineDb } from './db.ts';
import {
  pruneDevice,
  recallProjects,
  recallProperty,
  recallRecentlyViewed,
  recallSavedList,
  recallSearchPage,
  recordRecentView,
  rememberProjects,
  rememberProperty,
  rememberSavedList,
  rememberSearchPage,
  searchKey,
} from './localData.ts';
import { flushOutbox, forgetMutations, pendingMutations, recordMutation } from './outbox.ts';
import { forgetSavedSearch, recallSavedSearches, rememberSavedSearches } from './savedSearchStore.ts';
import { forgetUser, restoreKeptAside } from './signOut.ts';
import { settleReport } from './report.ts';
import { recallToday, rememberToday } from './todayStore.ts';
import { needsSavedList, pullChanges } from './syncPull.ts';
import {
  askPersistentStorage,
  browserPackEnv,
  forgetKeptPacks,
  keepForOffline,
  keepProjectForOffline,
  keptPriceList,
  offlineSpace,
  packStatus,
  projectPackStatus,
  removeFromOffline,
} from './visitPack.ts';

type Bound<F> = F extends (db: OfflineDb, ...args: infer A) => infer R ? (...args: A) => R : never;

/** Each operation with the database as its first argument given. */
function bind<T extends Record<string, (db: OfflineDb, ...args: never) => unknown>>(db: OfflineDb, operations: T) {
  const entries = Object.entries(operations).map(([name, operation]) => [
    name,
    (...args: never[]) => (operation as (db: OfflineDb, ...rest: never[]) => unknown)(db, ...args),
  ]);
  return Object.fromEntries(entries) as { [K in keyof T]: Bound<T[K]> };
}

/** The operations of `db` (the app's database unless given), bound to it. */
export function deviceOf(db: OfflineDb = offlineDb()) {
  return {
    ...bind(db, {
      rememberProperty,
      recallProperty,
      rememberSearchPage,
      recallSearchPage,
      rememberProjects,
      recallProjects,
      rememberSavedList,
      recallSavedList,
      recordRecentView,
      recallRecentlyViewed,
      pruneDevice,
      rememberSavedSearches,
      recallSavedSearches,
      forgetSavedSearch,
      recordMutation,
      pendingMutations,
      forgetMutations,
      flushOutbox,
      pullChanges,
      settleReport,
      needsSavedList,
      forgetUser,
      restoreKeptAside,
      askPersistentStorage,
      keepForOffline,
      keepProjectForOffline,
      keptPriceList,
      packStatus,
      projectPackStatus,
      removeFromOffline,
      offlineSpace,
      forgetKeptPacks,
      rememberToday,
      recallToday,
    }),
    searchKey,
    browserPackEnv,
  };
}

export type Device = ReturnType<typeof deviceOf>;

/** Opens the app's database and answers its operations. */
export async function openDevice(): Promise<Device> {
  const db = offlineDb();
  await db.open();
  return deviceOf(db);
}
