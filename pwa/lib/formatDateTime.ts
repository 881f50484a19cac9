/** A moment on Surat's clock for the office's screens; apart from format.ts, which every public page loads as it starts. */
import { AGENCY_TIME_ZONE, dateFormat } from './format.ts';

/** `27 Nov 2026, 3:04 pm` in en-IN (or the page's Intl locale), whatever the device's time zone. */
export function formatDateTime(value: string | number | Date, locale = 'en-IN'): string {
  return dateFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: AGENCY_TIME_ZONE,
  }).format(new Date(value));
}
