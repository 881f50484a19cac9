/**
 * 'New since your last visit': how many listings newly matched the signed-in user's saved searches
 * since their previous visit, and the newest of them as cards carrying a 'New' badge. Its own
 * chunk: home loads it only for a signed-in user.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { Property } from '../../../contract/properties.ts';
import { Icon } from '../../components/Icon.tsx';
import { PropertyCard } from '../../components/PropertyCard.tsx';
import { formatIndianNumber } from '../../lib/format.ts';
import { propertyQuery } from '../../data/properties.ts';
import { newSinceVisitQuery } from '../../data/savedSearches.ts';
import { inEnglish, useT, type Translate } from '../../i18n/useT.tsx';

/** Cards shown; the count covers them all. */
const SHOWN = 3;

export function newSinceVisitText(count: number, t: Translate = inEnglish): string {
  return t('newSinceVisit.count', { count, shown: formatIndianNumber(count) });
}

export default function NewSinceVisit({ className = '', showCards = true }: { className?: string; showCards?: boolean }) {
  const { data } = useQuery(newSinceVisitQuery());
  const t = useT();
  const ids = showCards ? (data?.propertyIds ?? []).slice(0, SHOWN) : [];
  const cards = useQueries({ queries: ids.map((id) => ({ ...propertyQuery(id), retry: false })) });
  if (!data || data.count === 0) return null;
  const properties = cards.map((card) => card.data).filter((property): property is Property => property !== undefined);

  return (
    <section aria-labelledby="new-since-visit-heading" className={className} data-testid="new-since-visit">
      <div className="card flex flex-col gap-3 border-l-4 border-accent-400 p-5 sm:flex-row sm:items-center sm:justify-between">
        <p id="new-since-visit-heading" className="flex items-center gap-2 font-bold text-brand-900">
          <Icon name="sparkles" className="h-5 w-5 shrink-0 text-accent-600" />
          {newSinceVisitText(data.count, t)}
        </p>
        <Link href="/dashboard" className="focus-ring shrink-0 rounded text-sm font-bold text-brand-700 underline hover:text-brand-900">
          {t('newSinceVisit.see')}
        </Link>
      </div>
      {properties.length > 0 && (
        <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('newSinceVisit.cards')}>
          {properties.map((property) => (
            <li key={property._id} className="flex">
              <div className="w-full">
                <PropertyCard property={property} isNew onFavoriteChange={() => {}} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
