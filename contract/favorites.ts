/** Saved properties (favourites): the answers of the heart and the saved list. */
import * as v from 'valibot';
import { described, isoDate } from './fields.ts';
import { Property } from './properties.ts';

/** One of the caller's saved properties (GET /favorites), with when it was saved. */
export const SavedProperty = v.object({ ...Property.entries, savedAt: isoDate('When the caller saved it') });
export type SavedProperty = v.InferOutput<typeof SavedProperty>;

export const FavoriteFlag = v.object({ favorite: described(v.boolean(), 'Whether the caller now saves the listing') });
export type FavoriteFlag = v.InferOutput<typeof FavoriteFlag>;

export const FavoriteState = v.object({ propertyId: v.string(), favorite: v.boolean() });
export type FavoriteState = v.InferOutput<typeof FavoriteState>;
