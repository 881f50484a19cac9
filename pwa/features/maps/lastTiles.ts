/**
 * The map tiles' settings (GET /agency's mapTiles) last learnt on this device, so a listing kept
 * for a visit draws its small map at a site with no signal.
 */
import { bestEffort } from '../../lib/bestEffort.ts';

const LAST_TILES = 'map-tiles';

export type MapTiles = { url: string; attribution: string };

export const lastMapTiles = (): MapTiles | null =>
  bestEffort('the map waits for the server instead', () => JSON.parse(localStorage.getItem(LAST_TILES) ?? 'null') as MapTiles | null, null);

export function rememberMapTiles(tiles: MapTiles): void {
  bestEffort('the map needs a connection next time', () => localStorage.setItem(LAST_TILES, JSON.stringify(tiles)));
}
