/** A listing as the cost rules read it. */
import type { Property } from '../../../contract/properties.ts';
import type { PurchaseCostListing } from '../../../contract/purchaseCost.ts';

export function costListingOf(property: Property): PurchaseCostListing {
  return {
    price: property.price,
    possession: property.possession ?? null,
    propertyType: property.propertyType,
    carpetArea: property.carpetArea ?? null,
    // Listings kept on a device from before these fields carry neither.
    maintenanceDeposit: property.maintenanceDeposit ?? null,
    maintenanceAdvance: property.maintenanceAdvance ?? null,
  };
}
