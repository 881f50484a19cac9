import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PropertyBody } from '../../contract/properties.ts';
import { propertyFormData } from './admin.ts';

const listing = v.parse(PropertyBody, {
  title: 'A flat in Vesu',
  description: 'Three rooms near the canal road.',
  transactionType: 'Buy',
  propertyType: 'Residential',
  category: 'Apartment',
  location: 'Vesu, Surat',
  address: '12 Canal Road',
  price: '8500000',
  sqt: '1450',
  lat: '21.141800',
  lng: '72.770900',
  locationPrecision: 'exact',
});

const pinOf = (form: FormData) => ({
  lat: form.getAll('lat'),
  lng: form.getAll('lng'),
  locationPrecision: form.get('locationPrecision'),
  confirmOutside: form.get('confirmOutside'),
});

describe('the property form as multipart', () => {
  it('sends a new listing its pin and precision', () => {
    expect(pinOf(propertyFormData(listing, { files: [] }))).toEqual({
      lat: ['21.141800'],
      lng: ['72.770900'],
      locationPrecision: 'exact',
      confirmOutside: null,
    });
  });

  it('sends an edit the pin only when it was moved, the precision always', () => {
    const kept = propertyFormData(listing, { files: [], keepImages: [], filledPin: { lat: 21.1418, lng: 72.7709 } });
    expect(pinOf(kept)).toEqual({ lat: [], lng: [], locationPrecision: 'exact', confirmOutside: null });
    const moved = propertyFormData(listing, { files: [], keepImages: [], filledPin: { lat: 21.15, lng: 72.7709 } });
    expect(pinOf(moved)).toMatchObject({ lat: ['21.141800'], lng: ['72.770900'] });
  });

  it('sends a removed pin as empty coordinates, and the office’s word for a pin outside Surat', () => {
    const removed = propertyFormData({ ...listing, lat: '', lng: '' }, { files: [], filledPin: { lat: 21.1418, lng: 72.7709 } });
    expect(pinOf(removed)).toMatchObject({ lat: [''], lng: [''] });
    const outside = propertyFormData({ ...listing, lat: '23.0225', lng: '72.5714', confirmOutside: true }, { files: [] });
    expect(pinOf(outside).confirmOutside).toBe('true');
  });
});
