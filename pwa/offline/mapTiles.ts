/**
 * Which requests are map tiles, and how many the service worker keeps of those a person has seen:
 * never a download ahead from a public provider, only what a map drew. No imports: sw.ts bundles it.
 */

const DAY_SECONDS = 24 * 60 * 60;

/** The seen-tiles cache's cap: the oldest go first past it, and all of it under storage pressure. */
export const MAP_TILE_LIMITS = { maxEntries: 600, maxAgeSeconds: 30 * DAY_SECONDS } as const;

/** A raster tile of a `{z}/{x}/{y}` template (MAP_TILES): a GET whose path ends in three numbers and an image's extension. */
const TILE_PATH = /\/\d{1,2}\/\d+\/\d+(?:@2x)?\.(?:png|jpe?g|webp)$/;

export function isMapTile(url: URL, method: string): boolean {
  return method === 'GET' && TILE_PATH.test(url.pathname) && !url.pathname.startsWith('/media/') && !url.pathname.startsWith('/api/');
}
