import { useSyncExternalStore } from 'react';

/**
 * The page's scroll offset as the scroll events last reported it: reading `window.scrollY` on
 * every render would force a layout whenever React asks while the page is being updated.
 */
let offset: number | undefined;
let subscribers = 0;

function subscribe(onChange: () => void) {
  const listener = () => {
    offset = window.scrollY;
    onChange();
  };
  subscribers += 1;
  window.addEventListener('scroll', listener, { passive: true });
  return () => {
    window.removeEventListener('scroll', listener);
    subscribers -= 1;
    // Nobody listens any more: the next reader asks the window again.
    if (subscribers === 0) offset = undefined;
  };
}

/** While someone listens, the last reported offset; otherwise the window's own. */
const currentOffset = () => (subscribers > 0 ? (offset ??= window.scrollY) : window.scrollY);

/** Whether the page has scrolled further than `threshold` pixels (never while prerendered HTML hydrates). */
export function useScrolled(threshold: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => currentOffset() > threshold,
    () => false,
  );
}
