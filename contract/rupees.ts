/** Rupees as the Indian market reads them, for text made on the server (e-mails, push messages). */

const indianNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const indianDecimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** `₹ 45,00,000`. */
export function rupees(amount: number): string {
  return `₹ ${indianNumber.format(Math.round(Number.isFinite(amount) ? amount : 0))}`;
}

/** `₹ 45 L`, `₹ 1.2 Cr`; below one lakh the full figure. */
export function rupeesShort(amount: number): string {
  const abs = Math.abs(amount);
  if (abs >= 10_000_000) return `₹ ${indianDecimal.format(Math.round((amount / 10_000_000) * 100) / 100)} Cr`;
  if (abs >= 100_000) return `₹ ${indianDecimal.format(Math.round((amount / 100_000) * 100) / 100)} L`;
  return rupees(amount);
}

/** A listing's price as a line of text: rents carry `/ month`. */
export function priceText(property: { price: number; transactionType: string }, short = false): string {
  const amount = short ? rupeesShort(property.price) : rupees(property.price);
  return property.transactionType === 'Rent' ? `${amount} / month` : amount;
}

/** The languages a text made on the server can be in (a user's `locale`; null is English). */
export type TextLocale = 'en' | 'gu' | 'hi';

/** The words of a lakh, a crore and a rent's month in Gujarati and Hindi, as pwa/lib/format.ts writes them. */
const UNITS = {
  gu: { tag: 'gu-IN', lakh: 'લાખ', crore: 'કરોડ', month: 'મહિનો' },
  hi: { tag: 'hi-IN', lakh: 'लाख', crore: 'करोड़', month: 'माह' },
} as const;

/**
 * `₹ 45,00,000` in English; in Gujarati and Hindi lakhs and crores in words with Latin digits
 * (`₹ 45 લાખ`, `₹ 1.2 કરોડ`, `₹ 45 लाख`), below a lakh the figure, as the site shows prices.
 */
export function rupeesIn(amount: number, locale: TextLocale): string {
  if (locale === 'en') return rupees(amount);
  const value = Number.isFinite(amount) ? amount : 0;
  const words = UNITS[locale];
  const format = (n: number, digits: number) =>
    new Intl.NumberFormat(words.tag, { maximumFractionDigits: digits, numberingSystem: 'latn' }).format(n);
  const abs = Math.abs(value);
  if (abs >= 10_000_000) return `₹ ${format(Math.round((value / 10_000_000) * 100) / 100, 2)} ${words.crore}`;
  if (abs >= 100_000) return `₹ ${format(Math.round((value / 100_000) * 100) / 100, 2)} ${words.lakh}`;
  return `₹ ${format(Math.round(value), 0)}`;
}

/** A listing's price in `locale`: English as priceText; rents carry `/ મહિનો`, `/ माह`. */
export function priceTextIn(property: { price: number; transactionType: string }, locale: TextLocale, short = false): string {
  if (locale === 'en') return priceText(property, short);
  const amount = rupeesIn(property.price, locale);
  return property.transactionType === 'Rent' ? `${amount} / ${UNITS[locale].month}` : amount;
}

/** `₹ 85 L` in English (rupeesShort); the words of rupeesIn in Gujarati and Hindi. */
export const rupeesShortIn = (amount: number, locale: TextLocale): string =>
  locale === 'en' ? rupeesShort(amount) : rupeesIn(amount, locale);
