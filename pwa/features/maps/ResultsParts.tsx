/**
 * The parts of the listing and search screens that come once the page has settled, with the
 * searchMap area's words (pwa/features/maps/ResultsView.tsx): the List / Map switch with the chip of
 * the box "Search this area" set, and the map view, whose map (SearchMap.tsx, with Leaflet) comes
 * only when it is shown.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Icon } from '../../components/Icon.tsx';
import type { PropertySearchParams } from '../../data/properties.ts';
import { useT } from '../../i18n/useT.tsx';
import { withResultsPlace } from './resultsHref.ts';
import { readResultsPlace, type ResultsPlace, type ResultsView } from './resultsView.ts';

const SearchMap = lazy(() => import('./SearchMap.tsx'));

/** The address `path?search` showing `place` instead, its filters kept; a new box searches from the first page. */
export function placeHref(path: string, search: string, place: ResultsPlace): string {
  const params = new URLSearchParams(search);
  if (params.get('bbox') !== place.bbox) params.delete('page');
  params.delete('bbox');
  params.delete('view');
  return withResultsPlace(`${path}?${params}`, place);
}

export type ResultsPartProps = { part: 'switch' } | { part: 'map'; params: PropertySearchParams; place: ReactNode };

export default function ResultsPart(props: ResultsPartProps) {
  const t = useT();
  const [path] = useLocation();
  const search = useSearch();
  const place = readResultsPlace(search);
  if (props.part === 'map')
    return (
      <Suspense fallback={props.place}>
        <SearchMap params={props.params} areaHref={(bbox) => placeHref(path, search, { view: 'map', bbox })} />
      </Suspense>
    );

  const views: [ResultsView, string][] = [
    ['list', t('results.list')],
    ['map', t('results.map')],
  ];
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div role="group" aria-label={t('results.showAs')} className="inline-flex rounded-xl border border-sand-200 bg-sand p-1">
        {views.map(([view, label]) => (
          <Link
            key={view}
            href={placeHref(path, search, { ...place, view })}
            aria-current={place.view === view ? 'true' : undefined}
            className={`rounded-lg px-4 py-1.5 text-sm font-semibold ${place.view === view ? 'bg-brand-800 text-white' : 'text-ink-soft hover:text-brand-800'}`}
          >
            {label}
          </Link>
        ))}
      </div>
      {place.bbox && (
        <Link href={placeHref(path, search, { ...place, bbox: null })} className="chip-on inline-flex items-center gap-1.5">
          {t('results.inArea')}
          <Icon name="close" className="h-3.5 w-3.5" />
          <span className="sr-only">{t('results.clearArea')}</span>
        </Link>
      )}
    </div>
  );
}
