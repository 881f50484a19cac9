/**
 * A saved search in words: the summary under its name ('Residential · Apartment · 2+ beds · up to
 * ₹ 50 L') and the name a new one gets from its filters, in the language it is given (prices as
 * that language writes them: '₹ 50 લાખ'). Pure, so both sides of the dialog agree.
 */
import type { Amenity, Furnishing } from '../../../contract/catalog.ts';
import { amenityLabel, furnishingLabel, propertyTypeLabel, subCategoryLabel } from '../../lib/labels.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { Translate } from '../../i18n/useT.tsx';
import { formatArea, formatRupeesShort } from '../../lib/format.ts';

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

/** The language of the summary: its messages (the account area's) and its `Intl` locale. */
export interface SummaryWords {
  t: Translate;
  locale: Locale;
}

function range({ t }: SummaryWords, min: number | null, max: number | null, format: (value: number) => string): string | null {
  if (min !== null && max !== null) return `${format(min)} – ${format(max)}`;
  if (max !== null) return t('searchSummary.upTo', { value: format(max) });
  if (min !== null) return t('searchSummary.from', { value: format(min) });
  return null;
}

const SORTS = new Set(['price_asc', 'price_desc', 'newest', 'area', 'price_per_sqft_asc', 'price_per_sqft_desc']);

/**
 * The filters as short phrases, most telling first; the sort is left out (it does not change what
 * matches). The address's own values (possession, furnishing, amenities) read as English words in
 * English and through the catalogue's labels in Gujarati and Hindi.
 */
export function filterPhrases(query: Readonly<Record<string, string>>, language: SummaryWords): string[] {
  const { t, locale } = language;
  const english = locale === 'en';
  const phrases: string[] = [];
  const text = (query.q ?? query.title ?? '').trim();
  if (text) phrases.push(`“${text}”`);
  if (query.propertyType) phrases.push(propertyTypeLabel(t, capitalised(query.propertyType)));
  if (query.category) phrases.push(subCategoryLabel(t, query.category));
  if (query.transactionType) phrases.push(t('searchSummary.purpose', { purpose: capitalised(query.transactionType) }));
  if (query.bhk)
    phrases.push(
      t('searchSummary.bhk', {
        bhk: query.bhk
          .split(',')
          .map((n) => (n === '5' ? '5+' : n))
          .join(', '),
      }),
    );
  const beds = whole(query.bedrooms);
  if (beds !== null) phrases.push(t('searchSummary.beds', { count: beds }));
  const baths = whole(query.bathrooms);
  if (baths !== null) phrases.push(t('searchSummary.baths', { count: baths }));
  const price = range(language, whole(query.minPrice), whole(query.maxPrice), (value) => formatRupeesShort(value, locale));
  if (price) phrases.push(price);
  const area = range(language, whole(query.minSqft), whole(query.maxSqft), (value) => formatArea(value, locale));
  if (area) phrases.push(area);
  const carpet = range(language, whole(query.minCarpet), whole(query.maxCarpet), (value) =>
    t('searchSummary.carpet', { area: formatArea(value, locale) }),
  );
  if (carpet) phrases.push(carpet);
  if (query.possession) {
    const { possession } = query;
    if (/^\d{4}$/.test(possession)) phrases.push(t('searchSummary.possessionBy', { year: possession }));
    else if (english) phrases.push(words(possession));
    else
      phrases.push(
        possession === 'ready'
          ? t('possession.ready')
          : possession === 'under_construction'
            ? t('possession.underConstruction')
            : possession,
      );
  }
  if (query.furnishing) phrases.push(english ? words(query.furnishing) : furnishingLabel(t, query.furnishing as Furnishing));
  if (query.amenities) {
    const names = query.amenities
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    phrases.push(
      t('searchSummary.amenities', { amenities: (english ? names : names.map((name) => amenityLabel(t, name as Amenity))).join(', ') }),
    );
  }
  if (query.tenants) phrases.push(`${t('filters.tenants')}: ${t('card.tenants', { kind: query.tenants })}`);
  if (query.project) phrases.push(t('searchSummary.oneProject'));
  return phrases;
}

/** 'Residential · Apartment · 2+ beds · up to ₹ 50 L', or 'All properties'; in Gujarati '… · ₹ 50 લાખ સુધી'. */
export function describeSearch(query: Readonly<Record<string, string>>, language: SummaryWords): string {
  const phrases = filterPhrases(query, language);
  const sort = query.sort && SORTS.has(query.sort) ? language.t('searchSummary.sort', { sort: query.sort }) : undefined;
  const text = phrases.length ? phrases.join(' · ') : language.t('searchSummary.all');
  return sort ? `${text} (${sort})` : text;
}

/** A new saved search's name: its first filters, at most 80 characters (the server's limit). */
export function defaultSearchName(query: Readonly<Record<string, string>>, language: SummaryWords): string {
  const phrases = filterPhrases(query, language).slice(0, 4);
  const name = phrases.length ? phrases.join(' · ') : language.t('searchSummary.all');
  return name.length > 80 ? `${name.slice(0, 79).trimEnd()}…` : name;
}
