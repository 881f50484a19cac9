/**
 * The update prompt's Reload: changes still waiting in the outbox are sent first (when the
 * connection allows), then the new worker takes over and the page reloads. The outbox lives in
 * IndexedDB, which neither the new worker nor the reload touches, so what could not be sent in
 * time stays on the device and goes out from the new version.
 */
import { bestEffort } from './bestEffort.ts';

/** How long Reload waits for the outbox to go out before it updates anyway. */
export const FLUSH_BEFORE_UPDATE_MS = 5_000;

export async function reloadForUpdate(
  update: (reloadPage: boolean) => Promise<void>,
  flushFirst?: () => Promise<unknown>,
  waitMs = FLUSH_BEFORE_UPDATE_MS,
): Promise<void> {
  if (flushFirst) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const gaveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
    await Promise.race([bestEffort('what is not sent goes out from the new version', flushFirst()), gaveUp]);
    clearTimeout(timer);
  }
  await update(true);
}

/** A reload that happens once, however many signals ask for it. */
export function reloadOnce(reload: () => void = () => window.location.reload()): () => void {
  let reloading = false;
  return () => {
    if (reloading) return;
    reloading = true;
    reload();
  };
}

/**
 * `update` for reloadForUpdate: tells the waiting worker to take over (`skipWaiting`) and reloads
 * the page once it controls it. workbox-window reloads by itself only a page a worker already
 * controlled when the page registered it; a page opened before any worker (a first visit, claimed
 * by the first worker as it activated) would otherwise stay on the old version under the new worker.
 */
export function takeOverAndReload(
  skipWaiting: (reloadPage: boolean) => Promise<void>,
  serviceWorkers: Pick<EventTarget, 'addEventListener'>,
  reload: () => void,
): (reloadPage: boolean) => Promise<void> {
  return async (reloadPage) => {
    if (reloadPage) serviceWorkers.addEventListener('controllerchange', () => reload(), { once: true });
    await skipWaiting(reloadPage);
  };
}
