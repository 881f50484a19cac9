import { describe, expect, it } from 'vitest';
import { gazetteer } from './gazetteer.ts';
import { borderingLocalities, localityBySlug, localitySlug } from './localityFigures.ts';

describe('locality slugs', () => {
  it('names each locality of the gazetteer by a slug of its English name, and reads it back', () => {
    expect(localitySlug('Mota Varachha')).toBe('mota-varachha');
    expect(localitySlug('VIP Road')).toBe('vip-road');
    for (const entry of gazetteer) expect(localityBySlug(localitySlug(entry.en))).toBe(entry.en);
  });

  it('reads no locality from a slug the gazetteer does not have', () => {
    expect(localityBySlug('atlantis')).toBeNull();
    expect(localityBySlug('')).toBeNull();
  });

  it('lists the bordering localities by their English names', () => {
    expect(borderingLocalities('Dumas')).toEqual(['Vesu', 'Piplod', 'Khajod', 'Magdalla']);
  });
});
