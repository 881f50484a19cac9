/**
 * The Enquire form where a page shows it (a property, a project, the contact page). The form and its
 * checks are not part of the page's first JavaScript: they load once the page has settled (quiet for
 * a moment after it came alive, or the visitor's first tap or key press, lib/startup.ts) and the
 * form's place has come within a screen of the viewport (lib/useNearScreen.ts). On a phone it sits
 * below the listing, and drawing it (and the browser reading the new form for autofill) was the
 * longest work of a property page's start, for a form many visitors never scroll to. Until then, on
 * the server's HTML too, a card of the form's size holds its place, so nothing below it moves when
 * it arrives; it says it is busy only while the form is on its way.
 * The service worker precaches the form's code, so it opens offline as well.
 */
import { lazy, Suspense } from 'react';
import type { EnquireFormProps } from './EnquireForm.tsx';
import { withMessages } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.tsx';
import { useNearScreen } from '../../lib/useNearScreen.ts';
import { useSettled } from '../../lib/useSettled.ts';

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
  const ready = settled && near;
  const t = useT();
  const placeholder = <FormPlaceholder title={props.title ?? t('enquirePanel.title')} busy={ready} placeRef={placeRef} />;
  if (!ready) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <EnquireForm {...props} />
    </Suspense>
  );
}
