/**
 * One valibot schema per request, shared by the API (validation) and the PWA (forms),
 * so both say the same words. Messages are the product spec's, §5.
 */
import * as v from 'valibot';
import {
  amenities,
  areaUnits,
  categoriesOf,
  facings,
  furnishings,
  needsRera,
  possessionStates,
  projectStatuses,
  propertyCategories,
  propertyTypes,
  searchSorts,
  siteLanguages,
  transactionTypes,
  type PropertyType,
} from './catalog.ts';

/**
 * A field the form must send: missing counts as empty, so the field's own "required" message is
 * shown instead of valibot's generic 'Invalid key' for an absent key.
 */
function present<S extends v.GenericSchema<string, string>>(schema: S) {
  return v.optional(schema, '');
}

/** What a person does not type: NUL (which a text column refuses) and every other control character but tab and line breaks. */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Text that PostgreSQL can store and a person meant to type: no CONTROL_CHARACTERS. */
export function plainText(label: string) {
  return v.check((text: string) => !CONTROL_CHARACTERS.test(text), `${label} must not contain control characters`);
}

/** The largest values of the columns behind the numbers (migrations/00001): smallint, integer, bigint. */
export const SMALLINT_MAX = 32_767;
export const INTEGER_MAX = 2_147_483_647;
/** Prices are bigint in rupees; a search accepts up to twelve digits, far above any listing, well inside bigint and exact in a double. */
const PRICE_MAX = 999_999_999_999;

const email = v.pipe(
  present(v.string('Email Address is required')),
  plainText('Email Address'),
  v.trim(),
  v.nonEmpty('Email Address is required'),
  v.email('Invalid Email Address'),
  v.maxLength(254, 'Email Address must be at most 254 characters long'),
  v.toLowerCase(),
);

const password = v.pipe(
  present(v.string('Password is required')),
  plainText('Password'),
  v.nonEmpty('Password is required'),
  v.minLength(6, 'Password must be at least 6 characters long'),
  v.maxLength(128, 'Password must be at most 128 characters long'),
);

const username = v.pipe(
  present(v.string('User name must be 1 or more characters long')),
  plainText('User name'),
  v.trim(),
  v.minLength(1, 'User name must be 1 or more characters long'),
  v.maxLength(30, 'User name must be at most 30 characters long'),
  v.regex(/^[A-Za-z0-9_.]+$/, 'User name may use only letters, digits, dots and underscores'),
);

const fullName = v.pipe(
  present(v.string('Full name must be 2 or more characters long')),
  plainText('Full name'),
  v.trim(),
  v.minLength(2, 'Full name must be 2 or more characters long'),
  v.maxLength(80, 'Full name must be at most 80 characters long'),
);

const mobile = v.pipe(
  present(v.string('Mobile is required')),
  plainText('Mobile'),
  v.trim(),
  v.nonEmpty('Mobile is required'),
  v.minLength(10, 'Mobile must be 10 or more characters long'),
  v.maxLength(15, 'Mobile must be at most 15 characters long'),
  v.regex(/^\+?[0-9 -]+$/, 'Mobile may use only digits, spaces, dashes and a leading +'),
);

export const LoginBody = v.object({
  email,
  password,
  rememberMe: v.optional(v.boolean()),
});
export type LoginBody = v.InferOutput<typeof LoginBody>;

export const RegisterBody = v.object({ username, fullName, email, password, mobile });
export type RegisterBody = v.InferOutput<typeof RegisterBody>;

export const LANGUAGE_MESSAGE = 'Language must be one of en (English), gu (Gujarati) or hi (Hindi)';

/** Changing one's own e-mail also takes `currentPassword`; the server says so when it is missing. */
export const ProfileBody = v.object({
  username,
  fullName,
  email,
  mobile,
  /** The language the site is shown in; only the user themself may set it. */
  locale: v.optional(v.picklist(siteLanguages, LANGUAGE_MESSAGE)),
  currentPassword: v.optional(v.pipe(v.string(), v.maxLength(128, 'Password must be at most 128 characters long'))),
});
export type ProfileBody = v.InferOutput<typeof ProfileBody>;

export const PasswordChangeBody = v.object({
  currentPassword: v.pipe(
    present(v.string('Current password is required')),
    v.nonEmpty('Current password is required'),
    v.maxLength(128, 'Password must be at most 128 characters long'),
  ),
  newPassword: password,
});
export type PasswordChangeBody = v.InferOutput<typeof PasswordChangeBody>;

/** `DELETE /users/me/sessions?others=true` keeps the caller's own login. */
export const EndSessionsQuery = v.object({ others: v.optional(v.picklist(['true', 'false'], 'others must be true or false')) });

export const RefreshBody = v.object({
  refreshToken: v.pipe(
    present(v.string('Refresh token is required')),
    plainText('Refresh token'),
    v.nonEmpty('Refresh token is required'),
    v.maxLength(200),
  ),
});

export const PasswordResetRequestBody = v.object({ email });
export const PasswordResetBody = v.object({
  token: v.pipe(
    present(v.string('Reset token is required')),
    plainText('Reset token'),
    v.nonEmpty('Reset token is required'),
    v.maxLength(200),
  ),
  password,
});

export const RoleBody = v.object({ role: v.picklist(['user', 'admin'], 'Role must be either user or admin') });

/** A whole number of rupees, square feet or rooms, sent as a form string (or a number). */
function wholeNumberText(requiredMessage: string, label: string, max: number) {
  return v.pipe(
    v.union([v.string(requiredMessage), v.number(requiredMessage)], requiredMessage),
    v.transform((value) => String(value).trim().replace(/,/g, '')),
    v.nonEmpty(requiredMessage),
    v.regex(/^\d+$/, `${label} must be a whole number`),
    v.check((text) => Number(text) <= max, `${label} is too large`),
  );
}

const optionalRooms = (label: string) =>
  v.optional(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((value) => String(value).trim()),
      v.regex(/^\d{0,2}$/, `${label} must be a whole number up to 99`),
    ),
    '0',
  );

/** An optional whole number sent as form text ('' or absent: none). */
const optionalCount = (label: string, max: number) =>
  v.optional(
    v.pipe(
      v.union([v.string(), v.number()], `${label} must be a whole number`),
      v.transform((value) => String(value).trim().replace(/,/g, '')),
      v.regex(/^\d{0,12}$/, `${label} must be a whole number`),
      v.check((text) => text === '' || Number(text) <= max, `${label} must be at most ${max}`),
    ),
    '',
  );

/** One of `values`, or '' (absent: none). */
const optionalChoice = <T extends readonly string[]>(values: T, message: string) =>
  v.optional(v.pipe(v.string(message), v.trim(), v.picklist(['', ...values] as ['', ...T], message)), '');

/** A month as YYYY-MM, or ''. */
const optionalMonth = (label: string) =>
  v.optional(
    v.pipe(
      v.string(`${label} must be a month (YYYY-MM)`),
      v.trim(),
      v.regex(/^(?:|20\d\d-(?:0[1-9]|1[0-2]))$/, `${label} must be a month (YYYY-MM)`),
    ),
    '',
  );

/** A yes/no box as a form sends it. */
const flag = v.optional(
  v.pipe(
    v.union([v.boolean(), v.picklist(['true', 'false', 'on', ''])], 'Must be true or false'),
    v.transform((value) => value === true || value === 'true' || value === 'on'),
  ),
  false,
);

/** Amenities from the catalogue: a list, or one form field of comma-separated names; unknown names are refused. */
// Read as unknown first: a form library keeps one kind of store per field, so the field's schema
// must not be a union of a list and a text.
const amenityList = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => (typeof value === 'string' ? value.split(',') : value)),
    v.array(v.pipe(v.string('Amenities must be a list'), v.maxLength(40)), 'Amenities must be a list'),
    v.transform((names) => names.map((name) => name.trim()).filter(Boolean)),
    v.maxLength(amenities.length, `At most ${amenities.length} amenities`),
    v.check(
      (names) => names.every((name) => (amenities as readonly string[]).includes(name)),
      (issue) => `Unknown amenity: ${(issue.input as string[]).find((name) => !(amenities as readonly string[]).includes(name))}`,
    ),
    v.transform((names) => [...new Set(names)] as (typeof amenities)[number][]),
  ),
  [],
);

/**
 * A GujRERA registration number as printed on the certificate: `PR/GJ/` then segments (district, area,
 * authority, number, date) separated by `/`, e.g. `PR/GJ/SURAT/SURAT CITY/SUDA/RAA12345/220125`.
 */
export const RERA_NUMBER_PATTERN = /^PR\/GJ(?:\/[A-Z0-9][A-Z0-9 .&()-]*){2,8}$/;
export const RERA_NUMBER_MESSAGE = 'Enter the RERA number as it appears on the certificate (PR/GJ/...)';
export const RERA_REQUIRED_PROJECT = 'RERA registration number is required for this project';
export const RERA_REQUIRED_PROPERTY = 'RERA registration number is required for a property under construction';
export const RERA_EXEMPT_REASON_REQUIRED = 'Give the reason for the exemption (area up to 500 m² or up to 8 units)';

const reraNumber = v.optional(
  v.pipe(
    v.string(RERA_NUMBER_MESSAGE),
    plainText('RERA number'),
    v.transform((text) =>
      text
        .trim()
        .replace(/\s+/g, ' ')
        .replace(/\s*\/\s*/g, '/')
        .toUpperCase(),
    ),
    v.maxLength(120, 'RERA number must be at most 120 characters long'),
    v.check((text) => text === '' || RERA_NUMBER_PATTERN.test(text), RERA_NUMBER_MESSAGE),
  ),
  '',
);
const reraExemptReason = v.optional(
  v.pipe(v.string(), plainText('Exemption reason'), v.trim(), v.maxLength(300, 'Exemption reason must be at most 300 characters long')),
  '',
);

/** An optional title in Gujarati or Hindi ('' or absent: none), held to the English title's rules. */
const translatedTitle = (label: string) =>
  v.optional(
    v.pipe(
      v.string(`${label} must be text`),
      plainText(label),
      v.trim(),
      v.check((text) => text === '' || text.length >= 3, `${label} must be at least 3 characters long`),
      v.maxLength(150, `${label} must be at most 150 characters long`),
    ),
    '',
  );

/** An optional description in Gujarati or Hindi, HTML like the English one (sanitised on write). */
const translatedDescription = (label: string) =>
  v.optional(
    v.pipe(v.string(`${label} must be text`), plainText(label), v.maxLength(20_000, `${label} must be at most 20000 characters long`)),
    '',
  );

/** The Gujarati and Hindi title and description of the property and project forms. */
const translatedEntries = {
  titleGu: translatedTitle('Gujarati title'),
  titleHi: translatedTitle('Hindi title'),
  descriptionGu: translatedDescription('Gujarati description'),
  descriptionHi: translatedDescription('Hindi description'),
};

/** The largest area the forms take, in square feet (or the plot's unit). */
const AREA_MAX = 100_000_000;

/** The listing facts of the property form (areas, possession, furnishing, ...), all optional. */
const propertyFactEntries = {
  carpetArea: optionalCount('Carpet area', AREA_MAX),
  builtUpArea: optionalCount('Built-up area', AREA_MAX),
  superBuiltUpArea: optionalCount('Super built-up area', AREA_MAX),
  plotArea: optionalCount('Plot area', AREA_MAX),
  plotAreaUnit: optionalChoice(areaUnits, 'Plot area unit must be sq yd, sq ft or sq m'),
  possession: optionalChoice(possessionStates, 'Possession must be ready or under construction'),
  possessionDate: optionalMonth('Possession date'),
  ageYears: optionalCount('Age', 200),
  furnishing: optionalChoice(furnishings, 'Furnishing must be unfurnished, semi-furnished or furnished'),
  facing: optionalChoice(facings, 'Facing must be one of N, NE, E, SE, S, SW, W, NW'),
  floor: optionalCount('Floor', 200),
  totalFloors: optionalCount('Total floors', 200),
  parking: optionalCount('Parking', 99),
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
  ];
}

const PropertyObject = v.object({
  title: v.pipe(
    v.string('Title must be String'),
    plainText('Title'),
    v.trim(),
    v.nonEmpty('Title is required'),
    v.minLength(3, 'Title must be at least 3 characters long'),
    v.maxLength(150, 'Title must be at most 150 characters long'),
  ),
  description: v.pipe(
    v.string('Description is required'),
    plainText('Description'),
    v.nonEmpty('Description is required'),
    v.minLength(10, 'Description must be at least 10 characters long'),
    v.maxLength(20_000, 'Description must be at most 20000 characters long'),
  ),
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
  location: v.pipe(
    v.string('Location is required'),
    plainText('Location'),
    v.trim(),
    v.minLength(3, 'Location must be at least 3 characters long'),
    v.maxLength(120, 'Location must be at most 120 characters long'),
  ),
  address: v.pipe(
    v.string('Address is required'),
    plainText('Address'),
    v.trim(),
    v.minLength(1, 'Address is required'),
    v.maxLength(300, 'Address must be at most 300 characters long'),
  ),
  price: v.optional(wholeNumberText('Price is required', 'Price', 100_000_000_000), '0'),
  sqt: v.optional(wholeNumberText('Sqt is required', 'Sqt', 100_000_000), '0'),
  bedrooms: optionalRooms('Bedrooms'),
  bathrooms: optionalRooms('Bathrooms'),
  ...propertyFactEntries,
  ...translatedEntries,
  /** On edit: the image URLs to keep, in order. New files come as multipart `images`. */
  keepImages: v.optional(v.array(v.pipe(v.string(), plainText('Image URL'), v.maxLength(300)))),
});

type PropertyObjectOutput = v.InferOutput<typeof PropertyObject>;

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
);
export type PropertyBody = v.InferOutput<typeof PropertyBody>;
export type PropertyFormInput = v.InferInput<typeof PropertyBody>;

/** Lower-cased, trimmed, runs of anything but letters and digits become one hyphen. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const projectEntries = {
  title: v.pipe(
    v.string('Title is required'),
    plainText('Title'),
    v.trim(),
    v.minLength(3, 'Title must be at least 3 characters long'),
    v.maxLength(150, 'Title must be at most 150 characters long'),
  ),
  slug: v.pipe(
    v.string('Slug is required'),
    plainText('Slug'),
    v.trim(),
    v.minLength(3, 'Slug must be at least 3 characters long'),
    v.maxLength(160, 'Slug must be at most 160 characters long'),
    v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug may use only lower-case letters, digits and single hyphens'),
  ),
  description: v.pipe(
    v.string('Description is required'),
    plainText('Description'),
    v.minLength(10, 'Description must be at least 10 characters long'),
    v.maxLength(20_000, 'Description must be at most 20000 characters long'),
  ),
  status: v.picklist(projectStatuses, 'Status must be either ONGOING or COMPLETED'),
  location: v.pipe(
    v.string('Location is required'),
    plainText('Location'),
    v.trim(),
    v.minLength(3, 'Location must be at least 3 characters long'),
    v.maxLength(120, 'Location must be at most 120 characters long'),
  ),
  address: v.pipe(
    v.string('Address is required'),
    plainText('Address'),
    v.trim(),
    v.minLength(1, 'Address is required'),
    v.maxLength(300, 'Address must be at most 300 characters long'),
  ),
  reraNumber,
  reraExempt: flag,
  reraExemptReason,
  possessionDate: optionalMonth('Possession date'),
  totalUnits: optionalCount('Total units', 100_000),
  amenities: amenityList,
  ...translatedEntries,
};

/** A project still to be completed is advertised with its RERA number, unless it is exempt (with the reason). */
export const ProjectBody = v.pipe(
  v.object(projectEntries),
  v.forward(
    v.check((input) => !needsRera(input.status) || input.reraNumber !== '' || input.reraExempt, RERA_REQUIRED_PROJECT),
    ['reraNumber'],
  ),
  v.forward(
    v.check((input) => !input.reraExempt || input.reraExemptReason !== '', RERA_EXEMPT_REASON_REQUIRED),
    ['reraExemptReason'],
  ),
);
export type ProjectBody = v.InferOutput<typeof ProjectBody>;
export type ProjectFormInput = v.InferInput<typeof ProjectBody>;

export const RemoveImageBody = v.object({
  imageUrl: v.pipe(v.string('Image URL is required'), plainText('Image URL'), v.nonEmpty('Image URL is required'), v.maxLength(300)),
});

/** A whole-number filter up to `max`, the largest value its column holds (a larger one could match nothing anyway). */
const optionalWhole = (label: string, max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,20}$/, `${label} must be a whole number`),
      v.transform(Number),
      v.maxValue(max, `${label} must be at most ${max}`),
    ),
  );

/** Query string of GET /properties/search. Every field is optional; numbers arrive as text. */
export const SearchQuery = v.object({
  q: v.optional(
    v.pipe(v.string(), plainText('Search text'), v.trim(), v.maxLength(200, 'Search text must be at most 200 characters long')),
  ),
  title: v.optional(
    v.pipe(v.string(), plainText('Search text'), v.trim(), v.maxLength(200, 'Search text must be at most 200 characters long')),
  ),
  propertyType: v.optional(
    v.pipe(
      v.string(),
      v.transform((text) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase()),
      v.picklist(propertyTypes, 'Property type must be either Residential or Commercial'),
    ),
  ),
  transactionType: v.optional(
    v.pipe(
      v.string(),
      v.transform((text) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase()),
      v.picklist(transactionTypes, 'Transaction type must be either Buy or Rent'),
    ),
  ),
  category: v.optional(v.picklist(propertyCategories, 'Invalid category value')),
  minPrice: optionalWhole('Minimum price', PRICE_MAX),
  maxPrice: optionalWhole('Maximum price', PRICE_MAX),
  bedrooms: optionalWhole('Bedrooms', SMALLINT_MAX),
  bathrooms: optionalWhole('Bathrooms', SMALLINT_MAX),
  minSqft: optionalWhole('Minimum area', INTEGER_MAX),
  maxSqft: optionalWhole('Maximum area', INTEGER_MAX),
  bhk: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-5](?:,[1-5]){0,4}$/, 'BHK must be a list of 1, 2, 3, 4 or 5 (5: five or more)'),
      v.transform((text) => [...new Set(text.split(',').map(Number))].sort()),
    ),
  ),
  possession: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(?:ready|under_construction|20\d\d)$/, 'Possession must be ready, under_construction or a year such as 2027'),
    ),
  ),
  furnishing: v.optional(v.picklist(furnishings, 'Furnishing must be unfurnished, semi_furnished or furnished')),
  minCarpet: optionalWhole('Minimum carpet area', INTEGER_MAX),
  maxCarpet: optionalWhole('Maximum carpet area', INTEGER_MAX),
  amenities: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(800),
      v.transform((text) =>
        [
          ...new Set(
            text
              .split(',')
              .map((name) => name.trim())
              .filter(Boolean),
          ),
        ].sort(),
      ),
      v.check(
        (names) => names.every((name) => (amenities as readonly string[]).includes(name)),
        (issue) => `Unknown amenity: ${(issue.input as string[]).find((name) => !(amenities as readonly string[]).includes(name))}`,
      ),
    ),
  ),
  project: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Project must be a project id'),
      v.toLowerCase(),
    ),
  ),
  sort: v.optional(
    v.picklist(searchSorts, 'Sort must be one of relevance, price_asc, price_desc, newest, area, price_per_sqft_asc, price_per_sqft_desc'),
  ),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, 'Page must be a whole number from 1'), v.transform(Number))),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'Limit must be a whole number'),
      v.transform(Number),
      v.minValue(1, 'Limit must be at least 1'),
      v.maxValue(60, 'Limit must be at most 60'),
    ),
  ),
});
export type SearchQuery = v.InferOutput<typeof SearchQuery>;

export const SyncPullQuery = v.object({
  // `latest`: no changes, just the cursor of now (where a device that holds nothing yet starts).
  since: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(?:\d{1,18}|latest)$/, 'since must be a whole number or latest'),
      v.transform((value): number | 'latest' => (value === 'latest' ? value : Number(value))),
    ),
    '0',
  ),
});

/** Turns valibot issues into `{ field: message }`, first message per field. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.map((item) => String(item.key)).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Query string of GET /users (admin): free text over name, e-mail and username, role, paging. */
export const UserListQuery = v.object({
  q: v.optional(
    v.pipe(v.string(), plainText('Search text'), v.trim(), v.maxLength(200, 'Search text must be at most 200 characters long')),
  ),
  role: v.optional(v.picklist(['user', 'admin'], 'Role must be either user or admin')),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, 'Page must be a whole number from 1'), v.transform(Number)), '1'),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'Limit must be a whole number'),
      v.transform(Number),
      v.minValue(1, 'Limit must be at least 1'),
      v.maxValue(100, 'Limit must be at most 100'),
    ),
    '20',
  ),
});
export type UserListQuery = v.InferOutput<typeof UserListQuery>;

/**
 * Edits send any of the form's fields; only those sent change (each checked by its own rule, the
 * whole record again once merged). The forms keep sending every field.
 */
export const PropertyPatchBody = v.partial(PropertyBody.pipe[0]);
export type PropertyPatchBody = v.InferOutput<typeof PropertyPatchBody>;
export const ProjectPatchBody = v.partial(ProjectBody.pipe[0]);
export type ProjectPatchBody = v.InferOutput<typeof ProjectPatchBody>;
export const ProfilePatchBody = v.partial(ProfileBody);
export type ProfilePatchBody = v.InferOutput<typeof ProfilePatchBody>;
