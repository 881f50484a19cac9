import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SearchQuery } from '../../contract/search.ts';
import { searchKey, searchWords } from './propertySearch.ts';

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

describe('searchKey', () => {
  const key = (text: string, defaultSort?: 'newest') =>
    searchKey(v.parse(SearchQuery, Object.fromEntries(new URLSearchParams(text))), { defaultSort });

  it('gives one key to queries that run the same SQL', () => {
    expect(key('q=Vesu%20%203BHK')).toBe(key('q=vesu%203bhk'));
    expect(key('q=vesu&title=3bhk')).toBe(key('q=vesu%203bhk'));
    expect(key('minPrice=0&bedrooms=0&page=1&limit=12')).toBe(key(''));
    expect(key('sort=relevance')).toBe(key('sort=newest'));
    expect(key('propertyType=commercial')).toBe(key('propertyType=Commercial'));
    expect(key('', 'newest')).toBe(key(''));
  });

  it('tells apart queries that differ in anything the SQL reads', () => {
    const keys = [
      '',
      'q=vesu',
      'q=vesu%203bhk',
      'q=vesu%203%20bhk',
      'q=%22vesu%22',
      'propertyType=Residential',
      'transactionType=Rent',
      'category=Shop',
      'minPrice=1',
      'maxPrice=0',
      'maxPrice=5',
      'bedrooms=1',
      'bathrooms=1',
      'minSqft=1',
      'maxSqft=0',
      'sort=price_asc',
      'sort=price_desc',
      'sort=area',
      'q=vesu&sort=newest',
      'page=2',
      'limit=13',
    ].map((text) => key(text));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
