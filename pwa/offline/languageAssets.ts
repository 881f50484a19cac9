/**
 * What a page in Gujarati or Hindi needs beyond English — the language's chunk (messages, font
 * stylesheet), its message areas' chunks and its font files — is left out of the service worker's
 * precache, so a visitor who reads English never downloads it. Once a page in that language has
 * been shown, the page asks the worker to keep all of that language's files (KEEP_LANGUAGE), after
 * which the site works offline in it too. The build lists each language's files in
 * LANGUAGE_ASSETS_FILE; the worker serves them cache-first from LANGUAGE_CACHE.
 * (No imports: vite.config.ts and sw.ts use this too.)
 */

/** Page → worker: keep every file of `locale` for offline use. */
export const KEEP_LANGUAGE = 'KEEP_LANGUAGE';

/** The worker's cache of those files. */
export const LANGUAGE_CACHE = 'languages';

/** The build's list of each language's files (`{ "gu": ["assets/…"], "hi": [...] }`), beside index.html. */
export const LANGUAGE_ASSETS_FILE = 'language-assets.json';

export const EXTRA_LANGUAGES = ['gu', 'hi'] as const;
export type ExtraLanguage = (typeof EXTRA_LANGUAGES)[number];

/** A language's files, by their built names (assets/<name>-<hash>.<ext>); its script's font files and stylesheets. */
const PATTERNS: Record<ExtraLanguage, RegExp> = {
  gu: /(^|\/)assets\/(locale-gu-[\w-]+\.(js|css)|[\w]+\.gu-[\w-]+\.js|noto-sans-gujarati-[\w-]+\.woff2|gujarati-\d+-[\w-]+\.css)$/,
  hi: /(^|\/)assets\/(locale-hi-[\w-]+\.(js|css)|[\w]+\.hi-[\w-]+\.js|noto-sans-devanagari-[\w-]+\.woff2|devanagari-\d+-[\w-]+\.css)$/,
};

/** The language a built file belongs to (its path from the site's root, with or without a leading slash), or null. */
export function languageOfAsset(path: string): ExtraLanguage | null {
  return EXTRA_LANGUAGES.find((language) => PATTERNS[language].test(path)) ?? null;
}

/**
 * From a page in `language`: asks the service worker (once it is active) to keep that language's
 * files. Resolves true once they are all in its cache, false when that could not be done now.
 */
export function keepLanguageOffline(language: ExtraLanguage): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return Promise.resolve(false);
  return navigator.serviceWorker.ready.then(
    (registration) =>
      new Promise<boolean>((resolve) => {
        const worker = registration.active;
        if (!worker) return resolve(false);
        const channel = new MessageChannel();
        channel.port1.onmessage = (message: MessageEvent<{ ok?: boolean }>) => resolve(message.data?.ok === true);
        worker.postMessage({ type: KEEP_LANGUAGE, language }, [channel.port2]);
      }),
  );
}
