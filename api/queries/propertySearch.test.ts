import { describe, expect, it } from 'vitest';
import { searchWords } from './propertySearch.ts';

describe('searchWords', () => {
  it('keeps letters and digits only, lower-cased', () => {
    expect(searchWords("Vesu' & !:* | (Adajan) <-> 'x'")).toEqual(['vesu', 'adajan', 'x']);
  });

  it('splits a number glued to a word, as the search document does', () => {
    expect(searchWords('3BHK in Vesu')).toEqual(['3', 'bhk', 'in', 'vesu']);
  });

  it('keeps letters of any script', () => {
    expect(searchWords('સુરત flat')).toEqual(['સુરત', 'flat']);
  });

  it('reads at most eight words', () => {
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });
});
