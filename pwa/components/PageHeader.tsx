import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useT } from '../i18n/useT.tsx';
import { Icon } from './Icon.tsx';

/** The dark band at the top of inner pages: breadcrumb, the page's one h1, a line of intro. */
export function PageHeader({
  title,
  intro,
  crumb,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  crumb?: string;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="relative overflow-hidden bg-brand-950">
      <div aria-hidden="true" className="absolute -right-24 -top-24 h-72 w-72 rounded-full bg-brand-500/30 blur-3xl" />
      <div aria-hidden="true" className="absolute -bottom-28 left-1/3 h-64 w-64 rounded-full bg-accent-400/15 blur-3xl" />
      <div className="container-page relative py-12 sm:py-14">
        {crumb && (
          <nav aria-label={t('breadcrumb.label')}>
            <ol className="flex items-center gap-1.5 text-sm text-white/70">
              <li>
                <Link href="/" className="focus-ring rounded hover:text-white">
                  {t('nav.home')}
                </Link>
              </li>
              <li aria-hidden="true">
                <Icon name="chevronRight" className="h-3.5 w-3.5" />
              </li>
              <li aria-current="page" className="font-semibold text-accent-200">
                {crumb}
              </li>
            </ol>
          </nav>
        )}
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-white sm:text-4xl">{title}</h1>
        {intro && <p className="mt-3 max-w-2xl text-white/80">{intro}</p>}
        {children}
      </div>
    </div>
  );
}
