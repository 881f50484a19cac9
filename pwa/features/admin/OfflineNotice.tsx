/** Writes need the network; while it is gone, say so where the buttons are. */
import { Icon } from '../../components/Icon.tsx';
import { OFFLINE_WRITE_MESSAGE, useOnlineStatus } from '../../lib/useOnlineStatus.ts';

export function OfflineNotice() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <div
      role="status"
      className="mb-5 flex items-center gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm font-semibold text-amber-900"
    >
      <Icon name="wifiOff" className="h-5 w-5 shrink-0" />
      {OFFLINE_WRITE_MESSAGE}
    </div>
  );
}
