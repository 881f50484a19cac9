/**
 * The properties this device opened last (at most twelve, newest first), from the device store:
 * the same online and offline, and never sent to the server. Nothing shows until there is one.
 */
import { useQuery } from '@tanstack/react-query';
import { PropertyCard } from '../../components/PropertyCard.tsx';
import { useT } from '../../i18n/useT.tsx';
import { useAuth } from '../../lib/store.ts';
import { useSettled } from '../../lib/useSettled.ts';
import { recentlyViewedQuery } from '../../data/properties.ts';

const showHearts = () => {};

export function RecentlyViewed({ className = 'container-page py-16' }: { className?: string }) {
  // Pages are rendered for no one in particular: the device's list appears once React has adopted them.
  // The device's list is read once the page has settled (pwa/lib/startup.ts), not during start-up.
  const t = useT();
  const settled = useSettled();
  const userId = useAuth().user?._id ?? null;
  const query = useQuery({ ...recentlyViewedQuery(userId), enabled: settled });
  const properties = query.data ?? [];
  if (!settled || properties.length === 0) return null;
  return (
    <section aria-labelledby="recent-heading" className={className}>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="recent-heading" className="text-2xl font-extrabold tracking-tight text-brand-900">
          {t('recent.heading')}
        </h2>
        <p className="text-sm text-ink-muted">{t('recent.text')}</p>
      </div>
      <ul aria-label={t('recent.label')} className="-mx-1 mt-6 flex snap-x gap-5 overflow-x-auto px-1 pb-3">
        {properties.map((property) => (
          <li key={property._id} className="flex w-72 shrink-0 snap-start">
            <div className="w-full">
              <PropertyCard property={property} onFavoriteChange={showHearts} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
