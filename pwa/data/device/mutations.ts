/**
 * The local side of each mutation type: what it changes on the device (its local effect, written in
 * the same IndexedDB transaction as its outbox entry) and which record it writes (a later mutation of
 * the same record replaces a waiting one). Adding a kind of write: its variant in
 * contract/mutations.ts, its command on the server and its entry here.
 */
import type { Table } from 'dexie';
import type { MutationArgs, MutationType } from '../../../contract/mutations.ts';
import type { Property } from '../../../contract/properties.ts';
import type { OfflineDb } from './db.ts';

export interface LocalEffect<T extends MutationType, Local> {
  /** The record the mutation writes, per user: one mutation per record waits at a time. */
  record(args: MutationArgs<T>): string;
  /** The tables `apply` writes, opened in the outbox's transaction. */
  tables(db: OfflineDb): Table[];
  /** Shows the mutation on the device at once (runs inside the outbox's transaction). */
  apply(db: OfflineDb, input: { userId: string; args: MutationArgs<T>; clientTime: Date; local?: Local }): Promise<void>;
}

/** What each type's local effect may be given beside its args (never sent to the server). */
export interface LocalInputs {
  /** The property as the screen shows it, so it can be shown offline too (saved list, detail). */
  'favorite.set': { property?: Property };
  'enquiry.create': undefined;
  'savedSearch.create': undefined;
  'savedSearch.update': undefined;
  'savedSearch.delete': undefined;
  'lead.quickAdd': undefined;
  'lead.logOutcome': undefined;
  'visit.checkIn': undefined;
  'ownerListing.create': undefined;
}

/** A saved search's writes wait one per kind, so an edit made offline never replaces the unsent creation. */
const savedSearchRecord =
  (kind: string) =>
  ({ savedSearchId }: { savedSearchId: string }) =>
    `savedSearch:${savedSearchId}:${kind}`;

export const localEffects: { [T in MutationType]: LocalEffect<T, LocalInputs[T]> } = {
  'favorite.set': {
    record: ({ propertyId }) => `favorite:${propertyId}`,
    tables: (db) => [db.savedProperties, db.properties],
    async apply(db, { userId, args: { propertyId, favorite }, clientTime, local }) {
      if (favorite) await db.savedProperties.put({ userId, propertyId, savedAt: clientTime.toISOString() });
      else await db.savedProperties.delete([userId, propertyId]);
      if (local?.property) {
        await db.properties.put({ ...local.property, favorite, seenAt: clientTime.getTime(), favoriteOf: userId });
      } else {
        await db.properties.update(propertyId, { favorite, favoriteOf: userId });
      }
    },
  },
  'enquiry.create': {
    // A second enquiry about the same listing made before the first went out replaces it.
    record: ({ propertyId, projectId }) => `enquiry:${propertyId ?? projectId ?? 'agency'}`,
    // The waiting entry is all there is to show ('Waiting to be sent' in My Enquiries).
    tables: () => [],
    async apply() {},
  },
  'savedSearch.create': {
    record: savedSearchRecord('create'),
    tables: (db) => [db.savedSearches],
    async apply(db, { userId, args: { savedSearchId, ...fields }, clientTime }) {
      const at = clientTime.toISOString();
      await db.savedSearches.put({ _id: savedSearchId, userId, ...fields, paused: false, newCount: 0, createdAt: at, updatedAt: at });
    },
  },
  'savedSearch.update': {
    record: savedSearchRecord('update'),
    tables: (db) => [db.savedSearches],
    async apply(db, { args: { savedSearchId, ...fields }, clientTime }) {
      const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
      await db.savedSearches.update(savedSearchId, { ...changes, updatedAt: clientTime.toISOString() });
    },
  },
  'savedSearch.delete': {
    record: savedSearchRecord('delete'),
    tables: (db) => [db.savedSearches],
    async apply(db, { args: { savedSearchId } }) {
      await db.savedSearches.delete(savedSearchId);
    },
  },
  'lead.quickAdd': {
    // Each quick-add is a new lead: its own record, never replacing another waiting one.
    record: ({ mobile, want }) => `lead:${mobile}:${want}`,
    // The waiting entry is what the quick-add screen lists until it is sent.
    tables: () => [],
    async apply() {},
  },
  'lead.logOutcome': {
    // Each call logged is a fact of its own: a second one about the same lead waits beside the first.
    record: ({ enquiryId, outcome, callBackAt, note }) => `leadOutcome:${enquiryId}:${outcome}:${callBackAt ?? ''}:${note ?? ''}`,
    // The waiting entry is what Today shows on the lead ('Waiting to be sent') until it is sent.
    tables: () => [],
    async apply() {},
  },
  'visit.checkIn': {
    // One check-in a visit: a second scan while the first waits replaces it.
    record: ({ visitId }) => `visitCheckIn:${visitId}`,
    // The waiting entry is what Today shows on the visit ('Checked in, waiting to be sent').
    tables: () => [],
    async apply() {},
  },
  'ownerListing.create': {
    // Each offer is a new seller lead: its own record, never replacing another waiting one.
    record: ({ mobile, locality, expectedPrice }) => `ownerListing:${mobile}:${locality}:${expectedPrice}`,
    // The thank-you says it is waiting; nothing else shows it on the device.
    tables: () => [],
    async apply() {},
  },
};
