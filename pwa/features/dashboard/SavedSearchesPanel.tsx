/**
 * My Dashboard → Saved Searches: each saved search with its name, its filters in words, how often it
 * alerts and how many listings newly match it; open, edit, pause and delete, all through the outbox.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import type { SavedSearch } from '../../../contract/index.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Notice } from '../../components/Notice.tsx';
import { errorMessage, propertyClient } from '../../lib/http.ts';
import { formatIndianNumber } from '../../lib/format.ts';
import { describeSearch, searchHrefOf } from '../savedSearches/savedSearchSummary.ts';
import { SAVED_SEARCHES_FAILED, savedSearchesQuery, savedSearchKeys, writeSavedSearch } from '../savedSearches/savedSearches.ts';

const SaveSearchDialog = lazy(() => import('../savedSearches/SaveSearchDialog.tsx'));

const frequencyText: Record<SavedSearch['alert'], string> = {
  instant: 'Instant alerts',
  daily: 'Daily digest',
  weekly: 'Weekly digest',
  off: 'No alerts',
};
const channelText = (channels: SavedSearch['channels']) =>
  channels.length === 0 ? '' : ` by ${channels.map((channel) => (channel === 'email' ? 'e-mail' : 'push')).join(' and ')}`;

export function alertText(search: SavedSearch): string {
  if (search.paused) return 'Alerts paused';
  return search.alert === 'off' ? frequencyText.off : `${frequencyText[search.alert]}${channelText(search.channels)}`;
}

function SavedSearchRow({ search, userId, onEdit, onDelete }: { search: SavedSearch; userId: string; onEdit: () => void; onDelete: () => void }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const headingId = `saved-search-${search._id}`;

  const setPaused = async (paused: boolean) => {
    setBusy(true);
    await writeSavedSearch(queryClient, userId, 'savedSearch.update', { savedSearchId: search._id, paused }, paused ? 'Alerts paused' : 'Alerts resumed');
    setBusy(false);
  };

  // Opening a search is looking at its new matches: the server marks them seen.
  const markSeen = () => {
    if (search.newCount === 0) return;
    void propertyClient
      .get(`saved-searches/${search._id}/new`)
      .then(() => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }))
      .catch(() => undefined);
  };

  return (
    <li className="card flex flex-col gap-4 p-5 sm:flex-row sm:items-start sm:justify-between" aria-labelledby={headingId} data-testid="saved-search">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="truncate text-base font-bold text-brand-900">
            {search.name}
          </h3>
          {search.newCount > 0 && (
            <span className="rounded-full bg-accent-400 px-2.5 py-0.5 text-xs font-bold text-ink" data-testid="saved-search-new">
              {formatIndianNumber(search.newCount)} new
            </span>
          )}
        </div>
        <p className="mt-1 text-sm text-ink-soft">{describeSearch(search.query)}</p>
        <p className={`mt-2 flex items-center gap-1.5 text-xs font-semibold ${search.paused || search.alert === 'off' ? 'text-ink-muted' : 'text-brand-700'}`}>
          <Icon name={search.paused ? 'clock' : 'mail'} className="h-3.5 w-3.5" />
          {alertText(search)}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link href={searchHrefOf(search.query)} onClick={markSeen} aria-label={`Open: ${search.name}`} className="btn-primary !px-3 !py-2 text-sm">
          <Icon name="search" className="h-4 w-4" />
          Open
        </Link>
        <button type="button" className="btn-outline !px-3 !py-2 text-sm" aria-label={`Edit: ${search.name}`} onClick={onEdit}>
          <Icon name="edit" className="h-4 w-4" />
          Edit
        </button>
        <button
          type="button"
          className="btn-outline !px-3 !py-2 text-sm"
          aria-label={`${search.paused ? 'Resume' : 'Pause'}: ${search.name}`}
          disabled={busy}
          onClick={() => void setPaused(!search.paused)}
        >
          <Icon name={search.paused ? 'refresh' : 'clock'} className="h-4 w-4" />
          {search.paused ? 'Resume' : 'Pause'}
        </button>
        <button type="button" className="btn-outline !px-3 !py-2 text-sm text-rose-700 hover:border-rose-300" aria-label={`Delete: ${search.name}`} onClick={onDelete}>
          <Icon name="trash" className="h-4 w-4" />
          Delete
        </button>
      </div>
    </li>
  );
}

export function SavedSearchesPanel({ userId, className = '' }: { userId: string; className?: string }) {
  const queryClient = useQueryClient();
  const query = useQuery(savedSearchesQuery());
  const [editing, setEditing] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const [pending, setPending] = useState(false);
  const searches = query.data ?? [];

  const remove = async () => {
    if (!deleting) return;
    setPending(true);
    await writeSavedSearch(queryClient, userId, 'savedSearch.delete', { savedSearchId: deleting._id }, 'Saved search deleted');
    setPending(false);
    setDeleting(null);
  };

  return (
    <section aria-labelledby="saved-searches-heading" className={className}>
      <h2 id="saved-searches-heading" className="text-xl font-bold text-brand-900">
        Saved Searches{query.isPending || (query.isError && searches.length === 0) ? '' : ` (${searches.length})`}
      </h2>
      <div className="mt-5">
        {query.isPending ? (
          <div role="status" className="space-y-3">
            <span className="sr-only">Loading saved searches…</span>
            <div className="skeleton h-24 w-full" />
            <div className="skeleton h-24 w-full" />
          </div>
        ) : query.isError && searches.length === 0 ? (
          <Notice tone="error" title={SAVED_SEARCHES_FAILED}>
            {errorMessage(query.error, SAVED_SEARCHES_FAILED) !== SAVED_SEARCHES_FAILED && <p>{errorMessage(query.error, SAVED_SEARCHES_FAILED)}</p>}
            <button type="button" className="focus-ring rounded font-semibold underline" onClick={() => void query.refetch()}>
              Try again
            </button>
          </Notice>
        ) : searches.length === 0 ? (
          <div className="card flex flex-col items-center px-6 py-10 text-center">
            <span className="grid h-14 w-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
              <Icon name="search" className="h-7 w-7" />
            </span>
            <p className="mt-4 text-lg font-bold text-brand-900">You have no saved searches yet.</p>
            <p className="mt-2 max-w-md text-ink-soft">Search with your filters and press ‘Save this search’ to hear when a new listing matches.</p>
            <Link href="/search" className="btn-primary mt-6">
              Search Properties
            </Link>
          </div>
        ) : (
          <ul className="space-y-3">
            {searches.map((search) => (
              <SavedSearchRow key={search._id} search={search} userId={userId} onEdit={() => setEditing(search)} onDelete={() => setDeleting(search)} />
            ))}
          </ul>
        )}
      </div>
      {editing && (
        <Suspense fallback={null}>
          <SaveSearchDialog open onClose={() => setEditing(null)} userId={userId} query={editing.query} existing={editing} />
        </Suspense>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this saved search?"
        pending={pending}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      >
        {deleting && <p>‘{deleting.name}’ and its alerts will be removed.</p>}
      </ConfirmDialog>
    </section>
  );
}
