/** The dashboard's line on the offline pack: how many properties are kept and the space they use. */
import { useQuery } from '@tanstack/react-query';
import { Icon } from '../../components/Icon.tsx';
import { canKeepOffline, formatBytes, offlineSpaceQuery } from './useVisitPacks.ts';

export function OfflineSpace({ userId, className = '' }: { userId: string; className?: string }) {
  const space = useQuery({ ...offlineSpaceQuery(userId), enabled: canKeepOffline() });
  if (!space.data) return null;
  const { count, bytes, usage, quota } = space.data;
  return (
    <div className={`flex items-start gap-3 rounded-2xl border border-sand-200 bg-sand-50 p-4 text-sm text-ink-soft ${className}`} data-testid="offline-space">
      <Icon name="download" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
      <div>
        <p className="font-semibold text-ink">
          {count === 0 ? 'No properties kept for offline yet.' : `Kept for offline: ${count} ${count === 1 ? 'property' : 'properties'}, ${formatBytes(bytes)}`}
        </p>
        <p className="mt-0.5">
          {count === 0
            ? 'Use ‘Keep for offline’ on a saved property to take its photos and details on a site visit without a connection.'
            : 'Photos in full size, details, RERA and the agency’s contacts open without a connection.'}
          {usage !== undefined && quota !== undefined && quota > 0 && ` This site uses ${formatBytes(usage)} of the ${formatBytes(quota)} this browser allows it.`}
        </p>
      </div>
    </div>
  );
}
