/// <reference lib="webworker" />
/**
 * The service worker: the precached shell, images and kept languages cache-first, /api never touched.
 * Why: docs/decisions/010-service-worker.md
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { KEEP_LANGUAGE, LANGUAGE_ASSETS_FILE, LANGUAGE_CACHE, languageOfAsset, type ExtraLanguage } from './offline/languageAssets.ts';
import { SERVER_PATHS } from '../contract/serverPaths.ts';
import { FLUSH_OUTBOX, MAP_TILE_CACHE, MEDIA_CACHE, OUTBOX_SYNC_TAG, SKIP_WAITING, WARM_MEDIA } from './offline/messages.ts';
import { isMapTile, MAP_TILE_LIMITS } from './offline/mapTiles.ts';
import { bestEffort } from './lib/bestEffort.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null } | string> };

/** The Background Sync event (not in TypeScript's lib yet). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every app route is the SPA shell; the server's own paths (the API, images, short links, the
// search engines' files, the icon) go to the network, or a link to them would show the 404 screen.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [...SERVER_PATHS] }));

const DAY_SECONDS = 24 * 60 * 60;
const media = new CacheFirst({
  cacheName: MEDIA_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [0, 200] }),
    new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * DAY_SECONDS, purgeOnQuotaError: true }),
  ],
});
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/media/') && request.method === 'GET',
  media,
);

// The map tiles a person has seen, capped; a kept visit pack's tiles are in the media cache, outside the cap.
const mapTiles = new CacheFirst({
  cacheName: MAP_TILE_CACHE,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ ...MAP_TILE_LIMITS, purgeOnQuotaError: true })],
});
registerRoute(
  ({ url, request }) => isMapTile(url, request.method),
  async (options) => (await caches.match(options.request, { cacheName: MEDIA_CACHE })) ?? mapTiles.handle(options),
);

// Their names carry their content's hash; the server's `Vary: Accept-Encoding` (it sends brotli or gzip
// copies) must not make the page's request miss the copy the worker fetched for it.
const languageFiles = new CacheFirst({
  cacheName: LANGUAGE_CACHE,
  matchOptions: { ignoreVary: true },
  plugins: [new CacheableResponsePlugin({ statuses: [200] })],
});
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.method === 'GET' && languageOfAsset(url.pathname) !== null,
  languageFiles,
);

/**
 * Keeps every file of a language (the build's list), and drops from the cache the files of
 * earlier builds. Rejects when the list or a file cannot be fetched: the page asks again next time.
 */
async function keepLanguage(language: ExtraLanguage, event: ExtendableEvent): Promise<void> {
  const response = await fetch(`/${LANGUAGE_ASSETS_FILE}`, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${LANGUAGE_ASSETS_FILE}: ${response.status}`);
  const lists = (await response.json()) as Record<ExtraLanguage, string[]>;
  await Promise.all((lists[language] ?? []).map((file) => languageFiles.handle({ event, request: new Request(`/${file}`) })));
  const current = new Set(Object.values(lists).flatMap((files) => files.map((file) => new URL(`/${file}`, self.location.origin).href)));
  const cache = await caches.open(LANGUAGE_CACHE);
  for (const request of await cache.keys()) if (!current.has(request.url)) await cache.delete(request);
}

/** Fetches images into the media cache, a few at a time; one that fails is simply left out. */
async function warmMedia(urls: readonly string[], event: ExtendableEvent): Promise<void> {
  const queue = urls.filter((url) => url.startsWith('/media/'));
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      await bestEffort('one that fails is left out', media.handle({ event, request: new Request(url) }));
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}

/** Asks one open page to send the outbox; rejects (so the browser retries later) unless it is empty. */
async function askAPageToFlush(): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  // No page open: nothing holds a session here. The next start sends the outbox.
  if (pages.length === 0) return;
  const page = pages.find((client) => client.focused) ?? pages[0]!;
  const ok = await new Promise<boolean>((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), 30_000);
    channel.port1.onmessage = (message: MessageEvent<{ ok?: boolean }>) => {
      clearTimeout(timer);
      resolve(message.data?.ok === true);
    };
    page.postMessage({ type: FLUSH_OUTBOX }, [channel.port2]);
  });
  if (!ok) throw new Error('The outbox is still waiting');
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(askAPageToFlush());
});

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown; language?: unknown } | null;
  if (data?.type === SKIP_WAITING) void self.skipWaiting();
  if (data?.type === KEEP_LANGUAGE && (data.language === 'gu' || data.language === 'hi')) {
    const language = data.language;
    const port = event.ports[0];
    event.waitUntil(
      keepLanguage(language, event).then(
        () => port?.postMessage({ ok: true }),
        () => port?.postMessage({ ok: false }),
      ),
    );
  }
  if (data?.type === WARM_MEDIA && Array.isArray(data.urls)) {
    event.waitUntil(
      warmMedia(
        data.urls.filter((url): url is string => typeof url === 'string'),
        event,
      ),
    );
  }
});

// With injectRegister: false nothing else claims the open pages, so do it here.
clientsClaim();

/** A push message from the server (contract PushPayload): shown with the listing's photo. */
interface PushMessage {
  title: string;
  body: string;
  url: string;
  image?: string;
  tag?: string;
}

self.addEventListener('push', (event) => {
  let message: PushMessage | null = null;
  try {
    message = event.data?.json() as PushMessage;
  } catch {
    // Not JSON: not a message of ours to show.
    message = null;
  }
  if (!message?.title) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/pwa-192x192.png',
      badge: '/pwa-192x192.png',
      tag: message.tag,
      data: { url: message.url },
      ...(message.image ? { image: message.image } : {}),
    } as NotificationOptions),
  );
});

/** A click opens the page the message is about, in an open window of the site when there is one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data as { url?: string } | null)?.url ?? '/', self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === target.origin) as WindowClient | undefined;
      if (open) {
        await open.focus();
        await open.navigate(target.href);
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
