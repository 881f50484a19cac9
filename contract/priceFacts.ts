/**
 * A listing's price history (from the event log) and its price per square foot of carpet area beside
 * the median of comparable listings in its locality: GET /properties/{id}/price-facts.
 */
import * as v from 'valibot';
import { described, isoDate, wholeNumber } from './fields.ts';

/** Fewer comparable listings than this say nothing of a locality's price: no median is shown. */
export const MIN_COMPARABLES = 5;

/** Days a lowered price is told on the listing's card ("Price reduced"). */
export const PRICE_DROP_DAYS = 30;

/** The most price changes an answer lists, newest first. */
export const PRICE_HISTORY_LIMIT = 12;

export const PriceChange = v.object({
  from: wholeNumber('Rupees before the change'),
  to: wholeNumber('Rupees after it'),
  at: isoDate('When the change was recorded'),
});
export type PriceChange = v.InferOutput<typeof PriceChange>;

export const FairPrice = v.object({
  pricePerSqft: wholeNumber("The listing's rupees per square foot of carpet area"),
  median: wholeNumber('The median rupees per square foot of carpet area of the comparable listings'),
  comparables: wholeNumber(`How many comparable listings the median is of (at least ${MIN_COMPARABLES})`),
  differencePercent: wholeNumber("The listing's price per square foot against the median, per cent (negative: below it)"),
  locality: described(v.string(), "The locality as listings name it ('Vesu')"),
  subCategory: described(v.string(), 'The category compared within (Apartment, Villa, ...)'),
  bedrooms: described(v.nullable(wholeNumber()), 'The BHK compared within; null where the category has no rooms'),
});
export type FairPrice = v.InferOutput<typeof FairPrice>;

export const PriceFacts = v.object({
  history: described(v.array(PriceChange), `The price's changes since it was listed, newest first (at most ${PRICE_HISTORY_LIMIT})`),
  fairPrice: described(
    v.nullable(FairPrice),
    `Null for a rent, a listing without a carpet area, or one with fewer than ${MIN_COMPARABLES} comparable listings (same locality, purpose, category and BHK)`,
  ),
});
export type PriceFacts = v.InferOutput<typeof PriceFacts>;

/** A price as a share of the median, in whole per cent ('8 % below': -8); none without enough comparables. */
export function differenceFromMedian(pricePerSqft: number, median: number, comparables: number): number | null {
  if (comparables < MIN_COMPARABLES || median <= 0) return null;
  return Math.round(((pricePerSqft - median) / median) * 100);
}
