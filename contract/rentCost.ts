/**
 * What renting a listing costs: the monthly total (the rent and the society's maintenance when the
 * rent does not include it) and what is paid on moving in (the security deposit and the first month).
 * Plain values, no valibot: the property page's cost part reads it. docs/money.md explains the lines.
 */

export interface RentCostListing {
  /** The monthly rent, rupees. */
  rent: number;
  /** The society's maintenance a month, rupees; null when the owner did not state it. */
  monthlyMaintenance: number | null;
  /** The rent includes the maintenance. */
  maintenanceIncluded: boolean;
  /** The security deposit in rupees, when stated so. */
  securityDeposit: number | null;
  /** The security deposit in months of rent, when stated so. */
  depositMonths: number | null;
}

/** How the monthly maintenance enters the total. */
export type MaintenanceCase = 'included' | 'added' | 'notStated';

export interface RentCost {
  rent: number;
  maintenanceCase: MaintenanceCase;
  /** Maintenance added to the rent each month (0 when included or not stated). */
  maintenance: number;
  /** What is paid every month. */
  monthly: number;
  /** The security deposit in rupees (months of rent worked out); null when not stated. */
  deposit: number | null;
  /** What is paid on moving in: the deposit and the first month. */
  moveIn: number;
}

export function rentCost(listing: RentCostListing): RentCost {
  const maintenanceCase: MaintenanceCase = listing.maintenanceIncluded
    ? 'included'
    : listing.monthlyMaintenance === null
      ? 'notStated'
      : 'added';
  const maintenance = maintenanceCase === 'added' ? listing.monthlyMaintenance! : 0;
  const monthly = listing.rent + maintenance;
  // A deposit in months is of the rent alone: owners ask "three months' rent", not of the maintenance.
  const deposit =
    listing.securityDeposit !== null
      ? listing.securityDeposit
      : listing.depositMonths !== null
        ? listing.depositMonths * listing.rent
        : null;
  return { rent: listing.rent, maintenanceCase, maintenance, monthly, deposit, moveIn: (deposit ?? 0) + monthly };
}
