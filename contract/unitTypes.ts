/** A project's price list: its unit types as answered, and the body that replaces the whole list. */
import * as v from 'valibot';
import { described, isUuid, oneLine, plainText, required, wholeNumber } from './fields.ts';

export const unitKinds = ['bhk', 'shop', 'office'] as const;
export type UnitKind = (typeof unitKinds)[number];
export const unitAvailabilities = ['available', 'few_left', 'sold_out'] as const;
export type UnitAvailability = (typeof unitAvailabilities)[number];

/** A price list stays a table a buyer reads at a glance. */
export const MAX_UNIT_TYPES = 20;
export const CARPET_MAX = 100_000;
export const UNIT_PRICE_MAX = 10_000_000_000;

export const UnitType = v.object({
  id: described(v.string(), 'UUID, made by the form that added the type'),
  label: described(v.string(), 'What the office calls it, e.g. "3 BHK"'),
  kind: described(v.picklist(unitKinds), 'Bedrooms (bhk) or a commercial unit (shop, office)'),
  bhk: described(v.nullable(wholeNumber()), 'Bedrooms, when the kind is bhk'),
  carpetMin: wholeNumber('Smallest carpet area, sq ft'),
  carpetMax: wholeNumber('Largest carpet area, sq ft'),
  priceMin: wholeNumber('Lowest price, rupees'),
  priceMax: wholeNumber('Highest price, rupees'),
  availability: described(v.picklist(unitAvailabilities), 'available, few_left or sold_out'),
  floorPlan: described(v.nullable(v.string()), 'Full-size floor plan image URL (/media/...); null: none'),
  floorPlanThumb: described(v.nullable(v.string()), 'Card-size variant of the floor plan'),
});
export type UnitType = v.InferOutput<typeof UnitType>;

/** A whole number a form may send as text ('1,200') or a number, above 0 and at most `max`. */
const positiveWhole = (label: string, max: number) =>
  required(
    v.pipe(
      v.union([v.number(), v.string()], `${label} is required`),
      v.transform((value) => (typeof value === 'number' ? value : Number(value.trim().replace(/,/g, '') || NaN))),
      v.check((value) => Number.isFinite(value), `${label} is required`),
      v.integer(`${label} must be a whole number`),
      v.minValue(1, `${label} must be more than 0`),
      v.maxValue(max, `${label} is too large`),
    ),
  );

const UNIT_LABEL_MESSAGE = 'Name the unit type, e.g. 3 BHK';
export const FLOOR_PLAN_FIELD = 'floorPlan';
/** The multipart field of a new floor plan for the unit type `id`. */
export const floorPlanField = (id: string) => `${FLOOR_PLAN_FIELD}.${id}`;

const unitTypeEntries = {
  id: required(
    v.pipe(
      v.string('Unit type id must be a UUID'),
      v.check((text: string) => isUuid(text), 'Unit type id must be a UUID'),
    ),
  ),
  label: required(
    v.pipe(
      v.string(UNIT_LABEL_MESSAGE),
      plainText('Unit type'),
      oneLine('Unit type'),
      v.trim(),
      v.nonEmpty(UNIT_LABEL_MESSAGE),
      v.maxLength(40, 'Unit type must be at most 40 characters long'),
    ),
  ),
  kind: v.optional(v.picklist(unitKinds, 'Kind must be bhk, shop or office'), 'bhk'),
  bhk: v.optional(
    v.nullable(
      v.pipe(
        v.union([v.number(), v.string()], 'BHK must be a whole number from 1 to 10'),
        v.transform((value) => (typeof value === 'number' ? value : value.trim() === '' ? null : Number(value.trim()))),
        v.check(
          (value) => value === null || (Number.isInteger(value) && value >= 1 && value <= 10),
          'BHK must be a whole number from 1 to 10',
        ),
      ),
    ),
    null,
  ),
  carpetMin: positiveWhole('Carpet area from', CARPET_MAX),
  carpetMax: positiveWhole('Carpet area to', CARPET_MAX),
  priceMin: positiveWhole('Price from', UNIT_PRICE_MAX),
  priceMax: positiveWhole('Price to', UNIT_PRICE_MAX),
  availability: v.optional(v.picklist(unitAvailabilities, 'Availability must be available, few_left or sold_out'), 'available'),
  floorPlan: described(
    v.optional(v.nullable(v.pipe(v.string(), v.maxLength(300))), null),
    'The floor plan the type keeps (its current URL); null: none, unless a file `floorPlan.<id>` is sent',
  ),
};
type UnitTypeEntries = v.InferOutput<v.ObjectSchema<typeof unitTypeEntries, undefined>>;

export const CARPET_RANGE_MESSAGE = 'Carpet area to must be at least carpet area from';
export const PRICE_RANGE_MESSAGE = 'Price to must be at least price from';
export const BHK_REQUIRED = 'Give the number of bedrooms (1 to 10)';

export const UnitTypeInput = v.pipe(
  v.object(unitTypeEntries),
  v.forward(
    v.check((unit: UnitTypeEntries) => unit.kind !== 'bhk' || unit.bhk !== null, BHK_REQUIRED),
    ['bhk'],
  ),
  v.forward(
    v.check((unit: UnitTypeEntries) => unit.carpetMin <= unit.carpetMax, CARPET_RANGE_MESSAGE),
    ['carpetMax'],
  ),
  v.forward(
    v.check((unit: UnitTypeEntries) => unit.priceMin <= unit.priceMax, PRICE_RANGE_MESSAGE),
    ['priceMax'],
  ),
  // A shop or office has no bedrooms, whatever the form still held.
  v.transform((unit) => ({ ...unit, bhk: unit.kind === 'bhk' ? unit.bhk : null })),
);
export type UnitTypeInput = v.InferOutput<typeof UnitTypeInput>;
export type UnitTypeFormInput = v.InferInput<typeof UnitTypeInput>;

export const TOO_MANY_UNIT_TYPES = `A price list holds at most ${MAX_UNIT_TYPES} unit types`;

/** PUT /projects/{id}/unit-types: the whole list in the order shown; types left out are removed. */
export const UnitTypesBody = v.object({
  unitTypes: required(
    v.pipe(
      v.array(UnitTypeInput, 'Send the unit types as a list'),
      v.maxLength(MAX_UNIT_TYPES, TOO_MANY_UNIT_TYPES),
      v.check((list) => new Set(list.map((unit) => unit.id)).size === list.length, 'Each unit type needs its own id'),
      v.check((list) => new Set(list.map((unit) => unit.label.toLowerCase())).size === list.length, 'Two unit types have the same name'),
    ),
  ),
});
export type UnitTypesBody = v.InferOutput<typeof UnitTypesBody>;
