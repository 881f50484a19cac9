/**
 * The device store in tests: IndexedDB from fake-indexeddb, a fresh Dexie database for each
 * test, and a listing to put in it.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach } from 'vitest';
import type { Property } from '../../contract/properties.ts';
import { OfflineDb } from '../data/device/db.ts';
import { newEventId } from '../data/device/outbox.ts';
import { aProperty } from './property.ts';

/** A residential listing for sale with the id `id`; `overrides` change any field. */
export function property(id: string, overrides: Partial<Property> = {}): Property {
  return aProperty({
    _id: id,
    title: `Listing ${id}`,
    transactionType: 'Buy',
    price: 4_500_000,
    images: [`/media/${id}/full.webp`],
    thumbnails: [`/media/${id}/card.webp`],
    ...overrides,
  });
}

/**
 * Before each test of the file, opens an empty database named after `prefix` and hands it to
 * `use`; after the test, closes and deletes it.
 */
export function freshDbForEachTest(prefix: string, use: (db: OfflineDb) => void): void {
  let db: OfflineDb | undefined;
  beforeEach(async () => {
    db = new OfflineDb(`${prefix}-${newEventId()}`);
    await db.open();
    use(db);
  });
  afterEach(async () => {
    db?.close();
    await db?.delete();
  });
}
