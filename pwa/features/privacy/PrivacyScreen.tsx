/**
 * /dashboard/privacy (role user): the person's consents per purpose, and beside them the sections
 * of their rights over their data.
 */
import { lazy, Suspense } from 'react';
import { PageHeader } from '../../components/PageHeader.tsx';
import { withMessages } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.tsx';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { ConsentsSection } from './ConsentsSection.tsx';

// The rights' cards share the account forms' words (field messages), which come with the account area.
const RightsSections = lazy(withMessages('account', () => import('./RightsSections.tsx')));

export function PrivacyScreen() {
  const t = useT();
  useDocumentTitle({ id: 'footer.privacy' });
  return (
    <>
      <PageHeader title={t('footer.privacy')} crumb={t('footer.privacy')} intro={t('privacyTab.intro')} />
      <div className="container-page max-w-3xl space-y-8 py-10">
        <ConsentsSection />
        <Suspense fallback={null}>
          <RightsSections />
        </Suspense>
      </div>
    </>
  );
}
