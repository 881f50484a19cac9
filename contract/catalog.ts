/**
 * The agency's fixed vocabularies: purposes, property types and their categories, and the columns'
 * limits. Plain values, no valibot: every page's first script reads them.
 */

export const transactionTypes = ['Buy', 'Rent'] as const;
export type TransactionType = (typeof transactionTypes)[number];

export const propertyTypes = ['Residential', 'Commercial'] as const;
export type PropertyType = (typeof propertyTypes)[number];

export const projectStatuses = ['ONGOING', 'COMPLETED'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];
/** Every status but COMPLETED is still being advertised for sale off-plan: it needs its RERA number. */
export const needsRera = (status: ProjectStatus) => status !== 'COMPLETED';

/** Who an account is: a user (buyer, owner), an agent (an advisor working leads) or an admin (the office). */
export const roles = ['user', 'agent', 'admin'] as const;
export type Role = (typeof roles)[number];
/** A stored role as the product reads it: anything unknown (or missing) is a plain user. */
export const roleOf = (value: unknown): Role => (roles.includes(value as Role) ? (value as Role) : 'user');
/** Agents and admins work the agency's leads. */
export const isStaffRole = (role: Role): boolean => role === 'agent' || role === 'admin';

/** The site's languages: English, Gujarati, Hindi (a signed-in user's `locale`; pages under `/gu/…`, `/hi/…`). */
export const siteLanguages = ['en', 'gu', 'hi'] as const;
export type SiteLanguage = (typeof siteLanguages)[number];

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

export const searchSorts = ['relevance', 'price_asc', 'price_desc', 'newest', 'area', 'price_per_sqft_asc', 'price_per_sqft_desc'] as const;
export type SearchSort = (typeof searchSorts)[number];

export const searchSortLabels: Record<SearchSort, string> = {
  relevance: 'Most Relevant',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
  newest: 'Newest',
  area: 'Square Footage',
  price_per_sqft_asc: '₹/sq ft: Low to High',
  price_per_sqft_desc: '₹/sq ft: High to Low',
};

/** Spec §9 defaults of the search filter panel. */
export const searchDefaults = {
  sqftMax: 10_000,
  sqftStep: 100,
  pageSize: 12,
  maxPageSize: 60,
} as const;

/** Whether a listing can be moved into now or is still being built. */
export const possessionStates = ['ready', 'under_construction'] as const;
export type PossessionState = (typeof possessionStates)[number];
export const possessionLabels: Record<PossessionState, string> = { ready: 'Ready to move', under_construction: 'Under construction' };

/**
 * Whether a listing can still be had: public search, alerts and the matcher see the open ones (under
 * offer with a badge); a sold or rented listing keeps its page, marked, for links and favourites.
 */
export const listingAvailabilities = ['available', 'under_offer', 'sold', 'rented'] as const;
export type ListingAvailability = (typeof listingAvailabilities)[number];
export const listingAvailabilityLabels: Record<ListingAvailability, string> = {
  available: 'Available',
  under_offer: 'Under offer',
  sold: 'Sold',
  rented: 'Rented',
};
/** The states a reader can still act on (enquire, book a visit). */
export const openListingAvailabilities = ['available', 'under_offer'] as const satisfies readonly ListingAvailability[];
export const isClosedAvailability = (state: ListingAvailability): boolean => state === 'sold' || state === 'rented';
/** The closing state a purpose allows: a sale is sold, a rental rented. */
export const closingStateOf = (transactionType: TransactionType): ListingAvailability => (transactionType === 'Buy' ? 'sold' : 'rented');

export const furnishings = ['unfurnished', 'semi_furnished', 'furnished'] as const;
export type Furnishing = (typeof furnishings)[number];
export const furnishingLabels: Record<Furnishing, string> = {
  unfurnished: 'Unfurnished',
  semi_furnished: 'Semi-furnished',
  furnished: 'Furnished',
};

/** Whom a landlord prefers to let to; a rent listing that names none lets to anyone. */
export const tenantKinds = ['family', 'bachelors', 'company'] as const;
export type TenantKind = (typeof tenantKinds)[number];
export const tenantKindLabels: Record<TenantKind, string> = {
  family: 'Family',
  bachelors: 'Bachelors',
  company: 'Company lease',
};

/** The direction the main door (or the plot's front) faces. */
export const facings = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type Facing = (typeof facings)[number];
export const facingLabels: Record<Facing, string> = {
  N: 'North',
  NE: 'North-East',
  E: 'East',
  SE: 'South-East',
  S: 'South',
  SW: 'South-West',
  W: 'West',
  NW: 'North-West',
};

/** Units a plot's area is quoted in (Surat quotes plots in square yards). */
export const areaUnits = ['sqyd', 'sqft', 'sqm'] as const;
export type AreaUnit = (typeof areaUnits)[number];
export const areaUnitLabels: Record<AreaUnit, string> = { sqyd: 'sq yd', sqft: 'sq ft', sqm: 'sq m' };
/** Square feet in one unit. */
export const squareFeetPer: Record<AreaUnit, number> = { sqft: 1, sqyd: 9, sqm: 10.763_910_4 };

/** The fixed amenity catalogue: listings and projects may name only these. */
export const amenities = [
  'lift',
  'power_backup',
  'security',
  'cctv',
  'gym',
  'pool',
  'club_house',
  'garden',
  'play_area',
  'gas_pipeline',
  'fire_safety',
  'rainwater_harvesting',
  'intercom',
  'visitor_parking',
  'water_supply',
  'jogging_track',
] as const;
export type Amenity = (typeof amenities)[number];
export const amenityLabels: Record<Amenity, string> = {
  lift: 'Lift',
  power_backup: 'Power backup',
  security: '24×7 security',
  cctv: 'CCTV',
  gym: 'Gym',
  pool: 'Swimming pool',
  club_house: 'Club house',
  garden: 'Garden',
  play_area: "Children's play area",
  gas_pipeline: 'Gas pipeline',
  fire_safety: 'Fire safety',
  rainwater_harvesting: 'Rainwater harvesting',
  intercom: 'Intercom',
  visitor_parking: 'Visitor parking',
  water_supply: '24×7 water supply',
  jogging_track: 'Jogging track',
};

/** The BHK choices of the search filters; 5 means five or more. */
export const bhkChoices = [1, 2, 3, 4, 5] as const;

/** The Gujarat Real Estate Regulatory Authority's public site, shown beside every RERA number. */
export const GUJRERA_SITE = 'gujrera.gujarat.gov.in';
export const GUJRERA_URL = 'https://gujrera.gujarat.gov.in/';

/** The largest values of the columns behind the numbers (migrations/00001): smallint, integer, bigint. */
export const SMALLINT_MAX = 32_767;
export const INTEGER_MAX = 2_147_483_647;
/** Prices are bigint in rupees; a search accepts up to twelve digits, far above any listing, well inside bigint and exact in a double. */
export const PRICE_MAX = 999_999_999_999;
