/**
 * Many tabs, one device store: a tab that changes what the device holds (a mutation recorded, the
 * outbox answered, a pull applied) tells the other tabs of this browser on a BroadcastChannel, and
 * they refresh the screens it touched, so every open tab follows without a reload. Sending the
 * outbox is one tab at a time (the Web Lock in outboxSender.ts).
 */
import { bestEffort } from '../lib/bestEffort.ts';

/** What changed on the device: which screens should read again. */
export interface DeviceChange {
  properties: boolean;
  projects: boolean;
  favorites: boolean;
}

const CHANNEL = 'shreeji-offline-changes';

let channel: BroadcastChannel | null | undefined;

function openChannel(): BroadcastChannel | null {
  if (channel === undefined) channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  return channel;
}

/** Tells the other tabs (never this one) what changed on the device. */
export function announceDeviceChange(change: DeviceChange): void {
  if (!change.properties && !change.projects && !change.favorites) return;
  bestEffort('a closed channel (the page is going away): the other tabs read again at their next sync', () =>
    openChannel()?.postMessage(change),
  );
}

/** Calls `listener` with each change another tab announces; returns the unsubscribe. */
export function onOtherTabChange(listener: (change: DeviceChange) => void): () => void {
  const opened = openChannel();
  if (!opened) return () => undefined;
  const handle = (event: MessageEvent<DeviceChange>) => listener(event.data);
  opened.addEventListener('message', handle);
  return () => opened.removeEventListener('message', handle);
}
