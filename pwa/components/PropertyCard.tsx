import { memo, useDeferredValue, type ReactNode, type SyntheticEvent } from 'react';
import { Link } from 'wouter';
import type { Property } from '../../contract/properties.ts';
import { CompareToggle } from './CompareToggle.tsx';
import { possessionBadge } from './ListingFacts.tsx';
import type { FavoriteChange } from './useFavoriteToggle.ts';
import { FavoriteButton } from './FavoriteButton.tsx';
import { formatIndianNumber, formatPrice, formatRupeesShort } from '../lib/format.ts';
import { possessionBadgeIn, propertyTypeLabel, subCategoryLabel } from '../lib/labels.ts';
import { useLocale, useT, type Translate } from '../i18n/useT.tsx';
import type { Locale } from '../i18n/locales.ts';
import { useAuth } from '../lib/store.ts';
import { useHydrated } from '../lib/useHydrated.ts';
import { titleIn } from '../../contract/translatedText.ts';
import { Icon } from './Icon.tsx';
import { CardSkeleton } from './CardSkeleton.tsx';
import { LoadingStatus } from './LoadingStatus.tsx';
import { LocalityAndAddress } from './LocationLink.tsx';

export const PLACEHOLDER_IMAGE = '/placeholder-property.svg';

/** An image's `onError`: a picture that fails to load shows the placeholder (once, so a missing placeholder cannot loop). */
export function showPlaceholder(event: SyntheticEvent<HTMLImageElement>) {
  if (!event.currentTarget.src.endsWith(PLACEHOLDER_IMAGE)) event.currentTarget.src = PLACEHOLDER_IMAGE;
}

/**
 * A listing card's picture: its first card-size image (else its first image, else the placeholder)
 * in a 4:3 box that zooms a little under the pointer; `children` lie over it (badges, the heart).
 */
export function CardPhoto({
  listing,
  alt,
  lang,
  eager = false,
  priority = false,
  children,
}: {
  listing: Pick<Property, 'thumbnails' | 'images'>;
  alt: string;
  lang?: string;
  /** Above the fold: loaded at once. */
  eager?: boolean;
  /** The page's likely largest image: fetched ahead of the others. */
  priority?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="relative aspect-[4/3] overflow-hidden bg-brand-50">
      <img
        src={listing.thumbnails?.[0] ?? listing.images?.[0] ?? PLACEHOLDER_IMAGE}
        alt={alt}
        lang={lang}
        width={640}
        height={480}
        loading={eager || priority ? 'eager' : 'lazy'}
        // Other eager cards ask low, so only the first competes with the page's own first requests
        // (the lead picture, fonts, code), and the server's render preloads only it.
        fetchPriority={priority ? 'high' : eager ? 'low' : undefined}
        decoding="async"
        className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
        onError={showPlaceholder}
      />
      {children}
    </div>
  );
}

interface PropertyCardProps {
  property: Property;
  /**
   * Supplying it shows the heart (to logged-in visitors only), as the spec's favourites list
   * does; it hears each confirmed change.
   */
  onFavoriteChange?: FavoriteChange;
  /** The first cards of a page are above the fold: load their images at once. */
  eager?: boolean;
  /** The page's likely largest image (its first card): fetched ahead of the others. */
  priority?: boolean;
  /** The title's heading level, one below the section it sits in. */
  headingLevel?: 2 | 3;
  /** Newly matches one of the user's saved searches since their last visit: a 'New' badge. */
  isNew?: boolean;
}

/**
 * The heart, for a signed-in visitor. Pages the server renders are a visitor's: it appears right
 * after React adopts them. Only this slot waits for that, so adopting a page of cards does not
 * render every card again.
 */
function FavoriteSlot(props: { property: Property; title: string; onChange: FavoriteChange }) {
  if (!useHydrated()) return null;
  return (
    <span className="pointer-events-auto relative z-10">
      <FavoriteButton {...props} />
    </span>
  );
}

function Feature({ icon, children }: { icon: 'bed' | 'bath' | 'area' | 'building'; children: React.ReactNode }) {
  return (
    <li className="flex items-center gap-1.5">
      <Icon name={icon} className="h-4 w-4 text-brand-500" />
      <span>{children}</span>
    </li>
  );
}

/** A rental's deposit and whom it lets to, in one line ('3 months deposit · Family'); null when it states neither. */
export function rentTermsLine(t: Translate, locale: Locale, property: Property): string | null {
  if (property.transactionType !== 'Rent') return null;
  // Listings kept on a device from before these facts existed carry none.
  const deposit = property.depositMonths
    ? t('card.depositMonths', { count: property.depositMonths })
    : property.securityDeposit
      ? t('card.deposit', { amount: formatRupeesShort(property.securityDeposit, locale) })
      : null;
  const tenants = (property.preferredTenants ?? []).map((kind) => t('card.tenants', { kind })).join(', ');
  return [deposit, tenants].filter(Boolean).join(' · ') || null;
}

const availabilityKeys = { under_offer: 'card.underOffer', sold: 'card.sold', rented: 'card.rented' } as const;

/** Under offer (still shown in search), sold or rented (in favourites and the visit pack): the listing's state on its picture. */
export function AvailabilityBadge({ property }: { property: Pick<Property, 'availability'> }) {
  const t = useT();
  if (!property.availability || property.availability === 'available') return null;
  const closed = property.availability !== 'under_offer';
  return (
    <span
      className={`rounded-full px-2.5 py-1 text-xs font-bold ${closed ? 'bg-rose-700 text-white' : 'bg-amber-300 text-ink'}`}
      data-testid="availability-badge"
    >
      {t(availabilityKeys[property.availability])}
    </span>
  );
}

/** A card renders again only when its props change (a list refetched unchanged keeps its property objects). */
export const PropertyCard = memo(function PropertyCard({
  property,
  onFavoriteChange,
  eager = false,
  priority = false,
  headingLevel = 3,
  isNew = false,
}: PropertyCardProps) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const t = useT();
  const locale = useLocale();
  // The title in the page's language where the office wrote one, else the English.
  const title = titleIn(property, locale);
  const { loggedIn } = useAuth();
  // Plots are filed as residential but have no rooms: they read like a commercial card.
  const rooms = property.propertyType === 'Residential' && (Boolean(property.bedrooms) || Boolean(property.bathrooms));
  // Listings stored on a device before these facts existed may lack them.
  const badge = locale === 'en' ? possessionBadge(property) : possessionBadgeIn(t, locale, property);
  const area = property.carpetArea
    ? t('card.areaCarpet', { area: formatIndianNumber(property.carpetArea) })
    : t('card.area', { area: formatIndianNumber(property.sqt) });
  const rentTerms = rentTermsLine(t, locale, property);
  const perSqft =
    property.transactionType === 'Buy' && property.pricePerSqft
      ? t('card.perSqft', { amount: formatIndianNumber(property.pricePerSqft) })
      : null;

  return (
    <article className="group card render-lazily-card relative flex h-full flex-col overflow-hidden transition duration-300 focus-within:shadow-lift hover:-translate-y-1 hover:shadow-lift">
      <CardPhoto listing={property} alt={title.text} lang={title.lang} eager={eager} priority={priority}>
        <div className="pointer-events-none absolute inset-x-0 top-0 flex items-start justify-between p-3">
          <div className="flex flex-wrap gap-1.5">
            {isNew && (
              <span className="rounded-full bg-rose-600 px-2.5 py-1 text-xs font-bold text-white" data-testid="new-badge">
                {t('card.new')}
              </span>
            )}
            {property.priceDrop && (
              <span className="rounded-full bg-emerald-700 px-2.5 py-1 text-xs font-bold text-white" data-testid="price-drop-badge">
                {t('card.priceReduced')}
              </span>
            )}
            <span className="rounded-full bg-brand-900/85 px-2.5 py-1 text-xs font-semibold text-white backdrop-blur">
              {subCategoryLabel(t, property.subCategory)}
            </span>
            <span className="rounded-full bg-accent-400 px-2.5 py-1 text-xs font-bold text-ink">
              {property.transactionType === 'Rent' ? t('card.forRent') : t('card.forSale')}
            </span>
            {property.availability && property.availability !== 'available' && <AvailabilityBadge property={property} />}
            {badge && (
              <span className="rounded-full bg-white/90 px-2.5 py-1 text-xs font-bold text-brand-900" data-testid="possession-badge">
                {badge}
              </span>
            )}
          </div>
          {loggedIn && onFavoriteChange && <FavoriteSlot property={property} title={title.text} onChange={onFavoriteChange} />}
        </div>
        <div className="absolute bottom-3 left-3">
          <CompareToggle property={property} />
        </div>
      </CardPhoto>

      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <p className="text-xl font-extrabold tracking-tight text-brand-900">{formatPrice(property, { locale })}</p>
          {perSqft && <p className="text-xs font-semibold text-ink-muted">{perSqft}</p>}
        </div>
        <Title className="mt-1.5 line-clamp-2 min-h-[3rem] text-base font-semibold leading-6 text-ink" title={title.text} lang={title.lang}>
          {title.text}
        </Title>
        <p className="mt-1 flex items-start gap-1.5 text-sm text-ink-muted" data-testid="card-location">
          <Icon name="pin" className="mt-0.5 h-4 w-4 shrink-0" />
          {/* The locality's link sits above the card's stretched link, so a tap on it reaches it. */}
          <LocalityAndAddress location={property.location} address={property.address} linkClassName="relative z-10" />
        </p>

        <ul className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-sand-200 pt-4 text-sm font-medium text-ink-soft">
          {rooms ? (
            <>
              <Feature icon="bed">{property.bedrooms ? t('card.bhk', { count: property.bedrooms }) : t('card.beds', { count: 0 })}</Feature>
              <Feature icon="bath">{t('card.baths', { count: property.bathrooms ?? 0 })}</Feature>
              <Feature icon="area">{area}</Feature>
            </>
          ) : (
            <>
              <Feature icon="building">{subCategoryLabel(t, property.subCategory)}</Feature>
              <Feature icon="area">{area}</Feature>
            </>
          )}
        </ul>
        {rentTerms && (
          <p className="mt-2 text-xs font-semibold text-ink-muted" data-testid="rent-terms">
            {rentTerms}
          </p>
        )}

        <div className="mt-5 flex items-center justify-between">
          <span className="text-xs font-semibold uppercase tracking-wider text-ink-muted">
            {propertyTypeLabel(t, property.propertyType)}
          </span>
          <Link
            href={`/property/${property._id}`}
            className="focus-ring inline-flex items-center gap-1 rounded-lg text-sm font-bold text-brand-700 after:absolute after:inset-0 after:content-[''] hover:text-brand-900"
          >
            {t('card.viewDetails')}
            <span className="sr-only">
              : <span lang={title.lang}>{title.text}</span>
              {property.reference ? t('card.ref', { reference: property.reference }) : ''}
            </span>
            <Icon name="arrowRight" className="h-4 w-4 transition group-hover:translate-x-0.5" />
          </Link>
        </div>
      </div>
    </article>
  );
});

/** A card-shaped placeholder while data is missing. */
export function PropertyCardSkeleton() {
  return (
    <CardSkeleton testId="property-card-skeleton" bars={['h-6 w-1/2', 'h-4 w-4/5', 'h-4 w-3/5']}>
      <div className="flex gap-3 border-t border-sand-200 pt-4">
        <div className="skeleton h-4 w-16" />
        <div className="skeleton h-4 w-16" />
        <div className="skeleton h-4 w-20" />
      </div>
    </CardSkeleton>
  );
}

const gridColumns = {
  wide: 'sm:grid-cols-2 lg:grid-cols-3',
  // A sidebar shares the row: the third column waits for wider screens.
  narrow: 'sm:grid-cols-2 min-[1400px]:grid-cols-3',
} as const;

const NO_PROPERTIES: Property[] = [];

/** The responsive grid of cards: 1, 2 or 3 columns by width. */
export function PropertyList({
  properties,
  onFavoriteChange,
  label,
  eagerCount = 3,
  columns = 'wide',
  headingLevel = 3,
}: {
  properties: Property[];
  onFavoriteChange?: FavoriteChange;
  label?: string;
  eagerCount?: number;
  columns?: keyof typeof gridColumns;
  headingLevel?: 2 | 3;
}) {
  // A page of cards is a large render: it runs in the background, in slices the browser can
  // interrupt, with placeholders standing in until it is done (then updates the same way). Cards
  // the server rendered into the page are adopted as they are.
  const hydrated = useHydrated();
  const shown = useDeferredValue(properties, hydrated ? NO_PROPERTIES : properties);
  if (shown.length === 0 && properties.length > 0) {
    return (
      <div className={`grid grid-cols-1 gap-6 ${gridColumns[columns]}`}>
        {properties.map((property) => (
          <PropertyCardSkeleton key={property._id} />
        ))}
      </div>
    );
  }
  return (
    <ul className={`grid grid-cols-1 gap-6 ${gridColumns[columns]}`} aria-label={label}>
      {shown.map((property, index) => (
        <li key={property._id} className="flex">
          <div className="w-full">
            <PropertyCard
              property={property}
              onFavoriteChange={onFavoriteChange}
              eager={index < eagerCount}
              // A list that starts above the fold (eager cards) has the page's largest image first.
              priority={index === 0 && eagerCount > 0}
              headingLevel={headingLevel}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function PropertyGridSkeleton({ count, columns = 'wide' }: { count: number; columns?: 'wide' | 'narrow' }) {
  const t = useT();
  return (
    <LoadingStatus label={t('listing.loadingProperties')}>
      <div className={`grid grid-cols-1 gap-6 ${gridColumns[columns]}`}>
        {Array.from({ length: count }, (_, index) => (
          <PropertyCardSkeleton key={index} />
        ))}
      </div>
    </LoadingStatus>
  );
}
