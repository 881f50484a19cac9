// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module in a page that has not loaded yet, with requestIdleCallback stubbed. */
async function freshStartup() {
  vi.resetModules();
  Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  const startup = await import('./startup.ts');
  return { startup, idle };
}

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

  it('starts at the first tap, before the page has finished loading', async () => {
    const { startup } = await freshStartup();
    const started = startup.afterInteractive();
    window.dispatchEvent(new Event('pointerdown'));
    await started;
    expect(startup.isInteractive()).toBe(true);
  });
});
