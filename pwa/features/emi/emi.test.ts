import { describe, expect, it } from 'vitest';
import { amortisationByYear, defaultTerms, loanSummary, monthlyEmi, parseRupees } from './emi.ts';

describe('monthlyEmi', () => {
  it('gives ₹ 43,391 a month for ₹ 50 L at 8.5 % over 20 years', () => {
    expect(monthlyEmi({ principal: 5_000_000, annualRatePercent: 8.5, years: 20 })).toBe(43_391);
  });

  it('gives ₹ 13,215 a month for ₹ 10 L at 10 % over 10 years', () => {
    expect(monthlyEmi({ principal: 1_000_000, annualRatePercent: 10, years: 10 })).toBe(13_215);
  });

  it('gives ₹ 8,885 a month for ₹ 1 L at 12 % over one year', () => {
    expect(monthlyEmi({ principal: 100_000, annualRatePercent: 12, years: 1 })).toBe(8_885);
  });

  it('divides the loan evenly when the rate is zero', () => {
    expect(monthlyEmi({ principal: 1_200_000, annualRatePercent: 0, years: 10 })).toBe(10_000);
  });
});

describe('loanSummary', () => {
  it('totals 240 instalments of ₹ 43,391 and the interest over the ₹ 50 L borrowed', () => {
    expect(loanSummary({ principal: 5_000_000, annualRatePercent: 8.5, years: 20 })).toEqual({
      emi: 43_391,
      totalPayment: 10_413_840,
      totalInterest: 5_413_840,
    });
  });
});

describe('amortisationByYear', () => {
  const terms = { principal: 5_000_000, annualRatePercent: 8.5, years: 20 };
  const years = amortisationByYear(terms);

  it('has one row per year and ends with nothing owed', () => {
    expect(years).toHaveLength(20);
    expect(years.at(-1)!.balance).toBe(0);
  });

  it('repays the whole loan, and pays the interest the summary states (within rounding)', () => {
    const principal = years.reduce((sum, year) => sum + year.principalPaid, 0);
    const interest = years.reduce((sum, year) => sum + year.interestPaid, 0);
    expect(Math.abs(principal - terms.principal)).toBeLessThanOrEqual(20);
    expect(Math.abs(interest - loanSummary(terms).totalInterest)).toBeLessThanOrEqual(100);
  });

  it('pays mostly interest in the first year and mostly principal in the last', () => {
    expect(years[0]!.interestPaid).toBeGreaterThan(years[0]!.principalPaid);
    expect(years.at(-1)!.principalPaid).toBeGreaterThan(years.at(-1)!.interestPaid);
    // The first year's interest on ₹ 50 L at 8.5 % is a little under 8.5 % of it.
    expect(years[0]!.interestPaid).toBeGreaterThan(415_000);
    expect(years[0]!.interestPaid).toBeLessThan(425_000);
  });
});

describe('defaultTerms', () => {
  it('borrows 80 % of the price at 8.5 % for 20 years', () => {
    expect(defaultTerms(6_250_000)).toEqual({ principal: 5_000_000, annualRatePercent: 8.5, years: 20 });
  });
});

describe('parseRupees', () => {
  it('reads plain figures, Indian grouping and lakh / crore short forms', () => {
    expect(parseRupees('4500000')).toBe(4_500_000);
    expect(parseRupees('45,00,000')).toBe(4_500_000);
    expect(parseRupees('45 L')).toBe(4_500_000);
    expect(parseRupees('45.5 lakh')).toBe(4_550_000);
    expect(parseRupees('₹ 1.2 Cr')).toBe(12_000_000);
    expect(parseRupees('2 crore')).toBe(20_000_000);
  });

  it('refuses what is not an amount', () => {
    expect(parseRupees('')).toBeNull();
    expect(parseRupees('forty lakh')).toBeNull();
    expect(parseRupees('45 M')).toBeNull();
  });
});
