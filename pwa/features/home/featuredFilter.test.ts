import { describe, expect, it } from 'vitest';
import { typeOptions } from '../../../contract/catalog.ts';
import {
  featuredFilterReducer,
  featuredSearchParams,
  featuredTypeOptions,
  featuredViewAllPath,
  initialFeaturedFilter,
  isBhkVisible,
  isPurposeVisible,
  type FeaturedFilter,
} from './featuredFilter.ts';

const reduce = (state: FeaturedFilter, ...actions: Parameters<typeof featuredFilterReducer>[1][]) =>
  actions.reduce(featuredFilterReducer, state);

describe('featured filter widget', () => {
  it('starts on all categories, purpose buy and type all', () => {
    expect(initialFeaturedFilter).toEqual({ category: 'all', purpose: 'buy', type: 'all', facts: {}, sort: 'newest' });
  });

  it('resets purpose to buy and type to all when a category is chosen', () => {
    const state = reduce(
      initialFeaturedFilter,
      { kind: 'category', category: 'residential' },
      { kind: 'purpose', purpose: 'rent' },
      { kind: 'type', type: 'PG' },
      { kind: 'category', category: 'commercial' },
    );
    expect(state).toEqual({ ...initialFeaturedFilter, category: 'commercial', purpose: 'buy', type: 'all' });
  });

  it('resets type to all when a purpose is chosen', () => {
    const state = reduce(
      initialFeaturedFilter,
      { kind: 'category', category: 'residential' },
      { kind: 'type', type: 'Plot' },
      { kind: 'purpose', purpose: 'rent' },
    );
    expect(state).toEqual({ ...initialFeaturedFilter, category: 'residential', purpose: 'rent', type: 'all' });
  });

  it('hides the purpose selector only for all categories', () => {
    expect(isPurposeVisible(initialFeaturedFilter)).toBe(false);
    expect(isPurposeVisible({ ...initialFeaturedFilter, category: 'commercial' })).toBe(true);
  });

  it('lists the de-duplicated union of every type for all, whatever the purpose', () => {
    const all = featuredTypeOptions(initialFeaturedFilter);
    expect(all).toEqual(typeOptions('all', 'buy'));
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(
      expect.arrayContaining(['Apartment', 'Bungalows', 'Plot', 'Farmhouses', 'PG', 'Shop', 'Commercial plots', 'Showrooms', 'Office']),
    );
    expect(all).toHaveLength(9);
    expect(featuredTypeOptions({ ...initialFeaturedFilter, purpose: 'rent' })).toEqual(all);
  });

  it('lists the types of one category and purpose', () => {
    expect(featuredTypeOptions({ ...initialFeaturedFilter, category: 'commercial', purpose: 'rent' })).toEqual(['Showrooms', 'Office']);
    expect(featuredTypeOptions({ ...initialFeaturedFilter, category: 'residential', purpose: 'rent' })).toEqual([
      'Farmhouses',
      'PG',
      'Apartment',
      'Bungalows',
    ]);
  });

  it('searches the six newest, ignoring purpose for all categories', () => {
    expect(featuredSearchParams(initialFeaturedFilter)).toEqual({ limit: 6, sort: 'newest' });
    expect(featuredSearchParams({ ...initialFeaturedFilter, purpose: 'rent', type: 'Office' })).toEqual({
      limit: 6,
      sort: 'newest',
      category: 'Office',
    });
    expect(featuredSearchParams({ ...initialFeaturedFilter, category: 'residential', purpose: 'rent', type: 'PG' })).toEqual({
      limit: 6,
      sort: 'newest',
      propertyType: 'Residential',
      transactionType: 'Rent',
      category: 'PG',
    });
  });

  it('adds the listing facts and the ₹/sq ft order to its search, as the search screen names them', () => {
    const state = reduce(
      initialFeaturedFilter,
      { kind: 'category', category: 'residential' },
      {
        kind: 'facts',
        facts: { bhk: [2, 3], possession: 'ready', furnishing: 'semi_furnished', minCarpet: 800, amenities: ['lift', 'gym'] },
      },
      { kind: 'sort', sort: 'price_per_sqft_asc' },
    );
    expect(featuredSearchParams(state)).toEqual({
      limit: 6,
      sort: 'price_per_sqft_asc',
      propertyType: 'Residential',
      transactionType: 'Buy',
      bhk: '2,3',
      possession: 'ready',
      furnishing: 'semi_furnished',
      minCarpet: 800,
      amenities: 'lift,gym',
    });
  });

  it('drops the BHK choice, and hides it, for commercial properties, keeping the other facts', () => {
    const state = reduce(
      initialFeaturedFilter,
      { kind: 'facts', facts: { bhk: [3], furnishing: 'furnished' } },
      { kind: 'category', category: 'commercial' },
    );
    expect(state.facts).toEqual({ bhk: undefined, furnishing: 'furnished' });
    expect(isBhkVisible(state)).toBe(false);
    expect(isBhkVisible(initialFeaturedFilter)).toBe(true);
  });

  it('opens View All Properties on the search screen with the same purpose, filters and order', () => {
    const state = reduce(
      initialFeaturedFilter,
      { kind: 'category', category: 'residential' },
      { kind: 'type', type: 'Apartment' },
      { kind: 'facts', facts: { bhk: [2], maxCarpet: 1200 } },
      { kind: 'sort', sort: 'price_per_sqft_desc' },
    );
    expect(featuredViewAllPath(state)).toBe(
      '/search?sort=price_per_sqft_desc&propertyType=Residential&transactionType=Buy&category=Apartment&bhk=2&maxCarpet=1200',
    );
    expect(featuredViewAllPath(initialFeaturedFilter)).toBe('/search?sort=newest');
    const renting = reduce(initialFeaturedFilter, { kind: 'category', category: 'commercial' }, { kind: 'purpose', purpose: 'rent' });
    expect(featuredViewAllPath(renting)).toBe('/search?sort=newest&propertyType=Commercial&transactionType=Rent');
  });
});
