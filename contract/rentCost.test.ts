import { describe, expect, it } from 'vitest';
import { rentCost, type RentCostListing } from './rentCost.ts';

const flat: RentCostListing = {
  rent: 25_000,
  monthlyMaintenance: null,
  maintenanceIncluded: false,
  securityDeposit: null,
  depositMonths: null,
};

describe('rentCost', () => {
  it('adds the monthly maintenance to the rent when the rent does not include it', () => {
    expect(rentCost({ ...flat, monthlyMaintenance: 2_500 })).toMatchObject({
      maintenanceCase: 'added',
      maintenance: 2_500,
      monthly: 27_500,
    });
  });

  it('adds nothing when the rent includes the maintenance', () => {
    expect(rentCost({ ...flat, monthlyMaintenance: 2_500, maintenanceIncluded: true })).toMatchObject({
      maintenanceCase: 'included',
      maintenance: 0,
      monthly: 25_000,
    });
  });

  it('adds nothing, and says so, when the maintenance is not stated', () => {
    expect(rentCost(flat)).toMatchObject({ maintenanceCase: 'notStated', maintenance: 0, monthly: 25_000, deposit: null });
  });

  it('works out a deposit in months on the rent alone', () => {
    // 3 months of ₹ 25,000 is ₹ 75,000; moving in pays it and the first month with its maintenance.
    expect(rentCost({ ...flat, monthlyMaintenance: 2_500, depositMonths: 3 })).toMatchObject({ deposit: 75_000, moveIn: 1_02_500 });
  });

  it('takes a deposit stated in rupees as it is', () => {
    expect(rentCost({ ...flat, securityDeposit: 1_00_000 })).toMatchObject({ deposit: 1_00_000, moveIn: 1_25_000 });
  });

  it('counts only the first month on moving in when no deposit is stated', () => {
    expect(rentCost(flat).moveIn).toBe(25_000);
  });
});
