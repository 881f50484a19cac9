// @vitest-environment happy-dom
import { act, useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lazyPart, preloadParts } from './lazyPart.tsx';
import { useHydrated } from './useHydrated.ts';

/** The part: it says whether the browser has adopted it. */
function Greeting({ name }: { name: string }) {
  const hydrated = useHydrated();
  return <p data-adopted={String(hydrated)}>Hello {name}</p>;
}

type Part = ComponentType<{ name: string }>;

/** A screen around the part, with a count of its own that changes while the part waits. */
function Screen({ Part, count }: { Part: Part; count: number }) {
  return (
    <section>
      <span data-testid="count">{count}</span>
      <Part name="Riya" />
    </section>
  );
}

let root: Root | undefined;
beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('lazyPart', () => {
  it('is rendered whole by the server once the parts are preloaded', async () => {
    const Part = lazyPart(async () => Greeting, <p>waiting</p>);
    await preloadParts();
    const html = renderToString(<Screen Part={Part} count={0} />);
    expect(html).toContain('Hello <!-- -->Riya');
    expect(html).not.toMatch(/<!--\$[!?]-->/);
  });

  it("keeps the server's HTML of the part while its code is on its way, through the screen's renders, then adopts it without an error", async () => {
    const ServerPart = lazyPart(async () => Greeting, <p>waiting</p>);
    await preloadParts();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Screen Part={ServerPart} count={0} />);
    document.body.append(container);
    const served = container.querySelector('p')!;

    let arrive: (part: Part) => void = () => {};
    const BrowserPart = lazyPart(() => new Promise<Part>((resolve) => (arrive = resolve)), <p>waiting</p>);
    let bump: () => void = () => {};
    function App() {
      const [count, setCount] = useState(0);
      bump = () => setCount((value) => value + 1);
      return <Screen Part={BrowserPart} count={count} />;
    }
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
    try {
      await act(async () => {
        root = hydrateRoot(container, <App />, { onRecoverableError: (error) => errors.push(error) });
      });
      // The screen is the app's; the part is still the server's, as it was.
      await act(async () => bump());
      expect(container.querySelector('[data-testid="count"]')!.textContent).toBe('1');
      expect(container.querySelector('p')).toBe(served);
      expect(served.dataset.adopted).toBe('false');

      await act(async () => arrive(Greeting));
      expect(container.querySelector('p')).toBe(served);
      expect(served.dataset.adopted).toBe('true');
      expect(served.textContent).toBe('Hello Riya');
    } finally {
      consoleError.mockRestore();
    }
    expect(errors).toEqual([]);
  });

  it('shows its fallback where the browser draws the screen itself, then the part', async () => {
    let arrive: (part: Part) => void = () => {};
    const Part = lazyPart(() => new Promise<Part>((resolve) => (arrive = resolve)), <p>waiting</p>);
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    root = createRoot(container);
    await act(async () => root!.render(<Screen Part={Part} count={0} />));
    expect(container.querySelector('p')!.textContent).toBe('waiting');
    await act(async () => arrive(Greeting));
    expect(container.querySelector('p')!.textContent).toBe('Hello Riya');
  });
});
