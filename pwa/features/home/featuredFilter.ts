/** State of the home page's 'Featured Properties' widget (spec §4), kept pure for tests. */
import { typeOptions, type BrowseCategory, type Purpose } from '../../../contract/catalog.ts';
import type { PropertySearchParams } from '../../lib/properties.ts';

export interface FeaturedFilter {
  category: BrowseCategory;
  purpose: Purpose;
  /** 'all' or one category name of the current type list. */
  type: string;
}

export type FeaturedFilterAction =
  | { kind: 'category'; category: BrowseCategory }
  | { kind: 'purpose'; purpose: Purpose }
  | { kind: 'type'; type: string };

/** The spec leaves the first category open; 'all' shows the widest choice. */
export const initialFeaturedFilter: FeaturedFilter = { category: 'all', purpose: 'buy', type: 'all' };

export function featuredFilterReducer(state: FeaturedFilter, action: FeaturedFilterAction): FeaturedFilter {
  switch (action.kind) {
    case 'category':
      return { category: action.category, purpose: 'buy', type: 'all' };
    case 'purpose':
      return { ...state, purpose: action.purpose, type: 'all' };
    case 'type':
      return { ...state, type: action.type };
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

/** The featured grid's search: the chosen filters, newest first, six cards. */
export function featuredSearchParams(state: FeaturedFilter): PropertySearchParams {
  const params: PropertySearchParams = { limit: FEATURED_LIMIT, sort: 'newest' };
  if (state.category !== 'all') {
    params.propertyType = state.category === 'residential' ? 'Residential' : 'Commercial';
    params.transactionType = state.purpose === 'buy' ? 'Buy' : 'Rent';
  }
  if (state.type !== 'all') params.category = state.type;
  return params;
}
