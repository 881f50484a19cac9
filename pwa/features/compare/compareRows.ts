/**
 * The rows of the compare table, declared once: a row shows when any compared property has its
 * value, and the best value of a row with a direction is marked. Fields a listing may not carry
 * yet (carpet area, floor, facing, furnishing, possession, amenities, RERA) are read by name and
 * shown as soon as the API sends them.
 */
import type { Amenity, Facing, Furnishing } from '../../../contract/catalog.ts';
import type { Property } from '../../../contract/properties.ts';
import { purchaseCost, type PurchaseCostRates } from '../../../contract/purchaseCost.ts';
import { rentCost } from '../../../contract/rentCost.ts';
import { costListingOf } from '../money/costListing.ts';
import { amenityLabel, facingLabel, furnishingLabel, possessionFactIn, propertyTypeLabel, subCategoryLabel } from '../../lib/labels.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { MessageId } from '../../i18n/messages/en.ts';
import { inEnglish, type Translate } from '../../i18n/useT.tsx';
import { formatArea, formatIndianNumber, formatPrice, formatRupees } from '../../lib/format.ts';

type Value = number | string;

/** The page's messages and language, which every cell is written in. */
export interface Words {
  t: Translate;
  locale: Locale;
}

/** English, for a table written outside a page (and the tests). */
export const englishWords: Words = { t: inEnglish, locale: 'en' };

export interface CompareRow {
  key: string;
  label: MessageId;
  /** The raw value, or undefined when the property does not have it. */
  value: (property: Property) => Value | undefined;
  /** How a cell reads; the raw value as text when absent. */
  display?: (value: Value, property: Property, words: Words) => string;
  /** Which end of the row is the better one; rows without it mark nothing. */
  best?: 'lowest' | 'highest';
  /** Rents and sale prices are different things: compared only among listings of the same purpose. */
  withinPurpose?: true;
}

/** A field by name, when the listing carries it as a number / text / list. */
function field(property: Property, name: string): unknown {
  return (property as unknown as Record<string, unknown>)[name];
}
function numberField(property: Property, name: string): number | undefined {
  const value = field(property, name);
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
function textField(property: Property, name: string): string | undefined {
  const value = field(property, name);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
function listField(property: Property, name: string): string[] | undefined {
  const value = field(property, name);
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : undefined;
}

/** ₹ per sq ft: the server's figure when it sends one, else the price over the carpet area, else over the area. */
export function pricePerSqft(property: Property): number | undefined {
  const given = numberField(property, 'pricePerSqft');
  if (given !== undefined) return given;
  const area = numberField(property, 'carpetArea') ?? property.sqt;
  return area > 0 && property.price > 0 ? Math.round(property.price / area) : undefined;
}

/** A rental's terms, in the words of its page's 'What renting it costs'; undefined for a sale, '' where the owner did not state one. */
function rentTerm(read: (rental: Property) => Value | null): (property: Property) => Value | undefined {
  return (property) => (property.transactionType === 'Rent' ? (read(property) ?? '') : undefined);
}

/**
 * The security deposit (in rupees, months of rent worked out as contract/rentCost.ts does), the
 * monthly maintenance, the preferred tenants and the lock-in: shown once a rental is compared. The
 * smaller deposit and the shorter lock-in are marked; maintenance is not, as a rent that includes it
 * is not cheaper for that.
 */
function rentTermRows(): CompareRow[] {
  const notStated = (t: Translate) => t('rent.notStated');
  return [
    {
      key: 'deposit',
      label: 'rent.deposit',
      value: rentTerm(
        (p) =>
          rentCost({
            rent: p.price,
            monthlyMaintenance: null,
            maintenanceIncluded: false,
            securityDeposit: p.securityDeposit ?? null,
            depositMonths: p.depositMonths ?? null,
          }).deposit,
      ),
      display: (value, p, { t, locale }) => {
        if (value === '') return notStated(t);
        const amount = formatRupees(Number(value), locale);
        return p.depositMonths ? t('rent.deposit.months', { count: p.depositMonths, amount }) : amount;
      },
      best: 'lowest',
    },
    {
      key: 'maintenance',
      label: 'rent.maintenance',
      value: rentTerm((p) => (p.maintenanceIncluded ? 'included' : (p.monthlyMaintenance ?? null))),
      display: (value, _, { t, locale }) =>
        value === 'included'
          ? t('rent.maintenance.included')
          : value === ''
            ? notStated(t)
            : t('rent.maintenance.added', { amount: formatRupees(Number(value), locale) }),
    },
    {
      key: 'tenants',
      label: 'rent.tenants',
      // Every rental names its tenants: none preferred is anyone.
      value: rentTerm((p) => (p.preferredTenants ?? []).join(',') || 'anyone'),
      display: (value, _, { t }) =>
        value === 'anyone'
          ? t('rent.tenants.anyone')
          : String(value)
              .split(',')
              .map((kind) => t('rent.tenant', { kind }))
              .join(', '),
    },
    {
      key: 'lockIn',
      label: 'rent.lockIn',
      value: rentTerm((p) => p.lockInMonths ?? null),
      display: (value, _, { t }) => (value === '' ? notStated(t) : t('rent.lockIn.months', { count: Number(value) })),
      best: 'lowest',
    },
  ];
}

export const compareRows: readonly CompareRow[] = [
  {
    key: 'price',
    label: 'compare.row.price',
    value: (p) => p.price,
    display: (_, p, { locale }) => formatPrice(p, { locale }),
    best: 'lowest',
    withinPurpose: true,
  },
  {
    key: 'pricePerSqft',
    label: 'compare.row.pricePerSqft',
    value: pricePerSqft,
    display: (value, p, { t, locale }) => {
      const price = formatRupees(Number(value), locale);
      return p.transactionType === 'Rent' ? t('compare.perMonth', { price }) : price;
    },
    best: 'lowest',
    withinPurpose: true,
  },
  ...rentTermRows(),
  {
    key: 'sqt',
    label: 'compare.row.area',
    value: (p) => (p.sqt > 0 ? p.sqt : undefined),
    display: (value, _, { locale }) => formatArea(Number(value), locale),
    best: 'highest',
  },
  {
    key: 'carpetArea',
    label: 'compare.row.carpetArea',
    value: (p) => numberField(p, 'carpetArea'),
    display: (value, _, { locale }) => formatArea(Number(value), locale),
    best: 'highest',
  },
  {
    key: 'builtUpArea',
    label: 'compare.row.builtUpArea',
    value: (p) => numberField(p, 'builtUpArea'),
    display: (value, _, { locale }) => formatArea(Number(value), locale),
    best: 'highest',
  },
  {
    key: 'bedrooms',
    label: 'compare.row.bhk',
    value: (p) => (p.bedrooms ? p.bedrooms : undefined),
    display: (value, _, { t }) => t('compare.bhk', { count: Number(value) }),
    best: 'highest',
  },
  { key: 'bathrooms', label: 'compare.row.bathrooms', value: (p) => (p.bathrooms ? p.bathrooms : undefined), best: 'highest' },
  {
    key: 'floor',
    label: 'compare.row.floor',
    value: (p) => numberField(p, 'floor'),
    display: (value, p, { t }) => {
      const total = numberField(p, 'totalFloors');
      const floor = Number(value) === 0 ? t('fact.ground') : formatIndianNumber(Number(value));
      return total === undefined ? floor : t('fact.floorOf', { floor, total });
    },
  },
  {
    key: 'facing',
    label: 'compare.row.facing',
    value: (p) => textField(p, 'facing'),
    display: (value, _, { t }) => facingLabel(t, value as Facing),
  },
  {
    key: 'furnishing',
    label: 'compare.row.furnishing',
    value: (p) => textField(p, 'furnishing'),
    display: (value, _, { t }) => furnishingLabel(t, value as Furnishing),
  },
  {
    key: 'possession',
    label: 'compare.row.possession',
    value: (p) => textField(p, 'possession'),
    display: (value, p, { t, locale }) =>
      possessionFactIn(t, locale, {
        possession: value as Property['possession'],
        possessionDate: textField(p, 'possessionDate') ?? null,
      }) ?? String(value),
  },
  {
    key: 'amenities',
    label: 'compare.row.amenities',
    value: (p) => {
      const list = listField(p, 'amenities');
      return list && list.length > 0 ? list.length : undefined;
    },
    display: (_, p, { t }) => (listField(p, 'amenities') ?? []).map((amenity) => amenityLabel(t, amenity as Amenity)).join(', '),
    best: 'highest',
  },
  {
    key: 'rera',
    label: 'compare.row.rera',
    value: (p) => textField(p, 'reraNumber') ?? (field(p, 'reraExempt') === true ? '' : undefined),
    display: (value, _, { t }) => (value ? t('compare.reraRegistered', { number: String(value) }) : t('compare.reraExempt')),
  },
  {
    key: 'type',
    label: 'compare.row.type',
    value: (p) => p.subCategory,
    display: (_, p, { t }) =>
      t('compare.type', { category: subCategoryLabel(t, p.subCategory), type: propertyTypeLabel(t, p.propertyType) }),
  },
  {
    key: 'purpose',
    label: 'compare.row.purpose',
    value: (p) => p.transactionType,
    display: (_, p, { t }) => (p.transactionType === 'Rent' ? t('card.forRent') : t('card.forSale')),
  },
  { key: 'locality', label: 'compare.row.locality', value: (p) => p.location.trim() || undefined },
];

/**
 * A sale listing's total cost of buying (contract/purchaseCost.ts) with the office's rates, for a
 * man buying at the price; rents have none.
 */
export function totalCostRow(rates: PurchaseCostRates): CompareRow {
  return {
    key: 'totalCost',
    label: 'compare.row.totalCost',
    value: (p) =>
      p.transactionType === 'Buy' && p.price > 0
        ? purchaseCost(costListingOf(p), { buyerType: 'man', marketValue: null }, rates).total
        : undefined,
    display: (value) => formatRupees(Number(value)),
    best: 'lowest',
    withinPurpose: true,
  };
}

/** The rows with the total cost of buying after the price. */
export function compareRowsWith(rates: PurchaseCostRates): CompareRow[] {
  const [price, ...rest] = compareRows;
  return [price!, totalCostRow(rates), ...rest];
}

/** The rows any of these properties has a value for, in the declared order. */
export function rowsFor(properties: readonly Property[], rows: readonly CompareRow[] = compareRows): CompareRow[] {
  return rows.filter((row) => properties.some((property) => row.value(property) !== undefined));
}

export function cellText(row: CompareRow, property: Property, words: Words = englishWords): string {
  const value = row.value(property);
  if (value === undefined) return '—';
  return row.display ? row.display(value, property, words) : typeof value === 'number' ? formatIndianNumber(value) : value;
}

/**
 * The ids holding the best value of a row: the lowest or highest number among the properties that
 * have one (every one that ties), compared within a purpose when the row says so. Nothing is marked
 * where fewer than two can be compared or all are equal.
 */
export function bestIn(row: CompareRow, properties: readonly Property[]): Set<string> {
  const marked = new Set<string>();
  if (!row.best) return marked;
  const groups = new Map<string, { id: string; value: number }[]>();
  for (const property of properties) {
    const value = row.value(property);
    if (typeof value !== 'number') continue;
    const group = row.withinPurpose ? property.transactionType : '';
    groups.set(group, [...(groups.get(group) ?? []), { id: property._id, value }]);
  }
  for (const members of groups.values()) {
    if (members.length < 2) continue;
    const values = members.map((member) => member.value);
    const target = row.best === 'lowest' ? Math.min(...values) : Math.max(...values);
    if (values.every((value) => value === target)) continue;
    for (const member of members) if (member.value === target) marked.add(member.id);
  }
  return marked;
}
