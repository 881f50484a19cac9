/**
 * The read path of every public screen: ask the network, remember the answer on the device, and
 * when the network is gone answer from the device instead. While a slow network is still
 * answering, what the device has is shown at once. With nothing on the device the query fails with
 * NotSavedOfflineError, which screens show as a plain sentence instead of a spinner.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ApiError } from '../lib/apiError.ts';
import { afterDeviceWanted, isDeviceWanted } from '../lib/startup.ts';
import { getAuth } from '../lib/store.ts';
import { reportNetworkFailure, reportNetworkSuccess } from '../offline/connectivity.ts';
import { loadDevice, type Device } from './device/load.ts';
import { bestEffort } from '../lib/bestEffort.ts';

export const OFFLINE_NOT_SAVED = 'You are offline and this page has not been saved on this device yet.';

/** Offline, and this device has nothing for the screen. Not retried: the reconnect refetches it. */
export class NotSavedOfflineError extends ApiError {
  override name = 'NotSavedOfflineError';
  constructor() {
    super(OFFLINE_NOT_SAVED);
  }
}

export function isNotSavedOffline(error: unknown): error is NotSavedOfflineError {
  return error instanceof NotSavedOfflineError;
}

export interface DeviceSource<T> {
  network: () => Promise<T>;
  /** Writes a network answer through to the device; returns what to show (pending intents applied). */
  remember: (device: Device, data: T, userId: string | null) => Promise<T>;
  /** What the device has, or undefined. */
  recall: (device: Device, userId: string | null) => Promise<T | undefined>;
}

interface QueryContext {
  client: QueryClient;
  queryKey: QueryKey;
}

export async function networkFirst<T>(context: QueryContext, source: DeviceSource<T>, options: { interim?: boolean } = {}): Promise<T> {
  const userId = getAuth().user?._id ?? null;
  const shown = () => context.client.getQueryData<T>(context.queryKey);

  const fromDevice = async (): Promise<T | undefined> => {
    try {
      return await source.recall(await loadDevice(), userId);
    } catch {
      // No IndexedDB (some private modes): the network is the only source.
      return undefined;
    }
  };

  const fallback = async (): Promise<T> => {
    const local = await fromDevice();
    if (local !== undefined) return local;
    // The query cache may still hold it from earlier in this visit: keep showing that rather than an error.
    const current = shown();
    if (current !== undefined) return current;
    throw new NotSavedOfflineError();
  };

  if (typeof navigator !== 'undefined' && navigator.onLine === false) return fallback();

  let answered = false;
  if (options.interim !== false && shown() === undefined) {
    // The device store opens once it is wanted (lib/startup.ts); a quicker network wins.
    void afterDeviceWanted()
      .then(() => (answered ? undefined : fromDevice()))
      .then((local) => {
        if (local !== undefined && !answered && shown() === undefined) context.client.setQueryData(context.queryKey, local);
      });
  }

  let data: T;
  try {
    data = await source.network();
  } catch (error) {
    answered = true;
    if (!(error instanceof ApiError && error.network)) throw error;
    reportNetworkFailure();
    return fallback();
  }
  answered = true;
  reportNetworkSuccess();
  if (userId === null && !isDeviceWanted()) {
    // Nobody is signed in, so no change waits on the device to be laid over the answer: show it
    // now, and write it through once the device store is wanted instead of opening it during
    // start-up (lib/startup.ts: at once on a page that can open offline later).
    void bestEffort(
      'no device store: the answer is shown, not kept',
      afterDeviceWanted().then(async () => source.remember(await loadDevice(), data, null)),
    );
    return data;
  }
  try {
    return await source.remember(await loadDevice(), data, userId);
  } catch {
    // No device store: the answer is shown as it came.
    return data;
  }
}
