import { SectionHeading } from '../../components/SectionHeading.tsx';
import { subCategoryLabel } from '../../lib/labels.ts';
import { useT } from '../../i18n/useT.tsx';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useReducer } from 'react';
import { browseCategories, purposes, type BrowseCategory, type Purpose } from '../../../contract/catalog.ts';
import { Icon } from '../../components/Icon.tsx';
import { OnwardLink } from '../../components/OnwardLink.tsx';
import { NotSavedOffline } from '../../components/NotSavedOffline.tsx';
import { PropertyGridSkeleton, PropertyList } from '../../components/PropertyCard.tsx';
import { SearchBox } from '../../components/SearchBox.tsx';
import { Segmented } from '../../components/Segmented.tsx';
import { propertySearchQuery } from '../../data/properties.ts';
import { isNotSavedOffline } from '../../data/networkFirst.ts';
import { BhkFilter, MoreFactFilters } from '../search/FactFilterControls.tsx';
import type { FactFilters } from '../search/factFilters.ts';
import {
  featuredFilterReducer,
  featuredSearchParams,
  featuredSorts,
  featuredTypeOptions,
  featuredViewAllPath,
  FEATURED_LIMIT,
  initialFeaturedFilter,
  isBhkVisible,
  isPurposeVisible,
  type FeaturedSort,
} from './featuredFilter.ts';

/**
 * Home's 'Featured Properties': category, purpose and type filters, the listing facts of the search
 * screen (BHK, then possession, furnishing, carpet area and amenities under 'More filters'), an
 * order, a search box, and the six first matches (newest unless another order is chosen).
 */
export function FeaturedProperties() {
  const [filter, dispatch] = useReducer(featuredFilterReducer, initialFeaturedFilter);
  const params = featuredSearchParams(filter);
  const { data, error, isPending, isError, isFetching, refetch } = useQuery({
    ...propertySearchQuery(params),
    placeholderData: keepPreviousData,
  });
  const types = featuredTypeOptions(filter);
  const properties = data?.data ?? [];
  const t = useT();
  const categoryLabels: Record<BrowseCategory, string> = {
    all: t('listing.all'),
    residential: t('catalog.residential'),
    commercial: t('catalog.commercial'),
  };
  const purposeLabels: Record<Purpose, string> = { buy: t('catalog.buy'), rent: t('catalog.rent') };

  const setFacts = (facts: FactFilters) => dispatch({ kind: 'facts', facts });

  return (
    <section aria-labelledby="featured-heading" className="render-lazily container-page py-20">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <SectionHeading id="featured-heading" eyebrow={t('featured.eyebrow')} className="sm:text-4xl">
            {t('featured.heading')}
          </SectionHeading>
          <p className="mt-3 max-w-2xl text-ink-soft">{t('featured.text')}</p>
        </div>
        <OnwardLink href={featuredViewAllPath(filter)} className="btn-outline self-start md:self-auto">
          {t('featured.viewAll')}
        </OnwardLink>
      </div>

      <div className="card mt-8 space-y-5 p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-3">
          <Segmented
            label={t('listing.category')}
            options={browseCategories}
            value={filter.category}
            labels={categoryLabels}
            onChange={(category) => dispatch({ kind: 'category', category })}
          />
          {isPurposeVisible(filter) && (
            <Segmented
              label={t('listing.purpose')}
              options={purposes}
              value={filter.purpose}
              labels={purposeLabels}
              onChange={(purpose) => dispatch({ kind: 'purpose', purpose })}
            />
          )}
        </div>
        <div role="group" aria-label={t('featured.propertyType')} className="flex flex-wrap gap-2">
          {['all', ...types].map((type) => (
            <button
              key={type}
              type="button"
              aria-pressed={filter.type === type}
              onClick={() => dispatch({ kind: 'type', type })}
              className={filter.type === type ? 'chip-on' : 'chip-off'}
            >
              {type === 'all' ? t('featured.allTypes') : subCategoryLabel(t, type)}
            </button>
          ))}
        </div>
        {isBhkVisible(filter) && <BhkFilter draft={filter.facts} onDraftChange={setFacts} />}
        <MoreFactFilters draft={filter.facts} onDraftChange={setFacts} wide />
        <label className="flex flex-wrap items-center gap-3 border-t border-sand-200 pt-5 text-sm font-bold text-ink">
          {t('sort.label')}
          <select
            className="field !w-auto font-normal"
            value={filter.sort}
            onChange={(event) => dispatch({ kind: 'sort', sort: event.target.value as FeaturedSort })}
          >
            {featuredSorts.map((sort) => (
              <option key={sort} value={sort}>
                {t('sort.option', { sort })}
              </option>
            ))}
          </select>
        </label>
        <SearchBox size="lg" placeholder={t('featured.searchPlaceholder')} />
      </div>

      <div className="mt-10" aria-live="polite" aria-busy={isFetching}>
        {isPending ? (
          <PropertyGridSkeleton count={FEATURED_LIMIT} />
        ) : isNotSavedOffline(error) && properties.length === 0 ? (
          <NotSavedOffline />
        ) : isError && properties.length === 0 ? (
          <div className="card flex flex-col items-center gap-3 p-10 text-center">
            <Icon name="alert" className="h-8 w-8 text-accent-600" />
            <p className="font-semibold text-ink">{t('featured.error')}</p>
            <button type="button" className="btn-outline" onClick={() => void refetch()}>
              <Icon name="refresh" className="h-4 w-4" />
              {t('listing.tryAgain')}
            </button>
          </div>
        ) : properties.length === 0 ? (
          <div className="card p-10 text-center">
            <p className="text-lg font-bold text-brand-900">{t('listing.empty.title')}</p>
            <p className="mt-1 text-ink-soft">{t('featured.empty.hint')}</p>
          </div>
        ) : (
          <div className={`transition-opacity ${isFetching ? 'opacity-60' : ''}`}>
            <PropertyList properties={properties} onFavoriteChange={() => {}} label={t('featured.listLabel')} eagerCount={0} />
          </div>
        )}
      </div>
    </section>
  );
}
