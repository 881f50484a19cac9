import { Link } from 'wouter';
import { agency } from '../../contract/agency.ts';
import { useAgentReraNumber } from '../lib/agency.ts';
import { Icon } from './Icon.tsx';
import { Logo } from './Logo.tsx';
import { SocialLinks } from './SocialLinks.tsx';

const quickLinks = [
  { href: '/', label: 'Home' },
  { href: '/residential', label: 'Residential' },
  { href: '/commercial', label: 'Commercial' },
  { href: '/contactus', label: 'Contact' },
] as const;

const moreLinks = [
  { href: '/projects', label: 'Our Projects' },
  { href: '/aboutus', label: 'About Us' },
  { href: '/search', label: 'Search Properties' },
] as const;

export function Footer() {
  return (
    <footer className="mt-auto bg-brand-950 text-white/80">
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr]">
        <div>
          <Logo tone="light" />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-white/75">
            {agency.yearsLabel} years helping Surat families and businesses buy, sell and rent with confidence:
            apartments, bungalows, plots, farmhouses, shops, showrooms and offices.
          </p>
          <div className="mt-6">
            <SocialLinks tone="light" />
          </div>
        </div>

        <nav aria-label="Quick links">
          <h2 className="text-sm font-bold uppercase tracking-[0.16em] text-accent-300">Quick Links</h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {quickLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="focus-ring rounded hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-label="More">
          <h2 className="text-sm font-bold uppercase tracking-[0.16em] text-accent-300">Explore</h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {moreLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="focus-ring rounded hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-bold uppercase tracking-[0.16em] text-accent-300">Visit Our Office</h2>
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
                {agency.hours.days}, {agency.hours.time}
              </span>
            </p>
            <AgentReraLine />
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-5 text-xs text-white/60 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {new Date().getFullYear()} {agency.fullName}. All rights reserved.
          </p>
          <p>Trusted by {agency.clients} clients since {agency.founded}.</p>
        </div>
      </div>
    </footer>
  );
}

/** The agency's GujRERA agent registration, when the office has set it. */
function AgentReraLine() {
  const number = useAgentReraNumber();
  if (!number) return null;
  return (
    <p className="flex gap-3" data-testid="agent-rera">
      <Icon name="shield" className="mt-0.5 h-4 w-4 shrink-0 text-accent-300" />
      <span>
        Agent RERA Reg. No. <span className="break-all font-semibold text-white">{number}</span>
      </span>
    </p>
  );
}
