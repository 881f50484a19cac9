import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { browseCategories, transactionTypes, type BrowseCategory } from '../../../contract/catalog.ts';
import { Icon } from '../../components/Icon.tsx';
import { NotSavedOffline } from '../../components/NotSavedOffline.tsx';
import { EmptyState, Notice } from '../../components/Notice.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PropertyCardSkeleton, PropertyGridSkeleton, PropertyList } from '../../components/PropertyCard.tsx';
import { formatTotal } from '../../lib/format.ts';
import { subCategoryLabel, purposeLabel } from '../../lib/labels.ts';
import { Message, useT } from '../../i18n/useT.tsx';
import { propertyPagesQuery } from '../../data/properties.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { useErrorToast } from '../../lib/useErrorToast.ts';
import { isNotSavedOffline } from '../../data/networkFirst.ts';
import {
  chooseCategory,
  choosePurpose,
  listingHref,
  listingSorts,
  listingSearchParams,
  readListingFilter,
  subCategoryOptions,
  type ListingFilter,
  type ListingPath,
  type ListingSort,
} from './listingFilter.ts';
import { BudgetFields } from '../search/BudgetFields.tsx';
import { ResultsView } from '../maps/ResultsView.tsx';
import { boxParams, readResultsPlace } from '../maps/resultsView.ts';
import { withResultsPlace } from '../maps/resultsHref.ts';
import { SortMenu } from '../search/SortMenu.tsx';

const SKELETON_COUNT = 10;

function FilterRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
      <span className="w-28 shrink-0 text-xs font-bold uppercase tracking-wider text-ink-muted" aria-hidden="true">
        {label}
      </span>
      <div role="group" aria-label={label} className="flex flex-wrap gap-2">
        {children}
      </div>
    </div>
  );
}

/** The cards show their hearts when given a change handler; the listing has nothing more to do on a change. */
const showHearts = () => {};

/** /residential and /commercial: one screen, the heading and default type come from the path. */
export function ListingScreen({ path }: { path: ListingPath }) {
  const [, navigate] = useLocation();
  const search = useSearch();
  const filter = readListingFilter(path, search);
  const place = readResultsPlace(search);
  const searchParams = { ...listingSearchParams(filter), ...boxParams(place) };
  const t = useT();
  // listingHeading is the English one (the route table's head says it too).
  const heading = path === '/commercial' ? t('listing.commercial.heading') : t('listing.residential.heading');
  const categoryLabels: Record<BrowseCategory, string> = {
    all: t('listing.all'),
    residential: t('catalog.residential'),
    commercial: t('catalog.commercial'),
  };
  useDocumentTitle(heading);

  const query = useInfiniteQuery(propertyPagesQuery(searchParams));
  const properties = useMemo(() => query.data?.pages.flatMap((page) => page.data) ?? [], [query.data]);
  const meta = query.data?.pages[0]?.meta;
  const offline = isNotSavedOffline(query.error);
  useErrorToast(query.isError && !offline, t('listing.fetchError'), `listing-${path}`);

  const go = (next: ListingFilter) => navigate(withResultsPlace(listingHref(path, next), place));

  return (
    <>
      <PageHeader
        title={heading}
        crumb={path === '/commercial' ? t('catalog.commercial') : t('catalog.residential')}
        intro={path === '/commercial' ? t('listing.commercial.intro') : t('listing.residential.intro')}
      />

      <div className="container-page py-10">
        <div className="card space-y-4 p-5">
          <FilterRow label={t('listing.category')}>
            {browseCategories.map((category) => (
              <button
                key={category}
                type="button"
                aria-pressed={filter.category === category}
                onClick={() => go(chooseCategory(filter, category))}
                className={filter.category === category ? 'chip-on' : 'chip-off'}
              >
                {categoryLabels[category]}
              </button>
            ))}
          </FilterRow>
          <FilterRow label={t('listing.subCategory')}>
            {['all', ...subCategoryOptions(filter.category)].map((sub) => (
              <button
                key={sub}
                type="button"
                aria-pressed={filter.subCategory === sub}
                onClick={() => go({ ...filter, subCategory: sub })}
                className={filter.subCategory === sub ? 'chip-on' : 'chip-off'}
              >
                {sub === 'all' ? t('listing.all') : subCategoryLabel(t, sub)}
              </button>
            ))}
          </FilterRow>
          <FilterRow label={t('listing.purpose')}>
            {(['any', ...transactionTypes] as const).map((purpose) => (
              <button
                key={purpose}
                type="button"
                aria-pressed={filter.purpose === purpose}
                onClick={() => go(choosePurpose(filter, purpose))}
                className={filter.purpose === purpose ? 'chip-on' : 'chip-off'}
              >
                {purpose === 'any' ? t('listing.buyOrRent') : purposeLabel(t, purpose)}
              </button>
            ))}
          </FilterRow>
          <FilterRow label={filter.purpose === 'Rent' ? t('budget.rentLegend') : t('budget.legend')}>
            <BudgetFields
              purpose={filter.purpose}
              budget={filter}
              onChange={(budget) => go({ ...filter, ...budget })}
              className="grid w-full grid-cols-2 gap-3 sm:w-96"
            />
          </FilterRow>
        </div>

        <div className="mb-5 mt-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-soft" aria-live="polite">
            {meta && (
              <Message
                id={filter.category === 'all' ? 'listing.countAll' : 'listing.count'}
                values={{ total: formatTotal(meta), count: meta.total }}
                components={{ 0: <span className="font-bold text-ink" /> }}
              />
            )}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <ResultsView />
            <SortMenu value={filter.sort} options={listingSorts} onChange={(sort) => go({ ...filter, sort: sort as ListingSort })} />
          </div>
        </div>

        {place.view === 'map' ? (
          <ResultsView params={searchParams} />
        ) : query.isPending ? (
          <PropertyGridSkeleton count={SKELETON_COUNT} />
        ) : offline && properties.length === 0 ? (
          <NotSavedOffline />
        ) : query.isError && properties.length === 0 ? (
          <Notice tone="error" title={t('listing.error.title')}>
            {t('listing.error.text')}{' '}
            <button type="button" className="focus-ring rounded font-semibold underline" onClick={() => void query.refetch()}>
              {t('listing.tryAgain')}
            </button>
          </Notice>
        ) : properties.length === 0 ? (
          <EmptyState title={t('listing.empty.title')} hint={t('listing.empty.hint')} />
        ) : (
          <>
            <PropertyList properties={properties} onFavoriteChange={showHearts} label={heading} headingLevel={2} />
            {query.isFetchingNextPage && (
              <div className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
                {Array.from({ length: 3 }, (_, index) => (
                  <PropertyCardSkeleton key={index} />
                ))}
              </div>
            )}
            {query.isFetchNextPageError && (
              <div className="mt-6">
                <Notice tone="error" title={t('listing.error.title')}>
                  {t('listing.nextPageError')}
                </Notice>
              </div>
            )}
            <div className="mt-10 flex flex-col items-center gap-2">
              {query.hasNextPage ? (
                <button
                  type="button"
                  className="btn-outline !px-8"
                  disabled={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                >
                  {query.isFetchingNextPage ? t('listing.loading') : t('listing.loadMore')}
                  {!query.isFetchingNextPage && <Icon name="chevronDown" className="h-4 w-4" />}
                </button>
              ) : (
                <p className="text-sm text-ink-muted">{t('listing.seenAll', { count: properties.length })}</p>
              )}
            </div>
          </>
        )}
      </div>
    </>
  );
}
