import { useId, useState } from 'react';
import { Icon, type IconName } from '../../components/Icon.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SocialLinks } from '../../components/SocialLinks.tsx';
import { agency } from '../../../contract/agency.ts';
import { useT } from '../../i18n/useT.tsx';
import { useAgentReraNumber } from '../../data/agency.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { EnquirePanel } from '../enquiries/EnquirePanel.tsx';

const faqs = [
  { question: 'contact.faq.areas.question', answer: 'contact.faq.areas.answer' },
  { question: 'contact.faq.response.question', answer: 'contact.faq.response.answer' },
  { question: 'contact.faq.fees.question', answer: 'contact.faq.fees.answer' },
  { question: 'contact.faq.hours.question', answer: 'contact.faq.hours.answer' },
] as const;

/**
 * A question of the FAQ that opens on its answer: a button saying whether it is expanded, over the
 * panel it controls. The answer is in the page's HTML from the start, hidden until asked for.
 */
function Question({ question, answer }: { question: string; answer: string }) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <div className="card overflow-hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        data-open={open ? '' : undefined}
        onClick={() => setOpen(!open)}
        className="focus-ring group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink hover:bg-sand-100"
      >
        {question}
        <Icon name="chevronDown" className="h-5 w-5 shrink-0 text-brand-700 transition group-data-[open]:rotate-180" />
      </button>
      <div id={panel} hidden={!open} className="px-5 pb-5 text-sm leading-relaxed text-ink-soft">
        {answer}
      </div>
    </div>
  );
}

function ContactCard({ icon, title, testId, children }: { icon: IconName; title: string; testId?: string; children: React.ReactNode }) {
  return (
    <div className="card flex gap-4 p-6" data-testid={testId}>
      <span className="grid h-12 w-12 shrink-0 place-items-center rounded-xl bg-brand-800 text-white">
        <Icon name={icon} className="h-5 w-5" />
      </span>
      <div className="min-w-0 text-sm">
        <h2 className="text-base font-bold text-ink">{title}</h2>
        <div className="mt-1.5 space-y-1 text-ink-soft">{children}</div>
      </div>
    </div>
  );
}

const link = 'focus-ring block rounded font-semibold text-brand-800 hover:text-brand-600 hover:underline';

/** /contactus: phones, WhatsApp, e-mails, address, hours, map, social links and the FAQ. */
export function ContactScreen() {
  const t = useT();
  useDocumentTitle({ id: 'nav.contactUs' });
  const agentRera = useAgentReraNumber();
  return (
    <>
      <PageHeader title={t('contact.title')} crumb={t('contact.title')} intro={t('contact.intro')} />

      <div className="container-page py-12">
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          <ContactCard icon="phone" title={t('contact.callUs')}>
            {agency.phones.map((phone) => (
              <a key={phone.href} href={phone.href} className={link}>
                {phone.display}{' '}
                <span className="font-normal text-ink-muted">({t('contactDetails.phoneLabel', { label: phone.label })})</span>
              </a>
            ))}
          </ContactCard>
          <ContactCard icon="chat" title={t('contact.whatsapp')}>
            <a href={agency.whatsapp.href} target="_blank" rel="noopener noreferrer" className={link}>
              {t('contact.chatWithUs')}
            </a>
            <p>{agency.whatsapp.display}</p>
          </ContactCard>
          <ContactCard icon="mail" title={t('contact.email')}>
            <a href={`mailto:${agency.emails.general}`} className={link}>
              {agency.emails.general}
            </a>
            <p className="text-xs">{t('contact.generalEnquiries')}</p>
            <a href={`mailto:${agency.emails.sales}`} className={link}>
              {agency.emails.sales}
            </a>
            <p className="text-xs">{t('contact.salesAndListings')}</p>
          </ContactCard>
          <ContactCard icon="pin" title={t('contact.visitOffice')}>
            <address className="not-italic">
              {agency.address.lines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </ContactCard>
          <ContactCard icon="clock" title={t('contact.businessHours')}>
            <p className="font-semibold text-ink">{t('agency.hoursDays')}</p>
            <p>{t('agency.hoursTime')}</p>
            <p className="text-xs">{t('contact.afterHours')}</p>
          </ContactCard>
          {agentRera && (
            <ContactCard icon="shield" title={t('contact.agentRera')} testId="agent-rera">
              <p className="break-all font-semibold text-ink">{agentRera}</p>
              <a href="https://gujrera.gujarat.gov.in" target="_blank" rel="noopener noreferrer" className={link}>
                gujrera.gujarat.gov.in
              </a>
            </ContactCard>
          )}
          <div className="card flex flex-col justify-center gap-3 p-6">
            <h2 className="text-base font-bold text-ink">{t('contact.followUs')}</h2>
            <SocialLinks />
          </div>
        </div>

        <div className="mx-auto mt-12 max-w-2xl">
          <EnquirePanel title={t('contact.sendEnquiry')} />
        </div>

        <div className="mt-12 grid gap-10 lg:grid-cols-[1.3fr_1fr]">
          <section aria-labelledby="map-heading">
            <h2 id="map-heading" className="text-2xl font-extrabold tracking-tight text-brand-900">
              {t('contact.findUs')}
            </h2>
            <div className="card mt-5 overflow-hidden">
              <iframe
                title={t('contact.mapTitle', { agency: agency.name })}
                src={agency.map.embedUrl}
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
                className="block h-80 w-full border-0 bg-brand-50 sm:h-96"
              />
              <div className="flex flex-wrap items-center justify-between gap-2 px-5 py-3 text-sm">
                <span className="text-ink-soft">{agency.address.oneLine}</span>
                <a
                  href={agency.map.linkUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="focus-ring rounded font-semibold text-brand-800 hover:underline"
                >
                  {t('contact.largerMap')}
                </a>
              </div>
            </div>
          </section>

          <section aria-labelledby="faq-heading">
            <h2 id="faq-heading" className="text-2xl font-extrabold tracking-tight text-brand-900">
              {t('contact.faq')}
            </h2>
            <div className="mt-5 space-y-3">
              {faqs.map((faq) => (
                <Question key={faq.question} question={t(faq.question)} answer={t(faq.answer)} />
              ))}
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
