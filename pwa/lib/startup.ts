/**
 * Start-up order. The first screen comes alive first; what it does not need (the device store,
 * the sync loop, the service worker and its precache download) waits until the page is
 * interactive: the browser's first idle moment after the load event (or a timer where there is no
 * requestIdleCallback), or the visitor's first tap or key press, whichever comes first. Outside a
 * browser (the server's render, unit tests) the page counts as interactive from the start.
 */

/** The longest an idle callback may wait once the page has loaded. */
const IDLE_TIMEOUT_MS = 4000;
/** Without requestIdleCallback (Safari): a plain delay after the load event. */
const NO_IDLE_DELAY_MS = 1500;
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

let interactive = typeof window === 'undefined' || typeof document === 'undefined';
let armed = false;
let reached: () => void = () => undefined;
const whenInteractive = new Promise<void>((resolve) => {
  reached = resolve;
});
if (interactive) reached();

function begin(): void {
  if (interactive) return;
  interactive = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, begin, { capture: true });
  reached();
}

function arm(): void {
  if (armed || interactive) return;
  armed = true;
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(begin, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(begin, NO_IDLE_DELAY_MS);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  for (const type of INTERACTIONS) window.addEventListener(type, begin, { capture: true, passive: true });
}

/** Whether the page has become interactive (always, outside a browser). */
export function isInteractive(): boolean {
  return interactive;
}

/** Settles once the page is interactive; the first call starts watching for it. */
export function afterInteractive(): Promise<void> {
  arm();
  return whenInteractive;
}
