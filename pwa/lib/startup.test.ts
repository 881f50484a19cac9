// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

type LongTaskListener = (list: { getEntries: () => { startTime: number; duration: number }[] }) => void;

/**
 * A fresh copy of the module in a page that has not loaded yet, with requestIdleCallback stubbed and
 * a Long Tasks observer the test feeds (`longTask(duration)` reports one ending now).
 */
async function freshStartup() {
  vi.resetModules();
  Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  const listeners: LongTaskListener[] = [];
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      constructor(listener: LongTaskListener) {
        listeners.push(listener);
      }
      observe() {}
      disconnect() {
        listeners.splice(listeners.indexOf(this as never), 1);
      }
    },
  );
  const longTask = (duration: number) => {
    const end = performance.now();
    for (const listener of listeners) listener({ getEntries: () => [{ startTime: end - duration, duration }] });
  };
  const startup = await import('./startup.ts');
  return { startup, idle, longTask };
}

/** Load, then the first idle moment: the page is interactive. */
async function interactive(startup: typeof import('./startup.ts'), idle: (() => void)[]) {
  window.dispatchEvent(new Event('load'));
  // Earlier tests' copies of the module listen for load too: run every idle callback asked for.
  for (const callback of idle) callback();
  await Promise.resolve();
  expect(startup.isInteractive()).toBe(true);
}

/** A fresh module watched for `settled` with fake timers, the page already interactive. */
async function settlingPage() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  const page = await freshStartup();
  const settled = vi.fn();
  void page.startup.afterSettled().then(settled);
  await interactive(page.startup, page.idle);
  return { ...page, settled };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('start-up order', () => {
  it('waits for the load event and then an idle moment', async () => {
    const { startup, idle } = await freshStartup();
    const reached = vi.fn();
    void startup.afterInteractive().then(reached);
    await Promise.resolve();
    expect(startup.isInteractive()).toBe(false);
    expect(idle).toHaveLength(0);

    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    idle[0]!();
    await vi.waitFor(() => expect(reached).toHaveBeenCalledOnce());
    expect(startup.isInteractive()).toBe(true);
  });

  it('starts at the first tap, before the page has finished loading, and counts as settled too', async () => {
    const { startup } = await freshStartup();
    const started = Promise.all([startup.afterInteractive(), startup.afterSettled()]);
    window.dispatchEvent(new Event('pointerdown'));
    await started;
    expect(startup.isInteractive()).toBe(true);
    expect(startup.isSettled()).toBe(true);
  });

  it('settles once the interactive page has had no long task for a while', async () => {
    const { startup, settled } = await settlingPage();

    await vi.advanceTimersByTimeAsync(startup.QUIET_MS - 300);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(600);
    expect(settled).toHaveBeenCalledOnce();
  });

  it('waits for quiet again after every long task', async () => {
    const { startup, longTask, settled } = await settlingPage();

    await vi.advanceTimersByTimeAsync(1000);
    longTask(120);
    await vi.advanceTimersByTimeAsync(startup.QUIET_MS - 300);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(600);
    expect(settled).toHaveBeenCalledOnce();
  });

  it('settles after the cap on a page that is never quiet', async () => {
    const { startup, longTask, settled } = await settlingPage();

    for (let elapsed = 0; elapsed < startup.SETTLE_CAP_MS - 500; elapsed += 500) {
      await vi.advanceTimersByTimeAsync(500);
      longTask(80);
    }
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(settled).toHaveBeenCalledOnce();
  });

  it('never settles before the page is interactive, however quiet', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const { startup } = await freshStartup();
    const settled = vi.fn();
    void startup.afterSettled().then(settled);
    window.dispatchEvent(new Event('load'));
    // The idle callback never comes (the page stays busy): only a tap, or that callback, starts the count.
    await vi.advanceTimersByTimeAsync(startup.SETTLE_CAP_MS * 2);
    expect(settled).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toHaveBeenCalledOnce();
  });

  it('opens the device store once interactive where the service worker controls the page, and once settled on a first visit', async () => {
    for (const controlled of [true, false]) {
      vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: controlled ? {} : null } });
      const { startup } = await settlingPage();
      const wanted = vi.fn();
      void startup.afterDeviceWanted().then(wanted);
      await vi.advanceTimersByTimeAsync(0);
      expect(wanted).toHaveBeenCalledTimes(controlled ? 1 : 0);
      expect(startup.isDeviceWanted()).toBe(controlled);
      await vi.advanceTimersByTimeAsync(startup.QUIET_MS + 300);
      expect(wanted).toHaveBeenCalledOnce();
      expect(startup.isDeviceWanted()).toBe(true);
      vi.useRealTimers();
    }
  });
});
