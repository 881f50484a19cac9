import { Fragment, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useT } from '../i18n/useT.tsx';
import { Icon } from './Icon.tsx';

const tones = {
  /** On the page's sand background. */
  light: { list: 'text-ink-muted', link: 'hover:text-brand-800', current: 'max-w-[16rem] truncate font-semibold text-ink' },
  /** On PageHeader's dark band. */
  dark: { list: 'text-white/70', link: 'hover:text-white', current: 'font-semibold text-accent-200' },
};

/** A page's breadcrumb: Home, the sections on the way, and the page itself (marked, not a link). */
export function Breadcrumbs({
  trail = [],
  current,
  currentLang,
  tone = 'light',
}: {
  trail?: { href: string; label: ReactNode }[];
  current: ReactNode;
  /** The language of `current` when it is not the page's (a listing's English title on a Gujarati page). */
  currentLang?: string;
  tone?: keyof typeof tones;
}) {
  const t = useT();
  const style = tones[tone];
  const separator = (
    <li aria-hidden="true">
      <Icon name="chevronRight" className="h-3.5 w-3.5" />
    </li>
  );
  return (
    <nav aria-label={t('breadcrumb.label')}>
      <ol className={`flex flex-wrap items-center gap-1.5 text-sm ${style.list}`}>
        {[{ href: '/', label: t('nav.home') }, ...trail].map((step) => (
          <Fragment key={step.href}>
            <li>
              <Link href={step.href} className={`focus-ring rounded ${style.link}`}>
                {step.label}
              </Link>
            </li>
            {separator}
          </Fragment>
        ))}
        <li aria-current="page" className={style.current} lang={currentLang}>
          {current}
        </li>
      </ol>
    </nav>
  );
}
