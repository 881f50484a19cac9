/** A listing as the API sends it, for the web app's tests. */
import { blankListingFacts, type Property } from '../../contract/properties.ts';

/** A 3 BHK apartment to rent in Vesu, not saved; `overrides` set what a test is about. */
export function aProperty(overrides: Partial<Property> = {}): Property {
  return {
    _id: 'p1',
    reference: 'SR-1001',
    title: '3 BHK in Vesu',
    description: '<p>Bright</p>',
    transactionType: 'Rent',
    propertyType: 'Residential',
    subCategory: 'Apartment',
    location: 'Vesu, Surat',
    address: 'A-101, Vesu',
    price: 18_000,
    sqt: 1450,
    bedrooms: 3,
    bathrooms: 2,
    ...blankListingFacts,
    images: ['/media/a.webp'],
    thumbnails: ['/media/a-card.webp'],
    favorite: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
}
