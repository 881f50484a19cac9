/** How every map here is made: Leaflet in a box of the page, drawing the agency's tiles. */
import L from 'leaflet';

/**
 * A Leaflet map in `container` with the tiles at `tileUrl` and no attribution control of its own
 * (the screen writes the tiles' credit); `remove` takes the map and its watching away.
 */
export function tiledMap(container: HTMLElement, tileUrl: string, options: L.MapOptions): { map: L.Map; remove: () => void } {
  const map = L.map(container, { attributionControl: false, ...options });
  // Fetched with CORS: the service worker keeps readable answers, not opaque ones the browser pads to megabytes.
  L.tileLayer(tileUrl, { maxZoom: 19, crossOrigin: true }).addTo(map);
  // Leaflet measures its box once: a form or screen that lays out late would leave it without tiles.
  const resize = new ResizeObserver(() => map.invalidateSize());
  resize.observe(container);
  return {
    map,
    remove: () => {
      resize.disconnect();
      map.remove();
    },
  };
}
