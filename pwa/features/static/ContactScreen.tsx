import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { Icon, type IconName } from '../../components/Icon.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SocialLinks } from '../../components/SocialLinks.tsx';
import { agency } from '../../../contract/agency.ts';
import { useAgentReraNumber } from '../../lib/agency.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { EnquirePanel } from '../enquiries/EnquirePanel.tsx';

const faqs = [
  {
    question: 'Which areas do you serve?',
    answer:
      'We cover Surat and nearby areas: Vesu, Adajan, Pal, Piplod, Athwa, City Light, Althan, Varachha, Katargam, Dumas, Hazira and the towns around the city such as Kamrej, Olpad and Bardoli.',
  },
  {
    question: 'How soon will you respond to my enquiry?',
    answer: 'We respond to every call, e-mail and WhatsApp message within 24 business hours, usually much sooner.',
  },
  {
    question: 'Do you charge for consultations?',
    answer: 'No. Consultations are free: tell us what you need and we will shortlist properties and explain the costs involved.',
  },
  {
    question: 'Can I visit outside office hours?',
    answer:
      'Yes. After-hours appointments are available on Sundays and in the evenings. Call or message us to book a time that suits you.',
  },
];

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
  useDocumentTitle({ id: 'nav.contactUs' });
  const agentRera = useAgentReraNumber();
  return (
    <>
      <PageHeader
        title="Contact Us"
        crumb="Contact Us"
        intro="Buying, selling or renting in Surat? Talk to an advisor today. We reply within 24 business hours."
      />

      <div className="container-page py-12">
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          <ContactCard icon="phone" title="Call us">
            {agency.phones.map((phone) => (
              <a key={phone.href} href={phone.href} className={link}>
                {phone.display} <span className="font-normal text-ink-muted">({phone.label})</span>
              </a>
            ))}
          </ContactCard>
          <ContactCard icon="chat" title="WhatsApp">
            <a href={agency.whatsapp.href} target="_blank" rel="noopener noreferrer" className={link}>
              Chat with us on WhatsApp
            </a>
            <p>{agency.whatsapp.display}</p>
          </ContactCard>
          <ContactCard icon="mail" title="E-mail">
            <a href={`mailto:${agency.emails.general}`} className={link}>
              {agency.emails.general}
            </a>
            <p className="text-xs">General enquiries</p>
            <a href={`mailto:${agency.emails.sales}`} className={link}>
              {agency.emails.sales}
            </a>
            <p className="text-xs">Sales and listings</p>
          </ContactCard>
          <ContactCard icon="pin" title="Visit our office">
            <address className="not-italic">
              {agency.address.lines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </ContactCard>
          <ContactCard icon="clock" title="Business hours">
            <p className="font-semibold text-ink">{agency.hours.days}</p>
            <p>{agency.hours.time}</p>
            <p className="text-xs">After-hours visits by appointment</p>
          </ContactCard>
          {agentRera && (
            <ContactCard icon="shield" title="Agent RERA Reg. No." testId="agent-rera">
              <p className="break-all font-semibold text-ink">{agentRera}</p>
              <a href="https://gujrera.gujarat.gov.in" target="_blank" rel="noopener noreferrer" className={link}>
                gujrera.gujarat.gov.in
              </a>
            </ContactCard>
          )}
          <div className="card flex flex-col justify-center gap-3 p-6">
            <h2 className="text-base font-bold text-ink">Follow us</h2>
            <SocialLinks />
          </div>
        </div>

        <div className="mx-auto mt-12 max-w-2xl">
          <EnquirePanel title="Send us an enquiry" />
        </div>

        <div className="mt-12 grid gap-10 lg:grid-cols-[1.3fr_1fr]">
          <section aria-labelledby="map-heading">
            <h2 id="map-heading" className="text-2xl font-extrabold tracking-tight text-brand-900">
              Find us in Vesu, Surat
            </h2>
            <div className="card mt-5 overflow-hidden">
              <iframe
                title={`Map of the ${agency.name} office in Vesu, Surat`}
                src={agency.map.embedUrl}
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
                className="block h-80 w-full border-0 bg-brand-50 sm:h-96"
              />
              <div className="flex flex-wrap items-center justify-between gap-2 px-5 py-3 text-sm">
                <span className="text-ink-soft">{agency.address.oneLine}</span>
                <a href={agency.map.linkUrl} target="_blank" rel="noopener noreferrer" className="focus-ring rounded font-semibold text-brand-800 hover:underline">
                  Open larger map
                </a>
              </div>
            </div>
          </section>

          <section aria-labelledby="faq-heading">
            <h2 id="faq-heading" className="text-2xl font-extrabold tracking-tight text-brand-900">
              Frequently asked questions
            </h2>
            <div className="mt-5 space-y-3">
              {faqs.map((faq) => (
                <Disclosure key={faq.question} as="div" className="card overflow-hidden">
                  <DisclosureButton className="focus-ring group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink hover:bg-sand-100">
                    {faq.question}
                    <Icon name="chevronDown" className="h-5 w-5 shrink-0 text-brand-700 transition group-data-[open]:rotate-180" />
                  </DisclosureButton>
                  <DisclosurePanel className="px-5 pb-5 text-sm leading-relaxed text-ink-soft">{faq.answer}</DisclosurePanel>
                </Disclosure>
              ))}
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
