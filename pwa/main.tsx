import '@unocss/reset/tailwind.css';
import 'virtual:uno.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, preloadScreen } from './App.tsx';
import { queryClient } from './lib/queryClient.ts';
import { seedRouteData, type RouteData } from './lib/routeData.ts';
import { registerServiceWorker } from './lib/serviceWorker.ts';
import { prefetchRouteData } from './offline/queries.ts';

/** Runs `task` once the page has loaded, so it does not compete with what the page shows first. */
function afterLoad(task: () => void): void {
  if (document.readyState === 'complete') task();
  else window.addEventListener('load', task, { once: true });
}

/**
 * The prerendered page is the logged-out first view without data: where the visitor's state
 * differs (a restored answer, a session) React renders that part afresh, as intended. Anything
 * else is reported as React does by default.
 */
function onRecoverableError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (/Minified React error #418|Hydration failed/.test(message)) return;
  globalThis.reportError(error);
}

/** The data the server rendered the page with (api/static.ts), if it did. */
function renderedRouteData(): RouteData | null {
  const element = document.getElementById('route-data');
  try {
    return element?.textContent ? (JSON.parse(element.textContent) as RouteData) : null;
  } catch {
    return null;
  }
}

// The page's data: what the server rendered it with, or else asked for now, in parallel with the
// screen's code rather than after the first render.
const rendered = renderedRouteData();
if (rendered) seedRouteData(queryClient, location.pathname, location.search, rendered);
prefetchRouteData(queryClient, location.pathname, location.search);
const screen = preloadScreen(location.pathname);

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// As a transition the first render yields to the browser every few milliseconds instead of holding
// the main thread until it is done: the page stays responsive while it comes alive.
if (root.firstElementChild) {
  // Built by scripts/prerender.ts: adopt that HTML. With the screen's code loaded first it hydrates in one pass.
  // (No top-level await: it would make the bundler split the main chunk into many small ones.)
  void screen.catch(() => undefined).then(() => startTransition(() => void hydrateRoot(root, app, { onRecoverableError })));
} else {
  // The plain shell (other routes, or the service worker's copy): render from scratch.
  const created = createRoot(root);
  startTransition(() => created.render(app));
}

// The worker's install downloads the whole precache: start it once the page is up.
if (import.meta.env.PROD) afterLoad(registerServiceWorker);

// Push the outbox and pull /sync once the page is up, then on every reconnect and when Background Sync fires.
afterLoad(() => void import('./offline/syncLoop.ts').then(({ startOfflineSync }) => startOfflineSync(queryClient)));
