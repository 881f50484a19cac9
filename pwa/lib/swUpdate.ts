/**
 * The update prompt's Reload: changes still waiting in the outbox are sent first (when the
 * connection allows), then the new worker takes over and the page reloads. The outbox lives in
 * IndexedDB, which neither the new worker nor the reload touches, so what could not be sent in
 * time stays on the device and goes out from the new version.
 */

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
    await Promise.race([flushFirst().catch(() => undefined), gaveUp]);
    clearTimeout(timer);
  }
  await update(true);
}
