/**
 * Loads the device store (pwa/data/device/device.ts) on first use, as a chunk of its own: nothing
 * of Dexie is in the entry chunk, and the store opens when something first asks for it.
 */
import type { Device } from './device.ts';

export type { Device };

/**
 * Resolves in a task of its own: scheduler.yield where the browser has it, else a message the page
 * posts itself (neither is held back like a timer in a background tab).
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

let opened: Promise<Device> | null = null;
let turns: Promise<unknown> = Promise.resolve();

/**
 * Dexie and the device operations, loaded once on first use, with the store open. Each caller gets
 * them in a task of its own, in the order they asked: the work that waited for the store to open
 * (what a page keeps as it settles, the sync pass, a recent view) does not all run in the task that
 * opened it, which on a cheap phone was one of over 100 ms. A store that fails to open is tried
 * again by the next caller.
 */
export function loadDevice(): Promise<Device> {
  const store = (opened ??= import('./device.ts')
    .then(async ({ openDevice }) => {
      // Dexie's evaluation and the store's schema and opening, each a task's work on a cheap phone, not one.
      await nextTask();
      return openDevice();
    })
    .catch((error: unknown) => {
      opened = null;
      throw error;
    }));
  const turn = turns
    .then(() => store)
    .then(async (device) => {
      await nextTask();
      return device;
    });
  // The caller hears this turn's failure; the next turn waits for it either way.
  turns = turn.catch(() => undefined);
  return turn;
}
