// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEAR_SCREEN_MARGIN, useNearScreen } from './useNearScreen.ts';

function Probe() {
  const [ref, near] = useNearScreen<HTMLDivElement>();
  return (
    <div ref={ref} data-testid="probe">
      {near ? 'near' : 'far'}
    </div>
  );
}

/** An IntersectionObserver the test drives: `enter()` reports every observed element as intersecting. */
function stubObserver() {
  const observed = new Set<Element>();
  let report: IntersectionObserverCallback = () => undefined;
  const options: (IntersectionObserverInit | undefined)[] = [];
  let disconnected = 0;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, init?: IntersectionObserverInit) {
        report = callback;
        options.push(init);
      }
      observe(element: Element) {
        observed.add(element);
      }
      disconnect() {
        disconnected++;
        observed.clear();
      }
    },
  );
  const send = (isIntersecting: boolean) =>
    act(() =>
      report(
        [...observed].map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      ),
    );
  return { observed, options, disconnects: () => disconnected, enter: () => send(true), passBy: () => send(false) };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useNearScreen', () => {
  it('is false until the element comes within a screen of the viewport, then true for good', () => {
    const observer = stubObserver();
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('far');
    expect([...observer.observed]).toEqual([screen.getByTestId('probe')]);
    expect(observer.options[0]?.rootMargin).toBe(NEAR_SCREEN_MARGIN);

    observer.passBy();
    expect(screen.getByTestId('probe').textContent).toBe('far');
    observer.enter();
    expect(screen.getByTestId('probe').textContent).toBe('near');
    // It stops watching once near.
    expect(observer.disconnects()).toBe(1);
    expect(observer.observed.size).toBe(0);
  });

  it('is true at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('near');
  });
});
