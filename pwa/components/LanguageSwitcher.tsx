import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { HTML_LANGS, keepLocale, LANGUAGE_NAMES, LOCALES, localizedPath, type Locale } from '../i18n/locales.ts';
import { useLocale, useT } from '../i18n/useT.tsx';
import { getAuth } from '../lib/store.ts';
import { LanguageName } from './LanguageName.tsx';
import { bestEffort } from '../lib/bestEffort.ts';

/**
 * The same page in each language, each named in its own script (Gujarati's and Hindi's names
 * drawn, see LanguageName; `others`: only the languages the page is not in, where room is short).
 * A choice is a page load (the language's messages come with it) and is kept on the device: `/`
 * leads to it next time; a signed-in user's choice is saved to their account as well (when online).
 */
export function LanguageSwitcher({
  tone = 'dark',
  others = false,
  className = '',
}: {
  tone?: 'dark' | 'light';
  others?: boolean;
  className?: string;
}) {
  const t = useT();
  const current = useLocale();
  const [path] = useLocation();
  const choose = (locale: Locale) => (event: MouseEvent<HTMLAnchorElement>) => {
    keepLocale(locale);
    if (locale === current) return;
    event.preventDefault();
    const target = `${localizedPath(locale, path)}${window.location.search}`;
    if (!getAuth().user) {
      window.location.assign(target);
      return;
    }
    void bestEffort(
      'the device keeps the choice',
      import('../data/accountLanguage.ts').then(({ keepLanguageWithAccount }) => keepLanguageWithAccount(locale)),
    ).finally(() => window.location.assign(target));
  };
  return (
    <ul aria-label={t('language.label')} className={`flex items-center gap-1 text-sm ${className}`}>
      {LOCALES.filter((locale) => !others || locale !== current).map((locale) => (
        <li key={locale}>
          <a
            href={localizedPath(locale, path)}
            hrefLang={HTML_LANGS[locale]}
            lang={HTML_LANGS[locale]}
            aria-label={locale === 'en' ? undefined : LANGUAGE_NAMES[locale]}
            aria-current={locale === current ? 'true' : undefined}
            onClick={choose(locale)}
            className={`focus-ring block rounded-md py-1 font-semibold transition ${others ? 'px-1.5' : 'px-2'} ${
              locale === current
                ? tone === 'light'
                  ? 'bg-white/15 text-white'
                  : 'bg-brand-50 text-brand-800'
                : tone === 'light'
                  ? 'text-white/75 hover:text-white'
                  : 'text-ink-soft hover:bg-sand-100 hover:text-brand-800'
            }`}
          >
            {locale === 'en' ? LANGUAGE_NAMES[locale] : <LanguageName locale={locale} />}
          </a>
        </li>
      ))}
    </ul>
  );
}
