/**
 * Server data: the browser's one QueryClient, persisted to localStorage under its own key (not
 * 'auth'). A server render makes a client of its own per request (pwa/prerender.tsx).
 */
import { QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistQueryClientProviderProps } from '@tanstack/react-query-persist-client';
import { ApiError } from './http.ts';
import { appStore, authAtom, queryClientAtom } from './store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const QUERY_CACHE_KEY = 'query-cache';

/** A client with the app's query defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // Persisted entries must outlive a day in memory too, or the persister drops them.
        gcTime: DAY_MS,
        // Try once even offline: the service worker or the persisted cache may answer.
        networkMode: 'offlineFirst',
        refetchOnWindowFocus: false,
        // Server answers are final; only a lost connection is worth one more try.
        retry: (failureCount, error) => error instanceof ApiError && error.network && failureCount < 1,
      },
      mutations: { networkMode: 'offlineFirst', retry: false },
    },
  });
}

/** The browser's client. */
export const queryClient = createQueryClient();

const persister = createSyncStoragePersister({
  storage: typeof window === 'undefined' ? undefined : window.localStorage,
  key: QUERY_CACHE_KEY,
  throttleTime: 1000,
});

export const persistOptions: PersistQueryClientProviderProps['persistOptions'] = {
  persister,
  maxAge: DAY_MS,
  // A new build may change response shapes: drop what older builds saved.
  buster: import.meta.env.VITE_BUILD_ID ?? 'dev',
  dehydrateOptions: {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && query.meta?.persist !== false,
    // No write is ever kept for later here: favourites queue in the device outbox, admin writes need the network.
    shouldDehydrateMutation: () => false,
  },
};

/**
 * Once the persisted cache is back, the public reads refetch: the cache is written a second
 * behind, while the device store (favourites toggled offline, above all) is written at once, so
 * a restored answer may be older than what the device knows. Offline the refetch reads the device.
 */
export function refreshRestoredQueries(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (query) => ['properties', 'projects', 'favorites'].includes(String(query.queryKey[0])) });
}

// jotai-tanstack-query atoms use this same client.
appStore.set(queryClientAtom, queryClient);

/**
 * Saved flags and favourites belong to one user: when the user changes (login, logout,
 * another tab), drop their lists and refetch the rest with the new identity.
 */
let sessionUserId = appStore.get(authAtom).user?._id ?? null;
appStore.sub(authAtom, () => {
  const userId = appStore.get(authAtom).user?._id ?? null;
  if (userId === sessionUserId) return;
  sessionUserId = userId;
  queryClient.removeQueries({ queryKey: ['favorites'] });
  void queryClient.invalidateQueries();
});
