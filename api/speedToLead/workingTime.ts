/** The office's clock: working minutes counted in Surat time (UTC+5:30, no daylight saving). */

export interface WorkingHours {
  /** Minutes after midnight in Surat: 600 is 10:00. */
  start: number;
  end: number;
  /** ISO weekdays the office works: 1 is Monday, 7 Sunday. */
  days: readonly number[];
}

const IST_OFFSET_MS = 330 * 60_000;
const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/** The moment `minutes` working minutes after `from`: the time outside working hours does not count. */
export function contactDeadline(from: Date, minutes: number, hours: WorkingHours): Date {
  if (hours.days.length === 0 || hours.end <= hours.start) return new Date(from.getTime() + minutes * MINUTE_MS);
  let at = from.getTime();
  let left = minutes;
  for (;;) {
    const local = new Date(at + IST_OFFSET_MS);
    const minuteOfDay =
      local.getUTCHours() * 60 + local.getUTCMinutes() + local.getUTCSeconds() / 60 + local.getUTCMilliseconds() / MINUTE_MS;
    const weekday = local.getUTCDay() === 0 ? 7 : local.getUTCDay();
    const working = hours.days.includes(weekday);
    if (!working || minuteOfDay >= hours.end) {
      at += (DAY_MINUTES - minuteOfDay + hours.start) * MINUTE_MS;
      continue;
    }
    if (minuteOfDay < hours.start) {
      at += (hours.start - minuteOfDay) * MINUTE_MS;
      continue;
    }
    const today = Math.min(left, hours.end - minuteOfDay);
    at += today * MINUTE_MS;
    left -= today;
    if (left <= 0) return new Date(at);
  }
}
