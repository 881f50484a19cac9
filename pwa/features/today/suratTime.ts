/** A date-and-time field read and written in Surat's clock (UTC+5:30), whatever the phone's own zone. */
const IST_OFFSET_MS = 330 * 60_000;

/** `2026-11-27T15:30`: the moment as a datetime-local field shows it in Surat. */
export const suratInput = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);

/** The moment a datetime-local value names in Surat, as UTC ISO 8601. */
export function fromSuratInput(value: string): string {
  return new Date(Date.parse(`${value}:00.000Z`) - IST_OFFSET_MS).toISOString();
}
