import { OFFLINE_NOT_SAVED } from '../offline/networkFirst.ts';
import { Notice } from './Notice.tsx';

/** What a screen says instead of a spinner when it needs the network and the device has nothing for it. */
export function NotSavedOffline() {
  return (
    <Notice tone="info" title="Not available offline">
      {OFFLINE_NOT_SAVED}
    </Notice>
  );
}
