/**
 * The rule by which a property page suggests other listings: the same type (apartment, plot, shop…,
 * stored as `subCategory`, within the same Residential/Commercial category) and purpose (Buy/Rent),
 * in the same or a bordering locality (localities.ts), priced within 20 %
 * of it either way, never the listing itself; at most six, the same locality first, then the
 * closest price. Sold, hidden or deleted listings are never offered (a deleted one no longer
 * exists; `status`, where a listing has one, must say it is available). The server selects with
 * SQL (api/queries/similarProperties.ts) and checks every row against this rule.
 */
import { areNearby, localityOf } from './localities.ts';

export const SIMILAR_LIMIT = 6;
/** ±20 % of the listing's price. */
export const SIMILAR_PRICE_BAND = 0.2;

/** The facts the rule reads. */
export interface SimilarFacts {
  _id: string;
  propertyType: string;
  subCategory: string;
  transactionType: string;
  location: string;
  price: number;
  /** Where listings carry one: only 'available' ones are offered. */
  status?: string;
}

/** The lowest and highest price offered beside a listing of `price` (whole rupees, inclusive). */
export function similarPriceRange(price: number): { min: number; max: number } {
  return { min: Math.ceil(price * (1 - SIMILAR_PRICE_BAND)), max: Math.floor(price * (1 + SIMILAR_PRICE_BAND)) };
}

/** Whether `candidate` may be suggested on `listing`'s page. */
export function isSimilarListing(listing: SimilarFacts, candidate: SimilarFacts): boolean {
  const { min, max } = similarPriceRange(listing.price);
  return (
    candidate._id !== listing._id &&
    (candidate.status === undefined || candidate.status === 'available') &&
    candidate.propertyType === listing.propertyType &&
    candidate.subCategory === listing.subCategory &&
    candidate.transactionType === listing.transactionType &&
    candidate.price >= min &&
    candidate.price <= max &&
    areNearby(listing.location, candidate.location)
  );
}

/** The listings to suggest, from any candidates: the rule applied, same locality first, then closest price, at most six. */
export function selectSimilar<T extends SimilarFacts>(listing: SimilarFacts, candidates: readonly T[], limit = SIMILAR_LIMIT): T[] {
  const own = localityOf(listing.location);
  const seen = new Set<string>();
  return candidates
    .filter((candidate) => isSimilarListing(listing, candidate) && !seen.has(candidate._id) && seen.add(candidate._id))
    .map((candidate) => ({
      candidate,
      sameLocality: localityOf(candidate.location) === own ? 0 : 1,
      distance: Math.abs(candidate.price - listing.price),
    }))
    .sort((a, b) => a.sameLocality - b.sameLocality || a.distance - b.distance || a.candidate._id.localeCompare(b.candidate._id))
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}
