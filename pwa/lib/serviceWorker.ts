/** Registers the service worker and offers a reload when a new version is waiting (registerType 'prompt'). */
import { registerSW } from 'virtual:pwa-register';
import { reloadForUpdate, reloadOnce, takeOverAndReload } from './swUpdate.ts';

interface Options {
  /** Sends the changes waiting on the device; Reload runs it before the new version takes over. */
  flushOutbox?: () => Promise<unknown>;
  /** Shows the update prompt (components/UpdatePrompt.tsx); `reload` is what its Reload does. */
  offerUpdate: (reload: () => void) => void;
}

export function registerServiceWorker({ flushOutbox, offerUpdate }: Options): void {
  if (!('serviceWorker' in navigator)) return;
  // workbox-window's own reload on the takeover and ours (takeOverAndReload) make one reload.
  const reload = reloadOnce();
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedReload: reload,
    onNeedRefresh() {
      // Sends the outbox first, then tells the waiting worker to SKIP_WAITING and reloads once it
      // controls the page (what could not be sent stays in IndexedDB).
      offerUpdate(() => void reloadForUpdate(takeOverAndReload(updateServiceWorker, navigator.serviceWorker, reload), flushOutbox));
    },
  });
}
