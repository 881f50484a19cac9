/**
 * /list-your-property: the page owners and landlords offer their property from. Its words are the
 * owners area's; the form comes in a chunk of its own with the account area's field messages once
 * the page has settled, as the Enquire form does (decision 018), so the page renders whole.
 */
import { lazy, Suspense } from 'react';
import { Icon } from '../../components/Icon.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { withMessages } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.tsx';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { useSettled } from '../../lib/useSettled.ts';

const OwnerListingForm = lazy(
  withMessages('account', () => import('./OwnerListingForm.tsx').then((module) => ({ default: module.OwnerListingForm }))),
);

const reasons = ['owners.why.buyers', 'owners.why.visit', 'owners.why.listing'] as const;

export function OwnerListingScreen() {
  const t = useT();
  const settled = useSettled();
  useDocumentTitle({ id: 'footer.listProperty' });
  const placeholder = (
    <section className="card space-y-4 p-6" aria-busy={settled || undefined} data-testid="offer-placeholder">
      <h2 className="text-lg font-bold text-ink">{t('owners.formTitle')}</h2>
      <div className="h-[56rem] rounded-xl bg-sand-100 sm:h-[44rem]" />
    </section>
  );
  return (
    <>
      <PageHeader title={t('owners.title')} crumb={t('footer.listProperty')} intro={t('owners.intro')} />
      <div className="container-page grid gap-8 py-10 lg:grid-cols-[1fr_2fr] lg:py-12">
        <section aria-labelledby="owners-why" className="space-y-4">
          <h2 id="owners-why" className="text-lg font-bold text-ink">
            {t('owners.why.title')}
          </h2>
          <ul className="space-y-3 text-sm text-ink-soft">
            {reasons.map((reason) => (
              <li key={reason} className="flex gap-3">
                <span className="grid h-6 w-6 shrink-0 place-items-center rounded-full bg-emerald-100 text-emerald-700">
                  <Icon name="check" className="h-3.5 w-3.5" />
                </span>
                {t(reason)}
              </li>
            ))}
          </ul>
        </section>
        {settled ? (
          <Suspense fallback={placeholder}>
            <OwnerListingForm />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
    </>
  );
}
