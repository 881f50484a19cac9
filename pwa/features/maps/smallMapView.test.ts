import { describe, expect, it } from 'vitest';
import { directionsUrl, SMALL_MAP_ZOOM, smallMapTiles, tileOf, tileUrl } from './smallMapView.ts';

describe('the small map', () => {
  it("finds the tile of a point as OpenStreetMap's tiling numbers it", () => {
    // Vesu, Surat at zoom 15.
    expect(tileOf(21.1418, 72.7709, 15)).toEqual({ x: 23007, y: 14414 });
    expect(tileOf(0, 0, 1)).toEqual({ x: 1, y: 1 });
  });

  it('fills a tile template, a {s} subdomain the way Leaflet picks it', () => {
    expect(tileUrl('https://tile.openstreetmap.org/{z}/{x}/{y}.png', 15, 23007, 14414)).toBe(
      'https://tile.openstreetmap.org/15/23007/14414.png',
    );
    expect(tileUrl('https://{s}.tile.example.in/{z}/{x}/{y}{r}.png', 15, 1, 1)).toBe('https://c.tile.example.in/15/1/1.png');
  });

  it('keeps the nine tiles around the point at the zoom the map draws', () => {
    const tiles = smallMapTiles('/tiles/{z}/{x}/{y}.png', 21.1418, 72.7709);
    expect(tiles).toHaveLength(9);
    expect(new Set(tiles).size).toBe(9);
    expect(tiles[4]).toBe(`/tiles/${SMALL_MAP_ZOOM}/23007/14414.png`);
    expect(tiles[0]).toBe(`/tiles/${SMALL_MAP_ZOOM}/23006/14413.png`);
  });

  it('gives directions to the point shown', () => {
    expect(directionsUrl(21.1418, 72.7709)).toBe('https://www.google.com/maps/dir/?api=1&destination=21.141800,72.770900');
  });
});
