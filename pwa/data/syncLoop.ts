/**
 * Keeps the device and the server in step: at start, on every reconnect, when the user changes and
 * when the service worker's Background Sync fires, send the outbox (POST /sync), then pull what
 * changed since the cursor (GET /sync, page after page) and refetch the screens it touched.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Envelope } from '../../contract/answers.ts';
import type { SyncPull } from '../../contract/mutations.ts';
import { api } from './api.ts';
import { favoriteKeys, savedPropertiesQuery } from './favorites.ts';
import { projectKeys } from './projects.ts';
import { propertyKeys } from './properties.ts';
import { appStore, authAtom, getAuth } from '../lib/store.ts';
import { reportNetworkFailure, reportNetworkSuccess } from '../offline/connectivity.ts';
import { FLUSH_OUTBOX } from '../offline/messages.ts';
import { loadDevice } from './device/load.ts';
import { isNetworkError, outboxIsEmpty, requestBackgroundSync, sendOutbox, VISITOR } from './sender.ts';
import { announceDeviceChange, onOtherTabChange } from './tabs.ts';
import { bestEffort } from '../lib/bestEffort.ts';

interface Touched {
  properties: boolean;
  projects: boolean;
  favorites: boolean;
}

function pullPage(since: number | 'latest'): Promise<SyncPull> {
  return api.get<Envelope<SyncPull>>('sync', { searchParams: { since: String(since) } }).then((body) => body.data);
}

async function refetchTouched(queryClient: QueryClient, touched: Touched): Promise<void> {
  await Promise.all([
    touched.properties && queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
    touched.projects && queryClient.invalidateQueries({ queryKey: projectKeys.all }),
    touched.favorites && queryClient.invalidateQueries({ queryKey: favoriteKeys.all }),
  ]);
}

/** One pass: push, then pull. Offline it does nothing; a lost connection midway stops it quietly. */
async function syncOnce(queryClient: QueryClient): Promise<void> {
  if (navigator.onLine === false) return;
  const userId = getAuth().user?._id ?? null;
  const touched: Touched = { properties: false, projects: false, favorites: false };

  // Enquiries a visitor made here with no signal (whoever is signed in now).
  try {
    await sendOutbox(VISITOR);
  } catch (error) {
    if (isNetworkError(error)) {
      reportNetworkFailure();
      requestBackgroundSync();
      return;
    }
  }

  if (userId) {
    try {
      // Changes this user left unsent when they last logged out on this device go out now.
      const device = await loadDevice();
      if ((await device.restoreKeptAside(userId)) > 0) touched.favorites = touched.properties = true;
      // The sender applies its report to the device (refusals, states read back) before it returns.
      const report = await sendOutbox(userId);
      if (report.results.length > 0) {
        touched.favorites = true;
        touched.properties = true;
      }
    } catch (error) {
      // Kept for the next pass; a server refusal (not a lost connection) is left for the next start.
      if (isNetworkError(error)) {
        reportNetworkFailure();
        requestBackgroundSync();
        return;
      }
    }
  }

  try {
    const device = await loadDevice();
    const pulled = await device.pullChanges(userId, pullPage);
    touched.properties ||= pulled.properties;
    touched.projects ||= pulled.projects;
    touched.favorites ||= pulled.favorites;
    announceDeviceChange({ properties: pulled.properties, projects: pulled.projects, favorites: pulled.favorites });
    // A user new to this device gets their saved list (and its pictures) now, for use offline, and so
    // does one whose pull saved a listing this device holds nothing of; a fetch cut short is asked again.
    if (userId && (pulled.fresh || (await device.needsSavedList(userId))))
      void queryClient.prefetchQuery({ ...savedPropertiesQuery(), staleTime: 0 });
    reportNetworkSuccess();
    await device.pruneDevice();
  } catch (error) {
    if (isNetworkError(error)) reportNetworkFailure();
  }
  await refetchTouched(queryClient, touched);
}

let running: Promise<void> | null = null;
let again = false;

/** Runs a sync pass; a call during a pass runs one more pass after it, never two at once. */
export function syncNow(queryClient: QueryClient): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      await bestEffort('the next pass tries again', syncOnce(queryClient));
    } while (again);
  })().finally(() => {
    running = null;
  });
  return running;
}

/**
 * Starts the loop once, from main.tsx: it listens at once (reconnects, sign-ins, other tabs'
 * changes, Background Sync) and makes its first pass when `firstPass` settles.
 */
export function startOfflineSync(queryClient: QueryClient, firstPass: Promise<void> = Promise.resolve()): void {
  void firstPass.then(() => syncNow(queryClient));

  window.addEventListener('online', () => {
    // Screens answered from the device while offline look fresh to the query cache: refetch them.
    void syncNow(queryClient).then(() => refetchTouched(queryClient, { properties: true, projects: true, favorites: true }));
  });

  let userId = getAuth().user?._id ?? null;
  appStore.sub(authAtom, () => {
    const next = getAuth().user?._id ?? null;
    if (next === userId) return;
    userId = next;
    if (next) void syncNow(queryClient);
  });

  // Another tab changed the device store: show it here too.
  onOtherTabChange((change) => void refetchTouched(queryClient, change));

  // Background Sync woke the service worker: it asks an open page to send the outbox.
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<{ type?: string } | null>) => {
    if (event.data?.type !== FLUSH_OUTBOX) return;
    const port = event.ports[0];
    void syncNow(queryClient)
      .then(async () => {
        const current = getAuth().user?._id;
        return current ? outboxIsEmpty(current) : true;
      })
      .then(
        (ok) => port?.postMessage({ ok }),
        () => port?.postMessage({ ok: false }),
      );
  });
}
