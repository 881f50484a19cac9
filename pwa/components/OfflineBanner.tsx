import { useOffline } from '../offline/connectivity.ts';
import { useT } from '../i18n/useT.tsx';
import { Icon } from './Icon.tsx';

/**
 * Says, politely, when the app is working from what this device saved: the browser is offline or
 * the server cannot be reached. The live region is always in the page so the change is announced.
 */
export function OfflineBanner() {
  const offline = useOffline();
  const t = useT();
  return (
    <div aria-live="polite" data-testid="offline-banner">
      {offline && (
        <p className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950 shadow-sm">
          <Icon name="wifiOff" className="h-4 w-4 shrink-0" />
          {t('offline.banner')}
        </p>
      )}
    </div>
  );
}
