/** The privacy area's own menu: the grievance queue, the access log and breach notices. */
import { Link, useLocation } from 'wouter';
import type { MessageId } from '../../../i18n/messages/en.ts';
import { useT } from '../../../i18n/useT.tsx';

const tabs: { href: string; label: MessageId }[] = [
  { href: '/admincp/privacy/grievances', label: 'privacyAdmin.tab.grievances' },
  { href: '/admincp/privacy/access-log', label: 'privacyAdmin.tab.accessLog' },
  { href: '/admincp/privacy/breach-notices', label: 'privacyAdmin.tab.breach' },
];

export function PrivacyTabs() {
  const t = useT();
  const [location] = useLocation();
  return (
    <nav aria-label={t('privacyAdmin.title')} className="-mt-2 mb-6 flex flex-wrap gap-2">
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
            {t(tab.label)}
          </Link>
        );
      })}
    </nav>
  );
}
