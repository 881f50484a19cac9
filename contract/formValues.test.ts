import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ProjectBody, projectFormInput, projectStoredValues, type ProjectFields } from './projects.ts';
import { blankRentFacts, PropertyBody, propertyFormInput, propertyStoredValues, type PropertyFields } from './properties.ts';

const home: PropertyFields = {
  title: 'Three-bedroom flat in Vesu',
  description: '<p>A bright flat near the canal road.</p>',
  transactionType: 'Buy',
  propertyType: 'Residential',
  subCategory: 'Apartment',
  availability: 'available',
  location: 'Vesu, Surat',
  address: 'Near Vesu Char Rasta',
  lat: 21.141823,
  lng: 72.770912,
  locationPrecision: 'exact',
  price: 7_500_000,
  sqt: 1450,
  bedrooms: 3,
  bathrooms: 2,
  carpetArea: 1100,
  builtUpArea: 1300,
  superBuiltUpArea: 1450,
  plotArea: null,
  plotAreaUnit: null,
  possession: 'under_construction',
  possessionDate: '2027-06',
  ageYears: null,
  furnishing: 'semi_furnished',
  facing: 'E',
  floor: 7,
  totalFloors: 14,
  parking: 1,
  maintenanceDeposit: 100_000,
  maintenanceAdvance: null,
  ...blankRentFacts,
  amenities: ['lift', 'gym'],
  projectId: null,
  unitTypeId: null,
  reraNumber: 'PR/GJ/SURAT/SURAT CITY/SUDA/RAA12345/220125',
  reraExempt: false,
  reraExemptReason: null,
  titleGu: null,
  titleHi: 'वेसु में फ्लैट',
  descriptionGu: null,
  descriptionHi: null,
};

const project: ProjectFields = {
  title: 'Shreeji Heights',
  slug: 'shreeji-heights',
  description: '<p>Spacious homes in Vesu.</p>',
  status: 'ONGOING',
  location: 'Vesu, Surat',
  address: 'VIP Road',
  lat: null,
  lng: null,
  locationPrecision: 'approximate',
  reraNumber: null,
  reraExempt: true,
  reraExemptReason: 'Up to 8 units',
  possessionDate: null,
  totalUnits: 8,
  amenities: [],
  titleGu: null,
  titleHi: null,
  descriptionGu: null,
  descriptionHi: null,
};

describe('stored values and form values', () => {
  it("writes a property's numbers as text, none as '' and its subCategory as category", () => {
    const form = propertyFormInput(home);
    expect(form).toMatchObject({ category: 'Apartment', price: '7500000', bedrooms: '3', plotArea: '', plotAreaUnit: '', titleGu: '' });
    expect(form).not.toHaveProperty('subCategory');
  });

  it('brings a property and a project back unchanged from their parsed forms', () => {
    expect(propertyStoredValues(v.parse(PropertyBody, propertyFormInput(home)))).toEqual(home);
    expect(projectStoredValues(v.parse(ProjectBody, projectFormInput(project)))).toEqual(project);
  });

  it("brings a rental's rent facts back unchanged, and stores none of them once it is a sale", () => {
    const rental: PropertyFields = {
      ...home,
      transactionType: 'Rent',
      price: 28_000,
      possession: 'ready',
      possessionDate: null,
      reraNumber: null,
      depositMonths: 3,
      monthlyMaintenance: 2_500,
      maintenanceIncluded: true,
      preferredTenants: ['family', 'company'],
      vegetarianOnly: true,
      noPets: true,
      lockInMonths: 11,
    };
    expect(propertyStoredValues(v.parse(PropertyBody, propertyFormInput(rental)))).toEqual(rental);
    const sale = propertyStoredValues(v.parse(PropertyBody, { ...propertyFormInput(rental), transactionType: 'Buy' }));
    expect(sale).toMatchObject(blankRentFacts);
  });

  it('stores no rooms for a commercial listing, no age while under construction and no unit without a plot area', () => {
    const form = { ...propertyFormInput(home), propertyType: 'Commercial', category: 'Office', ageYears: '4', plotAreaUnit: 'sqyd' };
    expect(propertyStoredValues(v.parse(PropertyBody, form))).toMatchObject({
      bedrooms: null,
      bathrooms: null,
      ageYears: null,
      plotAreaUnit: null,
    });
  });

  it('keeps an exemption reason only while the listing is exempt', () => {
    const form = { ...projectFormInput(project), reraExempt: false, reraNumber: home.reraNumber! };
    expect(projectStoredValues(v.parse(ProjectBody, form)).reraExemptReason).toBeNull();
  });
});
