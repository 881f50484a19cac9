/**
 * A budget as the address carries it (whole rupees, a rent's per month) and the purpose it is read
 * on. The menus' steps are in budgetSteps.ts, loaded only with the screens that show them.
 */
import { PRICE_MAX, type TransactionType } from '../../../contract/catalog.ts';

/** Buy, Rent, or both ('any'). */
export type PurposeChoice = 'any' | TransactionType;

export interface Budget {
  minPrice: number | null;
  maxPrice: number | null;
}

export const noBudget: Budget = { minPrice: null, maxPrice: null };

/** A bound from the address: whole rupees from 1 up to what the API takes; anything else is no bound. */
export function budgetBound(text: string | null | undefined): number | null {
  if (!text || !/^\d{1,12}$/.test(text)) return null;
  const value = Number(text);
  return value > 0 && value <= PRICE_MAX ? value : null;
}

const scale = (purpose: PurposeChoice) => (purpose === 'Rent' ? 'rent' : 'sale');

/** A new purpose keeps the budget only when its prices are on the same scale (₹ 60 L means nothing as a rent). */
export function budgetForPurpose(budget: Budget, from: PurposeChoice, to: PurposeChoice): Budget {
  return scale(from) === scale(to) ? budget : noBudget;
}

/** `transactionType` from an address, in any letter case; anything else is both purposes. */
export function purposeOf(text: string | null | undefined): PurposeChoice {
  const word = text ? text.charAt(0).toUpperCase() + text.slice(1).toLowerCase() : '';
  return word === 'Buy' || word === 'Rent' ? word : 'any';
}
