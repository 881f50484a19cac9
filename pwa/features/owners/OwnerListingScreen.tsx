/**
 * /list-your-property: the page owners and landlords offer their property from. Its words are the
 * owners area's; the form comes in a chunk of its own with the account area's field messages, as
 * the Enquire form does.
 */
import { lazy, Suspense } from 'react';
import { Icon } from '../../components/Icon.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { withMessages } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.tsx';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';

const OwnerListingForm = lazy(
  withMessages('account', () => import('./OwnerListingForm.tsx').then((module) => ({ default: module.OwnerListingForm }))),
);

const reasons = ['owners.why.buyers', 'owners.why.visit', 'owners.why.listing'] as const;

export function OwnerListingScreen() {
  const t = useT();
  useDocumentTitle({ id: 'footer.listProperty' });
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
        <Suspense fallback={<div className="card min-h-96 p-6" aria-busy="true" />}>
          <OwnerListingForm />
        </Suspense>
      </div>
    </>
  );
}
