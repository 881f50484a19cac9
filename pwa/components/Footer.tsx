import { Link } from 'wouter';
import { agency } from '../../contract/agency.ts';
import { useT } from '../i18n/useT.tsx';
import { useAgentReraNumber } from '../data/agency.ts';
import { Icon } from './Icon.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { Logo } from './Logo.tsx';
import { SocialLinks } from './SocialLinks.tsx';

export function Footer() {
  const t = useT();
  const quickLinks = [
    { href: '/', label: t('nav.home') },
    { href: '/residential', label: t('catalog.residential') },
    { href: '/commercial', label: t('catalog.commercial') },
    { href: '/contactus', label: t('footer.contact') },
    { href: '/list-your-property', label: t('footer.listProperty') },
  ];
  const moreLinks = [
    { href: '/projects', label: t('footer.ourProjects') },
    { href: '/aboutus', label: t('nav.aboutUs') },
    { href: '/search', label: t('footer.searchProperties') },
    { href: '/privacy', label: t('footer.privacy') },
    { href: '/grievance', label: t('footer.grievance') },
  ];
  return (
    <footer className="render-lazily-footer mt-auto bg-brand-950 text-white/80">
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr]">
        <div>
          <Logo tone="light" />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-white/75">{t('footer.about', { years: agency.yearsLabel })}</p>
          <div className="mt-6">
            <SocialLinks tone="light" />
          </div>
          <LanguageSwitcher tone="light" className="-ml-2 mt-5" />
        </div>

        <FooterLinks label={t('footer.quickLinksLabel')} title={t('footer.quickLinks')} links={quickLinks} />

        <FooterLinks label={t('footer.more')} title={t('footer.explore')} links={moreLinks} />

        <div>
          <h2 className="text-sm font-bold uppercase tracking-[0.16em] text-accent-300">{t('footer.visitOffice')}</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex gap-3">
              <Icon name="pin" className="mt-0.5 h-4 w-4 shrink-0 text-accent-300" />
              <span>
                {agency.address.lines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </span>
            </p>
            <p className="flex gap-3">
              <Icon name="phone" className="mt-0.5 h-4 w-4 shrink-0 text-accent-300" />
              <a href={agency.phones[0].href} className="focus-ring rounded hover:text-white hover:underline">
                {agency.phones[0].display}
              </a>
            </p>
            <p className="flex gap-3">
              <Icon name="mail" className="mt-0.5 h-4 w-4 shrink-0 text-accent-300" />
              <a href={`mailto:${agency.emails.general}`} className="focus-ring rounded hover:text-white hover:underline">
                {agency.emails.general}
              </a>
            </p>
            <p className="flex gap-3">
              <Icon name="clock" className="mt-0.5 h-4 w-4 shrink-0 text-accent-300" />
              <span>
                {t('agency.hoursDays')}, {t('agency.hoursTime')}
              </span>
            </p>
            <AgentReraLine />
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-5 text-xs text-white/60 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.rights', { year: new Date().getFullYear(), agency: agency.fullName })}</p>
          <p>{t('footer.trusted', { clients: agency.clients, founded: agency.founded })}</p>
        </div>
      </div>
    </footer>
  );
}

/** The agency's GujRERA agent registration, when the office has set it. */
function AgentReraLine() {
  const t = useT();
  const number = useAgentReraNumber();
  if (!number) return null;
  return (
    <p className="flex gap-3" data-testid="agent-rera">
      <Icon name="shield" className="mt-0.5 h-4 w-4 shrink-0 text-accent-300" />
      <span>
        {t('footer.agentRera')} <span className="break-all font-semibold text-white">{number}</span>
      </span>
    </p>
  );
}

/** One of the footer's columns of links, under its heading. */
function FooterLinks({ label, title, links }: { label: string; title: string; links: { href: string; label: string }[] }) {
  return (
    <nav aria-label={label}>
      <h2 className="text-sm font-bold uppercase tracking-[0.16em] text-accent-300">{title}</h2>
      <ul className="mt-4 space-y-2.5 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="focus-ring rounded hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
