/**
 * Build-time rendering of the public pages (scripts/prerender.ts loads this through Vite): each
 * route as a first visit sees it before any data arrives (header, page header, skeletons, footer),
 * logged out. main.tsx hydrates that HTML; what the visitor's own state changes (data, a session)
 * renders right after.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App, preloadScreen } from './App.tsx';
import { queryClient } from './lib/queryClient.ts';

export async function renderPage(pathname: string): Promise<string> {
  // With its code at hand the screen renders at once, inside the page, instead of as its loading fallback.
  await preloadScreen(pathname);
  const html = renderToString(
    <StrictMode>
      <Router ssrPath={pathname} ssrSearch="">
        <App />
      </Router>
    </StrictMode>,
  );
  // The render made (empty) queries whose clean-up timers would keep the build running.
  queryClient.clear();
  // `<!--$!-->` / `<!--$?-->`: a Suspense boundary left to the client (something still suspended).
  if (/<!--\$[!?]-->/.test(html)) throw new Error(`Prerendering ${pathname}: a part of the page suspended and would render only in the browser`);
  return html;
}
