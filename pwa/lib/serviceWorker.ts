/** Registers the service worker and offers a reload when a new version is waiting (registerType 'prompt'). */
import { createElement } from 'react';
import toast from './toast.ts';
import { registerSW } from 'virtual:pwa-register';
import { reloadForUpdate, reloadOnce, takeOverAndReload } from './swUpdate.ts';

/** `flushOutbox`: sends the changes waiting on the device; Reload runs it before the new version takes over. */
export function registerServiceWorker({ flushOutbox }: { flushOutbox?: () => Promise<unknown> } = {}): void {
  if (!('serviceWorker' in navigator)) return;
  // workbox-window's own reload on the takeover and ours (takeOverAndReload) make one reload.
  const reload = reloadOnce();
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedReload: reload,
    onNeedRefresh() {
      toast(
        (t) =>
          createElement(
            'span',
            { className: 'flex items-center gap-3 text-sm' },
            'New version available.',
            createElement(
              'button',
              {
                type: 'button',
                className: 'btn-primary !px-3 !py-1.5',
                onClick: () => {
                  toast.dismiss(t.id);
                  // Sends the outbox first, then tells the waiting worker to SKIP_WAITING and reloads
                  // once it controls the page (what could not be sent stays in IndexedDB).
                  void reloadForUpdate(takeOverAndReload(updateServiceWorker, navigator.serviceWorker, reload), flushOutbox);
                },
              },
              'Reload',
            ),
          ),
        { id: 'sw-update', duration: Infinity },
      );
    },
  });
}
