/**
 * Asks the service worker to put images into its media cache before they are needed offline
 * (the saved list's and an opened property's pictures). The worker fetches them through the same
 * cache-first route the page uses, so expiry and the size cap apply to them too.
 */
import { WARM_MEDIA } from './messages.ts';

const asked = new Set<string>();

/** The path of a same-origin /media/ URL, else null (other hosts are not ours to cache). */
function sameOriginMedia(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.origin === window.location.origin && parsed.pathname.startsWith('/media/') ? parsed.pathname : null;
  } catch {
    // Not a URL: nothing to warm.
    return null;
  }
}

export function warmMedia(urls: readonly (string | null | undefined)[]): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  // Data Saver on: do not spend the visitor's data on pictures they may never open.
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
  const fresh = [...new Set(urls.map(sameOriginMedia))].filter((url): url is string => url !== null && !asked.has(url));
  if (fresh.length === 0) return;
  for (const url of fresh) asked.add(url);
  void navigator.serviceWorker.ready
    .then((registration) => registration.active?.postMessage({ type: WARM_MEDIA, urls: fresh }))
    .catch(() => {
      for (const url of fresh) asked.delete(url);
    });
}
