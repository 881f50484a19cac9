/**
 * The small map of a property or project page, beside its written address. Leaflet, its styles and
 * the map's words come once the page has settled and the map's place nears the screen: none of it
 * is in a page's first script. Why: docs/decisions/040-leaflet-raster-tiles.md
 */
import { lazy, Suspense } from 'react';
import { withMessages } from '../../i18n/i18n.ts';
import { useNearScreen } from '../../lib/useNearScreen.ts';
import { useSettled } from '../../lib/useSettled.ts';

const SmallMap = lazy(withMessages('maps', () => import('./SmallMap.tsx').then((module) => ({ default: module.SmallMap }))));

type Place = { lat: number | null; lng: number | null; locationRadius: number | null };

/** The place where it will be: the map's size, so nothing moves when it comes. */
function MapPlaceholder({ placeRef }: { placeRef?: (element: HTMLElement | null) => void }) {
  return <div ref={placeRef} className="card mt-8 h-[27rem] sm:h-[26rem]" aria-hidden="true" data-testid="map-placeholder" />;
}

export function PlaceMap({ place }: { place: Place }) {
  const settled = useSettled();
  const [placeRef, near] = useNearScreen<HTMLElement>();
  if (place.lat === null || place.lng === null) return null;
  if (!settled || !near) return <MapPlaceholder placeRef={placeRef} />;
  return (
    <Suspense fallback={<MapPlaceholder />}>
      <SmallMap lat={place.lat} lng={place.lng} radius={place.locationRadius} />
    </Suspense>
  );
}
