/**
 * The user's writes as typed mutations: `{ id, type, args, clientTime }`, one variant per type.
 * The PWA records each one on the device in the same IndexedDB transaction as its local effect and
 * sends them with POST /sync; the server applies each id once, through the command registered for
 * its type (api/commands/mutations.ts). Adding a kind of write is one variant here, one command on
 * the server and one local effect on the client (pwa/offline/mutations.ts).
 */
import * as v from 'valibot';
import { FavoriteState } from './favorites.ts';
import { described, wholeNumber } from './fields.ts';
import { Project } from './projects.ts';
import { Property } from './properties.ts';
import { EnquiryArgs } from './enquiries.ts';
import { QuickAddArgs } from './buyers.ts';
import { LogOutcomeArgs } from './today.ts';
import { CheckInArgs } from './visits.ts';
import { OwnerListingArgs } from './ownerListings.ts';
import { SavedSearchBody, SavedSearchPatchBody } from './savedSearches.ts';

/** POST /sync takes at most this many mutations a batch. */
export const MUTATION_BATCH = 500;

const isJsonObject = (input: unknown): input is Record<string, unknown> =>
  typeof input === 'object' && input !== null && !Array.isArray(input);

/** A request body that must be a JSON object: an array (however deep) or a scalar is refused whole. */
function objectBody<const E extends v.ObjectEntries>(entries: E) {
  return v.pipe(v.custom<Record<string, unknown>>(isJsonObject, 'The request body must be a JSON object'), v.object(entries));
}

const mutationId = v.pipe(v.string('Mutation id is required'), v.uuid('Mutation id must be a UUID'));
const clientTime = v.pipe(v.string('clientTime is required'), v.isoTimestamp('clientTime must be an ISO timestamp'));

/** Saves (true) or unsaves (false) a property for the caller: the desired state, so a replay is harmless. */
export const FavoriteSetArgs = v.object({
  propertyId: v.pipe(v.string('Property id is required'), v.maxLength(64)),
  favorite: v.boolean('favorite must be true or false'),
});

const savedSearchId = v.pipe(v.string('Saved search id is required'), v.uuid('Saved search id must be a UUID'));

/** Saves a search under an id the device made (so the device can show, edit and delete it at once). */
export const SavedSearchCreateArgs = v.object({ savedSearchId, ...SavedSearchBody.entries });
/** Edits the fields sent. */
export const SavedSearchUpdateArgs = v.object({ savedSearchId, ...SavedSearchPatchBody.entries });
export const SavedSearchDeleteArgs = v.object({ savedSearchId });

/** Every mutation the app can queue, told apart by `type`. */
export const Mutation = v.variant(
  'type',
  [
    v.object({ id: mutationId, type: v.literal('favorite.set'), args: FavoriteSetArgs, clientTime }),
    // An enquiry made on the device; its mutation id is the enquiry's id, so a replay creates nothing.
    v.object({ id: mutationId, type: v.literal('enquiry.create'), args: EnquiryArgs, clientTime }),
    v.object({ id: mutationId, type: v.literal('savedSearch.create'), args: SavedSearchCreateArgs, clientTime }),
    v.object({ id: mutationId, type: v.literal('savedSearch.update'), args: SavedSearchUpdateArgs, clientTime }),
    v.object({ id: mutationId, type: v.literal('savedSearch.delete'), args: SavedSearchDeleteArgs, clientTime }),
    // An advisor's walk-in or phone call; its mutation id is the lead's id, so a replay adds nothing.
    v.object({ id: mutationId, type: v.literal('lead.quickAdd'), args: QuickAddArgs, clientTime }),
    // How a call about a lead went, logged on the phone; its id is the contact's, so a replay logs nothing new.
    v.object({ id: mutationId, type: v.literal('lead.logOutcome'), args: LogOutcomeArgs, clientTime }),
    // The advisor met the buyer at the site, checked on the phone with no signal; once per visit.
    v.object({ id: mutationId, type: v.literal('visit.checkIn'), args: CheckInArgs, clientTime }),
    // An owner's offer of a property; its mutation id is the seller lead's id, so a replay adds nothing.
    v.object({ id: mutationId, type: v.literal('ownerListing.create'), args: OwnerListingArgs, clientTime }),
  ],
  'Unknown mutation type',
);
export type Mutation = v.InferOutput<typeof Mutation>;
export type MutationType = Mutation['type'];
export type MutationOf<T extends MutationType> = Extract<Mutation, { type: T }>;
export type MutationArgs<T extends MutationType> = MutationOf<T>['args'];

/**
 * The favourite events of the first offline outbox (`{ id, type: 'favorite.set', propertyId,
 * favorite, occurredAt }`), still taken by POST /sync from devices that queued them before the
 * update; each is read as the mutation it stands for.
 */
export const LegacyFavoriteEvent = v.pipe(
  v.object({
    id: v.pipe(v.string('Event id is required'), v.uuid('Event id must be a UUID')),
    type: v.literal('favorite.set', 'Only favorite.set events can be synced'),
    propertyId: FavoriteSetArgs.entries.propertyId,
    favorite: FavoriteSetArgs.entries.favorite,
    occurredAt: v.pipe(v.string('occurredAt is required'), v.isoTimestamp('occurredAt must be an ISO timestamp')),
  }),
  v.transform((event): Mutation => ({
    id: event.id,
    type: 'favorite.set',
    args: { propertyId: event.propertyId, favorite: event.favorite },
    clientTime: event.occurredAt,
  })),
);

const batch = <S extends v.GenericSchema>(item: S, name: string) =>
  v.pipe(v.array(item, `${name} must be a list`), v.maxLength(MUTATION_BATCH, `At most ${MUTATION_BATCH} ${name} a batch`));

/**
 * Body of POST /sync: `{ mutations, sentAt }`. `sentAt` is the device clock when the batch left it:
 * the server compares it with its own clock to see how far the device's clock is off (see the clock
 * rule in api/commands/mutationRunner.ts). Optional for devices that queued before it existed.
 */
export const MutationPushBody = objectBody({
  mutations: batch(Mutation, 'mutations'),
  sentAt: v.optional(v.pipe(v.string('sentAt must be an ISO timestamp'), v.isoTimestamp('sentAt must be an ISO timestamp'))),
});

/** The older body of POST /sync: `{ events }` of favourite toggles, read as mutations. */
export const LegacyPushBody = objectBody({ events: batch(LegacyFavoriteEvent, 'events') });

/** Whether a POST /sync body is the older `{ events }` shape. */
export const isLegacyPush = (body: unknown): boolean => isJsonObject(body) && 'events' in body && !('mutations' in body);

/** How the server answered for one mutation. Every answer is final: the device drops the mutation. */
export interface MutationResult {
  id: string;
  /** applied; duplicate (this id was applied before); superseded (a later intent stands); rejected. */
  status: 'applied' | 'duplicate' | 'superseded' | 'rejected';
  reason?: string;
  /** With a rejection by a limit (the reason a 429 would carry): the seconds until the limit allows another. */
  retryAfterSeconds?: number;
}

/** Answer of POST /sync. */
export interface MutationPushAnswer {
  results: MutationResult[];
  /**
   * The seq of the last event this push recorded (0 when none): once a pull's cursor reaches it, the
   * pulled state includes these mutations. Not a cursor to pull from (others' changes may lie before it).
   */
  cursor: number;
}

/** Body of POST /properties/:id/favorite: an empty object (or none) toggles; `{ favorite }` sets that state. */
export const FavoriteBody = objectBody({
  favorite: v.optional(v.boolean('favorite must be true or false')),
});

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
  retryAfterSeconds: v.optional(
    wholeNumber('With a rejection by a limit (the enquiry limits): the seconds until it allows another, as Retry-After says to the form.'),
  ),
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
