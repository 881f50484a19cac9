/** How the office reads a Web Vitals figure: its value with its unit, and whether its p75 is within "good". */
import { GOOD_VITALS, type VitalFigure, type VitalMetric } from '../../../contract/vitals.ts';

export const metricNames: Record<VitalMetric, string> = {
  LCP: 'Largest paint (LCP)',
  INP: 'Response to taps (INP)',
  CLS: 'Layout shift (CLS)',
  FCP: 'First paint (FCP)',
  TTFB: 'First byte (TTFB)',
};

/**
 * `2.14 s`, `181 ms`, `0.042`: fine enough, and rounded up, so a figure over its limit never reads as
 * the limit itself.
 */
export function vitalValue(metric: VitalMetric, value: number): string {
  if (metric === 'CLS') return (Math.ceil(value * 1000) / 1000).toFixed(3);
  if (metric === 'INP' || value < 1000) return `${Math.ceil(value)} ms`;
  return `${(Math.ceil(value / 10) / 100).toFixed(2)} s`;
}

/** `≤ 2.5 s`, `≤ 200 ms`, `≤ 0.1`: the limits as they are written. */
export function goodLimit(metric: VitalMetric): string {
  const limit = GOOD_VITALS[metric];
  if (metric === 'CLS') return `≤ ${limit}`;
  return metric === 'INP' || limit < 1000 ? `≤ ${limit} ms` : `≤ ${limit / 1000} s`;
}

export const isGood = (figure: VitalFigure) => figure.p75 <= GOOD_VITALS[figure.metric];

/** `82%` */
export const percent = (share: number) => `${Math.round(share * 100)}%`;
