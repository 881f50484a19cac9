import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { EXTRA_LANGUAGES, LANGUAGE_ASSETS_FILE, languageOfAsset } from './pwa/offline/languageAssets.ts';
import { precompress } from './scripts/precompress.ts';
import { prerender } from './scripts/prerender.ts';
import { localizedManifests, webManifest } from './scripts/webManifest.ts';

/** V8's explicit compile hint for a whole script (https://v8.dev/blog/explicit-compile-hints). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: 'pwa',
  publicDir: 'public',
  build: {
    outDir: '../dist/pwa',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        // The contract's modules only declare (constants, valibot schemas): a screen that takes a
        // list of sort orders from it does not pull in every schema beside them.
        moduleSideEffects: (id) => (/[\\/]contract[\\/][^\\/]+\.ts$/.test(id) ? false : undefined),
      },
      output: {
        // Every module the entry loads statically goes in the entry's one chunk. Left to itself the
        // bundler cut out each module a lazy screen shares with the entry (React, the query client,
        // useT, Icon...) as a chunk of its own: a listing page loaded 30 scripts, and on a phone's
        // HTTP/1.1 connections (six at a time) each round of them costs a round trip. Now it loads 6.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            // The property card and the small pieces every public screen with cards shows, in one chunk
            // rather than five: home, listings, search and the property page's similar homes share it.
            {
              name: 'cards',
              test: /[\\/]pwa[\\/]components[\\/](PropertyCard|CardHeading|Notice|IconTile|SectionHeading|OnwardLink|NotSavedOffline)\.tsx$/,
            },
          ],
        },
        // The admin area and the editor get the names injectManifest.globIgnores leaves out of the precache.
        chunkFileNames: (chunk) => {
          const entry = chunk.facadeModuleId ?? '';
          if (entry.includes('/pwa/features/admin/')) return 'assets/admin-[hash].js';
          if (entry.includes('/pwa/components/MilkdownEditor')) return 'assets/milkdown-[hash].js';
          return 'assets/[name]-[hash].js';
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: false },
      '/media': { target: API_ORIGIN, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: false },
      '/media': { target: API_ORIGIN, changeOrigin: false },
    },
  },
  plugins: [
    react(),
    {
      // The list the service worker keeps a language's files by (pwa/offline/languageAssets.ts).
      name: 'language-assets',
      apply: 'build',
      generateBundle(_options, bundle) {
        const files = Object.keys(bundle).filter((file) => !file.endsWith('.map'));
        const byLanguage = Object.fromEntries(
          EXTRA_LANGUAGES.map((language) => [language, files.filter((file) => languageOfAsset(file) === language).sort()]),
        );
        this.emitFile({ type: 'asset', fileName: LANGUAGE_ASSETS_FILE, source: `${JSON.stringify(byLanguage, null, 2)}\n` });
      },
    },
    {
      // Lingui formats a plural's count for its `#` with a new Intl.NumberFormat even when the chosen
      // branch has no `#`, and a page's first Intl.NumberFormat loads the locale's number data (20-50
      // ms of a fresh page's main thread, fourfold on a cheap phone). The app's messages write
      // `{count}` instead of `#`; with this, a branch without `#` is left as it is.
      name: 'lingui-plural-without-number-format',
      transform(code, id) {
        if (!/[\\/]@lingui[\\/]core[\\/]dist[\\/]index\.mjs$/.test(id)) return null;
        const formatting = 'const valueStr = number(locales, value, numberFormat);';
        if (!code.includes(formatting)) throw new Error('@lingui/core changed: review the lingui-plural-without-number-format plugin');
        return { code: code.replace(formatting, `if (!message.includes(OCTOTHORPE_PH)) return message; ${formatting}`), map: null };
      },
    },
    {
      // V8 compiles a function the first time it is called, on the main thread: about 60 ms of a
      // fresh page's start here, fourfold on a cheap phone. This comment, first in a script, has it
      // compile every function of the main chunk on a background thread while the file streams in.
      // The comment goes before Vite's own first line (the lazy screens' dependency map); the source
      // map is moved down a line to match.
      name: 'compile-hints',
      apply: 'build',
      enforce: 'post',
      generateBundle: {
        order: 'post',
        handler(_options, bundle) {
          for (const chunk of Object.values(bundle)) {
            if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
            chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
            const map = bundle[`${chunk.fileName}.map`];
            if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
            if (map?.type === 'asset') {
              const parsed = JSON.parse(String(map.source)) as { mappings: string };
              map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
            }
          }
        },
      },
    },
    UnoCSS({ configFile: fileURLToPath(new URL('./uno.config.ts', import.meta.url)) }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,webmanifest}'],
        // The admin area (and its editor) is for a handful of people online; keep it out of every visitor's precache.
        // The manifest's store screenshots are for the install dialog, not for offline use.
        globIgnores: ['**/admin-*.js', '**/milkdown-*.js', '**/*.map', 'screenshots/**'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // Gujarati's and Hindi's files are kept only once a page in that language has been shown
        // (pwa/offline/languageAssets.ts): an English visitor's install downloads none of them.
        manifestTransforms: [
          async (entries) => ({ manifest: entries.filter((entry) => languageOfAsset(entry.url) === null), warnings: [] }),
        ],
      },
      manifest: webManifest,
      devOptions: { enabled: false, type: 'module' },
    }),
    // Gujarati's and Hindi's manifests beside English's, in the precache with it.
    localizedManifests(),
    // After the service worker: the first paint as HTML of the pages pwa/routes.ts marks (api/static.ts serves them), then .br/.gz of every text file.
    prerender({ entry: '/prerender.tsx', serverEntry: '/serverRender.ts' }),
    precompress(),
  ],
});
