import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { Icon, type IconName } from '../../components/Icon.tsx';
import { agency } from '../../../contract/agency.ts';
import { hasRole, useAuth } from '../../lib/store.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
import { Message, useT, type Translate } from '../../i18n/useT.tsx';
import { FeaturedProperties } from './FeaturedProperties.tsx';
import { RecentlyViewed } from '../recent/RecentlyViewed.tsx';
import { SectionHeading } from '../../components/SectionHeading.tsx';
import { OnwardLink } from '../../components/OnwardLink.tsx';

const claimsIn = (t: Translate): { icon: IconName; title: string; text: string }[] => [
  { icon: 'users', title: t('home.claim.clients.title', { clients: agency.clients }), text: t('home.claim.clients.text') },
  { icon: 'star', title: t('home.claim.portfolio.title'), text: t('home.claim.portfolio.text') },
  {
    icon: 'calendar',
    title: t('home.claim.years.title', { years: agency.yearsLabel }),
    text: t('home.claim.years.text', { founded: agency.founded }),
  },
];

const browseIn = (t: Translate): { label: string; href: string; icon: IconName; note: string }[] => [
  { label: t('home.browse.apartments'), href: '/residential?sub=Apartment', icon: 'building', note: t('home.browse.apartments.note') },
  { label: t('home.browse.bungalows'), href: '/residential?sub=Bungalows', icon: 'home', note: t('home.browse.bungalows.note') },
  { label: t('home.browse.plots'), href: '/residential?sub=Plot', icon: 'area', note: t('home.browse.plots.note') },
  { label: t('home.browse.farmhouses'), href: '/residential?sub=Farmhouses', icon: 'sparkles', note: t('home.browse.farmhouses.note') },
  { label: t('home.browse.shops'), href: '/commercial?sub=Shop', icon: 'tag', note: t('home.browse.shops.note') },
  { label: t('home.browse.showrooms'), href: '/commercial?sub=Showrooms', icon: 'star', note: t('home.browse.showrooms.note') },
  { label: t('home.browse.offices'), href: '/commercial?sub=Office', icon: 'dashboard', note: t('home.browse.offices.note') },
  {
    label: t('home.browse.commercialPlots'),
    href: '/commercial?sub=Commercial%20plots',
    icon: 'trending',
    note: t('home.browse.commercialPlots.note'),
  },
];

const promisesIn = (t: Translate): { icon: IconName; title: string; text: string }[] => [
  { icon: 'shield', title: t('home.promise.verified.title'), text: t('home.promise.verified.text') },
  { icon: 'handshake', title: t('home.promise.advice.title'), text: t('home.promise.advice.text') },
  { icon: 'key', title: t('home.promise.support.title'), text: t('home.promise.support.text') },
];

function Hero() {
  const t = useT();
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
            {t('home.hero.since', { founded: agency.founded })}
          </p>
          <h1 id="hero-heading" className="mt-6 text-4xl font-extrabold leading-[1.08] tracking-tight text-white sm:text-5xl lg:text-6xl">
            <Message id="home.hero.heading" components={{ 0: <span className="text-accent-300" /> }} />
          </h1>
          <p className="mt-6 max-w-xl text-base leading-relaxed text-white/85 sm:text-lg">{t('home.hero.text')}</p>
        </div>
        <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <OnwardLink href="/residential" className="btn-accent !px-6 !py-3.5 !text-base">
            {t('home.hero.residential')}
          </OnwardLink>
          <Link href="/commercial" className="btn-light !px-6 !py-3.5 !text-base">
            {t('home.hero.commercial')}
          </Link>
          <OnwardLink
            href="/projects"
            className="btn !px-4 !py-3.5 !text-base text-white underline-offset-4 hover:text-accent-200 hover:underline"
          >
            {t('home.hero.projects')}
          </OnwardLink>
        </div>

        <ul className="mt-12 grid max-w-4xl gap-3 sm:grid-cols-3 md:mt-16">
          {claimsIn(t).map((claim) => (
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
  const t = useT();
  return (
    <section aria-labelledby="browse-heading" className="render-lazily bg-white py-20">
      <div className="container-page">
        <SectionHeading id="browse-heading" eyebrow={t('home.browse.eyebrow')} className="sm:text-4xl">
          {t('home.browse.heading')}
        </SectionHeading>
        <ul className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-4">
          {browseIn(t).map((item) => (
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
  const t = useT();
  return (
    <section aria-labelledby="why-heading" className="render-lazily container-page py-20">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading id="why-heading" eyebrow={t('home.why.eyebrow', { agency: agency.name })} className="sm:text-4xl">
            {t('home.why.heading', { years: agency.yearsLabel })}
          </SectionHeading>
          <p className="mt-4 text-ink-soft">{t('home.why.text', { founded: agency.founded, clients: agency.clients })}</p>
          <OnwardLink href="/aboutus" className="btn-primary mt-8">
            {t('home.why.more')}
          </OnwardLink>
        </div>
        <ul className="grid gap-4">
          {promisesIn(t).map((item) => (
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
  const t = useT();
  return (
    <section aria-labelledby="cta-heading" className="render-lazily container-page pb-20">
      <div className="relative overflow-hidden rounded-3xl bg-brand-900 px-6 py-12 text-center sm:px-12">
        <div aria-hidden="true" className="absolute -right-16 -top-16 h-64 w-64 rounded-full bg-accent-400/20 blur-3xl" />
        <div aria-hidden="true" className="absolute -bottom-20 -left-10 h-64 w-64 rounded-full bg-brand-400/30 blur-3xl" />
        <h2 id="cta-heading" className="relative text-2xl font-extrabold tracking-tight text-white sm:text-3xl">
          {t('home.cta.heading')}
        </h2>
        <p className="relative mx-auto mt-3 max-w-xl text-white/80">{t('home.cta.text')}</p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a href={agency.phones[0].href} className="btn-accent !px-6 !py-3">
            <Icon name="phone" className="h-4 w-4" />
            {t('home.cta.call', { phone: agency.phones[0].display })}
          </a>
          <a href={agency.whatsapp.href} target="_blank" rel="noopener noreferrer" className="btn-light !px-6 !py-3">
            <Icon name="chat" className="h-4 w-4" />
            {t('home.cta.whatsapp')}
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
  if (!hydrated || !hasRole(user, 'user')) return null;
  return (
    <Suspense fallback={null}>
      <NewSinceVisit className="container-page pt-12" />
    </Suspense>
  );
}

/**
 * The featured listings and the sections below them are Suspense boundaries of their own: adopting
 * the server's HTML, React brings each to life in a pass of its own after the hero, instead of the
 * whole page in one long task.
 */
export function HomeScreen() {
  useDocumentTitle();
  return (
    <>
      <Hero />
      <ForTheUser />
      <Suspense fallback={null}>
        <FeaturedProperties />
      </Suspense>
      <RecentlyViewed />
      <Suspense fallback={null}>
        <BrowseByType />
        <WhyUs />
        <CallToAction />
      </Suspense>
    </>
  );
}
