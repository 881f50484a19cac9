/**
 * /privacy (and /gu/privacy, /hi/privacy): the full notice. Each purpose's words and version come
 * from contract/privacy.ts, the same that forms show and consents record; then the rights, children,
 * who else handles the data and whom to ask.
 */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { agency } from '../../../contract/agency.ts';
import { noticeIn, noticeVersions, purposes } from '../../../contract/privacy.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import type { MessageId } from '../../i18n/messages/en.ts';
import { useLocale, useT } from '../../i18n/useT.tsx';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';

const rights: MessageId[] = [
  'privacy.rights.withdraw',
  'privacy.rights.access',
  'privacy.rights.correct',
  'privacy.rights.erase',
  'privacy.rights.nominate',
  'privacy.rights.visitor',
];

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-bold text-ink">
        {heading}
      </h2>
      {children}
    </section>
  );
}

export function PrivacyNoticeScreen() {
  const t = useT();
  const locale = useLocale();
  useDocumentTitle({ id: 'privacy.title' });
  return (
    <>
      <PageHeader title={t('privacy.title')} crumb={t('privacy.title')} intro={t('privacy.intro', { agency: agency.name })} />
      <div className="container-page max-w-3xl space-y-10 py-12 text-ink-soft">
        <Section id="privacy-purposes" heading={t('privacy.purposes.heading')}>
          <p>{t('privacy.purposes.intro')}</p>
          <ul className="space-y-3" data-testid="privacy-purposes">
            {purposes.map((purpose) => {
              const notice = noticeIn(locale, purpose);
              return (
                <li key={purpose} id={`purpose-${purpose}`} className="card p-4" data-purpose={purpose}>
                  <h3 className="font-bold text-ink">{notice.title}</h3>
                  <p className="mt-1 text-sm">{notice.notice}</p>
                  <p className="mt-2 text-xs text-ink-muted">{t('privacy.purposes.version', { version: noticeVersions[purpose] })}</p>
                </li>
              );
            })}
          </ul>
        </Section>
        <Section id="privacy-rights" heading={t('privacy.rights.heading')}>
          <ul className="list-disc space-y-2 pl-5">
            {rights.map((right) => (
              <li key={right}>{t(right)}</li>
            ))}
            <li>
              <Link href="/privacy/erase" className="focus-ring rounded font-semibold text-brand-800 underline">
                {t('privacy.rights.visitorLink')}
              </Link>
            </li>
          </ul>
        </Section>
        <Section id="privacy-children" heading={t('privacy.children.heading')}>
          <p>{t('privacy.children.text')}</p>
        </Section>
        <Section id="privacy-sharing" heading={t('privacy.sharing.heading')}>
          <p>{t('privacy.sharing.text', { agency: agency.name })}</p>
        </Section>
        <Section id="privacy-contact" heading={t('privacy.contact.heading')}>
          <p>{t('privacy.contact.text', { email: agency.emails.general, phone: agency.phones[0].display })}</p>
          <p>
            <Link href="/grievance" className="focus-ring rounded font-semibold text-brand-800 underline">
              {t('privacy.contact.grievance')}
            </Link>
          </p>
          <p className="text-sm text-ink-muted">{t('privacy.law')}</p>
        </Section>
      </div>
    </>
  );
}
