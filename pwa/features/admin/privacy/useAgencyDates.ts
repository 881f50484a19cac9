/** The privacy screens' dates and times in the page's language, on Surat's clock whatever the device's. */
import { INTL_LOCALES } from '../../../i18n/locales.ts';
import { useLocale } from '../../../i18n/useT.tsx';
import { formatLongDate } from '../../../lib/format.ts';
import { formatDateTime } from '../../../lib/formatDateTime.ts';

export function useAgencyDates() {
  const intl = INTL_LOCALES[useLocale()];
  return {
    /** '27 November 2026' (in Gujarati or Hindi on their pages). */
    day: (iso: string | null) => formatLongDate(iso, intl),
    /** '27 Nov 2026, 3:04 pm'. */
    clock: (iso: string) => formatDateTime(iso, intl),
  };
}
