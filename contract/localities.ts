/**
 * Surat's localities and which ones border each other: what "nearby" means when the site suggests
 * similar listings. A listing's locality is the first part of its `location` ('Vesu, Surat' → Vesu).
 * The table is symmetric by construction (`neighbours` adds each pair both ways).
 */

/** Pairs of localities that share a border or a main road, as a buyer would call them nearby. */
const bordering: readonly (readonly [string, string])[] = [
  ['Vesu', 'Althan'],
  ['Vesu', 'Bhatar'],
  ['Vesu', 'Piplod'],
  ['Vesu', 'Khajod'],
  ['Vesu', 'Magdalla'],
  ['Vesu', 'Parle Point'],
  ['Vesu', 'City Light'],
  ['Vesu', 'Dumas'],
  ['Piplod', 'Athwa'],
  ['Piplod', 'Parle Point'],
  ['Piplod', 'Magdalla'],
  ['Piplod', 'Ghod Dod Road'],
  ['Piplod', 'Dumas'],
  ['Athwa', 'Ghod Dod Road'],
  ['Athwa', 'Parle Point'],
  ['Athwa', 'Adajan'],
  ['Athwa', 'Ring Road'],
  ['Parle Point', 'Ghod Dod Road'],
  ['Parle Point', 'City Light'],
  ['City Light', 'Ghod Dod Road'],
  ['City Light', 'Althan'],
  ['City Light', 'Bhatar'],
  ['Ghod Dod Road', 'Ring Road'],
  ['Ghod Dod Road', 'Bhatar'],
  ['Althan', 'Bhatar'],
  ['Althan', 'Udhna'],
  ['Althan', 'Khajod'],
  ['Bhatar', 'Udhna'],
  ['Udhna', 'Sachin'],
  ['Udhna', 'Ring Road'],
  ['Khajod', 'Sachin'],
  ['Khajod', 'Dumas'],
  ['Dumas', 'Magdalla'],
  ['Magdalla', 'Hazira Road'],
  ['Adajan', 'Pal'],
  ['Adajan', 'Rander'],
  ['Adajan', 'Palanpur'],
  ['Adajan', 'Hazira Road'],
  ['Adajan', 'Jahangirpura'],
  ['Pal', 'Palanpur'],
  ['Pal', 'Hazira Road'],
  ['Pal', 'Jahangirpura'],
  ['Rander', 'Jahangirpura'],
  ['Rander', 'Katargam'],
  ['Rander', 'Palanpur'],
  ['Jahangirpura', 'Palanpur'],
  ['Jahangirpura', 'Olpad'],
  ['Katargam', 'Varachha'],
  ['Katargam', 'Ring Road'],
  ['Varachha', 'Mota Varachha'],
  ['Varachha', 'Sarthana'],
  ['Varachha', 'Ring Road'],
  ['Mota Varachha', 'Sarthana'],
  ['Mota Varachha', 'Kamrej'],
  ['Sarthana', 'Kamrej'],
];

const key = (locality: string) => locality.trim().toLowerCase().replace(/\s+/g, ' ');

const neighbours = new Map<string, Set<string>>();
for (const [a, b] of bordering) {
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const) {
    const set = neighbours.get(key(from)) ?? new Set<string>();
    set.add(key(to));
    neighbours.set(key(from), set);
  }
}

/** The locality of a listing's `location`, compared without case: 'Vesu, Surat' → 'vesu'. */
export function localityOf(location: string): string {
  return key(location.split(',')[0] ?? '');
}

/** The locality itself and those bordering it, in the form localityOf answers. */
export function nearbyLocalities(location: string): string[] {
  const own = localityOf(location);
  return [own, ...[...(neighbours.get(own) ?? [])].sort()];
}

/** Whether two locations are in the same or bordering localities. */
export function areNearby(a: string, b: string): boolean {
  return nearbyLocalities(a).includes(localityOf(b));
}
