import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon.tsx';
import { IconTile } from './IconTile.tsx';

/** An inline banner: 'error' for failures (announced), 'info' for quiet states. */
export function Notice({ tone, title, children }: { tone: 'error' | 'info'; title: string; children?: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex gap-3 rounded-2xl border p-4 ${
        tone === 'error' ? 'border-rose-200 bg-rose-50 text-rose-900' : 'border-brand-200 bg-brand-50 text-brand-900'
      }`}
    >
      <Icon name={tone === 'error' ? 'alert' : 'info'} className="mt-0.5 h-5 w-5 shrink-0" />
      <div>
        <p className="font-semibold">{title}</p>
        {children && <div className="mt-1 text-sm opacity-90">{children}</div>}
      </div>
    </div>
  );
}

/**
 * The empty result of a list: an icon, a title, a hint and an optional action. Inside a panel that has
 * its own heading the title is a paragraph (`titleAs="p"`), so the outline keeps one heading per panel.
 */
export function EmptyState({
  title,
  hint,
  icon = 'search',
  iconColors,
  titleAs: Title = 'h2',
  children,
}: {
  title: string;
  hint: string;
  icon?: IconName;
  iconColors?: string;
  titleAs?: 'h2' | 'p';
  children?: ReactNode;
}) {
  return (
    <div className="card flex flex-col items-center px-6 py-14 text-center">
      <IconTile name={icon} colors={iconColors} />
      <Title className={`mt-4 font-bold text-brand-900 ${Title === 'h2' ? 'text-xl' : 'text-lg'}`}>{title}</Title>
      <p className="mt-2 max-w-md text-ink-soft">{hint}</p>
      {children && <div className="mt-6">{children}</div>}
    </div>
  );
}

const statusTones = {
  success: { colors: 'border-emerald-200 bg-emerald-50 text-emerald-900', icon: 'check' },
  offline: { colors: 'border-amber-300 bg-amber-50 text-amber-900', icon: 'wifiOff' },
} as const satisfies Record<string, { colors: string; icon: IconName }>;

/** A one-line status beside a form's buttons: a change saved, or writes waiting for the network. */
export function StatusLine({
  tone,
  className = '',
  children,
}: {
  tone: keyof typeof statusTones;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="status"
      className={`flex items-center gap-3 rounded-2xl border p-4 text-sm font-semibold ${statusTones[tone].colors} ${className}`}
    >
      <Icon name={statusTones[tone].icon} className="h-5 w-5 shrink-0" />
      {children}
    </div>
  );
}
