import type { Locale } from '../i18n/locales.ts';
import type { MessageId } from '../i18n/messages/en.ts';
import { amenityLabel, areaUnitLabel, facingLabel, furnishingLabel, possessionBadgeIn, possessionFactIn } from '../lib/labels.ts';
import { inEnglish, useLocale, useT, type Translate } from '../i18n/useT.tsx';
import { GUJRERA_SITE, GUJRERA_URL, squareFeetPer, type AreaUnit } from '../../contract/catalog.ts';
import type { Property, ReraDetails } from '../../contract/properties.ts';
import { formatIndianNumber } from '../lib/format.ts';

/** 'Ready to move', 'Possession Mar 2027' ('Possession was due Sep 2026' once past), or null when the listing does not say. */
export const possessionBadge = (property: Pick<Property, 'possession' | 'possessionDate'>): string | null =>
  possessionBadgeIn(inEnglish, 'en', property);

/** '1,350 sq ft (150 sq yd · 125 sq m)': an area in its own unit and the other two. */
export function areaWithConversions(value: number, unit: AreaUnit = 'sqft', t: Translate = inEnglish): string {
  const squareFeet = value * squareFeetPer[unit];
  const others = (['sqft', 'sqyd', 'sqm'] as const)
    .filter((other) => other !== unit)
    .map((other) => `${formatIndianNumber(Math.round(squareFeet / squareFeetPer[other]))} ${areaUnitLabel(t, other)}`);
  return `${formatIndianNumber(value)} ${areaUnitLabel(t, unit)} (${others.join(' · ')})`;
}

/**
 * The facts a buyer compares, as label/value rows; facts the listing does not give are left out.
 * The labels are English (they name the rows); the values are in `t`'s language.
 */
export function listingFactRows(property: Property, t: Translate = inEnglish, locale: Locale = 'en'): { label: string; value: string }[] {
  const area = (value: number, unit?: AreaUnit) => areaWithConversions(value, unit, t);
  const rows: { label: string; value: string | null }[] = [
    { label: 'Carpet area', value: property.carpetArea ? area(property.carpetArea) : null },
    { label: 'Built-up area', value: property.builtUpArea ? area(property.builtUpArea) : null },
    { label: 'Super built-up area', value: property.superBuiltUpArea ? area(property.superBuiltUpArea) : null },
    { label: 'Plot area', value: property.plotArea ? area(property.plotArea, property.plotAreaUnit ?? 'sqft') : null },
    {
      label: 'Area',
      value:
        !property.carpetArea && !property.builtUpArea && !property.superBuiltUpArea && !property.plotArea && property.sqt
          ? area(property.sqt)
          : null,
    },
    {
      label: 'Price per sq ft',
      value:
        property.pricePerSqft && property.transactionType === 'Buy'
          ? t('card.perSqft', { amount: formatIndianNumber(property.pricePerSqft) })
          : null,
    },
    {
      label: 'BHK',
      value: property.propertyType === 'Residential' && property.bedrooms ? t('card.bhk', { count: property.bedrooms }) : null,
    },
    { label: 'Bathrooms', value: property.propertyType === 'Residential' && property.bathrooms ? String(property.bathrooms) : null },
    {
      label: 'Floor',
      value:
        (property.floor ?? null) === null
          ? null
          : ((floor) => (property.totalFloors ? t('fact.floorOf', { floor, total: property.totalFloors }) : floor))(
              property.floor === 0 ? t('fact.ground') : String(property.floor),
            ),
    },
    { label: 'Facing', value: property.facing ? facingLabel(t, property.facing) : null },
    { label: 'Furnishing', value: property.furnishing ? furnishingLabel(t, property.furnishing) : null },
    {
      label: property.possession === 'ready' && (property.ageYears ?? null) !== null ? 'Age' : 'Possession',
      value:
        property.possession === 'ready' && (property.ageYears ?? null) !== null
          ? t('fact.ageValue', { age: property.ageYears! })
          : possessionFactIn(t, locale, property),
    },
    { label: 'Parking', value: (property.parking ?? null) === null ? null : t('fact.parkingValue', { count: property.parking! }) },
  ];
  return rows.filter((row): row is { label: string; value: string } => row.value !== null);
}

const factLabels: Record<string, MessageId> = {
  'Carpet area': 'fact.carpetArea',
  'Built-up area': 'fact.builtUpArea',
  'Super built-up area': 'fact.superBuiltUpArea',
  'Plot area': 'fact.plotArea',
  Area: 'property.area',
  'Price per sq ft': 'fact.pricePerSqft',
  BHK: 'fact.bhk',
  Bathrooms: 'property.bathrooms',
  Floor: 'fact.floor',
  Facing: 'fact.facing',
  Furnishing: 'fact.furnishing',
  Age: 'fact.age',
  Possession: 'fact.possession',
  Parking: 'fact.parking',
};

/** A fact's label in the page's language (listingFactRows names them in English, as the comparison does). */
const factLabel = (t: Translate, label: string) => {
  const id = factLabels[label];
  return id ? t(id) : label;
};

/** The facts grid of a property's page. */
export function FactsGrid({ property }: { property: Property }) {
  const t = useT();
  const locale = useLocale();
  const rows = listingFactRows(property, t, locale).map((row) => ({ ...row, shown: factLabel(t, row.label) }));
  if (rows.length === 0) return null;
  return (
    <dl
      className="grid grid-cols-2 gap-px overflow-hidden rounded-xl border border-sand-200 bg-sand-200 sm:grid-cols-3"
      data-testid="facts-grid"
    >
      {rows.map((row) => (
        <div key={row.label} className="bg-white p-3">
          <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{row.shown}</dt>
          <dd className="mt-1 text-sm font-bold text-ink">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Amenities with a mark and their label. */
export function AmenityList({ amenities }: { amenities: Property['amenities'] }) {
  const t = useT();
  if (!amenities?.length) return null;
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="amenities">
      {amenities.map((amenity) => (
        <li key={amenity} className="flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-900">
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="h-4 w-4 shrink-0 text-accent-600"
            fill="none"
            stroke="currentColor"
            strokeWidth={2.5}
          >
            <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {amenityLabel(t, amenity)}
        </li>
      ))}
    </ul>
  );
}

/** The QR the site shows when no certificate QR was uploaded: it opens the GujRERA website. */
export const GENERATED_RERA_QR = '/gujrera-qr.svg';

/**
 * The block GujRERA requires on every advertisement of a registered project: 'RERA Reg. No.', the
 * number, the QR and the authority's website, at least as large as the contact details.
 */
export function ReraBlock({ rera }: { rera: ReraDetails }) {
  const t = useT();
  if (!rera.number) {
    return (
      <div className="rounded-xl border border-sand-300 bg-white p-3 text-sm text-ink" data-testid="rera-block">
        <p className="font-bold">{t('rera.notRequired')}</p>
        {rera.exemptReason && <p className="mt-1 text-ink-soft">{rera.exemptReason}</p>}
      </div>
    );
  }
  return (
    <div
      className="flex items-start gap-3 rounded-xl border border-sand-300 bg-white p-3 text-ink print:border-black"
      data-testid="rera-block"
    >
      <img
        src={rera.qr ?? GENERATED_RERA_QR}
        alt={rera.qr ? t('rera.qrAlt', { number: rera.number }) : t('rera.qrGeneratedAlt', { site: GUJRERA_SITE })}
        width={88}
        height={88}
        className="h-[88px] w-[88px] shrink-0 bg-white"
      />
      <div className="min-w-0 text-base leading-snug">
        <p className="font-bold">{t('rera.regNo')}</p>
        <p className="break-words text-sm font-semibold tabular-nums tracking-wide sm:text-base">{rera.number}</p>
        <a
          href={GUJRERA_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="focus-ring rounded font-semibold text-brand-700 underline"
        >
          {GUJRERA_SITE}
        </a>
      </div>
    </div>
  );
}
