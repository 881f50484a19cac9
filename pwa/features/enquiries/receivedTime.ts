/**
 * When an enquiry came in, as the office reads it: how long ago ('5 minutes ago', 'yesterday') and
 * the moment in India's time ('27 Nov 2026, 3:04 pm IST'), whatever the device's own time zone.
 */
import { formatDateTime } from '../../lib/formatDateTime.ts';

const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** '5 minutes ago', 'yesterday', '3 weeks ago'; 'now' under a minute (and for a clock a little ahead). */
export function receivedAgo(iso: string, now: number = Date.now()): string {
  let amount = (new Date(iso).getTime() - now) / 1000;
  if (amount > -60) return relative.format(0, 'second');
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit);
    amount /= size;
  }
  return relative.format(Math.round(amount), 'year');
}

/** '27 Nov 2026, 3:04 pm IST': the agency's clock with its zone named. */
export const receivedAt = (iso: string): string => `${formatDateTime(iso)} IST`;
