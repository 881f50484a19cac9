import { describe, expect, it } from 'vitest';
import { categoryAfterChange, newPropertyInput, propertyCategoryOptions } from './propertyFormOptions.ts';

describe('propertyCategoryOptions', () => {
  it('offers the catalog list of the type and purpose', () => {
    expect(propertyCategoryOptions('Residential', 'Buy')).toEqual(['Apartment', 'Bungalows', 'Plot', 'Farmhouses']);
    expect(propertyCategoryOptions('Residential', 'Rent')).toEqual(['Farmhouses', 'PG', 'Apartment', 'Bungalows']);
    expect(propertyCategoryOptions('Commercial', 'Buy')).toEqual(['Shop', 'Commercial plots', 'Showrooms', 'Office']);
    expect(propertyCategoryOptions('Commercial', 'Rent')).toEqual(['Showrooms', 'Office']);
  });

  it("keeps an existing listing's category when the type still allows it", () => {
    expect(propertyCategoryOptions('Commercial', 'Rent', 'Shop')).toEqual(['Showrooms', 'Office', 'Shop']);
  });

  it('does not offer a category of the other type', () => {
    expect(propertyCategoryOptions('Commercial', 'Rent', 'Apartment')).toEqual(['Showrooms', 'Office']);
  });
});

describe('categoryAfterChange', () => {
  it('keeps the category when the new list has it, else takes the first', () => {
    expect(categoryAfterChange('Residential', 'Rent', 'Apartment')).toBe('Apartment');
    expect(categoryAfterChange('Residential', 'Rent', 'Plot')).toBe('Farmhouses');
    expect(categoryAfterChange('Commercial', 'Buy', 'Apartment')).toBe('Shop');
  });
});

describe('newPropertyInput', () => {
  it("starts price, area and rooms at '0' as the spec says", () => {
    expect(newPropertyInput).toMatchObject({ price: '0', sqt: '0', bedrooms: '0', bathrooms: '0' });
  });
});
