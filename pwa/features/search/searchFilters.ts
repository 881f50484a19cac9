/**
 * The search screen's filters (spec §2, §4, §9), pure so Apply/Reset can be tested. The URL
 * carries the applied state; the panel edits a draft that only Apply turns into a search.
 */
import {
  categoriesOf,
  propertyCategories,
  propertyTypes,
  searchDefaults,
  searchSorts,
  type PropertyCategory,
  type PropertyType,
  type SearchSort,
} from '../../../contract/catalog.ts';
import type { PropertySearchParams } from '../../data/properties.ts';
import { budgetBound, budgetForPurpose, purposeOf, type PurposeChoice } from './budget.ts';
import { countFactFilters, factSearchParams, readFactFilters, type FactFilters } from './factFilters.ts';

export type TypeChoice = 'all' | PropertyType;

export interface SearchFilters extends FactFilters {
  /** Buy, Rent or both: chosen beside the search box, it also picks the budget's steps. */
  transactionType: PurposeChoice;
  propertyType: TypeChoice;
  /** One category or none: the checkboxes act as a single choice. */
  category: PropertyCategory | null;
  /** Budget bounds in rupees (a rent's per month), or null for none. */
  minPrice: number | null;
  maxPrice: number | null;
  /** Minimum bedrooms ("2+"), or null for Any. */
  bedrooms: number | null;
  bathrooms: number | null;
  /** Upper bound of the area slider (lower bound is fixed at 0). */
  sqftMax: number;
}

export interface SearchState {
  q: string;
  filters: SearchFilters;
  sort: SearchSort;
  page: number;
}

export const SQFT_MAX = searchDefaults.sqftMax;
export const SQFT_STEP = searchDefaults.sqftStep;
export const SEARCH_PAGE_SIZE = searchDefaults.pageSize;
export const bedroomChoices = [1, 2, 3, 4] as const;
export const bathroomChoices = [1, 2, 3] as const;

export const defaultFilters: SearchFilters = {
  transactionType: 'any',
  propertyType: 'all',
  category: null,
  minPrice: null,
  maxPrice: null,
  bedrooms: null,
  bathrooms: null,
  sqftMax: SQFT_MAX,
};

export const defaultSort: SearchSort = 'relevance';

export function categoryChoices(propertyType: TypeChoice): readonly PropertyCategory[] {
  return propertyType === 'all' ? propertyCategories : categoriesOf(propertyType);
}

/** A new type keeps the category only when the new list still has it. */
export function withPropertyType(filters: SearchFilters, propertyType: TypeChoice): SearchFilters {
  const category = filters.category && categoryChoices(propertyType).includes(filters.category) ? filters.category : null;
  return { ...filters, propertyType, category };
}

/** Checking a category unchecks any other; checking the checked one clears it. */
export function toggleCategory(filters: SearchFilters, category: PropertyCategory): SearchFilters {
  return { ...filters, category: filters.category === category ? null : category };
}

/** Reset: the panel's defaults, keeping the purpose (chosen outside the panel). It does not search; Apply does. */
export function resetFilters(purpose: PurposeChoice = 'any'): SearchFilters {
  return { ...defaultFilters, transactionType: purpose };
}

/** Choosing Buy or Rent searches at once, from the first page; a budget on the other scale goes. */
export function withPurpose(state: SearchState, purpose: PurposeChoice): SearchState {
  const { filters } = state;
  const budget = budgetForPurpose({ minPrice: filters.minPrice, maxPrice: filters.maxPrice }, filters.transactionType, purpose);
  return { ...state, filters: { ...filters, ...budget, transactionType: purpose }, page: 1 };
}

/** Apply: the draft becomes the applied filters, from the first page. */
export function applyFilters(state: SearchState, draft: SearchFilters): SearchState {
  return { ...state, filters: { ...draft }, page: 1 };
}

/**
 * The empty result's 'Reset Filters': clears the filters and searches again; when no filter
 * was set the search text is what found nothing, so it goes too.
 */
export function resetSearch(state: SearchState): SearchState {
  const narrowed = countActiveFilters(state.filters) > 0 || state.filters.transactionType !== 'any';
  const q = narrowed ? state.q : '';
  return { ...state, q, filters: resetFilters(), page: 1 };
}

export function withSort(state: SearchState, sort: SearchSort): SearchState {
  return { ...state, sort, page: 1 };
}

function wholeNumber(text: string | null, { min, max }: { min: number; max: number }): number | null {
  if (text === null || !/^\d{1,12}$/.test(text)) return null;
  const value = Number(text);
  return value < min ? min : value > max ? max : value;
}

function snap(value: number, step: number, max: number): number {
  return Math.min(max, Math.max(step, Math.round(value / step) * step));
}

/** Reads the applied state from the URL, ignoring anything malformed. */
export function readSearchState(search: string | URLSearchParams): SearchState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const type = params.get('propertyType');
  const propertyType: TypeChoice = (propertyTypes as readonly string[]).includes(type ?? '') ? (type as PropertyType) : 'all';
  const category = params.get('category');
  const sqft = wholeNumber(params.get('maxSqft'), { min: 0, max: SQFT_MAX });
  const beds = wholeNumber(params.get('bedrooms'), { min: 1, max: 4 });
  const baths = wholeNumber(params.get('bathrooms'), { min: 1, max: 3 });
  const sort = params.get('sort');
  const filters: SearchFilters = {
    transactionType: purposeOf(params.get('transactionType')),
    propertyType,
    category: categoryChoices(propertyType).includes(category as PropertyCategory) ? (category as PropertyCategory) : null,
    minPrice: budgetBound(params.get('minPrice')),
    maxPrice: budgetBound(params.get('maxPrice')),
    bedrooms: beds,
    bathrooms: baths,
    sqftMax: sqft === null ? SQFT_MAX : snap(sqft, SQFT_STEP, SQFT_MAX),
    ...readFactFilters(params),
  };
  return {
    q: (params.get('q') ?? '').trim(),
    filters,
    sort: (searchSorts as readonly string[]).includes(sort ?? '') ? (sort as SearchSort) : defaultSort,
    page: wholeNumber(params.get('page'), { min: 1, max: 100_000 }) ?? 1,
  };
}

/**
 * The API query for a state. The area slider left at its maximum sends no upper bound: it ends at
 * 10,000 sq ft, and treating that end as a cap would silently hide every larger listing. Only a
 * bound the visitor actually lowered is sent.
 */
export function toSearchParams(state: SearchState): PropertySearchParams {
  const { filters } = state;
  return {
    q: state.q || undefined,
    transactionType: filters.transactionType === 'any' ? undefined : filters.transactionType,
    propertyType: filters.propertyType === 'all' ? undefined : filters.propertyType,
    category: filters.category ?? undefined,
    minPrice: filters.minPrice ?? undefined,
    maxPrice: filters.maxPrice ?? undefined,
    bedrooms: filters.bedrooms ?? undefined,
    bathrooms: filters.bathrooms ?? undefined,
    maxSqft: filters.sqftMax < SQFT_MAX ? filters.sqftMax : undefined,
    ...factSearchParams(filters),
    // A search of sales only leaves the preferred tenants behind (a rental's fact; its control is hidden then).
    ...(filters.transactionType === 'Buy' ? { tenants: undefined } : {}),
    sort: state.sort === defaultSort ? undefined : state.sort,
    page: state.page > 1 ? state.page : undefined,
    limit: SEARCH_PAGE_SIZE,
  };
}

/** The page's own URL for a state: the same names as the API, defaults left out. */
export function searchHref(state: SearchState): string {
  const { limit: _limit, ...visible } = toSearchParams(state);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(visible)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `/search?${query}` : '/search';
}

/** The filters set in the panel (the purpose, chosen outside it, is not one). */
export function countActiveFilters(filters: SearchFilters): number {
  let count = 0;
  if (filters.propertyType !== 'all') count += 1;
  if (filters.category) count += 1;
  if (filters.minPrice !== null || filters.maxPrice !== null) count += 1;
  if (filters.bedrooms !== null) count += 1;
  if (filters.bathrooms !== null) count += 1;
  if (filters.sqftMax < SQFT_MAX) count += 1;
  return count + countFactFilters(filters);
}
