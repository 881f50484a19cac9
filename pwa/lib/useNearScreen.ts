import { useEffect, useState } from 'react';

/**
 * How far ahead of the screen a part counts as near: a screen's height above and below it, so a
 * visitor scrolling down finds it drawn by the time it shows.
 */
export const NEAR_SCREEN_MARGIN = '100% 0px';

/**
 * Whether the element given to the returned ref has come near the screen (NEAR_SCREEN_MARGIN),
 * once; it stays true after. For a part below a phone's first screens that costs a page's start
 * more than it is worth there (the Enquire form: its render and the browser's reading of a new
 * form). Where IntersectionObserver is missing, true at once.
 */
export function useNearScreen<T extends Element>(): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: NEAR_SCREEN_MARGIN,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return [setElement, near];
}
