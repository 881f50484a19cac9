import { describe, expect, it } from 'vitest';
import { swipeDirection, wrapIndex } from './galleryIndex.ts';

describe('gallery index', () => {
  it('wraps at both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(5, 0)).toBe(0);
  });

  it('turns a long horizontal swipe into a step and ignores short or vertical ones', () => {
    expect(swipeDirection(200, 100)).toBe(1);
    expect(swipeDirection(100, 200)).toBe(-1);
    expect(swipeDirection(100, 120)).toBe(0);
    expect(swipeDirection(100, 40, 0, 200)).toBe(0);
  });
});
