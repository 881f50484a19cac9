/** The agency's fixed vocabularies: purposes, property types and their categories. */

export const transactionTypes = ['Buy', 'Rent'] as const;
export type TransactionType = (typeof transactionTypes)[number];

export const propertyTypes = ['Residential', 'Commercial'] as const;
export type PropertyType = (typeof propertyTypes)[number];

export const projectStatuses = ['ONGOING', 'COMPLETED'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

export const roles = ['user', 'admin'] as const;
export type Role = (typeof roles)[number];

/** Browsing categories of the home widget and the listing screens. */
export const browseCategories = ['all', 'residential', 'commercial'] as const;
export type BrowseCategory = (typeof browseCategories)[number];

export const purposes = ['buy', 'rent'] as const;
export type Purpose = (typeof purposes)[number];

/** Which property categories (stored as subCategory) are offered per type and purpose. */
export const categoryTree = {
  residential: {
    buy: ['Apartment', 'Bungalows', 'Plot', 'Farmhouses'],
    rent: ['Farmhouses', 'PG', 'Apartment', 'Bungalows'],
  },
  commercial: {
    buy: ['Shop', 'Commercial plots', 'Showrooms', 'Office'],
    rent: ['Showrooms', 'Office'],
  },
} as const satisfies Record<Exclude<BrowseCategory, 'all'>, Record<Purpose, readonly string[]>>;

export const residentialCategories = ['Apartment', 'Bungalows', 'Plot', 'Farmhouses', 'PG'] as const;
export const commercialCategories = ['Shop', 'Commercial plots', 'Showrooms', 'Office'] as const;

/** Every category a property may be filed under (the property form's validated set). */
export const propertyCategories = [...residentialCategories, ...commercialCategories] as const;
export type PropertyCategory = (typeof propertyCategories)[number];

export function categoriesOf(propertyType: PropertyType): readonly PropertyCategory[] {
  return propertyType === 'Residential' ? residentialCategories : commercialCategories;
}

/**
 * The type buttons of the home widget: one purpose of one category, or, for 'all',
 * the union of every list in first-seen order.
 */
export function typeOptions(category: BrowseCategory, purpose: Purpose): string[] {
  if (category === 'all') {
    const all = Object.values(categoryTree).flatMap((byPurpose) => [...byPurpose.buy, ...byPurpose.rent]);
    return [...new Set(all)];
  }
  return [...categoryTree[category][purpose]];
}

export const searchSorts = ['relevance', 'price_asc', 'price_desc', 'newest', 'area'] as const;
export type SearchSort = (typeof searchSorts)[number];

export const searchSortLabels: Record<SearchSort, string> = {
  relevance: 'Most Relevant',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
  newest: 'Newest',
  area: 'Square Footage',
};

/** Spec §9 defaults of the search filter panel. */
export const searchDefaults = {
  priceMax: 5_000_000,
  priceStep: 100_000,
  sqftMax: 10_000,
  sqftStep: 100,
  pageSize: 12,
  maxPageSize: 60,
} as const;
