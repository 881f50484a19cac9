/**
 * The device store in tests: IndexedDB from fake-indexeddb, a fresh Dexie database for each
 * test, and a listing to put in it.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach } from 'vitest';
import { blankListingFacts, type Property } from '../../contract/properties.ts';
import { OfflineDb } from './db.ts';
import { newEventId } from './outbox.ts';

/** A residential listing for sale with the id `id`; `overrides` change any field. */
export function property(id: string, overrides: Partial<Property> = {}): Property {
  return {
    _id: id,
    reference: 'SR-1001',
    title: `Listing ${id}`,
    description: '<p>Bright</p>',
    transactionType: 'Buy',
    propertyType: 'Residential',
    subCategory: 'Apartment',
    location: 'Vesu, Surat',
    address: 'A-101, Vesu',
    price: 4_500_000,
    sqt: 1450,
    bedrooms: 3,
    bathrooms: 2,
    ...blankListingFacts,
    images: [`/media/${id}/full.webp`],
    thumbnails: [`/media/${id}/card.webp`],
    favorite: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
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
