/**
 * Messages through Lingui's runtime (@lingui/core, @lingui/react): every string has an id
 * (`header.login`), its ICU message per language in messages/<locale>.ts, compiled ahead of use
 * into compiled/<locale>.ts (scripts/compileMessages.ts). English is in the main chunk; Gujarati
 * and Hindi are each a chunk of their own (locale-gu.ts, locale-hi.ts: messages and font), fetched
 * only for a page in that language.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { messages as english } from './compiled/en.ts';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';

export type { I18n } from '@lingui/core';

const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ messages: Messages }>> = {
  gu: () => import('./locale-gu.ts'),
  hi: () => import('./locale-hi.ts'),
};

export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}

/** The English messages, ready at once (the app's default, and its tests'). */
export const englishI18n = createI18n(DEFAULT_LOCALE, english);

/** A language's messages, fetched (its chunk) when it is not English. */
export async function loadI18n(locale: Locale): Promise<I18n> {
  if (locale === 'en') return englishI18n;
  const { messages } = await loaders[locale]();
  return createI18n(locale, messages);
}
