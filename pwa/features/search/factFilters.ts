/**
 * The listing-fact filters of the search screen (BHK, possession, furnishing, carpet area,
 * amenities, preferred tenants). Each is absent when not set, so an untouched search keeps its short
 * URL. The URL and the API use the same names and shapes: `bhk=2,3`, `possession=ready|under_construction|2027`,
 * `furnishing`, `minCarpet`, `maxCarpet`, `amenities=lift,gym`, `tenants=family`, and `project` (a project's units).
 */
import {
  amenities as amenityCatalogue,
  bhkChoices,
  furnishings,
  tenantKinds,
  type Amenity,
  type Furnishing,
  type TenantKind,
} from '../../../contract/catalog.ts';
import type { PropertySearchParams } from '../../data/properties.ts';

export type Bhk = (typeof bhkChoices)[number];

export interface FactFilters {
  /** BHK counts, ascending; 5 means five or more. */
  bhk?: readonly Bhk[];
  /** `ready`, `under_construction` or a year ("possession by the end of 2027"). */
  possession?: string;
  furnishing?: Furnishing;
  /** Carpet area bounds in sq ft. */
  minCarpet?: number;
  maxCarpet?: number;
  amenities?: readonly Amenity[];
  /** Rentals open to this kind of tenant. */
  tenants?: TenantKind;
  /** The units of one of the agency's projects (its id). */
  project?: string;
}

/** The API's (and URL's) query for the fact filters; unset ones are left out. */
export type FactSearchParams = Pick<
  PropertySearchParams,
  'bhk' | 'possession' | 'furnishing' | 'minCarpet' | 'maxCarpet' | 'amenities' | 'tenants' | 'project'
>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const CARPET_MAX = 2_147_483_647;
const POSSESSION_YEARS_AHEAD = 5;

/** 'Possession by' years offered: this year and the next few. */
export function possessionYears(now: Date = new Date()): string[] {
  const year = now.getFullYear();
  return Array.from({ length: POSSESSION_YEARS_AHEAD + 1 }, (_, index) => String(year + index));
}

export function isPossessionChoice(value: string): boolean {
  return value === 'ready' || value === 'under_construction' || /^20\d\d$/.test(value);
}

function sortedUnique<T extends string | number>(values: readonly T[], order: readonly T[]): T[] {
  return order.filter((value) => values.includes(value));
}

/** Checking a BHK adds it to the choice, checking it again removes it. */
export function toggleBhk<F extends FactFilters>(filters: F, bhk: Bhk): F {
  const current = filters.bhk ?? [];
  const next = current.includes(bhk) ? current.filter((value) => value !== bhk) : [...current, bhk];
  return { ...filters, bhk: next.length ? sortedUnique(next, bhkChoices) : undefined };
}

export function toggleAmenity<F extends FactFilters>(filters: F, amenity: Amenity): F {
  const current = filters.amenities ?? [];
  const next = current.includes(amenity) ? current.filter((value) => value !== amenity) : [...current, amenity];
  return { ...filters, amenities: next.length ? sortedUnique(next, amenityCatalogue) : undefined };
}

/** A carpet bound typed in a box: empty or not a whole number clears it. */
export function carpetBound(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,10}$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value > 0 && value <= CARPET_MAX ? value : undefined;
}

function listParam<T extends string | number>(text: string | null, order: readonly T[], parse: (part: string) => T): T[] {
  if (!text) return [];
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(parse);
  return sortedUnique(parts, order);
}

/** Reads the fact filters from the URL, ignoring anything malformed. */
export function readFactFilters(params: URLSearchParams): FactFilters {
  const facts: FactFilters = {};
  const bhk = listParam(params.get('bhk'), bhkChoices, (part) => Number(part) as Bhk);
  if (bhk.length) facts.bhk = bhk;
  const possession = params.get('possession');
  if (possession && isPossessionChoice(possession)) facts.possession = possession;
  const furnishing = params.get('furnishing');
  if ((furnishings as readonly string[]).includes(furnishing ?? '')) facts.furnishing = furnishing as Furnishing;
  const minCarpet = carpetBound(params.get('minCarpet') ?? '');
  if (minCarpet !== undefined) facts.minCarpet = minCarpet;
  const maxCarpet = carpetBound(params.get('maxCarpet') ?? '');
  if (maxCarpet !== undefined) facts.maxCarpet = maxCarpet;
  const amenities = listParam(params.get('amenities'), amenityCatalogue, (part) => part as Amenity);
  if (amenities.length) facts.amenities = amenities;
  const tenants = params.get('tenants');
  if ((tenantKinds as readonly string[]).includes(tenants ?? '')) facts.tenants = tenants as TenantKind;
  const project = params.get('project')?.toLowerCase();
  if (project && UUID.test(project)) facts.project = project;
  return facts;
}

/** The API query of the fact filters, in the order the URL shows them. */
export function factSearchParams(filters: FactFilters): FactSearchParams {
  return {
    bhk: filters.bhk?.length ? filters.bhk.join(',') : undefined,
    possession: filters.possession,
    furnishing: filters.furnishing,
    minCarpet: filters.minCarpet,
    maxCarpet: filters.maxCarpet,
    amenities: filters.amenities?.length ? filters.amenities.join(',') : undefined,
    tenants: filters.tenants,
    project: filters.project,
  };
}

/** How many fact filters are set (the amenities count as one). */
export function countFactFilters(filters: FactFilters): number {
  return Object.values(factSearchParams(filters)).filter((value) => value !== undefined).length;
}
