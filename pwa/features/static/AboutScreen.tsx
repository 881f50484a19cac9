import { Link } from 'wouter';
import { Icon, type IconName } from '../../components/Icon.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { agency } from '../../../contract/agency.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { ContactDetails } from './ContactDetails.tsx';

const stats = [
  { value: agency.yearsLabel, label: 'Years in Surat real estate' },
  { value: agency.clients, label: 'Clients served' },
  { value: '8', label: 'Property types we deal in' },
  { value: '7', label: 'Days a week, 10 AM to 8 PM' },
];

const expertise: { icon: IconName; title: string; text: string }[] = [
  { icon: 'home', title: 'Residential sales', text: 'Apartments, bungalows and row houses in Vesu, Adajan, Pal, Piplod and City Light.' },
  { icon: 'key', title: 'Rentals and leasing', text: 'Verified tenants and landlords, fair agreements and smooth move-ins.' },
  { icon: 'building', title: 'Commercial spaces', text: 'Shops, showrooms and offices on Surat’s main business corridors.' },
  { icon: 'area', title: 'Plots and farmhouses', text: 'Open plots, commercial land and weekend farmhouses around the city.' },
  { icon: 'trending', title: 'Investment advisory', text: 'Honest views on price, yield and growth before you commit.' },
  { icon: 'shield', title: 'Legal and loan assistance', text: 'Title checks, documentation and home-loan tie-ups with leading banks.' },
];

const reasons = [
  { title: `Local expertise since ${agency.founded}`, text: 'We know Surat street by street: prices, builders, schools and what is coming next.' },
  { title: 'Verified, premium listings', text: 'Every property is visited and its papers checked before we show it to you.' },
  { title: 'Transparent pricing', text: 'Clear figures, no hidden charges and advice that puts your budget first.' },
  { title: 'End-to-end support', text: 'From the first site visit to registration and handover, one team walks with you.' },
  { title: 'Relationships that last', text: `More than ${agency.clients} clients, many of whom come back to us and send their families.` },
];

/** /aboutus: expertise, five reasons, contact details and a testimonial. */
export function AboutScreen() {
  useDocumentTitle({ id: 'nav.aboutUs' });
  return (
    <>
      <PageHeader
        title="About Us"
        crumb="About Us"
        intro={`${agency.name} has helped Surat families, investors and businesses find the right property since ${agency.founded}.`}
      />

      <section className="container-page grid gap-12 py-16 lg:grid-cols-2 lg:items-center" aria-labelledby="story-heading">
        <div>
          <p className="eyebrow">Our story</p>
          <h2 id="story-heading" className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900">
            {agency.yearsLabel} years of turning requirements into addresses
          </h2>
          <div className="mt-5 space-y-4 text-ink-soft">
            <p>
              We started in {agency.founded} as a small advisory desk on VIP Road with one promise: to treat every
              client’s money as carefully as our own. That promise has carried us through Surat’s growth from a
              textile and diamond hub into one of India’s fastest-growing cities.
            </p>
            <p>
              Today our team handles premium residential and commercial properties across the city, with a portfolio
              curated to match what each client actually needs rather than what is easiest to sell.
            </p>
          </div>
        </div>
        <ul className="grid grid-cols-2 gap-4">
          {stats.map((stat) => (
            <li key={stat.label} className="card p-6">
              <span className="block text-3xl font-black tracking-tight text-brand-800 sm:text-4xl">{stat.value}</span>
              <span className="mt-2 block text-sm text-ink-soft">{stat.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-white py-16" aria-labelledby="expertise-heading">
        <div className="container-page">
          <p className="eyebrow">What we do</p>
          <h2 id="expertise-heading" className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900">
            Our Expertise
          </h2>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {expertise.map((item) => (
              <li key={item.title} className="rounded-2xl border border-sand-200 bg-sand p-6">
                <span className="grid h-11 w-11 place-items-center rounded-xl bg-brand-800 text-white">
                  <Icon name={item.icon} className="h-5 w-5" />
                </span>
                <h3 className="mt-4 font-bold text-ink">{item.title}</h3>
                <p className="mt-1.5 text-sm text-ink-soft">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container-page py-16" aria-labelledby="reasons-heading">
        <div className="grid gap-12 lg:grid-cols-[1fr_1.2fr]">
          <div>
            <p className="eyebrow">Why clients choose us</p>
            <h2 id="reasons-heading" className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900">
              Five reasons to choose {agency.name}
            </h2>
            <figure className="mt-10 rounded-3xl bg-brand-900 p-8 text-white">
              <Icon name="quote" className="h-8 w-8 text-accent-300" />
              <blockquote className="mt-4 text-lg leading-relaxed">
                “We were relocating from Mumbai and had two weekends to find a home. The team shortlisted four
                apartments in Vesu that matched our list exactly, handled the paperwork and even helped with the loan.
                Stress-free from start to finish.”
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span aria-hidden="true" className="grid h-11 w-11 place-items-center rounded-full bg-accent-400 font-bold text-ink">
                  PD
                </span>
                <span>
                  <span className="block font-bold">Priya and Rohan Desai</span>
                  <span className="block text-sm text-white/75">Bought a 3 BHK apartment in Vesu</span>
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
                  <h3 className="font-bold text-ink">{reason.title}</h3>
                  <p className="mt-1 text-sm text-ink-soft">{reason.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="bg-white py-16" aria-labelledby="about-contact-heading">
        <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-center">
          <div>
            <p className="eyebrow">Get in touch</p>
            <h2 id="about-contact-heading" className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900">
              Contact details
            </h2>
            <p className="mt-3 text-ink-soft">Visit our office, call or message us. Consultations are always free.</p>
            <Link href="/contactus" className="btn-primary mt-6">
              Contact Us
              <Icon name="arrowRight" className="h-4 w-4" />
            </Link>
          </div>
          <div className="card p-6 sm:p-8">
            <ContactDetails />
          </div>
        </div>
      </section>
    </>
  );
}
