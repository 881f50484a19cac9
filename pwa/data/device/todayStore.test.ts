import { describe, expect, it } from 'vitest';
import type { Today } from '../../../contract/today.ts';
import { freshDbForEachTest } from '../../testing/deviceDb.ts';
import type { OfflineDb } from './db.ts';
import { forgetUser } from './signOut.ts';
import { recallToday, rememberToday } from './todayStore.ts';

let db: OfflineDb;
freshDbForEachTest('today-store', (opened) => (db = opened));

const lead = {
  _id: 'e1',
  reference: 'EQ-1001',
  buyerId: 'b1',
  name: 'Asha Patel',
  mobile: '9825012345',
  language: 'gu' as const,
  listing: { reference: 'SR-1042', title: '3 BHK in Vesu' },
  status: 'new' as const,
  daysInStage: 2,
  assigneeId: 'u1',
  nextAction: { kind: 'call_back' as const, dueAt: '2026-11-27T05:30:00.000Z', note: '' },
  visitAt: null,
  createdAt: '2026-11-25T05:30:00.000Z',
};
const today: Today = {
  now: '2026-11-27T06:00:00.000Z',
  overdue: [lead],
  dueToday: [],
  fresh: [],
  visits: [],
  totals: { overdue: 1, dueToday: 0, fresh: 0, visits: 0 },
  siteVisits: [],
};

describe('Today on the device', () => {
  it('keeps an advisor’s Today with its leads, for that advisor only', async () => {
    await rememberToday(db, 'u1', today);
    expect((await recallToday(db, 'u1'))?.today).toEqual(today);
    expect(await recallToday(db, 'u2')).toBeUndefined();
  });

  it('is removed from a shared phone when its advisor logs out', async () => {
    await rememberToday(db, 'u1', today);
    await rememberToday(db, 'u2', today);
    await forgetUser(db, 'u1');
    expect(await recallToday(db, 'u1')).toBeUndefined();
    expect(await recallToday(db, 'u2')).toBeDefined();
  });
});
