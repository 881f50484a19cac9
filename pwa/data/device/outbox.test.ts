// First: the helper installs fake IndexedDB, which Dexie looks for when it loads.
import { freshDbForEachTest, property } from '../../testing/deviceDb.ts';
import { describe, expect, it } from 'vitest';
import type { Mutation, MutationArgs, MutationResult } from '../../../contract/mutations.ts';
import Dexie from 'dexie';

/** This file's mutations are all favourites. */
import { FIRST_VERSION_STORES, OfflineDb } from './db.ts';
import { flushOutbox, newEventId, pendingFavorites, pendingMutations, recordFavoriteIntent, recordMutation } from './outbox.ts';

/** The args of a favourite mutation, the one kind these tests record. */
const favoriteArgs = (mutation: { args: unknown }) => mutation.args as MutationArgs<'favorite.set'>;

const USER = 'user-1';

const at = (minute: number) => new Date(Date.UTC(2026, 4, 1, 10, minute));

/** A stand-in for POST /sync: applies each id once, the later intent per property wins. */
function fakeServer() {
  const seen = new Set<string>();
  const state = new Map<string, { favorite: boolean; at: string }>();
  const received: Mutation[][] = [];
  const send = async (mutations: Mutation[]): Promise<MutationResult[]> => {
    received.push(mutations);
    return mutations.map((event) => {
      if (seen.has(event.id)) return { id: event.id, status: 'duplicate' };
      seen.add(event.id);
      const current = state.get(favoriteArgs(event).propertyId);
      if (current && current.at >= event.clientTime) return { id: event.id, status: 'superseded' };
      state.set(favoriteArgs(event).propertyId, { favorite: favoriteArgs(event).favorite, at: event.clientTime });
      return { id: event.id, status: 'applied' };
    });
  };
  return { send, state, received, applied: () => seen.size };
}

let db: OfflineDb;
freshDbForEachTest('outbox-test', (fresh) => (db = fresh));

describe('recordFavoriteIntent', () => {
  it('collapses the toggles of one property to the last intent, with a fresh id and the latest time', async () => {
    const first = await recordFavoriteIntent(db, { userId: USER, propertyId: 'p1', favorite: true, property: property('p1'), now: at(1) });
    const second = await recordFavoriteIntent(db, { userId: USER, propertyId: 'p1', favorite: false, now: at(2) });
    const third = await recordFavoriteIntent(db, { userId: USER, propertyId: 'p1', favorite: true, now: at(3) });
    await recordFavoriteIntent(db, { userId: USER, propertyId: 'p2', favorite: true, property: property('p2'), now: at(4) });
    await recordFavoriteIntent(db, { userId: 'user-2', propertyId: 'p1', favorite: false, now: at(5) });

    const pending = await pendingMutations(db, USER);
    expect(pending.map((entry) => [favoriteArgs(entry).propertyId, favoriteArgs(entry).favorite, entry.clientTime])).toEqual([
      ['p1', true, at(3).toISOString()],
      ['p2', true, at(4).toISOString()],
    ]);
    expect(pending[0]!.id).toBe(third.id);
    expect(new Set([first.id, second.id, third.id]).size).toBe(3);
    expect(pending[0]!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // Another user's intent on the same property is theirs alone.
    expect(await pendingMutations(db, 'user-2')).toHaveLength(1);
  });

  it('changes the saved list and the flag together with the outbox entry', async () => {
    await recordFavoriteIntent(db, { userId: USER, propertyId: 'p1', favorite: true, property: property('p1'), now: at(1) });
    expect(await db.savedProperties.get([USER, 'p1'])).toEqual({ userId: USER, propertyId: 'p1', savedAt: at(1).toISOString() });
    expect(await db.properties.get('p1')).toMatchObject({ favorite: true, favoriteOf: USER, title: 'Listing p1' });

    await recordFavoriteIntent(db, { userId: USER, propertyId: 'p1', favorite: false, now: at(2) });
    expect(await db.savedProperties.get([USER, 'p1'])).toBeUndefined();
    expect(await db.properties.get('p1')).toMatchObject({ favorite: false });
  });

  it('writes the entry in the same transaction as the local change: one fails, neither happens', async () => {
    const kept = await recordFavoriteIntent(db, { userId: USER, propertyId: 'p1', favorite: true, property: property('p1'), now: at(1) });
    // A property IndexedDB cannot store makes the local change fail inside the transaction.
    const unstorable = { ...property('p1'), title: (() => 'not cloneable') as unknown as string };
    await expect(
      recordFavoriteIntent(db, { userId: USER, propertyId: 'p1', favorite: false, property: unstorable, now: at(2) }),
    ).rejects.toThrow();

    // The earlier intent was not collapsed away, and no half-made change is visible.
    expect((await pendingMutations(db, USER)).map((entry) => entry.id)).toEqual([kept.id]);
    expect(await db.savedProperties.get([USER, 'p1'])).toBeDefined();
    expect(await db.properties.get('p1')).toMatchObject({ favorite: true, title: 'Listing p1' });
  });
});

describe('flushOutbox', () => {
  it('sends each pending intent once, as the desired state with its client id and time', async () => {
    const server = fakeServer();
    const entry = await recordFavoriteIntent(db, { userId: USER, propertyId: 'p1', favorite: true, now: at(1) });
    await flushOutbox(db, USER, server.send);
    expect(server.received).toEqual([
      [{ id: entry.id, type: 'favorite.set', args: { propertyId: 'p1', favorite: true }, clientTime: at(1).toISOString() }],
    ]);
    expect(await pendingMutations(db, USER)).toEqual([]);
  });

  it('removes every entry the server answered for, whatever the answer, and only those', async () => {
    const a = await recordFavoriteIntent(db, { userId: USER, propertyId: 'a', favorite: true, now: at(1) });
    const b = await recordFavoriteIntent(db, { userId: USER, propertyId: 'b', favorite: true, now: at(2) });
    const c = await recordFavoriteIntent(db, { userId: USER, propertyId: 'c', favorite: false, now: at(3) });
    const d = await recordFavoriteIntent(db, { userId: USER, propertyId: 'd', favorite: true, now: at(4) });
    const e = await recordFavoriteIntent(db, { userId: USER, propertyId: 'e', favorite: true, now: at(5) });
    const statuses: Record<string, MutationResult['status']> = {
      [a.id]: 'applied',
      [b.id]: 'duplicate',
      [c.id]: 'superseded',
      [d.id]: 'rejected',
    };

    // The server answers for four of the five (e's answer is missing), plus an id it was never sent.
    const report = await flushOutbox(db, USER, async (events) => [
      ...events.filter((event) => statuses[event.id]).map((event) => ({ id: event.id, status: statuses[event.id]! })),
      { id: newEventId(), status: 'applied' as const },
    ]);

    expect((await pendingMutations(db, USER)).map((entry) => entry.id)).toEqual([e.id]);
    expect(report.results.map((result) => result.status)).toEqual(['applied', 'duplicate', 'superseded', 'rejected']);
    const overruled = report.mutations.filter((sent) => sent.verdict !== 'accepted').map((sent) => sent.entry);
    expect(overruled.map((entry) => favoriteArgs(entry).propertyId).sort()).toEqual(['c', 'd']);
  });

  it('keeps an intent made while the batch was out: it has a new id and goes next time', async () => {
    const server = fakeServer();
    await recordFavoriteIntent(db, { userId: USER, propertyId: 'p1', favorite: true, now: at(1) });
    let newer = '';
    await flushOutbox(db, USER, async (events) => {
      newer = (await recordFavoriteIntent(db, { userId: USER, propertyId: 'p1', favorite: false, now: at(2) })).id;
      return server.send(events);
    });
    expect((await pendingMutations(db, USER)).map((entry) => [entry.id, favoriteArgs(entry).favorite])).toEqual([[newer, false]]);

    await flushOutbox(db, USER, server.send);
    expect(await pendingMutations(db, USER)).toEqual([]);
    expect(server.state.get('p1')).toEqual({ favorite: false, at: at(2).toISOString() });
  });

  it('keeps every entry when the network fails', async () => {
    await recordFavoriteIntent(db, { userId: USER, propertyId: 'p1', favorite: true, now: at(1) });
    await recordFavoriteIntent(db, { userId: USER, propertyId: 'p2', favorite: false, now: at(2) });
    const offline = async (): Promise<MutationResult[]> => {
      throw new TypeError('Failed to fetch');
    };
    await expect(flushOutbox(db, USER, offline)).rejects.toThrow('Failed to fetch');
    expect((await pendingMutations(db, USER)).map((entry) => favoriteArgs(entry).propertyId)).toEqual(['p1', 'p2']);
  });

  it('makes a replay harmless: a batch whose answer was lost goes again with the same ids, and is applied once', async () => {
    const server = fakeServer();
    await recordFavoriteIntent(db, { userId: USER, propertyId: 'p1', favorite: true, now: at(1) });
    await recordFavoriteIntent(db, { userId: USER, propertyId: 'p2', favorite: true, now: at(2) });

    // The server applies the batch, then the connection drops before its answer arrives.
    await expect(
      flushOutbox(db, USER, async (events) => {
        await server.send(events);
        throw new TypeError('Failed to fetch');
      }),
    ).rejects.toThrow();
    expect(await pendingMutations(db, USER)).toHaveLength(2);

    const report = await flushOutbox(db, USER, server.send);
    expect(report.results.map((result) => result.status)).toEqual(['duplicate', 'duplicate']);
    expect(server.received[1]).toEqual(server.received[0]);
    expect(server.applied()).toBe(2);
    expect(await pendingMutations(db, USER)).toEqual([]);

    // And a flush with nothing left sends nothing.
    await flushOutbox(db, USER, server.send);
    expect(server.received).toHaveLength(2);
  });
});

describe('the typed outbox', () => {
  it("records a mutation through its type's local effect, collapsing only the same record", async () => {
    await recordMutation(db, {
      userId: USER,
      type: 'favorite.set',
      args: { propertyId: 'p1', favorite: true },
      local: { property: property('p1') },
      now: at(1),
    });
    const last = await recordMutation(db, { userId: USER, type: 'favorite.set', args: { propertyId: 'p1', favorite: false }, now: at(2) });
    await recordMutation(db, { userId: USER, type: 'favorite.set', args: { propertyId: 'p2', favorite: true }, now: at(3) });
    const pending = await pendingMutations(db, USER);
    expect(pending.map((entry) => [entry.record, favoriteArgs(entry).favorite])).toEqual([
      ['favorite:p1', false],
      ['favorite:p2', true],
    ]);
    expect(pending[0]!.id).toBe(last.id);
    expect(await pendingFavorites(db, USER)).toEqual(
      new Map([
        ['p1', false],
        ['p2', true],
      ]),
    );
    expect(await db.properties.get('p1')).toMatchObject({ favorite: false, favoriteOf: USER });
  });

  it('turns the favourite intents an older version left waiting into favorite.set mutations', async () => {
    const name = `outbox-upgrade-${newEventId()}`;
    const old = new Dexie(name);
    old.version(1).stores(FIRST_VERSION_STORES);
    const id = newEventId();
    await old.table('outbox').add({ id, userId: USER, propertyId: 'p1', favorite: true, occurredAt: at(1).toISOString() });
    old.close();

    const upgraded = new OfflineDb(name);
    try {
      expect(await pendingMutations(upgraded, USER)).toEqual([
        {
          id,
          userId: USER,
          type: 'favorite.set',
          args: { propertyId: 'p1', favorite: true },
          clientTime: at(1).toISOString(),
          record: 'favorite:p1',
        },
      ]);
      // A later toggle of the same property still replaces it.
      await recordFavoriteIntent(upgraded, { userId: USER, propertyId: 'p1', favorite: false, now: at(2) });
      expect((await pendingMutations(upgraded, USER)).map((entry) => favoriteArgs(entry).favorite)).toEqual([false]);
    } finally {
      upgraded.close();
      await upgraded.delete();
    }
  });
});
