/**
 * Budgets in lakh and crore: the steps the budget menus offer, a sale's and a month's rent's apart
 * (a rent is not on a sale's scale).
 */
import type { Budget, PurposeChoice } from './budget.ts';

const LAKH = 100_000;
const CRORE = 10_000_000;

/** Sale prices in Surat: plots and flats from a few lakh, bungalows, shops and showrooms into crores. */
export const saleBudgetSteps: readonly number[] = [
  ...[5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 70, 80, 90].map((lakh) => lakh * LAKH),
  ...[1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 7.5, 10, 15, 25].map((crore) => crore * CRORE),
];

/** Rents per month: a PG bed to a furnished bungalow or a main-road showroom. */
export const rentBudgetSteps: readonly number[] = [
  2_000, 3_000, 5_000, 7_500, 10_000, 12_500, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 75_000, 100_000, 150_000, 200_000, 300_000,
  500_000,
];

/** The steps of a purpose; with none chosen the budget reads as a sale price. */
export function budgetSteps(purpose: PurposeChoice): readonly number[] {
  return purpose === 'Rent' ? rentBudgetSteps : saleBudgetSteps;
}

/** The steps with an address's own bound added where it is not one of them, in order. */
function withOwn(steps: readonly number[], own: number | null): number[] {
  return own === null || steps.includes(own) ? [...steps] : [...steps, own].sort((a, b) => a - b);
}

/** What the minimum menu offers: the steps up to the chosen maximum. */
export function minimumChoices(purpose: PurposeChoice, budget: Budget): number[] {
  const { minPrice, maxPrice } = budget;
  return withOwn(budgetSteps(purpose), minPrice).filter((value) => maxPrice === null || value <= maxPrice || value === minPrice);
}

/** What the maximum menu offers: the steps from the chosen minimum. */
export function maximumChoices(purpose: PurposeChoice, budget: Budget): number[] {
  const { minPrice, maxPrice } = budget;
  return withOwn(budgetSteps(purpose), maxPrice).filter((value) => minPrice === null || value >= minPrice || value === maxPrice);
}
