/**
 * Rupees, areas and dates as the Indian market reads them. English writes the full figure
 * (`₹ 45,00,000`); Gujarati and Hindi write lakhs and crores as words (`₹ 45 લાખ`, `₹ 1.2 કરોડ`,
 * `₹ 45 लाख`), as Surat's advertisements do (pwa/i18n/GLOSSARY.md).
 */
import type { Locale } from '../i18n/locales.ts';

/**
 * A figure with Indian grouping (`12,34,567`, `1.25`): at most `fractionDigits` decimals, without
 * trailing zeros, rounded half away from zero from the figure as JavaScript writes it (`1.005` to
 * `1.01`); the same in all three languages (Gujarati and Hindi pages write Latin digits). That is
 * what `Intl.NumberFormat('en-IN')` writes (format.test.ts holds it to that for figures below 10^12),
 * written out here because the first `Intl.NumberFormat` a page makes loads the locale's number
 * data: 20-50 ms of a fresh page's main thread on a desktop, about four times that on a cheap phone,
 * before the first price shows.
 */
export function formatIndianNumber(value: number, fractionDigits: 0 | 2 = 0): string {
  if (Number.isNaN(value)) return 'NaN';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (!Number.isFinite(value)) return `${sign}∞`;
  const size = Math.abs(value);
  // Past 10^21 JavaScript writes figures with an exponent; no price or area comes near.
  if (size >= 1e21) return new Intl.NumberFormat('en-IN', { maximumFractionDigits: fractionDigits }).format(value);
  // Shifted by its written form ('1.005e2' is 100.5 exactly), not multiplied (1.005 * 100 is 100.49999...).
  const scaled = size < 1e-6 ? 0 : Math.round(Number(`${size}e${fractionDigits}`));
  const digits = String(scaled).padStart(fractionDigits + 1, '0');
  const whole = digits.slice(0, digits.length - fractionDigits);
  const decimals = digits.slice(digits.length - fractionDigits).replace(/0+$/, '');
  const grouped = whole.length <= 3 ? whole : `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`;
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
}

const LAKH = 100_000;
const CRORE = 10_000_000;

/** The words of a lakh and a crore, the month of a rent and the square foot, per language. */
const UNITS: Record<Exclude<Locale, 'en'>, { lakh: string; crore: string; month: string; sqft: string }> = {
  gu: { lakh: 'લાખ', crore: 'કરોડ', month: 'મહિનો', sqft: 'ચો. ફૂટ' },
  hi: { lakh: 'लाख', crore: 'करोड़', month: 'माह', sqft: 'वर्ग फुट' },
};

/** `₹ 45 લાખ`, `₹ 1.2 કરોડ`; below a lakh the figure (`₹ 18,000`). */
function rupeesInWords(amount: number, locale: Exclude<Locale, 'en'>): string {
  if (!Number.isFinite(amount)) return '₹ 0';
  const abs = Math.abs(amount);
  const words = UNITS[locale];
  if (abs >= CRORE) return `₹ ${formatIndianNumber(Math.round((amount / CRORE) * 100) / 100, 2)} ${words.crore}`;
  if (abs >= LAKH) return `₹ ${formatIndianNumber(Math.round((amount / LAKH) * 100) / 100, 2)} ${words.lakh}`;
  return `₹ ${formatIndianNumber(Math.round(amount))}`;
}

/** `₹ 45,00,000`: whole rupees with lakh/crore grouping; in Gujarati and Hindi lakhs and crores in words. */
export function formatRupees(amount: number, locale: Locale = 'en'): string {
  if (locale !== 'en') return rupeesInWords(amount, locale);
  if (!Number.isFinite(amount)) return '₹ 0';
  return `₹ ${formatIndianNumber(Math.round(amount))}`;
}

/** `₹ 45 L`, `₹ 1.2 Cr`; below one lakh the full figure (`₹ 18,000`). */
export function formatRupeesShort(amount: number, locale: Locale = 'en'): string {
  if (locale !== 'en') return rupeesInWords(amount, locale);
  if (!Number.isFinite(amount)) return '₹ 0';
  const abs = Math.abs(amount);
  if (abs >= CRORE) return `₹ ${trimDecimals(amount / CRORE)} Cr`;
  if (abs >= LAKH) return `₹ ${trimDecimals(amount / LAKH)} L`;
  return formatRupees(amount);
}

function trimDecimals(value: number): string {
  // One decimal reads like the trade does ("1.2 Cr", "45.5 L"); two only when needed ("1.25 Cr").
  const rounded = Math.round(value * 100) / 100;
  return formatIndianNumber(rounded, 2);
}

interface Priced {
  price: number;
  transactionType: string;
}

/** The price a listing shows: monthly rents carry `/ month` (`/ મહિનો`, `/ माह`). */
export function formatPrice(property: Priced, { short = false, locale = 'en' }: { short?: boolean; locale?: Locale } = {}): string {
  const amount = short ? formatRupeesShort(property.price, locale) : formatRupees(property.price, locale);
  if (property.transactionType !== 'Rent') return amount;
  return `${amount} / ${locale === 'en' ? 'month' : UNITS[locale].month}`;
}

/** `1,250 sq ft` (`1,250 ચો. ફૂટ`, `1,250 वर्ग फुट`). */
export function formatArea(sqft: number, locale: Locale = 'en'): string {
  const value = Number.isFinite(sqft) ? sqft : 0;
  return `${formatIndianNumber(value)} ${locale === 'en' ? 'sq ft' : UNITS[locale].sqft}`;
}

/** A search's total: `1,000+` when the server stopped counting at its cap, else the exact count. */
export function formatTotal(meta: { total: number; totalCapped?: boolean }): string {
  return `${formatIndianNumber(meta.total)}${meta.totalCapped ? '+' : ''}`;
}

/** Reads a date the API or the device store hands over: ISO text, a Date, or unix milliseconds (a number or its digits). */
export function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const text = String(value).trim();
  if (/^\d{13}$/.test(text)) return new Date(Number(text));
  if (typeof value === 'number') return new Date(value);
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Dates are the agency's, in Surat: the same on every device and in pages the server renders. */
export const AGENCY_TIME_ZONE = 'Asia/Kolkata';

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * One `Intl.DateTimeFormat` per locale and style, made on first use and kept: making one (its
 * locale's calendar data, its time zone's rules) costs far more than formatting with it, and
 * `toLocaleDateString` with options makes a new one on every call.
 */
export function dateFormat(locale: string, style: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(style)}`;
  let found = dateFormats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, style);
    dateFormats.set(key, found);
  }
  return found;
}

/**
 * Short month names: English's as the app writes them, Gujarati's and Hindi's as
 * `Intl.DateTimeFormat(…, { month: 'short' })` writes them for gu-IN and hi-IN (format.test.ts holds
 * them to it).
 */
const SHORT_MONTHS: Record<Locale, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  gu: ['જાન્યુ', 'ફેબ્રુ', 'માર્ચ', 'એપ્રિલ', 'મે', 'જૂન', 'જુલાઈ', 'ઑગસ્ટ', 'સપ્ટે', 'ઑક્ટો', 'નવે', 'ડિસે'],
  hi: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
};

/**
 * '2027-03' → 'Mar 2027'; in Gujarati and Hindi the month's name in the language ('માર્ચ 2027').
 * Written out like the figures above: a Gujarati listing shows it on its cards as it starts.
 */
export function formatMonth(month: string, locale: Locale = 'en'): string {
  const [year, number] = month.split('-');
  return `${SHORT_MONTHS[locale][Number(number) - 1] ?? ''} ${year}`.trim();
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** India Standard Time, UTC+5:30 all year (India keeps no summer time). */
const AGENCY_OFFSET_MS = 330 * 60_000;

/**
 * `21 November 2026` (an `Intl` locale: `gu-IN` gives `21 નવેમ્બર, 2026`). English's is written out,
 * like the figures above (formatIndianNumber): a property page shows two such dates as it starts, and a
 * first `Intl.DateTimeFormat` costs a fresh page as much as a first `Intl.NumberFormat`.
 */
export function formatLongDate(value: string | number | Date | null | undefined, locale = 'en-IN'): string {
  const date = toDate(value);
  if (!date) return '—';
  if (locale === 'en-IN') {
    const inSurat = new Date(date.getTime() + AGENCY_OFFSET_MS);
    return `${inSurat.getUTCDate()} ${MONTH_NAMES[inSurat.getUTCMonth()]} ${inSurat.getUTCFullYear()}`;
  }
  return dateFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: AGENCY_TIME_ZONE }).format(date);
}

/**
 * The day and short month in Surat ('3 Nov', '3 નવે', '3 नव॰'), with the year when it is not `now`'s
 * ('3 Nov 2025'): how a listing's price changes are dated.
 */
export function formatDayMonth(value: string | number | Date, locale: Locale = 'en', now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '—';
  const inSurat = new Date(date.getTime() + AGENCY_OFFSET_MS);
  const thisYear = new Date(now.getTime() + AGENCY_OFFSET_MS).getUTCFullYear();
  const dayMonth = `${inSurat.getUTCDate()} ${SHORT_MONTHS[locale][inSurat.getUTCMonth()]}`;
  return inSurat.getUTCFullYear() === thisYear ? dayMonth : `${dayMonth} ${inSurat.getUTCFullYear()}`;
}

/** The locale's short date, `21/11/2026` in en-IN. */
export function formatShortDate(value: string | number | Date | null | undefined, locale = 'en-IN'): string {
  const date = toDate(value);
  return date ? dateFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: AGENCY_TIME_ZONE }).format(date) : '—';
}
