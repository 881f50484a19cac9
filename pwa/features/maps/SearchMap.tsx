/**
 * The search's map: the listings the filters find (GET /properties/map) for the part of the map on
 * screen, a listing as a marker with its short price and listings close together as one cluster with
 * their count (counted by the server for the map's zoom: docs/maps.md); a marker opens a small card,
 * a cluster zooms in on its listings, and "Search this area" after the map moved narrows the search
 * to its box. Leaflet and the searchMap area's words come in chunks of their own, when the map view is chosen.
 */
import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { BBOX_MAX_DEGREES } from '../../../contract/mapBox.ts';
import type { MapCluster, MapPoint } from '../../../contract/places.ts';
import { Icon } from '../../components/Icon.tsx';
import { agencyDetailsQuery } from '../../data/agency.ts';
import { mapMarkersQuery } from '../../data/mapMarkers.ts';
import type { PropertySearchParams } from '../../data/properties.ts';
import { useT } from '../../i18n/useT.tsx';
import { subCategoryLabel } from '../../lib/labels.ts';
import { lastMapTiles } from './lastTiles.ts';
import { boxText, containsBox, markerBox, markersBounds, parseBox, type Box } from './markerBox.ts';
import { TileAttribution } from './TileAttribution.tsx';
import { tiledMap } from './tiledMap.ts';

/** Below zoom 10 a wide screen's box would pass the largest box a search takes. */
const MIN_ZOOM = 10;
const MAX_ZOOM = 18;
const SURAT_ZOOM = 12;
const SURAT_CENTRE: [number, number] = [21.1702, 72.8311];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The box a map shows, as the API takes it, kept within the largest box a search takes. */
export function boxOf(bounds: L.LatLngBounds): string {
  const centre = bounds.getCenter();
  const half = BBOX_MAX_DEGREES / 2;
  const west = Math.max(bounds.getWest(), centre.lng - half);
  const east = Math.min(bounds.getEast(), centre.lng + half);
  const south = Math.max(bounds.getSouth(), centre.lat - half);
  const north = Math.min(bounds.getNorth(), centre.lat + half);
  return [west, south, east, north].map((value) => value.toFixed(5)).join(',');
}

const leafletBounds = (box: Box) => L.latLngBounds([box.south, box.west], [box.north, box.east]);
const visibleBox = (map: L.Map): Box => {
  const bounds = map.getBounds();
  return { west: bounds.getWest(), south: bounds.getSouth(), east: bounds.getEast(), north: bounds.getNorth() };
};

/** What the map asks for: the markers in `box` (everything the search finds when null) at `zoom`. */
interface Asked {
  box: Box | null;
  zoom: number;
}

/** A cluster's count on its marker: 1,234 reads 1.2K. */
const clusterLabel = (count: number) =>
  count < 1000 ? String(count) : new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 }).format(count);

export default function SearchMap({
  params,
  areaHref,
}: {
  /** The search's filters, the box among them. */
  params: PropertySearchParams;
  /** The address of the results in a box. */
  areaHref: (bbox: string) => string;
}) {
  const t = useT();
  const [, navigate] = useLocation();
  const bbox = params.bbox ?? null;
  const searchBox = bbox ? parseBox(bbox) : null;
  const { data: agency } = useQuery(agencyDetailsQuery);
  const tiles = agency?.mapTiles ?? lastMapTiles();
  const tileUrl = tiles?.url;
  // Until the map has opened on the results, it asks for all of them (within the search's box).
  const [asked, setAsked] = useState<Asked | null>(null);
  const [outside, setOutside] = useState(false);
  const markers = useQuery({
    ...mapMarkersQuery(params, asked?.box ? boxText(asked.box) : null, asked?.zoom ?? SURAT_ZOOM),
    enabled: asked !== null && !outside,
  });
  const [selected, setSelected] = useState<MapPoint | null>(null);
  const [moved, setMoved] = useState(false);
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const fitting = useRef(false);
  const fitted = useRef(false);

  // After every move, a new question when the screen left the box asked for or the zoom changed.
  const askFor = useRef<() => void>(() => undefined);
  askFor.current = () => {
    const map = mapRef.current;
    if (!map || !fitted.current) return;
    const zoom = map.getZoom();
    const visible = visibleBox(map);
    if (asked?.box && asked.zoom === zoom && containsBox(asked.box, visible)) return;
    const box = markerBox(visible, searchBox);
    setOutside(box === null);
    if (box) setAsked({ box, zoom });
  };

  useEffect(() => {
    const container = element.current;
    if (!tileUrl || !container) return;
    const { map, remove } = tiledMap(container, tileUrl, { minZoom: MIN_ZOOM, maxZoom: MAX_ZOOM, scrollWheelZoom: false, zoomSnap: 1 });
    // The map's own moves (fitting the results) are not the visitor's: they offer no new search.
    fitting.current = true;
    if (bbox) map.fitBounds(leafletBounds(parseBox(bbox)), { animate: false });
    else map.setView(SURAT_CENTRE, SURAT_ZOOM, { animate: false });
    fitting.current = false;
    fitted.current = Boolean(bbox);
    layerRef.current = L.layerGroup().addTo(map);
    map.on('dragend', () => setMoved(true));
    map.on('zoomend', () => {
      if (!fitting.current) setMoved(true);
    });
    map.on('moveend', () => askFor.current());
    mapRef.current = map;
    if (fitted.current) askFor.current();
    else setAsked({ box: null, zoom: map.getZoom() });
    return () => {
      remove();
      mapRef.current = null;
      layerRef.current = null;
    };
    // The map is made once per tile source; a new box comes from this map's own "Search this area".
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tileUrl]);

  // Without a box, the map opens on the results the first time they come, then asks for what it shows.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || fitted.current || !markers.data || markers.isPlaceholderData) return;
    fitted.current = true;
    const found = markersBounds(markers.data.data);
    if (found) {
      fitting.current = true;
      map.fitBounds(leafletBounds(found), { padding: [40, 40], maxZoom: 15, animate: false });
      fitting.current = false;
    }
    askFor.current();
  }, [markers.data, markers.isPlaceholderData, tileUrl]);

  // The markers of the last answer that are on screen (the answer's margin is drawn when panned to).
  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer) return;
    const draw = () => {
      layer.clearLayers();
      if (outside) return;
      const visible = map.getBounds();
      for (const marker of markers.data?.data ?? []) {
        if (!visible.contains([marker.lat, marker.lng])) continue;
        if ('cluster' in marker) {
          const cluster: MapCluster = marker;
          const size = cluster.count < 10 ? 36 : cluster.count < 100 ? 44 : 52;
          L.marker([cluster.lat, cluster.lng], {
            icon: L.divIcon({
              className: '',
              iconSize: [size, size],
              html: `<span data-testid="map-cluster" class="flex items-center justify-center rounded-full bg-brand-800 text-sm font-bold text-white ring-4 ring-brand-800/30" style="width:${size}px;height:${size}px">${clusterLabel(cluster.count)}</span>`,
            }),
            title: t('searchMap.cluster', { count: cluster.count }),
            alt: t('searchMap.cluster', { count: cluster.count }),
          })
            .on('click', () => {
              // Closer on its listings: at least one level in, at most as close as they need.
              const bounds = leafletBounds(cluster);
              const zoom = Math.min(MAX_ZOOM, Math.max(map.getZoom() + 1, map.getBoundsZoom(bounds.pad(0.2))));
              map.setView(bounds.getCenter(), zoom);
            })
            .addTo(layer);
        } else {
          const point = marker;
          L.marker([point.lat, point.lng], {
            // No size: the label is as wide as its price, centred on the point.
            icon: L.divIcon({
              className: '',
              iconSize: undefined,
              html: `<span data-testid="map-price" class="relative inline-block -translate-x-1/2 -translate-y-1/2 whitespace-nowrap rounded-full bg-white px-2 py-0.5 text-xs font-bold text-brand-900 shadow ring-1 ring-brand-800/40">${escapeHtml(point.price)}</span>`,
            }),
            title: `${point.price}, ${point.reference}`,
            alt: `${point.price}, ${point.reference}`,
            riseOnHover: true,
          })
            .on('click', () => setSelected(point))
            .addTo(layer);
        }
      }
    };
    draw();
    map.on('moveend', draw);
    return () => {
      map.off('moveend', draw);
    };
  }, [markers.data, outside, tileUrl, t]);

  const capped = markers.data?.meta.capped;
  return (
    <section
      className="relative z-0"
      aria-label={t('searchMap.label')}
      aria-busy={markers.isFetching || undefined}
      data-testid="search-map"
    >
      <div className="relative h-[65vh] min-h-[22rem] overflow-hidden rounded-2xl border border-sand-200 bg-sand-100 sm:h-[36rem]">
        <div ref={element} className="h-full w-full" />
        {moved && (
          <button
            type="button"
            className="btn-primary absolute left-1/2 top-3 z-[1000] -translate-x-1/2 !py-2 text-sm shadow-lg"
            onClick={() => {
              const map = mapRef.current;
              if (!map) return;
              setMoved(false);
              setSelected(null);
              navigate(areaHref(boxOf(map.getBounds())));
            }}
          >
            <Icon name="search" className="h-4 w-4" />
            {t('searchMap.searchArea')}
          </button>
        )}
        {selected && (
          <div
            className="card absolute bottom-8 left-3 right-3 z-[1000] flex items-start gap-3 p-4 sm:right-auto sm:w-80"
            data-testid="map-card"
          >
            <div className="min-w-0 flex-1">
              <p className="text-lg font-bold text-brand-900">{selected.price}</p>
              <p className="text-sm text-ink-soft">
                {subCategoryLabel(t, selected.type)} · {selected.reference}
              </p>
              {selected.approximate && <p className="mt-1 text-xs text-ink-muted">{t('searchMap.approximate')}</p>}
              <Link href={`/property/${selected._id}`} className="btn-outline mt-3 !py-1.5 text-sm">
                {t('searchMap.open')}
              </Link>
            </div>
            <button
              type="button"
              className="focus-ring rounded p-1 text-ink-muted hover:text-ink"
              aria-label={t('searchMap.close')}
              onClick={() => setSelected(null)}
            >
              <Icon name="close" className="h-4 w-4" />
            </button>
          </div>
        )}
        {tiles && <TileAttribution text={tiles.attribution} />}
      </div>
      {capped && <p className="mt-2 text-sm text-ink-soft">{t('searchMap.capped', { count: markers.data?.data.length ?? 0 })}</p>}
      {markers.isError && (
        <p role="alert" className="mt-2 text-sm font-medium text-rose-700">
          {t('searchMap.failed')}
        </p>
      )}
    </section>
  );
}
