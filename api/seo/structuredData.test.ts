/**
 * The schema.org data checked against the types it claims: every property used is one schema.org
 * defines for that type (its own or inherited, as listed on schema.org), the properties these
 * pages need are present, prices are numbers and the currency is INR, addresses are in Surat.
 */
import { describe, expect, it } from 'vitest';
import { blankProjectFacts, type Project } from '../../contract/projects.ts';
import { blankListingFacts, type Property } from '../../contract/properties.ts';
import {
  agencyData,
  listingBreadcrumb,
  listingData,
  projectBreadcrumb,
  projectData,
  projectsData,
  to24Hour,
  type OnPage,
} from './structuredData.ts';

const THING = ['@id', 'name', 'description', 'url', 'image', 'sameAs', 'identifier'];
const PLACE = [...THING, 'address', 'geo', 'telephone', 'openingHoursSpecification', 'logo', 'photo'];
const ORGANIZATION = [...THING, 'address', 'telephone', 'email', 'logo', 'foundingDate', 'areaServed'];
const CREATIVE_WORK = [...THING, 'about', 'mainEntity', 'offers', 'dateModified', 'datePublished', 'inLanguage'];
const ACCOMMODATION = [...PLACE, 'floorSize', 'numberOfBedrooms', 'numberOfBathroomsTotal', 'numberOfRooms'];

/** The properties each type may carry (schema.org, its own and inherited ones this site uses). */
const allowed: Record<string, string[]> = {
  // RealEstateAgent → LocalBusiness → Organization + Place.
  RealEstateAgent: [...new Set([...ORGANIZATION, ...PLACE, 'priceRange', 'openingHours', 'currenciesAccepted'])],
  // RealEstateListing → WebPage → CreativeWork.
  RealEstateListing: [...CREATIVE_WORK, 'datePosted', 'leaseLength'],
  Offer: [...THING, 'price', 'priceCurrency', 'businessFunction', 'availability', 'seller', 'priceSpecification'],
  PostalAddress: ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'],
  GeoCoordinates: ['latitude', 'longitude'],
  OpeningHoursSpecification: ['dayOfWeek', 'opens', 'closes'],
  QuantitativeValue: ['value', 'unitCode', 'unitText'],
  City: PLACE,
  Apartment: ACCOMMODATION,
  House: ACCOMMODATION,
  Accommodation: ACCOMMODATION,
  Place: PLACE,
  ItemList: [...THING, 'itemListElement', 'numberOfItems', 'itemListOrder'],
  BreadcrumbList: [...THING, 'itemListElement', 'numberOfItems', 'itemListOrder'],
  UnitPriceSpecification: ['price', 'priceCurrency', 'unitCode', 'unitText', 'referenceQuantity', 'validFrom', 'validThrough'],
  ListItem: [...THING, 'position', 'item'],
};

/** What each type must carry on these pages. */
const required: Record<string, string[]> = {
  RealEstateAgent: ['name', 'url', 'telephone', 'address', 'openingHoursSpecification', 'image'],
  RealEstateListing: ['name', 'url', 'offers', 'datePosted', 'image', 'mainEntity'],
  UnitPriceSpecification: ['price', 'priceCurrency', 'unitCode'],
  BreadcrumbList: ['itemListElement'],
  PostalAddress: ['streetAddress', 'addressLocality', 'addressCountry'],
  OpeningHoursSpecification: ['dayOfWeek', 'opens', 'closes'],
  ItemList: ['itemListElement'],
  ListItem: ['position'],
  Apartment: ['address'],
  House: ['address'],
  Place: ['name'],
};

/** Every problem with `node` and what it holds, as sentences. */
function problems(node: unknown, where = '$'): string[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => problems(item, `${where}[${index}]`));
  if (node === null || typeof node !== 'object') return [];
  const object = node as Record<string, unknown>;
  const type = object['@type'];
  const found: string[] = [];
  if (typeof type === 'string') {
    const known = allowed[type];
    if (!known) found.push(`${where}: unknown type ${type}`);
    for (const key of Object.keys(object)) {
      if (!key.startsWith('@') && known && !known.includes(key)) found.push(`${where}: ${type} has no property ${key}`);
    }
    // A nested node with an @id refers to the full one (the agency's, on home and contact).
    const reference = where !== '$' && typeof object['@id'] === 'string';
    if (!reference) for (const key of required[type] ?? []) if (object[key] === undefined) found.push(`${where}: ${type} lacks ${key}`);
    const priced = type === 'UnitPriceSpecification' || (type === 'Offer' && object.priceSpecification === undefined);
    if (priced) {
      if (typeof object.price !== 'number' || !Number.isFinite(object.price)) found.push(`${where}: price is not a number`);
      if (object.priceCurrency !== 'INR') found.push(`${where}: currency is not INR`);
    }
    if (type === 'ListItem' && object.item === undefined && object.name === undefined) found.push(`${where}: ListItem lacks item and name`);
    // A list's items link their pages, but a breadcrumb's last one is the page itself.
    if (type === 'ItemList' && Array.isArray(object.itemListElement)) {
      object.itemListElement.forEach((item, index) => {
        if ((item as Record<string, unknown>).item === undefined) found.push(`${where}.itemListElement[${index}]: ListItem lacks item`);
      });
    }
    if (type === 'PostalAddress' && object.addressLocality !== 'Surat') found.push(`${where}: address not in Surat`);
  }
  for (const [key, value] of Object.entries(object)) found.push(...problems(value, `${where}.${key}`));
  return found;
}

const origin = 'https://shreejirealty.in';
const onPage: OnPage = { lang: 'en', path: '/property/6f1c2f9e-2c1d-4c55-9b51-0d3d7b4f9a11' };
const property: Property = {
  _id: '6f1c2f9e-2c1d-4c55-9b51-0d3d7b4f9a11',
  reference: 'SR-1001',
  ...blankListingFacts,
  title: '3 BHK Apartment in Vesu',
  description: '<p>Spacious flat near the <strong>Vesu</strong> canal road.</p>',
  transactionType: 'Buy',
  propertyType: 'Residential',
  subCategory: 'Apartment',
  location: 'Vesu, Surat',
  address: 'B-402, Shreeji Residency, Vesu, Surat 395007',
  price: 4500000,
  sqt: 1350,
  bedrooms: 3,
  bathrooms: 2,
  images: ['/media/a/full.webp', '/media/b/full.webp'],
  thumbnails: ['/media/a/card.webp', '/media/b/card.webp'],
  favorite: false,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-02-02T03:04:05.000Z',
};

describe('schema.org data', () => {
  it('describes the agency as a RealEstateAgent with its Surat address, phone and opening hours from the spec', () => {
    const data = agencyData(origin);
    expect(problems(data)).toEqual([]);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      telephone: '+919825012345',
      address: { addressLocality: 'Surat', addressRegion: 'Gujarat', postalCode: '395007', addressCountry: 'IN' },
      openingHoursSpecification: [
        { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], opens: '10:00', closes: '20:00' },
      ],
    });
  });

  it('describes a property as a RealEstateListing with its offer in INR, its address in Surat, its images and datePosted', () => {
    const data = listingData(origin, property, property.images, onPage);
    expect(problems(data)).toEqual([]);
    expect(data).toMatchObject({
      '@type': 'RealEstateListing',
      url: `${origin}/property/${property._id}`,
      datePosted: property.createdAt,
      image: [`${origin}/media/a/full.webp`, `${origin}/media/b/full.webp`],
      offers: { '@type': 'Offer', price: 4500000, priceCurrency: 'INR' },
      mainEntity: {
        '@type': 'Apartment',
        // The PIN code is the postal code, not a part of the street.
        address: { streetAddress: 'B-402, Shreeji Residency, Vesu', addressLocality: 'Surat', postalCode: '395007' },
        floorSize: { value: 1350, unitCode: 'FTK' },
        numberOfBedrooms: 3,
      },
    });
  });

  it('describes rentals, plots and commercial listings with types that fit them', () => {
    const office = listingData(
      origin,
      {
        ...property,
        propertyType: 'Commercial',
        subCategory: 'Office',
        transactionType: 'Rent',
        bedrooms: null,
        bathrooms: null,
        price: 45000,
      },
      [],
      onPage,
    );
    expect(problems(office)).toEqual([]);
    // The rent is a price per month, not a price the office sells for.
    expect((office.offers as Record<string, unknown>).price).toBeUndefined();
    expect(office).toMatchObject({
      offers: {
        priceSpecification: { '@type': 'UnitPriceSpecification', price: 45000, priceCurrency: 'INR', unitCode: 'MON' },
        businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
      },
      mainEntity: { '@type': 'Place' },
    });
    const bungalow = listingData(origin, { ...property, subCategory: 'Bungalows' }, [], onPage);
    expect(problems(bungalow)).toEqual([]);
    expect(bungalow).toMatchObject({ mainEntity: { '@type': 'House' } });
  });

  it('lists the projects as places in Surat, each with its page, and describes a project page as one', () => {
    const project: Project = {
      _id: 'p1',
      ...blankProjectFacts,
      title: 'Shreeji Heights',
      slug: 'shreeji-heights',
      description: '<p>Twin towers</p>',
      status: 'ONGOING',
      location: 'Pal, Surat',
      address: 'Pal Gam Road, Surat',
      images: ['/media/c/full.webp'],
      thumbnails: [],
      createdAt: property.createdAt,
      updatedAt: property.updatedAt,
    };
    const data = projectsData(origin, [project], { lang: 'en', path: '/projects' });
    expect(problems(data)).toEqual([]);
    expect(data).toMatchObject({
      '@type': 'ItemList',
      itemListElement: [{ position: 1, item: { '@type': 'Place', name: 'Shreeji Heights', url: `${origin}/projects/shreeji-heights` } }],
    });
    const page = projectData(origin, project, { lang: 'en', path: '/projects/shreeji-heights' });
    expect(problems(page)).toEqual([]);
    expect(page).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Place',
      name: 'Shreeji Heights',
      url: `${origin}/projects/shreeji-heights`,
      image: [`${origin}/media/c/full.webp`],
    });
  });

  it("names and links a Gujarati page's listing in Gujarati", () => {
    const gujarati: OnPage = { lang: 'gu', path: `/gu/property/${property._id}` };
    const data = listingData(origin, { ...property, titleGu: 'વેસુમાં 3 BHK એપાર્ટમેન્ટ' }, [], gujarati);
    expect(problems(data)).toEqual([]);
    expect(data).toMatchObject({
      name: 'વેસુમાં 3 BHK એપાર્ટમેન્ટ',
      url: `${origin}/gu/property/${property._id}`,
      inLanguage: 'gu-IN',
      mainEntity: { name: 'વેસુમાં 3 BHK એપાર્ટમેન્ટ' },
    });
  });

  it('gives each data page the breadcrumb it shows, in its language', () => {
    const listing = listingBreadcrumb(origin, onPage, property);
    expect(problems(listing)).toEqual([]);
    expect(listing).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: 'Residential', item: `${origin}/residential` },
        { '@type': 'ListItem', position: 3, name: '3 BHK Apartment in Vesu' },
      ],
    });
    const hindi = projectBreadcrumb(origin, { lang: 'hi', path: '/hi/projects' }, null);
    expect(problems(hindi)).toEqual([]);
    expect(hindi).toMatchObject({
      itemListElement: [
        { position: 1, name: 'होम', item: `${origin}/hi` },
        { position: 2, name: 'हमारे प्रोजेक्ट्स' },
      ],
    });
  });

  it('the checker itself refuses a string price, another currency and a property the type lacks', () => {
    const bad = { '@type': 'Offer', price: '45,00,000', priceCurrency: 'USD', bedrooms: 3 };
    expect(problems(bad)).toEqual(['$: Offer has no property bedrooms', '$: price is not a number', '$: currency is not INR']);
  });

  it('reads the spec’s hours as 24-hour times', () => {
    expect(to24Hour('10:00 AM')).toBe('10:00');
    expect(to24Hour('8:00 PM')).toBe('20:00');
    expect(to24Hour('12:30 PM')).toBe('12:30');
    expect(to24Hour('12:00 AM')).toBe('00:00');
  });
});
