/** A visit's times as a visitor reads them: always in Surat time, whatever the phone's own zone. */
import { AGENCY_TIME_ZONE, dateFormat } from '../../lib/format.ts';

const zone = { timeZone: AGENCY_TIME_ZONE } as const;

/** `Sat, 28 Nov, 11:30 am`: a chosen or booked visit. */
export const visitMoment = (iso: string, intl: string) =>
  dateFormat(intl, { ...zone, weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/** `11:30 am`: one time of a day's grid. */
export const slotTime = (iso: string, intl: string) =>
  dateFormat(intl, { ...zone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/** `Sat` and `28 Nov` of an agency day (YYYY-MM-DD): a day chip's two lines. */
export function slotDay(date: string, intl: string): { weekday: string; day: string; long: string } {
  const noon = new Date(`${date}T12:00:00+05:30`);
  return {
    weekday: dateFormat(intl, { ...zone, weekday: 'short' }).format(noon),
    day: dateFormat(intl, { ...zone, day: 'numeric', month: 'short' }).format(noon),
    long: dateFormat(intl, { ...zone, weekday: 'long', day: 'numeric', month: 'long' }).format(noon),
  };
}
