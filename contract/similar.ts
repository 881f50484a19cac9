/**
 * The rule by which a property page suggests other listings. Always the same purpose (Buy/Rent: a
 * rent is never like a sale) and category (Residential/Commercial), never the listing itself, never
 * a sold, hidden or deleted one. Within that, the search widens step by step until six are found:
 * the same type (apartment, plot, shop…, stored as `subCategory`) in the same or a bordering locality
 * (localities.ts) within 20 % of the price, then 35 %; then anywhere in Surat (the agency's city,
 * where every listing is) within 20 %, then 35 %; then any type of the category, within 35 %, and
 * at last at any price.
 * Listings found at an earlier step come first, and within a step the same locality, then the
 * closest price. The server selects each step with SQL (api/queries/similarProperties.ts) and
 * checks every row against this rule; the page says how far it had to go (similarReach).
 */
import { areNearby, localityOf } from './localities.ts';

export const SIMILAR_LIMIT = 6;

/** One step of the widening: where, how far from the price (a fraction either way), and whether the type must match. */
export interface SimilarStep {
  place: 'nearby' | 'city';
  /** null: any price (the closest first). */
  band: number | null;
  sameType: boolean;
}

/** The steps, narrowest first. */
export const SIMILAR_STEPS: readonly SimilarStep[] = [
  { place: 'nearby', band: 0.2, sameType: true },
  { place: 'nearby', band: 0.35, sameType: true },
  { place: 'city', band: 0.2, sameType: true },
  { place: 'city', band: 0.35, sameType: true },
  { place: 'city', band: 0.35, sameType: false },
  // A listing priced far from every other still gets the closest in price of its category.
  { place: 'city', band: null, sameType: false },
];

/** How far the suggestions reach, as the page says it: nearby, elsewhere in the city, or other types of the category. */
export type SimilarReach = 'nearby' | 'city' | 'category';

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

/** The lowest and highest price offered beside a listing of `price` within `band` (whole rupees, inclusive). */
export function similarPriceRange(price: number, band = SIMILAR_STEPS[0]!.band ?? 0): { min: number; max: number } {
  return { min: Math.ceil(price * (1 - band)), max: Math.floor(price * (1 + band)) };
}

/** Whether `candidate` meets `step` beside `listing` (the facts every step asks for included). */
export function meetsStep(listing: SimilarFacts, candidate: SimilarFacts, step: SimilarStep): boolean {
  const { min, max } = step.band === null ? { min: -Infinity, max: Infinity } : similarPriceRange(listing.price, step.band);
  return (
    candidate._id !== listing._id &&
    (candidate.status === undefined || candidate.status === 'available') &&
    candidate.propertyType === listing.propertyType &&
    candidate.transactionType === listing.transactionType &&
    (!step.sameType || candidate.subCategory === listing.subCategory) &&
    candidate.price >= min &&
    candidate.price <= max &&
    (step.place === 'city' || areNearby(listing.location, candidate.location))
  );
}

/** The first step at which `candidate` may be suggested on `listing`'s page, or -1 when at none. */
export function similarStepOf(listing: SimilarFacts, candidate: SimilarFacts): number {
  return SIMILAR_STEPS.findIndex((step) => meetsStep(listing, candidate, step));
}

/** Whether `candidate` may be suggested on `listing`'s page at all. */
export function isSimilarListing(listing: SimilarFacts, candidate: SimilarFacts): boolean {
  return similarStepOf(listing, candidate) >= 0;
}

/** The listings to suggest, from any candidates: earlier steps first, then the same locality, then the closest price, at most six. */
export function selectSimilar<T extends SimilarFacts>(listing: SimilarFacts, candidates: readonly T[], limit = SIMILAR_LIMIT): T[] {
  const own = localityOf(listing.location);
  const seen = new Set<string>();
  return candidates
    .map((candidate) => ({ candidate, step: similarStepOf(listing, candidate) }))
    .filter(({ candidate, step }) => step >= 0 && !seen.has(candidate._id) && seen.add(candidate._id))
    .map(({ candidate, step }) => ({
      candidate,
      step,
      sameLocality: localityOf(candidate.location) === own ? 0 : 1,
      distance: Math.abs(candidate.price - listing.price),
    }))
    .sort(
      (a, b) =>
        a.step - b.step || a.sameLocality - b.sameLocality || a.distance - b.distance || a.candidate._id.localeCompare(b.candidate._id),
    )
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}

/** How far the suggestions shown beside `listing` reach: the widest of their places and types. */
export function similarReach(listing: SimilarFacts, shown: readonly SimilarFacts[]): SimilarReach {
  if (shown.some((candidate) => candidate.subCategory !== listing.subCategory)) return 'category';
  if (shown.some((candidate) => !areNearby(listing.location, candidate.location))) return 'city';
  return 'nearby';
}
