import { describe, expect, it } from 'vitest';
import { differenceFromMedian } from './priceFacts.ts';

describe('a listing against its locality median', () => {
  it('says how far below or above the median it is, in whole per cent', () => {
    expect(differenceFromMedian(5_520, 6_000, 5)).toBe(-8);
    expect(differenceFromMedian(6_630, 6_000, 9)).toBe(11);
    expect(differenceFromMedian(6_000, 6_000, 5)).toBe(0);
  });

  it('says nothing with fewer than five comparable listings', () => {
    expect(differenceFromMedian(5_520, 6_000, 4)).toBeNull();
    expect(differenceFromMedian(5_520, 6_000, 0)).toBeNull();
  });
});
