/** How the office reads a Web Vitals figure: its value with its unit, and whether its p75 is within "good". */
import { GOOD_VITALS, type VitalFigure, type VitalMetric } from '../../../contract/vitals.ts';

export const metricNames: Record<VitalMetric, string> = {
  LCP: 'Largest paint (LCP)',
  INP: 'Response to taps (INP)',
  CLS: 'Layout shift (CLS)',
  FCP: 'First paint (FCP)',
  TTFB: 'First byte (TTFB)',
};

/** `2.1 s`, `180 ms`, `0.04`. */
export function vitalValue(metric: VitalMetric, value: number): string {
  if (metric === 'CLS') return value.toFixed(2);
  if (metric === 'INP' || value < 1000) return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(1)} s`;
}

/** `≤ 2.5 s` */
export const goodLimit = (metric: VitalMetric) => `≤ ${vitalValue(metric, GOOD_VITALS[metric])}`;

export const isGood = (figure: VitalFigure) => figure.p75 <= GOOD_VITALS[figure.metric];

/** `82%` */
export const percent = (share: number) => `${Math.round(share * 100)}%`;
