/** The privacy area's own menu: the grievance queue, the access log and breach notices. */
import { Link, useLocation } from 'wouter';

const tabs = [
  { href: '/admincp/privacy/grievances', label: 'Grievances' },
  { href: '/admincp/privacy/access-log', label: 'Access log' },
  { href: '/admincp/privacy/breach-notices', label: 'Breach notice' },
];

export function PrivacyTabs() {
  const [location] = useLocation();
  return (
    <nav aria-label="Privacy" className="-mt-2 mb-6 flex flex-wrap gap-2">
      {tabs.map((tab) => {
        const active = location.startsWith(tab.href);
        return (
          <Link
            key={tab.href}
            href={tab.href}
            aria-current={active ? 'page' : undefined}
            className={`focus-ring rounded-full px-4 py-2 text-sm font-semibold ${
              active ? 'bg-brand-800 text-white' : 'bg-white text-ink-soft ring-1 ring-sand-200 hover:text-brand-800'
            }`}
          >
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
