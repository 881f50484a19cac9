/**
 * The schema.org data (JSON-LD) the server writes into public pages: the agency as a
 * RealEstateAgent (a LocalBusiness) on home and contact, a RealEstateListing on a property's page
 * and the projects as an ItemList, a locality's page as a Place in Surat, each data page's breadcrumb as a BreadcrumbList. Names and URLs
 * are the page's own language's; prices are numbers in INR (a rent per month); addresses are in Surat.
 */
import { agency } from '../../contract/agency.ts';
import { localityName } from '../../contract/gazetteer.ts';
import { localityCentre } from '../../contract/localityCentres.ts';
import type { LocalityFigures } from '../../contract/localityFigures.ts';
import type { Project } from '../../contract/projects.ts';
import type { Property } from '../../contract/properties.ts';
import { titleIn } from '../../contract/translatedText.ts';

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

/** An address in Surat, its PIN code as the postal code rather than part of the street. */
function suratAddress(address: string): JsonLd {
  const postalCode = /\b\d{6}\b/.exec(address)?.[0];
  const streetAddress = address
    .replace(/,?\s*\b\d{6}\b/, '')
    .replace(/,\s*Surat\s*$/i, '')
    .trim();
  return {
    '@type': 'PostalAddress',
    streetAddress,
    addressLocality: 'Surat',
    addressRegion: 'Gujarat',
    ...(postalCode && { postalCode }),
    addressCountry: 'IN',
  };
}

export type PageLanguage = 'en' | 'gu' | 'hi';

/** The page the data is written into: its language and its own path (`/gu/property/…`). */
export interface OnPage {
  lang: PageLanguage;
  path: string;
}

const IN_LANGUAGE: Record<PageLanguage, string> = { en: 'en-IN', gu: 'gu-IN', hi: 'hi-IN' };

/** The breadcrumb's words, as the pages show them. */
const CRUMBS: Record<PageLanguage, { home: string; projects: string; Residential: string; Commercial: string }> = {
  en: { home: 'Home', projects: 'Our Projects', Residential: 'Residential', Commercial: 'Commercial' },
  gu: { home: 'હોમ', projects: 'અમારા પ્રોજેક્ટ્સ', Residential: 'રહેણાંક', Commercial: 'કોમર્શિયલ' },
  hi: { home: 'होम', projects: 'हमारे प्रोजेक्ट्स', Residential: 'आवासीय', Commercial: 'कमर्शियल' },
};

/** An English path as the page's language has it: `/projects` → `/gu/projects`. */
const inPageLanguage = (lang: PageLanguage, path: string) => (lang === 'en' ? path : path === '/' ? `/${lang}` : `/${lang}${path}`);

/** The breadcrumb the page shows, as schema.org's BreadcrumbList: Home, the sections, the page itself. */
export function breadcrumbData(origin: string, page: OnPage, trail: { name: string; path: string }[], current: string): JsonLd {
  const steps = [{ name: CRUMBS[page.lang].home, path: '/' }, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      ...steps.map((step, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: step.name,
        item: absolute(origin, inPageLanguage(page.lang, step.path)),
      })),
      { '@type': 'ListItem', position: steps.length + 1, name: current },
    ],
  };
}

/** A property page's breadcrumb: Home › Residential (or Commercial) › the listing. */
export function listingBreadcrumb(origin: string, page: OnPage, property: Property): JsonLd {
  const section = property.propertyType === 'Commercial' ? 'Commercial' : 'Residential';
  return breadcrumbData(
    origin,
    page,
    [{ name: CRUMBS[page.lang][section], path: `/${section.toLowerCase()}` }],
    titleIn(property, page.lang).text,
  );
}

/** A project page's breadcrumb (Home › Our Projects › the project), or the projects page's (Home › Our Projects). */
export function projectBreadcrumb(origin: string, page: OnPage, project: Project | null): JsonLd {
  const projects = CRUMBS[page.lang].projects;
  return project
    ? breadcrumbData(origin, page, [{ name: projects, path: '/projects' }], titleIn(project, page.lang).text)
    : breadcrumbData(origin, page, [], projects);
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

/** `geo` for an exact location only: an approximate one is a circle on the page, never a point given to search engines. */
function exactGeo(place: Pick<Property, 'lat' | 'lng' | 'locationPrecision'>): JsonLd {
  if (place.locationPrecision !== 'exact' || place.lat === null || place.lng === null) return {};
  return { geo: { '@type': 'GeoCoordinates', latitude: place.lat, longitude: place.lng } };
}

/** A property's page as a RealEstateListing: its offer in INR, the place with its Surat address, its photos and when it was listed. */
export function listingData(origin: string, property: Property, images: string[], page: OnPage): JsonLd {
  const url = absolute(origin, page.path);
  const name = titleIn(property, page.lang).text;
  const type = placeType(property);
  const accommodation = type !== 'Place';
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name,
    url,
    inLanguage: IN_LANGUAGE[page.lang],
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
      // A rent is a price per month, not a price to buy for.
      ...(property.transactionType === 'Rent'
        ? {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: property.price,
              priceCurrency: 'INR',
              unitCode: 'MON',
              unitText: 'month',
              referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
            },
          }
        : { price: property.price, priceCurrency: 'INR' }),
      businessFunction:
        property.transactionType === 'Rent' ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell',
      availability: 'https://schema.org/InStock',
      url,
      seller: { '@id': `${absolute(origin, '/')}#agency`, '@type': 'RealEstateAgent', name: agency.name },
    },
    mainEntity: {
      '@type': type,
      name,
      address: suratAddress(property.address),
      ...exactGeo(property),
      ...(accommodation && {
        floorSize: { '@type': 'QuantitativeValue', value: property.sqt, unitCode: 'FTK' },
        ...(property.bedrooms !== null && { numberOfBedrooms: property.bedrooms }),
        ...(property.bathrooms !== null && { numberOfBathroomsTotal: property.bathrooms }),
      }),
    },
  };
}

/** The projects page: the agency's projects as a list of places in Surat. */
export function projectsData(origin: string, projects: Project[], page: OnPage): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: `${agency.name}: ${CRUMBS[page.lang].projects}`,
    url: absolute(origin, page.path),
    numberOfItems: projects.length,
    itemListElement: projects.map((project, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: projectPlace(origin, project, page.lang),
    })),
  };
}

/** A project as a place in Surat, with its page's address. */
function projectPlace(origin: string, project: Project, lang: PageLanguage): JsonLd {
  return {
    '@type': 'Place',
    name: titleIn(project, lang).text,
    url: absolute(origin, inPageLanguage(lang, `/projects/${project.slug}`)),
    description: project.description
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 300),
    address: suratAddress(project.address),
    ...exactGeo(project),
    ...(project.images.length > 0 && { image: project.images.map((image) => absolute(origin, image)) }),
  };
}

/** A project's page: the project as a Place. */
export function projectData(origin: string, project: Project, page: OnPage): JsonLd {
  return { '@context': 'https://schema.org', ...projectPlace(origin, project, page.lang), url: absolute(origin, page.path) };
}

/** A locality's page: the locality as a Place within Surat, at its centre as the gazetteer has it. */
export function localityPlace(origin: string, figures: LocalityFigures, page: OnPage): JsonLd {
  const [latitude, longitude] = localityCentre(figures.name);
  return {
    '@context': 'https://schema.org',
    '@type': 'Place',
    name: `${localityName(figures.name, page.lang)}, ${localityName('Surat', page.lang)}`,
    url: absolute(origin, page.path),
    address: { '@type': 'PostalAddress', addressLocality: 'Surat', addressRegion: 'Gujarat', addressCountry: 'IN' },
    geo: { '@type': 'GeoCoordinates', latitude, longitude },
    containedInPlace: { '@type': 'City', name: 'Surat' },
  };
}

/** A locality page's breadcrumb: Home › the locality. */
export function localityBreadcrumb(origin: string, page: OnPage, figures: LocalityFigures): JsonLd {
  return breadcrumbData(origin, page, [], localityName(figures.name, page.lang));
}
