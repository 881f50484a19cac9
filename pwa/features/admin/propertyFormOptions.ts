/** The property form's dependent category list and its starting values. */
import { categoriesOf, categoryTree, type PropertyType } from '../../../contract/catalog.ts';
import { propertyFormInput, type PropertyFormInput, type Property } from '../../../contract/properties.ts';

/**
 * The categories offered for a type and purpose (a PG is rented, a plot is bought), in the
 * catalog's order; a current value the catalog still allows for the type stays offered, so an
 * older listing can be edited without losing its category.
 */
export function propertyCategoryOptions(propertyType: string, transactionType: string, current?: string): string[] {
  const type: PropertyType = propertyType === 'Commercial' ? 'Commercial' : 'Residential';
  const purpose = transactionType === 'Rent' ? 'rent' : 'buy';
  const offered: string[] = [...categoryTree[type === 'Commercial' ? 'commercial' : 'residential'][purpose]];
  if (current && !offered.includes(current) && (categoriesOf(type) as readonly string[]).includes(current)) offered.push(current);
  return offered;
}

/** The category to keep after the type or purpose changed: the same if still offered, else the first offered. */
export function categoryAfterChange(propertyType: string, transactionType: string, current: string | undefined): string {
  const options = propertyCategoryOptions(propertyType, transactionType);
  return current && options.includes(current) ? current : options[0]!;
}

export const newPropertyInput: PropertyFormInput = {
  title: '',
  description: '',
  transactionType: 'Buy',
  propertyType: 'Residential',
  category: 'Apartment',
  location: '',
  address: '',
  price: '0',
  sqt: '0',
  bedrooms: '0',
  bathrooms: '0',
  availability: 'available',
  lat: '',
  lng: '',
  locationPrecision: 'approximate',
  confirmOutside: false,
};

/**
 * The form's values for a stored property: its fields, listing facts (a fact not given as '') and
 * pin (the real point: the office reads it). A save sends the point only once it was moved
 * (propertyFormData), so a copy that held the point readers are shown never overwrites the real one.
 */
export function propertyInput(property: Property): PropertyFormInput {
  const { confirmOutside: _confirm, ...fields } = propertyFormInput(property);
  return {
    ...fields,
    title: property.title,
    description: property.description,
    transactionType: property.transactionType,
    propertyType: property.propertyType,
    category: property.subCategory,
    location: property.location,
    address: property.address,
    price: String(property.price ?? 0),
    sqt: String(property.sqt ?? 0),
    bedrooms: String(property.bedrooms ?? 0),
    bathrooms: String(property.bathrooms ?? 0),
  };
}
