/**
 * A listing's small map (Leaflet, raster tiles from MAP_TILES): a pin for an exact place, a circle
 * for an approximate one. The map is a picture beside the written address: hidden from screen
 * readers and out of the tab order, while the attribution and the Directions link are plain text.
 */
import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { Icon } from '../../components/Icon.tsx';
import { agencyDetailsQuery } from '../../data/agency.ts';
import { useT } from '../../i18n/useT.tsx';
import { directionsUrl, SMALL_MAP_ZOOM } from './smallMapView.ts';
import { lastMapTiles, rememberMapTiles } from './lastTiles.ts';
import { ACCENT, BRAND, pinIcon } from './pinIcon.ts';
import { TileAttribution } from './TileAttribution.tsx';
import { tiledMap } from './tiledMap.ts';

export function SmallMap({ lat, lng, radius }: { lat: number; lng: number; radius: number | null }) {
  const t = useT();
  const { data: agency } = useQuery(agencyDetailsQuery);
  const tiles = agency?.mapTiles ?? lastMapTiles();
  const tileUrl = tiles?.url;
  const mapRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (agency) rememberMapTiles(agency.mapTiles);
  }, [agency]);

  useEffect(() => {
    const element = mapRef.current;
    if (!tileUrl || !element) return;
    // No keyboard handler, zoom buttons or Leaflet's own attribution: nothing inside the picture takes focus.
    const { map, remove } = tiledMap(element, tileUrl, {
      zoomControl: false,
      keyboard: false,
      scrollWheelZoom: false,
      // One finger scrolls the page on a phone; two move the map.
      dragging: !L.Browser.mobile,
    });
    map.setView([lat, lng], SMALL_MAP_ZOOM);
    if (radius) {
      L.circle([lat, lng], { radius, interactive: false, color: BRAND, weight: 2, fillColor: ACCENT, fillOpacity: 0.2 }).addTo(map);
    } else {
      L.marker([lat, lng], { icon: pinIcon, interactive: false, keyboard: false }).addTo(map);
    }
    return remove;
  }, [tileUrl, lat, lng, radius]);

  return (
    <section className="card mt-8 p-5 sm:p-7" aria-labelledby="map-heading" data-testid="small-map">
      <h2 id="map-heading" className="text-xl font-bold text-brand-900">
        {t('map.heading')}
      </h2>
      <p className="mt-2 text-sm text-ink-soft">{radius ? t('map.approximate', { metres: radius }) : t('map.exact')}</p>
      <div className="relative z-0 mt-4 h-64 overflow-hidden rounded-xl bg-sand-100">
        <div ref={mapRef} className="h-full w-full" aria-hidden="true" />
        {tiles && <TileAttribution text={tiles.attribution} />}
      </div>
      <a
        href={directionsUrl(lat, lng)}
        target="_blank"
        rel="noopener noreferrer"
        className="btn-outline mt-4"
        aria-label={t('map.directionsLabel')}
      >
        <Icon name="pin" className="h-4 w-4" />
        {t('map.directions')}
      </a>
    </section>
  );
}
