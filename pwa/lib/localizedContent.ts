/**
 * A listing's or project's title and description in the page's language where the office wrote one,
 * else the English, with the language of what is shown for the element's `lang` (so a screen reader
 * and the fonts read it right on a page in another language).
 */
import type { Locale } from '../i18n/locales.ts';

/** What a listing or project carries of its content (a record stored on a device before the translations existed may lack them). */
export interface TranslatableContent {
  title: string;
  description?: string;
  titleGu?: string | null;
  titleHi?: string | null;
  descriptionGu?: string | null;
  descriptionHi?: string | null;
}

export interface ShownText {
  text: string;
  lang: Locale;
}

export function titleIn(content: TranslatableContent, locale: Locale): ShownText {
  const translated = locale === 'gu' ? content.titleGu : locale === 'hi' ? content.titleHi : null;
  return translated ? { text: translated, lang: locale } : { text: content.title, lang: 'en' };
}

export function descriptionIn(content: TranslatableContent, locale: Locale): ShownText {
  const translated = locale === 'gu' ? content.descriptionGu : locale === 'hi' ? content.descriptionHi : null;
  return translated ? { text: translated, lang: locale } : { text: content.description ?? '', lang: 'en' };
}
