/**
 * When an enquiry came in, as the office reads it: how long ago ('5 minutes ago', 'yesterday') and
 * the moment in India's time ('27 Nov 2026, 3:04 pm IST'), whatever the device's own time zone, in
 * the page's language ('5 મિનિટ પહેલાં', '5 मिनट पहले').
 */
import { INTL_LOCALES, type Locale } from '../../i18n/locales.ts';
import { formatDateTime } from '../../lib/formatDateTime.ts';

const relativeFormats = new Map<Locale, Intl.RelativeTimeFormat>();
function relativeFormat(locale: Locale): Intl.RelativeTimeFormat {
  let found = relativeFormats.get(locale);
  if (!found) {
    found = new Intl.RelativeTimeFormat(INTL_LOCALES[locale], { numeric: 'auto' });
    relativeFormats.set(locale, found);
  }
  return found;
}

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
export function receivedAgo(iso: string, now: number = Date.now(), locale: Locale = 'en'): string {
  const relative = relativeFormat(locale);
  let amount = (new Date(iso).getTime() - now) / 1000;
  if (amount > -60) return relative.format(0, 'second');
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit);
    amount /= size;
  }
  return relative.format(Math.round(amount), 'year');
}

/** '27 Nov 2026, 3:04 pm IST': the agency's clock with its zone named. */
export const receivedAt = (iso: string, locale: Locale = 'en'): string => `${formatDateTime(iso, INTL_LOCALES[locale])} IST`;
