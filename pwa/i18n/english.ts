/**
 * English's messages at once, for code that runs outside a browser page: the server's renders
 * (prerender.tsx) and the tests (vitest's setup). In the browser they come with `loadI18n('en')`,
 * as the other languages' do, so that a Gujarati or Hindi page never downloads them.
 */
import { messages } from './compiled/en.ts';
import { englishI18n } from './i18n.ts';
import { DEFAULT_LOCALE } from './locales.ts';

englishI18n.load(DEFAULT_LOCALE, messages);

export { englishI18n };
