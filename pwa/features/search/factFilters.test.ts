import { describe, expect, it } from 'vitest';
import { carpetBound, possessionYears, readFactFilters, toggleAmenity, toggleBhk } from './factFilters.ts';
import {
  applyFilters,
  countActiveFilters,
  defaultFilters,
  readSearchState,
  resetFilters,
  searchHref,
  toSearchParams,
} from './searchFilters.ts';

describe('listing-fact filters', () => {
  it('round-trip BHK, possession, furnishing, carpet range and amenities through the URL with the API names', () => {
    const state = applyFilters(readSearchState('q=vesu'), {
      ...defaultFilters,
      bhk: [2, 3],
      possession: 'under_construction',
      furnishing: 'semi_furnished',
      minCarpet: 900,
      maxCarpet: 1_500,
      amenities: ['lift', 'gym'],
    });
    const href = searchHref(state);
    expect(href).toBe(
      '/search?q=vesu&bhk=2%2C3&possession=under_construction&furnishing=semi_furnished&minCarpet=900&maxCarpet=1500&amenities=lift%2Cgym',
    );
    expect(readSearchState(href.split('?')[1]!)).toEqual(state);
    expect(toSearchParams(state)).toMatchObject({
      bhk: '2,3',
      possession: 'under_construction',
      furnishing: 'semi_furnished',
      minCarpet: 900,
      maxCarpet: 1_500,
      amenities: 'lift,gym',
    });
  });

  it('leave the URL and the API query alone when none is set', () => {
    expect(searchHref(readSearchState(''))).toBe('/search');
    const params = toSearchParams(readSearchState(''));
    for (const key of ['bhk', 'possession', 'furnishing', 'minCarpet', 'maxCarpet', 'amenities'] as const) {
      expect(params[key]).toBeUndefined();
    }
  });

  it('round-trip the preferred tenants through the URL and count them as a filter, ignoring an unknown kind', () => {
    const state = applyFilters(readSearchState('transactionType=Rent'), {
      ...readSearchState('transactionType=Rent').filters,
      tenants: 'bachelors',
    });
    const href = searchHref(state);
    expect(href).toContain('tenants=bachelors');
    expect(readSearchState(href.split('?')[1]!)).toEqual(state);
    expect(toSearchParams(state).tenants).toBe('bachelors');
    expect(countActiveFilters(state.filters)).toBeGreaterThan(countActiveFilters(readSearchState('transactionType=Rent').filters));
    expect(readFactFilters(new URLSearchParams('tenants=students')).tenants).toBeUndefined();
    expect(toSearchParams(readSearchState('transactionType=Buy&tenants=family')).tenants).toBeUndefined();
  });

  it("carry a project's id from its 'units listed' link to the API", () => {
    const id = '0b9f4c1e-5d2a-4c3b-9a8e-1f2d3c4b5a69';
    expect(toSearchParams(readSearchState(`project=${id.toUpperCase()}`)).project).toBe(id);
    expect(readSearchState('project=not-a-project').filters.project).toBeUndefined();
  });

  it('ignore malformed URL values and keep the valid parts of a list', () => {
    const facts = readFactFilters(
      new URLSearchParams('bhk=3,9,x,1,3&possession=soon&furnishing=luxury&minCarpet=-5&maxCarpet=abc&amenities=gym,helipad,lift'),
    );
    expect(facts).toEqual({ bhk: [1, 3], amenities: ['lift', 'gym'] });
    expect(readFactFilters(new URLSearchParams('possession=2028')).possession).toBe('2028');
  });

  it('BHK and amenity checkboxes add and remove, and an empty choice is no filter', () => {
    const three = toggleBhk(defaultFilters, 3);
    const five = toggleBhk(three, 5);
    expect(toggleBhk(five, 1).bhk).toEqual([1, 3, 5]);
    expect(toggleBhk(three, 3).bhk).toBeUndefined();
    const gym = toggleAmenity(defaultFilters, 'gym');
    expect(toggleAmenity(gym, 'lift').amenities).toEqual(['lift', 'gym']);
    expect(toggleAmenity(gym, 'gym').amenities).toBeUndefined();
  });

  it('count toward the active filters, and Reset clears them', () => {
    const draft = { ...defaultFilters, bhk: [2] as const, minCarpet: 800, amenities: ['pool', 'gym'] as const };
    expect(countActiveFilters(draft)).toBe(3);
    expect(countActiveFilters(resetFilters())).toBe(0);
  });

  it('read a typed carpet bound as a positive whole number, anything else as no bound', () => {
    expect(carpetBound(' 1200 ')).toBe(1_200);
    expect(carpetBound('')).toBeUndefined();
    expect(carpetBound('0')).toBeUndefined();
    expect(carpetBound('12.5')).toBeUndefined();
  });

  it('offer possession by this year and the next five', () => {
    expect(possessionYears(new Date('2026-11-25T00:00:00Z'))).toEqual(['2026', '2027', '2028', '2029', '2030', '2031']);
  });
});
