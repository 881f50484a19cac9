/**
 * Whether the app can reach the server: `navigator.onLine`, and also "online" but every request
 * failing (captive portal, server gone). A network failure marks the server unreachable until the
 * next answer or the next `online` event.
 */
import { useSyncExternalStore } from 'react';

let unreachable = false;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function reportNetworkFailure(): void {
  if (unreachable) return;
  unreachable = true;
  notify();
}

export function reportNetworkSuccess(): void {
  if (!unreachable) return;
  unreachable = false;
  notify();
}

/** False when the browser says so; otherwise true unless the last request failed for lack of network. */
export function isOffline(): boolean {
  return (typeof navigator !== 'undefined' && navigator.onLine === false) || unreachable;
}

function subscribe(onChange: () => void) {
  const onOnline = () => {
    unreachable = false;
    onChange();
  };
  listeners.add(onChange);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onChange);
  };
}

/** True while the app works from what the device has saved. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
