/**
 * Where the office places a listing's or project's pin: a locality centres the map, a click places
 * the pin and a drag moves it; the coordinates can be typed too (the map takes no keyboard), and the
 * precision says whether readers see the pin or a circle around a moved point. Leaflet and these
 * words come in a chunk of their own, loaded by the admin's forms only.
 */
import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useId, useRef } from 'react';
import { gazetteer } from '../../../contract/gazetteer.ts';
import { localityCentre } from '../../../contract/localityCentres.ts';
import { insideSurat, locationPrecisions, APPROXIMATE_RADIUS_M, type LocationPrecision } from '../../../contract/places.ts';
import { agencyDetailsQuery } from '../../data/agency.ts';
import { useT } from '../../i18n/useT.tsx';
import { SMALL_MAP_ZOOM } from './smallMapView.ts';
import { pinIcon } from './pinIcon.ts';
import { TileAttribution } from './TileAttribution.tsx';
import { tiledMap } from './tiledMap.ts';

/** A pin as the forms hold it: coordinates as text ('' for none). */
export interface PinValue {
  lat: string;
  lng: string;
  locationPrecision: LocationPrecision;
  confirmOutside: boolean;
}

/** Six decimals: about 10 cm, finer than any plot. */
const coordinateText = (value: number) => value.toFixed(6);

const pointOf = (pin: PinValue): [number, number] | null => {
  if (pin.lat.trim() === '' || pin.lng.trim() === '') return null;
  const lat = Number(pin.lat);
  const lng = Number(pin.lng);
  return Number.isFinite(lat) && Number.isFinite(lng) ? [lat, lng] : null;
};

/** The gazetteer's locality a form's location names ('Vesu, Surat' → 'Vesu'), else Surat. */
function localityOf(location: string): string {
  const first = (location.split(',')[0] ?? '').trim().toLowerCase();
  return gazetteer.find((entry) => entry.en.toLowerCase() === first)?.en ?? 'Surat';
}

export function PinPicker({
  location,
  value,
  onChange,
  error,
}: {
  /** The form's location text: the locality the map opens on when there is no pin yet. */
  location: string;
  value: PinValue;
  onChange: (next: PinValue) => void;
  error?: string | null;
}) {
  const t = useT();
  const id = useId();
  const { data: agency } = useQuery(agencyDetailsQuery);
  const tileUrl = agency?.mapTiles.url;
  const mapElement = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  // Leaflet's handlers are made once: they read the latest value and callback through these.
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  const point = pointOf(value);
  const outside = point !== null && !insideSurat(point[0], point[1]);

  const place = (lat: number, lng: number) =>
    latest.current.onChange({ ...latest.current.value, lat: coordinateText(lat), lng: coordinateText(lng) });

  useEffect(() => {
    const container = mapElement.current;
    if (!tileUrl || !container) return;
    const start = pointOf(latest.current.value) ?? localityCentre(location);
    const { map, remove } = tiledMap(container, tileUrl, { keyboard: false, scrollWheelZoom: false });
    map.setView([start[0], start[1]], SMALL_MAP_ZOOM);
    map.on('click', (event: L.LeafletMouseEvent) => place(event.latlng.lat, event.latlng.lng));
    mapRef.current = map;
    return () => {
      remove();
      mapRef.current = null;
      markerRef.current = null;
    };
    // The map is made once per tile source; the locality and the pin move it below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tileUrl]);

  // The marker follows the value, whether dragged, clicked or typed.
  const lat = point?.[0];
  const lng = point?.[1];
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (lat === undefined || lng === undefined) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    if (!markerRef.current) {
      const marker = L.marker([lat, lng], { icon: pinIcon, draggable: true, keyboard: false }).addTo(map);
      marker.on('dragend', () => {
        const moved = marker.getLatLng();
        place(moved.lat, moved.lng);
      });
      markerRef.current = marker;
    } else markerRef.current.setLatLng([lat, lng]);
  }, [lat, lng, tileUrl]);

  const centreOn = (locality: string) => {
    const centre = localityCentre(locality);
    mapRef.current?.setView([centre[0], centre[1]], SMALL_MAP_ZOOM);
  };

  const field = (name: 'lat' | 'lng', label: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="label">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        className="field"
        inputMode="decimal"
        value={value[name]}
        onChange={(event) => onChange({ ...value, [name]: event.currentTarget.value })}
      />
    </div>
  );

  return (
    <div className="space-y-4" data-testid="pin-picker">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-48 flex-1">
          <label htmlFor={`${id}-locality`} className="label">
            {t('pin.locality')}
          </label>
          <select
            id={`${id}-locality`}
            className="field"
            defaultValue={localityOf(location)}
            onChange={(event) => centreOn(event.currentTarget.value)}
          >
            {gazetteer.map((entry) => (
              <option key={entry.en} value={entry.en}>
                {entry.en}
              </option>
            ))}
          </select>
        </div>
        {point && (
          <button
            type="button"
            className="btn-outline text-sm"
            onClick={() => onChange({ ...value, lat: '', lng: '', confirmOutside: false })}
          >
            {t('pin.remove')}
          </button>
        )}
      </div>
      <p className="text-xs text-ink-muted" id={`${id}-hint`}>
        {point ? t('pin.hintMove') : t('pin.hintPlace')}
      </p>
      <div className="relative z-0 h-72 overflow-hidden rounded-xl bg-sand-100 sm:h-80">
        <div ref={mapElement} className="h-full w-full" aria-label={t('pin.mapLabel')} role="application" data-testid="pin-map" />
        {agency && <TileAttribution text={agency.mapTiles.attribution} />}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('lat', t('pin.latitude'))}
        {field('lng', t('pin.longitude'))}
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-rose-700">
          {error}
        </p>
      )}
      {outside && (
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5"
            checked={value.confirmOutside}
            onChange={(event) => onChange({ ...value, confirmOutside: event.currentTarget.checked })}
          />
          {t('pin.confirmOutside')}
        </label>
      )}
      <fieldset>
        <legend className="label">{t('pin.precision')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {locationPrecisions.map((precision) => (
            <label
              key={precision}
              className={`focus-within:ring-3 flex cursor-pointer gap-2 rounded-xl border p-3 text-sm focus-within:ring-accent-400 ${
                value.locationPrecision === precision ? 'border-brand-700 bg-brand-50' : 'border-sand-200'
              }`}
            >
              <input
                type="radio"
                name={`${id}-precision`}
                value={precision}
                checked={value.locationPrecision === precision}
                onChange={() => onChange({ ...value, locationPrecision: precision })}
                className="mt-0.5"
              />
              <span>
                <span className="block font-semibold">{precision === 'exact' ? t('pin.exact') : t('pin.approximate')}</span>
                <span className="block text-xs text-ink-muted">
                  {precision === 'exact' ? t('pin.exactHint') : t('pin.approximateHint', { metres: APPROXIMATE_RADIUS_M })}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
