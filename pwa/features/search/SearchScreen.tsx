import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Icon } from '../../components/Icon.tsx';
import { NotSavedOffline } from '../../components/NotSavedOffline.tsx';
import { EmptyState, Notice } from '../../components/Notice.tsx';
import { PropertyGridSkeleton, PropertyList } from '../../components/PropertyCard.tsx';
import { SearchBox } from '../../components/SearchBox.tsx';
import { useT } from '../../i18n/useT.tsx';
import { formatTotal } from '../../lib/format.ts';
import { propertySearchQuery } from '../../data/properties.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { useErrorToast } from '../../lib/useErrorToast.ts';
import { isNotSavedOffline } from '../../data/networkFirst.ts';
import { FilterPanel } from './FilterPanel.tsx';
import { Pagination } from './Pagination.tsx';
import { PurposeTabs } from './PurposeTabs.tsx';
import { SaveSearchButton } from './SaveSearchButton.tsx';
import {
  applyFilters,
  countActiveFilters,
  readSearchState,
  resetSearch,
  searchHref,
  toSearchParams,
  withPurpose,
  withSort,
  type SearchFilters,
  type SearchState,
} from './searchFilters.ts';
import { SortMenu } from './SortMenu.tsx';
import { ResultsView } from '../maps/ResultsView.tsx';
import { boxParams, readResultsPlace } from '../maps/resultsView.ts';
import { withResultsPlace } from '../maps/resultsHref.ts';

const SKELETON_COUNT = 10;
const PANEL_ID = 'search-filters';

/** /search?q=…: the URL holds the applied search; the panel edits a draft until Apply. */
export function SearchScreen() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const applied = readSearchState(search);
  const place = readResultsPlace(search);
  const searchParams = { ...toSearchParams(applied), ...boxParams(place) };
  const [draft, setDraft] = useState<SearchFilters>(applied.filters);
  const [seenSearch, setSeenSearch] = useState(search);
  const [panelOpen, setPanelOpen] = useState(false);

  // Back/forward or a new link changes the applied search: the draft follows it.
  if (seenSearch !== search) {
    setSeenSearch(search);
    setDraft(applied.filters);
  }

  const t = useT();
  const heading = applied.q ? t('searchPage.resultsFor', { q: applied.q }) : t('searchPage.properties');
  useDocumentTitle(applied.q ? { id: 'head.search.query', values: { query: applied.q } } : { id: 'footer.searchProperties' });

  const query = useQuery({ ...propertySearchQuery(searchParams), placeholderData: keepPreviousData });
  const offline = isNotSavedOffline(query.error);
  useErrorToast(query.isError && !offline, t('listing.error.title'), 'search-failed');
  const properties = query.data?.data ?? [];
  const meta = query.data?.meta;
  const pages = meta ? Math.max(1, Math.ceil(meta.total / Math.max(1, meta.limit))) : 1;

  const go = (next: SearchState) => navigate(withResultsPlace(searchHref(next), place));
  const apply = () => {
    go(applyFilters(applied, draft));
    setPanelOpen(false);
  };
  const resetAndSearch = () => {
    const next = resetSearch(applied);
    setDraft(next.filters);
    go(next);
  };
  const activeFilters = countActiveFilters(applied.filters);

  return (
    <div className="container-page py-8 sm:py-10">
      <div className="card flex flex-col gap-4 p-4 sm:p-5">
        <PurposeTabs value={applied.filters.transactionType} onChange={(purpose) => go(withPurpose(applied, purpose))} />
        <SearchBox initial={applied.q} size="lg" onSearch={(q) => go({ ...applied, q, page: 1 })} />
      </div>

      <div className="mt-8 flex flex-col gap-8 lg:flex-row">
        <div className="lg:w-72 lg:shrink-0">
          <button
            type="button"
            className="btn-outline w-full lg:hidden"
            aria-expanded={panelOpen}
            aria-controls={PANEL_ID}
            onClick={() => setPanelOpen((open) => !open)}
          >
            <Icon name="sliders" className="h-4 w-4" />
            {panelOpen ? t('searchPage.hideFilters') : t('searchPage.showFilters')}
            {activeFilters > 0 && (
              <span className="rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-ink">{activeFilters}</span>
            )}
          </button>
          {/* At 1024 px and wider the panel is always shown; below, the button toggles it. */}
          <div className={`${panelOpen ? 'mt-4 block' : 'hidden'} lg:mt-0 lg:block`}>
            <FilterPanel id={PANEL_ID} draft={draft} onDraftChange={setDraft} onApply={apply} />
          </div>
        </div>

        <section className="min-w-0 flex-1" aria-labelledby="results-heading">
          <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <h1 id="results-heading" className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
              {heading}{' '}
              {meta && (
                <span className="text-base font-semibold text-ink-muted" aria-live="polite">
                  {t('searchPage.found', { total: formatTotal(meta) })}
                </span>
              )}
            </h1>
            <div className="flex flex-wrap items-center gap-3">
              <ResultsView />
              <SaveSearchButton />
              <SortMenu value={applied.sort} onChange={(sort) => go(withSort(applied, sort))} />
            </div>
          </div>

          {place.view === 'map' ? (
            <ResultsView params={searchParams} />
          ) : query.isPending ? (
            <PropertyGridSkeleton count={SKELETON_COUNT} columns="narrow" />
          ) : offline && properties.length === 0 ? (
            <NotSavedOffline />
          ) : query.isError && properties.length === 0 ? (
            <Notice tone="error" title={t('listing.error.title')}>
              {t('searchPage.incomplete')}{' '}
              <button type="button" className="focus-ring rounded font-semibold underline" onClick={() => void query.refetch()}>
                {t('listing.tryAgain')}
              </button>
            </Notice>
          ) : properties.length === 0 ? (
            <EmptyState title={t('listing.empty.title')} hint={t('searchPage.empty.hint')}>
              <button type="button" className="btn-primary" onClick={resetAndSearch}>
                {t('searchPage.resetFilters')}
              </button>
            </EmptyState>
          ) : (
            <div className={`transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={query.isFetching}>
              <PropertyList
                properties={properties}
                onFavoriteChange={() => {}}
                label={t('searchPage.results')}
                columns="narrow"
                headingLevel={2}
              />
              <Pagination
                page={applied.page}
                pages={pages}
                onPage={(page) => {
                  go({ ...applied, page });
                  window.scrollTo({ top: 0, behavior: 'smooth' });
                }}
              />
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
