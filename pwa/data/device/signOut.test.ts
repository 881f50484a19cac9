import { describe, expect, it } from 'vitest';
import { freshDbForEachTest, property } from '../../testing/deviceDb.ts';
import { metaKeys, type OfflineDb, type StoredSavedSearch } from './db.ts';
import { unsentChangesQuestion } from '../sessions.ts';
import { pendingMutations, recordFavoriteIntent } from './outbox.ts';
import { forgetUser, keptAsideKey, restoreKeptAside } from './signOut.ts';

let db: OfflineDb;
freshDbForEachTest('sign-out', (opened) => (db = opened));
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute));

describe('a shared phone', () => {
  it('removes the user’s saved list, flags and cursor at logout and keeps their unsent changes aside, out of the outbox', async () => {
    await recordFavoriteIntent(db, { userId: 'u1', propertyId: 'p1', favorite: true, property: property('p1'), now: at(1) });
    await recordFavoriteIntent(db, { userId: 'u2', propertyId: 'p2', favorite: true, property: property('p2'), now: at(2) });
    await db.meta.put({ key: metaKeys.syncCursor('u1'), value: 7 });
    const search: Omit<StoredSavedSearch, '_id' | 'userId'> = {
      name: 'Vesu flats',
      query: { q: 'vesu' },
      alert: 'daily',
      channels: ['email'],
      paused: false,
      newCount: 0,
      createdAt: at(3).toISOString(),
      updatedAt: at(3).toISOString(),
    };
    await db.savedSearches.bulkPut([
      { _id: 's1', userId: 'u1', ...search },
      { _id: 's2', userId: 'u2', ...search },
    ]);
    await forgetUser(db, 'u1');
    expect(await db.savedSearches.toArray()).toEqual([expect.objectContaining({ _id: 's2', userId: 'u2' })]);
    expect(await pendingMutations(db, 'u1')).toEqual([]);
    expect(await db.savedProperties.where('userId').equals('u1').count()).toBe(0);
    expect(await db.properties.get('p1')).toMatchObject({ favorite: false, favoriteOf: null });
    expect(await db.meta.get(metaKeys.syncCursor('u1'))).toBeUndefined();
    expect(JSON.parse(String((await db.meta.get(keptAsideKey('u1')))?.value))).toHaveLength(1);
    // The other user's data is theirs and stays.
    expect(await pendingMutations(db, 'u2')).toHaveLength(1);
  });

  it('gives the kept changes back, same ids and times, at that user’s next login only', async () => {
    const made = await recordFavoriteIntent(db, { userId: 'u1', propertyId: 'p1', favorite: true, property: property('p1'), now: at(1) });
    await forgetUser(db, 'u1');
    expect(await restoreKeptAside(db, 'u2')).toBe(0);
    expect(await pendingMutations(db, 'u2')).toEqual([]);
    expect(await restoreKeptAside(db, 'u1')).toBe(1);
    const [back] = await pendingMutations(db, 'u1');
    expect(back).toMatchObject({ id: made.id, clientTime: made.clientTime, args: { propertyId: 'p1', favorite: true } });
    expect(await db.savedProperties.get(['u1', 'p1'])).toBeDefined();
    expect(await restoreKeptAside(db, 'u1')).toBe(0);
  });

  it('lets a change made since the login stand over a kept one of the same record', async () => {
    await recordFavoriteIntent(db, { userId: 'u1', propertyId: 'p1', favorite: true, now: at(1) });
    await forgetUser(db, 'u1');
    const newer = await recordFavoriteIntent(db, { userId: 'u1', propertyId: 'p1', favorite: false, now: at(5) });
    await restoreKeptAside(db, 'u1');
    expect(await pendingMutations(db, 'u1')).toEqual([newer]);
  });

  it('asks in so many words, the count pluralised', () => {
    expect(unsentChangesQuestion(2)).toBe('2 changes have not been sent yet. Log out anyway?');
    expect(unsentChangesQuestion(1)).toBe('1 change has not been sent yet. Log out anyway?');
  });
});
