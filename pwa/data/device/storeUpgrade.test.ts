/**
 * Upgrades of the device store. Every release that changed its schema left a fixture of what it
 * held for a signed-in user with work waiting (scripts/offlineStoreFixture.ts); each is written
 * into a store of its own schema, as that release left it on a phone, then opened with this
 * release's schema. Nothing waiting or saved may be lost: the outbox (still sendable as it was
 * recorded), the saved lists, the /sync cursors, the saved searches, the properties opened last
 * and the properties kept for a site visit.
 */
import 'fake-indexeddb/auto';
import fs from 'node:fs';
import path from 'node:path';
import Dexie from 'dexie';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Mutation, type MutationResult } from '../../../contract/mutations.ts';
import { metaKeys, OfflineDb, type OutboxEntry } from './db.ts';
import { recallRecentlyViewed, recallSavedList } from './localData.ts';
import { flushOutbox, newEventId, pendingMutations } from './outbox.ts';

interface StoreFixture {
  version: number;
  stores: Record<string, string>;
  user: string;
  tables: Record<string, Record<string, unknown>[]>;
}

const dir = path.join(import.meta.dirname, 'fixtures');
const fixtures = fs
  .readdirSync(dir)
  .filter((name) => /^store-v\d+\.json$/.test(name))
  .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as StoreFixture);

/** A store as the fixture's release left it: its schema, its rows. */
async function writtenBy(fixture: StoreFixture): Promise<string> {
  const name = `upgrade-v${fixture.version}-${newEventId()}`;
  const old = new Dexie(name);
  old.version(fixture.version).stores(fixture.stores);
  await old.open();
  await old.transaction('rw', old.tables, async () => {
    for (const [table, rows] of Object.entries(fixture.tables)) await old.table(table).bulkPut(rows);
  });
  old.close();
  return name;
}

const byId = (entries: readonly { id: string }[]) => [...entries].sort((a, b) => a.id.localeCompare(b.id));

describe('the device store after an upgrade', () => {
  it('has a fixture of the current schema, so the next schema is tested against it', () => {
    expect(fixtures.map((fixture) => fixture.version)).toContain(new OfflineDb('schema-only').verno);
  });

  for (const fixture of fixtures) {
    it(`keeps what schema v${fixture.version} held: the outbox, the saved lists, the cursors, the saved searches, the properties opened last and kept offline`, async () => {
      const name = await writtenBy(fixture);
      const db = new OfflineDb(name);
      try {
        await db.open();
        expect(db.verno).toBeGreaterThanOrEqual(fixture.version);
        const outbox = fixture.tables.outbox as OutboxEntry[];
        const users = [...new Set(outbox.map((entry) => entry.userId))];
        expect(users.length, 'the fixture has work waiting').toBeGreaterThan(0);
        for (const userId of users) {
          expect(byId(await pendingMutations(db, userId))).toEqual(byId(outbox.filter((entry) => entry.userId === userId)));
        }

        const savedIds = (fixture.tables.savedProperties as { userId: string; propertyId: string }[])
          .filter((entry) => entry.userId === fixture.user)
          .map((entry) => entry.propertyId);
        expect((await recallSavedList(db, fixture.user))?.map((property) => property._id).sort()).toEqual(savedIds.sort());

        for (const { key, value } of fixture.tables.meta as { key: string; value: string | number }[]) {
          expect((await db.meta.get(key))?.value, key).toEqual(value);
        }
        expect(await db.meta.get(metaKeys.syncCursor(fixture.user))).toBeDefined();

        if (fixture.tables.savedSearches) expect(await db.savedSearches.toArray()).toEqual(fixture.tables.savedSearches);
        if (fixture.tables.visitPacks) expect(await db.visitPacks.toArray()).toEqual(fixture.tables.visitPacks);
        if (fixture.tables.recentlyViewed) {
          expect((await recallRecentlyViewed(db, fixture.user)).map((property) => property._id).sort()).toEqual(
            (fixture.tables.recentlyViewed as { propertyId: string }[]).map((view) => view.propertyId).sort(),
          );
        }

        // Still sendable: each waiting entry goes out as a mutation the server's contract accepts,
        // and leaves the outbox once answered.
        for (const userId of users) {
          const sent: unknown[] = [];
          const report = await flushOutbox(db, userId, async (mutations) => {
            sent.push(...mutations);
            return mutations.map((mutation): MutationResult => ({ id: mutation.id, status: 'applied' }));
          });
          expect(report.results).toHaveLength(outbox.filter((entry) => entry.userId === userId).length);
          for (const mutation of sent) expect(v.safeParse(Mutation, mutation).issues).toBeUndefined();
          expect(await pendingMutations(db, userId)).toEqual([]);
        }
      } finally {
        db.close();
        await db.delete();
      }
    });
  }
});
