import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/** How long after a route change the scroll is watched: the smooth scroll is over by then. */
const SCROLL_SETTLE_MS = 1000;
/** What a visitor does to scroll by themselves. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Every route change starts at the top, smoothly unless the visitor asked for less motion. The new
 * screen fills in while the page scrolls; the browser's scroll anchoring
 * would answer that by leaving the page a few pixels short of the top. So anchoring is off while it
 * settles, and the page ends at the top unless the visitor has scrolled by themselves meanwhile.
 * The first page is left where the browser put it (at the top, or where a reload restores it).
 */
export function ScrollToTop() {
  const [location] = useLocation();
  const shown = useRef<string | undefined>(undefined);
  useEffect(() => {
    const first = shown.current === undefined;
    if (shown.current === location) return;
    shown.current = location;
    // Already at the top: nothing to do (and no style change that would restyle the whole page).
    if (first || window.scrollY === 0) return;
    const root = document.documentElement;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    let visitorScrolled = false;
    const onVisitorScroll = () => {
      visitorScrolled = true;
    };
    const toTop = () => {
      if (!visitorScrolled && window.scrollY !== 0) window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
    };
    const stop = () => {
      window.clearTimeout(timer);
      window.removeEventListener('scrollend', toTop);
      for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, onVisitorScroll);
      root.style.overflowAnchor = '';
    };
    const timer = window.setTimeout(() => {
      toTop();
      stop();
    }, SCROLL_SETTLE_MS);
    root.style.overflowAnchor = 'none';
    for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, onVisitorScroll, { passive: true });
    window.addEventListener('scrollend', toTop);
    window.scrollTo({ top: 0, left: 0, behavior: reduce ? 'auto' : 'smooth' });
    return stop;
  }, [location]);
  return null;
}
