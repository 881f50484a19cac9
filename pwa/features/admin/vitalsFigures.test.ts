import { describe, expect, it } from 'vitest';
import { goodLimit, isGood, vitalValue } from './vitalsFigures.ts';

describe("the office's reading of a Web Vitals figure", () => {
  it('never shows a figure over its limit as the limit itself', () => {
    expect(vitalValue('LCP', 2_503)).toBe('2.51 s');
    expect(vitalValue('LCP', 2_500)).toBe('2.50 s');
    expect(vitalValue('LCP', 2_510)).toBe('2.51 s');
    expect(vitalValue('FCP', 1_830)).toBe('1.83 s');
    expect(vitalValue('INP', 200.4)).toBe('201 ms');
    expect(vitalValue('TTFB', 640)).toBe('640 ms');
    expect(vitalValue('CLS', 0.1004)).toBe('0.101');
    expect(vitalValue('CLS', 0.1)).toBe('0.100');
    expect(vitalValue('CLS', 0.104)).toBe('0.104');
    expect(isGood({ metric: 'FCP', p75: 1_830 } as never)).toBe(false);
  });

  it('writes the limits as they are set', () => {
    expect([goodLimit('LCP'), goodLimit('INP'), goodLimit('CLS'), goodLimit('FCP'), goodLimit('TTFB')]).toEqual([
      '≤ 2.5 s',
      '≤ 200 ms',
      '≤ 0.1',
      '≤ 1.8 s',
      '≤ 800 ms',
    ]);
  });
});
