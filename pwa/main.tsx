import '@unocss/reset/tailwind.css';
import 'virtual:uno.css';
import type { DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { loadI18n } from './i18n/i18n.ts';
import { scriptFontsLoaded } from './i18n/scriptFonts.ts';
import { HTML_LANGS, keptLocale, localizedPath, splitLocale } from './i18n/locales.ts';
import { queryClient } from './lib/queryClient.ts';
import { getAuth } from './lib/store.ts';
import { afterDeviceWanted, afterInteractive, afterSettled } from './lib/startup.ts';
import { pageData, preloadScreen } from './routes.ts';
import { bestEffort } from './lib/bestEffort.ts';

/** The dehydrated query cache the server rendered the page with (pwa/prerender.tsx; ROUTE_DATA_ID in api/static.ts), if it did. */
function serverState(): DehydratedState | null {
  const element = document.getElementById('route-data');
  try {
    return element?.textContent ? (JSON.parse(element.textContent) as DehydratedState) : null;
  } catch {
    // A torn or altered script: start without the server's data.
    return null;
  }
}

/**
 * The server renders a page for no one in particular (no saved flags). For a signed-in user its data
 * counts as stale: the first render still shows it, as the server did, and the screen asks again,
 * with the user's identity, as soon as it has taken over.
 */
function forViewer(state: DehydratedState | null): DehydratedState | null {
  if (!state || !getAuth().user) return state;
  return { ...state, queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: 0 } })) };
}

const root = document.getElementById('root')!;
const state = forViewer(serverState());
const { locale } = splitLocale(location.pathname);
const kept = keptLocale();
// Set only where the page says otherwise (the service worker's shell is English's): setting `lang`,
// even to the value it has, makes the browser restyle every element of the page.
if (document.documentElement.lang !== HTML_LANGS[locale]) document.documentElement.lang = HTML_LANGS[locale];
// A page in Gujarati or Hindi offers the app in its language (the service worker's shell links English's manifest).
if (locale !== 'en') document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/${locale}/manifest.webmanifest`);

/**
 * Whether the page holds HTML to adopt: built by scripts/prerender.ts, or rendered with its data by
 * the server. A page marked data-render="replace" (a removed listing's) is drawn afresh over it.
 */
const adopting = Boolean(root.firstElementChild) && !root.dataset.render;

/** The app in the page's language, its messages loaded (preloaded by the page). */
function start(i18n: Awaited<ReturnType<typeof loadI18n>>) {
  const app = (
    <StrictMode>
      <App client={queryClient} state={state} i18n={i18n} />
    </StrictMode>
  );
  // As a transition the first render yields to the browser every few milliseconds instead of holding
  // the main thread until it is done: the page stays responsive while it comes alive.
  if (adopting) {
    // Built by scripts/prerender.ts, or rendered with its data by the server: adopt that HTML. Its
    // first render in the browser must be the one that made it: the server's data (`state`) and no
    // other, so nothing is fetched before; the screen asks for anything else once it has taken over.
    // With the screen's code loaded first it hydrates in one pass.
    // (No top-level await: it would make the bundler split the main chunk into many small ones.)
    const screen = preloadScreen(location.pathname);
    void bestEffort('the screen loads again as it renders', screen).then(() => startTransition(() => void hydrateRoot(root, app)));
  } else {
    // The plain shell: render from scratch (its data and screen were asked for at the start).
    const created = createRoot(root);
    startTransition(() => created.render(app));
  }
}

if (location.pathname === '/' && kept && kept !== locale) {
  // The home page in the language the visitor chose on this device before.
  location.replace(`${localizedPath(kept, '/')}${location.search}`);
} else {
  // The screen's code, the language's messages and (for the plain shell: other routes, or the service
  // worker's copy) the page's data come in parallel, the data not after the first render.
  if (!adopting) void pageData(location.pathname, location.search)?.prefetch(queryClient);
  void bestEffort('a head start: the screen loads again as it renders', preloadScreen(location.pathname));
  // A page drawn from scratch in Gujarati or Hindi waits for its letters' font (i18n/scriptFonts.ts),
  // whose faces the language's chunk brings.
  void loadI18n(locale).then(async (i18n) => {
    if (!adopting) await scriptFontsLoaded(locale);
    start(i18n);
  });
}

// Nothing below is needed for the first screen (lib/startup.ts). Once the page is interactive the
// sync loop listens (reconnects, sign-ins, other tabs' changes); its first pass, pushing the outbox
// and pulling /sync, waits until the page has settled. A write made before either (a heart tapped
// at once) does not wait for them: it opens the device store itself.
void afterInteractive()
  .then(() => import('./data/syncLoop.ts'))
  .then(({ startOfflineSync }) => startOfflineSync(queryClient, afterSettled()));
// Real visitors' Web Vitals on a sampled share of public pages: the library comes after the page is alive.
void afterInteractive()
  .then(() => import('./features/vitals/fieldVitals.ts'))
  .then(({ startFieldVitals }) => startFieldVitals(queryClient));
// A page the server rendered with its data: that data is kept on the device once it is wanted, as
// the screen's own query keeps a network answer, so the page opens offline later too. (A signed-in
// user's screens ask again as they take over, and keep that answer.)
if (adopting && state && !getAuth().user) {
  const shown = pageData(location.pathname, location.search);
  if (shown)
    void bestEffort(
      'the screen keeps its own answer once it asks again',
      afterDeviceWanted().then(() => shown.remember(queryClient)),
    );
}
void afterSettled().then(() => {
  // The worker's install downloads the whole precache: on a slow connection, not while the page's
  // own pictures and data still come. Its update prompt sends the outbox before the new version takes over.
  const flushOutbox = () => import('./data/syncLoop.ts').then(({ syncNow }) => syncNow(queryClient));
  if (import.meta.env.PROD)
    void Promise.all([import('./lib/serviceWorker.ts'), import('./components/UpdatePrompt.tsx')]).then(
      ([{ registerServiceWorker }, { offerUpdate }]) => registerServiceWorker({ flushOutbox, offerUpdate }),
    );
  // A page in Gujarati or Hindi: that language's files are kept for offline from now on (not precached for all).
  if (import.meta.env.PROD && locale !== 'en')
    void import('./offline/languageAssets.ts').then(({ keepLanguageOffline }) => keepLanguageOffline(locale));
});
