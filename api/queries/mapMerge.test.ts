import { describe, expect, it } from 'vitest';
import { mergeClose } from './mapPoints.ts';

const CELL = { lng: 0.01, lat: 0.01 };
/** A cell's marker at (lat, lng) standing for `count` listings there. */
const at = (lat: number, lng: number, count = 1, id: string | null = count === 1 ? `id-${lat}-${lng}` : null) => ({
  count,
  lat,
  lng,
  west: lng,
  south: lat,
  east: lng,
  north: lat,
  id,
});

describe('merging markers that would overlap', () => {
  it('takes a neighbour across a cell’s edge into the fuller marker, weighting its middle by the counts', () => {
    const [merged, ...rest] = mergeClose([at(21.2, 72.8099, 3), at(21.2, 72.8101, 1)], CELL);
    expect(rest).toEqual([]);
    expect(merged).toMatchObject({ count: 4, id: null, west: 72.8099, east: 72.8101, south: 21.2, north: 21.2 });
    expect(merged!.lng).toBeCloseTo((72.8099 * 3 + 72.8101) / 4, 9);
  });

  it('leaves markers apart that fit side by side: wider apart across than a label, or above one another', () => {
    const apart = [at(21.2, 72.8), at(21.2, 72.8 + 0.013), at(21.2 + 0.007, 72.8)];
    expect(mergeClose(apart, CELL).map((marker) => marker.count)).toEqual([1, 1, 1]);
  });

  it('merges a label’s width side by side but less than that above', () => {
    expect(mergeClose([at(21.2, 72.8), at(21.2, 72.812)], CELL)).toHaveLength(1);
    expect(mergeClose([at(21.2, 72.8), at(21.2055, 72.8)], CELL)).toHaveLength(1);
  });

  it('answers the same markers in the same order whatever order the cells came in', () => {
    const cells = [at(21.25, 72.9), at(21.2, 72.8, 5), at(21.2, 72.805), at(21.1, 72.7, 2)];
    expect(mergeClose([...cells].reverse(), CELL)).toEqual(mergeClose(cells, CELL));
    expect(mergeClose(cells, CELL).map((marker) => marker.count)).toEqual([2, 6, 1]);
  });
});
