/**
 * Messages through Lingui's runtime with explicit ids, compiled ahead of use: one I18n per language, core and area catalogues.
 * Why: docs/decisions/005-lingui-explicit-ids.md
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { AREA_LOADERS, type Area } from './areas.ts';
import { DEFAULT_LOCALE, splitLocale, type Locale } from './locales.ts';

export type { I18n } from '@lingui/core';
export type { Area } from './areas.ts';

const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locale-en.ts'),
  gu: () => import('./locale-gu.ts'),
  hi: () => import('./locale-hi.ts'),
};

/** The message ids each I18n was asked for before it had them. */
const missed = new WeakMap<I18n, Set<string>>();

export function createI18n(locale: Locale, messages: Messages): I18n {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  const ids = new Set<string>();
  missed.set(i18n, ids);
  i18n.on('missing', ({ id }) => ids.add(id));
  return i18n;
}

/**
 * Adds an area's messages to an I18n that may be in use. Lingui's `load` has every component with
 * words render again: the whole page, which on a phone was a task of over 100 ms as a page settled
 * and its enquiry form's words arrived. What is shown needs none of them (a screen waits for its
 * area's words before it renders), so they are added in place, unless one of them was asked for
 * before it arrived: then the page renders again with it.
 */
function addMessages(i18n: I18n, locale: Locale, messages: Messages): void {
  const current = i18n.messages;
  // Lingui answers a new empty object on each read for a locale it holds no messages of: none to add to.
  const held = i18n.locale === locale && current === i18n.messages;
  const wanted = Object.keys(messages).some((id) => missed.get(i18n)?.has(id));
  if (held && !wanted) Object.assign(current, messages);
  else i18n.load(locale, messages);
}

/**
 * English's I18n, the default of what renders outside a page's language (helpers, heads, a
 * component's test). It starts empty: its messages arrive with `loadI18n('en')` in the browser, and
 * at once where english.ts is imported (the server, the tests).
 */
export const englishI18n = createI18n(DEFAULT_LOCALE, {});

/** Each language's I18n, once made, and the area messages that arrived before it. */
const instances = new Map<Locale, Promise<I18n>>();
const areaMessages: Record<Locale, Messages> = { en: {}, gu: {}, hi: {} };
const areasLoading = new Map<string, Promise<void>>();

/** A language's messages, fetched (its chunk); the same I18n each time (English's is `englishI18n`). */
export function loadI18n(locale: Locale): Promise<I18n> {
  let loading = instances.get(locale);
  if (!loading) {
    loading = loaders[locale]().then(({ messages }) => {
      if (locale !== DEFAULT_LOCALE) return createI18n(locale, { ...messages, ...areaMessages[locale] });
      englishI18n.load(DEFAULT_LOCALE, messages);
      return englishI18n;
    });
    // Offline, a failed fetch is tried again at the next call.
    loading.catch(() => instances.delete(locale));
    instances.set(locale, loading);
  }
  return loading;
}

/** Adds an area's messages in `locale` to that language's I18n (fetched once; again after a failure). */
export function loadArea(locale: Locale, area: Area): Promise<void> {
  const key = `${locale}:${area}`;
  let loading = areasLoading.get(key);
  if (!loading) {
    loading = AREA_LOADERS[area][locale]().then(async ({ messages }) => {
      Object.assign(areaMessages[locale], messages);
      // An I18n made before they arrived gets them too; English's exists from the start.
      const made = locale === DEFAULT_LOCALE ? Promise.resolve(englishI18n) : instances.get(locale);
      // An I18n that failed to load is made again, with these, on the next ask.
      const i18n = made ? await made.catch(() => null) : null;
      if (i18n) addMessages(i18n, locale, messages);
    });
    // A failed load is forgotten, so the next ask tries again.
    loading.catch(() => areasLoading.delete(key));
    areasLoading.set(key, loading);
  }
  return loading;
}

/** The language of the page the browser shows (English outside a browser). */
export function pageLocale(): Locale {
  return typeof location === 'undefined' ? DEFAULT_LOCALE : splitLocale(location.pathname).locale;
}

/**
 * For React.lazy: a module whose component speaks an area's messages, fetched with them in the
 * page's language, so it never shows before its words have arrived.
 */
export function withMessages<T>(area: Area, load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadArea(pageLocale(), area)]).then(([module]) => module);
}
