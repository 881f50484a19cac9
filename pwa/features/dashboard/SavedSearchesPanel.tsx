/**
 * My Dashboard → Saved Searches: each saved search with its name, its filters in words, how often it
 * alerts and how many listings newly match it; open, edit, pause and delete, all through the outbox.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import type { SavedSearch } from '../../../contract/savedSearches.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Icon } from '../../components/Icon.tsx';
import { EmptyState, Notice } from '../../components/Notice.tsx';
import { formatIndianNumber } from '../../lib/format.ts';
import { describeSearch, searchHrefOf } from '../savedSearches/savedSearchSummary.ts';
import { markMatchesSeen, savedSearchesQuery, writeSavedSearch } from '../../data/savedSearches.ts';
import { withMessages } from '../../i18n/i18n.ts';
import { useLocale, useT, type Translate } from '../../i18n/useT.tsx';
import type { MessageId } from '../../i18n/messages/en.ts';
import { useFailureMessage } from '../../lib/formMessages.ts';
import { bestEffort } from '../../lib/bestEffort.ts';

const SaveSearchDialog = lazy(withMessages('account', () => import('../savedSearches/SaveSearchDialog.tsx')));

const frequencyText: Record<SavedSearch['alert'], MessageId> = {
  instant: 'savedSearches.instant',
  daily: 'savedSearches.daily',
  weekly: 'savedSearches.weekly',
  off: 'savedSearches.off',
};

/** How a search alerts: 'Daily digest by e-mail and push', 'Alerts paused'. */
export function alertText(t: Translate, search: SavedSearch): string {
  if (search.paused) return t('savedSearches.paused');
  if (search.alert === 'off' || search.channels.length === 0) return t(frequencyText[search.alert]);
  // The channels in their order: 'by e-mail and push', 'by push and e-mail'.
  const by = search.channels.map((channel) => (channel === 'email' ? 'Email' : 'Push')).join('');
  return t('savedSearches.alertBy', { frequency: t(frequencyText[search.alert]), by });
}

function SavedSearchRow({
  search,
  userId,
  onEdit,
  onDelete,
}: {
  search: SavedSearch;
  userId: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const t = useT();
  const locale = useLocale();
  const headingId = `saved-search-${search._id}`;

  const setPaused = async (paused: boolean) => {
    setBusy(true);
    await writeSavedSearch(
      queryClient,
      userId,
      'savedSearch.update',
      { savedSearchId: search._id, paused },
      paused ? t('savedSearches.paused') : t('savedSearches.resumed'),
      t,
    );
    setBusy(false);
  };

  // Opening a search is looking at its new matches: the server marks them seen.
  const markSeen = () => {
    if (search.newCount === 0) return;
    void bestEffort('the matches stay marked new until the next opening', markMatchesSeen(queryClient, search._id));
  };

  return (
    <li
      className="card flex flex-col gap-4 p-5 sm:flex-row sm:items-start sm:justify-between"
      aria-labelledby={headingId}
      data-testid="saved-search"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="truncate text-base font-bold text-brand-900">
            {search.name}
          </h3>
          {search.newCount > 0 && (
            <span className="rounded-full bg-accent-400 px-2.5 py-0.5 text-xs font-bold text-ink" data-testid="saved-search-new">
              {t('savedSearches.new', { count: formatIndianNumber(search.newCount) })}
            </span>
          )}
        </div>
        <p className="mt-1 text-sm text-ink-soft">{describeSearch(search.query, { t, locale })}</p>
        <p
          className={`mt-2 flex items-center gap-1.5 text-xs font-semibold ${search.paused || search.alert === 'off' ? 'text-ink-muted' : 'text-brand-700'}`}
        >
          <Icon name={search.paused ? 'clock' : 'mail'} className="h-3.5 w-3.5" />
          {alertText(t, search)}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link
          href={searchHrefOf(search.query)}
          onClick={markSeen}
          aria-label={`${t('savedSearches.open')}: ${search.name}`}
          className="btn-primary !px-3 !py-2 text-sm"
        >
          <Icon name="search" className="h-4 w-4" />
          {t('savedSearches.open')}
        </Link>
        <button
          type="button"
          className="btn-outline !px-3 !py-2 text-sm"
          aria-label={`${t('savedSearches.edit')}: ${search.name}`}
          onClick={onEdit}
        >
          <Icon name="edit" className="h-4 w-4" />
          {t('savedSearches.edit')}
        </button>
        <button
          type="button"
          className="btn-outline !px-3 !py-2 text-sm"
          aria-label={`${search.paused ? t('savedSearches.resume') : t('savedSearches.pause')}: ${search.name}`}
          disabled={busy}
          onClick={() => void setPaused(!search.paused)}
        >
          <Icon name={search.paused ? 'refresh' : 'clock'} className="h-4 w-4" />
          {search.paused ? t('savedSearches.resume') : t('savedSearches.pause')}
        </button>
        <button
          type="button"
          className="btn-outline !px-3 !py-2 text-sm text-rose-700 hover:border-rose-300"
          aria-label={`${t('savedSearches.delete')}: ${search.name}`}
          onClick={onDelete}
        >
          <Icon name="trash" className="h-4 w-4" />
          {t('savedSearches.delete')}
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
  const t = useT();
  const describeFailure = useFailureMessage();
  const searches = query.data ?? [];

  const remove = async () => {
    if (!deleting) return;
    setPending(true);
    await writeSavedSearch(queryClient, userId, 'savedSearch.delete', { savedSearchId: deleting._id }, t('savedSearches.deleted'), t);
    setPending(false);
    setDeleting(null);
  };

  return (
    <section aria-labelledby="saved-searches-heading" className={className}>
      <h2 id="saved-searches-heading" className="text-xl font-bold text-brand-900">
        {query.isPending || (query.isError && searches.length === 0)
          ? t('savedSearches.title')
          : t('savedSearches.titleCount', { count: searches.length })}
      </h2>
      <div className="mt-5">
        {query.isPending ? (
          <div role="status" className="space-y-3">
            <span className="sr-only">{t('savedSearches.loading')}</span>
            <div className="skeleton h-24 w-full" />
            <div className="skeleton h-24 w-full" />
          </div>
        ) : query.isError && searches.length === 0 ? (
          <Notice tone="error" title={t('savedSearches.failed')}>
            {describeFailure(query.error, t('savedSearches.failed')) !== t('savedSearches.failed') && (
              <p>{describeFailure(query.error, t('savedSearches.failed'))}</p>
            )}
            <button type="button" className="focus-ring rounded font-semibold underline" onClick={() => void query.refetch()}>
              {t('dashboard.tryAgain')}
            </button>
          </Notice>
        ) : searches.length === 0 ? (
          <EmptyState
            iconColors="bg-brand-50 text-brand-700"
            titleAs="p"
            title={t('savedSearches.empty')}
            hint={t('savedSearches.emptyHint')}
          >
            <Link href="/search" className="btn-primary">
              {t('savedSearches.searchProperties')}
            </Link>
          </EmptyState>
        ) : (
          <ul className="space-y-3">
            {searches.map((search) => (
              <SavedSearchRow
                key={search._id}
                search={search}
                userId={userId}
                onEdit={() => setEditing(search)}
                onDelete={() => setDeleting(search)}
              />
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
        title={t('savedSearches.confirmDelete')}
        pending={pending}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      >
        {deleting && <p>{t('savedSearches.confirmDeleteText', { name: deleting.name })}</p>}
      </ConfirmDialog>
    </section>
  );
}
