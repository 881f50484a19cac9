import { describe, expect, it } from 'vitest';
import { spread } from './section.ts';

describe('the mail bench', () => {
  it('reports the median and the maximum of its rounds, keeping every run in its order', () => {
    expect(spread([1890, 1132, 1200])).toEqual({ median: 1200, max: 1890, runs: [1890, 1132, 1200] });
    expect(spread([4, 1, 5, 2])).toEqual({ median: 3, max: 5, runs: [4, 1, 5, 2] });
  });
});
