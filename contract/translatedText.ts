/**
 * A listing's or project's title and description in a language: the office's Gujarati or Hindi
 * where it wrote one, else the English, with the language of what is shown (an element's `lang`,
 * so a screen reader and the fonts read it right). The web app, the pages' structured data and the
 * alert mails and pushes all read their titles through here.
 */
import type { TextLocale } from './rupees.ts';

/** What a listing or project carries of its content (one stored on a device before the translations existed may lack them). */
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
  lang: TextLocale;
}

const translations = {
  title: { gu: 'titleGu', hi: 'titleHi' },
  description: { gu: 'descriptionGu', hi: 'descriptionHi' },
} as const;

/** The part in `locale` where it was written (an empty translation counts as none), else the English. */
export function textIn(content: TranslatableContent, part: 'title' | 'description', locale: TextLocale): ShownText {
  const translated = locale === 'en' ? null : content[translations[part][locale]];
  return translated ? { text: translated, lang: locale } : { text: content[part] ?? '', lang: 'en' };
}

export const titleIn = (content: TranslatableContent, locale: TextLocale): ShownText => textIn(content, 'title', locale);

export const descriptionIn = (content: TranslatableContent, locale: TextLocale): ShownText => textIn(content, 'description', locale);
