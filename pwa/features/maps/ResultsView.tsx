/**
 * The List / Map switch of the listing and search screens and their map view: both come once the
 * page has settled, with the searchMap area's words (ResultsParts.tsx), so neither is in a page's
 * first script; their places are kept meanwhile. Why: docs/decisions/040-leaflet-raster-tiles.md
 */
import { lazy, Suspense } from 'react';
import { withMessages } from '../../i18n/i18n.ts';
import { useSettled } from '../../lib/useSettled.ts';
import type { PropertySearchParams } from '../../data/properties.ts';

const ResultsPart = lazy(withMessages('searchMap', () => import('./ResultsParts.tsx')));

/** The switch, or with `params` the map of what they find. */
export function ResultsView({ params }: { params?: PropertySearchParams }) {
  const place = params ? (
    <div className="h-[65vh] min-h-[22rem] rounded-2xl bg-sand-100 sm:h-[36rem]" aria-hidden="true" />
  ) : (
    <div className="h-10 w-36" aria-hidden="true" />
  );
  if (!useSettled()) return place;
  return (
    <Suspense fallback={place}>
      {params ? <ResultsPart part="map" params={params} place={place} /> : <ResultsPart part="switch" />}
    </Suspense>
  );
}
