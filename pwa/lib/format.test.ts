import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AGENCY_TIME_ZONE,
  formatArea,
  formatDayMonth,
  formatIndianNumber,
  formatLongDate,
  formatMonth,
  formatPrice,
  formatTotal,
  formatRupees,
  formatRupeesShort,
  formatShortDate,
  toDate,
} from './format.ts';

describe('formatIndianNumber', () => {
  const intl = (locale: string, digits: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits, numberingSystem: 'latn' });

  it('writes what Intl writes for en-IN, gu-IN and hi-IN (Latin digits), whole and to two decimals', () => {
    const figures = fc.oneof(
      fc.integer({ min: -1e12, max: 1e12 }),
      fc.double({ min: -1e12, max: 1e12, noNaN: true }),
      // Prices in lakhs and crores, rounded as the price formats round them.
      fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 100),
      fc.constantFrom(0, -0, 0.5, 1.5, 2.5, -2.5, 0.125, 1.005, 999.995, 99_999.5, Infinity, -Infinity, NaN, 1e21, 2 ** 77),
    );
    fc.assert(
      fc.property(figures, fc.constantFrom<0 | 2>(0, 2), fc.constantFrom('en-IN', 'gu-IN', 'hi-IN'), (value, digits, locale) => {
        expect(formatIndianNumber(value, digits)).toBe(intl(locale, digits).format(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('groups lakhs and crores', () => {
    expect(formatIndianNumber(4_500_000)).toBe('45,00,000');
    expect(formatIndianNumber(123_456_789)).toBe('12,34,56,789');
    expect(formatIndianNumber(999)).toBe('999');
    expect(formatIndianNumber(1.2, 2)).toBe('1.2');
  });
});

describe('formatRupees', () => {
  it('groups rupees the Indian way with a spaced ₹', () => {
    expect(formatRupees(4_500_000)).toBe('₹ 45,00,000');
    expect(formatRupees(12_345_678)).toBe('₹ 1,23,45,678');
    expect(formatRupees(18_000)).toBe('₹ 18,000');
    expect(formatRupees(999)).toBe('₹ 999');
  });

  it('rounds to whole rupees and survives garbage', () => {
    expect(formatRupees(1500.6)).toBe('₹ 1,501');
    expect(formatRupees(Number.NaN)).toBe('₹ 0');
  });
});

describe('formatRupeesShort', () => {
  it('speaks in lakhs and crores', () => {
    expect(formatRupeesShort(4_500_000)).toBe('₹ 45 L');
    expect(formatRupeesShort(4_550_000)).toBe('₹ 45.5 L');
    expect(formatRupeesShort(12_000_000)).toBe('₹ 1.2 Cr');
    expect(formatRupeesShort(12_500_000)).toBe('₹ 1.25 Cr');
    expect(formatRupeesShort(100_000)).toBe('₹ 1 L');
  });

  it('keeps amounts under a lakh in full', () => {
    expect(formatRupeesShort(18_000)).toBe('₹ 18,000');
  });
});

describe('formatPrice', () => {
  it('adds "/ month" to rents only', () => {
    expect(formatPrice({ price: 18_000, transactionType: 'Rent' })).toBe('₹ 18,000 / month');
    expect(formatPrice({ price: 4_500_000, transactionType: 'Buy' })).toBe('₹ 45,00,000');
    expect(formatPrice({ price: 4_500_000, transactionType: 'Buy' }, { short: true })).toBe('₹ 45 L');
  });
});

describe('formatArea', () => {
  it('groups square feet', () => {
    expect(formatArea(1450)).toBe('1,450 sq ft');
    expect(formatArea(125_000)).toBe('1,25,000 sq ft');
  });
});

describe('dates', () => {
  const iso = '2026-03-05T10:00:00.000Z';

  it('reads timestamps as unix milliseconds', () => {
    const ms = Date.parse(iso);
    expect(toDate(ms)?.toISOString()).toBe(iso);
    expect(toDate(String(ms))?.toISOString()).toBe(iso);
  });

  it('reads ISO text and rejects nonsense', () => {
    expect(toDate(iso)?.toISOString()).toBe(iso);
    expect(toDate('not a date')).toBeNull();
    expect(toDate(null)).toBeNull();
  });

  it("writes an English long date as Intl writes en-IN's, in Surat's time", () => {
    const intl = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: AGENCY_TIME_ZONE });
    // From 1970 to 2100: IST has been UTC+5:30 all along since 1945.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }), (time) => {
        expect(formatLongDate(new Date(time))).toBe(intl.format(time));
      }),
      { numRuns: 2000 },
    );
    // Just before and after midnight in Surat (18:30 UTC).
    expect(formatLongDate('2026-03-05T18:29:59.999Z')).toBe('5 March 2026');
    expect(formatLongDate('2026-03-05T18:30:00.000Z')).toBe('6 March 2026');
  });

  it('formats long and short dates', () => {
    expect(formatLongDate(iso)).toBe('5 March 2026');
    expect(formatShortDate(iso)).toBe('05/03/2026');
    expect(formatLongDate(Date.parse(iso))).toBe('5 March 2026');
    expect(formatLongDate(undefined)).toBe('—');
  });

  it("dates a price change by day and month in Surat, in the page's language, with the year only when it is not this one", () => {
    const now = new Date('2026-11-28T00:00:00.000Z');
    expect(formatDayMonth('2026-11-03T10:00:00.000Z', 'en', now)).toBe('3 Nov');
    expect(formatDayMonth('2026-11-03T10:00:00.000Z', 'gu', now)).toBe('3 નવે');
    expect(formatDayMonth('2026-11-03T10:00:00.000Z', 'hi', now)).toBe('3 नव॰');
    // 19:00 UTC on 2 November is already 3 November in Surat.
    expect(formatDayMonth('2026-11-02T19:00:00.000Z', 'en', now)).toBe('3 Nov');
    expect(formatDayMonth('2025-12-31T10:00:00.000Z', 'en', now)).toBe('31 Dec 2025');
  });
});

describe('formatTotal', () => {
  it("shows a capped total as '1,000+' and an exact one as it is", () => {
    expect(formatTotal({ total: 1000, totalCapped: true })).toBe('1,000+');
    expect(formatTotal({ total: 1000 })).toBe('1,000');
    expect(formatTotal({ total: 82, totalCapped: false })).toBe('82');
  });
});

describe('prices and areas in Gujarati and Hindi', () => {
  it('writes lakhs and crores in words, as Surat advertisements do', () => {
    expect(formatRupees(4_500_000, 'gu')).toBe('₹ 45 લાખ');
    expect(formatRupees(12_000_000, 'gu')).toBe('₹ 1.2 કરોડ');
    expect(formatRupees(4_500_000, 'hi')).toBe('₹ 45 लाख');
    expect(formatRupees(12_500_000, 'hi')).toBe('₹ 1.25 करोड़');
    expect(formatRupeesShort(4_550_000, 'gu')).toBe('₹ 45.5 લાખ');
  });

  it('keeps amounts under a lakh as a figure with Indian grouping and Latin digits', () => {
    expect(formatRupees(18_000, 'gu')).toBe('₹ 18,000');
    expect(formatRupees(95_500, 'hi')).toBe('₹ 95,500');
  });

  it('gives rents their month and areas their square feet in the language', () => {
    expect(formatPrice({ price: 25_000, transactionType: 'Rent' }, { locale: 'gu' })).toBe('₹ 25,000 / મહિનો');
    expect(formatPrice({ price: 150_000, transactionType: 'Rent' }, { locale: 'hi' })).toBe('₹ 1.5 लाख / माह');
    expect(formatPrice({ price: 4_500_000, transactionType: 'Sale' }, { locale: 'gu', short: true })).toBe('₹ 45 લાખ');
    expect(formatArea(1250, 'gu')).toBe('1,250 ચો. ફૂટ');
    expect(formatArea(12_500, 'hi')).toBe('12,500 वर्ग फुट');
  });

  it('leaves English exactly as before', () => {
    expect(formatRupees(4_500_000, 'en')).toBe('₹ 45,00,000');
    expect(formatPrice({ price: 25_000, transactionType: 'Rent' }, { locale: 'en' })).toBe('₹ 25,000 / month');
    expect(formatArea(1250, 'en')).toBe('1,250 sq ft');
  });

  it('writes dates with the month named in the language', () => {
    expect(formatLongDate('2026-03-05T10:00:00Z', 'gu-IN')).toContain('માર્ચ');
    expect(formatLongDate('2026-03-05T10:00:00Z', 'hi-IN')).toContain('मार्च');
  });
});

describe('formatMonth', () => {
  it('writes the month as the app always has in English', () => {
    expect(formatMonth('2027-03')).toBe('Mar 2027');
    expect(formatMonth('2027-09')).toBe('Sep 2027');
  });

  it("writes Gujarati's and Hindi's month names as Intl writes them, without making a formatter", () => {
    for (const [locale, intl] of [
      ['gu', 'gu-IN'],
      ['hi', 'hi-IN'],
    ] as const) {
      const format = new Intl.DateTimeFormat(intl, { month: 'short', year: 'numeric', timeZone: 'UTC', numberingSystem: 'latn' });
      for (let year = 2024; year <= 2032; year++) {
        for (let month = 1; month <= 12; month++) {
          expect(formatMonth(`${year}-${String(month).padStart(2, '0')}`, locale)).toBe(format.format(Date.UTC(year, month - 1, 1)));
        }
      }
    }
  });
});
