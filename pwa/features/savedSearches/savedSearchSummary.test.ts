import { describe, expect, it } from 'vitest';
import { defaultSearchName, describeSearch, savedQueryFromSearch, searchHrefOf } from './savedSearchSummary.ts';

describe('saved search summary', () => {
  it('keeps the filters of a search address and drops its page', () => {
    expect(savedQueryFromSearch('?q=vesu&propertyType=Residential&page=3&limit=10&bedrooms=')).toEqual({ q: 'vesu', propertyType: 'Residential' });
  });

  it('opens a saved search at the search screen with its filters', () => {
    expect(searchHrefOf({ propertyType: 'Residential', maxPrice: '5000000' })).toBe('/search?propertyType=Residential&maxPrice=5000000');
    expect(searchHrefOf({})).toBe('/search');
  });

  it('describes the filters in words with prices in rupees', () => {
    expect(describeSearch({ q: 'vesu', propertyType: 'residential', category: 'Apartment', bedrooms: '2', maxPrice: '5000000' })).toBe(
      '“vesu” · Residential · Apartment · 2+ beds · up to ₹ 50 L',
    );
    expect(describeSearch({ minPrice: '2500000', maxPrice: '12000000', transactionType: 'Buy' })).toBe('For sale · ₹ 25 L – ₹ 1.2 Cr');
    expect(describeSearch({ maxSqft: '1500', sort: 'newest' })).toBe('up to 1,500 sq ft (newest first)');
  });

  it('says all properties when no filter is set', () => {
    expect(describeSearch({})).toBe('All properties');
    expect(defaultSearchName({ sort: 'price_asc' })).toBe('All properties');
  });

  it('names a new search after its first filters within the server limit', () => {
    expect(defaultSearchName({ propertyType: 'Commercial', category: 'Shop', maxPrice: '9000000' })).toBe('Commercial · Shop · up to ₹ 90 L');
    expect(defaultSearchName({ q: 'x'.repeat(120) }).length).toBeLessThanOrEqual(80);
  });
});
