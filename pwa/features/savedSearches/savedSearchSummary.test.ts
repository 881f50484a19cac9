import { beforeAll, describe, expect, it } from 'vitest';
import { messages as accountGu } from '../../i18n/compiled/areas/account.gu.ts';
import { messages as accountHi } from '../../i18n/compiled/areas/account.hi.ts';
import { messages as coreGu } from '../../i18n/compiled/gu.ts';
import { messages as coreHi } from '../../i18n/compiled/hi.ts';
import { createI18n, loadArea } from '../../i18n/i18n.ts';
import { inEnglish, translateIn } from '../../i18n/useT.tsx';
import { defaultSearchName, describeSearch, savedQueryFromSearch, searchHrefOf, type SummaryWords } from './savedSearchSummary.ts';

const en: SummaryWords = { t: inEnglish, locale: 'en' };
const gu: SummaryWords = { t: translateIn(createI18n('gu', { ...coreGu, ...accountGu })), locale: 'gu' };
const hi: SummaryWords = { t: translateIn(createI18n('hi', { ...coreHi, ...accountHi })), locale: 'hi' };

// The summary is shown on the account area's screens, which bring its messages.
beforeAll(() => loadArea('en', 'account'));

describe('saved search summary', () => {
  it('keeps the filters of a search address and drops its page', () => {
    expect(savedQueryFromSearch('?q=vesu&propertyType=Residential&page=3&limit=10&bedrooms=')).toEqual({
      q: 'vesu',
      propertyType: 'Residential',
    });
  });

  it('keeps the purpose and a budget in crores, and opens the search with them again', () => {
    const query = savedQueryFromSearch('?transactionType=Buy&minPrice=6000000&maxPrice=12000000&sort=price_asc');
    expect(query).toEqual({ transactionType: 'Buy', minPrice: '6000000', maxPrice: '12000000', sort: 'price_asc' });
    expect(searchHrefOf(query)).toBe('/search?transactionType=Buy&minPrice=6000000&maxPrice=12000000&sort=price_asc');
    expect(describeSearch(query, en)).toBe('For sale · ₹ 60 L – ₹ 1.2 Cr (cheapest first)');
  });

  it('opens a saved search at the search screen with its filters', () => {
    expect(searchHrefOf({ propertyType: 'Residential', maxPrice: '5000000' })).toBe('/search?propertyType=Residential&maxPrice=5000000');
    expect(searchHrefOf({})).toBe('/search');
  });

  it('describes the filters in words with prices in rupees', () => {
    expect(describeSearch({ q: 'vesu', propertyType: 'residential', category: 'Apartment', bedrooms: '2', maxPrice: '5000000' }, en)).toBe(
      '“vesu” · Residential · Apartment · 2+ beds · up to ₹ 50 L',
    );
    expect(describeSearch({ minPrice: '2500000', maxPrice: '12000000', transactionType: 'Buy' }, en)).toBe('For sale · ₹ 25 L – ₹ 1.2 Cr');
    expect(describeSearch({ maxSqft: '1500', sort: 'newest' }, en)).toBe('up to 1,500 sq ft (newest first)');
  });

  it('names the preferred tenants of a rental search, in English and Gujarati', () => {
    expect(describeSearch({ transactionType: 'Rent', tenants: 'bachelors' }, en)).toBe('For rent · Tenant type: Bachelors');
    expect(describeSearch({ transactionType: 'Rent', tenants: 'family' }, gu)).toContain('ભાડૂઆતનો પ્રકાર: પરિવાર');
  });

  it('says all properties when no filter is set', () => {
    expect(describeSearch({}, en)).toBe('All properties');
    expect(defaultSearchName({ sort: 'price_asc' }, en)).toBe('All properties');
  });

  it('names a new search after its first filters within the server limit', () => {
    expect(defaultSearchName({ propertyType: 'Commercial', category: 'Shop', maxPrice: '9000000' }, en)).toBe(
      'Commercial · Shop · up to ₹ 90 L',
    );
    expect(defaultSearchName({ q: 'x'.repeat(120) }, en).length).toBeLessThanOrEqual(80);
  });

  it('writes the summary in Gujarati with prices in lakhs and crores in words', () => {
    expect(describeSearch({ q: 'વેસુ', propertyType: 'residential', category: 'Apartment', bedrooms: '2', maxPrice: '5000000' }, gu)).toBe(
      '“વેસુ” · રહેણાંક · એપાર્ટમેન્ટ · 2+ બેડરૂમ · ₹ 50 લાખ સુધી',
    );
    expect(describeSearch({ minPrice: '2500000', maxPrice: '12000000', transactionType: 'Rent' }, gu)).toBe('ભાડે · ₹ 25 લાખ – ₹ 1.2 કરોડ');
    expect(describeSearch({ minSqft: '1500', furnishing: 'semi_furnished', sort: 'newest' }, gu)).toBe(
      '1,500 ચો. ફૂટથી · સેમી-ફર્નિશ્ડ (સૌથી નવી પહેલાં)',
    );
    expect(describeSearch({}, gu)).toBe('બધી પ્રોપર્ટી');
    expect(defaultSearchName({ propertyType: 'Commercial', category: 'Shop', maxPrice: '9000000' }, gu)).toBe(
      'કોમર્શિયલ · દુકાન · ₹ 90 લાખ સુધી',
    );
  });

  it('writes the summary in Hindi, amenities and possession included', () => {
    expect(
      describeSearch({ transactionType: 'Buy', bhk: '2,3', maxPrice: '7500000', possession: 'ready', amenities: 'lift,gym' }, hi),
    ).toBe('बिक्री के लिए · 2, 3 BHK · ₹ 75 लाख तक · रेडी टू मूव · लिफ्ट, जिम के साथ');
    expect(describeSearch({ minPrice: '15000000', possession: '2027', sort: 'price_asc' }, hi)).toBe(
      '₹ 1.5 करोड़ से · 2027 तक पज़ेशन (सबसे सस्ती पहले)',
    );
    expect(defaultSearchName({}, hi)).toBe('सभी प्रॉपर्टी');
  });

  it('keeps its English words for the address’s own values', () => {
    expect(
      describeSearch({ possession: 'under_construction', furnishing: 'semi_furnished', amenities: 'lift, gym', project: 'p-1' }, en),
    ).toBe('Under construction · Semi furnished · with lift, gym · in one project');
  });
});
