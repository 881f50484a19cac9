/**
 * The device store (IndexedDB through Dexie): what this browser has seen of listings and projects,
 * each user's saved list, the /sync cursors, the outbox of the user's mutations (their writes)
 * waiting to be sent, and the properties this device opened last (never sent anywhere).
 * Nothing here is authoritative: the server is, and every online read overwrites what is stored.
 */
import Dexie, { type EntityTable, type Table } from 'dexie';
import type { MutationArgs, MutationType } from '../../../contract/mutations.ts';
import type { Project } from '../../../contract/projects.ts';
import type { Property } from '../../../contract/properties.ts';
import type { SavedSearch } from '../../../contract/savedSearches.ts';
import type { SearchMeta } from '../../../contract/search.ts';
import type { UnitType } from '../../../contract/unitTypes.ts';

export const OFFLINE_DB_NAME = 'shreeji-offline';

/** A property as last seen, with the user its `favorite` flag belongs to. */
export interface StoredProperty extends Property {
  /** When this device last received it (ms since epoch); old, unsaved ones are pruned first. */
  seenAt: number;
  /** Whose `favorite` this is; another user on the same device reads their own saved list instead. */
  favoriteOf: string | null;
}

export interface StoredProject extends Project {
  seenAt: number;
}

/** One property in one user's saved list. */
export interface SavedEntry {
  userId: string;
  propertyId: string;
  savedAt: string;
}

/** One search or listing page as it was answered: the ids in order, the paging meta. */
export interface StoredSearch {
  /** The canonical query (see searchKey); one row per page. */
  key: string;
  ids: string[];
  meta?: SearchMeta;
  seenAt: number;
}

/** A property this device opened, and when (ms since epoch); the newest twelve are kept. */
export interface RecentView {
  propertyId: string;
  viewedAt: number;
  /** Who opened it: a signed-in user's views are theirs alone and leave with them; none (or null) for a visitor. */
  userId?: string | null;
}

/** One of a user's saved searches as this device knows it (changes made offline included). */
export interface StoredSavedSearch extends SavedSearch {
  userId: string;
}

/**
 * A property one user keeps for a site visit: the media it needs (gallery photos, thumbnails, the
 * RERA QR, floor plans, map tiles) were put into the media cache and each was found there before
 * this row was written.
 */
export interface VisitPack {
  userId: string;
  propertyId: string;
  /** Every URL the visit needs, as cached (same-origin paths). */
  urls: string[];
  /** Summed size of the kept responses, in bytes. */
  bytes: number;
  /** When it was kept (ISO 8601). */
  keptAt: string;
  /**
   * A unit of a project: that project's whole price list as it was kept, every floor plan of it
   * among `urls`. Absent on other properties, and on packs kept before price lists were (no index:
   * the store's schema is unchanged).
   */
  priceList?: UnitType[];
}

export interface MetaEntry {
  key: string;
  value: string | number;
}

/**
 * A mutation waiting to be sent with POST /sync: `{ id, type, args, clientTime }` and who made it.
 * At most one waits per user and record: a later mutation of the same record replaces it.
 */
export type OutboxEntry = {
  [T in MutationType]: {
    /** Client-made uuid: the server applies each id once. */
    id: string;
    userId: string;
    type: T;
    /** The desired state (never a toggle), so a replay is harmless. */
    args: MutationArgs<T>;
    /** Client clock, ISO 8601, when it was made (see the clock rule in api/commands/mutationRunner.ts). */
    clientTime: string;
    /** The record it writes (its local effect's `record`), e.g. `favorite:<propertyId>`. */
    record: string;
  };
}[MutationType];

/** An outbox entry of the first version: favourite intents only. */
interface FavoriteIntentV1 {
  id: string;
  userId: string;
  propertyId: string;
  favorite: boolean;
  occurredAt: string;
}

/** The stores of the first shipped version, which every later version upgrades from: never to be edited. */
export const FIRST_VERSION_STORES = {
  properties: '_id, seenAt',
  projects: '_id',
  savedProperties: '[userId+propertyId], userId',
  searches: 'key, seenAt',
  meta: 'key',
  outbox: 'id, [userId+propertyId], userId',
};

export class OfflineDb extends Dexie {
  properties!: EntityTable<StoredProperty, '_id'>;
  projects!: EntityTable<StoredProject, '_id'>;
  savedProperties!: Table<SavedEntry, [string, string]>;
  searches!: EntityTable<StoredSearch, 'key'>;
  meta!: EntityTable<MetaEntry, 'key'>;
  outbox!: EntityTable<OutboxEntry, 'id'>;
  recentlyViewed!: EntityTable<RecentView, 'propertyId'>;
  savedSearches!: EntityTable<StoredSavedSearch, '_id'>;
  visitPacks!: Table<VisitPack, [string, string]>;

  constructor(name = OFFLINE_DB_NAME) {
    super(name);
    this.version(1).stores(FIRST_VERSION_STORES);
    // The outbox holds typed mutations: the waiting favourite intents become `favorite.set` ones.
    this.version(2)
      .stores({ outbox: 'id, [userId+record], userId' })
      .upgrade((tx) =>
        tx
          .table('outbox')
          .toCollection()
          .modify((entry: Partial<FavoriteIntentV1> & Record<string, unknown>) => {
            if (entry.type !== undefined && entry.args !== undefined) return;
            const { propertyId, favorite, occurredAt } = entry as FavoriteIntentV1;
            Object.assign(entry, {
              type: 'favorite.set',
              args: { propertyId, favorite },
              clientTime: occurredAt,
              // Written out, not asked of mutations.ts: an upgrade stays as it was when it shipped.
              record: `favorite:${propertyId}`,
            });
            delete entry.propertyId;
            delete entry.favorite;
            delete entry.occurredAt;
          }),
      );
    // The properties the device opened last. A new table: nothing earlier to carry over.
    this.version(3).stores({ recentlyViewed: 'propertyId, viewedAt' });
    // A user's saved searches as the device knows them. A new table: nothing earlier to carry over.
    this.version(4).stores({ savedSearches: '_id, userId' });
    // The properties each user keeps for a site visit. A new table: nothing earlier to carry over.
    this.version(5).stores({ visitPacks: '[userId+propertyId], userId' });
  }
}

/** Keys of the meta table. */
export const metaKeys = {
  /** The /sync cursor of one viewer: favourite changes are per user, so each has its own. */
  syncCursor: (userId: string | null) => `sync-cursor:${userId ?? 'visitor'}`,
  /** What every viewer's cursor key starts with. */
  syncCursorPrefix: 'sync-cursor:',
  /** Set once a user's saved list came from the server on this device (an empty list is then real). */
  savedListAt: (userId: string) => `saved-list-at:${userId}`,
  /** Set once the projects list came from the server on this device. */
  projectsAt: 'projects-at',
  /** Set once the browser was asked to keep this site's storage (navigator.storage.persist()). */
  persistAsked: 'storage-persist-asked',
  /** An advisor's Today list as it last came, with the leads on it: it opens with no signal. */
  today: (userId: string) => `today:${userId}`,
} as const;

let shared: OfflineDb | null = null;

/** The app's database, opened on first use. */
export function offlineDb(): OfflineDb {
  shared ??= new OfflineDb();
  return shared;
}
