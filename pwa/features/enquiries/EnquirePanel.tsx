/**
 * The Enquire form where a page shows it (a property, the contact page). The form and its checks are
 * not part of the page's first JavaScript: they load once the page has settled (quiet for a moment
 * after it came alive, or the visitor's first tap or key press, lib/startup.ts), and until then, on
 * the server's HTML too, a card of the form's size holds its place, so nothing below it moves when
 * it arrives.
 * The service worker precaches the form's code, so it opens offline as well.
 */
import { lazy, Suspense } from 'react';
import type { EnquireFormProps } from './EnquireForm.tsx';
import { withMessages } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.tsx';
import { useSettled } from '../../lib/useSettled.ts';

// The form's words are the account area's, fetched with its code in the page's language.
const EnquireForm = lazy(withMessages('account', () => import('./EnquireForm.tsx').then((module) => ({ default: module.EnquireForm }))));

function FormPlaceholder({ title }: { title: string }) {
  return (
    <section className="card space-y-4 p-6" aria-busy="true" data-testid="enquiry-placeholder">
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      <div className="h-[42.5rem] rounded-xl bg-sand-100 sm:h-[37rem]" />
    </section>
  );
}

export function EnquirePanel(props: EnquireFormProps) {
  const ready = useSettled();
  const t = useT();
  const placeholder = <FormPlaceholder title={props.title ?? t('enquirePanel.title')} />;
  if (!ready) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <EnquireForm {...props} />
    </Suspense>
  );
}
