/**
 * The Enquire form where a page shows it, drawn once the page has settled and its place nears the screen.
 * Why: docs/decisions/018-deferred-enquiry-form.md
 */
import { lazy, Suspense } from 'react';
import type { EnquireFormProps } from './EnquireForm.tsx';
import { withMessages } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.tsx';
import { useNearScreen } from '../../lib/useNearScreen.ts';
import { useSettled } from '../../lib/useSettled.ts';
import { useVisitRequests } from '../../lib/visitRequest.ts';

// The form's words are the account area's, fetched with its code in the page's language.
const EnquireForm = lazy(withMessages('account', () => import('./EnquireForm.tsx').then((module) => ({ default: module.EnquireForm }))));

function FormPlaceholder({ title, busy, placeRef }: { title: string; busy: boolean; placeRef: (element: HTMLElement | null) => void }) {
  return (
    <section ref={placeRef} className="card space-y-4 p-6" aria-busy={busy || undefined} data-testid="enquiry-placeholder">
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      <div className="h-[42.5rem] rounded-xl bg-sand-100 sm:h-[37rem]" />
    </section>
  );
}

export function EnquirePanel(props: EnquireFormProps) {
  const settled = useSettled();
  const [placeRef, near] = useNearScreen<HTMLElement>();
  // Book a visit draws the form at once, wherever the page is scrolled.
  const visitRequests = useVisitRequests();
  const ready = (settled && near) || visitRequests > 0;
  const t = useT();
  const placeholder = <FormPlaceholder title={props.title ?? t('enquirePanel.title')} busy={ready} placeRef={placeRef} />;
  if (!ready) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <EnquireForm {...props} visitRequests={visitRequests} />
    </Suspense>
  );
}
