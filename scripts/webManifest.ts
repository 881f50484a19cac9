/**
 * The web app manifest in each language: English's (vite.config.ts gives it to vite-plugin-pwa,
 * /manifest.webmanifest) and, from it, Gujarati's and Hindi's at /gu/manifest.webmanifest and
 * /hi/manifest.webmanifest: the name, description, shortcuts and screenshot labels in the
 * language, starting at the language's home. The agency's name stays in Latin letters, as
 * pwa/i18n/GLOSSARY.md has it. They are files of the build, so the service worker precaches them
 * with the English one; each language's pages link their own (scripts/prerender.ts,
 * api/pageRenderer.ts, and main.tsx for the shell).
 */
import type { Plugin } from 'vite';
import type { ManifestOptions } from 'vite-plugin-pwa';

export const webManifest = {
  id: '/',
  name: 'Shreeji Realty, Surat',
  short_name: 'Shreeji Realty',
  description:
    'Premium residential and commercial properties in Surat: apartments, bungalows, plots, farmhouses, shops, showrooms and offices to buy or rent.',
  lang: 'en-IN',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  background_color: '#f7f5f0',
  theme_color: '#0b3b47',
  categories: ['business', 'lifestyle', 'shopping'],
  icons: [
    { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  // Made from the running app by scripts/manifestScreenshots.ts (Playwright), at these exact sizes.
  screenshots: [
    {
      src: '/screenshots/home-narrow.png',
      sizes: '390x844',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'Home: discover premium residential and commercial properties in Surat',
    },
    {
      src: '/screenshots/residential-wide.png',
      sizes: '1280x800',
      type: 'image/png',
      form_factor: 'wide',
      label: 'Residential listings: apartments, bungalows, plots and farmhouses',
    },
  ],
  shortcuts: [
    { name: 'Residential properties', url: '/residential' },
    { name: 'Commercial properties', url: '/commercial' },
    { name: 'Search', url: '/search' },
  ],
} satisfies Partial<ManifestOptions>;

export type ManifestLocale = 'gu' | 'hi';

/** What a language's manifest says in its words: in the order of English's shortcuts and screenshots. */
interface ManifestWords {
  name: string;
  short_name: string;
  description: string;
  shortcuts: string[];
  screenshots: string[];
}

export const MANIFEST_WORDS: Record<ManifestLocale, ManifestWords> = {
  gu: {
    name: 'Shreeji Realty, સુરત',
    short_name: 'Shreeji Realty',
    description: 'સુરતમાં પ્રીમિયમ રહેણાંક અને કોમર્શિયલ પ્રોપર્ટી: ખરીદવા કે ભાડે લેવા માટે એપાર્ટમેન્ટ, બંગલો, પ્લોટ, ફાર્મહાઉસ, દુકાન, શોરૂમ અને ઓફિસ.',
    shortcuts: ['રહેણાંક પ્રોપર્ટી', 'કોમર્શિયલ પ્રોપર્ટી', 'પ્રોપર્ટી શોધો'],
    screenshots: ['હોમ: સુરતમાં પ્રીમિયમ રહેણાંક અને કોમર્શિયલ પ્રોપર્ટી શોધો', 'રહેણાંક લિસ્ટિંગ: એપાર્ટમેન્ટ, બંગલો, પ્લોટ અને ફાર્મહાઉસ'],
  },
  hi: {
    name: 'Shreeji Realty, सूरत',
    short_name: 'Shreeji Realty',
    description: 'सूरत में प्रीमियम आवासीय और कमर्शियल प्रॉपर्टी: खरीदने या किराए पर लेने के लिए अपार्टमेंट, बंगला, प्लॉट, फार्महाउस, दुकान, शोरूम और ऑफिस।',
    shortcuts: ['आवासीय प्रॉपर्टी', 'कमर्शियल प्रॉपर्टी', 'प्रॉपर्टी खोजें'],
    screenshots: ['होम: सूरत में प्रीमियम आवासीय और कमर्शियल प्रॉपर्टी खोजें', 'आवासीय लिस्टिंग: अपार्टमेंट, बंगला, प्लॉट और फार्महाउस'],
  },
};

/** Where a language's manifest is: `/gu/manifest.webmanifest`. */
export const manifestPath = (locale: ManifestLocale) => `/${locale}/manifest.webmanifest`;

type Manifest = Record<string, unknown> & {
  shortcuts?: { name: string; url: string }[];
  screenshots?: { label?: string }[];
};

/**
 * English's manifest (as the build wrote it) in `locale`: its own id and start at the language's
 * home (`/gu/`), so an app installed from a Gujarati page opens in Gujarati; the same icons, scope and colours.
 */
export function localizedManifest(english: Manifest, locale: ManifestLocale): Manifest {
  const words = MANIFEST_WORDS[locale];
  return {
    ...english,
    id: `/${locale}/`,
    name: words.name,
    short_name: words.short_name,
    description: words.description,
    lang: locale,
    start_url: `/${locale}/`,
    ...(english.shortcuts && {
      shortcuts: english.shortcuts.map((shortcut, index) => ({
        ...shortcut,
        name: words.shortcuts[index] ?? shortcut.name,
        url: `/${locale}${shortcut.url}`,
      })),
    }),
    ...(english.screenshots && {
      screenshots: english.screenshots.map((screenshot, index) => ({ ...screenshot, label: words.screenshots[index] ?? screenshot.label })),
    }),
  };
}

/** Vite plugin, after vite-plugin-pwa's: writes gu/ and hi/manifest.webmanifest beside the English one, before the service worker's precache list is made. */
export function localizedManifests(): Plugin {
  return {
    name: 'surat-realty:localized-manifests',
    apply: 'build',
    generateBundle(_options, bundle) {
      const asset = bundle['manifest.webmanifest'];
      const english: Manifest = asset?.type === 'asset' ? (JSON.parse(String(asset.source)) as Manifest) : webManifest;
      for (const locale of Object.keys(MANIFEST_WORDS) as ManifestLocale[]) {
        this.emitFile({
          type: 'asset',
          fileName: manifestPath(locale).slice(1),
          source: JSON.stringify(localizedManifest(english, locale)),
        });
      }
    },
  };
}
