/**
 * The catalogue's values (sub-categories, purposes, property types, possession) as a screen
 * shows them in the page's language; the values themselves stay English in data and URLs.
 */
import type { AreaUnit, Amenity, Facing, Furnishing } from '../../contract/catalog.ts';
import type { Property } from '../../contract/properties.ts';
import { formatMonth } from './format.ts';
import type { Locale } from '../i18n/locales.ts';
import type { MessageId } from '../i18n/messages/en.ts';
import type { Translate } from '../i18n/useT.tsx';

const subCategories: Record<string, MessageId> = {
  Apartment: 'catalog.apartment',
  Bungalows: 'catalog.bungalows',
  Plot: 'catalog.plot',
  Farmhouses: 'catalog.farmhouses',
  PG: 'catalog.pg',
  Shop: 'catalog.shop',
  'Commercial plots': 'catalog.commercialPlots',
  Showrooms: 'catalog.showrooms',
  Office: 'catalog.office',
};

/** `Apartment` → `એપાર્ટમેન્ટ`; a value the catalogue does not know stays as it is. */
export function subCategoryLabel(t: Translate, subCategory: string): string {
  const id = subCategories[subCategory];
  return id ? t(id) : subCategory;
}

/** `Buy` / `Rent`. */
export const purposeLabel = (t: Translate, purpose: string): string =>
  purpose === 'Rent' ? t('catalog.rent') : purpose === 'Buy' ? t('catalog.buy') : purpose;

/** `Residential` / `Commercial`. */
export const propertyTypeLabel = (t: Translate, type: string): string =>
  type === 'Residential' ? t('catalog.residential') : type === 'Commercial' ? t('catalog.commercial') : type;

/** 'Ready to move', 'Possession Mar 2027', or null when the listing does not say; for pages not in English. */
export function possessionBadgeIn(t: Translate, locale: Locale, property: Pick<Property, 'possession' | 'possessionDate'>): string | null {
  if (property.possession === 'ready') return t('possession.ready');
  if (property.possession === 'under_construction') {
    if (!property.possessionDate) return t('possession.underConstruction');
    const month = formatMonth(property.possessionDate, locale);
    return possessionPassed(property.possessionDate) ? t('possession.due', { month }) : t('possession.date', { month });
  }
  return null;
}

/** The value of a listing's Possession fact: the month alone beside its label, and whether it has passed. */
export function possessionFactIn(t: Translate, locale: Locale, property: Pick<Property, 'possession' | 'possessionDate'>): string | null {
  if (property.possession !== 'under_construction' || !property.possessionDate) return possessionBadgeIn(t, locale, property);
  const month = formatMonth(property.possessionDate, locale);
  return possessionPassed(property.possessionDate) ? t('possession.monthPassed', { month }) : month;
}

const indianMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' });

/** Whether a possession month ('2026-09') is before the current month in India: the listing needs a new date. */
export function possessionPassed(month: string, now: Date = new Date()): boolean {
  return month.slice(0, 7) < indianMonth.format(now).slice(0, 7);
}

/** An amenity of the catalogue (`lift` → `Lift`, `લિફ્ટ`). */
export const amenityLabel = (t: Translate, amenity: Amenity): string => t('fact.amenity', { amenity });

/** `semi_furnished` → `Semi-furnished`. */
export const furnishingLabel = (t: Translate, furnishing: Furnishing): string => t('fact.furnishingValue', { furnishing });

/** `NE` → `North-East`. */
export const facingLabel = (t: Translate, facing: Facing): string => t('fact.facingValue', { facing });

/** `sqyd` → `sq yd`. */
export const areaUnitLabel = (t: Translate, unit: AreaUnit): string => t('fact.areaUnit', { unit });
