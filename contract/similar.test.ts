import { describe, expect, it } from 'vitest';
import { areNearby, localityOf, nearbyLocalities } from './localities.ts';
import { isSimilarListing, selectSimilar, similarPriceRange, type SimilarFacts } from './similar.ts';

const listing: SimilarFacts = {
  _id: 'own',
  propertyType: 'Residential',
  subCategory: 'Apartment',
  transactionType: 'Buy',
  location: 'Vesu, Surat',
  price: 5_000_000,
};
const like = (id: string, changes: Partial<SimilarFacts> = {}): SimilarFacts => ({ ...listing, _id: id, ...changes });

describe('nearby localities', () => {
  it('reads the locality from the first part of a location, ignoring case and spaces', () => {
    expect(localityOf(' Ghod  Dod Road , Surat')).toBe('ghod dod road');
  });

  it('counts a locality and its bordering ones as nearby, both ways', () => {
    expect(nearbyLocalities('Vesu, Surat')).toContain('vesu');
    expect(areNearby('Vesu, Surat', 'Althan, Surat')).toBe(true);
    expect(areNearby('Althan, Surat', 'Vesu, Surat')).toBe(true);
    expect(areNearby('Vesu, Surat', 'Kamrej, Surat')).toBe(false);
  });

  it('treats an unknown locality as near only to itself', () => {
    expect(nearbyLocalities('Nowhere, Surat')).toEqual(['nowhere']);
  });
});

describe('the similar-listing rule', () => {
  it('keeps the price within 20 % either way, bounds included', () => {
    expect(similarPriceRange(5_000_000)).toEqual({ min: 4_000_000, max: 6_000_000 });
    expect(isSimilarListing(listing, like('a', { price: 4_000_000 }))).toBe(true);
    expect(isSimilarListing(listing, like('b', { price: 6_000_000 }))).toBe(true);
    expect(isSimilarListing(listing, like('c', { price: 3_999_999 }))).toBe(false);
    expect(isSimilarListing(listing, like('d', { price: 6_000_001 }))).toBe(false);
  });

  it('requires the same type and purpose', () => {
    expect(isSimilarListing(listing, like('a', { propertyType: 'Commercial' }))).toBe(false);
    expect(isSimilarListing(listing, like('c', { subCategory: 'Bungalows' }))).toBe(false);
    expect(isSimilarListing(listing, like('b', { transactionType: 'Rent' }))).toBe(false);
  });

  it('never offers the listing itself, nor one in a far locality, nor one that is not available', () => {
    expect(isSimilarListing(listing, like('own'))).toBe(false);
    expect(isSimilarListing(listing, like('far', { location: 'Olpad, Surat' }))).toBe(false);
    expect(isSimilarListing(listing, like('sold', { status: 'sold' }))).toBe(false);
    expect(isSimilarListing(listing, like('hidden', { status: 'hidden' }))).toBe(false);
    expect(isSimilarListing(listing, like('open', { status: 'available' }))).toBe(true);
  });

  it('puts the same locality first, then the closest price, and stops at six', () => {
    const candidates = [
      like('near-close', { location: 'Althan, Surat', price: 5_010_000 }),
      like('same-far', { price: 5_900_000 }),
      like('same-close', { price: 4_950_000 }),
      ...Array.from({ length: 6 }, (_, index) => like(`near-${index}`, { location: 'Piplod, Surat', price: 5_100_000 + index * 10_000 })),
      like('other-type', { propertyType: 'Commercial' }),
    ];
    const chosen = selectSimilar(listing, candidates).map((candidate) => candidate._id);
    expect(chosen).toEqual(['same-close', 'same-far', 'near-close', 'near-0', 'near-1', 'near-2']);
  });
});
