/**
 * A saved search in words: the summary under its name ('Residential · Apartment · 2+ beds · up to
 * ₹ 50 L') and the name a new one gets from its filters. Pure, so both sides of the dialog agree.
 */
import { formatIndianNumber, formatRupeesShort } from '../../lib/format.ts';

/** The query fields a saved search keeps from the address (the page it was on is not one). */
const NOT_KEPT = new Set(['page', 'limit']);

/** The filters of a /search address, as a saved search stores them. */
export function savedQueryFromSearch(search: string): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (!NOT_KEPT.has(key) && value.trim() !== '') query[key] = value.trim();
  }
  return query;
}

/** The /search address that shows a saved search's listings. */
export function searchHrefOf(query: Readonly<Record<string, string>>): string {
  const params = new URLSearchParams(Object.entries(query).filter(([key]) => !NOT_KEPT.has(key)));
  const text = params.toString();
  return text ? `/search?${text}` : '/search';
}

const whole = (text: string | undefined): number | null => (text !== undefined && /^\d+$/.test(text) ? Number(text) : null);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
const words = (text: string) => capitalised(text.replace(/_/g, ' '));

function range(min: number | null, max: number | null, format: (value: number) => string): string | null {
  if (min !== null && max !== null) return `${format(min)} – ${format(max)}`;
  if (max !== null) return `up to ${format(max)}`;
  if (min !== null) return `from ${format(min)}`;
  return null;
}

const sortLabels: Record<string, string> = {
  price_asc: 'cheapest first',
  price_desc: 'dearest first',
  newest: 'newest first',
  area: 'largest first',
  price_per_sqft_asc: 'lowest ₹/sq ft first',
  price_per_sqft_desc: 'highest ₹/sq ft first',
};

/** The filters as short phrases, most telling first; the sort is left out (it does not change what matches). */
export function filterPhrases(query: Readonly<Record<string, string>>): string[] {
  const phrases: string[] = [];
  const text = (query.q ?? query.title ?? '').trim();
  if (text) phrases.push(`“${text}”`);
  if (query.propertyType) phrases.push(capitalised(query.propertyType));
  if (query.category) phrases.push(query.category);
  if (query.transactionType) phrases.push(capitalised(query.transactionType) === 'Rent' ? 'For rent' : 'For sale');
  if (query.bhk) phrases.push(`${query.bhk.split(',').map((n) => (n === '5' ? '5+' : n)).join(', ')} BHK`);
  const beds = whole(query.bedrooms);
  if (beds !== null) phrases.push(`${beds}+ beds`);
  const baths = whole(query.bathrooms);
  if (baths !== null) phrases.push(`${baths}+ baths`);
  const price = range(whole(query.minPrice), whole(query.maxPrice), formatRupeesShort);
  if (price) phrases.push(price);
  const area = range(whole(query.minSqft), whole(query.maxSqft), (value) => `${formatIndianNumber(value)} sq ft`);
  if (area) phrases.push(area);
  const carpet = range(whole(query.minCarpet), whole(query.maxCarpet), (value) => `${formatIndianNumber(value)} sq ft carpet`);
  if (carpet) phrases.push(carpet);
  if (query.possession) phrases.push(/^\d{4}$/.test(query.possession) ? `possession by ${query.possession}` : words(query.possession));
  if (query.furnishing) phrases.push(words(query.furnishing));
  if (query.amenities) phrases.push(`with ${query.amenities.split(',').map((name) => name.trim()).filter(Boolean).join(', ')}`);
  if (query.project) phrases.push('in one project');
  return phrases;
}

/** 'Residential · Apartment · 2+ beds · up to ₹ 50 L', or 'All properties'. */
export function describeSearch(query: Readonly<Record<string, string>>): string {
  const phrases = filterPhrases(query);
  const sort = query.sort ? sortLabels[query.sort] : undefined;
  const text = phrases.length ? phrases.join(' · ') : 'All properties';
  return sort ? `${text} (${sort})` : text;
}

/** A new saved search's name: its first filters, at most 80 characters (the server's limit). */
export function defaultSearchName(query: Readonly<Record<string, string>>): string {
  const phrases = filterPhrases(query).slice(0, 4);
  const name = phrases.length ? phrases.join(' · ') : 'All properties';
  return name.length > 80 ? `${name.slice(0, 79).trimEnd()}…` : name;
}
