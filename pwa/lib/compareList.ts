/** The device's compare list as plain values: at most four properties, a fifth offered a swap. */

export const COMPARE_LIMIT = 4;

/** What the tray needs to show a property without asking the network. */
export interface CompareEntry {
  _id: string;
  title: string;
  image?: string;
}

export type AddOutcome =
  | { kind: 'added'; list: CompareEntry[] }
  | { kind: 'already'; list: CompareEntry[] }
  /** The list is full: the person chooses which one the new property replaces. */
  | { kind: 'full'; list: CompareEntry[] };

export function addToCompare(list: readonly CompareEntry[], entry: CompareEntry): AddOutcome {
  if (list.some((item) => item._id === entry._id)) return { kind: 'already', list: [...list] };
  if (list.length >= COMPARE_LIMIT) return { kind: 'full', list: [...list] };
  return { kind: 'added', list: [...list, entry] };
}

/** `entry` takes the place of `replacedId` (and its position); unchanged when that one is not in the list. */
export function replaceInCompare(list: readonly CompareEntry[], replacedId: string, entry: CompareEntry): CompareEntry[] {
  if (list.some((item) => item._id === entry._id)) return [...list];
  return list.map((item) => (item._id === replacedId ? entry : item));
}

export function removeFromCompare(list: readonly CompareEntry[], id: string): CompareEntry[] {
  return list.filter((item) => item._id !== id);
}

/** Reads a stored list, keeping only well-formed entries, without repeats, at most four. */
export function readCompareList(value: unknown): CompareEntry[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const list: CompareEntry[] = [];
  for (const item of value as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { _id, title, image } = item as Record<string, unknown>;
    if (typeof _id !== 'string' || _id === '' || typeof title !== 'string' || seen.has(_id)) continue;
    seen.add(_id);
    list.push({ _id, title, ...(typeof image === 'string' && { image }) });
    if (list.length === COMPARE_LIMIT) break;
  }
  return list;
}

/** The ids of a `/compare?ids=a,b,c` address: distinct, non-empty, at most four. */
export function compareIdsFromSearch(search: string): string[] {
  const raw = new URLSearchParams(search).get('ids') ?? '';
  return [
    ...new Set(
      raw
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== '' && id.length <= 64),
    ),
  ].slice(0, COMPARE_LIMIT);
}

export function compareHref(ids: readonly string[]): string {
  return `/compare?ids=${ids.map(encodeURIComponent).join(',')}`;
}
