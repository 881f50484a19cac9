/**
 * The rows of the compare table, declared once: a row shows when any compared property has its
 * value, and the best value of a row with a direction is marked. Fields a listing may not carry
 * yet (carpet area, floor, facing, furnishing, possession, amenities, RERA) are read by name and
 * shown as soon as the API sends them.
 */
import type { Property } from '../../../contract/index.ts';
import { formatArea, formatIndianNumber, formatPrice, formatRupees } from '../../lib/format.ts';

type Value = number | string;

export interface CompareRow {
  key: string;
  label: string;
  /** The raw value, or undefined when the property does not have it. */
  value: (property: Property) => Value | undefined;
  /** How a cell reads; the raw value as text when absent. */
  display?: (value: Value, property: Property) => string;
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

const words = (value: string) => value.replaceAll('_', ' ').replace(/^./, (first) => first.toUpperCase());
const monthYear = (value: string) => {
  const date = new Date(`${value.slice(0, 7)}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });
};

/** ₹ per sq ft: the server's figure when it sends one, else the price over the carpet area, else over the area. */
export function pricePerSqft(property: Property): number | undefined {
  const given = numberField(property, 'pricePerSqft');
  if (given !== undefined) return given;
  const area = numberField(property, 'carpetArea') ?? property.sqt;
  return area > 0 && property.price > 0 ? Math.round(property.price / area) : undefined;
}

export const compareRows: readonly CompareRow[] = [
  { key: 'price', label: 'Price', value: (p) => p.price, display: (_, p) => formatPrice(p), best: 'lowest', withinPurpose: true },
  {
    key: 'pricePerSqft',
    label: '₹ per sq ft',
    value: pricePerSqft,
    display: (value, p) => `${formatRupees(Number(value))}${p.transactionType === 'Rent' ? ' / month' : ''}`,
    best: 'lowest',
    withinPurpose: true,
  },
  { key: 'sqt', label: 'Area', value: (p) => (p.sqt > 0 ? p.sqt : undefined), display: (value) => formatArea(Number(value)), best: 'highest' },
  { key: 'carpetArea', label: 'Carpet area', value: (p) => numberField(p, 'carpetArea'), display: (value) => formatArea(Number(value)), best: 'highest' },
  { key: 'builtUpArea', label: 'Built-up area', value: (p) => numberField(p, 'builtUpArea'), display: (value) => formatArea(Number(value)), best: 'highest' },
  {
    key: 'bedrooms',
    label: 'BHK',
    value: (p) => (p.bedrooms ? p.bedrooms : undefined),
    display: (value) => `${value} BHK`,
    best: 'highest',
  },
  { key: 'bathrooms', label: 'Bathrooms', value: (p) => (p.bathrooms ? p.bathrooms : undefined), best: 'highest' },
  {
    key: 'floor',
    label: 'Floor',
    value: (p) => numberField(p, 'floor'),
    display: (value, p) => {
      const total = numberField(p, 'totalFloors');
      const floor = Number(value) === 0 ? 'Ground' : formatIndianNumber(Number(value));
      return total === undefined ? floor : `${floor} of ${total}`;
    },
  },
  { key: 'facing', label: 'Facing', value: (p) => textField(p, 'facing') },
  { key: 'furnishing', label: 'Furnishing', value: (p) => textField(p, 'furnishing'), display: (value) => words(String(value)) },
  {
    key: 'possession',
    label: 'Possession',
    value: (p) => textField(p, 'possession'),
    display: (value, p) => {
      if (value === 'ready') return 'Ready to move';
      const date = textField(p, 'possessionDate');
      return date ? `Possession ${monthYear(date)}` : words(String(value));
    },
  },
  {
    key: 'amenities',
    label: 'Amenities',
    value: (p) => {
      const list = listField(p, 'amenities');
      return list && list.length > 0 ? list.length : undefined;
    },
    display: (_, p) => (listField(p, 'amenities') ?? []).map(words).join(', '),
    best: 'highest',
  },
  {
    key: 'rera',
    label: 'RERA status',
    value: (p) => {
      const number = textField(p, 'reraNumber');
      if (number) return `Registered: ${number}`;
      return field(p, 'reraExempt') === true ? 'Exempt from registration' : undefined;
    },
  },
  { key: 'type', label: 'Type', value: (p) => `${p.subCategory} (${p.propertyType})` },
  { key: 'purpose', label: 'Purpose', value: (p) => (p.transactionType === 'Rent' ? 'For Rent' : 'For Sale') },
  { key: 'locality', label: 'Locality', value: (p) => p.location.trim() || undefined },
];

/** The rows any of these properties has a value for, in the declared order. */
export function rowsFor(properties: readonly Property[], rows: readonly CompareRow[] = compareRows): CompareRow[] {
  return rows.filter((row) => properties.some((property) => row.value(property) !== undefined));
}

export function cellText(row: CompareRow, property: Property): string {
  const value = row.value(property);
  if (value === undefined) return '—';
  return row.display ? row.display(value, property) : typeof value === 'number' ? formatIndianNumber(value) : value;
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
