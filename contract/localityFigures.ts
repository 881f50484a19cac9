/**
 * What a locality's page says of it, worked out from the agency's own listings and events:
 * GET /localities/{slug}. A locality is one of the gazetteer's (contract/gazetteer.ts), named in
 * paths by its slug ('Mota Varachha' → 'mota-varachha').
 */
import * as v from 'valibot';
import { described, wholeNumber } from './fields.ts';
import { gazetteer } from './gazetteer.ts';
import { nearbyLocalities } from './localities.ts';
import { MIN_COMPARABLES } from './priceFacts.ts';

export { localityBySlug, localitySlug } from './localitySlugs.ts';

/** The gazetteer's localities that border this one, by their English names. */
export function borderingLocalities(name: string): string[] {
  const [, ...neighbours] = nearbyLocalities(name);
  return gazetteer.filter((entry) => neighbours.includes(entry.en.toLowerCase())).map((entry) => entry.en);
}

export const LocalityMedian = v.object({
  subCategory: described(v.string(), 'The category (Apartment, Villa, Shop, ...)'),
  bedrooms: described(v.nullable(wholeNumber()), 'BHK; null where the category has no rooms'),
  listings: wholeNumber('Sale listings of the group with a carpet area'),
  median: described(
    v.nullable(wholeNumber()),
    `Median asking rupees per square foot of carpet area; null with fewer than ${MIN_COMPARABLES} listings`,
  ),
});
export type LocalityMedian = v.InferOutput<typeof LocalityMedian>;

export const LocalityMonth = v.object({
  month: described(v.string(), 'YYYY-MM, in Surat'),
  median: wholeNumber('Median rupees per square foot of carpet area of the sale prices set that month (listed or changed)'),
  prices: wholeNumber('How many prices it is the median of'),
});
export type LocalityMonth = v.InferOutput<typeof LocalityMonth>;

export const LocalityClosedMedian = v.object({
  subCategory: described(v.string(), 'The category of the listings the deals were for'),
  bedrooms: described(v.nullable(wholeNumber()), 'BHK; null where the category has no rooms'),
  deals: wholeNumber('Won deals of the group with a price and a listing with a carpet area'),
  median: wholeNumber('Median rupees per square foot of carpet area the deals closed at'),
});
export type LocalityClosedMedian = v.InferOutput<typeof LocalityClosedMedian>;

export const LocalityFigures = v.object({
  slug: v.string(),
  name: described(v.string(), "The locality's English name, as listings store it"),
  forSale: wholeNumber('Published listings for sale'),
  forRent: wholeNumber('Published listings for rent'),
  medians: described(v.array(LocalityMedian), 'Asking prices of the sale listings, by category and BHK, the most listed first'),
  closed: described(
    v.array(LocalityClosedMedian),
    `Closed prices of the sale deals the agency won there, by category and BHK, the most dealt first; only groups of at least ${MIN_COMPARABLES} deals`,
  ),
  trend: described(v.array(LocalityMonth), 'The last 12 months, oldest first; a month without a sale price set is left out'),
  projects: described(v.array(v.object({ slug: v.string(), title: v.string() })), "The agency's projects there"),
  nearby: described(v.array(v.string()), 'The bordering localities, by their English names'),
});
export type LocalityFigures = v.InferOutput<typeof LocalityFigures>;
