/** The device store and its operations, as one module loaded on first use (Dexie stays out of the entry chunk). */
export { offlineDb, type OfflineDb } from './db.ts';
export * from './localData.ts';
export * from './outbox.ts';
export * from './syncPull.ts';
export * from './signOut.ts';
export * from './visitPack.ts';
