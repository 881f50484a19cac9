/**
 * Filters of the /residential and /commercial screens. The path picks the property type; 'all',
 * the sub-category, the purpose, the budget and the order live in the query string so a reload or
 * a shared link keeps them.
 */
import {
  categoriesOf,
  propertyCategories,
  searchSorts,
  transactionTypes,
  type BrowseCategory,
  type SearchSort,
  type TransactionType,
} from '../../../contract/catalog.ts';
import type { PropertySearchParams } from '../../data/properties.ts';
import { budgetBound, budgetForPurpose, type Budget } from '../search/budget.ts';

export type ListingPath = '/residential' | '/commercial';

export interface ListingFilter extends Budget {
  category: BrowseCategory;
  /** 'all' or a category name of the chosen type. */
  subCategory: string;
  purpose: 'any' | TransactionType;
  sort: ListingSort;
}

/** The search screen's orders but relevance, which without search text is newest first anyway. */
export const listingSorts = searchSorts.filter((sort) => sort !== 'relevance');
export type ListingSort = Exclude<SearchSort, 'relevance'>;
const DEFAULT_SORT: ListingSort = 'newest';

export const LISTING_PAGE_SIZE = 12;

export function pathCategory(path: ListingPath): Exclude<BrowseCategory, 'all'> {
  return path === '/commercial' ? 'commercial' : 'residential';
}

export function listingHeading(path: ListingPath): string {
  return path === '/commercial' ? 'Explore Commercial Properties' : 'Explore Residential Properties';
}

export function subCategoryOptions(category: BrowseCategory): readonly string[] {
  if (category === 'all') return propertyCategories;
  return categoriesOf(category === 'residential' ? 'Residential' : 'Commercial');
}

export function readListingFilter(path: ListingPath, search: string): ListingFilter {
  const params = new URLSearchParams(search);
  const category: BrowseCategory = params.get('category') === 'all' ? 'all' : pathCategory(path);
  const sub = params.get('sub') ?? 'all';
  const purpose = params.get('purpose');
  const sort = params.get('sort');
  return {
    category,
    subCategory: subCategoryOptions(category).includes(sub) ? sub : 'all',
    purpose: (transactionTypes as readonly string[]).includes(purpose ?? '') ? (purpose as TransactionType) : 'any',
    minPrice: budgetBound(params.get('minPrice')),
    maxPrice: budgetBound(params.get('maxPrice')),
    sort: (listingSorts as readonly string[]).includes(sort ?? '') ? (sort as ListingSort) : DEFAULT_SORT,
  };
}

/** A new purpose keeps the budget only on the same scale (a sale's, or a month's rent). */
export function choosePurpose(filter: ListingFilter, purpose: ListingFilter['purpose']): ListingFilter {
  return { ...filter, ...budgetForPurpose(filter, filter.purpose, purpose), purpose };
}

/** Choosing a category resets the sub-category to all (spec §2). */
export function chooseCategory(filter: ListingFilter, category: BrowseCategory): ListingFilter {
  return { ...filter, category, subCategory: 'all' };
}

/**
 * Where a filter lives: residential and commercial have their own paths (so the heading
 * follows), 'all' stays on the current path.
 */
export function listingHref(currentPath: ListingPath, filter: ListingFilter): string {
  const path = filter.category === 'all' ? currentPath : filter.category === 'commercial' ? '/commercial' : '/residential';
  const params = new URLSearchParams();
  if (filter.category === 'all') params.set('category', 'all');
  if (filter.subCategory !== 'all') params.set('sub', filter.subCategory);
  if (filter.purpose !== 'any') params.set('purpose', filter.purpose);
  if (filter.minPrice !== null) params.set('minPrice', String(filter.minPrice));
  if (filter.maxPrice !== null) params.set('maxPrice', String(filter.maxPrice));
  if (filter.sort !== DEFAULT_SORT) params.set('sort', filter.sort);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export function listingSearchParams(filter: ListingFilter): Omit<PropertySearchParams, 'page'> {
  return {
    propertyType: filter.category === 'all' ? undefined : filter.category === 'commercial' ? 'Commercial' : 'Residential',
    category: filter.subCategory === 'all' ? undefined : filter.subCategory,
    transactionType: filter.purpose === 'any' ? undefined : filter.purpose,
    minPrice: filter.minPrice ?? undefined,
    maxPrice: filter.maxPrice ?? undefined,
    sort: filter.sort,
    limit: LISTING_PAGE_SIZE,
  };
}
