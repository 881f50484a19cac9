/**
 * A locality's address on the site: the slug of its gazetteer name ('Mota Varachha' → 'mota-varachha',
 * `/localities/mota-varachha`). Apart from the figures' schemas, so a page that only links to a
 * locality carries no more than this.
 */
import { LOCALITY_NAMES } from './localityNames.ts';

/** 'Mota Varachha' → 'mota-varachha'. */
export const localitySlug = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const bySlug = new Map(LOCALITY_NAMES.map((name) => [localitySlug(name), name]));

/** The English name of the gazetteer's locality with this slug; null for any other slug. */
export const localityBySlug = (slug: string): string | null => bySlug.get(slug.trim().toLowerCase()) ?? null;

/**
 * The locality page a listing's `location` names ('Vesu, Surat' → `/localities/vesu`); null when
 * its first part is not a locality of the gazetteer (or is the city itself).
 */
export function localityPagePath(location: string): string | null {
  const slug = localitySlug(location.split(',')[0] ?? '');
  return slug !== 'surat' && bySlug.has(slug) ? `/localities/${slug}` : null;
}
