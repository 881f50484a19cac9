import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { Icon, type IconName } from '../../components/Icon.tsx';
import { agency } from '../../../contract/agency.ts';
import { useAuth } from '../../lib/store.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
import { FeaturedProperties } from './FeaturedProperties.tsx';
import { RecentlyViewed } from '../recent/RecentlyViewed.tsx';

const claims: { icon: IconName; title: string; text: string }[] = [
  { icon: 'users', title: `Trusted by ${agency.clients} clients`, text: 'Families, investors and businesses across Surat' },
  { icon: 'star', title: 'Premium property portfolio', text: 'Verified homes, plots and commercial spaces' },
  { icon: 'calendar', title: `${agency.yearsLabel} years of expertise`, text: `Serving Surat since ${agency.founded}` },
];

const browse: { label: string; href: string; icon: IconName; note: string }[] = [
  { label: 'Apartments', href: '/residential?sub=Apartment', icon: 'building', note: 'City living, 1 to 4 BHK' },
  { label: 'Bungalows', href: '/residential?sub=Bungalows', icon: 'home', note: 'Independent homes with gardens' },
  { label: 'Plots', href: '/residential?sub=Plot', icon: 'area', note: 'Build the home you imagine' },
  { label: 'Farmhouses', href: '/residential?sub=Farmhouses', icon: 'sparkles', note: 'Weekend retreats near Surat' },
  { label: 'Shops', href: '/commercial?sub=Shop', icon: 'tag', note: 'High-footfall retail frontage' },
  { label: 'Showrooms', href: '/commercial?sub=Showrooms', icon: 'star', note: 'Prime main-road visibility' },
  { label: 'Offices', href: '/commercial?sub=Office', icon: 'dashboard', note: 'Ready-to-move workspaces' },
  { label: 'Commercial plots', href: '/commercial?sub=Commercial%20plots', icon: 'trending', note: 'Land for business growth' },
];

const promises: { icon: IconName; title: string; text: string }[] = [
  { icon: 'shield', title: 'Verified listings', text: 'Title and approvals checked before a property reaches you.' },
  { icon: 'handshake', title: 'Honest advice', text: 'Clear pricing guidance and no pressure, from first visit to registry.' },
  { icon: 'key', title: 'End-to-end support', text: 'Site visits, negotiation, home loans and paperwork, handled.' },
];

function Hero() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative -mt-18 overflow-hidden bg-brand-950 md:flex md:min-h-[100svh] md:items-center"
    >
      {/* Phones: the house as a banner the text slides over; wider screens: a full background. */}
      <picture>
        <source media="(max-width: 767.98px)" srcSet="/hero-800.webp" type="image/webp" />
        <img
          src="/hero-1600.webp"
          alt=""
          width={1600}
          height={900}
          fetchPriority="high"
          decoding="async"
          className="absolute inset-x-0 top-0 h-[60svh] w-full object-cover object-[50%_75%] md:inset-0 md:h-full md:object-[60%_center]"
        />
      </picture>
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-[60svh] bg-gradient-to-b from-brand-950/60 via-brand-950/10 to-brand-950 md:inset-0 md:h-full md:bg-gradient-to-r md:from-brand-950/95 md:via-brand-950/70 md:to-transparent"
      />
      <div className="container-page relative z-10 pb-14 pt-[46svh] md:py-36">
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/10 px-3.5 py-1.5 text-xs font-semibold uppercase tracking-[0.16em] text-accent-200 backdrop-blur">
            <Icon name="sparkles" className="h-3.5 w-3.5 shrink-0" />
            Surat's trusted property partner since {agency.founded}
          </p>
          <h1 id="hero-heading" className="mt-6 text-4xl font-extrabold leading-[1.08] tracking-tight text-white sm:text-5xl lg:text-6xl">
            Discover your ideal <span className="text-accent-300">property solution</span>
          </h1>
          <p className="mt-6 max-w-xl text-base leading-relaxed text-white/85 sm:text-lg">
            Premium residential and commercial properties, carefully curated to match your requirements, from city
            apartments and garden bungalows to shops, showrooms and offices across Surat.
          </p>
        </div>
        <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <Link href="/residential" className="btn-accent !px-6 !py-3.5 !text-base">
            Explore Residential Properties
            <Icon name="arrowRight" className="h-4 w-4" />
          </Link>
          <Link href="/commercial" className="btn-light !px-6 !py-3.5 !text-base">
            View Commercial Properties
          </Link>
          <Link href="/projects" className="btn !px-4 !py-3.5 !text-base text-white underline-offset-4 hover:text-accent-200 hover:underline">
            Our Projects
            <Icon name="arrowRight" className="h-4 w-4" />
          </Link>
        </div>

        <ul className="mt-12 grid max-w-4xl gap-3 sm:grid-cols-3 md:mt-16">
          {claims.map((claim) => (
            <li key={claim.title} className="flex items-start gap-3 rounded-2xl border border-white/15 bg-white/10 p-4 backdrop-blur-md">
              <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-accent-400 text-ink">
                <Icon name={claim.icon} className="h-5 w-5" />
              </span>
              <span>
                <span className="block text-sm font-bold text-white">{claim.title}</span>
                <span className="mt-0.5 block text-xs text-white/75">{claim.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function BrowseByType() {
  return (
    <section aria-labelledby="browse-heading" className="bg-white py-20">
      <div className="container-page">
        <p className="eyebrow">Find your fit</p>
        <h2 id="browse-heading" className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
          Browse by property type
        </h2>
        <ul className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-4">
          {browse.map((item) => (
            <li key={item.label}>
              <Link
                href={item.href}
                className="focus-ring group flex h-full flex-col rounded-2xl border border-sand-200 bg-sand p-5 transition hover:-translate-y-0.5 hover:border-brand-300 hover:bg-white hover:shadow-card"
              >
                <span className="grid h-11 w-11 place-items-center rounded-xl bg-brand-800 text-white transition group-hover:bg-accent-400 group-hover:text-ink">
                  <Icon name={item.icon} className="h-5 w-5" />
                </span>
                <span className="mt-4 font-bold text-ink">{item.label}</span>
                <span className="mt-1 text-sm text-ink-muted">{item.note}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function WhyUs() {
  return (
    <section aria-labelledby="why-heading" className="container-page py-20">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <p className="eyebrow">Why {agency.name}</p>
          <h2 id="why-heading" className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
            {agency.yearsLabel} years of helping Surat move in, move up and grow
          </h2>
          <p className="mt-4 text-ink-soft">
            Since {agency.founded} we have matched more than {agency.clients} clients with homes and business spaces in Vesu,
            Adajan, Pal, Piplod, City Light, Athwa and beyond. Local knowledge, honest advice and a portfolio we stand behind.
          </p>
          <Link href="/aboutus" className="btn-primary mt-8">
            More about us
            <Icon name="arrowRight" className="h-4 w-4" />
          </Link>
        </div>
        <ul className="grid gap-4">
          {promises.map((item) => (
            <li key={item.title} className="card flex gap-4 p-5">
              <span className="grid h-12 w-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={item.icon} className="h-6 w-6" />
              </span>
              <span>
                <span className="block font-bold text-ink">{item.title}</span>
                <span className="mt-1 block text-sm text-ink-soft">{item.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function CallToAction() {
  return (
    <section aria-labelledby="cta-heading" className="container-page pb-20">
      <div className="relative overflow-hidden rounded-3xl bg-brand-900 px-6 py-12 text-center sm:px-12">
        <div aria-hidden="true" className="absolute -right-16 -top-16 h-64 w-64 rounded-full bg-accent-400/20 blur-3xl" />
        <div aria-hidden="true" className="absolute -bottom-20 -left-10 h-64 w-64 rounded-full bg-brand-400/30 blur-3xl" />
        <h2 id="cta-heading" className="relative text-2xl font-extrabold tracking-tight text-white sm:text-3xl">
          Ready to find your next property?
        </h2>
        <p className="relative mx-auto mt-3 max-w-xl text-white/80">
          Tell us what you need. Our advisors reply within 24 business hours, and consultations are free.
        </p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a href={agency.phones[0].href} className="btn-accent !px-6 !py-3">
            <Icon name="phone" className="h-4 w-4" />
            Call {agency.phones[0].display}
          </a>
          <a href={agency.whatsapp.href} target="_blank" rel="noopener noreferrer" className="btn-light !px-6 !py-3">
            <Icon name="chat" className="h-4 w-4" />
            Chat on WhatsApp
          </a>
        </div>
      </div>
    </section>
  );
}

/** 'New since your last visit', in its own chunk, fetched only for a signed-in user. */
const NewSinceVisit = lazy(() => import('../savedSearches/NewSinceVisit.tsx'));

function ForTheUser() {
  const { user } = useAuth();
  // The server renders home for a visitor: the user's part appears once the app has taken over.
  const hydrated = useHydrated();
  if (!hydrated || user?.role?.toLowerCase() !== 'user') return null;
  return (
    <Suspense fallback={null}>
      <NewSinceVisit className="container-page pt-12" />
    </Suspense>
  );
}

export function HomeScreen() {
  useDocumentTitle();
  return (
    <>
      <Hero />
      <ForTheUser />
      <FeaturedProperties />
      <RecentlyViewed />
      <BrowseByType />
      <WhyUs />
      <CallToAction />
    </>
  );
}
