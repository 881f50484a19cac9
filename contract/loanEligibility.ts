/**
 * What a buyer can borrow for a home: the largest loan their income carries under a
 * fixed-obligation-to-income limit, capped by the RBI's loan-to-value limits on the home's value.
 * Worked out on the device only; nothing is sent to the server. Plain values, no valibot.
 *
 * Rounding: the loan the income carries is rounded down to the whole rupee (a bank never lends the
 * part of a rupee the EMI cannot pay); the loan-to-value cap is rounded down too; the down payment
 * is the price less the loan.
 */

/** The rules with their sources and the date they were last checked. */
export const LOAN_RULE_SOURCES = {
  loanToValue: {
    rule: 'Loan-to-value: at most 90 % of the value for loans up to ₹ 30 lakh, 80 % above ₹ 30 lakh up to ₹ 75 lakh, 75 % above ₹ 75 lakh',
    source: 'RBI, Master Circular on Housing Finance (DOR), and circular DOR.No.BP.BC.24/08.12.015/2020-21 of 16 October 2020',
    checked: '2026-11-27',
  },
  obligationToIncome: {
    rule: 'All EMIs together at most 50 % of the net monthly income (the usual bank limit; editable)',
    source: "Banks' common lending practice; not a regulation, so the page lets the buyer change it",
    checked: '2026-11-27',
  },
  retirementAge: {
    rule: 'The loan ends by the age of 60 (the usual limit for salaried borrowers; editable)',
    source: "Banks' common lending practice",
    checked: '2026-11-27',
  },
} as const;

/** Loan-to-value slabs: a loan up to `upTo` rupees may be at most `percent` of the value. */
export const LOAN_TO_VALUE_SLABS = [
  { upTo: 3_000_000, percent: 90 },
  { upTo: 7_500_000, percent: 80 },
  { upTo: Number.POSITIVE_INFINITY, percent: 75 },
] as const;

export interface BorrowerFacts {
  /** Net monthly income, rupees. */
  monthlyIncome: number;
  /** EMIs already paid each month, rupees. */
  existingEmis: number;
  /** The borrower's age in years. */
  age: number;
  /** Tenure asked for, years. */
  years: number;
  /** Yearly interest rate, per cent. */
  annualRatePercent: number;
  /** All EMIs at most this share of the income, per cent (default 50). */
  obligationPercent: number;
  /** The age by which the loan must be repaid (default 60). */
  retirementAge: number;
}

export const DEFAULT_BORROWER: Omit<BorrowerFacts, 'monthlyIncome' | 'existingEmis' | 'age'> = {
  years: 20,
  annualRatePercent: 8.5,
  obligationPercent: 50,
  retirementAge: 60,
};

/**
 * `full-loan`: the income carries the largest loan the bank may lend on this home, so the down
 * payment is the least possible; `larger-down-payment`: it carries less, so more must be paid down;
 * `out-of-reach`: no loan at all (no income left for an EMI, or no years left before retirement).
 */
export type Reach = 'full-loan' | 'larger-down-payment' | 'out-of-reach';

export interface LoanEligibility {
  /** What is left of the income for a new EMI. */
  affordableEmi: number;
  /** Years of the loan: the tenure asked for, shortened to end by the retirement age. */
  years: number;
  /** The largest loan the income carries. */
  byIncome: number;
  /** The largest loan the RBI's loan-to-value limits allow on this home. */
  byValue: number;
  /** The smaller of the two. */
  loan: number;
  /** The EMI of that loan, whole rupees. */
  emi: number;
  /** The price less the loan. */
  downPayment: number;
  /** The price less the largest loan the bank may lend. */
  minimumDownPayment: number;
  reach: Reach;
}

/** The largest loan the loan-to-value slabs allow on a home of `value` rupees. */
export function maxLoanByValue(value: number): number {
  let best = 0;
  for (const slab of LOAN_TO_VALUE_SLABS) best = Math.max(best, Math.min(Math.floor((value * slab.percent) / 100), slab.upTo));
  return best;
}

/** The loan an EMI pays off over `months` at a monthly rate `rate` (the EMI formula turned round). */
function principalOf(emi: number, rate: number, months: number): number {
  if (emi <= 0 || months <= 0) return 0;
  if (rate === 0) return emi * months;
  return (emi * (1 - (1 + rate) ** -months)) / rate;
}

function emiOf(principal: number, rate: number, months: number): number {
  if (principal <= 0 || months <= 0) return 0;
  if (rate === 0) return principal / months;
  const growth = (1 + rate) ** months;
  return (principal * rate * growth) / (growth - 1);
}

/** What a borrower can borrow towards a home of `price` rupees. */
export function loanEligibility(facts: BorrowerFacts, price: number): LoanEligibility {
  const affordableEmi = Math.max(0, Math.floor((facts.monthlyIncome * facts.obligationPercent) / 100 - facts.existingEmis));
  const years = Math.max(0, Math.min(Math.round(facts.years), Math.floor(facts.retirementAge - facts.age)));
  const months = years * 12;
  const rate = facts.annualRatePercent / 12 / 100;
  const byIncome = Math.floor(principalOf(affordableEmi, rate, months));
  const byValue = maxLoanByValue(price);
  const loan = Math.min(byIncome, byValue);
  return {
    affordableEmi,
    years,
    byIncome,
    byValue,
    loan,
    emi: Math.round(emiOf(loan, rate, months)),
    downPayment: price - loan,
    minimumDownPayment: price - byValue,
    reach: loan <= 0 ? 'out-of-reach' : byIncome >= byValue ? 'full-loan' : 'larger-down-payment',
  };
}
