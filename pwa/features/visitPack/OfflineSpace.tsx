/** The dashboard's line on the offline pack: how many properties are kept and the space they use. */
import { useQuery } from '@tanstack/react-query';
import { Icon } from '../../components/Icon.tsx';
import { useT } from '../../i18n/useT.tsx';
import { canKeepOffline, formatBytes, offlineSpaceQuery } from './useVisitPacks.ts';

export function OfflineSpace({ userId, className = '' }: { userId: string; className?: string }) {
  const t = useT();
  const space = useQuery({ ...offlineSpaceQuery(userId), enabled: canKeepOffline() });
  if (!space.data) return null;
  const { count, bytes, usage, quota } = space.data;
  return (
    <div
      className={`flex items-start gap-3 rounded-2xl border border-sand-200 bg-sand-50 p-4 text-sm text-ink-soft ${className}`}
      data-testid="offline-space"
    >
      <Icon name="download" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
      <div>
        <p className="font-semibold text-ink">
          {count === 0 ? t('offlineSpace.none') : t('offlineSpace.kept', { count, size: formatBytes(bytes) })}
        </p>
        <p className="mt-0.5">
          {count === 0 ? t('offlineSpace.noneHint') : t('offlineSpace.keptHint')}
          {usage !== undefined &&
            quota !== undefined &&
            quota > 0 &&
            ` ${t('offlineSpace.usage', { usage: formatBytes(usage), quota: formatBytes(quota) })}`}
        </p>
      </div>
    </div>
  );
}
