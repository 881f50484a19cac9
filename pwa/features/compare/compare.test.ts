import { beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '../../../contract/properties.ts';
import { addToCompare, compareIdsFromSearch, readCompareList, replaceInCompare, type CompareEntry } from '../../lib/compareList.ts';
import { loadArea, loadI18n } from '../../i18n/i18n.ts';
import type { MessageId } from '../../i18n/messages/en.ts';
import { bestIn, cellText, compareRows, pricePerSqft, rowsFor, type CompareRow } from './compareRows.ts';

// The table's words are the tools area's, as the /compare screen fetches them.
beforeAll(() => loadArea('en', 'tools'));

const entry = (id: string): CompareEntry => ({ _id: id, title: `Listing ${id}` });

function listing(id: string, overrides: Partial<Property> & Record<string, unknown> = {}): Property {
  return {
    _id: id,
    title: `Listing ${id}`,
    description: '',
    transactionType: 'Buy',
    propertyType: 'Residential',
    subCategory: 'Apartment',
    location: 'Vesu, Surat',
    address: 'A-101',
    price: 5_000_000,
    sqt: 1000,
    bedrooms: 2,
    bathrooms: 2,
    images: [],
    thumbnails: [],
    favorite: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  } as Property;
}

const row = (key: string): CompareRow => compareRows.find((item) => item.key === key)!;

describe('compare capacity', () => {
  it('adds up to four properties', () => {
    let list: CompareEntry[] = [];
    for (const id of ['a', 'b', 'c', 'd']) {
      const outcome = addToCompare(list, entry(id));
      expect(outcome.kind).toBe('added');
      list = outcome.list;
    }
    expect(list.map((item) => item._id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('asks to replace one when a fifth is added, and changes nothing until then', () => {
    const full = ['a', 'b', 'c', 'd'].map(entry);
    const outcome = addToCompare(full, entry('e'));
    expect(outcome.kind).toBe('full');
    expect(outcome.list).toEqual(full);
  });

  it('puts the fifth in the place of the one replaced', () => {
    const full = ['a', 'b', 'c', 'd'].map(entry);
    expect(replaceInCompare(full, 'b', entry('e')).map((item) => item._id)).toEqual(['a', 'e', 'c', 'd']);
  });

  it('never lists a property twice', () => {
    expect(addToCompare([entry('a')], entry('a')).kind).toBe('already');
    expect(readCompareList([entry('a'), entry('a'), { _id: 3 }, 'x', entry('b')]).map((item) => item._id)).toEqual(['a', 'b']);
  });

  it('reads at most four distinct ids from the address', () => {
    expect(compareIdsFromSearch('?ids=a,b,,a,c,d,e')).toEqual(['a', 'b', 'c', 'd']);
    expect(compareIdsFromSearch('')).toEqual([]);
  });
});

describe('best value marking', () => {
  it('marks the lowest price and the largest area', () => {
    const properties = [
      listing('a', { price: 6_000_000, sqt: 1200 }),
      listing('b', { price: 4_500_000, sqt: 900 }),
      listing('c', { price: 5_000_000, sqt: 1000 }),
    ];
    expect([...bestIn(row('price'), properties)]).toEqual(['b']);
    expect([...bestIn(row('sqt'), properties)]).toEqual(['a']);
  });

  it('marks every property that ties for the best', () => {
    const properties = [listing('a', { bedrooms: 3 }), listing('b', { bedrooms: 3 }), listing('c', { bedrooms: 2 })];
    expect([...bestIn(row('bedrooms'), properties)].sort()).toEqual(['a', 'b']);
  });

  it('marks nothing when all are equal, or fewer than two have the value', () => {
    expect(bestIn(row('bathrooms'), [listing('a'), listing('b')]).size).toBe(0);
    expect(bestIn(row('bedrooms'), [listing('a', { bedrooms: null }), listing('b', { bedrooms: 3 })]).size).toBe(0);
  });

  it('compares rents with rents and sale prices with sale prices', () => {
    const properties = [
      listing('sale-1', { price: 6_000_000 }),
      listing('sale-2', { price: 5_500_000 }),
      listing('rent-1', { transactionType: 'Rent', price: 25_000 }),
      listing('rent-2', { transactionType: 'Rent', price: 18_000 }),
      listing('sale-3', { price: 9_000_000 }),
    ];
    expect([...bestIn(row('price'), properties)].sort()).toEqual(['rent-2', 'sale-2']);
  });

  it('does not mark rows without a better end', () => {
    expect(bestIn(row('locality'), [listing('a', { location: 'Vesu' }), listing('b', { location: 'Adajan' })]).size).toBe(0);
  });

  it('marks the most amenities once listings carry them', () => {
    const properties = [listing('a', { amenities: ['lift', 'gym'] }), listing('b', { amenities: ['lift'] })];
    expect([...bestIn(row('amenities'), properties)]).toEqual(['a']);
  });
});

describe('rows', () => {
  it('shows a row only when some property has its value', () => {
    const keys = rowsFor([listing('a', { bedrooms: null, bathrooms: null, propertyType: 'Commercial', subCategory: 'Shop' })]).map(
      (item) => item.key,
    );
    expect(keys).toEqual(['price', 'pricePerSqft', 'sqt', 'type', 'purpose', 'locality']);
    expect(rowsFor([listing('a', { facing: 'NE', possession: 'ready' })]).map((item) => item.key)).toContain('facing');
  });

  it('reads ₹ per sq ft from the server when it sends it, else works it out from the carpet area or the area', () => {
    expect(pricePerSqft(listing('a', { price: 5_000_000, sqt: 1000 }))).toBe(5000);
    expect(pricePerSqft(listing('b', { price: 5_000_000, sqt: 1000, carpetArea: 800 }))).toBe(6250);
    expect(pricePerSqft(listing('c', { pricePerSqft: 4321 }))).toBe(4321);
  });

  it('writes each cell as a buyer reads it', () => {
    expect(cellText(row('price'), listing('a', { price: 4_500_000 }))).toBe('₹ 45,00,000');
    expect(cellText(row('price'), listing('a', { transactionType: 'Rent', price: 18_000 }))).toBe('₹ 18,000 / month');
    expect(cellText(row('bedrooms'), listing('a', { bedrooms: 3 }))).toBe('3 BHK');
    expect(cellText(row('bedrooms'), listing('a', { bedrooms: null }))).toBe('—');
    // The row is labelled Possession: its cell gives the month alone, and says when that month has passed.
    expect(cellText(row('possession'), listing('a', { possession: 'under_construction', possessionDate: '2099-03' }))).toBe('Mar 2099');
    expect(cellText(row('possession'), listing('a', { possession: 'under_construction', possessionDate: '2020-09' }))).toBe(
      'Sep 2020, date passed',
    );
  });

  it('shows a rental’s terms once a rental is compared: deposit, maintenance, preferred tenants and lock-in', () => {
    const sale = listing('sale');
    const months = listing('months', {
      transactionType: 'Rent',
      price: 25_000,
      depositMonths: 3,
      monthlyMaintenance: 2_500,
      preferredTenants: ['family', 'company'],
      lockInMonths: 11,
    });
    const rupees = listing('rupees', { transactionType: 'Rent', price: 18_000, securityDeposit: 50_000, maintenanceIncluded: true });
    const silent = listing('silent', { transactionType: 'Rent', price: 20_000 });
    expect(rowsFor([sale]).map((item) => item.key)).not.toContain('deposit');
    expect(rowsFor([sale, months]).map((item) => item.key)).toEqual(
      expect.arrayContaining(['deposit', 'maintenance', 'tenants', 'lockIn']),
    );
    expect(
      rowsFor([sale, months])
        .map((item) => item.key)
        .slice(0, 6),
    ).toEqual(['price', 'pricePerSqft', 'deposit', 'maintenance', 'tenants', 'lockIn']);

    expect(cellText(row('deposit'), months)).toBe('3 months’ rent (₹ 75,000)');
    expect(cellText(row('deposit'), rupees)).toBe('₹ 50,000');
    expect(cellText(row('deposit'), silent)).toBe('Not stated; ask us.');
    expect(cellText(row('deposit'), sale)).toBe('—');
    expect(cellText(row('maintenance'), months)).toBe('₹ 2,500 a month, on top of the rent');
    expect(cellText(row('maintenance'), rupees)).toBe('Included in the rent');
    expect(cellText(row('maintenance'), silent)).toBe('Not stated; ask us.');
    expect(cellText(row('tenants'), months)).toBe('Family, Company lease');
    expect(cellText(row('tenants'), silent)).toBe('Anyone');
    expect(cellText(row('lockIn'), months)).toBe('11 months');
    expect(cellText(row('lockIn'), silent)).toBe('Not stated; ask us.');

    // The smaller deposit in rupees (months worked out) and the shorter lock-in are marked; maintenance is not.
    const rentals = [months, rupees, silent, listing('short', { transactionType: 'Rent', price: 30_000, lockInMonths: 6 })];
    expect([...bestIn(row('deposit'), rentals)]).toEqual(['rupees']);
    expect([...bestIn(row('lockIn'), rentals)]).toEqual(['short']);
    expect(bestIn(row('maintenance'), rentals).size).toBe(0);
  });

  it('writes each cell in the page’s language on a Hindi page', async () => {
    const i18n = await loadI18n('hi');
    await loadArea('hi', 'tools');
    const hindi = { t: (id: MessageId, values?: Record<string, string | number>) => i18n._(id, values), locale: 'hi' as const };
    expect(cellText(row('price'), listing('a', { price: 4_500_000 }), hindi)).toBe('₹ 45 लाख');
    expect(cellText(row('furnishing'), listing('a', { furnishing: 'semi_furnished' }), hindi)).toBe('सेमी-फर्निश्ड');
    expect(cellText(row('purpose'), listing('a', { transactionType: 'Rent' }), hindi)).toBe(i18n._('card.forRent'));
    expect(cellText(row('rera'), listing('a', { reraNumber: 'PR/GJ/SURAT/123' }), hindi)).toBe('पंजीकृत: PR/GJ/SURAT/123');
    expect(i18n._(row('possession').label)).toBe('पज़ेशन');
    const rental = listing('a', {
      transactionType: 'Rent',
      price: 25_000,
      depositMonths: 3,
      preferredTenants: ['bachelors'],
      lockInMonths: 11,
    });
    expect(cellText(row('deposit'), rental, hindi)).toBe(i18n._('rent.deposit.months', { count: 3, amount: '₹ 75,000' }));
    expect(cellText(row('tenants'), rental, hindi)).toBe(i18n._('rent.tenant', { kind: 'bachelors' }));
    expect(cellText(row('lockIn'), rental, hindi)).toBe(i18n._('rent.lockIn.months', { count: 11 }));
    expect(i18n._(row('deposit').label)).not.toBe('Security deposit');
  });
});
