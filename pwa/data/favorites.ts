/**
 * Favourites: the signed-in user's saved list (read network first and kept on the device with its
 * pictures) and a favourite's new flag written into every cached list that shows it.
 */
import { queryOptions, type QueryClient, type QueryFilters } from '@tanstack/react-query';
import type { Envelope } from '../../contract/answers.ts';
import type { SavedProperty } from '../../contract/favorites.ts';
import type { Property } from '../../contract/properties.ts';
import type { PropertyPage } from '../../contract/rendering.ts';
import { warmMedia } from '../offline/mediaWarmup.ts';
import { api } from './api.ts';
import { networkFirst } from './networkFirst.ts';
import { propertyKeys } from './properties.ts';

export const favoriteKeys = { all: ['favorites'] as const };

/** GET /favorites: the user's saved list as the server has it. */
export function fetchSavedList(signal?: AbortSignal): Promise<SavedProperty[]> {
  return api.get<Envelope<SavedProperty[]>>('favorites', { signal }).then((body) => body.data);
}

/**
 * The signed-in user's saved properties (GET /favorites), network first and kept on the device
 * with their pictures, so the dashboard opens offline with text and images.
 */
export function savedPropertiesQuery() {
  return queryOptions({
    queryKey: favoriteKeys.all,
    queryFn: (context) =>
      networkFirst(context, {
        network: () => fetchSavedList(context.signal),
        remember: (device, list, userId) => {
          warmMedia(list.flatMap((property) => [...(property.thumbnails ?? []), ...(property.images ?? [])]));
          return userId ? device.rememberSavedList(userId, list) : Promise.resolve(list);
        },
        recall: (device, userId) => (userId ? device.recallSavedList(userId) : Promise.resolve(undefined)),
      }),
  });
}

/**
 * Writes a property's new favourite flag into every cached list and detail that holds it.
 *
 * A list or detail being fetched at that moment (a refetch on reconnecting, say) was read before the
 * change reached the server, and its answer would put the old flag back: such fetches are cancelled
 * first (each keeps what it showed) and marked stale, to be asked again at the next look, after the
 * change has gone out. Resolves once the cache holds the flag.
 */
export async function applyFavoriteToCache(queryClient: QueryClient, id: string, favorite: boolean): Promise<void> {
  const holders: QueryFilters[] = [
    { queryKey: ['properties', 'search'] },
    { queryKey: ['properties', 'search-pages'] },
    { queryKey: propertyKeys.detail(id), exact: true },
  ];
  const inFlight = holders.filter((filters) => queryClient.isFetching(filters) > 0);
  await Promise.all(inFlight.map((filters) => queryClient.cancelQueries(filters)));
  const mark = (property: Property) => (property._id === id ? { ...property, favorite } : property);
  queryClient.setQueriesData<PropertyPage>({ queryKey: ['properties', 'search'] }, (page) =>
    page ? { ...page, data: page.data.map(mark) } : page,
  );
  queryClient.setQueriesData<{ pages: PropertyPage[]; pageParams: unknown[] }>({ queryKey: ['properties', 'search-pages'] }, (pages) =>
    pages ? { ...pages, pages: pages.pages.map((page) => ({ ...page, data: page.data.map(mark) })) } : pages,
  );
  queryClient.setQueryData<Property>(propertyKeys.detail(id), (property) => (property ? mark(property) : property));
  for (const filters of inFlight) void queryClient.invalidateQueries({ ...filters, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: favoriteKeys.all });
}
