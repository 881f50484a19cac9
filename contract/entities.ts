/**
 * The shapes the API answers with, as valibot schemas: the TypeScript types are inferred from them
 * and the OpenAPI components are generated from them (api/openapi/components.ts), so each field is
 * written once. Ids are strings under `_id`, dates ISO 8601.
 */
import * as v from 'valibot';
import { enquiryAnswerSchemas } from './enquiries.ts';
import { NewSinceVisit, NotificationSettings, PushKey, SavedSearch } from './savedSearches.ts';
import { projectStatuses, propertyCategories, propertyTypes, roles, transactionTypes } from './catalog.ts';

const described = <S extends v.GenericSchema>(schema: S, description: string) => v.pipe(schema, v.description(description));
const isoDate = (description: string) => v.pipe(v.string(), v.isoTimestamp(), v.description(description));
const wholeNumber = (description?: string) =>
  description ? v.pipe(v.number(), v.integer(), v.description(description)) : v.pipe(v.number(), v.integer());
const imageUrls = (description: string) => described(v.array(v.string()), description);

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
};

export const Property = v.object({
  _id: described(v.string(), 'UUID'),
  reference: described(v.string(), "Short reference for people to quote, e.g. 'SR-1001': given by the server in listing order, never reused"),
  ...propertyFields,
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
};

export const Project = v.object({
  _id: described(v.string(), 'UUID'),
  ...projectFields,
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
    'The seq of the last event this push recorded (0 when none): once a pull\'s cursor reaches it, the pulled state includes these intents. Not a cursor to pull from (others\' changes may lie before it).',
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
