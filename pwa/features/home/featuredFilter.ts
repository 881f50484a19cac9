/** State of the home page's 'Featured Properties' widget (spec §4), kept pure for tests. */
import { typeOptions, type BrowseCategory, type Purpose } from '../../../contract/catalog.ts';
import { compactSearchParams, type PropertySearchParams } from '../../data/properties.ts';
import { factSearchParams, type FactFilters } from '../search/factFilters.ts';

/** The widget's orders: newest first (the spec's), or by price per square foot. */
export const featuredSorts = ['newest', 'price_per_sqft_asc', 'price_per_sqft_desc'] as const;
export type FeaturedSort = (typeof featuredSorts)[number];

export interface FeaturedFilter {
  category: BrowseCategory;
  purpose: Purpose;
  /** 'all' or one category name of the current type list. */
  type: string;
  /** BHK, possession, furnishing, carpet area and amenities, as on the search screen. */
  facts: FactFilters;
  sort: FeaturedSort;
}

export type FeaturedFilterAction =
  | { kind: 'category'; category: BrowseCategory }
  | { kind: 'purpose'; purpose: Purpose }
  | { kind: 'type'; type: string }
  | { kind: 'facts'; facts: FactFilters }
  | { kind: 'sort'; sort: FeaturedSort };

/** The spec leaves the first category open; 'all' shows the widest choice. */
export const initialFeaturedFilter: FeaturedFilter = { category: 'all', purpose: 'buy', type: 'all', facts: {}, sort: 'newest' };

/** BHK counts bedrooms, which commercial properties do not have. */
export function isBhkVisible(state: FeaturedFilter): boolean {
  return state.category !== 'commercial';
}

export function featuredFilterReducer(state: FeaturedFilter, action: FeaturedFilterAction): FeaturedFilter {
  switch (action.kind) {
    case 'category': {
      const facts = action.category === 'commercial' ? { ...state.facts, bhk: undefined } : state.facts;
      return { ...state, category: action.category, purpose: 'buy', type: 'all', facts };
    }
    case 'purpose':
      return { ...state, purpose: action.purpose, type: 'all' };
    case 'type':
      return { ...state, type: action.type };
    case 'facts':
      return { ...state, facts: action.facts };
    case 'sort':
      return { ...state, sort: action.sort };
  }
}

/** Buy/Rent means nothing across both categories, so it is hidden for 'all'. */
export function isPurposeVisible(state: FeaturedFilter): boolean {
  return state.category !== 'all';
}

/** The type buttons after 'All': one list, or the de-duplicated union for 'all'. */
export function featuredTypeOptions(state: FeaturedFilter): string[] {
  return typeOptions(state.category, state.purpose);
}

export const FEATURED_LIMIT = 6;

/** The featured grid's search: the chosen filters in the chosen order (newest first unless changed), six cards. */
export function featuredSearchParams(state: FeaturedFilter): PropertySearchParams {
  const params: PropertySearchParams = { limit: FEATURED_LIMIT, sort: state.sort };
  if (state.category !== 'all') {
    params.propertyType = state.category === 'residential' ? 'Residential' : 'Commercial';
    params.transactionType = state.purpose === 'buy' ? 'Buy' : 'Rent';
  }
  if (state.type !== 'all') params.category = state.type;
  return { ...params, ...factSearchParams(state.facts) };
}

/** 'View All Properties': the search screen with the same purpose, filters and order. */
export function featuredViewAllPath(state: FeaturedFilter): string {
  const { limit: _limit, ...params } = featuredSearchParams(state);
  return `/search?${new URLSearchParams(compactSearchParams(params)).toString()}`;
}
