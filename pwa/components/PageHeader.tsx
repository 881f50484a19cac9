import type { ReactNode } from 'react';
import { Breadcrumbs } from './Breadcrumbs.tsx';

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
  return (
    <div className="relative overflow-hidden bg-brand-950">
      <div aria-hidden="true" className="absolute -right-24 -top-24 h-72 w-72 rounded-full bg-brand-500/30 blur-3xl" />
      <div aria-hidden="true" className="absolute -bottom-28 left-1/3 h-64 w-64 rounded-full bg-accent-400/15 blur-3xl" />
      <div className="container-page relative py-12 sm:py-14">
        {crumb && <Breadcrumbs current={crumb} tone="dark" />}
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-white sm:text-4xl">{title}</h1>
        {intro && <p className="mt-3 max-w-2xl text-white/80">{intro}</p>}
        {children}
      </div>
    </div>
  );
}
