/**
 * 'Keep for offline' on a saved property's card and on the property's page: a button, then
 * 'Saving for offline… 3 of 8' while the pack downloads, then the 'Available offline' badge (shown
 * only once every piece was found in the cache) with 'Remove from offline'. On a kept unit's page,
 * the price list its pack keeps.
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { Property } from '../../../contract/properties.ts';
import { Icon } from '../../components/Icon.tsx';
import { withMessages } from '../../i18n/i18n.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
import { useAuth } from '../../lib/store.ts';
import { useT } from '../../i18n/useT.tsx';
import { canKeepOffline, useVisitPack, visitPackStatusQuery } from './useVisitPacks.ts';

// Its code and words come only to a page this device keeps for the person signed in.
const KeptPriceList = lazy(withMessages('info', () => import('./KeptPriceList.tsx')));

function KeepOfflineControl({ userId, property, compact }: { userId: string; property: Property; compact: boolean }) {
  const pack = useVisitPack(userId, property);
  const t = useT();
  if (!pack.checked) return null;
  if (pack.progress) {
    const { done, total } = pack.progress;
    return (
      <div className={`flex min-w-0 flex-col gap-1.5 ${compact ? 'w-full' : 'w-56'}`}>
        <p role="status" className="flex items-center gap-2 text-sm font-semibold text-brand-800">
          <Icon name="download" className="h-4 w-4 animate-pulse" />
          {t('keepOffline.saving', { done, total })}
        </p>
        <progress
          max={total}
          value={done}
          className="h-1.5 w-full overflow-hidden rounded-full accent-brand-700"
          aria-label={t('keepOffline.savingNamed', { title: property.title })}
        />
      </div>
    );
  }
  if (pack.available) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <span
          className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1.5 text-sm font-bold text-emerald-800 ring-1 ring-emerald-200"
          data-testid="available-offline"
        >
          <Icon name="check" className="h-4 w-4" />
          {t('keepOffline.available')}
        </span>
        <button
          type="button"
          onClick={() => void pack.remove()}
          className="focus-ring rounded text-sm font-semibold text-ink-soft underline hover:text-rose-700"
        >
          {t('keepOffline.remove')}
          <span className="sr-only">: {property.title}</span>
        </button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <button type="button" onClick={() => void pack.keep()} className={compact ? 'btn-outline w-full !px-3 text-sm' : 'btn-outline'}>
        <Icon name="download" className="h-4 w-4" />
        {t('keepOffline.keep')}
        <span className="sr-only">: {property.title}</span>
      </button>
      {pack.kept && <p className="text-xs text-ink-muted">{t('keepOffline.partly')}</p>}
    </div>
  );
}

/** Shown to a signed-in user in a browser that can keep pages offline; nothing for visitors. */
export function KeepOffline({ property, compact = false }: { property: Property; compact?: boolean }) {
  const { user } = useAuth();
  const hydrated = useHydrated();
  if (!hydrated || !user || !canKeepOffline()) return null;
  return <KeepOfflineControl userId={user._id} property={property} compact={compact} />;
}

function KeptPriceListOf({ userId, property }: { userId: string; property: Property }) {
  const kept = useQuery(visitPackStatusQuery(userId)).data?.some((pack) => pack.propertyId === property._id);
  if (!kept) return null;
  return (
    <Suspense fallback={null}>
      <KeptPriceList userId={userId} property={property} />
    </Suspense>
  );
}

/** A unit of a project kept for offline: its project's price list as the pack keeps it, on its page; nothing otherwise. */
export function KeptPriceListSection({ property }: { property: Property }) {
  const { user } = useAuth();
  const hydrated = useHydrated();
  if (!property.project || !hydrated || !user || !canKeepOffline()) return null;
  return <KeptPriceListOf userId={user._id} property={property} />;
}
