import { describe, expect, it } from 'vitest';
import {
  formatArea,
  formatLongDate,
  formatPrice,
  formatTotal,
  formatRupees,
  formatRupeesShort,
  formatShortDate,
  toDate,
} from './format.ts';

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

  it('reads 10-digit timestamps as unix seconds and 13-digit ones as milliseconds', () => {
    const ms = Date.parse(iso);
    expect(toDate(ms / 1000)?.toISOString()).toBe(iso);
    expect(toDate(String(ms / 1000))?.toISOString()).toBe(iso);
    expect(toDate(ms)?.toISOString()).toBe(iso);
    expect(toDate(String(ms))?.toISOString()).toBe(iso);
  });

  it('reads ISO text and rejects nonsense', () => {
    expect(toDate(iso)?.toISOString()).toBe(iso);
    expect(toDate('not a date')).toBeNull();
    expect(toDate(null)).toBeNull();
  });

  it('formats long and short dates', () => {
    expect(formatLongDate(iso)).toBe('5 March 2026');
    expect(formatShortDate(iso)).toBe('05/03/2026');
    expect(formatLongDate(Date.parse(iso) / 1000)).toBe('5 March 2026');
    expect(formatLongDate(undefined)).toBe('—');
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
