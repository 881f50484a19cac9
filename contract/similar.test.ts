import { describe, expect, it } from 'vitest';
import { areNearby, localityOf, nearbyLocalities } from './localities.ts';
import {
  isSimilarListing,
  selectSimilar,
  SIMILAR_STEPS,
  similarPriceRange,
  similarReach,
  similarStepOf,
  type SimilarFacts,
} from './similar.ts';

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
  it('keeps the first step within 20 % either way, bounds included, and widens to 35 % next', () => {
    expect(similarPriceRange(5_000_000)).toEqual({ min: 4_000_000, max: 6_000_000 });
    expect(similarPriceRange(5_000_000, 0.35)).toEqual({ min: 3_250_000, max: 6_750_000 });
    expect(similarStepOf(listing, like('a', { price: 4_000_000 }))).toBe(0);
    expect(similarStepOf(listing, like('b', { price: 6_000_000 }))).toBe(0);
    expect(similarStepOf(listing, like('c', { price: 3_999_999 }))).toBe(1);
    expect(similarStepOf(listing, like('d', { price: 6_000_001 }))).toBe(1);
    // Past 35 %, only the last step (any price, closest first) offers it.
    expect(similarStepOf(listing, like('e', { price: 3_249_999 }))).toBe(SIMILAR_STEPS.length - 1);
    expect(similarStepOf(listing, like('f', { price: 6_750_001 }))).toBe(SIMILAR_STEPS.length - 1);
  });

  it('requires the same category and purpose at every step, and the same type until the last', () => {
    expect(isSimilarListing(listing, like('a', { propertyType: 'Commercial' }))).toBe(false);
    expect(isSimilarListing(listing, like('b', { transactionType: 'Rent' }))).toBe(false);
    expect(isSimilarListing(listing, like('rent', { transactionType: 'Rent', location: 'Vesu, Surat', price: 5_000_000 }))).toBe(false);
    expect(similarStepOf(listing, like('c', { subCategory: 'Bungalows' }))).toBe(SIMILAR_STEPS.length - 2);
    expect(similarStepOf(listing, like('d', { subCategory: 'Bungalows', price: 50_000_000 }))).toBe(SIMILAR_STEPS.length - 1);
  });

  it('widens from bordering localities to the whole city, and never offers the listing itself nor one that is not available', () => {
    expect(isSimilarListing(listing, like('own'))).toBe(false);
    expect(similarStepOf(listing, like('near', { location: 'Althan, Surat' }))).toBe(0);
    expect(similarStepOf(listing, like('far', { location: 'Olpad, Surat' }))).toBe(2);
    expect(similarStepOf(listing, like('far-dear', { location: 'Olpad, Surat', price: 6_500_000 }))).toBe(3);
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

  it('puts listings found at an earlier step before those of a wider one, however close their price', () => {
    const candidates = [
      like('bungalow-same-price', { subCategory: 'Bungalows' }),
      like('far-same-price', { location: 'Olpad, Surat' }),
      like('near-dearer', { location: 'Althan, Surat', price: 6_500_000 }),
      like('same-cheap', { price: 4_100_000 }),
    ];
    const chosen = selectSimilar(listing, candidates).map((candidate) => candidate._id);
    expect(chosen).toEqual(['same-cheap', 'near-dearer', 'far-same-price', 'bungalow-same-price']);
  });

  it('says how far the suggestions reach: nearby, elsewhere in the city, or other types', () => {
    expect(similarReach(listing, [like('a'), like('b', { location: 'Althan, Surat', price: 6_500_000 })])).toBe('nearby');
    expect(similarReach(listing, [like('a'), like('b', { location: 'Olpad, Surat' })])).toBe('city');
    expect(similarReach(listing, [like('a'), like('b', { subCategory: 'Bungalows' })])).toBe('category');
    expect(similarReach(listing, [])).toBe('nearby');
  });
});
