/** The privacy screens' dates and times in the page's language, on Surat's clock whatever the device's. */
import { INTL_LOCALES } from '../../../i18n/locales.ts';
import { useLocale } from '../../../i18n/useT.tsx';
import { AGENCY_TIME_ZONE, dateFormat, formatLongDate } from '../../../lib/format.ts';

export function useAgencyDates() {
  const intl = INTL_LOCALES[useLocale()];
  const clock = dateFormat(intl, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: AGENCY_TIME_ZONE,
  });
  return {
    /** '27 November 2026' (in Gujarati or Hindi on their pages). */
    day: (iso: string | null) => formatLongDate(iso, intl),
    /** '27 Nov 2026, 3:04 pm'. */
    clock: (iso: string) => clock.format(new Date(iso)),
  };
}
