/**
 * Home-loan arithmetic as Indian banks publish it: the reducing-balance EMI
 * `P·r·(1+r)^n / ((1+r)^n − 1)` with r the monthly rate and n the months, rounded to the rupee.
 */

export interface LoanTerms {
  /** Rupees borrowed. */
  principal: number;
  /** Yearly interest rate in per cent, e.g. 8.5. */
  annualRatePercent: number;
  /** Tenure in whole years. */
  years: number;
}

export interface LoanSummary {
  /** The monthly instalment in whole rupees. */
  emi: number;
  totalInterest: number;
  totalPayment: number;
}

export interface AmortisationYear {
  /** 1 for the first twelve instalments. */
  year: number;
  principalPaid: number;
  interestPaid: number;
  /** What is still owed after this year's instalments. */
  balance: number;
}

/** The limits of the calculator's inputs. */
export const LOAN_LIMITS = {
  principal: { min: 100_000, max: 100_000_000, step: 50_000 },
  annualRatePercent: { min: 5, max: 20, step: 0.05 },
  years: { min: 1, max: 30, step: 1 },
} as const;

/** What the calculator opens with: 80 % of the price borrowed at 8.5 % for 20 years. */
export function defaultTerms(price: number): LoanTerms {
  const principal = clamp(Math.round((price * 0.8) / 10_000) * 10_000, LOAN_LIMITS.principal.min, LOAN_LIMITS.principal.max);
  return { principal, annualRatePercent: 8.5, years: 20 };
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** The exact (unrounded) monthly instalment. */
function exactEmi({ principal, annualRatePercent, years }: LoanTerms): number {
  const months = Math.round(years * 12);
  if (principal <= 0 || months <= 0) return 0;
  const rate = annualRatePercent / 12 / 100;
  if (rate === 0) return principal / months;
  const growth = (1 + rate) ** months;
  return (principal * rate * growth) / (growth - 1);
}

/** The monthly EMI in whole rupees (₹ 50 L at 8.5 % for 20 years: ₹ 43,391). */
export function monthlyEmi(terms: LoanTerms): number {
  return Math.round(exactEmi(terms));
}

export function loanSummary(terms: LoanTerms): LoanSummary {
  const emi = monthlyEmi(terms);
  const totalPayment = emi * Math.round(terms.years * 12);
  return { emi, totalPayment, totalInterest: Math.max(0, totalPayment - terms.principal) };
}

/**
 * Interest and principal paid in each year of the loan, instalment by instalment on the reducing
 * balance; the last instalment clears what is left, so the principal paid adds up to the loan.
 */
export function amortisationByYear(terms: LoanTerms): AmortisationYear[] {
  const months = Math.round(terms.years * 12);
  const rate = terms.annualRatePercent / 12 / 100;
  const emi = exactEmi(terms);
  const years: AmortisationYear[] = [];
  let balance = terms.principal;
  for (let month = 1; month <= months; month++) {
    const interest = balance * rate;
    const principalPart = month === months ? balance : Math.min(balance, emi - interest);
    balance -= principalPart;
    const year = Math.ceil(month / 12);
    const row = years[year - 1] ?? (years[year - 1] = { year, principalPaid: 0, interestPaid: 0, balance: 0 });
    row.principalPaid += principalPart;
    row.interestPaid += interest;
    row.balance = Math.max(0, balance);
  }
  return years.map((row) => ({
    year: row.year,
    principalPaid: Math.round(row.principalPaid),
    interestPaid: Math.round(row.interestPaid),
    balance: Math.round(row.balance),
  }));
}

const SHORT_FORMS: Record<string, number> = {
  l: 100_000,
  lac: 100_000,
  lakh: 100_000,
  lakhs: 100_000,
  cr: 10_000_000,
  crore: 10_000_000,
  crores: 10_000_000,
  k: 1_000,
};

/**
 * Reads an amount as people type it: `4500000`, `45,00,000`, `45 L`, `45 lakh`, `1.2 Cr`, `₹ 1.2 crore`.
 * Null for anything else.
 */
export function parseRupees(text: string): number | null {
  const match = /^\s*(?:₹|rs\.?|inr)?\s*([\d,]*\.?\d+)\s*([a-z]*)\.?\s*$/i.exec(text);
  if (!match) return null;
  const number = Number(match[1]!.replaceAll(',', ''));
  if (!Number.isFinite(number)) return null;
  const unit = match[2]!.toLowerCase();
  if (unit === '') return Math.round(number);
  const multiplier = SHORT_FORMS[unit];
  return multiplier === undefined ? null : Math.round(number * multiplier);
}
