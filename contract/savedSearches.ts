/**
 * Saved searches, their alerts, notification settings and web push subscriptions: the request
 * bodies and answers both sides use. A saved search's `query` is the object GET /properties/search
 * takes, checked by that same schema, so a bad filter is refused with the search's own message.
 */
import * as v from 'valibot';
import { ANY_CONTROL, oneLine } from './fields.ts';
import { SearchQuery } from './search.ts';

export const alertFrequencies = ['instant', 'daily', 'weekly', 'off'] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];
export const alertChannels = ['email', 'push'] as const;
export type AlertChannel = (typeof alertChannels)[number];

/** At most this many saved searches per user. */
export const MAX_SAVED_SEARCHES = 20;
export const SAVED_SEARCH_LIMIT_MESSAGE = `You can save at most ${MAX_SAVED_SEARCHES} searches. Delete one to save another.`;

/** The query fields a saved search keeps: every filter and the sort, not the page it was on. */
const storedQueryKeys = Object.keys(SearchQuery.entries).filter((key) => key !== 'page' && key !== 'limit');

/**
 * A search query as GET /properties/search reads it from a URL: numbers may be sent as numbers in
 * JSON and are read as their text. Answers the query as text values (what a URL carries), checked.
 */
export const SavedSearchQuery = v.pipe(
  v.custom<Record<string, unknown>>(
    (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
    'Query must be an object of search filters',
  ),
  v.transform((input) =>
    Object.fromEntries(
      Object.entries(input)
        .filter(([key, value]) => storedQueryKeys.includes(key) && value !== undefined && value !== null && value !== '')
        .map(([key, value]) => [key, typeof value === 'number' ? String(value) : value]),
    ),
  ),
  // The same schema as the search route, so the same messages.
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const result = v.safeParse(SearchQuery, dataset.value);
    if (!result.success) for (const issue of result.issues) addIssue({ message: issue.message, path: issue.path });
  }),
  v.transform((query) => query as Record<string, string>),
);

const name = v.pipe(
  v.string('Name is required'),
  v.trim(),
  v.nonEmpty('Name is required'),
  v.maxLength(80, 'Name must be at most 80 characters long'),
  oneLine('Name'),
  v.check((text) => !ANY_CONTROL.test(text), 'Name must not contain control characters'),
);
const alert = v.picklist(alertFrequencies, 'Alert must be one of instant, daily, weekly, off');
const channels = v.pipe(
  v.array(v.picklist(alertChannels, 'Channels must be email and/or push'), 'Channels must be a list'),
  v.maxLength(2, 'Channels must be email and/or push'),
  v.transform((list) => [...new Set(list)]),
);

/** Body of POST /saved-searches. */
export const SavedSearchBody = v.object({
  name,
  query: SavedSearchQuery,
  alert: v.optional(alert, 'instant'),
  channels: v.optional(channels, ['email']),
});
export type SavedSearchBody = v.InferOutput<typeof SavedSearchBody>;

/** Body of PATCH /saved-searches/:id: any of the fields; `paused` stops its alerts and keeps the frequency. */
export const SavedSearchPatchBody = v.object({
  name: v.optional(name),
  query: v.optional(SavedSearchQuery),
  alert: v.optional(alert),
  channels: v.optional(channels),
  paused: v.optional(v.boolean('paused must be true or false')),
});
export type SavedSearchPatchBody = v.InferOutput<typeof SavedSearchPatchBody>;

const isoDate = v.pipe(v.string(), v.isoTimestamp());

export const SavedSearch = v.object({
  _id: v.string(),
  name: v.string(),
  query: v.record(v.string(), v.string()),
  alert: v.picklist(alertFrequencies),
  channels: v.array(v.picklist(alertChannels)),
  paused: v.boolean(),
  newCount: v.pipe(v.number(), v.integer(), v.description('Listings that newly matched since the user last looked')),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type SavedSearch = v.InferOutput<typeof SavedSearch>;

/** 'New since your last visit': how many listings newly matched the user's saved searches, and which. */
export const NewSinceVisit = v.object({
  count: v.pipe(v.number(), v.integer()),
  propertyIds: v.array(v.string()),
  since: v.nullable(isoDate),
});
export type NewSinceVisit = v.InferOutput<typeof NewSinceVisit>;

/** Query of /unsubscribe: the signed token from the e-mail. */
export const UnsubscribeQuery = v.object({ token: v.pipe(v.string('token is required'), v.minLength(10), v.maxLength(400)) });
