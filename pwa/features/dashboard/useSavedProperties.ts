/**
 * The signed-in user's saved properties (GET /favorites). Every read of that list goes through
 * this hook, so the offline layer can serve it from IndexedDB first without touching the screen.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedProperty } from '../../../contract/favorites.ts';
import { useFailureMessage } from '../../lib/formMessages.ts';
import { favoriteKeys, savedPropertiesQuery } from '../../data/favorites.ts';

export const SAVED_PROPERTIES_FAILED = 'Unable to fetch saved Properties';

// The query (network first, kept on the device for offline use) lives with the other reads in lib.
export { savedPropertiesQuery };

export function useSavedProperties() {
  const failure = useFailureMessage();
  const queryClient = useQueryClient();
  const query = useQuery(savedPropertiesQuery());
  return {
    properties: query.data ?? [],
    isPending: query.isPending,
    isError: query.isError,
    errorMessage: query.isError ? failure(query.error, SAVED_PROPERTIES_FAILED) : null,
    /** What failed, for a screen that says it in its page's language. */
    error: query.error,
    refetch: () => void query.refetch(),
    /** Takes an un-saved property off the list at once (the server has already agreed). */
    forget: (propertyId: string) =>
      queryClient.setQueryData<SavedProperty[]>(favoriteKeys.all, (list) => list?.filter((property) => property._id !== propertyId)),
  };
}
