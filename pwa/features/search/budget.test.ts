import { describe, expect, it } from 'vitest';
import { budgetBound, budgetForPurpose, noBudget, purposeOf } from './budget.ts';
import { budgetSteps, maximumChoices, minimumChoices } from './budgetSteps.ts';

describe('budget steps', () => {
  it('offer lakh and crore steps past ₹ 50 L for a sale, and monthly rents for Rent', () => {
    expect(budgetSteps('Buy')).toEqual(budgetSteps('any'));
    expect(budgetSteps('Buy')).toEqual(expect.arrayContaining([4_000_000, 6_000_000, 10_000_000, 12_000_000, 250_000_000]));
    expect(budgetSteps('Rent')).toEqual(expect.arrayContaining([10_000, 15_000, 100_000]));
    expect(Math.max(...budgetSteps('Rent'))).toBeLessThan(Math.min(...budgetSteps('Buy').filter((value) => value >= 1_000_000)));
  });

  it('offer only a minimum up to the maximum and a maximum from the minimum', () => {
    const budget = { minPrice: 6_000_000, maxPrice: 12_000_000 };
    expect(Math.max(...minimumChoices('Buy', budget))).toBe(12_000_000);
    expect(Math.min(...maximumChoices('Buy', budget))).toBe(6_000_000);
  });

  it('keep a bound from the address that is not a step, in its place', () => {
    const choices = maximumChoices('Buy', { minPrice: null, maxPrice: 6_500_000 });
    expect(choices.slice(choices.indexOf(6_000_000), choices.indexOf(6_000_000) + 3)).toEqual([6_000_000, 6_500_000, 7_000_000]);
  });
});

describe('budget from the address', () => {
  it('takes whole rupees up to the API limit, anything else is no bound', () => {
    expect(budgetBound('12000000')).toBe(12_000_000);
    expect(budgetBound('0')).toBeNull();
    expect(budgetBound('1.2Cr')).toBeNull();
    expect(budgetBound('9999999999999')).toBeNull();
    expect(budgetBound(null)).toBeNull();
  });

  it('reads the purpose in any letter case', () => {
    expect(purposeOf('rent')).toBe('Rent');
    expect(purposeOf('BUY')).toBe('Buy');
    expect(purposeOf('lease')).toBe('any');
  });

  it('drops the budget when the purpose moves between a sale and a rent', () => {
    const budget = { minPrice: 6_000_000, maxPrice: null };
    expect(budgetForPurpose(budget, 'any', 'Buy')).toBe(budget);
    expect(budgetForPurpose(budget, 'Buy', 'Rent')).toEqual(noBudget);
    expect(budgetForPurpose({ minPrice: 10_000, maxPrice: null }, 'Rent', 'any')).toEqual(noBudget);
  });
});
