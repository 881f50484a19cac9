import type { ReactNode } from 'react';
import type { IconName } from '../../components/Icon.tsx';
import { IconTile } from '../../components/IconTile.tsx';
import { agency } from '../../../contract/agency.ts';
import { useT } from '../../i18n/useT.tsx';
import type { MessageId } from '../../i18n/messages/en.ts';

const points: { icon: IconName; text: MessageId }[] = [
  { icon: 'heart', text: 'auth.point.save' },
  { icon: 'shield', text: 'auth.point.verified' },
  { icon: 'users', text: 'auth.point.trusted' },
];

/**
 * The account screens' frame: the form in a card, and beside it on wide screens a picture panel
 * that says why an account is worth having.
 */
export function AuthLayout({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  const t = useT();
  return (
    <section className="bg-sand px-4 py-10 sm:py-16">
      <div className="card mx-auto grid w-full max-w-md overflow-hidden lg:max-w-5xl lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <div className="relative hidden overflow-hidden bg-brand-950 lg:block">
          <img src="/hero-800.webp" alt="" width={800} height={450} className="absolute inset-0 h-full w-full object-cover opacity-45" />
          <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-brand-950 via-brand-950/70 to-brand-900/30" />
          <div className="relative flex h-full flex-col justify-end p-10 text-white">
            <p className="text-xs font-bold uppercase tracking-[0.18em] text-accent-300">{agency.fullName}</p>
            <p className="mt-3 text-2xl font-extrabold leading-snug">{t('auth.tagline', { since: agency.founded })}</p>
            <ul className="mt-8 space-y-4 text-sm text-white/90">
              {points.map((point) => (
                <li key={point.text} className="flex items-start gap-3">
                  <IconTile name={point.icon} size="sm" colors="bg-white/10 text-accent-300" />
                  <span className="pt-1.5">{t(point.text, { clients: agency.clients, since: agency.founded })}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="p-6 sm:p-10">
          <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">{title}</h1>
          <p className="mt-2 text-ink-soft">{intro}</p>
          <div className="mt-8">{children}</div>
        </div>
      </div>
    </section>
  );
}

/** Where an account form will be while its code is on its way (a visit that came through the app): its place kept, nothing to read. */
export function AuthFormPlaceholder({ className }: { className: string }) {
  return <div aria-busy="true" className={`skeleton ${className}`} />;
}
