/** Registers the service worker and offers a reload when a new version is waiting (registerType 'prompt'). */
import { createElement } from 'react';
import toast from 'react-hot-toast';
import { registerSW } from 'virtual:pwa-register';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const updateServiceWorker = registerSW({
    immediate: true,
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
                  // Tells the waiting worker to SKIP_WAITING, then reloads once it controls the page.
                  void updateServiceWorker(true);
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
