/**
 * Start-up order after the first screen has come alive: interactive, then settled (a first tap or key press is both).
 * Why: docs/decisions/004-startup-phases.md
 */

/** The longest an idle callback may wait once the page has loaded. */
const IDLE_TIMEOUT_MS = 4000;
/** Without requestIdleCallback (Safari): a plain delay after the load event. */
const NO_IDLE_DELAY_MS = 1500;
/** How long the main thread must have had no long task before the page counts as settled. */
export const QUIET_MS = 1500;
/** A page that is never quiet (a slow phone, a busy tab) still settles this long after it became interactive. */
export const SETTLE_CAP_MS = 5000;
/** A task this long or longer holds up a tap noticeably (the Long Tasks API's threshold). */
const LONG_TASK_MS = 50;
/** How often the quiet is checked (a timer that fires this much later than asked also reveals a long task). */
const CHECK_MS = 250;
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

type Phase = 'interactive' | 'settled';

const outsideBrowser = typeof window === 'undefined' || typeof document === 'undefined';
const reached: Record<Phase, boolean> = { interactive: outsideBrowser, settled: outsideBrowser };
const resolvers = {} as Record<Phase, () => void>;
const promises: Record<Phase, Promise<void>> = {
  interactive: new Promise<void>((resolve) => (resolvers.interactive = resolve)),
  settled: new Promise<void>((resolve) => (resolvers.settled = resolve)),
};
if (outsideBrowser) {
  resolvers.interactive();
  resolvers.settled();
}
let armed = false;

function reach(phase: Phase): void {
  if (reached[phase]) return;
  reached[phase] = true;
  resolvers[phase]();
}

function onInteraction(): void {
  for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, { capture: true });
  reach('interactive');
  reach('settled');
}

/**
 * Calls `onEnd(time)` with the end of every long task from now on, where the browser has the Long
 * Tasks API; returns how to stop.
 */
function observeLongTasks(onEnd: (time: number) => void): () => void {
  try {
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) onEnd(entry.startTime + entry.duration);
    });
    observer.observe({ type: 'longtask' });
    return () => observer.disconnect();
  } catch {
    // No Long Tasks API in this browser: nothing to observe.
    return () => undefined;
  }
}

/**
 * From interactive on: settles after QUIET_MS with no long task, or SETTLE_CAP_MS at most. Every
 * check is a timer, and one that fires LONG_TASK_MS late also tells of a long task (the only sign
 * of one where the browser has no Long Tasks API).
 */
function awaitQuiet(): void {
  const start = performance.now();
  let lastLongTask = start;
  const longTaskEnded = (time: number) => (lastLongTask = Math.max(lastLongTask, time));
  const stop = observeLongTasks(longTaskEnded);
  let expected = start + CHECK_MS;
  const check = () => {
    const now = performance.now();
    if (now - expected >= LONG_TASK_MS) longTaskEnded(now);
    if (reached.settled) stop();
    else if (now - lastLongTask >= QUIET_MS || now - start >= SETTLE_CAP_MS) {
      stop();
      reach('settled');
    } else {
      expected = now + CHECK_MS;
      setTimeout(check, CHECK_MS);
    }
  };
  setTimeout(check, CHECK_MS);
}

function arm(): void {
  if (armed || reached.settled) return;
  armed = true;
  const begin = () => {
    reach('interactive');
    if (!reached.settled) awaitQuiet();
  };
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(begin, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(begin, NO_IDLE_DELAY_MS);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, { capture: true, passive: true });
}

/** Whether the page has become interactive (always, outside a browser). */
export function isInteractive(): boolean {
  return reached.interactive;
}

/** Whether the page has settled (always, outside a browser). */
export function isSettled(): boolean {
  return reached.settled;
}

/** Settles once the page is interactive; the first call starts watching for it. */
export function afterInteractive(): Promise<void> {
  arm();
  return promises.interactive;
}

/** Settles once the page has settled (interactive, then quiet or touched); the first call starts watching. */
export function afterSettled(): Promise<void> {
  arm();
  return promises.settled;
}

/** Whether the service worker controls this page: a returning visitor's, which can open offline later. */
const controlled = (): boolean => typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);

/**
 * Settles when the device store is worth opening for what the page shows (the answers it got, the
 * property opened): once the page is interactive where the service worker controls it, so a page
 * seen online opens offline however soon the visitor leaves; on a first visit, which nothing can
 * reopen offline before the service worker has installed (once the page has settled), once the page
 * has settled, so a first visit does not pay for the offline machinery while it starts.
 */
export function afterDeviceWanted(): Promise<void> {
  return controlled() ? afterInteractive() : afterSettled();
}

/** Whether afterDeviceWanted has settled. */
export function isDeviceWanted(): boolean {
  return controlled() ? reached.interactive : reached.settled;
}
