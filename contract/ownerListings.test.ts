import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OwnerListingArgs, OwnerListingBody } from './ownerListings.ts';

const form = {
  name: 'Harshad Mehta',
  mobile: '+91 98250 98765',
  purpose: 'sale',
  category: 'Apartment',
  locality: ' Vesu ',
  bhk: '',
  areaSqft: '',
  expectedPrice: '85,00,000',
};

describe("an owner's offer", () => {
  it('reads the form as numbers, with blank rooms and area as none', () => {
    expect(v.parse(OwnerListingBody, form)).toMatchObject({
      mobile: '9825098765',
      locality: 'Vesu',
      bhk: null,
      areaSqft: null,
      expectedPrice: 8_500_000,
      photos: [],
    });
  });

  it('takes its own parsed args again unchanged, as the outbox sends them', () => {
    const { id: _id, website: _website, ...args } = v.parse(OwnerListingBody, { ...form, bhk: '3', areaSqft: '1,450' });
    const blank = v.parse(OwnerListingArgs, form);
    expect(v.parse(OwnerListingArgs, args)).toEqual(args);
    expect(v.parse(OwnerListingArgs, blank)).toEqual(blank);
  });
});
