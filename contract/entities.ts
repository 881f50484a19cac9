/**
 * The shapes the API answers with, as valibot schemas: the TypeScript types are inferred from them
 * and the OpenAPI components are generated from them (api/openapi/components.ts), so each field is
 * written once. Ids are strings under `_id`, dates ISO 8601.
 */
import * as v from 'valibot';
import { enquiryAnswerSchemas } from './enquiries.ts';
import { NewSinceVisit, NotificationSettings, PushKey, SavedSearch } from './savedSearches.ts';
import {
  amenities,
  areaUnits,
  facings,
  furnishings,
  possessionStates,
  projectStatuses,
  propertyCategories,
  propertyTypes,
  roles,
  siteLanguages,
  transactionTypes,
} from './catalog.ts';

const described = <S extends v.GenericSchema>(schema: S, description: string) => v.pipe(schema, v.description(description));
const isoDate = (description: string) => v.pipe(v.string(), v.isoTimestamp(), v.description(description));
const wholeNumber = (description?: string) =>
  description ? v.pipe(v.number(), v.integer(), v.description(description)) : v.pipe(v.number(), v.integer());
const imageUrls = (description: string) => described(v.array(v.string()), description);

/** The Gujarati and Hindi title and description of a listing or project; null where not given (pages show the English). */
const translatedContent = {
  titleGu: described(v.nullable(v.string()), 'Title in Gujarati'),
  titleHi: described(v.nullable(v.string()), 'Title in Hindi'),
  descriptionGu: described(v.nullable(v.string()), 'Description in Gujarati: sanitised HTML'),
  descriptionHi: described(v.nullable(v.string()), 'Description in Hindi: sanitised HTML'),
};

/** The fields an admin writes on the property form, as stored (the form sends `subCategory` as `category`). */
export const propertyFields = {
  title: v.string(),
  description: described(v.string(), 'Sanitised HTML'),
  transactionType: v.picklist(transactionTypes),
  propertyType: v.picklist(propertyTypes),
  subCategory: described(v.picklist(propertyCategories), 'The category (forms send it as `category`)'),
  location: v.string(),
  address: v.string(),
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
  amenities: v.array(v.picklist(amenities)),
  projectId: described(v.nullable(v.string()), "UUID of the agency's project the listing belongs to"),
  reraNumber: described(v.nullable(v.string()), "The listing's own GujRERA registration number (when it is in no project)"),
  reraExempt: described(v.boolean(), 'Exempt from RERA registration (area up to 500 m² or up to 8 units)'),
  reraExemptReason: v.nullable(v.string()),
  ...translatedContent,
};

/** The RERA details a listing or project is advertised with. */
export const ReraDetails = v.object({
  number: described(v.nullable(v.string()), 'GujRERA registration number (PR/GJ/...)'),
  qr: described(v.nullable(v.string()), "URL of the certificate's QR image; null: show the generated QR of the GujRERA site"),
  exempt: v.boolean(),
  exemptReason: v.nullable(v.string()),
});
export type ReraDetails = v.InferOutput<typeof ReraDetails>;

/** The project a listing belongs to, as far as its page needs it. */
export const ProjectLink = v.object({ _id: v.string(), slug: v.string(), title: v.string() });
export type ProjectLink = v.InferOutput<typeof ProjectLink>;

export const Property = v.object({
  _id: described(v.string(), 'UUID'),
  reference: described(
    v.string(),
    "Short reference for people to quote, e.g. 'SR-1001': given by the server in listing order, never reused",
  ),
  ...propertyFields,
  pricePerSqft: described(
    v.nullable(wholeNumber()),
    'Rupees per square foot of carpet area (of sqt when there is none), computed by the server; read-only',
  ),
  project: described(v.nullable(ProjectLink), 'The project it belongs to'),
  rera: described(
    v.nullable(ReraDetails),
    "What to advertise it with: its project's RERA details when it is in one, else its own; null when it has none",
  ),
  images: imageUrls('Full-size image URLs (/media/...); the first is the cover'),
  thumbnails: imageUrls('Card-size variants, index for index with images'),
  favorite: described(v.boolean(), 'Whether the caller saved it; false for visitors'),
  createdAt: isoDate('When it was listed'),
  updatedAt: isoDate('When it last changed'),
});
export type Property = v.InferOutput<typeof Property>;

/** One of the caller's saved properties (GET /favorites), with when it was saved. */
export const SavedProperty = v.object({ ...Property.entries, savedAt: isoDate('When the caller saved it') });
export type SavedProperty = v.InferOutput<typeof SavedProperty>;

/** The fields an admin writes on the project form, as stored. */
export const projectFields = {
  title: v.string(),
  slug: described(v.string(), 'Unique, lower-case words joined by hyphens'),
  description: described(v.string(), 'Sanitised HTML'),
  status: v.picklist(projectStatuses),
  location: v.string(),
  address: v.string(),
  reraNumber: described(v.nullable(v.string()), 'GujRERA registration number (PR/GJ/...)'),
  reraExempt: described(v.boolean(), 'Exempt from RERA registration (area up to 500 m² or up to 8 units)'),
  reraExemptReason: v.nullable(v.string()),
  possessionDate: v.nullable(described(v.string(), 'Expected possession month, YYYY-MM')),
  totalUnits: v.nullable(wholeNumber('Units in the project')),
  amenities: v.array(v.picklist(amenities)),
  ...translatedContent,
};

export const Project = v.object({
  _id: described(v.string(), 'UUID'),
  ...projectFields,
  reraQr: described(v.nullable(v.string()), 'URL of the uploaded QR image of the RERA certificate; null: none uploaded'),
  unitsListed: wholeNumber('Listings of the agency in this project'),
  images: imageUrls('Full-size image URLs (/media/...); the first is the cover'),
  thumbnails: imageUrls('Card-size variants, index for index with images'),
  createdAt: isoDate('When it was created'),
  updatedAt: isoDate('When it last changed'),
});
export type Project = v.InferOutput<typeof Project>;

export const User = v.object({
  _id: v.string(),
  username: v.string(),
  fullName: v.string(),
  email: v.pipe(v.string(), v.email()),
  mobile: v.string(),
  avatar: described(v.nullable(v.string()), 'Avatar URL'),
  role: v.picklist(roles),
  locale: described(
    v.nullable(v.picklist(siteLanguages)),
    "The language the user chose to read the site in: 'en', 'gu' or 'hi'; null until they choose (the device's choice stands)",
  ),
  createdAt: isoDate('When the account was made'),
});
export type User = v.InferOutput<typeof User>;

/** One login of the caller's account (Account Settings → Sessions). */
export const AccountSession = v.object({
  _id: v.string(),
  device: described(v.string(), "The browser and system in words, e.g. 'Chrome on Android'; 'Unknown device' when not recognised"),
  browser: v.nullable(v.string()),
  os: v.nullable(v.string()),
  ipAddress: described(v.nullable(v.string()), 'The address it was last used from (no place names: no geo database)'),
  createdAt: isoDate('When the password was entered'),
  lastUsedAt: isoDate('Its last login or token refresh'),
  expiresAt: isoDate('When it ends unless used again (never later than its absolute lifetime)'),
  current: described(v.boolean(), "The login making this request: 'This device'"),
});
export type AccountSession = v.InferOutput<typeof AccountSession>;

/** How many logins a call ended. */
export const SessionsEnded = v.object({ ended: wholeNumber('How many logins ended') });

export const UserData = v.object({ user: User });
export type UserData = v.InferOutput<typeof UserData>;

export const Tokens = v.object({
  accessToken: described(v.string(), 'JWT for `Authorization: Bearer`, valid about 15 minutes'),
  refreshToken: described(v.string(), 'Opaque; rotates on every use'),
});
export type Tokens = v.InferOutput<typeof Tokens>;

export const AuthData = v.object({ user: User, ...Tokens.entries });
export type AuthData = v.InferOutput<typeof AuthData>;

const reachability = v.picklist(['ok', 'unreachable']);
export const Health = v.object({ database: reachability, storage: reachability });
export type Health = v.InferOutput<typeof Health>;

/** Answer of GET /agency: what the site says of the agency that the office sets (AGENT_RERA_NUMBER). */
export const AgencyDetails = v.object({
  agentReraNumber: described(v.nullable(v.string()), "The agency's GujRERA agent registration number; null when none is set"),
});
export type AgencyDetails = v.InferOutput<typeof AgencyDetails>;

export const DashboardStats = v.object({
  totalProperties: wholeNumber(),
  totalUsers: wholeNumber(),
  newUsersThisMonth: wholeNumber('Accounts made in the last 30 days'),
  newLeadsLastWeek: wholeNumber('Enquiries (not spam) made in the last 7 days'),
});
export type DashboardStats = v.InferOutput<typeof DashboardStats>;

export const AdminDashboard = v.object({ properties: v.array(Property), stats: DashboardStats });
export type AdminDashboard = v.InferOutput<typeof AdminDashboard>;

export const SearchMeta = v.object({
  total: wholeNumber('Exact below 1,000; with `totalCapped` it means "1,000 or more"'),
  page: wholeNumber(),
  limit: wholeNumber(),
  totalCapped: v.optional(v.boolean()),
});
export type SearchMeta = v.InferOutput<typeof SearchMeta>;

export const FavoriteFlag = v.object({ favorite: described(v.boolean(), 'Whether the caller now saves the listing') });
export type FavoriteFlag = v.InferOutput<typeof FavoriteFlag>;

export const FavoriteState = v.object({ propertyId: v.string(), favorite: v.boolean() });
export type FavoriteState = v.InferOutput<typeof FavoriteState>;

/** Every successful answer: `{ message?, data?, meta? }`. */
export interface Envelope<T, M = undefined> {
  message?: string;
  data: T;
  meta?: M;
}

/** Every error answer. */
export const ErrorBody = v.object({
  message: described(v.string(), 'What went wrong, ready to show'),
  errors: v.optional(
    v.object({
      name: described(
        v.string(),
        'Stable error name: ValidationError, UnauthorizedError, TokenExpiredError, ForbiddenError, NotFoundError, ConflictError, ...',
      ),
      fields: v.optional(described(v.record(v.string(), v.string()), 'Per-field messages of a ValidationError')),
    }),
  ),
});
export type ErrorBody = v.InferOutput<typeof ErrorBody>;

const change = <T extends string, D extends v.GenericSchema>(type: T, data: D) =>
  v.object({ seq: wholeNumber(), type: v.literal(type), subjectId: v.string(), data });

/** One change of the event log as `/sync` hands it out. */
export const SyncChange = v.variant('type', [
  change('property.upserted', Property),
  change('property.deleted', v.null()),
  change('project.upserted', Project),
  change('project.deleted', v.null()),
  change('favorite.set', FavoriteState),
]);
export type SyncChange = v.InferOutput<typeof SyncChange>;

export const SyncPull = v.object({
  changes: v.array(SyncChange),
  cursor: wholeNumber('Pass as `since` on the next pull'),
  hasMore: v.boolean(),
});
export type SyncPull = v.InferOutput<typeof SyncPull>;

export const SyncPushResult = v.object({
  id: described(v.string(), 'The event id sent'),
  status: v.picklist(['applied', 'duplicate', 'superseded', 'rejected']),
  reason: v.optional(v.string()),
});
export type SyncPushResult = v.InferOutput<typeof SyncPushResult>;

/** Answer of POST /sync. */
export const SyncPushAnswer = v.object({
  results: v.array(SyncPushResult),
  cursor: wholeNumber(
    "The seq of the last event this push recorded (0 when none): once a pull's cursor reaches it, the pulled state includes these intents. Not a cursor to pull from (others' changes may lie before it).",
  ),
});
export type SyncPushAnswer = v.InferOutput<typeof SyncPushAnswer>;

/** The answer shapes the OpenAPI document names as components, each under its own name. */
export const answerSchemas = {
  Property,
  SavedProperty,
  Project,
  User,
  Session: AccountSession,
  SessionsEnded,
  UserData,
  Tokens,
  AuthData,
  Health,
  AgencyDetails,
  DashboardStats,
  AdminDashboard,
  SearchMeta,
  FavoriteFlag,
  FavoriteState,
  SyncChange,
  SyncPull,
  SyncPushResult,
  SyncPushAnswer,
  ...enquiryAnswerSchemas,
  SavedSearch,
  NewSinceVisit,
  NotificationSettings,
  PushKey,
  Error: ErrorBody,
};

/** The stored fields of a property (what the form writes), as values. */
export type PropertyFields = v.InferOutput<v.ObjectSchema<typeof propertyFields, undefined>>;
/** The stored fields of a project (what the form writes), as values. */
export type ProjectFields = v.InferOutput<v.ObjectSchema<typeof projectFields, undefined>>;

/** A property's listing facts when none is known (older listings, fixtures). */
export const blankListingFacts = {
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
  amenities: [],
  projectId: null,
  reraNumber: null,
  reraExempt: false,
  reraExemptReason: null,
  titleGu: null,
  titleHi: null,
  descriptionGu: null,
  descriptionHi: null,
  pricePerSqft: null,
  project: null,
  rera: null,
} as const satisfies Partial<Property>;

/** A project's facts when none is known (fixtures). */
export const blankProjectFacts = {
  reraNumber: null,
  reraExempt: false,
  reraExemptReason: null,
  possessionDate: null,
  totalUnits: null,
  amenities: [],
  titleGu: null,
  titleHi: null,
  descriptionGu: null,
  descriptionHi: null,
  reraQr: null,
  unitsListed: 0,
} as const satisfies Partial<Project>;
