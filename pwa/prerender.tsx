/**
 * Server rendering of the public pages. The build (scripts/prerender.ts, through Vite) renders each
 * route as a first visit sees it before any data arrives (header, page header, skeletons, footer),
 * logged out; the build also bundles this module for the API server (dist/ssr/render.js), which
 * renders a listing's first page and a property's details with their data for each request
 * (api/pageRenderer.ts). main.tsx hydrates that HTML; what the visitor's own state changes (a
 * session, newer data) renders right after.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App, preloadScreen } from './App.tsx';
import { queryClient } from './lib/queryClient.ts';
import { seedRouteData, type RouteData } from './lib/routeData.ts';

export { routeRequest, type RouteData, type RouteRequest } from './lib/routeData.ts';

export async function renderPage(pathname: string, data?: RouteData): Promise<string> {
  // With its code at hand the screen renders at once, inside the page, instead of as its loading fallback.
  await preloadScreen(pathname);
  // From here on all is synchronous: requests rendered at the same time cannot see each other's data.
  try {
    if (data) seedRouteData(queryClient, pathname, '', data);
    const html = renderToString(
      <StrictMode>
        <Router ssrPath={pathname} ssrSearch="">
          <App />
        </Router>
      </StrictMode>,
    );
    // `<!--$!-->` / `<!--$?-->`: a Suspense boundary left to the client (something still suspended).
    if (/<!--\$[!?]-->/.test(html)) throw new Error(`Rendering ${pathname}: a part of the page suspended and would render only in the browser`);
    return html;
  } finally {
    // The render made queries whose clean-up timers would keep the process busy, and they hold this request's data.
    queryClient.clear();
  }
}
