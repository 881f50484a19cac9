// First: the helper installs fake IndexedDB, which Dexie looks for when it loads.
import { freshDbForEachTest, property } from '../../testing/deviceDb.ts';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { OfflineDb } from './db.ts';
import { pruneDevice, recallRecentlyViewed, recordRecentView, rememberProperty, RECENTLY_VIEWED_LIMIT } from './localData.ts';
import { forgetUser } from './signOut.ts';
import { applySyncChanges } from './syncPull.ts';
import { newEventId } from './outbox.ts';

let db: OfflineDb;
freshDbForEachTest('recent-test', (fresh) => (db = fresh));

describe('recently viewed', () => {
  it('lists the properties opened, newest first, one entry per property', async () => {
    for (const id of ['a', 'b', 'c']) await rememberProperty(db, property(id), null);
    await recordRecentView(db, property('a'), 1);
    await recordRecentView(db, property('b'), 2);
    await recordRecentView(db, property('c'), 3);
    await recordRecentView(db, property('a'), 4);
    expect((await recallRecentlyViewed(db, null)).map((item) => item._id)).toEqual(['a', 'c', 'b']);
  });

  it('keeps a property opened from a page the server rendered, its heart taken from the saved list', async () => {
    await recordRecentView(db, property('rendered', { favorite: false }));
    await db.savedProperties.put({ userId: 'user-1', propertyId: 'rendered', savedAt: '2026-01-01T00:00:00.000Z' });
    const [shown] = await recallRecentlyViewed(db, 'user-1');
    expect(shown?._id).toBe('rendered');
    expect(shown?.favorite).toBe(true);
  });

  it('keeps only the last twelve opened', async () => {
    for (let index = 0; index < 15; index++) {
      await rememberProperty(db, property(`p${index}`), null);
      await recordRecentView(db, property(`p${index}`), index);
    }
    const shown = (await recallRecentlyViewed(db, null)).map((item) => item._id);
    expect(shown).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(shown[0]).toBe('p14');
    expect(shown.at(-1)).toBe('p3');
  });

  it('shows each user their own hearts on the list', async () => {
    await rememberProperty(db, property('a', { favorite: true }), 'user-1');
    await recordRecentView(db, property('a', { favorite: false }));
    expect((await recallRecentlyViewed(db, 'user-1'))[0]?.favorite).toBe(true);
    expect((await recallRecentlyViewed(db, null))[0]?.favorite).toBe(false);
  });

  it("shows a signed-in user's views to that user only, and forgets them at their logout", async () => {
    for (const id of ['visited', 'first', 'second']) await rememberProperty(db, property(id), null);
    await recordRecentView(db, property('visited'), 1);
    await recordRecentView(db, property('first'), 2, 'user-1');
    await recordRecentView(db, property('second'), 3, 'user-2');
    expect((await recallRecentlyViewed(db, 'user-1')).map((item) => item._id)).toEqual(['first', 'visited']);
    expect((await recallRecentlyViewed(db, 'user-2')).map((item) => item._id)).toEqual(['second', 'visited']);
    expect((await recallRecentlyViewed(db, null)).map((item) => item._id)).toEqual(['visited']);

    await forgetUser(db, 'user-1');
    expect((await recallRecentlyViewed(db, 'user-1')).map((item) => item._id)).toEqual(['visited']);
    expect((await recallRecentlyViewed(db, 'user-2')).map((item) => item._id)).toEqual(['second', 'visited']);
  });

  it('survives pruning of browsed listings, and goes when the listing is deleted', async () => {
    await rememberProperty(db, property('opened'), null);
    await recordRecentView(db, property('opened'));
    for (const id of ['x', 'y', 'z']) await rememberProperty(db, property(id), null);
    await db.properties.update('opened', { seenAt: 0 });
    await pruneDevice(db, { properties: 2, searches: 10 });
    expect((await recallRecentlyViewed(db, null)).map((item) => item._id)).toEqual(['opened']);

    await applySyncChanges(db, null, [{ seq: 1, type: 'property.deleted', subjectId: 'opened', data: null }], 1);
    expect(await recallRecentlyViewed(db, null)).toEqual([]);
    expect(await db.recentlyViewed.count()).toBe(0);
  });
});

describe('the device store upgrade', () => {
  it('opens a database of the previous version with its rows kept and an empty recently viewed list', async () => {
    const name = `upgrade-test-${newEventId()}`;
    const old = new Dexie(name);
    old.version(2).stores({
      properties: '_id, seenAt',
      projects: '_id',
      savedProperties: '[userId+propertyId], userId',
      searches: 'key, seenAt',
      meta: 'key',
      outbox: 'id, [userId+record], userId',
    });
    await old.open();
    await old.table('properties').put({ ...property('kept'), seenAt: 1, favoriteOf: null });
    old.close();

    const upgraded = new OfflineDb(name);
    await upgraded.open();
    expect(upgraded.verno).toBe(5);
    expect(await upgraded.savedSearches.count()).toBe(0);
    expect(await upgraded.visitPacks.count()).toBe(0);
    expect((await upgraded.properties.get('kept'))?.title).toBe('Listing kept');
    expect(await upgraded.recentlyViewed.count()).toBe(0);
    await recordRecentView(upgraded, property('kept'));
    expect((await recallRecentlyViewed(upgraded, null)).map((item) => item._id)).toEqual(['kept']);
    upgraded.close();
    await upgraded.delete();
  });
});
