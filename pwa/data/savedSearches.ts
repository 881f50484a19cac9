/**
 * The signed-in user's saved searches: read network first and kept on the device (so the dashboard
 * shows them offline), and written through the outbox like favourites: a save, edit, pause or
 * delete shows at once, goes out at once when online and on the reconnect when not.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import toast from '../lib/toast.ts';
import type { Envelope } from '../../contract/answers.ts';
import type { MutationArgs } from '../../contract/mutations.ts';
import type { NewSinceVisit, SavedSearch } from '../../contract/savedSearches.ts';
import { ApiError } from '../lib/apiError.ts';
import { api } from './api.ts';
import { loadDevice } from './device/load.ts';
import { networkFirst } from './networkFirst.ts';
import { saveMutation } from './sender.ts';
import { failureIn } from '../lib/formMessages.ts';
import type { Translate } from '../i18n/useT.tsx';
import { bestEffort } from '../lib/bestEffort.ts';

export const savedSearchKeys = {
  all: ['saved-searches'] as const,
  newSinceVisit: ['saved-searches', 'new-since-visit'] as const,
};

type SavedSearchWrite = 'savedSearch.create' | 'savedSearch.update' | 'savedSearch.delete';

/** GET /saved-searches, network first, kept on the device. */
export function savedSearchesQuery() {
  return queryOptions({
    queryKey: savedSearchKeys.all,
    queryFn: (context) =>
      networkFirst(context, {
        network: () => api.get<Envelope<SavedSearch[]>>('saved-searches', { signal: context.signal }).then((body) => body.data),
        remember: async (device, list, userId) => (userId ? device.rememberSavedSearches(userId, list) : list),
        recall: async (device, userId) => (userId ? device.recallSavedSearches(userId) : undefined),
      }),
  });
}

/** GET /saved-searches/new-since-visit: how many listings newly matched since the previous visit. */
export function newSinceVisitQuery() {
  return queryOptions({
    queryKey: savedSearchKeys.newSinceVisit,
    queryFn: ({ signal }) => api.get<Envelope<NewSinceVisit>>('saved-searches/new-since-visit', { signal }).then((body) => body.data),
    staleTime: 60_000,
  });
}

/** GET /saved-searches/:id/new: opening a search is looking at its new matches, so the server marks them seen. */
export async function markMatchesSeen(queryClient: QueryClient, savedSearchId: string): Promise<void> {
  await api.get(`saved-searches/${encodeURIComponent(savedSearchId)}/new`);
  await queryClient.invalidateQueries({ queryKey: savedSearchKeys.all });
}

export type SavedSearchOutcome = { kind: 'saved' } | { kind: 'queued' } | { kind: 'refused'; reason: string };

/**
 * Sends one saved-search write through the outbox and says so in a toast, in the page's language
 * (`t`): `success` when the server took it, the offline sentence when it waits, the server's reason
 * (the 20-search limit, say; in Gujarati or Hindi its translation, or a general refusal) when
 * refused, in which case the device takes the server's list back. A dialog
 * still open shows the refusal itself (`refusalToast: false`): the page behind it is inert.
 */
export async function writeSavedSearch<T extends SavedSearchWrite>(
  queryClient: QueryClient,
  userId: string,
  type: T,
  args: MutationArgs<T>,
  success: string,
  t: Translate,
  { refusalToast = true }: { refusalToast?: boolean } = {},
): Promise<SavedSearchOutcome> {
  const outcome = await saveMutation(userId, type, args);
  void queryClient.invalidateQueries({ queryKey: savedSearchKeys.all });
  const describeFailure = failureIn(t);
  const refuse = async (reason: string): Promise<SavedSearchOutcome> => {
    await forgetLocal(type, args);
    if (refusalToast) toast.error(reason, { id: 'saved-search-refused' });
    return { kind: 'refused', reason };
  };
  switch (outcome.kind) {
    case 'accepted':
      toast.success(success);
      return { kind: 'saved' };
    case 'queued':
      toast(t('savedSearches.queued'), { id: 'saved-search-queued' });
      return { kind: 'queued' };
    // A later write of the same search stands: nothing to show of this one.
    case 'overruled':
      return { kind: 'saved' };
    case 'failed': {
      const error = outcome.error ?? (outcome.reason ? new ApiError(outcome.reason, { status: 400 }) : null);
      return refuse(describeFailure(error, t('savedSearches.refused')));
    }
  }
}

/** A refused creation leaves nothing behind on the device; other refusals are corrected by the next read. */
async function forgetLocal<T extends SavedSearchWrite>(type: T, args: MutationArgs<T>): Promise<void> {
  if (type !== 'savedSearch.create') return;
  const device = await bestEffort('no device store: nothing was kept', loadDevice(), null);
  if (!device) return;
  const { savedSearchId } = args as MutationArgs<'savedSearch.create'>;
  await bestEffort('the next read corrects the device', device.forgetSavedSearch(savedSearchId));
}
