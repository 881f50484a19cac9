// First: the helper installs fake IndexedDB, which Dexie looks for when it loads.
import { freshDbForEachTest, property } from '../../testing/deviceDb.ts';
import { describe, expect, it, vi } from 'vitest';
import type { MutationResult } from '../../../contract/mutations.ts';
import type { SavedProperty } from '../../../contract/favorites.ts';
import type { OfflineDb } from './db.ts';
import { recallSavedList } from './localData.ts';
import { flushOutbox, recordFavoriteIntent } from './outbox.ts';
import { settleReport } from './report.ts';

const USER = 'user-1';
let db: OfflineDb;
freshDbForEachTest('report-test', (fresh) => (db = fresh));

/** POST /sync answering each mutation with the status given for its property. */
const answering =
  (statuses: Record<string, MutationResult['status']>) =>
  async (mutations: { id: string; args: unknown }[]): Promise<MutationResult[]> =>
    mutations.map((mutation) => ({ id: mutation.id, status: statuses[(mutation.args as { propertyId: string }).propertyId]! }));

const saved = (id: string): SavedProperty => ({ ...property(id), favorite: true, savedAt: '2026-05-01T10:00:00.000Z' });

describe("the sender's report applied to the device", () => {
  it('reports an applied favourite as asked, without reading anything back', async () => {
    const asked = await recordFavoriteIntent(db, { userId: USER, propertyId: 'p1', favorite: true, property: property('p1') });
    const savedList = vi.fn(async () => []);
    const report = await flushOutbox(db, USER, answering({ p1: 'applied' }));
    expect(report.mutations.map((sent) => sent.verdict)).toEqual(['accepted']);
    expect(await settleReport(db, USER, report, { savedList })).toEqual(new Map([[asked.id, true]]));
    expect(savedList).not.toHaveBeenCalled();
  });

  it('unsaves a refused favourite on the device and reports it unsaved', async () => {
    const refused = await recordFavoriteIntent(db, { userId: USER, propertyId: 'gone', favorite: true, property: property('gone') });
    const report = await flushOutbox(db, USER, answering({ gone: 'rejected' }));
    expect(report.mutations.map((sent) => sent.verdict)).toEqual(['failed']);
    const states = await settleReport(db, USER, report, { savedList: async () => [] });
    expect(states.get(refused.id)).toBe(false);
    expect(await db.savedProperties.get([USER, 'gone'])).toBeUndefined();
    expect(await db.properties.get('gone')).toMatchObject({ favorite: false });
  });

  it('reads the saved list back once for overruled and replayed favourites, and reports what the server holds', async () => {
    const overruled = await recordFavoriteIntent(db, { userId: USER, propertyId: 'p1', favorite: true, property: property('p1') });
    const replayed = await recordFavoriteIntent(db, { userId: USER, propertyId: 'p2', favorite: false, property: property('p2') });
    const savedList = vi.fn(async () => [saved('p2')]);
    const report = await flushOutbox(db, USER, answering({ p1: 'superseded', p2: 'duplicate' }));
    expect(report.mutations.map((sent) => sent.verdict)).toEqual(['overruled', 'accepted']);
    const states = await settleReport(db, USER, report, { savedList });
    expect(savedList).toHaveBeenCalledTimes(1);
    // Another device's later intents stand: p1 unsaved, p2 saved.
    expect(states).toEqual(
      new Map([
        [overruled.id, false],
        [replayed.id, true],
      ]),
    );
    expect((await recallSavedList(db, USER))?.map((listing) => listing._id)).toEqual(['p2']);
  });

  it('keeps the refusals it applied when the read-back fails', async () => {
    const refused = await recordFavoriteIntent(db, { userId: USER, propertyId: 'gone', favorite: true, property: property('gone') });
    const report = await flushOutbox(db, USER, answering({ gone: 'rejected' }));
    const states = new Map<string, boolean>();
    const offline = async (): Promise<SavedProperty[]> => {
      throw new TypeError('Failed to fetch');
    };
    await expect(settleReport(db, USER, report, { savedList: offline }, states)).rejects.toThrow('Failed to fetch');
    expect(states.get(refused.id)).toBe(false);
    expect(await db.savedProperties.get([USER, 'gone'])).toBeUndefined();
  });

  it('leaves a refused favourite as a newer waiting intent of it shows it', async () => {
    await recordFavoriteIntent(db, { userId: USER, propertyId: 'p1', favorite: true, property: property('p1') });
    let newer = '';
    const report = await flushOutbox(db, USER, async (mutations) => {
      newer = (await recordFavoriteIntent(db, { userId: USER, propertyId: 'p1', favorite: true })).id;
      return answering({ p1: 'rejected' })(mutations);
    });
    const states = await settleReport(db, USER, report, { savedList: async () => [] });
    expect(newer).not.toBe('');
    expect([...states.values()]).toEqual([true]);
    expect(await db.savedProperties.get([USER, 'p1'])).toBeDefined();
  });
});
