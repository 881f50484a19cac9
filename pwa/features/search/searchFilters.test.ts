import { describe, expect, it } from 'vitest';
import {
  applyFilters,
  categoryChoices,
  countActiveFilters,
  defaultFilters,
  readSearchState,
  resetFilters,
  resetSearch,
  searchHref,
  toggleCategory,
  toSearchParams,
  withPropertyType,
  withPurpose,
  withSort,
  SQFT_MAX,
} from './searchFilters.ts';

describe('search filter defaults', () => {
  it('start wide open: both purposes, all types, no category, no budget, the area slider at its maximum, any rooms', () => {
    expect(defaultFilters).toEqual({
      transactionType: 'any',
      propertyType: 'all',
      category: null,
      minPrice: null,
      maxPrice: null,
      bedrooms: null,
      bathrooms: null,
      sqftMax: 10_000,
    });
    expect(readSearchState('')).toEqual({ q: '', filters: defaultFilters, sort: 'relevance', page: 1 });
  });
});

describe('filter panel edits', () => {
  it('lists categories of the chosen type, both lists for all', () => {
    expect(categoryChoices('Residential')).toEqual(['Apartment', 'Bungalows', 'Plot', 'Farmhouses', 'PG']);
    expect(categoryChoices('Commercial')).toEqual(['Shop', 'Commercial plots', 'Showrooms', 'Office']);
    expect(categoryChoices('all')).toHaveLength(9);
  });

  it('makes the category checkboxes a single choice', () => {
    const one = toggleCategory(defaultFilters, 'Shop');
    expect(one.category).toBe('Shop');
    expect(toggleCategory(one, 'Office').category).toBe('Office');
    expect(toggleCategory(one, 'Shop').category).toBeNull();
  });

  it('drops a category the new type does not have', () => {
    const shop = toggleCategory(defaultFilters, 'Shop');
    expect(withPropertyType(shop, 'Residential').category).toBeNull();
    expect(withPropertyType(shop, 'Commercial').category).toBe('Shop');
  });
});

describe('Apply and Reset', () => {
  const applied = readSearchState('q=vesu&sort=price_asc&page=3');

  it('Reset restores the defaults and leaves the applied search alone', () => {
    const edited = { ...defaultFilters, propertyType: 'Commercial' as const, maxPrice: 2_000_000, bedrooms: 2 };
    expect(resetFilters()).toEqual(defaultFilters);
    expect(resetFilters()).not.toBe(defaultFilters);
    // Resetting the draft does not touch the applied state: nothing is searched.
    expect(countActiveFilters(edited)).toBe(3);
    expect(applied.filters).toEqual(defaultFilters);
  });

  it('Apply makes the draft the applied filters and goes back to page 1, keeping q and sort', () => {
    const draft = { ...defaultFilters, propertyType: 'Residential' as const, category: 'Apartment' as const, bedrooms: 2 };
    const next = applyFilters(applied, draft);
    expect(next).toEqual({ q: 'vesu', filters: draft, sort: 'price_asc', page: 1 });
    expect(next.filters).not.toBe(draft);
  });

  it("the empty result's Reset Filters clears the filters and keeps the text, or clears the text when no filter was set", () => {
    const filtered = applyFilters(applied, { ...defaultFilters, bedrooms: 4 });
    expect(resetSearch({ ...filtered, page: 2 })).toEqual({ q: 'vesu', filters: defaultFilters, sort: 'price_asc', page: 1 });
    expect(resetSearch(applied)).toEqual({ q: '', filters: defaultFilters, sort: 'price_asc', page: 1 });
  });

  it('a new sort goes back to page 1', () => {
    expect(withSort(applied, 'newest')).toMatchObject({ sort: 'newest', page: 1 });
  });
});

describe('URL and API query', () => {
  it('round-trips the applied state through the URL', () => {
    const state = applyFilters(readSearchState('q=Adajan'), {
      transactionType: 'any',
      propertyType: 'Residential',
      category: 'Bungalows',
      minPrice: null,
      maxPrice: 3_000_000,
      bedrooms: 3,
      bathrooms: 2,
      sqftMax: 2_500,
    });
    const href = searchHref(withSort(state, 'area'));
    expect(href).toBe(
      '/search?q=Adajan&propertyType=Residential&category=Bungalows&maxPrice=3000000&bedrooms=3&bathrooms=2&maxSqft=2500&sort=area',
    );
    expect(readSearchState(href.split('?')[1]!)).toEqual(withSort(state, 'area'));
  });

  it('sends no bound for a budget not chosen or an area slider left at its maximum', () => {
    const params = toSearchParams(readSearchState(''));
    expect(params.maxPrice).toBeUndefined();
    expect(params.maxSqft).toBeUndefined();
    expect(params).toEqual({
      q: undefined,
      transactionType: undefined,
      propertyType: undefined,
      category: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      bedrooms: undefined,
      bathrooms: undefined,
      maxSqft: undefined,
      sort: undefined,
      page: undefined,
      limit: 12,
    });
    expect(toSearchParams(readSearchState(`maxPrice=4900000&maxSqft=${SQFT_MAX - 100}`))).toMatchObject({
      maxPrice: 4_900_000,
      maxSqft: 9_900,
    });
  });

  it('ignores malformed or out-of-range URL values', () => {
    const state = readSearchState(
      'propertyType=Castle&category=Igloo&maxPrice=abc&bedrooms=9&bathrooms=0&sort=cheapest&page=-2&maxSqft=99999',
    );
    expect(state.filters).toEqual({ ...defaultFilters, bedrooms: 4, bathrooms: 1 });
    expect(state.sort).toBe('relevance');
    expect(state.page).toBe(1);
  });

  it('keeps a category only with a type that has it', () => {
    expect(readSearchState('propertyType=Commercial&category=Plot').filters.category).toBeNull();
    expect(readSearchState('category=Plot').filters.category).toBe('Plot');
  });

  it('snaps the area slider to its steps and keeps a typed budget as it is', () => {
    expect(readSearchState('maxPrice=1234567').filters.maxPrice).toBe(1_234_567);
    expect(readSearchState('maxSqft=1234').filters.sqftMax).toBe(1_200);
  });

  it('reads the purpose in any letter case and budgets above the old ₹ 50 L end', () => {
    const state = readSearchState('transactionType=rent&minPrice=6000000&maxPrice=12000000');
    expect(state.filters).toMatchObject({ transactionType: 'Rent', minPrice: 6_000_000, maxPrice: 12_000_000 });
    expect(searchHref(state)).toBe('/search?transactionType=Rent&minPrice=6000000&maxPrice=12000000');
    expect(readSearchState('transactionType=Lease&minPrice=0&maxPrice=99999999999999').filters).toEqual(defaultFilters);
  });
});

describe('purpose', () => {
  it('searches at once from the first page, keeping a budget on the same scale', () => {
    const buying = readSearchState('q=vesu&minPrice=6000000&maxPrice=12000000&page=3');
    expect(withPurpose(buying, 'Buy')).toEqual({
      ...buying,
      filters: { ...buying.filters, transactionType: 'Buy' },
      page: 1,
    });
    expect(withPurpose(buying, 'Rent').filters).toMatchObject({ transactionType: 'Rent', minPrice: null, maxPrice: null });
  });

  it('is left alone by the panel Reset, and cleared with everything by the empty result Reset', () => {
    expect(resetFilters('Rent')).toEqual({ ...defaultFilters, transactionType: 'Rent' });
    const renting = readSearchState('q=vesu&transactionType=Rent');
    expect(countActiveFilters(renting.filters)).toBe(0);
    expect(resetSearch(renting)).toEqual({ q: 'vesu', filters: defaultFilters, sort: 'relevance', page: 1 });
  });
});
