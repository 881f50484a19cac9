/**
 * The schema.org data (JSON-LD) the server writes into public pages: the agency as a
 * RealEstateAgent (a LocalBusiness) on home and contact, a RealEstateListing on a property's page
 * and the projects as an ItemList. Prices are numbers in INR; addresses are in Surat.
 */
import { agency } from '../../contract/agency.ts';
import type { Project } from '../../contract/projects.ts';
import type { Property } from '../../contract/properties.ts';

type JsonLd = Record<string, unknown>;

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** '8:00 PM' → '20:00'. */
export function to24Hour(time: string): string {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(time.trim());
  if (!match) throw new Error(`Not a time of day: ${time}`);
  const hour = (Number(match[1]) % 12) + (match[3]!.toUpperCase() === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${match[2]}`;
}

/** 'Monday-Sunday' → every day from Monday to Sunday. */
function dayRange(days: string): string[] {
  const [from, to] = days.split('-').map((day) => DAYS.indexOf(day.trim()));
  if (from === undefined || to === undefined || from < 0 || to < 0) throw new Error(`Not a range of days: ${days}`);
  return DAYS.slice(from, to + 1);
}

const absolute = (origin: string, path: string) => new URL(path, origin).toString();

/** An address in Surat. */
function suratAddress(streetAddress: string): JsonLd {
  return {
    '@type': 'PostalAddress',
    streetAddress,
    addressLocality: 'Surat',
    addressRegion: 'Gujarat',
    addressCountry: 'IN',
  };
}

/** The agency: a RealEstateAgent, which schema.org files under LocalBusiness. */
export function agencyData(origin: string): JsonLd {
  const [start, end] = agency.hours.time.split(/\s+to\s+/i);
  const postalCode = /\b\d{6}\b/.exec(agency.address.oneLine)?.[0];
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': `${absolute(origin, '/')}#agency`,
    name: agency.name,
    description: agency.tagline,
    url: absolute(origin, '/'),
    logo: absolute(origin, '/pwa-512x512.png'),
    image: absolute(origin, '/hero-1600.webp'),
    telephone: agency.phones[0].href.replace(/^tel:/, ''),
    email: agency.emails.general,
    foundingDate: String(agency.founded),
    priceRange: '₹₹',
    areaServed: { '@type': 'City', name: 'Surat' },
    address: {
      '@type': 'PostalAddress',
      streetAddress: agency.address.lines.slice(0, 2).join(', '),
      addressLocality: 'Surat',
      addressRegion: 'Gujarat',
      ...(postalCode && { postalCode }),
      addressCountry: 'IN',
    },
    geo: { '@type': 'GeoCoordinates', latitude: agency.map.lat, longitude: agency.map.lon },
    openingHoursSpecification: [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: dayRange(agency.hours.days), opens: to24Hour(start!), closes: to24Hour(end!) },
    ],
  };
}

/** What is offered, as schema.org names it: a flat, a house, a room, or a place (plots, shops, offices). */
function placeType(property: Property): 'Apartment' | 'House' | 'Accommodation' | 'Place' {
  if (property.propertyType !== 'Residential') return 'Place';
  if (property.subCategory === 'Apartment') return 'Apartment';
  if (property.subCategory === 'Bungalows' || property.subCategory === 'Farmhouses') return 'House';
  return property.subCategory === 'PG' ? 'Accommodation' : 'Place';
}

/** A property's page as a RealEstateListing: its offer in INR, the place with its Surat address, its photos and when it was listed. */
export function listingData(origin: string, property: Property, images: string[]): JsonLd {
  const url = absolute(origin, `/property/${property._id}`);
  const type = placeType(property);
  const accommodation = type !== 'Place';
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: property.title,
    url,
    description: property.description
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 500),
    datePosted: property.createdAt,
    dateModified: property.updatedAt,
    image: images.map((image) => absolute(origin, image)),
    offers: {
      '@type': 'Offer',
      price: property.price,
      priceCurrency: 'INR',
      businessFunction:
        property.transactionType === 'Rent' ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell',
      availability: 'https://schema.org/InStock',
      url,
      seller: { '@id': `${absolute(origin, '/')}#agency`, '@type': 'RealEstateAgent', name: agency.name },
    },
    mainEntity: {
      '@type': type,
      name: property.title,
      address: suratAddress(property.address),
      ...(accommodation && {
        floorSize: { '@type': 'QuantitativeValue', value: property.sqt, unitCode: 'FTK' },
        ...(property.bedrooms !== null && { numberOfBedrooms: property.bedrooms }),
        ...(property.bathrooms !== null && { numberOfBathroomsTotal: property.bathrooms }),
      }),
    },
  };
}

/** The projects page: the agency's projects as a list of places in Surat. */
export function projectsData(origin: string, projects: Project[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: `${agency.name} projects`,
    url: absolute(origin, '/projects'),
    numberOfItems: projects.length,
    itemListElement: projects.map((project, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: projectPlace(origin, project),
    })),
  };
}

/** A project as a place in Surat, with its page's address. */
function projectPlace(origin: string, project: Project): JsonLd {
  return {
    '@type': 'Place',
    name: project.title,
    url: absolute(origin, `/projects/${project.slug}`),
    description: project.description
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 300),
    address: suratAddress(project.address),
    ...(project.images.length > 0 && { image: project.images.map((image) => absolute(origin, image)) }),
  };
}

/** A project's page: the project as a Place. */
export function projectData(origin: string, project: Project): JsonLd {
  return { '@context': 'https://schema.org', ...projectPlace(origin, project) };
}
