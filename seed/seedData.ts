/**
 * The demo listings and projects seeded on first start: Surat localities, 2026 prices in
 * rupees (rents per month), short HTML descriptions. Plain data, no randomness, so tests and
 * the seeder can rely on the counts.
 */
import {
  facings,
  furnishings,
  type Amenity,
  type Furnishing,
  type PropertyCategory,
  type PropertyType,
  type TransactionType,
} from '../contract/catalog.ts';
import { localityCentre } from '../contract/localityCentres.ts';
import type { LocationPrecision } from '../contract/places.ts';
import type { ProjectFields } from '../contract/projects.ts';
import { blankRentFacts, blankStoredFacts, type PropertyFields } from '../contract/properties.ts';
import type { UnitTypeFormInput } from '../contract/unitTypes.ts';
import { seedPalettes, type SeedImageKind, type SeedPalette } from './seedImages.ts';

/**
 * A demo listing: the contract's stored property fields (descriptions are HTML with <p>, <ul><li>,
 * <strong> only; prices whole rupees, a monthly rent for Rent and per bed for PG; sqt the land area
 * for plots and farmhouses; rooms numbers for homes, 0 for plots, null for commercial) and how to seed it.
 */
export interface SeedProperty extends PropertyFields {
  /** The slug of the seeded project it belongs to (the seeder sets projectId from it). */
  projectSlug: string | null;
  /** How many pictures to draw, 2 to 5. */
  imageCount: number;
  /** How long ago the listing was created, 0 to 200 days. */
  daysAgo: number;
  /** Hints for `drawSeedImage`. */
  kind: SeedImageKind;
  palette: SeedPalette;
}

/** A demo project: the contract's stored project fields (HTML descriptions as above) and how to seed it. */
export interface SeedProject extends ProjectFields {
  imageCount: number;
  daysAgo: number;
  kind: SeedImageKind;
  palette: SeedPalette;
}

/** One intro paragraph, a feature list and an optional closing paragraph. */
function html(intro: string, features: string[], closing?: string): string {
  const items = features.map((feature) => `<li>${feature}</li>`).join('');
  return `<p>${intro}</p><ul>${items}</ul>${closing ? `<p>${closing}</p>` : ''}`;
}

/** The listing facts, derived for each draft from its category, area and rooms (see listingFacts). */
type FactField =
  | 'carpetArea'
  | 'builtUpArea'
  | 'superBuiltUpArea'
  | 'plotArea'
  | 'plotAreaUnit'
  | 'possession'
  | 'possessionDate'
  | 'ageYears'
  | 'furnishing'
  | 'facing'
  | 'floor'
  | 'totalFloors'
  | 'parking'
  | 'maintenanceDeposit'
  | 'maintenanceAdvance'
  | RentFactField
  | 'amenities'
  | 'projectId'
  | 'unitTypeId'
  | 'reraNumber'
  | 'reraExempt'
  | 'reraExemptReason'
  | 'projectSlug'
  | 'availability';
type ListingFacts = Pick<SeedProperty, FactField>;
type RentFactField =
  | 'securityDeposit'
  | 'depositMonths'
  | 'monthlyMaintenance'
  | 'maintenanceIncluded'
  | 'preferredTenants'
  | 'vegetarianOnly'
  | 'noPets'
  | 'lockInMonths';
type RentFacts = Pick<SeedProperty, RentFactField>;

/** The pin and its precision, placed in the listing's locality by placeIn. */
type PlaceField = 'lat' | 'lng' | 'locationPrecision';

/**
 * A point within about 700 m of the locality's centre, spread by `index` (the same on every seed),
 * so listings of one locality do not sit on one spot.
 */
function placeIn(location: string, index: number, locationPrecision: LocationPrecision): Pick<SeedProperty, PlaceField> {
  const [lat, lng] = localityCentre(location);
  const step = (seed: number) => ((seed % 21) - 10) * 0.0006;
  return {
    lat: Math.round((lat + step(index * 37 + 5)) * 1e6) / 1e6,
    lng: Math.round((lng + step(index * 53 + 11)) * 1e6) / 1e6,
    locationPrecision,
  };
}

/** The Gujarati and Hindi title and description, given for a few listings and projects (see `translations`). */
type TranslatedField = 'titleGu' | 'titleHi' | 'descriptionGu' | 'descriptionHi';
type Translated = Pick<SeedProperty, TranslatedField>;
const untranslated: Translated = { titleGu: null, titleHi: null, descriptionGu: null, descriptionHi: null };

/** Gujarati and Hindi content of some listings and projects, by English title, as the office would write it. */
const translations: Record<string, Translated> = {
  '2 BHK Apartment in Vesu near VIP Road': {
    titleGu: 'વેસુમાં વીઆઈપી રોડ પાસે 2 BHK એપાર્ટમેન્ટ',
    titleHi: 'वेसू में वीआईपी रोड के पास 2 BHK अपार्टमेंट',
    descriptionGu:
      '<p>વેસુમાં વીઆઈપી રોડ પાસે ગેટેડ ટાવરના 9મા માળે હવા-ઉજાસવાળો <strong>2 BHK</strong> ફ્લેટ, પૂર્વમુખી લિવિંગ રૂમ અને લાંબી બાલ્કની સાથે.</p>' +
      '<ul><li>ગ્રેનાઈટ પ્લેટફોર્મ સાથે મોડ્યુલર કિચન</li><li>કવર્ડ કાર પાર્કિંગ અને પાવર બેકઅપ સાથે બે લિફ્ટ</li><li>ક્લબહાઉસ, જિમ અને બાળકો માટે રમતનું મેદાન</li></ul>',
    descriptionHi:
      '<p>वेसू में वीआईपी रोड के पास गेटेड टावर की 9वीं मंज़िल पर हवादार <strong>2 BHK</strong> फ्लैट, पूर्वमुखी लिविंग रूम और लंबी बालकनी के साथ।</p>' +
      '<ul><li>ग्रेनाइट प्लेटफ़ॉर्म के साथ मॉड्यूलर किचन</li><li>कवर्ड कार पार्किंग और पावर बैकअप के साथ दो लिफ्ट</li><li>क्लबहाउस, जिम और बच्चों के खेलने की जगह</li></ul>',
  },
  '3 BHK Apartment on LP Savani Road, Adajan': {
    titleGu: 'અડાજણમાં એલ.પી. સવાણી રોડ પર 3 BHK એપાર્ટમેન્ટ',
    titleHi: 'अडाजण में एल.पी. सवाणी रोड पर 3 BHK अपार्टमेंट',
    descriptionGu: null,
    descriptionHi: null,
  },
  '4 BHK Bungalow on Vesu-Abhva Road': {
    titleGu: 'વેસુ-આભવા રોડ પર 4 BHK બંગલો',
    titleHi: 'वेसू-आभवा रोड पर 4 BHK बंगला',
    descriptionGu: '<p>વેસુ-આભવા રોડ પર ગાર્ડન અને ડબલ-હાઈટ લિવિંગ રૂમ સાથે સ્વતંત્ર <strong>4 BHK બંગલો</strong>.</p>',
    descriptionHi: '<p>वेसू-आभवा रोड पर बगीचे और डबल-हाइट लिविंग रूम के साथ स्वतंत्र <strong>4 BHK बंगला</strong>।</p>',
  },
  '2 BHK Flat for Rent in Vesu': {
    titleGu: 'વેસુમાં ભાડે 2 BHK ફ્લેટ',
    titleHi: 'वेसू में किराए पर 2 BHK फ्लैट',
    descriptionGu: null,
    descriptionHi: null,
  },
  'Ground Floor Shop on VIP Road, Vesu': {
    titleGu: 'વેસુમાં વીઆઈપી રોડ પર ગ્રાઉન્ડ ફ્લોર દુકાન',
    titleHi: 'वेसू में वीआईपी रोड पर ग्राउंड फ्लोर दुकान',
    descriptionGu: null,
    descriptionHi: null,
  },
  'Vesu Greens Residency': {
    titleGu: 'વેસુ ગ્રીન્સ રેસિડેન્સી',
    titleHi: 'वेसू ग्रीन्स रेज़िडेंसी',
    descriptionGu:
      '<p><strong>વેસુ ગ્રીન્સ રેસિડેન્સી</strong> વેસુ-આભવા રોડ પાસે 3 અને 4 BHK ઘરોના ચાર ટાવરનો અમારો પ્રોજેક્ટ છે, બે એકરના સેન્ટ્રલ ગાર્ડનની આસપાસ.</p>' +
      '<p>ટાવર A અને B નું સ્ટ્રક્ચર પૂરું થયું છે; પઝેશન ડિસેમ્બર 2027 માં.</p>',
    descriptionHi:
      '<p><strong>वेसू ग्रीन्स रेज़िडेंसी</strong> वेसू-आभवा रोड के पास 3 और 4 BHK घरों के चार टावरों का हमारा प्रोजेक्ट है, दो एकड़ के सेंट्रल गार्डन के चारों ओर।</p>' +
      '<p>टावर A और B का ढांचा पूरा हो चुका है; पज़ेशन दिसंबर 2027 में।</p>',
  },
  'Pal Riverview Heights': {
    titleGu: 'પાલ રિવરવ્યૂ હાઇટ્સ',
    titleHi: 'पाल रिवरव्यू हाइट्स',
    descriptionGu: null,
    descriptionHi: null,
  },
  'Ring Road Trade Centre': {
    titleGu: 'રિંગ રોડ ટ્રેડ સેન્ટર',
    titleHi: 'रिंग रोड ट्रेड सेंटर',
    descriptionGu: null,
    descriptionHi: null,
  },
};

const translatedOf = (title: string): Translated => translations[title] ?? untranslated;

type Draft = Omit<
  SeedProperty,
  | 'transactionType'
  | 'propertyType'
  | 'subCategory'
  | 'imageCount'
  | 'daysAgo'
  | 'kind'
  | 'palette'
  | FactField
  | TranslatedField
  | PlaceField
> &
  Partial<Pick<SeedProperty, 'kind'>>;

const imageKindOf: Record<PropertyCategory, SeedImageKind> = {
  Apartment: 'apartment',
  Bungalows: 'bungalow',
  Plot: 'plot',
  Farmhouses: 'farmhouse',
  PG: 'pg',
  Shop: 'shop',
  'Commercial plots': 'commercial-plot',
  Showrooms: 'showroom',
  Office: 'office',
};

function group(
  transactionType: TransactionType,
  propertyType: PropertyType,
  subCategory: PropertyCategory,
  drafts: Draft[],
): Omit<SeedProperty, 'imageCount' | 'daysAgo' | 'palette' | FactField | PlaceField>[] {
  return drafts.map((draft) => ({
    ...draft,
    ...translatedOf(draft.title),
    transactionType,
    propertyType,
    subCategory,
    kind: draft.kind ?? imageKindOf[subCategory],
  }));
}

const residentialBuy = [
  ...group('Buy', 'Residential', 'Apartment', [
    {
      title: '2 BHK Apartment in Vesu near VIP Road',
      description: html(
        'A bright <strong>2 BHK on the 9th floor</strong> of a gated tower just off VIP Road, Vesu, with an east-facing living room and a long sit-out balcony.',
        [
          'Modular kitchen with granite platform and utility area',
          'Covered car parking and two lifts with power backup',
          'Clubhouse, gym and children’s play area',
          'VR Mall and reputed CBSE schools within 10 minutes',
        ],
      ),
      location: 'Vesu, Surat',
      address: 'B-904, Shivalay Residency, Near Vesu Char Rasta, VIP Road, Vesu, Surat 395007',
      price: 6_800_000,
      sqt: 1215,
      bedrooms: 2,
      bathrooms: 2,
    },
    {
      title: 'Spacious 3 BHK Flat in Vesu with Clubhouse',
      description: html(
        'A <strong>3 BHK corner flat</strong> in one of Vesu’s newer towers, with three balconies and cross ventilation in every room.',
        [
          'Vitrified flooring and wooden flooring in the master bedroom',
          'Swimming pool, indoor games and a party lawn',
          'Two covered parkings',
          'Surat Diamond Bourse and the airport about 15 minutes away',
        ],
        'Possession on the GujRERA schedule; loans pre-approved with leading banks.',
      ),
      location: 'Vesu, Surat',
      address: 'C-1102, Aagam Heights, Vesu-Abhva Road, Vesu, Surat 395007',
      price: 11_800_000,
      sqt: 1890,
      bedrooms: 3,
      bathrooms: 3,
    },
    {
      title: 'Luxury 4 BHK Apartment at Parle Point',
      description: html(
        'A <strong>one-flat-per-floor 4 BHK</strong> with a private lift lobby and a river-facing deck, in the quiet lanes behind Parle Point.',
        [
          'Italian marble flooring and VRV air-conditioning',
          'Servant quarter and three covered parkings',
          'Rooftop infinity pool and landscaped podium garden',
          'Rahul Raj Mall, Athwa Lines and the Sardar Bridge close by',
        ],
      ),
      location: 'Parle Point, Surat',
      address: '14th Floor, Riverstone Residences, Behind Sargam Complex, Parle Point, Surat 395007',
      price: 26_500_000,
      sqt: 3100,
      bedrooms: 4,
      bathrooms: 4,
    },
    {
      title: '2 BHK Flat on Gaurav Path, Pal',
      description: html(
        'A new <strong>2 BHK</strong> on the 5th floor of a tower going up on Gaurav Path, Pal, facing the internal garden.',
        [
          'Handed over with a modular kitchen platform',
          'Society with lifts, CCTV and a small temple',
          'Pal RTO, Pal Lake and the Pal-Umra bridge nearby',
        ],
      ),
      location: 'Pal, Surat',
      address: 'A-502, Sangini Sky, Gaurav Path, Pal, Surat 395009',
      price: 5_200_000,
      sqt: 1140,
      bedrooms: 2,
      bathrooms: 2,
    },
    {
      title: '3 BHK Apartment on LP Savani Road, Adajan',
      description: html(
        'A family-sized <strong>3 BHK</strong> in an established Adajan society, a short walk from LP Savani Road and Star Bazaar.',
        [
          'Large living room with a separate dining area',
          'Two balconies and an attached terrace garden',
          'Schools, hospitals and Adajan Patiya within 2 km',
          'Cable Bridge to Athwa in 5 minutes',
        ],
      ),
      location: 'Adajan, Surat',
      address: 'D-304, Rajhans Apartments, LP Savani Road, Adajan, Surat 395009',
      price: 9_200_000,
      sqt: 1750,
      bedrooms: 3,
      bathrooms: 3,
    },
    {
      title: 'Affordable 2 BHK in Katargam near Gajera Circle',
      description: html('A practical <strong>2 BHK</strong> for first-time buyers, close to Katargam’s diamond units and Gajera Circle.', [
        'Lift, borewell and municipal water',
        'Reserved two-wheeler parking',
        'Katargam Darwaja, Ved Road and the BRTS corridor nearby',
      ]),
      location: 'Katargam, Surat',
      address: 'B-203, Sahjanand Residency, Near Gajera Circle, Katargam, Surat 395004',
      price: 3_850_000,
      sqt: 1050,
      bedrooms: 2,
      bathrooms: 2,
    },
    {
      title: '1 BHK Starter Flat in Udhna',
      description: html('A compact <strong>1 BHK</strong> on the 3rd floor, well suited for young couples or as a rental investment.', [
        'Walking distance from Udhna railway station',
        'Covered two-wheeler parking',
        'Markets, schools and the Udhna-Magdalla Road close at hand',
      ]),
      location: 'Udhna, Surat',
      address: '306, Shiv Shakti Apartment, Udhna Main Road, Udhna, Surat 394210',
      price: 2_100_000,
      sqt: 650,
      bedrooms: 1,
      bathrooms: 1,
    },
    {
      title: '3 BHK Premium Flat near Science Centre, City Light',
      description: html(
        'A <strong>3 BHK with a study</strong> in a premium City Light address, minutes from the Science Centre and Agrasen Bhavan.',
        [
          'Double-height entrance lobby and three high-speed lifts',
          'Gym, yoga deck and indoor games room',
          'Fire-safety systems and 24x7 security',
          'Two covered car parkings',
        ],
        'A rare resale in one of City Light’s most asked-for societies.',
      ),
      location: 'City Light, Surat',
      address: 'E-801, Sukan Residency, City Light Road, Surat 395007',
      price: 13_500_000,
      sqt: 2050,
      bedrooms: 3,
      bathrooms: 3,
    },
    {
      title: '2 BHK Flat on Abrama Road, Mota Varachha',
      description: html('A new-construction <strong>2 BHK</strong> in Mota Varachha with an open view towards the Tapi riverfront.', [
        'Gated campus with garden and children’s play area',
        'Solar-powered common lighting',
        'Lajamni Chowk, schools and hospitals nearby',
      ]),
      location: 'Mota Varachha, Surat',
      address: 'C-705, Shivam Heights, Abrama Road, Mota Varachha, Surat 394101',
      price: 4_500_000,
      sqt: 1180,
      bedrooms: 2,
      bathrooms: 2,
    },
    {
      title: '3 BHK Apartment near ISKCON Temple, Jahangirpura',
      description: html('A calm <strong>3 BHK</strong> in a low-density project, a short drive from the ISKCON temple at Jahangirpura.', [
        'Three balconies with a garden view',
        'Clubhouse with a banquet hall and gym',
        'Easy reach to Rander Road and the Pal-Umra bridge',
      ]),
      location: 'Jahangirpura, Surat',
      address: 'B-601, Green Leaf Residency, Near ISKCON Temple, Jahangirpura, Surat 395005',
      price: 7_800_000,
      sqt: 1680,
      bedrooms: 3,
      bathrooms: 3,
    },
    {
      title: '2 BHK Flat on Palanpur Canal Road',
      description: html('A <strong>2 BHK</strong> in a new gated project on Palanpur Canal Road, between Pal and Adajan.', [
        'Garden-facing balcony and a utility area',
        'Gym, multipurpose hall and children’s play area',
        'Palanpur Patia, schools and the BRTS corridor nearby',
      ]),
      location: 'Palanpur, Surat',
      address: 'B-407, Shubh Residency, Palanpur Canal Road, Palanpur, Surat 395009',
      price: 4_800_000,
      sqt: 1150,
      bedrooms: 2,
      bathrooms: 2,
    },
  ]),
  ...group('Buy', 'Residential', 'Bungalows', [
    {
      title: '4 BHK Bungalow on Vesu-Abhva Road',
      description: html(
        'A contemporary <strong>4 BHK bungalow</strong> on a 300 sq yd corner plot in a gated bungalow scheme off Vesu-Abhva Road.',
        [
          'Double-height living room and a home theatre',
          'Private lawn, car porch for two cars',
          'Society clubhouse, swimming pool and jogging track',
          'VR Mall, SVNIT and the airport within 15 minutes',
        ],
      ),
      location: 'Vesu, Surat',
      address: 'Bungalow 12, Shrinand Villa, Vesu-Abhva Road, Vesu, Surat 395007',
      price: 37_500_000,
      sqt: 3600,
      bedrooms: 4,
      bathrooms: 5,
    },
    {
      title: '5 BHK Luxury Villa on Dumas Road',
      description: html(
        'A <strong>5 BHK villa</strong> with a private pool and a landscaped garden, in an exclusive enclave on Dumas Road.',
        [
          'Private swimming pool and deck',
          'Home lift, basement parking and staff quarters',
          'Dumas beach and the airport a short drive away',
        ],
        'Sold fully furnished with imported fittings.',
      ),
      location: 'Dumas, Surat',
      address: 'Villa 7, Palm Meadows, Dumas Road, Sultanabad, Surat 394550',
      price: 49_000_000,
      sqt: 5200,
      bedrooms: 5,
      bathrooms: 6,
    },
    {
      title: '4 BHK Independent Bungalow in Pal',
      description: html('An east-facing <strong>4 BHK bungalow</strong> in a mature Pal society with wide internal roads.', [
        'Ground plus one with a terrace garden',
        'Modular kitchen and a separate puja room',
        'Pal Lake garden and Gaurav Path nearby',
      ]),
      location: 'Pal, Surat',
      address: '18, Anand Bungalows, Near Pal RTO, Pal, Surat 395009',
      price: 24_500_000,
      sqt: 3000,
      bedrooms: 4,
      bathrooms: 4,
    },
    {
      title: '3 BHK Row House near Sarthana Nature Park',
      description: html('A neat <strong>3 BHK row house</strong> in a gated township close to Sarthana Nature Park.', [
        'Private parking in front of the house',
        'Society garden and a community hall',
        'Surat-Kamrej highway and Sarthana Jakatnaka within 5 minutes',
      ]),
      location: 'Sarthana, Surat',
      address: '42, Shantiniketan Row Houses, Near Sarthana Nature Park, Sarthana, Surat 395006',
      price: 15_500_000,
      sqt: 1950,
      bedrooms: 3,
      bathrooms: 3,
    },
    {
      title: '4 BHK Bungalow on Althan Canal Road',
      description: html('A <strong>4 BHK bungalow</strong> on Althan Canal Road with a large front garden and a shaded car porch.', [
        'Teak-wood doors and Italian marble in the living room',
        'Solar water heating and rainwater harvesting',
        'Bhatar Char Rasta and VNSGU a few minutes away',
      ]),
      location: 'Althan, Surat',
      address: '9, Sumeru Bungalows, Althan Canal Road, Althan, Surat 395017',
      price: 21_000_000,
      sqt: 2900,
      bedrooms: 4,
      bathrooms: 4,
    },
    {
      title: '3 BHK Twin Bungalow in Jahangirpura',
      description: html('A <strong>3 BHK twin bungalow</strong> in a peaceful Jahangirpura scheme, ideal for a young family.', [
        'Private garden and terrace',
        'Covered parking for one car',
        'ISKCON temple and Rander Road nearby',
      ]),
      location: 'Jahangirpura, Surat',
      address: '27-A, Krishna Kunj, Jahangirpura Main Road, Jahangirpura, Surat 395005',
      price: 16_500_000,
      sqt: 2400,
      bedrooms: 3,
      bathrooms: 3,
    },
  ]),
  ...group('Buy', 'Residential', 'Plot', [
    {
      title: 'Residential NA Plot in Pal, 240 Sq Yd',
      description: html('A clear-title <strong>non-agricultural residential plot</strong> of 240 sq yd in a developed Pal layout.', [
        'Approved layout with internal RCC roads and street lights',
        'Drainage and water connections at the plot',
        'Gaurav Path and Pal-Umra bridge nearby',
      ]),
      location: 'Pal, Surat',
      address: 'Plot 34, Shree Hari Township, Pal Gam Road, Pal, Surat 395009',
      price: 8_600_000,
      sqt: 2160,
      bedrooms: 0,
      bathrooms: 0,
    },
    {
      title: '200 Sq Yd Plot in Jahangirpura',
      description: html('A rectangular <strong>200 sq yd residential plot</strong> in a gated plotting scheme at Jahangirpura.', [
        'Compound wall, entrance gate and security cabin',
        'Common garden and temple in the scheme',
        'ISKCON temple and Dandi Road close by',
      ]),
      location: 'Jahangirpura, Surat',
      address: 'Plot 11, Vrundavan Greens, Jahangirpura-Dandi Road, Surat 395005',
      price: 5_800_000,
      sqt: 1800,
      bedrooms: 0,
      bathrooms: 0,
    },
    {
      title: 'Bungalow Plot in Dumas, 300 Sq Yd',
      description: html('A <strong>300 sq yd bungalow plot</strong> in a premium scheme on Dumas Road, ready for construction.', [
        'Title clear, NA and plan-passable',
        'Underground electric cabling and wide roads',
        'Dumas beach and the airport 10 minutes away',
      ]),
      location: 'Dumas, Surat',
      address: 'Plot 58, Sea Breeze Enclave, Gaviyer Road, Dumas, Surat 394550',
      price: 10_500_000,
      sqt: 2700,
      bedrooms: 0,
      bathrooms: 0,
    },
    {
      title: 'Corner Plot on Vesu-Abhva Road, 350 Sq Yd',
      description: html('A <strong>corner plot of 350 sq yd</strong> with two open sides in a fast-developing pocket of Vesu-Abhva.', [
        'Two-side open with 12 m and 9 m roads',
        'Surrounded by completed bungalows',
        'Surat Diamond Bourse and VR Mall within 15 minutes',
      ]),
      location: 'Vesu, Surat',
      address: 'Plot 3, Shivanjali Park, Vesu-Abhva Road, Vesu, Surat 395007',
      price: 16_000_000,
      sqt: 3150,
      bedrooms: 0,
      bathrooms: 0,
    },
    {
      title: '180 Sq Yd Plot in Mota Varachha',
      description: html('An affordable <strong>180 sq yd residential plot</strong> in a growing Mota Varachha neighbourhood.', [
        'Society with paved roads and street lights',
        'Water and drainage lines laid',
        'Abrama Road and Lajamni Chowk nearby',
      ]),
      location: 'Mota Varachha, Surat',
      address: 'Plot 76, Gokuldham Society, Abrama Road, Mota Varachha, Surat 394101',
      price: 4_200_000,
      sqt: 1620,
      bedrooms: 0,
      bathrooms: 0,
    },
  ]),
  ...group('Buy', 'Residential', 'Farmhouses', [
    {
      title: '4 BHK Farmhouse near Dumas Beach',
      description: html(
        'A <strong>4 BHK farmhouse</strong> on 3,000 sq yd of land near Bhimpore, a short drive from Dumas beach.',
        [
          'Swimming pool, gazebo and a lawn for gatherings',
          'Coconut, chikoo and mango trees',
          'Borewell, caretaker room and compound wall',
        ],
        'A favourite weekend retreat close to the city.',
      ),
      location: 'Dumas, Surat',
      address: 'Survey No. 214, Bhimpore-Dumas Road, Dumas, Surat 394550',
      price: 29_000_000,
      sqt: 27000,
      bedrooms: 4,
      bathrooms: 4,
    },
    {
      title: '2 BHK Weekend Farmhouse in Kamrej',
      description: html('A compact <strong>2 BHK farmhouse</strong> on 1,000 sq yd just off the NH48 at Kamrej.', [
        'Lawn, sit-out and a small vegetable garden',
        'Borewell and overhead tank',
        'About 25 minutes from Sarthana',
      ]),
      location: 'Kamrej, Surat',
      address: 'Farm 19, Green Acres, Kamrej-Navagam Road, Kamrej, Surat 394185',
      price: 11_000_000,
      sqt: 9000,
      bedrooms: 2,
      bathrooms: 2,
    },
    {
      title: '3 BHK Farmhouse with Orchard in Olpad',
      description: html('A <strong>3 BHK farmhouse</strong> on 2,000 sq yd with a mango orchard, in the quiet villages of Olpad.', [
        'Around 40 grown mango and coconut trees',
        'Open kitchen, veranda and a party lawn',
        'Jahangirpura and Rander about 25 minutes away',
      ]),
      location: 'Olpad, Surat',
      address: 'Survey No. 88, Sayan-Olpad Road, Olpad, Surat 394540',
      price: 16_500_000,
      sqt: 18000,
      bedrooms: 3,
      bathrooms: 3,
    },
    {
      title: '3 BHK Farmhouse on Jahangirpura-Dandi Road',
      description: html(
        'A well-kept <strong>3 BHK farmhouse</strong> on 1,500 sq yd with a pool, close to the city yet green all around.',
        ['Swimming pool and children’s play area', 'Solar panels and a borewell', 'ISKCON temple Jahangirpura 10 minutes away'],
      ),
      location: 'Jahangirpura, Surat',
      address: 'Farm 6, Mango Orchard Farms, Jahangirpura-Dandi Road, Surat 395005',
      price: 14_000_000,
      sqt: 13500,
      bedrooms: 3,
      bathrooms: 3,
    },
  ]),
];

const residentialRent = [
  ...group('Rent', 'Residential', 'Farmhouses', [
    {
      title: '4 BHK Farmhouse for Rent on Dumas Road',
      description: html('A fully furnished <strong>4 BHK farmhouse</strong> with a pool, available on a monthly lease near Dumas beach.', [
        'Swimming pool, lawn and outdoor kitchen',
        'Caretaker and gardener included',
        'Airport and VR Mall 15 minutes away',
      ]),
      location: 'Dumas, Surat',
      address: 'Survey No. 301, Gaviyer-Dumas Road, Dumas, Surat 394550',
      price: 85_000,
      sqt: 22500,
      bedrooms: 4,
      bathrooms: 4,
    },
    {
      title: '3 BHK Farmhouse on Monthly Lease in Kamrej',
      description: html('A <strong>3 BHK farmhouse</strong> with a large lawn, ideal for families who want weekends out of the city.', [
        'Furnished with beds, sofas and kitchen appliances',
        'Borewell and power backup',
        'Easy access from the NH48',
      ]),
      location: 'Kamrej, Surat',
      address: 'Farm 4, Tapi Valley Farms, Kamrej, Surat 394185',
      price: 45_000,
      sqt: 13500,
      bedrooms: 3,
      bathrooms: 3,
    },
    {
      title: '2 BHK Farmhouse for Rent in Olpad',
      description: html('A simple <strong>2 BHK farm cottage</strong> among coconut trees, on a long lease.', [
        'Open veranda and a small pond',
        'Organic vegetable patch',
        'About 30 minutes from Adajan',
      ]),
      location: 'Olpad, Surat',
      address: 'Survey No. 45, Olpad-Sayan Road, Olpad, Surat 394540',
      price: 38_000,
      sqt: 10800,
      bedrooms: 2,
      bathrooms: 2,
    },
  ]),
  ...group('Rent', 'Residential', 'PG', [
    {
      title: 'Boys PG near SVNIT, Ichchhanath',
      description: html('Twin-sharing <strong>PG rooms for students</strong> a short walk from SVNIT, price per bed.', [
        'Two meals a day, Wi-Fi and housekeeping',
        'Study tables and wardrobes in every room',
        'Rahul Raj Mall and Piplod nearby',
      ]),
      location: 'Piplod, Surat',
      address: 'Shivam PG, Behind SVNIT Gate, Ichchhanath, Piplod, Surat 395007',
      price: 8_500,
      sqt: 220,
      bedrooms: 1,
      bathrooms: 1,
    },
    {
      title: 'Girls PG near VNSGU, Vesu',
      description: html('A safe, well-run <strong>girls’ PG</strong> close to Veer Narmad South Gujarat University, price per bed.', [
        'CCTV, warden and biometric entry',
        'Home-style Gujarati meals',
        'Laundry, RO water and Wi-Fi',
      ]),
      location: 'Vesu, Surat',
      address: 'Shree Krupa PG for Girls, Udhna-Magdalla Road, Vesu, Surat 395007',
      price: 7_500,
      sqt: 200,
      bedrooms: 1,
      bathrooms: 1,
    },
    {
      title: 'AC PG for Working Professionals in Adajan',
      description: html('Air-conditioned <strong>PG rooms for working professionals</strong> near Adajan Patiya, price per bed.', [
        'AC rooms with attached bathrooms',
        'Breakfast and dinner, weekly housekeeping',
        'BRTS stop and Star Bazaar nearby',
      ]),
      location: 'Adajan, Surat',
      address: 'Urban Nest PG, Near Adajan Patiya, Adajan, Surat 395009',
      price: 9_500,
      sqt: 240,
      bedrooms: 1,
      bathrooms: 1,
    },
    {
      title: 'PG for Engineers on Hazira Road',
      description: html(
        'Clean <strong>sharing rooms</strong> for engineers and staff working in the Hazira industrial belt, price per bed.',
        ['Three meals a day', 'Company bus pick-up point outside', 'Parking for two-wheelers'],
      ),
      location: 'Hazira Road, Surat',
      address: 'Sai Residency PG, Ichchhapore, Hazira Road, Surat 394510',
      price: 6_500,
      sqt: 260,
      bedrooms: 1,
      bathrooms: 1,
    },
    {
      title: 'Single-Occupancy Executive PG at Athwa',
      description: html('Private <strong>single rooms</strong> in a serviced building at Athwa Lines, for executives on short postings.', [
        'Furnished AC room with a work desk',
        'Daily housekeeping and meals on request',
        'Parle Point and Ghod Dod Road a few minutes away',
      ]),
      location: 'Athwa, Surat',
      address: 'The Athwa Residency, Athwa Lines, Surat 395007',
      price: 12_000,
      sqt: 280,
      bedrooms: 1,
      bathrooms: 1,
    },
    {
      title: 'Budget PG near Mini Bazaar, Varachha',
      description: html('Affordable <strong>shared rooms</strong> for young professionals in the diamond trade, price per bed.', [
        'Meals, Wi-Fi and RO water included',
        'Walking distance to Mini Bazaar',
        'BRTS and city buses at the corner',
      ]),
      location: 'Varachha, Surat',
      address: 'Gopinath PG, Near Mini Bazaar, Varachha Road, Surat 395006',
      price: 6_000,
      sqt: 180,
      bedrooms: 1,
      bathrooms: 1,
    },
  ]),
  ...group('Rent', 'Residential', 'Apartment', [
    {
      title: '2 BHK Flat for Rent in Vesu',
      description: html('A semi-furnished <strong>2 BHK</strong> in a gated Vesu society, available for families.', [
        'Wardrobes, ACs in both bedrooms and kitchen chimney',
        'Covered car parking',
        'VR Mall and VIP Road nearby',
      ]),
      location: 'Vesu, Surat',
      address: 'A-702, Aashirwad Palms, Near Vesu Char Rasta, Vesu, Surat 395007',
      price: 22_000,
      sqt: 1200,
      bedrooms: 2,
      bathrooms: 2,
    },
    {
      title: 'Furnished 3 BHK Apartment for Rent in Vesu',
      description: html('A <strong>fully furnished 3 BHK</strong> with modern interiors, close to the Surat Diamond Bourse.', [
        'Sofa, beds, dining set, TV and washing machine',
        'Clubhouse with pool and gym',
        'Ideal for diamond-trade professionals',
      ]),
      location: 'Vesu, Surat',
      address: 'B-1203, Raghuvir Sky, Vesu-Abhva Road, Vesu, Surat 395007',
      price: 38_000,
      sqt: 1900,
      bedrooms: 3,
      bathrooms: 3,
    },
    {
      title: '2 BHK Apartment on Rent in Adajan',
      description: html('A neat <strong>2 BHK</strong> on Honey Park Road, Adajan, with good light and ventilation.', [
        'Kitchen with cabinets and chimney',
        'Lift and two-wheeler parking',
        'Schools and Adajan Patiya nearby',
      ]),
      location: 'Adajan, Surat',
      address: 'C-402, Sharanam Apartment, Honey Park Road, Adajan, Surat 395009',
      price: 18_000,
      sqt: 1100,
      bedrooms: 2,
      bathrooms: 2,
    },
    {
      title: '1 BHK Flat for Rent in Udhna',
      description: html('An unfurnished <strong>1 BHK</strong> close to Udhna railway station, ideal for a small family.', [
        'Borewell and municipal water',
        'Two-wheeler parking',
        'Markets and city buses outside',
      ]),
      location: 'Udhna, Surat',
      address: '204, Navkar Apartment, Udhna Darwaja, Udhna, Surat 394210',
      price: 9_500,
      sqt: 620,
      bedrooms: 1,
      bathrooms: 1,
    },
    {
      title: '3 BHK Flat on Rent in Pal',
      description: html('A semi-furnished <strong>3 BHK</strong> in a newer Pal tower with a clubhouse.', [
        'Modular kitchen and wardrobes',
        'Swimming pool and gym',
        'Pal Lake garden and Gaurav Path nearby',
      ]),
      location: 'Pal, Surat',
      address: 'D-804, Shyam Sky, Pal Gam Road, Pal, Surat 395009',
      price: 27_000,
      sqt: 1700,
      bedrooms: 3,
      bathrooms: 3,
    },
    {
      title: 'Luxury 4 BHK for Rent in Piplod',
      description: html('A <strong>luxury 4 BHK</strong> with designer interiors in Piplod, close to Rahul Raj Mall.', [
        'Fully furnished with Italian marble flooring',
        'Three covered parkings and servant room',
        'Dumas Road and SVNIT nearby',
      ]),
      location: 'Piplod, Surat',
      address: '11th Floor, Swagat Avenue, Near Rahul Raj Mall, Piplod, Surat 395007',
      price: 75_000,
      sqt: 3200,
      bedrooms: 4,
      bathrooms: 4,
    },
    {
      title: '2 BHK Flat for Rent in Katargam',
      description: html('An unfurnished <strong>2 BHK</strong> close to Katargam’s diamond units, with a lift.', [
        'Borewell and municipal water',
        'Covered two-wheeler parking',
        'Gajera Circle and Ved Road nearby',
      ]),
      location: 'Katargam, Surat',
      address: 'B-101, Yamuna Apartment, Ved Road, Katargam, Surat 395004',
      price: 15_000,
      sqt: 1020,
      bedrooms: 2,
      bathrooms: 2,
    },
    {
      title: '2 BHK Apartment for Rent in Althan',
      description: html('A bright <strong>2 BHK</strong> in a gated Althan society on Althan Canal Road.', [
        'Semi-furnished with ACs in bedrooms',
        'Garden and children’s play area',
        'Bhatar Char Rasta and VNSGU nearby',
      ]),
      location: 'Althan, Surat',
      address: 'A-503, Swastik Residency, Althan Canal Road, Althan, Surat 395017',
      price: 19_000,
      sqt: 1150,
      bedrooms: 2,
      bathrooms: 2,
    },
    {
      title: '3 BHK Flat for Rent near City Light',
      description: html('A spacious <strong>3 BHK</strong> close to the Science Centre and Agrasen Bhavan.', [
        'Semi-furnished with wardrobes in all bedrooms',
        'Two lifts and covered car parking',
        'Ghod Dod Road and City Light markets nearby',
      ]),
      location: 'City Light, Surat',
      address: 'C-602, Ashirvad Enclave, City Light Road, Surat 395007',
      price: 32_000,
      sqt: 1850,
      bedrooms: 3,
      bathrooms: 3,
    },
    {
      title: '2 BHK Flat for Rent on Rander Road',
      description: html('An unfurnished <strong>2 BHK</strong> on Rander Road, close to Navyug College and the Tapi riverfront.', [
        'Lift and covered two-wheeler parking',
        'Quiet society with a small garden',
        'Adajan and Jahangirpura a few minutes away',
      ]),
      location: 'Rander, Surat',
      address: 'A-305, Tapi Darshan Apartment, Rander Road, Rander, Surat 395005',
      price: 14_000,
      sqt: 1000,
      bedrooms: 2,
      bathrooms: 2,
    },
  ]),
  ...group('Rent', 'Residential', 'Bungalows', [
    {
      title: '4 BHK Bungalow for Rent in Vesu',
      description: html('A furnished <strong>4 BHK bungalow</strong> in a gated scheme on Vesu-Abhva Road.', [
        'Private lawn and two-car porch',
        'Society pool and clubhouse',
        'Surat Diamond Bourse 10 minutes away',
      ]),
      location: 'Vesu, Surat',
      address: 'Bungalow 21, Shivalik Villas, Vesu-Abhva Road, Vesu, Surat 395007',
      price: 120_000,
      sqt: 3800,
      bedrooms: 4,
      bathrooms: 5,
    },
    {
      title: '3 BHK Row House for Rent in Adajan',
      description: html('A well-maintained <strong>3 BHK row house</strong> on a quiet Adajan lane.', [
        'Semi-furnished with a terrace',
        'Parking in front of the house',
        'LP Savani Road and schools nearby',
      ]),
      location: 'Adajan, Surat',
      address: '15, Madhuvan Row Houses, Near LP Savani Road, Adajan, Surat 395009',
      price: 42_000,
      sqt: 1800,
      bedrooms: 3,
      bathrooms: 3,
    },
    {
      title: '5 BHK Villa for Rent on Dumas Road',
      description: html('A <strong>5 BHK villa</strong> with a private pool, suited to senior executives and consulates’ staff.', [
        'Fully furnished with home automation',
        'Private pool and garden',
        'Airport and Dumas beach nearby',
      ]),
      location: 'Dumas, Surat',
      address: 'Villa 3, Coral Woods, Dumas Road, Surat 394550',
      price: 150_000,
      sqt: 5000,
      bedrooms: 5,
      bathrooms: 6,
    },
    {
      title: '4 BHK Bungalow on Rent in Pal',
      description: html('A semi-furnished <strong>4 BHK bungalow</strong> in a mature Pal society.', [
        'Garden and terrace',
        'Covered parking for two cars',
        'Gaurav Path and Pal RTO nearby',
      ]),
      location: 'Pal, Surat',
      address: '6, Nandanvan Bungalows, Pal, Surat 395009',
      price: 75_000,
      sqt: 3000,
      bedrooms: 4,
      bathrooms: 4,
    },
  ]),
];

const commercialBuy = [
  ...group('Buy', 'Commercial', 'Shop', [
    {
      title: 'Ground Floor Shop on VIP Road, Vesu',
      description: html('A <strong>ground-floor shop</strong> with road frontage in a busy complex on VIP Road.', [
        '14 ft frontage and double-height ceiling',
        'Ample visitor parking',
        'Surrounded by high-rise residential towers',
      ]),
      location: 'Vesu, Surat',
      address: 'Shop G-08, Times Square Arcade, VIP Road, Vesu, Surat 395007',
      price: 6_200_000,
      sqt: 320,
      bedrooms: null,
      bathrooms: null,
    },
    {
      title: 'Shop in a Textile Market on Ring Road',
      description: html('A <strong>textile shop</strong> in an established wholesale market on Ring Road.', [
        'First floor, near the lifts',
        'Goods lift and loading bays',
        'Sahara Darwaja and the textile market belt at the door',
      ]),
      location: 'Ring Road, Surat',
      address: 'Shop 1124, Shree Ram Textile Market, Ring Road, Surat 395002',
      price: 3_800_000,
      sqt: 180,
      bedrooms: null,
      bathrooms: null,
    },
    {
      title: 'Corner Shop on LP Savani Road, Adajan',
      description: html('A <strong>corner shop</strong> with two-side glazing on LP Savani Road, one of Adajan’s busiest retail streets.', [
        'Ready for a café, pharmacy or boutique',
        'Separate washroom',
        'Heavy footfall from nearby societies',
      ]),
      location: 'Adajan, Surat',
      address: 'Shop 3, Aditya Complex, LP Savani Road, Adajan, Surat 395009',
      price: 8_500_000,
      sqt: 450,
      bedrooms: null,
      bathrooms: null,
    },
    {
      title: 'Shop near Mini Bazaar, Varachha',
      description: html('A <strong>shop on the ground floor</strong> steps away from Mini Bazaar, the heart of Varachha’s diamond trade.', [
        'Strong rental demand',
        'Shutter front with glass door',
        'BRTS stop nearby',
      ]),
      location: 'Varachha, Surat',
      address: 'Shop 12, Ratnadeep Complex, Mini Bazaar, Varachha Road, Surat 395006',
      price: 4_800_000,
      sqt: 220,
      bedrooms: null,
      bathrooms: null,
    },
    {
      title: 'Shop in a New Complex at Mota Varachha',
      description: html('A <strong>new shop</strong> in a mixed-use complex at Mota Varachha, surrounded by residential societies.', [
        'Ground floor with 12 ft frontage',
        'Lift and parking',
        'Lajamni Chowk nearby',
      ]),
      location: 'Mota Varachha, Surat',
      address: 'Shop 21, Silver Business Point, Lajamni Chowk, Mota Varachha, Surat 394101',
      price: 3_500_000,
      sqt: 300,
      bedrooms: null,
      bathrooms: null,
    },
    {
      title: 'Shop on Gaurav Path, Pal',
      description: html('A <strong>retail shop</strong> with a wide frontage on Gaurav Path, Pal.', [
        'Mezzanine storage',
        'Visitor parking in front',
        'Pal RTO and large societies nearby',
      ]),
      location: 'Pal, Surat',
      address: 'Shop 5, Western Arcade, Gaurav Path, Pal, Surat 395009',
      price: 7_200_000,
      sqt: 400,
      bedrooms: null,
      bathrooms: null,
    },
  ]),
  ...group('Buy', 'Commercial', 'Commercial plots', [
    {
      title: 'Commercial Plot on Hazira Road, Ichchhapore',
      description: html(
        'A <strong>2,000 sq yd commercial plot</strong> on the main Hazira Road, suitable for a warehouse, showroom or hotel.',
        ['Main-road frontage of about 45 m', 'NA for commercial use', 'Hazira industrial belt and port traffic at the door'],
      ),
      location: 'Hazira Road, Surat',
      address: 'Survey No. 112, Ichchhapore, Hazira Road, Surat 394510',
      price: 70_000_000,
      sqt: 18000,
      bedrooms: null,
      bathrooms: null,
    },
    {
      title: 'Industrial Plot in Sachin GIDC',
      description: html('A <strong>1,000 sq yd plot</strong> in Sachin GIDC with road access for trucks.', [
        'Three-phase power at the plot',
        'Suitable for textile processing or warehousing',
        'NH48 and the Surat-Navsari road nearby',
      ]),
      location: 'Sachin, Surat',
      address: 'Plot C-214, Sachin GIDC, Sachin, Surat 394230',
      price: 24_000_000,
      sqt: 9000,
      bedrooms: null,
      bathrooms: null,
    },
    {
      title: 'Main Road Commercial Plot in Vesu',
      description: html('A <strong>600 sq yd commercial plot</strong> on a 30 m road in Vesu, ideal for a showroom or office building.', [
        'High FSI zone',
        'Corner location with two road sides',
        'Close to VIP Road and VR Mall',
      ]),
      location: 'Vesu, Surat',
      address: 'Final Plot 87, Vesu Main Road, Vesu, Surat 395007',
      price: 66_000_000,
      sqt: 5400,
      bedrooms: null,
      bathrooms: null,
    },
    {
      title: 'Highway Commercial Plot at Sarthana',
      description: html('An <strong>800 sq yd commercial plot</strong> fronting the Surat-Kamrej highway near Sarthana.', [
        'Ideal for a car showroom or restaurant',
        'Service-road access',
        'Sarthana Nature Park nearby',
      ]),
      location: 'Sarthana, Surat',
      address: 'Survey No. 56, NH48, Sarthana Jakatnaka, Surat 395006',
      price: 44_000_000,
      sqt: 7200,
      bedrooms: null,
      bathrooms: null,
    },
  ]),
  ...group('Buy', 'Commercial', 'Showrooms', [
    {
      title: 'Double-Height Showroom on Ghod Dod Road',
      description: html(
        'A <strong>double-height showroom</strong> with a 40 ft glass frontage on Ghod Dod Road, Surat’s premium high street.',
        ['Ground plus mezzanine', 'Dedicated parking for customers', 'Ideal for jewellery, fashion or automobiles'],
      ),
      location: 'Ghod Dod Road, Surat',
      address: 'Showroom 2, Ram Chowk Plaza, Ghod Dod Road, Surat 395001',
      price: 58_000_000,
      sqt: 2400,
      bedrooms: null,
      bathrooms: null,
    },
    {
      title: 'Showroom on VIP Road, Vesu',
      description: html('A <strong>ground-floor showroom</strong> in a new commercial building on VIP Road.', [
        'Glass facade with signage rights',
        'Back-office cabin and washroom',
        'Premium residential catchment',
      ]),
      location: 'Vesu, Surat',
      address: 'Showroom G-3, Rajhans Trade Centre, VIP Road, Vesu, Surat 395007',
      price: 32_000_000,
      sqt: 1800,
      bedrooms: null,
      bathrooms: null,
    },
    {
      title: 'Showroom near Star Bazaar, Adajan',
      description: html('A <strong>showroom with a wide frontage</strong> near Star Bazaar, Adajan.', [
        'Ready interiors with false ceiling',
        'Power load of 25 kW',
        'Heavy evening footfall',
      ]),
      location: 'Adajan, Surat',
      address: 'Showroom 4, Sangam Plaza, Near Star Bazaar, Adajan, Surat 395009',
      price: 22_000_000,
      sqt: 1500,
      bedrooms: null,
      bathrooms: null,
    },
    {
      title: 'Showroom on Varachha Main Road',
      description: html('A <strong>large showroom</strong> on Varachha Main Road, suited to furniture or electronics.', [
        'Ground plus first floor',
        'Goods entry at the rear',
        'Hirabaug and Mini Bazaar nearby',
      ]),
      location: 'Varachha, Surat',
      address: 'Showroom 1, Krishna Arcade, Varachha Main Road, Surat 395006',
      price: 26_000_000,
      sqt: 2000,
      bedrooms: null,
      bathrooms: null,
    },
  ]),
  ...group('Buy', 'Commercial', 'Office', [
    {
      title: 'Office near Surat Diamond Bourse, Khajod',
      description: html('A <strong>ready office</strong> in a business tower a few minutes from the Surat Diamond Bourse.', [
        'Reception, two cabins and a strong room',
        'Centralised air-conditioning and 24x7 security',
        'Dream City and the Khajod junction nearby',
      ]),
      location: 'Khajod, Surat',
      address: 'Office 708, Diamond World Tower, Near Surat Diamond Bourse, Khajod, Surat 395007',
      price: 5_800_000,
      sqt: 650,
      bedrooms: null,
      bathrooms: null,
    },
    {
      title: 'Corporate Office in a Vesu Business Tower',
      description: html('A <strong>corporate office</strong> with a glass facade on a high floor in Vesu.', [
        'Open workstations for 20 and three cabins',
        'Two car parkings',
        'VIP Road and VR Mall nearby',
      ]),
      location: 'Vesu, Surat',
      address: 'Office 1105, Infinity Tower, VIP Road, Vesu, Surat 395007',
      price: 8_200_000,
      sqt: 1100,
      bedrooms: null,
      bathrooms: null,
    },
    {
      title: 'Office Space at Athwa Gate',
      description: html('A furnished <strong>office space</strong> at Athwa Gate, close to courts and government offices.', [
        'Conference room and pantry',
        'Lift and power backup',
        'Parle Point and Nanpura nearby',
      ]),
      location: 'Athwa, Surat',
      address: 'Office 402, Sarjan Complex, Athwa Gate, Surat 395001',
      price: 7_000_000,
      sqt: 900,
      bedrooms: null,
      bathrooms: null,
    },
    {
      title: 'Small Office in Adajan',
      description: html('A <strong>compact office</strong> for consultants and start-ups near Adajan Patiya.', [
        'One cabin and a work area for six',
        'Common washrooms on each floor',
        'BRTS stop outside',
      ]),
      location: 'Adajan, Surat',
      address: 'Office 309, Shreeji Arcade, Adajan Patiya, Surat 395009',
      price: 3_600_000,
      sqt: 500,
      bedrooms: null,
      bathrooms: null,
    },
    {
      title: 'Office for Textile Traders on Ring Road',
      description: html('A <strong>trading office</strong> in a modern tower on Ring Road, in the textile market belt.', [
        'Display area for fabric samples',
        'Two lifts and visitor parking',
        'Walking distance to major textile markets',
      ]),
      location: 'Ring Road, Surat',
      address: 'Office 611, Textile Hub Tower, Ring Road, Surat 395002',
      price: 9_500_000,
      sqt: 1400,
      bedrooms: null,
      bathrooms: null,
    },
    {
      title: 'Full-Floor Office on Udhna-Magdalla Road',
      description: html('A <strong>full-floor office</strong> on Udhna-Magdalla Road, fit for a regional headquarters.', [
        'Plug-and-play with 40 workstations',
        'Three covered car parkings',
        'VNSGU and Bhatar nearby',
      ]),
      location: 'Bhatar, Surat',
      address: '5th Floor, Centre Point, Udhna-Magdalla Road, Bhatar, Surat 395017',
      price: 16_500_000,
      sqt: 2200,
      bedrooms: null,
      bathrooms: null,
    },
  ]),
];

const commercialRent = [
  ...group('Rent', 'Commercial', 'Showrooms', [
    {
      title: 'Premium Showroom for Lease on Ghod Dod Road',
      description: html('A <strong>premium showroom</strong> with a 45 ft frontage on Ghod Dod Road.', [
        'Ground plus mezzanine with a goods lift',
        'Parking for 10 cars',
        'Ideal for fashion, jewellery or a flagship store',
      ]),
      location: 'Ghod Dod Road, Surat',
      address: 'Showroom 1, Jolly Plaza, Ghod Dod Road, Surat 395001',
      price: 275_000,
      sqt: 2600,
      bedrooms: null,
      bathrooms: null,
    },
    {
      title: 'Showroom for Rent on VIP Road, Vesu',
      description: html('A <strong>bare-shell showroom</strong> on VIP Road in a new commercial building.', [
        'Double-height glazing',
        'Signage on the main road',
        'Suited to automobiles or home decor',
      ]),
      location: 'Vesu, Surat',
      address: 'Showroom G-1, Capital Square, VIP Road, Vesu, Surat 395007',
      price: 180_000,
      sqt: 2000,
      bedrooms: null,
      bathrooms: null,
    },
    {
      title: 'Showroom on Rent in Adajan',
      description: html('A <strong>furnished showroom</strong> on Honey Park Road with a wide glass front.', [
        'False ceiling and lighting in place',
        'Washroom and store room',
        'Busy evening footfall',
      ]),
      location: 'Adajan, Surat',
      address: 'Showroom 2, Honey Plaza, Honey Park Road, Adajan, Surat 395009',
      price: 110_000,
      sqt: 1400,
      bedrooms: null,
      bathrooms: null,
    },
    {
      title: 'Showroom for Lease on Varachha Road',
      description: html('A <strong>ground-floor showroom</strong> on Varachha Road, ideal for a jewellery or saree store.', [
        'Strong room and CCTV',
        'Front parking',
        'Mini Bazaar nearby',
      ]),
      location: 'Varachha, Surat',
      address: 'Showroom 3, Laxmi Complex, Varachha Road, Surat 395006',
      price: 85_000,
      sqt: 1200,
      bedrooms: null,
      bathrooms: null,
    },
    {
      title: 'Corner Showroom for Rent at City Light',
      description: html('A <strong>corner showroom</strong> at a busy City Light junction.', [
        'Two-side glass frontage',
        'Ample parking',
        'Science Centre and premium societies nearby',
      ]),
      location: 'City Light, Surat',
      address: 'Showroom 4, Pramukh Plaza, City Light Road, Surat 395007',
      price: 140_000,
      sqt: 1700,
      bedrooms: null,
      bathrooms: null,
    },
    {
      title: 'Showroom for Lease near VR Mall, Magdalla',
      description: html('A <strong>double-height showroom</strong> on Dumas Road at Magdalla, across from VR Mall.', [
        '50 ft frontage with signage rights',
        'Basement parking for customers',
        'Airport traffic and premium catchment of Vesu and Piplod',
      ]),
      location: 'Magdalla, Surat',
      address: 'Showroom G-2, Magdalla Business Square, Near Magdalla Circle, Dumas Road, Surat 395007',
      price: 220_000,
      sqt: 2200,
      bedrooms: null,
      bathrooms: null,
    },
  ]),
  ...group('Rent', 'Commercial', 'Office', [
    {
      title: 'Furnished Office for Rent in Vesu',
      description: html('A <strong>furnished office</strong> with 12 workstations and two cabins in a Vesu business tower.', [
        'Air-conditioned with a pantry',
        'Power backup and fire safety',
        'VIP Road and VR Mall nearby',
      ]),
      location: 'Vesu, Surat',
      address: 'Office 805, Pinnacle Business Hub, VIP Road, Vesu, Surat 395007',
      price: 45_000,
      sqt: 900,
      bedrooms: null,
      bathrooms: null,
    },
    {
      title: 'Office on Rent near Surat Diamond Bourse',
      description: html('A <strong>ready office</strong> for diamond traders, near the Surat Diamond Bourse.', [
        'Strong room and CCTV',
        'Two cabins and a reception',
        'Dream City nearby',
      ]),
      location: 'Khajod, Surat',
      address: 'Office 504, Gems Plaza, Near Surat Diamond Bourse, Khajod, Surat 395007',
      price: 35_000,
      sqt: 650,
      bedrooms: null,
      bathrooms: null,
    },
    {
      title: 'Office Space for Rent on Ring Road',
      description: html('An <strong>office space</strong> for textile trading firms on Ring Road.', [
        'Open area for 15 plus two cabins',
        'Lift and visitor parking',
        'Textile markets within walking distance',
      ]),
      location: 'Ring Road, Surat',
      address: 'Office 902, Trade House, Ring Road, Surat 395002',
      price: 60_000,
      sqt: 1500,
      bedrooms: null,
      bathrooms: null,
    },
    {
      title: 'Small Office for Rent at Athwa',
      description: html('A <strong>compact office</strong> at Athwa Lines for professionals.', [
        'One cabin and a waiting area',
        'Air-conditioned',
        'Parle Point and the courts nearby',
      ]),
      location: 'Athwa, Surat',
      address: 'Office 207, Sahjanand Complex, Athwa Lines, Surat 395007',
      price: 28_000,
      sqt: 550,
      bedrooms: null,
      bathrooms: null,
    },
    {
      title: 'Large Office Floor for Lease on Udhna-Magdalla Road',
      description: html('A <strong>3,000 sq ft office floor</strong> on Udhna-Magdalla Road for a regional or back office.', [
        'Plug-and-play with 60 workstations',
        'Conference rooms and a cafeteria',
        'Five covered car parkings',
      ]),
      location: 'Bhatar, Surat',
      address: '7th Floor, Orbit Tower, Udhna-Magdalla Road, Bhatar, Surat 395017',
      price: 135_000,
      sqt: 3000,
      bedrooms: null,
      bathrooms: null,
    },
    {
      title: 'Office for Rent near Adajan Patiya',
      description: html('A <strong>bare office</strong> near Adajan Patiya, ready for your own interiors.', [
        'Lift and power backup',
        'Common washrooms',
        'BRTS stop nearby',
      ]),
      location: 'Adajan, Surat',
      address: 'Office 404, Royal Arcade, Adajan Patiya, Surat 395009',
      price: 25_000,
      sqt: 500,
      bedrooms: null,
      bathrooms: null,
    },
    {
      title: 'Premium Office for Rent on Dumas Road, Piplod',
      description: html('A <strong>premium office</strong> with a glass facade on Dumas Road, Piplod.', [
        'Furnished with cabins, workstations and a boardroom',
        'Three car parkings',
        'Rahul Raj Mall and SVNIT nearby',
      ]),
      location: 'Piplod, Surat',
      address: 'Office 1001, Emerald Business Park, Dumas Road, Piplod, Surat 395007',
      price: 75_000,
      sqt: 1600,
      bedrooms: null,
      bathrooms: null,
    },
  ]),
];

const tenPercent = (value: number, share: number) => Math.round((value * share) / 5) * 5;

const homeAmenities: Amenity[][] = [
  ['lift', 'power_backup', 'security', 'cctv', 'gas_pipeline', 'intercom'],
  ['lift', 'power_backup', 'security', 'cctv', 'gym', 'club_house', 'garden', 'play_area', 'gas_pipeline'],
  ['lift', 'power_backup', 'security', 'cctv', 'gym', 'pool', 'club_house', 'garden', 'play_area', 'jogging_track', 'fire_safety'],
  ['lift', 'security', 'water_supply', 'gas_pipeline', 'visitor_parking'],
];
const bungalowAmenities: Amenity[] = ['security', 'cctv', 'garden', 'club_house', 'gas_pipeline', 'water_supply', 'rainwater_harvesting'];
const workAmenities: Amenity[][] = [
  ['lift', 'power_backup', 'security', 'cctv', 'fire_safety', 'visitor_parking'],
  ['lift', 'power_backup', 'security', 'cctv', 'fire_safety', 'intercom'],
];

/** The units of our ongoing projects (quoting the project's registration), and one listing under construction with its own registration. */
const underConstruction: Record<string, Partial<ListingFacts> & { possessionDate: string }> = {
  'Spacious 3 BHK Flat in Vesu with Clubhouse': {
    projectSlug: 'vesu-greens-residency',
    reraNumber: 'PR/GJ/SURAT/SURAT CITY/SUDA/RAA10342/120924',
    possessionDate: '2027-12',
    floor: 11,
    totalFloors: 18,
    maintenanceDeposit: 150_000,
    maintenanceAdvance: 48_000,
  },
  '2 BHK Flat on Gaurav Path, Pal': {
    projectSlug: 'pal-riverview-heights',
    reraNumber: 'PR/GJ/SURAT/SURAT CITY/SUDA/RAA10918/040225',
    possessionDate: '2027-03',
    floor: 14,
    totalFloors: 22,
    maintenanceDeposit: 75_000,
    maintenanceAdvance: 24_000,
  },
  '5 BHK Luxury Villa on Dumas Road': {
    projectSlug: 'dumas-palm-villas',
    reraNumber: 'PR/GJ/SURAT/CHORASI/SUDA/RAA10577/151124',
    possessionDate: '2026-12',
  },
  'Office near Surat Diamond Bourse, Khajod': {
    projectSlug: 'khajod-diamond-business-hub',
    reraNumber: 'PR/GJ/SURAT/CHORASI/SUDA/CAA11204/180325',
    possessionDate: '2028-06',
    floor: 9,
    totalFloors: 16,
  },
  '2 BHK Flat on Abrama Road, Mota Varachha': {
    possessionDate: '2026-09',
    reraNumber: 'PR/GJ/SURAT/SURAT CITY/SUDA/RAA11875/170525',
    floor: 6,
    totalFloors: 13,
  },
};

/** The furnishing a description names ('semi-furnished', 'unfurnished', '(fully) furnished'), if any. */
function furnishingStatedIn(description: string): Furnishing | null {
  const text = description.replace(/<[^>]+>/g, ' ').toLowerCase();
  if (text.includes('semi-furnished')) return 'semi_furnished';
  if (/\bunfurnished\b/.test(text)) return 'unfurnished';
  if (/\bfurnished\b/.test(text)) return 'furnished';
  return null;
}

/**
 * Realistic facts for a listing as Surat's market quotes them: `sqt` is the super built-up area of
 * flats, shops and offices (carpet about 70 %, built-up about 85 % of it), the built-up area of a
 * bungalow (on a plot quoted in square yards), the land of plots and farmhouses. Rentals and most
 * sales are ready to move; the listings above are under construction.
 */
function listingFacts(
  property: Omit<SeedProperty, 'imageCount' | 'daysAgo' | 'palette' | FactField | PlaceField>,
  index: number,
): ListingFacts {
  const none: ListingFacts = {
    ...blankStoredFacts,
    possession: 'ready',
    ageYears: 1 + ((index * 7) % 14),
    facing: facings[(index * 3) % facings.length],
    ...rentTerms(property, index),
    projectSlug: null,
  };
  const rooms = property.bedrooms ?? 0;
  // What the description says wins; otherwise a spread over the choices.
  const furnishing =
    furnishingStatedIn(property.description) ??
    (property.transactionType === 'Rent' ? furnishings[1 + (index % 2)] : furnishings[index % 3]);
  let facts: ListingFacts;
  switch (property.subCategory) {
    case 'Apartment':
    case 'Shop':
    case 'Showrooms':
    case 'Office': {
      const totalFloors = property.subCategory === 'Apartment' ? [7, 12, 14, 18, 22][index % 5] : [4, 8, 12, 16][index % 4];
      const ground = property.subCategory === 'Shop' || property.subCategory === 'Showrooms';
      facts = {
        ...none,
        carpetArea: tenPercent(property.sqt, 0.7),
        builtUpArea: tenPercent(property.sqt, 0.85),
        superBuiltUpArea: property.sqt,
        furnishing: property.subCategory === 'Shop' ? 'unfurnished' : furnishing,
        floor: ground ? 0 : 1 + ((index * 5) % totalFloors),
        totalFloors,
        parking: property.subCategory === 'Apartment' ? (rooms >= 3 ? 2 : 1) : property.sqt >= 1000 ? 2 : 1,
        amenities: property.subCategory === 'Apartment' ? homeAmenities[(index + rooms) % homeAmenities.length] : workAmenities[index % 2],
      };
      break;
    }
    case 'Bungalows':
      facts = {
        ...none,
        carpetArea: tenPercent(property.sqt, 0.8),
        builtUpArea: property.sqt,
        plotArea: Math.round((property.sqt * 0.75) / 9 / 10) * 10,
        plotAreaUnit: 'sqyd',
        furnishing,
        totalFloors: 2,
        parking: rooms >= 4 ? 3 : 2,
        amenities: bungalowAmenities.slice(0, 3 + (index % 5)),
      };
      break;
    case 'PG':
      facts = {
        ...none,
        carpetArea: property.sqt,
        builtUpArea: tenPercent(property.sqt, 1.15),
        furnishing: 'furnished',
        floor: 1 + (index % 4),
        totalFloors: 5,
        parking: 0,
        amenities: ['security', 'cctv', 'power_backup', 'water_supply'],
      };
      break;
    case 'Farmhouses':
      facts = {
        ...none,
        plotArea: Math.round(property.sqt / 9),
        plotAreaUnit: 'sqyd',
        furnishing,
        parking: 4,
        amenities: ['garden', 'pool', 'security', 'water_supply'].slice(0, 2 + (index % 3)) as Amenity[],
      };
      break;
    case 'Plot':
    case 'Commercial plots':
      facts = { ...none, plotArea: Math.round(property.sqt / 9), plotAreaUnit: 'sqyd', ageYears: null };
      break;
  }
  const building = property.transactionType === 'Buy' ? underConstruction[property.title] : undefined;
  if (!building) return facts;
  const { possessionDate, ...rest } = building;
  return {
    ...facts,
    furnishing: furnishingStatedIn(property.description) ?? 'unfurnished',
    possession: 'under_construction',
    possessionDate,
    ageYears: null,
    ...rest,
  };
}

/** Whom a demo flat lets to, in turn: families, families or a company, anyone, bachelors or a company. */
const flatTenants: RentFacts['preferredTenants'][] = [['family'], ['family', 'company'], [], ['bachelors', 'company']];

/**
 * A rental's terms as Surat's owners set them: a deposit of two to six months' rent (a fixed sum for
 * some bungalows and shops), society maintenance on flats and offices (included in a PG's rent),
 * preferred tenants for homes, vegetarians-only and no-pets rules on some flats, and an 11-month
 * lock-in for homes (the usual leave-and-licence term), longer for commercial leases. A sale has none.
 */
function rentTerms(property: Omit<SeedProperty, 'imageCount' | 'daysAgo' | 'palette' | FactField | PlaceField>, index: number): RentFacts {
  const none: RentFacts = { ...blankRentFacts };
  if (property.transactionType !== 'Rent') return none;
  const fixedSum = (months: number) => Math.round((property.price * months) / 5_000) * 5_000;
  switch (property.subCategory) {
    case 'Apartment':
      return {
        ...none,
        depositMonths: [2, 3, 3, 6][index % 4]!,
        monthlyMaintenance: [1_500, 2_000, 2_500, 3_500][index % 4]!,
        maintenanceIncluded: index % 5 === 0,
        preferredTenants: flatTenants[index % flatTenants.length]!,
        vegetarianOnly: index % 3 === 0,
        noPets: index % 4 === 1,
        lockInMonths: 11,
      };
    case 'PG':
      return {
        ...none,
        depositMonths: 1,
        maintenanceIncluded: true,
        preferredTenants: ['bachelors'],
        vegetarianOnly: true,
        lockInMonths: 3,
      };
    case 'Bungalows':
      return { ...none, securityDeposit: fixedSum(3), preferredTenants: ['family', 'company'], noPets: index % 2 === 0, lockInMonths: 11 };
    case 'Farmhouses':
      return { ...none, securityDeposit: fixedSum(2), lockInMonths: 6 };
    case 'Shop':
    case 'Showrooms':
      return { ...none, securityDeposit: fixedSum(6), monthlyMaintenance: Math.round((property.sqt * 3) / 100) * 100, lockInMonths: 36 };
    default:
      return { ...none, depositMonths: 6, monthlyMaintenance: Math.round((property.sqt * 4) / 100) * 100, lockInMonths: 24 };
  }
}

/**
 * Every demo listing. Picture count, age and time of day follow from the position, so the
 * list stays plain data while the listings still look varied.
 */
export const seedProperties: SeedProperty[] = [...residentialBuy, ...residentialRent, ...commercialBuy, ...commercialRent].map(
  (property, index) => ({
    ...property,
    ...listingFacts(property, index),
    // Every third listing shows its exact plot; the others a circle until a visit.
    ...placeIn(property.location, index, index % 3 === 0 ? 'exact' : 'approximate'),
    imageCount: 2 + ((index * 7) % 4),
    daysAgo: (index * 53 + 11) % 201,
    palette: seedPalettes[(index * 3) % seedPalettes.length],
  }),
);

type ProjectFacts = Pick<SeedProject, 'reraNumber' | 'reraExempt' | 'reraExemptReason' | 'possessionDate' | 'totalUnits' | 'amenities'>;

/** GujRERA registrations (as printed on the certificates), possession months, unit counts and amenities, by slug. */
const projectFacts: Record<string, ProjectFacts> = {
  'vesu-greens-residency': {
    reraNumber: 'PR/GJ/SURAT/SURAT CITY/SUDA/RAA10342/120924',
    reraExempt: false,
    reraExemptReason: null,
    possessionDate: '2027-12',
    totalUnits: 312,
    amenities: ['lift', 'power_backup', 'security', 'cctv', 'gym', 'pool', 'club_house', 'garden', 'play_area', 'rainwater_harvesting'],
  },
  'pal-riverview-heights': {
    reraNumber: 'PR/GJ/SURAT/SURAT CITY/SUDA/RAA10918/040225',
    reraExempt: false,
    reraExemptReason: null,
    possessionDate: '2027-03',
    totalUnits: 176,
    amenities: ['lift', 'power_backup', 'security', 'cctv', 'jogging_track', 'play_area', 'gas_pipeline'],
  },
  'ring-road-trade-centre': {
    reraNumber: 'PR/GJ/SURAT/SURAT CITY/SMC/CAA04127/300318',
    reraExempt: false,
    reraExemptReason: null,
    possessionDate: '2021-02',
    totalUnits: 200,
    amenities: ['lift', 'power_backup', 'security', 'cctv', 'fire_safety', 'visitor_parking'],
  },
  'dumas-palm-villas': {
    reraNumber: 'PR/GJ/SURAT/CHORASI/SUDA/RAA10577/151124',
    reraExempt: false,
    reraExemptReason: null,
    possessionDate: '2026-12',
    totalUnits: 48,
    amenities: ['security', 'cctv', 'pool', 'club_house', 'garden', 'play_area', 'water_supply'],
  },
  'adajan-sunrise-apartments': {
    reraNumber: 'PR/GJ/SURAT/SURAT CITY/SUDA/RAA01865/210917',
    reraExempt: false,
    reraExemptReason: null,
    possessionDate: '2019-06',
    totalUnits: 216,
    amenities: ['lift', 'power_backup', 'security', 'garden', 'gas_pipeline'],
  },
  'athwa-corporate-park': {
    reraNumber: 'PR/GJ/SURAT/SURAT CITY/SMC/CAA07311/100620',
    reraExempt: false,
    reraExemptReason: null,
    possessionDate: '2023-04',
    totalUnits: 140,
    amenities: ['lift', 'power_backup', 'security', 'cctv', 'fire_safety', 'intercom'],
  },
  'jahangirpura-garden-homes': {
    reraNumber: 'PR/GJ/SURAT/SURAT CITY/SUDA/RAA03390/080818',
    reraExempt: false,
    reraExemptReason: null,
    possessionDate: '2021-09',
    totalUnits: 96,
    amenities: ['security', 'club_house', 'garden', 'play_area', 'water_supply'],
  },
  'khajod-diamond-business-hub': {
    reraNumber: 'PR/GJ/SURAT/CHORASI/SUDA/CAA11204/180325',
    reraExempt: false,
    reraExemptReason: null,
    possessionDate: '2028-06',
    totalUnits: 260,
    amenities: ['lift', 'power_backup', 'security', 'cctv', 'fire_safety', 'intercom', 'visitor_parking'],
  },
};

/** Each project's price list as the office shows it (carpet sq ft, rupees); ids are made when seeded. */
export const seedPriceLists: Record<string, Omit<UnitTypeFormInput, 'id'>[]> = {
  'vesu-greens-residency': [
    {
      label: '3 BHK',
      kind: 'bhk',
      bhk: 3,
      carpetMin: 1180,
      carpetMax: 1320,
      priceMin: 8_500_000,
      priceMax: 11_000_000,
      availability: 'few_left',
    },
    {
      label: '4 BHK',
      kind: 'bhk',
      bhk: 4,
      carpetMin: 1750,
      carpetMax: 1980,
      priceMin: 13_500_000,
      priceMax: 16_000_000,
      availability: 'available',
    },
  ],
  'pal-riverview-heights': [
    {
      label: '2 BHK',
      kind: 'bhk',
      bhk: 2,
      carpetMin: 690,
      carpetMax: 760,
      priceMin: 4_200_000,
      priceMax: 4_900_000,
      availability: 'sold_out',
    },
    {
      label: '3 BHK',
      kind: 'bhk',
      bhk: 3,
      carpetMin: 980,
      carpetMax: 1090,
      priceMin: 6_200_000,
      priceMax: 7_100_000,
      availability: 'available',
    },
  ],
  'ring-road-trade-centre': [
    { label: 'Shop', kind: 'shop', carpetMin: 180, carpetMax: 420, priceMin: 3_800_000, priceMax: 9_500_000, availability: 'few_left' },
    {
      label: 'Office',
      kind: 'office',
      carpetMin: 350,
      carpetMax: 900,
      priceMin: 4_500_000,
      priceMax: 11_500_000,
      availability: 'available',
    },
  ],
  'khajod-diamond-business-hub': [
    {
      label: 'Office',
      kind: 'office',
      carpetMin: 420,
      carpetMax: 1600,
      priceMin: 5_200_000,
      priceMax: 19_500_000,
      availability: 'available',
    },
    { label: 'Shop', kind: 'shop', carpetMin: 210, carpetMax: 380, priceMin: 4_600_000, priceMax: 8_800_000, availability: 'available' },
  ],
};

export const seedProjects: SeedProject[] = (
  [
    {
      title: 'Vesu Greens Residency',
      slug: 'vesu-greens-residency',
      description:
        '<p><strong>Vesu Greens Residency</strong> is our four-tower community of 3 and 4 BHK homes off Vesu-Abhva Road, planned around a two-acre central garden.</p>' +
        '<ul><li>Clubhouse with swimming pool, gym and banquet hall</li><li>Three-level parking and EV charging points</li><li>Rainwater harvesting and solar-powered common areas</li><li>Surat Diamond Bourse and VR Mall within 15 minutes</li></ul>' +
        '<p>Towers A and B are topped out; possession is planned for December 2027.</p>',
      status: 'ONGOING',
      location: 'Vesu, Surat',
      address: 'Vesu Greens Residency, Vesu-Abhva Road, Vesu, Surat 395007',
      imageCount: 5,
      daysAgo: 12,
      kind: 'project',
      palette: 'golden',
    },
    {
      title: 'Pal Riverview Heights',
      slug: 'pal-riverview-heights',
      description:
        '<p><strong>Pal Riverview Heights</strong> brings 2 and 3 BHK homes with views of the Tapi to Pal, a short walk from Gaurav Path.</p>' +
        '<ul><li>Two 22-storey towers with four lifts each</li><li>Rooftop sky lounge and jogging track</li><li>Children’s play area and senior citizens’ corner</li></ul>' +
        '<p>Construction is at the 14th slab; bookings are open.</p>',
      status: 'ONGOING',
      location: 'Pal, Surat',
      address: 'Pal Riverview Heights, Gaurav Path, Pal, Surat 395009',
      imageCount: 4,
      daysAgo: 40,
      kind: 'project',
      palette: 'morning',
    },
    {
      title: 'Ring Road Trade Centre',
      slug: 'ring-road-trade-centre',
      description:
        '<p><strong>Ring Road Trade Centre</strong> is our completed commercial complex in the heart of the textile market belt, with shops on the lower floors and offices above.</p>' +
        '<ul><li>120 shops and 80 offices</li><li>Goods lifts and loading bays for textile traders</li><li>Basement parking for 300 vehicles</li></ul>' +
        '<p>Fully occupied since 2021; a few resale units are available through us.</p>',
      status: 'COMPLETED',
      location: 'Ring Road, Surat',
      address: 'Ring Road Trade Centre, Near Sahara Darwaja, Ring Road, Surat 395002',
      imageCount: 3,
      daysAgo: 180,
      kind: 'shop',
      palette: 'noon',
    },
    {
      title: 'Dumas Palm Villas',
      slug: 'dumas-palm-villas',
      description:
        '<p><strong>Dumas Palm Villas</strong> is a gated scheme of 48 independent 4 and 5 BHK bungalows on Dumas Road, minutes from Dumas beach.</p>' +
        '<ul><li>Plots from 300 to 500 sq yd</li><li>Clubhouse, swimming pool and tennis court</li><li>Underground wiring and 24x7 security</li><li>Airport and VR Mall 10 minutes away</li></ul>',
      status: 'ONGOING',
      location: 'Dumas, Surat',
      address: 'Dumas Palm Villas, Dumas Road, Sultanabad, Surat 394550',
      imageCount: 4,
      daysAgo: 25,
      kind: 'bungalow',
      palette: 'dusk',
    },
    {
      title: 'Adajan Sunrise Apartments',
      slug: 'adajan-sunrise-apartments',
      description:
        '<p><strong>Adajan Sunrise Apartments</strong> was completed in 2019: three towers of 2 and 3 BHK homes near LP Savani Road.</p>' +
        '<ul><li>216 families in residence</li><li>Garden, temple and community hall</li><li>Schools, hospitals and Adajan Patiya within 2 km</li></ul>',
      status: 'COMPLETED',
      location: 'Adajan, Surat',
      address: 'Adajan Sunrise Apartments, LP Savani Road, Adajan, Surat 395009',
      imageCount: 3,
      daysAgo: 200,
      kind: 'apartment',
      palette: 'morning',
    },
    {
      title: 'Athwa Corporate Park',
      slug: 'athwa-corporate-park',
      description:
        '<p><strong>Athwa Corporate Park</strong> is a 14-storey office tower near Parle Point, home to banks, law firms and consultancies.</p>' +
        '<ul><li>Offices from 500 to 5,000 sq ft</li><li>Central air-conditioning and high-speed lifts</li><li>Food court and two levels of basement parking</li></ul>' +
        '<p>Completed in 2023.</p>',
      status: 'COMPLETED',
      location: 'Athwa, Surat',
      address: 'Athwa Corporate Park, Near Parle Point, Athwa, Surat 395007',
      imageCount: 3,
      daysAgo: 150,
      kind: 'office',
      palette: 'noon',
    },
    {
      title: 'Jahangirpura Garden Homes',
      slug: 'jahangirpura-garden-homes',
      description:
        '<p><strong>Jahangirpura Garden Homes</strong> is a completed township of 3 BHK row houses close to the ISKCON temple.</p>' +
        '<ul><li>96 row houses with private gardens</li><li>Clubhouse and children’s park</li><li>Easy reach to Rander Road and the Pal-Umra bridge</li></ul>',
      status: 'COMPLETED',
      location: 'Jahangirpura, Surat',
      address: 'Jahangirpura Garden Homes, Jahangirpura Main Road, Surat 395005',
      imageCount: 2,
      daysAgo: 120,
      kind: 'bungalow',
      palette: 'golden',
    },
    {
      title: 'Khajod Diamond Business Hub',
      slug: 'khajod-diamond-business-hub',
      description:
        '<p><strong>Khajod Diamond Business Hub</strong> is our office tower for the diamond trade, a few minutes from the Surat Diamond Bourse.</p>' +
        '<ul><li>Offices with strong rooms and natural north light for grading</li><li>Multi-level security and access control</li><li>Dream City and the Khajod junction nearby</li></ul>' +
        '<p>Foundation work is complete; launch prices are open for early buyers.</p>',
      status: 'ONGOING',
      location: 'Khajod, Surat',
      address: 'Khajod Diamond Business Hub, Near Surat Diamond Bourse, Khajod, Surat 395007',
      imageCount: 4,
      daysAgo: 5,
      kind: 'office',
      palette: 'monsoon',
    },
  ] satisfies Omit<SeedProject, keyof ProjectFacts | TranslatedField | PlaceField>[]
).map((project, index) => ({
  ...project,
  // A project's site is public: its pin is exact.
  ...placeIn(project.location, index, 'exact'),
  ...projectFacts[project.slug],
  ...translatedOf(project.title),
}));
