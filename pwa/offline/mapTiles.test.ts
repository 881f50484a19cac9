import { describe, expect, it } from 'vitest';
import { isMapTile, MAP_TILE_LIMITS } from './mapTiles.ts';

const tile = (url: string, method = 'GET') => isMapTile(new URL(url, 'https://shreeji.example'), method);

describe('the map tiles the service worker keeps', () => {
  it("takes the tiles of OpenStreetMap's, another provider's and the site's own templates", () => {
    expect(tile('https://tile.openstreetmap.org/15/23007/14414.png')).toBe(true);
    expect(tile('https://b.tile.example.in/15/23007/14414@2x.png')).toBe(true);
    expect(tile('http://127.0.0.1:3103/15/23007/14414.png')).toBe(true);
    expect(tile('/tiles/15/23007/14414.webp')).toBe(true);
  });

  it("leaves the site's photos, the API and anything but a GET to their own rules", () => {
    expect(tile('/media/2024/05/12.png')).toBe(false);
    expect(tile('/api/v1/properties/1/2.png')).toBe(false);
    expect(tile('https://tile.openstreetmap.org/15/23007/14414.png', 'POST')).toBe(false);
    expect(tile('/property/15/23007')).toBe(false);
  });

  it('keeps at most 600 tiles, each for 30 days', () => {
    expect(MAP_TILE_LIMITS).toEqual({ maxEntries: 600, maxAgeSeconds: 30 * 24 * 60 * 60 });
  });
});
