/**
 * The site's languages and where each lives: English at `/…`, Gujarati at `/gu/…`, Hindi at `/hi/…`.
 * The language of a page is the prefix of its path; the app's router runs under that prefix, so its
 * links keep it (App.tsx). A visitor's choice is kept on the device: `/` leads to it (main.tsx).
 */
export const LOCALES = ['en', 'gu', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in its own script, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', gu: 'ગુજરાતી', hi: 'हिन्दी' };

/** The `Intl` locale of numbers, prices and dates. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-IN', gu: 'gu-IN', hi: 'hi-IN' };

/** The page's `<html lang>` (and the `hreflang` of its alternates: en, gu, hi). */
export const HTML_LANGS: Record<Locale, string> = { en: 'en-IN', gu: 'gu', hi: 'hi' };

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The router's base of a language: none for English, `/gu` for Gujarati. */
export const localeBase = (locale: Locale): string => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/** A path's language and the path inside it: `/gu/residential` → gu, `/residential`; `/gu` → gu, `/`. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(gu|hi)(?=\/|$)/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname };
  return { locale: match[1] as Locale, path: pathname.slice(match[0].length) || '/' };
}

/** The address of `path` (an English one, `/residential`) in `locale`: `/gu/residential`, home `/gu/`. */
export function localizedPath(locale: Locale, path: string): string {
  return `${localeBase(locale)}${path}`;
}

const KEPT = 'language';

/** The language the visitor chose on this device, if any. */
export function keptLocale(): Locale | null {
  try {
    const kept = localStorage.getItem(KEPT);
    return isLocale(kept) ? kept : null;
  } catch {
    // Private mode without storage: no choice kept.
    return null;
  }
}

export function keepLocale(locale: Locale): void {
  try {
    localStorage.setItem(KEPT, locale);
  } catch {
    // Private mode without storage: the choice lasts for the visit (the URL carries it).
  }
}
