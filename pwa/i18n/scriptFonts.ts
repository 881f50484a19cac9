/**
 * The fonts a page in Gujarati or Hindi draws its letters with where the system has none
 * (locale-gu.css, locale-hi.css). Chromium on such a system kept some words as empty boxes when they
 * were painted before their font had loaded, even after it had: so a page the app draws from
 * scratch waits for both weights first (a prerendered page links and preloads them in its head).
 */
import type { Locale } from './locales.ts';

const SCRIPT_FONTS: Partial<Record<Locale, { family: string; sample: string }>> = {
  gu: { family: 'Noto Sans Gujarati', sample: 'ગુજરાતી' },
  hi: { family: 'Noto Sans Devanagari', sample: 'हिन्दी' },
};

/** The weights the language's faces are served in: regular (100–500) and bold (600–900). */
export const SERVED_WEIGHTS = [400, 700] as const;

/** How long a first render waits for the fonts at most (a slow or failed download must not hold the page). */
const WAIT_AT_MOST_MS = 3000;

/** Resolves once the language's fonts are loaded, or failed, or after a few seconds, whichever comes first. */
export function scriptFontsLoaded(locale: Locale, waitAtMost = WAIT_AT_MOST_MS): Promise<void> {
  const font = SCRIPT_FONTS[locale];
  if (!font || typeof document === 'undefined' || !('fonts' in document)) return Promise.resolve();
  const loads = Promise.all(SERVED_WEIGHTS.map((weight) => document.fonts.load(`${weight} 1em "${font.family}"`, font.sample)));
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, waitAtMost));
  return Promise.race([
    loads.then(
      () => undefined,
      (error: unknown) => console.warn(`${font.family} could not be loaded; the page shows without it`, error),
    ),
    timeout,
  ]);
}
