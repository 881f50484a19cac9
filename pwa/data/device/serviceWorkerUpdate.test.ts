/**
 * A new version of the app waiting to take over never drops changes still waiting on the device:
 * the update prompt's Reload sends the outbox first, and what cannot be sent stays in IndexedDB
 * through the reload, to go out from the new version.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { MutationResult } from '../../../contract/mutations.ts';
import { reloadForUpdate, reloadOnce, takeOverAndReload } from '../../lib/swUpdate.ts';
import { OfflineDb } from './db.ts';
import { flushOutbox, newEventId, pendingMutations, recordFavoriteIntent, recordMutation } from './outbox.ts';
import { property } from '../../testing/deviceDb.ts';

const applied = async (mutations: { id: string }[]) =>
  mutations.map((mutation): MutationResult => ({ id: mutation.id, status: 'applied' }));

async function deviceWithWork(): Promise<OfflineDb> {
  const db = new OfflineDb(`sw-update-${newEventId()}`);
  await db.open();
  await recordFavoriteIntent(db, { userId: 'u1', propertyId: 'p1', favorite: true, property: property('p1') });
  await recordMutation(db, {
    userId: 'u1',
    type: 'enquiry.create',
    args: { propertyId: 'p1', name: 'Kiran Shah', mobile: '9825012345', message: 'Please call me back.' },
  });
  return db;
}

describe('a new version waiting to take over', () => {
  it('takes over only after Reload has sent the waiting outbox', async () => {
    const db = await deviceWithWork();
    const steps: string[] = [];
    const sent: string[] = [];
    await reloadForUpdate(
      async () => {
        steps.push(`update with ${(await pendingMutations(db, 'u1')).length} waiting`);
      },
      async () => {
        await flushOutbox(db, 'u1', async (mutations) => {
          sent.push(...mutations.map((mutation) => mutation.type));
          return applied(mutations);
        });
        steps.push('flushed');
      },
    );
    expect(steps).toEqual(['flushed', 'update with 0 waiting']);
    expect(sent.sort()).toEqual(['enquiry.create', 'favorite.set']);
    db.close();
    await db.delete();
  });

  it('still takes over when the outbox cannot be sent, and the entries survive the reload to go out from the new version', async () => {
    const db = await deviceWithWork();
    const before = await pendingMutations(db, 'u1');
    let updated = false;
    await reloadForUpdate(
      async () => {
        updated = true;
      },
      () => flushOutbox(db, 'u1', () => Promise.reject(new Error('offline'))),
    );
    expect(updated).toBe(true);
    // The reload: this page's connection closes, the new version opens the same store.
    db.close();
    const reopened = new OfflineDb(db.name);
    await reopened.open();
    expect(await pendingMutations(reopened, 'u1')).toEqual(before);
    const report = await flushOutbox(reopened, 'u1', applied);
    expect(report.results.map((result) => result.id).sort()).toEqual(before.map((entry) => entry.id).sort());
    expect(await pendingMutations(reopened, 'u1')).toEqual([]);
    reopened.close();
    await reopened.delete();
  });

  it('does not wait for a send that hangs beyond its limit, and keeps what it holds', async () => {
    const db = await deviceWithWork();
    let updated = false;
    await reloadForUpdate(
      async () => {
        updated = true;
      },
      () => new Promise(() => undefined),
      20,
    );
    expect(updated).toBe(true);
    expect(await pendingMutations(db, 'u1')).toHaveLength(2);
    db.close();
    await db.delete();
  });
});

describe('the takeover after Reload', () => {
  /** `navigator.serviceWorker` as far as the takeover goes: the new worker's `skipWaiting` ends in a controllerchange. */
  function serviceWorkers() {
    const container = new EventTarget();
    let skipped = 0;
    const skipWaiting = async () => {
      skipped += 1;
      container.dispatchEvent(new Event('controllerchange'));
    };
    return { container, skipWaiting, skipped: () => skipped };
  }

  it('reloads a page that no worker controlled when it opened (a first visit), where workbox-window would not', async () => {
    const { container, skipWaiting, skipped } = serviceWorkers();
    const steps: string[] = [];
    const reload = reloadOnce(() => steps.push('reloaded'));
    await reloadForUpdate(takeOverAndReload(skipWaiting, container, reload), async () => {
      steps.push('flushed');
    });
    expect(skipped()).toBe(1);
    expect(steps).toEqual(['flushed', 'reloaded']);
  });

  it('reloads once when workbox-window reloads too (a page a worker already controlled)', async () => {
    const { container, skipWaiting } = serviceWorkers();
    let reloads = 0;
    const reload = reloadOnce(() => (reloads += 1));
    // workbox-window's own listener, registered with the worker, calls onNeedReload.
    container.addEventListener('controllerchange', () => reload());
    await reloadForUpdate(takeOverAndReload(skipWaiting, container, reload));
    expect(reloads).toBe(1);
  });

  it('waits for the takeover: no reload before the new worker controls the page', async () => {
    const container = new EventTarget();
    let reloads = 0;
    await takeOverAndReload(
      async () => undefined,
      container,
      reloadOnce(() => (reloads += 1)),
    )(true);
    expect(reloads).toBe(0);
    container.dispatchEvent(new Event('controllerchange'));
    expect(reloads).toBe(1);
  });
});
