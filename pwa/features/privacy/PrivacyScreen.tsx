/**
 * /dashboard/privacy (role user): the person's consents per purpose, and beside them the sections
 * of their rights over their data.
 */
import { PageHeader } from '../../components/PageHeader.tsx';
import { useT } from '../../i18n/useT.tsx';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { ConsentsSection } from './ConsentsSection.tsx';

export function PrivacyScreen() {
  const t = useT();
  useDocumentTitle({ id: 'footer.privacy' });
  return (
    <>
      <PageHeader title={t('footer.privacy')} crumb={t('footer.privacy')} intro={t('privacyTab.intro')} />
      <div className="container-page max-w-3xl space-y-8 py-10">
        <ConsentsSection />
      </div>
    </>
  );
}
