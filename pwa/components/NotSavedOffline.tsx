import { Notice } from './Notice.tsx';
import { useT } from '../i18n/useT.tsx';

/** What a screen says instead of a spinner when it needs the network and the device has nothing for it. */
export function NotSavedOffline() {
  const t = useT();
  return (
    <Notice tone="info" title={t('status.offline.notAvailable')}>
      {t('status.offline.message')}
    </Notice>
  );
}
