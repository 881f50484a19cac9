/** A listing as the cost rules read it. */
import type { Property } from '../../../contract/properties.ts';
import type { PurchaseCostListing } from '../../../contract/purchaseCost.ts';

/** A whole-rupee field by name: null when the listing does not carry it. */
function rupeeField(property: Property, name: string): number | null {
  const value = (property as unknown as Record<string, unknown>)[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function costListingOf(property: Property): PurchaseCostListing {
  return {
    price: property.price,
    possession: property.possession ?? null,
    propertyType: property.propertyType,
    carpetArea: property.carpetArea ?? null,
    maintenanceDeposit: rupeeField(property, 'maintenanceDeposit'),
    maintenanceAdvance: rupeeField(property, 'maintenanceAdvance'),
  };
}
