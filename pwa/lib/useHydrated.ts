import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React adopts prerendered HTML (built logged out, before anything scrolled), true
 * on every other render. Parts that depend on the visitor read it so their first render matches
 * that HTML; React renders them again right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
