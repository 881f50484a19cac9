import { useEffect, useState } from 'react';
import { afterSettled, isSettled } from './startup.ts';
import { useHydrated } from './useHydrated.ts';

/**
 * Whether the page has settled (pwa/lib/startup.ts), for parts that can wait until then. Always
 * false while React adopts the server's HTML, so that render matches it; on a screen the app draws
 * later, true at once.
 */
export function useSettled(): boolean {
  const hydrated = useHydrated();
  const [settled, setSettled] = useState(isSettled);
  useEffect(() => {
    let live = true;
    if (!settled) void afterSettled().then(() => live && setSettled(true));
    return () => {
      live = false;
    };
  }, [settled]);
  return hydrated && settled;
}
