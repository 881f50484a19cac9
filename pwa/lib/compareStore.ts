/**
 * The compare list kept on this device (localStorage: four small entries, read synchronously so
 * the buttons and the tray show it on the first render), shared by every tab through the storage event.
 */
import { useSyncExternalStore } from 'react';
import { addToCompare, readCompareList, removeFromCompare, replaceInCompare, type CompareEntry } from './compareList.ts';
import { bestEffort } from './bestEffort.ts';

const STORAGE_KEY = 'compare';
const NONE: CompareEntry[] = [];

let current: CompareEntry[] | null = null;
/** A property waiting for the person to choose which one it replaces (the list was full). */
let candidate: CompareEntry | null = null;
const listeners = new Set<() => void>();

function load(): CompareEntry[] {
  try {
    return readCompareList(JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? '[]'));
  } catch {
    // Blocked storage or a list it cannot read: start empty.
    return NONE;
  }
}

function notify() {
  for (const listener of listeners) listener();
}

function save(list: CompareEntry[]) {
  current = list;
  bestEffort('storage full or refused (private mode): the list still lives for this visit', () =>
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(list)),
  );
  notify();
}

export function compareList(): CompareEntry[] {
  current ??= load();
  return current;
}

function onStorage(event: StorageEvent) {
  if (event.key !== STORAGE_KEY) return;
  current = load();
  notify();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The list; empty in a server render and while React adopts it, then the device's. */
export function useCompareList(): CompareEntry[] {
  return useSyncExternalStore(subscribe, compareList, () => NONE);
}

export function useCompareCandidate(): CompareEntry | null {
  return useSyncExternalStore(
    subscribe,
    () => candidate,
    () => null,
  );
}

/** Adds a property; with four already, it waits as the candidate for a swap. */
export function requestCompare(entry: CompareEntry): 'added' | 'already' | 'full' {
  const outcome = addToCompare(compareList(), entry);
  if (outcome.kind === 'added') save(outcome.list);
  if (outcome.kind === 'full') {
    candidate = entry;
    notify();
  }
  return outcome.kind;
}

export function replaceWithCandidate(replacedId: string): void {
  if (!candidate) return;
  const entry = candidate;
  candidate = null;
  save(replaceInCompare(compareList(), replacedId, entry));
}

export function dismissCandidate(): void {
  candidate = null;
  notify();
}

export function removeCompared(id: string): void {
  save(removeFromCompare(compareList(), id));
}

export function clearCompared(): void {
  save([]);
}
