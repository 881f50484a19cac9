// First: the helper installs fake IndexedDB, which Dexie looks for when it loads.
import { freshDbForEachTest, property } from '../../testing/deviceDb.ts';
import { describe, expect, it } from 'vitest';
import type { SavedProperty } from '../../../contract/favorites.ts';
import type { SyncPull } from '../../../contract/mutations.ts';
import { blankProjectFacts } from '../../../contract/projects.ts';
import { metaKeys, OfflineDb } from './db.ts';
import {
  pruneDevice,
  recallProjects,
  recallProperty,
  recallSavedList,
  recallSearchPage,
  rememberProperty,
  rememberSavedList,
  rememberSearchPage,
  searchKey,
} from './localData.ts';
import { recordFavoriteIntent } from './outbox.ts';
import { pullChanges } from './syncPull.ts';

const USER = 'user-1';

const saved = (id: string, savedAt: string): SavedProperty => ({ ...property(id, { favorite: true }), savedAt });

let db: OfflineDb;
freshDbForEachTest('local-test', (fresh) => (db = fresh));

describe('search pages and details', () => {
  it('keys a page by its filters in any order', () => {
    expect(searchKey('search', { a: '1', b: '2' }, 1)).toBe(searchKey('search', { b: '2', a: '1' }, 1));
    expect(searchKey('search', { a: '1' }, 1)).not.toBe(searchKey('search', { a: '1' }, 2));
  });

  it('answers a page seen online, in order, with its meta; nothing for a page never seen', async () => {
    const key = searchKey('search', { propertyType: 'Residential' }, 1);
    const page = { data: [property('b'), property('a')], meta: { total: 2, page: 1, limit: 12 } };
    await rememberSearchPage(db, key, page, null);
    expect(await recallSearchPage(db, key, null)).toEqual(page);
    expect(await recallSearchPage(db, searchKey('search', { propertyType: 'Commercial' }, 1), null)).toBeUndefined();
  });

  it('shows each user their own hearts, and a visitor none', async () => {
    await rememberProperty(db, property('p1', { favorite: true }), USER);
    expect((await recallProperty(db, 'p1', USER))?.favorite).toBe(true);
    expect((await recallProperty(db, 'p1', null))?.favorite).toBe(false);
    expect((await recallProperty(db, 'p1', 'user-2'))?.favorite).toBe(false);
  });

  it('keeps a pending intent over a network answer that raced ahead of the push', async () => {
    await recordFavoriteIntent(db, { userId: USER, propertyId: 'p1', favorite: true, property: property('p1') });
    const shown = await rememberProperty(db, property('p1', { favorite: false }), USER);
    expect(shown.favorite).toBe(true);
    expect((await recallProperty(db, 'p1', USER))?.favorite).toBe(true);
  });
});

describe('saved list', () => {
  it('is unknown until it came from the server once; then an empty list is real', async () => {
    expect(await recallSavedList(db, USER)).toBeUndefined();
    await rememberSavedList(db, USER, []);
    expect(await recallSavedList(db, USER)).toEqual([]);
  });

  it("replaces the server's list, newest first, with the pending intents on top", async () => {
    await rememberSavedList(db, USER, [saved('old', '2026-03-01T00:00:00.000Z')]);
    await recordFavoriteIntent(db, { userId: USER, propertyId: 'offline-saved', favorite: true, property: property('offline-saved') });
    await recordFavoriteIntent(db, { userId: USER, propertyId: 'b', favorite: false });

    const shown = await rememberSavedList(db, USER, [saved('a', '2026-04-02T00:00:00.000Z'), saved('b', '2026-04-01T00:00:00.000Z')]);
    expect(shown.map((item) => item._id)).toEqual(['offline-saved', 'a']);
    expect(shown.every((item) => item.favorite)).toBe(true);
    expect(await recallSavedList(db, USER)).toEqual(shown);
  });
});

describe('pullChanges', () => {
  const page = (changes: SyncPull['changes'], cursor: number, hasMore = false): SyncPull => ({ changes, cursor, hasMore });

  it('starts a viewer new to the device at latest, or where another viewer on the device is', async () => {
    const asked: (number | 'latest')[] = [];
    const visitor = await pullChanges(db, null, async (since) => {
      asked.push(since);
      return page([], 40);
    });
    expect(visitor).toMatchObject({ cursor: 40, fresh: true });
    const user = await pullChanges(db, USER, async (since) => {
      asked.push(since);
      return page([], 45);
    });
    expect(user).toMatchObject({ cursor: 45, fresh: true });
    const again = await pullChanges(db, USER, async (since) => {
      asked.push(since);
      return page([], 45);
    });
    expect(again).toMatchObject({ cursor: 45, fresh: false });
    expect(asked).toEqual(['latest', 40, 45]);
  });

  it('pulls from the stored cursor while there is more, applying each page, and stores the new cursor', async () => {
    await rememberProperty(db, property('seen'), USER);
    await rememberSavedList(db, USER, [saved('gone', '2026-04-01T00:00:00.000Z')]);
    await db.meta.put({ key: metaKeys.syncCursor(USER), value: 0 });
    const asked: (number | 'latest')[] = [];
    const pages = [
      page(
        [
          { seq: 10, type: 'property.upserted', subjectId: 'seen', data: property('seen', { title: 'Renamed' }) },
          { seq: 11, type: 'property.upserted', subjectId: 'never-seen', data: property('never-seen') },
          {
            seq: 12,
            type: 'project.upserted',
            subjectId: 'pr1',
            data: {
              _id: 'pr1',
              title: 'Shreeji Heights',
              slug: 'shreeji-heights',
              description: '',
              status: 'ONGOING',
              location: 'Vesu',
              address: 'VIP Road',
              ...blankProjectFacts,
              images: [],
              thumbnails: [],
              createdAt: '2026-01-01T00:00:00.000Z',
              updatedAt: '2026-01-01T00:00:00.000Z',
            },
          },
        ],
        12,
        true,
      ),
      page([{ seq: 20, type: 'property.deleted', subjectId: 'gone', data: null }], 20),
    ];
    const summary = await pullChanges(db, USER, async (since) => {
      asked.push(since);
      return pages.shift()!;
    });

    expect(asked).toEqual([0, 12]);
    expect(summary).toEqual({ properties: true, projects: true, favorites: true, cursor: 20, fresh: false });
    expect((await recallProperty(db, 'seen', USER))?.title).toBe('Renamed');
    expect(await db.properties.get('never-seen')).toBeUndefined();
    expect(await recallSavedList(db, USER)).toEqual([]);
    expect((await recallProjects(db))?.map((project) => project._id)).toEqual(['pr1']);
    expect((await db.meta.get(metaKeys.syncCursor(USER)))?.value).toBe(20);

    await pullChanges(db, USER, async (since) => {
      asked.push(since);
      return page([], 20);
    });
    expect(asked.at(-1)).toBe(20);
  });

  it("applies the user's favourite changes from other devices, except where an intent of theirs waits", async () => {
    await rememberProperty(db, property('p1'), USER);
    await rememberProperty(db, property('p2'), USER);
    await recordFavoriteIntent(db, { userId: USER, propertyId: 'p2', favorite: false });
    await pullChanges(db, USER, async () =>
      page(
        [
          { seq: 5, type: 'favorite.set', subjectId: 'p1', data: { propertyId: 'p1', favorite: true } },
          { seq: 6, type: 'favorite.set', subjectId: 'p2', data: { propertyId: 'p2', favorite: true } },
        ],
        6,
      ),
    );
    expect((await recallProperty(db, 'p1', USER))?.favorite).toBe(true);
    expect((await recallProperty(db, 'p2', USER))?.favorite).toBe(false);
    expect(await db.savedProperties.get([USER, 'p1'])).toBeDefined();
  });
});

describe('pruneDevice', () => {
  it('drops the oldest browsed listings beyond the limit, never a saved one', async () => {
    for (const [index, id] of ['oldest-saved', 'old', 'new'].entries()) {
      await db.properties.put({ ...property(id), seenAt: index, favoriteOf: null });
    }
    await db.savedProperties.put({ userId: USER, propertyId: 'oldest-saved', savedAt: '2026-01-01T00:00:00.000Z' });
    await pruneDevice(db, { properties: 2, searches: 10 });
    expect((await db.properties.toArray()).map((row) => row._id).sort()).toEqual(['new', 'oldest-saved']);
  });
});
