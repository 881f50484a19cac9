/**
 * What a listing's small map shows: its zoom, the tiles around its point and the Directions link.
 * Plain arithmetic, no Leaflet: the visit pack and the service worker use it too.
 */

/** The small map's zoom: a street and its neighbours, the 300 m circle of an approximate point well inside. */
export const SMALL_MAP_ZOOM = 15;

/** The tile (x, y) holding a point at a zoom, in the Web Mercator tiling every raster provider uses. */
export function tileOf(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const scale = 2 ** zoom;
  const latRad = (lat * Math.PI) / 180;
  const x = Math.floor(((lng + 180) / 360) * scale);
  const y = Math.floor(((1 - Math.log(Math.tan(latRad) + 1 / Math.cos(latRad)) / Math.PI) / 2) * scale);
  return { x, y };
}

/** A tile's URL from a `{z}/{x}/{y}` template; `{s}` takes the subdomain Leaflet would ask ('abc' by x + y). */
export function tileUrl(template: string, z: number, x: number, y: number): string {
  return template
    .replace('{s}', 'abc'[Math.abs(x + y) % 3] ?? 'a')
    .replace('{z}', String(z))
    .replace('{x}', String(x))
    .replace('{y}', String(y))
    .replace('{r}', '');
}

/** The nine tiles around a point at the small map's zoom: what the map draws, kept with a listing for a visit. */
export function smallMapTiles(template: string, lat: number, lng: number): string[] {
  const { x, y } = tileOf(lat, lng, SMALL_MAP_ZOOM);
  const urls: string[] = [];
  for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) urls.push(tileUrl(template, SMALL_MAP_ZOOM, x + dx, y + dy));
  return urls;
}

/** Google Maps' directions to the point shown (an approximate listing's moved point, never its real one). */
export const directionsUrl = (lat: number, lng: number) =>
  `https://www.google.com/maps/dir/?api=1&destination=${lat.toFixed(6)},${lng.toFixed(6)}`;
