import { Icon, type IconName } from '../../components/Icon.tsx';
import { IconTile } from '../../components/IconTile.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { agency } from '../../../contract/agency.ts';
import { useT } from '../../i18n/useT.tsx';
import type { MessageId } from '../../i18n/messages/en.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { ContactDetails } from './ContactDetails.tsx';
import { SectionHeading } from '../../components/SectionHeading.tsx';
import { OnwardLink } from '../../components/OnwardLink.tsx';

const stats: { value: string; label: MessageId }[] = [
  { value: agency.yearsLabel, label: 'about.stat.years' },
  { value: agency.clients, label: 'about.stat.clients' },
  { value: '8', label: 'about.stat.types' },
  { value: '7', label: 'about.stat.days' },
];

const expertise: { icon: IconName; title: MessageId; text: MessageId }[] = [
  { icon: 'home', title: 'about.expertise.residential.title', text: 'about.expertise.residential.text' },
  { icon: 'key', title: 'about.expertise.rentals.title', text: 'about.expertise.rentals.text' },
  { icon: 'building', title: 'about.expertise.commercial.title', text: 'about.expertise.commercial.text' },
  { icon: 'area', title: 'about.expertise.plots.title', text: 'about.expertise.plots.text' },
  { icon: 'trending', title: 'about.expertise.investment.title', text: 'about.expertise.investment.text' },
  { icon: 'shield', title: 'about.expertise.legal.title', text: 'about.expertise.legal.text' },
];

const reasons: { title: MessageId; text: MessageId }[] = [
  { title: 'about.reason.local.title', text: 'about.reason.local.text' },
  { title: 'about.reason.verified.title', text: 'about.reason.verified.text' },
  { title: 'about.reason.pricing.title', text: 'about.reason.pricing.text' },
  { title: 'about.reason.support.title', text: 'about.reason.support.text' },
  { title: 'about.reason.relationships.title', text: 'about.reason.relationships.text' },
];

/** The agency's figures the messages name. */
const figures = { agency: agency.name, founded: agency.founded, years: agency.yearsLabel, clients: agency.clients };

/** /aboutus: expertise, five reasons, contact details and a testimonial. */
export function AboutScreen() {
  const t = useT();
  useDocumentTitle({ id: 'nav.aboutUs' });
  return (
    <>
      <PageHeader title={t('about.title')} crumb={t('about.title')} intro={t('about.intro', figures)} />

      <section className="container-page grid gap-12 py-16 lg:grid-cols-2 lg:items-center" aria-labelledby="story-heading">
        <div>
          <SectionHeading id="story-heading" eyebrow={t('about.story.eyebrow')}>
            {t('about.story.heading', figures)}
          </SectionHeading>
          <div className="mt-5 space-y-4 text-ink-soft">
            <p>{t('about.story.started', figures)}</p>
            <p>{t('about.story.today')}</p>
          </div>
        </div>
        <ul className="grid grid-cols-2 gap-4">
          {stats.map((stat) => (
            <li key={stat.label} className="card p-6">
              <span className="block text-3xl font-black tracking-tight text-brand-800 sm:text-4xl">{stat.value}</span>
              <span className="mt-2 block text-sm text-ink-soft">{t(stat.label)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-white py-16" aria-labelledby="expertise-heading">
        <div className="container-page">
          <SectionHeading id="expertise-heading" eyebrow={t('about.expertise.eyebrow')}>
            {t('about.expertise.heading')}
          </SectionHeading>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {expertise.map((item) => (
              <li key={item.title} className="rounded-2xl border border-sand-200 bg-sand p-6">
                <IconTile name={item.icon} size="md" colors="bg-brand-800 text-white" />
                <h3 className="mt-4 font-bold text-ink">{t(item.title)}</h3>
                <p className="mt-1.5 text-sm text-ink-soft">{t(item.text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container-page py-16" aria-labelledby="reasons-heading">
        <div className="grid gap-12 lg:grid-cols-[1fr_1.2fr]">
          <div>
            <SectionHeading id="reasons-heading" eyebrow={t('about.reasons.eyebrow')}>
              {t('about.reasons.heading', figures)}
            </SectionHeading>
            <figure className="mt-10 rounded-3xl bg-brand-900 p-8 text-white">
              <Icon name="quote" className="h-8 w-8 text-accent-300" />
              <blockquote className="mt-4 text-lg leading-relaxed">{t('about.testimonial.quote')}</blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span aria-hidden="true" className="grid h-11 w-11 place-items-center rounded-full bg-accent-400 font-bold text-ink">
                  PD
                </span>
                <span>
                  <span className="block font-bold">{t('about.testimonial.name')}</span>
                  <span className="block text-sm text-white/75">{t('about.testimonial.bought')}</span>
                </span>
              </figcaption>
            </figure>
          </div>
          <ol className="space-y-4">
            {reasons.map((reason, index) => (
              <li key={reason.title} className="card flex gap-5 p-6">
                <span className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-accent-400 text-sm font-black text-ink">
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-bold text-ink">{t(reason.title, figures)}</h3>
                  <p className="mt-1 text-sm text-ink-soft">{t(reason.text, figures)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="bg-white py-16" aria-labelledby="about-contact-heading">
        <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-center">
          <div>
            <SectionHeading id="about-contact-heading" eyebrow={t('about.contact.eyebrow')}>
              {t('about.contact.heading')}
            </SectionHeading>
            <p className="mt-3 text-ink-soft">{t('about.contact.text')}</p>
            <OnwardLink href="/contactus" className="btn-primary mt-6">
              {t('nav.contactUs')}
            </OnwardLink>
          </div>
          <div className="card p-6 sm:p-8">
            <ContactDetails />
          </div>
        </div>
      </section>
    </>
  );
}
