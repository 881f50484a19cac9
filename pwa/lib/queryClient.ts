/**
 * Server data: the browser's one QueryClient, in memory. What the app keeps across visits and
 * offline is in the device store (IndexedDB, pwa/offline), the one offline store: every public read
 * writes through to it and is answered from it when the network is gone, so the query cache is not
 * persisted. A server render makes a client of its own per request (pwa/prerender.tsx).
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './apiError.ts';
import { appStore, authAtom } from './store.ts';
import { bestEffort } from './bestEffort.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Where builds before the device store kept a copy of the query cache; removed at start. */
export const QUERY_CACHE_KEY = 'query-cache';

/** A client with the app's query defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: DAY_MS,
        // Try once even offline: the reads answer from the device store then.
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

bestEffort('storage blocked: there is nothing of ours in it either', () => globalThis.localStorage?.removeItem(QUERY_CACHE_KEY));

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
