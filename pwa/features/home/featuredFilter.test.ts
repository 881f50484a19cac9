import { describe, expect, it } from 'vitest';
import { typeOptions } from '../../../contract/index.ts';
import {
  featuredFilterReducer,
  featuredSearchParams,
  featuredTypeOptions,
  initialFeaturedFilter,
  isPurposeVisible,
  type FeaturedFilter,
} from './featuredFilter.ts';

const reduce = (state: FeaturedFilter, ...actions: Parameters<typeof featuredFilterReducer>[1][]) =>
  actions.reduce(featuredFilterReducer, state);

describe('featured filter widget', () => {
  it('starts on all categories, purpose buy and type all', () => {
    expect(initialFeaturedFilter).toEqual({ category: 'all', purpose: 'buy', type: 'all' });
  });

  it('resets purpose to buy and type to all when a category is chosen', () => {
    const state = reduce(
      initialFeaturedFilter,
      { kind: 'category', category: 'residential' },
      { kind: 'purpose', purpose: 'rent' },
      { kind: 'type', type: 'PG' },
      { kind: 'category', category: 'commercial' },
    );
    expect(state).toEqual({ category: 'commercial', purpose: 'buy', type: 'all' });
  });

  it('resets type to all when a purpose is chosen', () => {
    const state = reduce(
      initialFeaturedFilter,
      { kind: 'category', category: 'residential' },
      { kind: 'type', type: 'Plot' },
      { kind: 'purpose', purpose: 'rent' },
    );
    expect(state).toEqual({ category: 'residential', purpose: 'rent', type: 'all' });
  });

  it('hides the purpose selector only for all categories', () => {
    expect(isPurposeVisible(initialFeaturedFilter)).toBe(false);
    expect(isPurposeVisible({ ...initialFeaturedFilter, category: 'commercial' })).toBe(true);
  });

  it('lists the de-duplicated union of every type for all, whatever the purpose', () => {
    const all = featuredTypeOptions(initialFeaturedFilter);
    expect(all).toEqual(typeOptions('all', 'buy'));
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(expect.arrayContaining(['Apartment', 'Bungalows', 'Plot', 'Farmhouses', 'PG', 'Shop', 'Commercial plots', 'Showrooms', 'Office']));
    expect(all).toHaveLength(9);
    expect(featuredTypeOptions({ ...initialFeaturedFilter, purpose: 'rent' })).toEqual(all);
  });

  it('lists the types of one category and purpose', () => {
    expect(featuredTypeOptions({ category: 'commercial', purpose: 'rent', type: 'all' })).toEqual(['Showrooms', 'Office']);
    expect(featuredTypeOptions({ category: 'residential', purpose: 'rent', type: 'all' })).toEqual(['Farmhouses', 'PG', 'Apartment', 'Bungalows']);
  });

  it('searches the six newest, ignoring purpose for all categories', () => {
    expect(featuredSearchParams(initialFeaturedFilter)).toEqual({ limit: 6, sort: 'newest' });
    expect(featuredSearchParams({ category: 'all', purpose: 'rent', type: 'Office' })).toEqual({ limit: 6, sort: 'newest', category: 'Office' });
    expect(featuredSearchParams({ category: 'residential', purpose: 'rent', type: 'PG' })).toEqual({
      limit: 6,
      sort: 'newest',
      propertyType: 'Residential',
      transactionType: 'Rent',
      category: 'PG',
    });
  });
});
