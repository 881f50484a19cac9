/**
 * Writes what this release's device store holds for a signed-in user with work waiting, as a
 * fixture of its schema version: `npx tsx scripts/offlineStoreFixture.ts` writes
 * pwa/data/device/fixtures/store-v<version>.json. Each release that changes the schema adds its own
 * fixture; pwa/data/device/storeUpgrade.test.ts opens every fixture with the current schema and checks
 * that nothing waiting or saved is lost (the outbox, the saved lists, the /sync cursors, the saved
 * searches, the properties opened last, the properties kept for a site visit).
 */
import 'fake-indexeddb/auto';
import fs from 'node:fs';
import path from 'node:path';
import { blankListingFacts, type Property } from '../contract/properties.ts';
import { metaKeys, OfflineDb } from '../pwa/data/device/db.ts';
import { rememberSavedList } from '../pwa/data/device/localData.ts';
import { recordMutation } from '../pwa/data/device/outbox.ts';

const USER = 'fixture-user';
const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 9, minute));

function listing(id: string, reference: string, title: string): Property {
  return {
    _id: id,
    reference,
    title,
    description: '<p>East facing, close to the canal road.</p>',
    transactionType: 'Buy',
    propertyType: 'Residential',
    subCategory: 'Apartment',
    location: 'Vesu, Surat',
    address: 'B-402, Vesu',
    price: 7_850_000,
    sqt: 1620,
    bedrooms: 3,
    bathrooms: 3,
    ...blankListingFacts,
    images: [`/media/${id}/full.webp`],
    thumbnails: [`/media/${id}/card.webp`],
    favorite: true,
    createdAt: '2026-10-01T06:30:00.000Z',
    updatedAt: '2026-11-20T06:30:00.000Z',
  };
}

const saved = listing('0d3f6a57-8c1e-4d8e-9a51-6b7f2f0c1a11', 'SR-1042', '3 BHK Flat in Vesu');
const other = listing('5b2a9c14-3e7d-4f60-8d2b-1c9e7a4f3b22', 'SR-1057', 'Shop on Ghod Dod Road');

const name = `fixture-${Date.now()}`;
const db = new OfflineDb(name);
await db.open();
await rememberSavedList(db, USER, [{ ...saved, savedAt: at(1).toISOString() }]);
await db.properties.put({ ...other, favorite: false, seenAt: at(2).getTime(), favoriteOf: USER });
await recordMutation(db, {
  userId: USER,
  type: 'favorite.set',
  args: { propertyId: other._id, favorite: true },
  now: at(3),
  local: { property: other },
});
await recordMutation(db, {
  userId: USER,
  type: 'savedSearch.create',
  args: {
    savedSearchId: '9e8d7c6b-5a49-4382-9171-605f4e3d2c1b',
    name: '3 BHK in Vesu under ₹ 1 Cr',
    query: { propertyType: 'Residential', q: 'Vesu', maxPrice: '10000000' },
    alert: 'daily',
    channels: ['email'],
  },
  now: at(4),
});
await recordMutation(db, {
  userId: 'visitor',
  type: 'enquiry.create',
  args: {
    propertyId: saved._id,
    name: 'Kiran Shah',
    mobile: '9825012345',
    message: 'I am interested in SR-1042: 3 BHK Flat in Vesu. Please call me back.',
    visitDate: '2026-11-28',
    visitSlot: 'morning',
  },
  id: '4c3b2a19-0f8e-4d7c-b6a5-948372615a0b',
  now: at(5),
});
await db.meta.bulkPut([
  { key: metaKeys.syncCursor(USER), value: 48_213 },
  { key: metaKeys.syncCursor(null), value: 48_190 },
]);
await db.recentlyViewed.bulkPut([
  { propertyId: saved._id, viewedAt: at(6).getTime() },
  { propertyId: other._id, viewedAt: at(7).getTime() },
]);

await db.visitPacks.put({
  userId: USER,
  propertyId: saved._id,
  urls: [...saved.images, ...saved.thumbnails],
  bytes: 412_306,
  keptAt: at(8).toISOString(),
});

const fixture = {
  version: db.verno,
  stores: Object.fromEntries(
    db.tables.map((table) => [table.name, [table.schema.primKey.src, ...table.schema.indexes.map((index) => index.src)].join(', ')]),
  ),
  user: USER,
  tables: Object.fromEntries(await Promise.all(db.tables.map(async (table) => [table.name, await table.toArray()] as const))),
};
db.close();
await db.delete();

const file = path.join(import.meta.dirname, '..', 'pwa', 'offline', 'fixtures', `store-v${fixture.version}.json`);
fs.writeFileSync(file, `${JSON.stringify(fixture, null, 2)}\n`);
console.info(`wrote ${path.relative(process.cwd(), file)}`);
