import { describe, expect, it } from 'vitest';
import {
  chooseCategory,
  choosePurpose,
  listingHeading,
  listingHref,
  listingSearchParams,
  readListingFilter,
  subCategoryOptions,
} from './listingFilter.ts';

describe('listing filter', () => {
  it('takes the heading and the default category from the path', () => {
    expect(listingHeading('/residential')).toBe('Explore Residential Properties');
    expect(listingHeading('/commercial')).toBe('Explore Commercial Properties');
    expect(readListingFilter('/commercial', '')).toEqual({
      category: 'commercial',
      subCategory: 'all',
      purpose: 'any',
      minPrice: null,
      maxPrice: null,
      sort: 'newest',
    });
  });

  it('resets the sub-category to all when a category is chosen', () => {
    const filter = readListingFilter('/residential', 'sub=Plot&purpose=Buy');
    expect(filter.subCategory).toBe('Plot');
    expect(chooseCategory(filter, 'commercial')).toEqual({
      category: 'commercial',
      subCategory: 'all',
      purpose: 'Buy',
      minPrice: null,
      maxPrice: null,
      sort: 'newest',
    });
  });

  it('ignores sub-categories that do not belong to the category', () => {
    expect(readListingFilter('/commercial', 'sub=Plot').subCategory).toBe('all');
    expect(readListingFilter('/commercial', 'category=all&sub=Plot').subCategory).toBe('Plot');
  });

  it('offers every category for all', () => {
    expect(subCategoryOptions('commercial')).toEqual(['Shop', 'Commercial plots', 'Showrooms', 'Office']);
    expect(subCategoryOptions('all')).toHaveLength(9);
  });

  it('moves to the path of the chosen category, keeping all on the current path', () => {
    expect(
      listingHref('/residential', {
        category: 'commercial',
        subCategory: 'all',
        purpose: 'any',
        minPrice: null,
        maxPrice: null,
        sort: 'newest' as const,
      }),
    ).toBe('/commercial');
    expect(
      listingHref('/residential', {
        category: 'all',
        subCategory: 'Shop',
        purpose: 'Rent',
        minPrice: null,
        maxPrice: null,
        sort: 'newest' as const,
      }),
    ).toBe('/residential?category=all&sub=Shop&purpose=Rent');
  });

  it('searches by property type, newest first', () => {
    expect(
      listingSearchParams({
        category: 'residential',
        subCategory: 'all',
        purpose: 'any',
        minPrice: null,
        maxPrice: null,
        sort: 'newest' as const,
      }),
    ).toEqual({
      propertyType: 'Residential',
      category: undefined,
      transactionType: undefined,
      sort: 'newest',
      limit: 12,
    });
    expect(
      listingSearchParams({
        category: 'all',
        subCategory: 'Office',
        purpose: 'Rent',
        minPrice: null,
        maxPrice: null,
        sort: 'newest' as const,
      }),
    ).toMatchObject({
      propertyType: undefined,
      category: 'Office',
      transactionType: 'Rent',
    });
  });

  it('keeps the budget and a chosen order in the address, and searches with them', () => {
    const filter = readListingFilter('/residential', 'purpose=Buy&minPrice=6000000&maxPrice=12000000&sort=price_asc');
    expect(filter).toMatchObject({ purpose: 'Buy', minPrice: 6_000_000, maxPrice: 12_000_000, sort: 'price_asc' });
    expect(listingHref('/residential', filter)).toBe('/residential?purpose=Buy&minPrice=6000000&maxPrice=12000000&sort=price_asc');
    expect(listingSearchParams(filter)).toMatchObject({
      transactionType: 'Buy',
      minPrice: 6_000_000,
      maxPrice: 12_000_000,
      sort: 'price_asc',
    });
    expect(readListingFilter('/residential', 'sort=relevance&minPrice=lots').sort).toBe('newest');
  });

  it('drops a sale budget when Rent is chosen', () => {
    const filter = readListingFilter('/residential', 'purpose=Buy&minPrice=6000000');
    expect(choosePurpose(filter, 'Rent')).toMatchObject({ purpose: 'Rent', minPrice: null, maxPrice: null });
    expect(choosePurpose(filter, 'any')).toMatchObject({ purpose: 'any', minPrice: 6_000_000 });
  });
});
