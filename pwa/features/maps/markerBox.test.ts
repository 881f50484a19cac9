import { describe, expect, it } from 'vitest';
import type { MapMarker } from '../../../contract/places.ts';
import { boxText, containsBox, markerBox, markersBounds, parseBox } from './markerBox.ts';

describe('the box the search map asks its markers for', () => {
  it('adds half a screen each way and snaps out to a hundredth of a degree', () => {
    const visible = parseBox('72.801,21.161,72.859,21.199');
    const box = markerBox(visible, null)!;
    expect(boxText(box)).toBe('72.77,21.14,72.89,21.22');
    expect(containsBox(box, visible)).toBe(true);
  });

  it('asks the same box for a map moved a little, so the answer is shared', () => {
    const moved = parseBox('72.803,21.162,72.861,21.2');
    expect(boxText(markerBox(moved, null)!)).toBe('72.77,21.14,72.89,21.22');
  });

  it('keeps within the largest box a search takes, around the middle of the screen', () => {
    const box = markerBox(parseBox('71.9,20.6,73.7,21.7'), null)!;
    expect(box.east - box.west).toBeLessThanOrEqual(2);
    expect(box.north - box.south).toBeLessThanOrEqual(2);
    expect(boxText(box)).toBe('71.8,20.15,73.8,22.15');
  });

  it('keeps within the search’s own box, and asks nothing when the screen is outside it', () => {
    const searched = parseBox('72.8,21.15,72.85,21.2');
    expect(boxText(markerBox(parseBox('72.79,21.14,72.86,21.21'), searched)!)).toBe('72.8,21.15,72.85,21.2');
    expect(markerBox(parseBox('73.5,21.8,73.6,21.9'), searched)).toBeNull();
  });
});

describe('the box around the markers', () => {
  it('takes in every cluster’s box and every point, and is null for no markers', () => {
    const markers: MapMarker[] = [
      { cluster: true, count: 4, lat: 21.17, lng: 72.83, west: 72.82, south: 21.16, east: 72.84, north: 21.18 },
      { _id: 'a', reference: 'SR-1', lat: 21.25, lng: 72.7, approximate: false, price: '₹ 45 L', type: 'Flat' },
    ];
    expect(markersBounds(markers)).toEqual({ west: 72.7, south: 21.16, east: 72.84, north: 21.25 });
    expect(markersBounds([])).toBeNull();
  });
});
