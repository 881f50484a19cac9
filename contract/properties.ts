/** Properties (listings): the stored fields, the answer, the form's body and the path key. */
import * as v from 'valibot';
import {
  type PropertyType,
  amenities,
  areaUnits,
  listingAvailabilities,
  closingStateOf,
  isClosedAvailability,
  categoriesOf,
  facings,
  furnishings,
  possessionStates,
  tenantKinds,
  propertyCategories,
  propertyTypes,
  transactionTypes,
  type ListingAvailability,
  type TransactionType,
} from './catalog.ts';
import { formMapping, type FormOverride } from './formValues.ts';
import { placeAnswer, placeEntries, placeFields, placeRules } from './places.ts';
import {
  address,
  area,
  description,
  location,
  price,
  sqt,
  title,
  translatedContent,
  translatedEntries,
  RERA_EXEMPT_REASON_REQUIRED,
  RERA_REQUIRED_PROPERTY,
  amenityList,
  described,
  flag,
  imageUrls,
  isUuid,
  isoDate,
  optionalChoice,
  optionalCount,
  optionalMonth,
  optionalRooms,
  plainText,
  reraExemptReason,
  tenantList,
  reraNumber,
  wholeNumber,
} from './fields.ts';

/** The fields an admin writes on the property form, as stored (the form sends `subCategory` as `category`). */
export const propertyFields = {
  title: v.string(),
  description: described(v.string(), 'Sanitised HTML'),
  transactionType: v.picklist(transactionTypes),
  propertyType: v.picklist(propertyTypes),
  subCategory: described(v.picklist(propertyCategories), 'The category (forms send it as `category`)'),
  location: v.string(),
  address: v.string(),
  ...placeFields,
  price: v.pipe(v.number(), v.integer(), v.minValue(0), v.description('Rupees; a monthly rent when transactionType is Rent')),
  sqt: v.pipe(v.number(), v.integer(), v.minValue(0), v.description('Area in square feet')),
  bedrooms: v.nullable(wholeNumber()),
  bathrooms: v.nullable(wholeNumber()),
  carpetArea: v.nullable(wholeNumber('Carpet area in square feet (inside the walls)')),
  builtUpArea: v.nullable(wholeNumber('Built-up area in square feet (carpet area and walls)')),
  superBuiltUpArea: v.nullable(wholeNumber('Super built-up area in square feet (with a share of common areas)')),
  plotArea: v.nullable(wholeNumber('Plot area, in plotAreaUnit')),
  plotAreaUnit: v.nullable(v.picklist(areaUnits)),
  possession: v.nullable(v.picklist(possessionStates)),
  possessionDate: v.nullable(described(v.string(), 'Expected possession month, YYYY-MM (under construction)')),
  ageYears: v.nullable(wholeNumber('Age of a ready property in years')),
  furnishing: v.nullable(v.picklist(furnishings)),
  facing: v.nullable(v.picklist(facings)),
  floor: v.nullable(wholeNumber('Floor the unit is on (0: ground)')),
  totalFloors: v.nullable(wholeNumber('Floors of the building')),
  parking: v.nullable(wholeNumber('Covered parking spaces')),
  maintenanceDeposit: v.nullable(wholeNumber('Rupees the builder or society asks as a maintenance deposit (corpus)')),
  maintenanceAdvance: v.nullable(wholeNumber('Rupees of maintenance asked in advance')),
  ...rentFactFields(),
  amenities: v.array(v.picklist(amenities)),
  projectId: described(v.nullable(v.string()), "UUID of the agency's project the listing belongs to"),
  unitTypeId: described(v.nullable(v.string()), "UUID of the type on its project's price list this unit is; null: none named"),
  reraNumber: described(v.nullable(v.string()), "The listing's own GujRERA registration number (when it is in no project)"),
  reraExempt: described(v.boolean(), 'Exempt from RERA registration (area up to 500 m² or up to 8 units)'),
  reraExemptReason: v.nullable(v.string()),
  ...translatedContent,
  availability: described(
    v.picklist(listingAvailabilities),
    'available, under_offer (still shown, with a badge), sold (a sale only) or rented (a rental only): a sold or rented listing leaves search, alerts and the sitemap but keeps its page',
  ),
};

/** What a tenant asks before visiting a rent listing; a sale stores none of them (null, false, empty). */
function rentFactFields() {
  return {
    securityDeposit: v.nullable(wholeNumber('Security deposit in rupees, when the owner states it so (a rental)')),
    depositMonths: v.nullable(wholeNumber('Security deposit as months of rent, when the owner states it so (a rental)')),
    monthlyMaintenance: v.nullable(wholeNumber('Society maintenance a month, rupees (a rental)')),
    maintenanceIncluded: described(v.boolean(), 'The rent includes the monthly maintenance (a rental)'),
    preferredTenants: described(
      v.array(v.picklist(tenantKinds)),
      'Whom the owner lets to: family, bachelors, company (a company lease); empty: anyone (a rental)',
    ),
    vegetarianOnly: described(v.boolean(), 'The owner lets to vegetarians only (a rental)'),
    noPets: described(v.boolean(), 'The owner allows no pets (a rental)'),
    lockInMonths: v.nullable(wholeNumber('Months the tenant must stay before giving notice (a rental)')),
  };
}

/** The RERA details a listing or project is advertised with. */
export const ReraDetails = v.object({
  number: described(v.nullable(v.string()), 'GujRERA registration number (PR/GJ/...)'),
  qr: described(v.nullable(v.string()), "URL of the certificate's QR image; null: show the generated QR of the GujRERA site"),
  exempt: v.boolean(),
  exemptReason: v.nullable(v.string()),
});
export type ReraDetails = v.InferOutput<typeof ReraDetails>;

/** The project a listing belongs to, as far as its page needs it. */
export const ProjectLink = v.object({
  _id: v.string(),
  slug: v.string(),
  title: v.string(),
  unitType: described(
    v.optional(v.nullable(v.object({ id: v.string(), label: v.string(), floorPlan: v.nullable(v.string()) }))),
    "The type on the project's price list this unit is (its page links to the list; a visit pack keeps its floor plan); absent: none named",
  ),
});
export type ProjectLink = v.InferOutput<typeof ProjectLink>;

export const Property = v.object({
  _id: described(v.string(), 'UUID'),
  reference: described(
    v.string(),
    "Short reference for people to quote, e.g. 'SR-1001': given by the server in listing order, never reused",
  ),
  ...propertyFields,
  ...placeAnswer,
  pricePerSqft: described(
    v.nullable(wholeNumber()),
    'Rupees per square foot of carpet area (of sqt when there is none), computed by the server; read-only',
  ),
  project: described(v.nullable(ProjectLink), 'The project it belongs to'),
  priceDrop: described(
    v.nullable(v.object({ from: wholeNumber('Rupees before it was lowered'), at: isoDate('When it was lowered') })),
    'Set when its price was lowered in the last 30 days (and not raised since); null otherwise',
  ),
  rera: described(
    v.nullable(ReraDetails),
    "What to advertise it with: its project's RERA details when it is in one, else its own; null when it has none",
  ),
  images: imageUrls('Full-size image URLs (/media/...); the first is the cover'),
  thumbnails: imageUrls('Card-size variants, index for index with images'),
  favorite: described(v.boolean(), 'Whether the caller saved it; false for visitors'),
  createdAt: isoDate('When it was listed'),
  updatedAt: isoDate('When it last changed'),
  draft: described(v.optional(v.literal(true)), 'Present on a draft listing, which only the office sees until an admin publishes it'),
});
export type Property = v.InferOutput<typeof Property>;

/** The stored fields of a property (what the form writes), as values. */
export type PropertyFields = v.InferOutput<v.ObjectSchema<typeof propertyFields, undefined>>;

/** A listing's rent facts when it states none: a sale's, or a rental's open to anyone. */
export const blankRentFacts = {
  securityDeposit: null,
  depositMonths: null,
  monthlyMaintenance: null,
  maintenanceIncluded: false,
  preferredTenants: [],
  vegetarianOnly: false,
  noPets: false,
  lockInMonths: null,
} as const satisfies Partial<Property>;

/** The listing facts a property stores when none is known: no areas, possession, rent terms, amenities, project or RERA. */
export const blankStoredFacts = {
  availability: 'available',
  carpetArea: null,
  builtUpArea: null,
  superBuiltUpArea: null,
  plotArea: null,
  plotAreaUnit: null,
  possession: null,
  possessionDate: null,
  ageYears: null,
  furnishing: null,
  facing: null,
  floor: null,
  totalFloors: null,
  parking: null,
  maintenanceDeposit: null,
  maintenanceAdvance: null,
  ...blankRentFacts,
  amenities: [],
  projectId: null,
  unitTypeId: null,
  reraNumber: null,
  reraExempt: false,
  reraExemptReason: null,
} as const satisfies Partial<PropertyFields>;

/** A property's listing facts when none is known (older listings, fixtures). */
export const blankListingFacts = {
  ...blankStoredFacts,
  titleGu: null,
  titleHi: null,
  descriptionGu: null,
  descriptionHi: null,
  pricePerSqft: null,
  priceDrop: null,
  project: null,
  rera: null,
  lat: null,
  lng: null,
  locationPrecision: 'approximate',
  locationRadius: null,
} as const satisfies Partial<Property>;

/** The most a maintenance deposit or advance may be, rupees (₹ 1 crore; the column is an integer). */
const MAINTENANCE_MAX = 10_000_000;
/** The most months of rent a deposit or a lock-in may run to (a longer one is a mistake in the form). */
export const DEPOSIT_MONTHS_MAX = 24;
export const LOCK_IN_MONTHS_MAX = 60;
/** A listing's unit type must be a row of its own project's price list. */
export const UNIT_TYPE_MESSAGE = "Select one of the unit types of the listing's project";
export const DEPOSIT_TWICE = 'Give the security deposit in months or in rupees, not both';

/** The listing facts of the property form (areas, possession, furnishing, ...), all optional. */
const propertyFactEntries = {
  carpetArea: area('Carpet area'),
  builtUpArea: area('Built-up area'),
  superBuiltUpArea: area('Super built-up area'),
  plotArea: area('Plot area'),
  plotAreaUnit: optionalChoice(areaUnits, 'Plot area unit must be sq yd, sq ft or sq m'),
  possession: optionalChoice(possessionStates, 'Possession must be ready or under construction'),
  possessionDate: optionalMonth('Possession date'),
  ageYears: optionalCount('Age', 200),
  furnishing: optionalChoice(furnishings, 'Furnishing must be unfurnished, semi-furnished or furnished'),
  facing: optionalChoice(facings, 'Facing must be one of N, NE, E, SE, S, SW, W, NW'),
  floor: optionalCount('Floor', 200),
  totalFloors: optionalCount('Total floors', 200),
  parking: optionalCount('Parking', 99),
  maintenanceDeposit: optionalCount('Maintenance deposit', MAINTENANCE_MAX),
  maintenanceAdvance: optionalCount('Advance maintenance', MAINTENANCE_MAX),
  securityDeposit: optionalCount('Security deposit', MAINTENANCE_MAX),
  depositMonths: optionalCount('Deposit in months', DEPOSIT_MONTHS_MAX),
  monthlyMaintenance: optionalCount('Monthly maintenance', MAINTENANCE_MAX),
  maintenanceIncluded: flag,
  preferredTenants: tenantList,
  vegetarianOnly: flag,
  noPets: flag,
  lockInMonths: optionalCount('Lock-in period', LOCK_IN_MONTHS_MAX),
  amenities: amenityList,
  projectId: v.optional(
    v.pipe(
      v.string('Select one of our projects'),
      v.trim(),
      v.regex(/^(?:|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i, 'Select one of our projects'),
      v.toLowerCase(),
    ),
    '',
  ),
  unitTypeId: v.optional(
    v.pipe(
      v.string(UNIT_TYPE_MESSAGE),
      v.trim(),
      v.regex(/^(?:|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i, UNIT_TYPE_MESSAGE),
      v.toLowerCase(),
    ),
    '',
  ),
  reraNumber,
  reraExempt: flag,
  reraExemptReason,
};

type FactInput = { [K in keyof typeof propertyFactEntries]: v.InferOutput<(typeof propertyFactEntries)[K]> };

const filled = (text: string) => text !== '';

/** A rule between fields whose message goes to `field`. */
function factRule<T extends FactInput>(field: keyof FactInput, ok: (input: T) => boolean, message: string) {
  return v.forward(v.check<T, string>(ok, message), [field] as never) as v.CheckAction<T, string>;
}

/**
 * The rules between the facts, one message per field: carpet ≤ built-up ≤ super built-up, a plot
 * area has its unit, floor ≤ total floors, a property under construction has its possession month and
 * (outside a project, whose RERA details it inherits) its own RERA number or exemption.
 */
function propertyFactRules<T extends FactInput>() {
  const n = Number;
  return [
    factRule<T>(
      'carpetArea',
      (i) => !filled(i.carpetArea) || !filled(i.builtUpArea) || n(i.carpetArea) <= n(i.builtUpArea),
      'Carpet area cannot be more than the built-up area',
    ),
    factRule<T>(
      'builtUpArea',
      (i) => !filled(i.builtUpArea) || !filled(i.superBuiltUpArea) || n(i.builtUpArea) <= n(i.superBuiltUpArea),
      'Built-up area cannot be more than the super built-up area',
    ),
    factRule<T>(
      'carpetArea',
      (i) => filled(i.builtUpArea) || !filled(i.carpetArea) || !filled(i.superBuiltUpArea) || n(i.carpetArea) <= n(i.superBuiltUpArea),
      'Carpet area cannot be more than the super built-up area',
    ),
    factRule<T>('plotAreaUnit', (i) => !filled(i.plotArea) || filled(i.plotAreaUnit), 'Choose the unit of the plot area'),
    factRule<T>(
      'floor',
      (i) => !filled(i.floor) || !filled(i.totalFloors) || n(i.floor) <= n(i.totalFloors),
      'Floor cannot be above the total floors',
    ),
    factRule<T>(
      'possessionDate',
      (i) => i.possession !== 'under_construction' || filled(i.possessionDate),
      'Possession date is required for a property under construction',
    ),
    factRule<T>(
      'reraNumber',
      (i) => i.possession !== 'under_construction' || filled(i.projectId) || filled(i.reraNumber) || i.reraExempt,
      RERA_REQUIRED_PROPERTY,
    ),
    factRule<T>('reraExemptReason', (i) => !i.reraExempt || filled(i.reraExemptReason), RERA_EXEMPT_REASON_REQUIRED),
    factRule<T>('depositMonths', (i) => !filled(i.depositMonths) || !filled(i.securityDeposit), DEPOSIT_TWICE),
  ];
}

const PropertyObject = v.object({
  title,
  description,
  transactionType: v.pipe(
    v.string('Transaction type is required'),
    v.nonEmpty('Transaction type is required'),
    v.picklist(transactionTypes, 'Transaction type must be either Buy or Rent'),
  ),
  propertyType: v.pipe(
    v.string('Property type is required'),
    v.nonEmpty('Property type is required'),
    v.picklist(propertyTypes, 'Property type must be either Residential or Commercial'),
  ),
  category: v.pipe(v.string('Invalid category value'), v.picklist(propertyCategories, 'Invalid category value')),
  location,
  address,
  ...placeEntries,
  price,
  sqt,
  bedrooms: optionalRooms('Bedrooms'),
  bathrooms: optionalRooms('Bathrooms'),
  ...propertyFactEntries,
  ...translatedEntries,
  availability: v.optional(v.picklist(listingAvailabilities, 'Choose available, under offer, sold or rented'), 'available'),
  /** On edit: the image URLs to keep, in order. New files come as multipart `images`. */
  keepImages: v.optional(v.array(v.pipe(v.string(), plainText('Image URL'), v.maxLength(300)))),
});

type PropertyObjectOutput = v.InferOutput<typeof PropertyObject>;

export const AVAILABILITY_MISMATCH = 'A listing for sale can be sold, one for rent rented';

/** Whether a purpose allows the state: sold only for a sale, rented only for a rental. */
export const availabilityFits = (transactionType: TransactionType, availability: ListingAvailability): boolean =>
  !isClosedAvailability(availability) || closingStateOf(transactionType) === availability;

/** The one-tap change of a listing's availability from the workspace list. */
export const ListingAvailabilityBody = v.object({
  availability: v.picklist(listingAvailabilities, 'Choose available, under offer, sold or rented'),
});
export type ListingAvailabilityBody = v.InferOutput<typeof ListingAvailabilityBody>;

export const PropertyBody = v.pipe(
  PropertyObject,
  v.forward(
    v.check<PropertyObjectOutput, string>(
      (input) => (categoriesOf(input.propertyType as PropertyType) as readonly string[]).includes(input.category),
      'Invalid category value',
    ),
    ['category'],
  ),
  ...propertyFactRules<PropertyObjectOutput>(),
  ...placeRules<PropertyObjectOutput>(),
  v.forward(
    v.check<PropertyObjectOutput, string>(
      (input) => availabilityFits(input.transactionType as TransactionType, input.availability),
      AVAILABILITY_MISMATCH,
    ),
    ['availability'],
  ),
);
export type PropertyBody = v.InferOutput<typeof PropertyBody>;
export type PropertyFormInput = v.InferInput<typeof PropertyBody>;

/**
 * Edits send any of the form's fields; only those sent change (each checked by its own rule, the
 * whole record again once merged). The forms keep sending every field.
 */
export const PropertyPatchBody = v.partial(PropertyBody.pipe[0]);
export type PropertyPatchBody = v.InferOutput<typeof PropertyPatchBody>;

/** A listing's short reference, as people quote it: 'SR-1001' (any letter case). */
const REFERENCE_PATTERN = /^SR-[1-9][0-9]{3,9}$/i;

export const isPropertyReference = (value: string): boolean => REFERENCE_PATTERN.test(value);

/** A path segment naming a property by its UUID or its reference; anything else names no property. */
export const PropertyKeyParam = v.pipe(
  v.string(),
  v.check((value) => isUuid(value) || isPropertyReference(value)),
);

const residential = (form: PropertyBody) => form.propertyType === 'Residential';
const rental = (form: PropertyBody) => form.transactionType === 'Rent';
/** A rent fact is a rental's: a sale stores none, whatever the form still holds from before its purpose changed. */
const rentOnly = (none: unknown): FormOverride<PropertyBody> => ({ toStored: (form, value) => (rental(form) ? value : none) });
const underConstruction = (form: PropertyBody) => form.possession === 'under_construction';
const rooms = (field: 'bedrooms' | 'bathrooms'): FormOverride<PropertyBody> => ({
  toForm: (stored) => String(stored ?? 0),
  // Rooms are a home's: a commercial listing stores none.
  toStored: (form) => (residential(form) ? Number(form[field] || 0) : null),
});

/** A property's stored fields and its form's: numbers as text, none as '', `subCategory` as `category`, and the rules between fields. */
const propertyForm = formMapping<PropertyFields, PropertyBody>(propertyFields, {
  subCategory: { formKey: 'category' },
  bedrooms: rooms('bedrooms'),
  bathrooms: rooms('bathrooms'),
  plotAreaUnit: { toStored: (form, unit) => (form.plotArea === '' ? null : unit) },
  // The month matters only until possession; the age only once it is ready.
  possessionDate: { toStored: (form, month) => (underConstruction(form) ? month : null) },
  ageYears: { toStored: (form, age) => (underConstruction(form) ? null : age) },
  reraExemptReason: { toStored: (form, reason) => (form.reraExempt ? reason : null) },
  // A unit type is a row of its project's price list: outside a project there is none.
  unitTypeId: { toStored: (form, id) => (form.projectId ? id : null) },
  securityDeposit: rentOnly(null),
  depositMonths: rentOnly(null),
  monthlyMaintenance: rentOnly(null),
  maintenanceIncluded: rentOnly(false),
  preferredTenants: rentOnly([]),
  vegetarianOnly: rentOnly(false),
  noPets: rentOnly(false),
  lockInMonths: rentOnly(null),
});

/** A property's stored fields as the property form sends them. */
export const propertyFormInput = (values: PropertyFields): PropertyBody => propertyForm.formOf(values);
/** A parsed property form as stored values (the writer sanitises the descriptions on top). */
export const propertyStoredValues = (body: PropertyBody): PropertyFields => propertyForm.storedOf(body);
