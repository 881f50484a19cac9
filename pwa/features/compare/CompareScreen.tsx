/**
 * /compare?ids=a,b,c: up to four properties side by side, a row per fact any of them has, the best
 * value of each row marked. Properties already on the device open offline. On a phone two columns
 * show at a time and the rest are a swipe away; the address can be shared.
 */
import { useQueries } from '@tanstack/react-query';
import { useSyncExternalStore, type CSSProperties } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { Property } from '../../../contract/properties.ts';
import { BrowseLinks } from '../../components/BrowseLinks.tsx';
import { Icon } from '../../components/Icon.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PLACEHOLDER_IMAGE } from '../../components/PropertyCard.tsx';
import { useLocale, useT } from '../../i18n/useT.tsx';
import { formatPrice } from '../../lib/format.ts';
import { ApiError } from '../../lib/apiError.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { isNotSavedOffline, OFFLINE_NOT_SAVED } from '../../data/networkFirst.ts';
import { propertyQuery } from '../../data/properties.ts';
import { compareHref, compareIdsFromSearch } from '../../lib/compareList.ts';
import { bestIn, cellText, compareRowsWith, rowsFor } from './compareRows.ts';
import { useCostRates } from '../../data/costRates.ts';
import { removeCompared } from '../../lib/compareStore.ts';
import { IconTile } from '../../components/IconTile.tsx';

const wide = '(min-width: 768px)';
function useWide(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(wide);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(wide).matches,
    () => true,
  );
}

type Column = { id: string; property?: Property; problem?: string; pending: boolean };

function ColumnHead({ column, onRemove }: { column: Column; onRemove: () => void }) {
  const t = useT();
  const locale = useLocale();
  const { property } = column;
  return (
    <div role="columnheader" className="snap-start border-b border-sand-200 p-3 align-top">
      {property ? (
        <div className="flex flex-col">
          <img
            src={property.thumbnails?.[0] ?? property.images?.[0] ?? PLACEHOLDER_IMAGE}
            alt={property.title}
            width={320}
            height={240}
            className="aspect-[4/3] w-full rounded-xl bg-brand-50 object-cover"
          />
          <h2 className="mt-2 line-clamp-2 text-sm font-bold leading-5 text-ink">
            <Link href={`/property/${property._id}`} className="focus-ring rounded hover:text-brand-700">
              {property.title}
            </Link>
          </h2>
          <p className="mt-1 text-base font-extrabold text-brand-900">{formatPrice(property, { short: true, locale })}</p>
        </div>
      ) : column.pending ? (
        <div aria-hidden="true">
          <div className="skeleton aspect-[4/3] w-full" />
          <div className="skeleton mt-2 h-4 w-3/4" />
        </div>
      ) : (
        <p className="text-sm text-ink-soft">{column.problem}</p>
      )}
      <button
        type="button"
        onClick={onRemove}
        className="focus-ring mt-2 inline-flex items-center gap-1 rounded text-xs font-semibold text-ink-muted hover:text-rose-700"
      >
        <Icon name="close" className="h-3.5 w-3.5" />
        {t('compare.removeColumn')}
        <span className="sr-only">{t('compare.removeWhat', { title: property?.title ?? t('compare.thisProperty') })}</span>
      </button>
    </div>
  );
}

function EmptyCompare() {
  const t = useT();
  return (
    <div className="card mx-auto flex max-w-xl flex-col items-center px-6 py-14 text-center">
      <IconTile name="compare" colors="bg-brand-50 text-brand-700" />
      <p className="mt-4 text-lg font-bold text-brand-900">{t('compare.empty')}</p>
      <p className="mt-2 text-ink-soft">{t('compare.emptyHint')}</p>
      <BrowseLinks className="mt-6" />
    </div>
  );
}

export function CompareScreen() {
  useDocumentTitle({ id: 'head.compare.screenTitle' });
  const t = useT();
  const locale = useLocale();
  const ids = compareIdsFromSearch(useSearch());
  const [, navigate] = useLocation();
  const isWide = useWide();
  const results = useQueries({ queries: ids.map((id) => propertyQuery(id)) });

  const columns: Column[] = ids.map((id, index) => {
    const result = results[index]!;
    const problem = !result.error
      ? undefined
      : isNotSavedOffline(result.error)
        ? OFFLINE_NOT_SAVED
        : result.error instanceof ApiError && result.error.status === 404
          ? t('compare.gone')
          : t('compare.fetchError');
    return { id, property: result.data, problem, pending: result.isPending };
  });
  const properties = columns.flatMap((column) => (column.property ? [column.property] : []));
  const rates = useCostRates();
  const rows = rowsFor(properties, compareRowsWith(rates)).map((row) => ({ row, best: bestIn(row, properties) }));

  const remove = (id: string) => {
    removeCompared(id);
    const rest = ids.filter((other) => other !== id);
    navigate(rest.length > 0 ? compareHref(rest) : '/compare', { replace: true });
  };

  // Phone: two columns fill the width and the others are a swipe away; wider: a label column and every property.
  const grid: CSSProperties = {
    gridTemplateColumns: isWide ? `11rem repeat(${columns.length}, minmax(0, 1fr))` : `repeat(${columns.length}, 50%)`,
  };

  return (
    <>
      <PageHeader title={t('compare.title')} crumb={t('compare.crumb')} intro={t('compare.intro')} />
      <div className="container-page py-8 sm:py-10">
        {columns.length === 0 ? (
          <EmptyCompare />
        ) : (
          <>
            {!isWide && columns.length > 2 && (
              <p className="mb-3 flex items-center gap-1.5 text-sm text-ink-muted">
                <Icon name="arrowRight" className="h-4 w-4" />
                {t('compare.swipe', { count: columns.length })}
              </p>
            )}
            <div className="card overflow-x-auto snap-x snap-mandatory md:overflow-visible" data-testid="compare-scroller">
              <div role="table" aria-label={t('compare.table')} className="grid min-w-full" style={grid}>
                <div role="row" className="contents">
                  {isWide && <div role="columnheader" className="border-b border-sand-200 p-3" aria-label={t('compare.fact')} />}
                  {columns.map((column) => (
                    <ColumnHead key={column.id} column={column} onRemove={() => remove(column.id)} />
                  ))}
                </div>
                {rows.map(({ row, best }) => (
                  <div role="row" key={row.key} className="contents">
                    <div
                      role="rowheader"
                      className="border-t border-sand-200 bg-sand-100 px-3 py-2 text-xs font-bold uppercase tracking-wider text-ink-muted md:bg-transparent md:py-3 md:text-sm md:normal-case md:tracking-normal"
                      style={isWide ? undefined : { gridColumn: '1 / -1' }}
                    >
                      <span className="sticky left-3">{t(row.label)}</span>
                    </div>
                    {columns.map((column) => {
                      const marked = column.property !== undefined && best.has(column.id);
                      return (
                        <div
                          role="cell"
                          key={column.id}
                          data-best={marked || undefined}
                          className={`px-3 py-2.5 text-sm md:border-t md:border-sand-200 md:py-3 ${marked ? 'bg-emerald-50 font-bold text-emerald-900' : 'text-ink'}`}
                        >
                          {column.property ? cellText(row, column.property, { t, locale }) : ''}
                          {marked && (
                            <span className="ml-1.5 inline-flex items-center gap-0.5 rounded-full bg-emerald-600 px-1.5 py-0.5 text-[10px] font-bold uppercase tracking-wider text-white">
                              <Icon name="check" className="h-3 w-3" />
                              {t('compare.best')}
                            </span>
                          )}
                        </div>
                      );
                    })}
                  </div>
                ))}
              </div>
            </div>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link href="/residential" className="btn-outline">
                <Icon name="plus" className="h-4 w-4" />
                {t('compare.addResidential')}
              </Link>
              <Link href="/commercial" className="btn-outline">
                <Icon name="plus" className="h-4 w-4" />
                {t('compare.addCommercial')}
              </Link>
            </div>
          </>
        )}
      </div>
    </>
  );
}
