/** Property search: the query of GET /properties/search and its meta. */
import * as v from 'valibot';
import {
  amenities,
  furnishings,
  INTEGER_MAX,
  PRICE_MAX,
  propertyCategories,
  propertyTypes,
  searchSorts,
  SMALLINT_MAX,
  tenantKinds,
  transactionTypes,
} from './catalog.ts';
import { described, pageNumber, pageSize, searchText, wholeNumber } from './fields.ts';
import { bboxQuery, MAP_POINTS_ZOOM, mapZoom } from './places.ts';

/** A whole-number filter up to `max`, the largest value its column holds (a larger one could match nothing anyway). */
const optionalWhole = (label: string, max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,20}$/, `${label} must be a whole number`),
      v.transform(Number),
      v.maxValue(max, `${label} must be at most ${max}`),
    ),
  );

/** Query string of GET /properties/search. Every field is optional; numbers arrive as text. */
export const SearchQuery = v.object({
  q: searchText,
  title: searchText,
  propertyType: v.optional(
    v.pipe(
      v.string(),
      v.transform((text) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase()),
      v.picklist(propertyTypes, 'Property type must be either Residential or Commercial'),
    ),
  ),
  transactionType: v.optional(
    v.pipe(
      v.string(),
      v.transform((text) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase()),
      v.picklist(transactionTypes, 'Transaction type must be either Buy or Rent'),
    ),
  ),
  category: v.optional(v.picklist(propertyCategories, 'Invalid category value')),
  minPrice: optionalWhole('Minimum price', PRICE_MAX),
  maxPrice: optionalWhole('Maximum price', PRICE_MAX),
  bedrooms: optionalWhole('Bedrooms', SMALLINT_MAX),
  bathrooms: optionalWhole('Bathrooms', SMALLINT_MAX),
  minSqft: optionalWhole('Minimum area', INTEGER_MAX),
  maxSqft: optionalWhole('Maximum area', INTEGER_MAX),
  bhk: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-5](?:,[1-5]){0,4}$/, 'BHK must be a list of 1, 2, 3, 4 or 5 (5: five or more)'),
      v.transform((text) => [...new Set(text.split(',').map(Number))].sort()),
    ),
  ),
  possession: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(?:ready|under_construction|20\d\d)$/, 'Possession must be ready, under_construction or a year such as 2027'),
    ),
  ),
  furnishing: v.optional(v.picklist(furnishings, 'Furnishing must be unfurnished, semi_furnished or furnished')),
  minCarpet: optionalWhole('Minimum carpet area', INTEGER_MAX),
  maxCarpet: optionalWhole('Maximum carpet area', INTEGER_MAX),
  amenities: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(800),
      v.transform((text) =>
        [
          ...new Set(
            text
              .split(',')
              .map((name) => name.trim())
              .filter(Boolean),
          ),
        ].sort(),
      ),
      v.check(
        (names) => names.every((name) => (amenities as readonly string[]).includes(name)),
        (issue) => `Unknown amenity: ${(issue.input as string[]).find((name) => !(amenities as readonly string[]).includes(name))}`,
      ),
    ),
  ),
  tenants: described(
    v.optional(v.picklist(tenantKinds, 'Tenants must be family, bachelors or company')),
    'Rentals open to this kind of tenant: those that prefer it and those that name no preference',
  ),
  project: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Project must be a project id'),
      v.toLowerCase(),
    ),
  ),
  bbox: described(bboxQuery, "The map's box, `minLng,minLat,maxLng,maxLat` in degrees: listings shown inside it (edges included)"),
  sort: v.optional(
    v.picklist(searchSorts, 'Sort must be one of relevance, price_asc, price_desc, newest, area, price_per_sqft_asc, price_per_sqft_desc'),
  ),
  page: v.optional(pageNumber),
  limit: v.optional(pageSize(60)),
});
export type SearchQuery = v.InferOutput<typeof SearchQuery>;

/** Query string of GET /properties/map: the search's filters and the map's zoom. */
export const MapQuery = v.object({
  ...SearchQuery.entries,
  zoom: described(
    mapZoom,
    `The map's zoom level: with it, listings close together at that zoom come as clusters (from ${MAP_POINTS_ZOOM} on, every listing as a point); without it, points only`,
  ),
});
export type MapQuery = v.InferOutput<typeof MapQuery>;

export const SearchMeta = v.object({
  total: wholeNumber('Exact below 1,000; with `totalCapped` it means "1,000 or more"'),
  page: wholeNumber(),
  limit: wholeNumber(),
  totalCapped: v.optional(v.boolean()),
});
export type SearchMeta = v.InferOutput<typeof SearchMeta>;
