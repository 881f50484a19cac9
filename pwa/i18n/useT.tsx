/** The screens' side of the messages: `const t = useT(); t('header.login')`, in the page's language. */
import { Trans, useLingui } from '@lingui/react';
import { useMemo, type ReactElement } from 'react';
import { englishI18n, type I18n } from './i18n.ts';
import type { Locale } from './locales.ts';
import type { MessageId } from './messages/en.ts';

export type MessageValues = Record<string, string | number>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** The page's messages; English for a part rendered on its own (a component's test), outside the app. */
function useI18n(): I18n {
  try {
    return useLingui().i18n;
  } catch {
    // No LinguiProvider above (useLingui throws): English.
    return englishI18n;
  }
}

/** The messages of `i18n` as a Translate, for words written outside a component. */
export const translateIn =
  (i18n: I18n): Translate =>
  (id, values) =>
    i18n._(id, values);

/** English, for words written outside a page's language (the default of helpers that take a Translate). */
export const inEnglish: Translate = translateIn(englishI18n);

export function useT(): Translate {
  const i18n = useI18n();
  return useMemo(() => translateIn(i18n), [i18n]);
}

/** The language of the page being shown. */
export function useLocale(): Locale {
  return useI18n().locale as Locale;
}

/** A message with markup: `<0>…</0>` in the message is `components[0]` around its text. */
export function Message({ id, values, components }: { id: MessageId; values?: MessageValues; components: Record<string, ReactElement> }) {
  return <Trans id={id} values={values} components={components} />;
}
