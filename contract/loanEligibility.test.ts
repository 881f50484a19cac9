import { describe, expect, it } from 'vitest';
import { DEFAULT_BORROWER, loanEligibility, maxLoanByValue, type BorrowerFacts } from './loanEligibility.ts';

const borrower = (patch: Partial<BorrowerFacts>): BorrowerFacts => ({
  ...DEFAULT_BORROWER,
  monthlyIncome: 100_000,
  existingEmis: 0,
  age: 30,
  ...patch,
});

describe('loan eligibility', () => {
  it('lends 90 % up to ₹ 30 lakh, 80 % up to ₹ 75 lakh and 75 % above', () => {
    expect(maxLoanByValue(2_500_000)).toBe(2_250_000);
    expect(maxLoanByValue(5_000_000)).toBe(4_000_000);
    expect(maxLoanByValue(20_000_000)).toBe(15_000_000);
  });

  it('lends up to a slab limit where the next slab would give less', () => {
    // ₹ 35 L: 80 % is 28 L, but a 30 L loan is within 90 % of the value.
    expect(maxLoanByValue(3_500_000)).toBe(3_000_000);
    // ₹ 95 L: 75 % is 71.25 L, but a 75 L loan is within 80 %.
    expect(maxLoanByValue(9_500_000)).toBe(7_500_000);
  });

  it('finds the loan half a ₹ 1 lakh income carries over 20 years at 8.5 %', () => {
    // An EMI of ₹ 50,000 (₹ 50 L costs ₹ 43,391 a month) pays off ₹ 57,61,541.
    const result = loanEligibility(borrower({}), 8_000_000);
    expect(result).toEqual({
      affordableEmi: 50_000,
      years: 20,
      byIncome: 5_761_541,
      byValue: 6_400_000,
      loan: 5_761_541,
      emi: 50_000,
      downPayment: 2_238_459,
      minimumDownPayment: 1_600_000,
      reach: 'larger-down-payment',
    });
  });

  it('takes the existing EMIs off what the income carries', () => {
    const result = loanEligibility(borrower({ existingEmis: 15_000 }), 6_000_000);
    expect(result).toMatchObject({ affordableEmi: 35_000, byIncome: 4_033_079, loan: 4_033_079, downPayment: 1_966_921 });
  });

  it('shortens the tenure to end by the age of 60', () => {
    const result = loanEligibility(borrower({ age: 52 }), 6_000_000);
    expect(result).toMatchObject({ years: 8, byIncome: 3_474_121 });
  });

  it('needs only the least down payment when the income carries the largest loan the bank may lend', () => {
    // ₹ 25 L home: the bank lends 90 %, ₹ 22.5 L; ₹ 20,000 a month carries ₹ 23,04,616.
    const result = loanEligibility(borrower({ monthlyIncome: 40_000 }), 2_500_000);
    expect(result).toMatchObject({ byIncome: 2_304_616, loan: 2_250_000, emi: 19_526, downPayment: 250_000, reach: 'full-loan' });
  });

  it('is out of reach when the existing EMIs use up the limit', () => {
    const result = loanEligibility(borrower({ monthlyIncome: 60_000, existingEmis: 30_000 }), 3_000_000);
    expect(result).toMatchObject({ affordableEmi: 0, loan: 0, downPayment: 3_000_000, reach: 'out-of-reach' });
  });

  it('is out of reach at the retirement age', () => {
    expect(loanEligibility(borrower({ age: 60 }), 3_000_000)).toMatchObject({ years: 0, loan: 0, reach: 'out-of-reach' });
  });

  it('follows an edited obligation limit', () => {
    const result = loanEligibility(borrower({ obligationPercent: 40 }), 8_000_000);
    expect(result.affordableEmi).toBe(40_000);
  });
});
