/**
 * The search's map: every listing the filters find (GET /properties/map) as a marker with its short
 * price, clustered where dense (supercluster, docs/decisions/040-leaflet-raster-tiles.md); a marker
 * opens a small card, and "Search this area" after the map moved narrows the search to its box.
 * Leaflet, supercluster and the searchMap area's words come in chunks of their own, when the map view is chosen.
 */
import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import Supercluster, { type ClusterProperties } from 'supercluster';
import { Link, useLocation } from 'wouter';
import { BBOX_MAX_DEGREES } from '../../../contract/mapBox.ts';
import type { MapPoint } from '../../../contract/places.ts';
import { Icon } from '../../components/Icon.tsx';
import { agencyDetailsQuery } from '../../data/agency.ts';
import { mapPointsQuery } from '../../data/mapPoints.ts';
import type { PropertySearchParams } from '../../data/properties.ts';
import { useT } from '../../i18n/useT.tsx';
import { subCategoryLabel } from '../../lib/labels.ts';
import { lastMapTiles } from './lastTiles.ts';
import { TileAttribution } from './TileAttribution.tsx';
import { tiledMap } from './tiledMap.ts';

/** Below zoom 10 a wide screen's box would pass the largest box a search takes. */
const MIN_ZOOM = 10;
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

const boundsOf = (bbox: string) => {
  const [west, south, east, north] = bbox.split(',').map(Number) as [number, number, number, number];
  return L.latLngBounds([south, west], [north, east]);
};

type PointProperties = { point: MapPoint };

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
  const { data: agency } = useQuery(agencyDetailsQuery);
  const tiles = agency?.mapTiles ?? lastMapTiles();
  const tileUrl = tiles?.url;
  const points = useQuery(mapPointsQuery(params));
  const [selected, setSelected] = useState<MapPoint | null>(null);
  const [moved, setMoved] = useState(false);
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const fitting = useRef(false);
  const fitted = useRef(false);

  const index = useMemo(() => {
    const cluster = new Supercluster<PointProperties>({ radius: 80, maxZoom: 16 });
    cluster.load(
      (points.data?.data ?? []).map((point) => ({
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [point.lng, point.lat] },
        properties: { point },
      })),
    );
    return cluster;
  }, [points.data]);

  useEffect(() => {
    const container = element.current;
    if (!tileUrl || !container) return;
    const { map, remove } = tiledMap(container, tileUrl, { minZoom: MIN_ZOOM, scrollWheelZoom: false, zoomSnap: 1 });
    // The map's own moves (fitting the results) are not the visitor's: they offer no new search.
    fitting.current = true;
    if (bbox) map.fitBounds(boundsOf(bbox), { animate: false });
    else map.setView(SURAT_CENTRE, SURAT_ZOOM, { animate: false });
    fitting.current = false;
    fitted.current = Boolean(bbox);
    layerRef.current = L.layerGroup().addTo(map);
    map.on('dragend', () => setMoved(true));
    map.on('zoomend', () => {
      if (!fitting.current) setMoved(true);
    });
    mapRef.current = map;
    return () => {
      remove();
      mapRef.current = null;
      layerRef.current = null;
    };
    // The map is made once per tile source; a new box comes from this map's own "Search this area".
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tileUrl]);

  // Without a box, the map opens on the results the first time they come.
  useEffect(() => {
    const map = mapRef.current;
    const found = points.data?.data ?? [];
    if (!map || fitted.current || found.length === 0) return;
    fitted.current = true;
    fitting.current = true;
    map.fitBounds(L.latLngBounds(found.map((point) => [point.lat, point.lng])), { padding: [40, 40], maxZoom: 15, animate: false });
    fitting.current = false;
  }, [points.data, tileUrl]);

  // The markers of what the map shows now, clustered for its zoom.
  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer) return;
    const draw = () => {
      layer.clearLayers();
      const bounds = map.getBounds();
      const zoom = map.getZoom();
      for (const feature of index.getClusters([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], zoom)) {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const properties = feature.properties as PointProperties | ClusterProperties;
        if ('cluster' in properties && properties.cluster) {
          const count = properties.point_count;
          const size = count < 10 ? 36 : count < 100 ? 44 : 52;
          L.marker([lat, lng], {
            icon: L.divIcon({
              className: '',
              iconSize: [size, size],
              html: `<span data-testid="map-cluster" class="flex items-center justify-center rounded-full bg-brand-800 text-sm font-bold text-white ring-4 ring-brand-800/30" style="width:${size}px;height:${size}px">${count}</span>`,
            }),
            title: t('searchMap.cluster', { count }),
            alt: t('searchMap.cluster', { count }),
          })
            .on('click', () => map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(properties.cluster_id), 18)))
            .addTo(layer);
        } else {
          const { point } = properties as PointProperties;
          L.marker([lat, lng], {
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
  }, [index, tileUrl, t]);

  const capped = points.data?.meta.capped;
  return (
    <section className="relative z-0" aria-label={t('searchMap.label')} data-testid="search-map">
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
      {capped && <p className="mt-2 text-sm text-ink-soft">{t('searchMap.capped', { count: points.data?.data.length ?? 0 })}</p>}
      {points.isError && (
        <p role="alert" className="mt-2 text-sm font-medium text-rose-700">
          {t('searchMap.failed')}
        </p>
      )}
    </section>
  );
}
