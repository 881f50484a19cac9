/**
 * The write path of a favourite: the intent is recorded on the device first (with its outbox
 * entry, one transaction), then sent. Online, through the direct endpoint with the desired state;
 * offline, it waits in the outbox for the reconnect, the next start or Background Sync, and goes
 * out with POST /sync. One sender at a time (a Web Lock across tabs), so nothing is sent twice.
 */
import type { Envelope, FavoriteIntent, Property, SyncPushAnswer, SyncPushResult } from '../../api/contract/index.ts';
import { ApiError, propertyClient } from '../lib/http.ts';
import { reportNetworkFailure, reportNetworkSuccess } from './connectivity.ts';
import { OUTBOX_SYNC_TAG } from './messages.ts';
import { loadDevice } from './networkFirst.ts';
import type { FlushReport } from './outbox.ts';
import type { OutboxEntry } from './db.ts';

let localChain: Promise<unknown> = Promise.resolve();

/** Runs `task` while no other sender (this tab or another) runs. */
export function withOutboxLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) return locks.request('favorites-outbox', task) as Promise<T>;
  const run = localChain.then(task, task);
  localChain = run.catch(() => undefined);
  return run;
}

/** Asks the browser to wake the service worker once the connection is back (where it can). */
export function requestBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => undefined);
}

export const isNetworkError = (error: unknown) => error instanceof ApiError && error.network;

async function postSync(events: FavoriteIntent[]): Promise<SyncPushResult[]> {
  const body = await propertyClient.post<Envelope<SyncPushAnswer>>('sync', { json: { events } });
  return body.data.results;
}

/** Sends the user's outbox with POST /sync; throws (entries kept) when the server cannot be reached. */
export function sendOutbox(userId: string): Promise<FlushReport> {
  return withOutboxLock(async () => {
    const device = await loadDevice();
    const report = await device.flushOutbox(device.offlineDb(), userId, postSync);
    if (report.results.length > 0) reportNetworkSuccess();
    return report;
  });
}

/** Whether the user still has waiting intents. */
export async function outboxIsEmpty(userId: string): Promise<boolean> {
  const device = await loadDevice();
  return (await device.pendingIntents(device.offlineDb(), userId)).length === 0;
}

export type FavoriteOutcome =
  | { kind: 'saved'; favorite: boolean; message?: string }
  /** Kept on the device; it goes out when the connection is back. */
  | { kind: 'queued' }
  | { kind: 'failed'; error: unknown };

function setFavoriteOnServer(propertyId: string, favorite: boolean): Promise<Envelope<{ favorite: boolean }>> {
  return propertyClient.post<Envelope<{ favorite: boolean }>>(`properties/${encodeURIComponent(propertyId)}/favorite`, { json: { favorite } });
}

/** Records the user's intent on the device and sends it when it can. */
export async function saveFavoriteIntent(userId: string, property: Property, favorite: boolean): Promise<FavoriteOutcome> {
  let entry: OutboxEntry | null = null;
  try {
    const device = await loadDevice();
    entry = await device.recordFavoriteIntent(device.offlineDb(), { userId, propertyId: property._id, favorite, property });
  } catch {
    // No IndexedDB on this browser: favourites work online only.
  }

  if (entry && navigator.onLine === false) {
    requestBackgroundSync();
    return { kind: 'queued' };
  }

  return withOutboxLock(async (): Promise<FavoriteOutcome> => {
    const device = entry ? await loadDevice() : null;
    const db = device?.offlineDb();
    // A flush that ran while this waited for the lock already sent it.
    if (entry && db && !(await db.outbox.get(entry.id))) return { kind: 'saved', favorite };
    try {
      const body = await setFavoriteOnServer(property._id, favorite);
      reportNetworkSuccess();
      if (entry && device && db) await device.forgetIntents(db, [entry.id]);
      return { kind: 'saved', favorite: typeof body?.data?.favorite === 'boolean' ? body.data.favorite : favorite, message: body?.message };
    } catch (error) {
      if (entry && isNetworkError(error)) {
        reportNetworkFailure();
        requestBackgroundSync();
        return { kind: 'queued' };
      }
      // The server refused: nothing to send later, and the heart shows "not saved" (spec §4).
      if (entry && device && db && (await db.outbox.get(entry.id))) {
        await device.forgetIntents(db, [entry.id]);
        await device.settleFavorite(db, userId, property._id, false).catch(() => undefined);
      }
      return { kind: 'failed', error };
    }
  });
}
