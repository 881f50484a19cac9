/** The purposes a buyer withdrew their consent to, on their lead and buyer cards: nothing goes out for them. */
import type { Purpose } from '../../../contract/privacy.ts';
import { useT } from '../../i18n/useT.tsx';

export function WithdrawnConsentBadge({ purposes }: { purposes: readonly Purpose[] }) {
  const t = useT();
  if (purposes.length === 0) return null;
  return (
    <span className="ml-2 inline-block rounded bg-rose-100 px-1.5 text-xs font-semibold text-rose-900" data-testid="consent-withdrawn">
      {t('consent.withdrawn', { purposes: purposes.map((purpose) => t('consent.purpose', { purpose })).join(', ') })}
    </span>
  );
}
