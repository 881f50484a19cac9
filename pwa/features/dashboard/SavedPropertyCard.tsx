import { Link } from 'wouter';
import type { SavedProperty } from '../../../contract/favorites.ts';
import { Icon } from '../../components/Icon.tsx';
import { CardSkeleton } from '../../components/CardSkeleton.tsx';
import { LocalityAndAddress } from '../../components/LocationLink.tsx';
import { AvailabilityBadge, CardPhoto } from '../../components/PropertyCard.tsx';
import { agency } from '../../../contract/agency.ts';
import { formatPrice, formatShortDate } from '../../lib/format.ts';
import { useFavoriteToggle, type FavoriteChange } from '../../components/useFavoriteToggle.ts';
import { KeepOffline } from '../visitPack/KeepOffline.tsx';

import { useLocale, useT } from '../../i18n/useT.tsx';
import { INTL_LOCALES } from '../../i18n/locales.ts';
import { subCategoryLabel } from '../../lib/labels.ts';
/** A WhatsApp chat with the agency that already names the property. */
export function contactAgentHref(property: Pick<SavedProperty, '_id' | 'title'>): string {
  const text = `Hello ${agency.name}, I am interested in "${property.title}" (${window.location.origin}/property/${property._id}).`;
  return `${agency.whatsapp.href}?text=${encodeURIComponent(text)}`;
}

/** One saved property: picture, title, price, its locality (a link) and address, when it was saved, a way to the agent, the heart to un-save it and 'Keep for offline'. */
export function SavedPropertyCard({ property, onFavoriteChange }: { property: SavedProperty; onFavoriteChange: FavoriteChange }) {
  const { favorite, pending, toggle } = useFavoriteToggle(property, onFavoriteChange);
  const t = useT();
  const locale = useLocale();

  return (
    <article className="card group flex h-full flex-col overflow-hidden">
      <CardPhoto listing={property} alt={property.title}>
        <span className="absolute left-3 top-3 flex flex-wrap gap-1.5">
          <span className="rounded-full bg-brand-900/85 px-2.5 py-1 text-xs font-semibold text-white">
            {subCategoryLabel(t, property.subCategory)}
          </span>
          <AvailabilityBadge property={property} />
        </span>
        <button
          type="button"
          onClick={toggle}
          disabled={pending}
          aria-pressed={favorite}
          aria-label={
            favorite ? t('savedCard.removeNamed', { title: property.title }) : t('savedCard.saveNamed', { title: property.title })
          }
          title={favorite ? t('savedCard.remove') : t('savedCard.save')}
          className={`focus-ring absolute right-3 top-3 grid h-10 w-10 place-items-center rounded-full bg-white/95 shadow-card transition hover:scale-105 disabled:opacity-70 ${
            favorite ? 'text-rose-600' : 'text-ink-soft'
          }`}
        >
          <Icon name="heart" filled={favorite} className="h-5 w-5" />
        </button>
      </CardPhoto>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xl font-extrabold tracking-tight text-brand-900">{formatPrice(property, { locale })}</p>
        <h3 className="mt-1 line-clamp-1 font-semibold text-ink" title={property.title}>
          <Link href={`/property/${property._id}`} className="focus-ring rounded hover:text-brand-700 hover:underline">
            {property.title}
          </Link>
        </h3>
        <p className="mt-1 flex gap-1.5 text-sm text-ink-muted" data-testid="card-location">
          <LocalityAndAddress location={property.location} address={property.address} />
        </p>
        <p className="mt-3 flex items-center gap-1.5 text-sm text-ink-soft">
          <Icon name="calendar" className="h-4 w-4 text-brand-500" />
          {t('savedCard.saved')}{' '}
          <time dateTime={property.savedAt ?? property.createdAt}>
            {formatShortDate(property.savedAt ?? property.createdAt, INTL_LOCALES[locale])}
          </time>
        </p>
        <div className="mt-auto flex gap-2 pt-5">
          <a href={contactAgentHref(property)} target="_blank" rel="noopener noreferrer" className="btn-primary flex-1 !px-3">
            <Icon name="chat" className="h-4 w-4" />
            {t('savedCard.contactAgent')}
            <span className="sr-only">{t('savedCard.contactAgentAbout', { title: property.title })}</span>
          </a>
          <a
            href={agency.phones[0].href}
            className="btn-outline !px-3"
            aria-label={t('savedCard.callAgency', { phone: agency.phones[0].display })}
            title={t('savedCard.call', { phone: agency.phones[0].display })}
          >
            <Icon name="phone" className="h-4 w-4" />
          </a>
        </div>
        <div className="mt-3">
          <KeepOffline property={property} compact />
        </div>
      </div>
    </article>
  );
}

export function SavedPropertyCardSkeleton() {
  return <CardSkeleton testId="saved-card-skeleton" bars={['h-6 w-1/2', 'h-4 w-4/5', 'h-4 w-2/5', 'mt-4 h-10 w-full']} />;
}
