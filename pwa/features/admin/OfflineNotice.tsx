/** Writes need the network; while it is gone, say so where the buttons are. */
import { StatusLine } from '../../components/Notice.tsx';
import { OFFLINE_WRITE_MESSAGE, useOnlineStatus } from '../../lib/useOnlineStatus.ts';

export function OfflineNotice() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <StatusLine tone="offline" className="mb-5">
      {OFFLINE_WRITE_MESSAGE}
    </StatusLine>
  );
}
