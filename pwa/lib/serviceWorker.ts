/** Registers the service worker and offers a reload when a new version is waiting (registerType 'prompt'). */
import { createElement } from 'react';
import toast from './toast.ts';
import { registerSW } from 'virtual:pwa-register';
import { reloadForUpdate, reloadOnce, takeOverAndReload } from './swUpdate.ts';
import { loadI18n, pageLocale } from '../i18n/i18n.ts';

/** `flushOutbox`: sends the changes waiting on the device; Reload runs it before the new version takes over. */
export function registerServiceWorker({ flushOutbox }: { flushOutbox?: () => Promise<unknown> } = {}): void {
  if (!('serviceWorker' in navigator)) return;
  // workbox-window's own reload on the takeover and ours (takeOverAndReload) make one reload.
  const reload = reloadOnce();
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedReload: reload,
    onNeedRefresh() {
      // In the page's language (its messages are here already: the page is shown in it).
      void loadI18n(pageLocale()).then((i18n) =>
        toast(
          (t) =>
            createElement(
              'span',
              { className: 'flex items-center gap-3 text-sm' },
              i18n._('update.available'),
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
                i18n._('update.reload'),
              ),
            ),
          { id: 'sw-update', duration: Infinity },
        ),
      );
    },
  });
}
