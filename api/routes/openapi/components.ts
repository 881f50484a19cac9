/** JSON Schemas of the answer shapes of api/contract/entities.ts, for the OpenAPI document. */
import { projectStatuses, propertyCategories, propertyTypes, roles, transactionTypes } from '../../contract/catalog.ts';

type Schema = Record<string, unknown>;

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const text = (description?: string): Schema => ({ type: 'string', ...(description ? { description } : {}) });
const isoDate = (description: string): Schema => ({ type: 'string', format: 'date-time', description });
const urls = (description: string): Schema => ({ type: 'array', items: { type: 'string', format: 'uri-reference' }, description });
const object = (properties: Record<string, Schema>, optional: string[] = []): Schema => ({
  type: 'object',
  properties,
  required: Object.keys(properties).filter((key) => !optional.includes(key)),
});

export const componentSchemas: Record<string, Schema> = {
  Property: object({
    _id: text('UUID'),
    title: text(),
    description: text('Sanitised HTML'),
    transactionType: { enum: [...transactionTypes] },
    propertyType: { enum: [...propertyTypes] },
    subCategory: { type: 'string', enum: [...propertyCategories], description: 'The category (forms send it as `category`)' },
    location: text(),
    address: text(),
    price: { type: 'integer', minimum: 0, description: 'Rupees; a monthly rent when transactionType is Rent' },
    sqt: { type: 'integer', minimum: 0, description: 'Area in square feet' },
    bedrooms: { type: ['integer', 'null'] },
    bathrooms: { type: ['integer', 'null'] },
    images: urls('Full-size image URLs (/media/...); the first is the cover'),
    thumbnails: urls('Card-size variants, index for index with images'),
    favorite: { type: 'boolean', description: 'Whether the caller saved it; false for visitors' },
    createdAt: isoDate('When it was listed'),
    updatedAt: isoDate('When it last changed'),
  }),
  Project: object({
    _id: text('UUID'),
    title: text(),
    slug: text('Unique, lower-case words joined by hyphens'),
    description: text('Sanitised HTML'),
    status: { enum: [...projectStatuses] },
    location: text(),
    address: text(),
    images: urls('Full-size image URLs (/media/...); the first is the cover'),
    thumbnails: urls('Card-size variants, index for index with images'),
    createdAt: isoDate('When it was created'),
    updatedAt: isoDate('When it last changed'),
  }),
  User: object({
    _id: text(),
    username: text(),
    fullName: text(),
    email: { type: 'string', format: 'email' },
    mobile: text(),
    avatar: { type: ['string', 'null'], description: 'Avatar URL' },
    role: { enum: [...roles] },
    createdAt: isoDate('When the account was made'),
  }),
  UserData: object({ user: ref('User') }),
  Session: object({
    _id: text('The login\'s id'),
    device: text('Browser and system in words, e.g. "Chrome on Android"; "Unknown device" when not recognised'),
    browser: { type: ['string', 'null'] },
    os: { type: ['string', 'null'] },
    ipAddress: { type: ['string', 'null'], description: 'The address it was last used from' },
    createdAt: isoDate('When the password was entered'),
    lastUsedAt: isoDate('Its last login or token refresh'),
    expiresAt: isoDate('When it ends unless refreshed (never past its absolute lifetime)'),
    current: { type: 'boolean', description: 'The login making this request ("This device")' },
  }),
  SessionsEnded: object({ ended: { type: 'integer', description: 'How many logins ended' } }),
  Tokens: object({
    accessToken: text('JWT for `Authorization: Bearer`, valid about 15 minutes'),
    refreshToken: text('Opaque; rotates on every use'),
  }),
  AuthData: object({ user: ref('User'), accessToken: text('JWT'), refreshToken: text('Opaque') }),
  Health: object({ database: { enum: ['ok', 'unreachable'] }, storage: { enum: ['ok', 'unreachable'] } }),
  DashboardStats: object({
    totalProperties: { type: 'integer' },
    totalUsers: { type: 'integer' },
    newUsersThisMonth: { type: 'integer', description: 'Accounts made in the last 30 days' },
  }),
  AdminDashboard: object({ properties: { type: 'array', items: ref('Property') }, stats: ref('DashboardStats') }),
  SearchMeta: object({ total: { type: 'integer' }, page: { type: 'integer' }, limit: { type: 'integer' } }),
  FavoriteFlag: object({ favorite: { type: 'boolean', description: 'Whether the caller now saves the listing' } }),
  FavoriteState: object({ propertyId: text(), favorite: { type: 'boolean' } }),
  SyncChange: object(
    {
      seq: { type: 'integer' },
      type: { enum: ['property.upserted', 'property.deleted', 'project.upserted', 'project.deleted', 'favorite.set'] },
      subjectId: text(),
      data: {
        description: 'The Property or Project for *.upserted, null for *.deleted, `{ propertyId, favorite }` for favorite.set',
        oneOf: [ref('Property'), ref('Project'), ref('FavoriteState'), { type: 'null' }],
      },
    },
  ),
  SyncPull: object({
    changes: { type: 'array', items: ref('SyncChange') },
    cursor: { type: 'integer', description: 'Pass as `since` on the next pull' },
    hasMore: { type: 'boolean' },
  }),
  SyncPushResult: object(
    { id: text('The event id sent'), status: { enum: ['applied', 'duplicate', 'superseded', 'rejected'] }, reason: text() },
    ['reason'],
  ),
  SyncPushAnswer: object({
    results: { type: 'array', items: ref('SyncPushResult') },
    cursor: {
      type: 'integer',
      description: 'The seq of the last event this push recorded (0 when none); once a pull reaches it, the pulled state includes these intents',
    },
  }),
  Error: object(
    {
      message: text('What went wrong, ready to show'),
      errors: object(
        {
          name: text('Stable error name: ValidationError, UnauthorizedError, TokenExpiredError, ForbiddenError, NotFoundError, ConflictError, ...'),
          fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'Per-field messages of a ValidationError' },
        },
        ['fields'],
      ),
    },
    ['errors'],
  ),
};
