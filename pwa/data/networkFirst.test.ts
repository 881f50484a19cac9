// First: the helper installs fake IndexedDB, which Dexie looks for when it loads.
import { property as listing } from '../testing/deviceDb.ts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Property } from '../../contract/properties.ts';
import { ApiError } from '../lib/apiError.ts';
import { offlineDb } from './device/db.ts';
import { isOffline } from '../offline/connectivity.ts';
import { networkFirst, NotSavedOfflineError, OFFLINE_NOT_SAVED, type DeviceSource } from './networkFirst.ts';

/** The one listing these tests fetch, under a title that tells the answers apart. */
const property = (title: string): Property => listing('p1', { title });

const lostConnection = () => Promise.reject(new ApiError('Network error occurred. Please check your connection.', { network: true }));

function source(network: () => Promise<Property>): DeviceSource<Property> {
  return {
    network,
    remember: (device, data, userId) => device.rememberProperty(data, userId),
    recall: (device, userId) => device.recallProperty('p1', userId),
  };
}

let client: QueryClient;
const context = () => ({ client, queryKey: ['properties', 'detail', 'p1'] });

beforeEach(async () => {
  client = new QueryClient();
  await Promise.all(offlineDb().tables.map((table) => table.clear()));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('networkFirst', () => {
  it('answers from the network and writes the answer through to the device', async () => {
    expect(
      await networkFirst(
        context(),
        source(async () => property('From the network')),
      ),
    ).toMatchObject({ title: 'From the network' });
    expect(await offlineDb().properties.get('p1')).toMatchObject({ title: 'From the network' });
  });

  it('answers from the device when the connection is lost, and marks the server unreachable', async () => {
    await networkFirst(
      context(),
      source(async () => property('Seen before')),
    );
    expect(await networkFirst(context(), source(lostConnection))).toMatchObject({ title: 'Seen before' });
    expect(isOffline()).toBe(true);
    await networkFirst(
      context(),
      source(async () => property('Back')),
    );
    expect(isOffline()).toBe(false);
  });

  it('does not even try the network while the browser is offline', async () => {
    await networkFirst(
      context(),
      source(async () => property('Seen before')),
    );
    vi.stubGlobal('navigator', { onLine: false });
    const network = vi.fn(async () => property('Never'));
    expect(await networkFirst(context(), source(network))).toMatchObject({ title: 'Seen before' });
    expect(network).not.toHaveBeenCalled();
  });

  it('says plainly that the page was never saved when the device has nothing', async () => {
    const failure = networkFirst(context(), source(lostConnection));
    await expect(failure).rejects.toBeInstanceOf(NotSavedOfflineError);
    await expect(failure).rejects.toThrow(OFFLINE_NOT_SAVED);
  });

  it('passes a server answer (not a lost connection) through as the error it is', async () => {
    const refused = () => Promise.reject(new ApiError('Property not found', { status: 404 }));
    await networkFirst(
      context(),
      source(async () => property('Seen before')),
    );
    await expect(networkFirst(context(), source(refused))).rejects.toMatchObject({ status: 404 });
  });
});
