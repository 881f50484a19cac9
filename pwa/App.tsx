/** Providers and the routes of pwa/routes.ts. */
import { HydrationBoundary, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { I18nProvider } from '@lingui/react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { ErrorBoundary } from './components/ErrorBoundary.tsx';
import { CompareHost } from './features/compare/CompareHost.tsx';
import { InstallPrompt } from './components/InstallPrompt.tsx';
import { OfflineBanner } from './components/OfflineBanner.tsx';
import { PageFallback } from './components/PageFallback.tsx';
import { PublicLayout } from './components/PublicLayout.tsx';
import { RequireStaff, RequireUser } from './components/RouteGuards.tsx';
import { ScrollToTop } from './components/ScrollToTop.tsx';
import { AccessDeniedScreen, NotFoundScreen } from './components/StatusScreen.tsx';
import { englishI18n, type I18n } from './i18n/i18n.ts';
import { localeBase, type Locale } from './i18n/locales.ts';
import { appStore, Provider } from './lib/store.ts';
import { onToasterLoaded, type HotToast } from './lib/toast.ts';
import { routes, type AppRoute } from './routes.ts';

/**
 * Toasts live in their own element at the end of the body, outside #root: an open dialog makes
 * everything else (#root included) inert and hidden from screen readers, and a message raised
 * from the dialog must still be seen and heard. The Toaster mounts once the first toast has
 * fetched the library (lib/toast.ts).
 */
function ToastLayer() {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [library, setLibrary] = useState<HotToast | null>(null);
  useEffect(() => onToasterLoaded((loaded) => setLibrary(loaded)), []);
  useEffect(() => {
    if (!library) return;
    const element = document.createElement('div');
    element.id = 'toasts';
    document.body.append(element);
    setContainer(element);
    return () => element.remove();
  }, [library]);
  if (!container || !library) return null;
  const { Toaster } = library;
  return createPortal(
    <Toaster
      position="top-center"
      toastOptions={{
        duration: 5000,
        loading: { duration: Infinity },
        className: '!rounded-xl !text-sm !font-medium !text-ink !shadow-lift',
      }}
    />,
    container,
  );
}

function Page({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary resetKey={location}>
      <Suspense fallback={<PageFallback />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/** A route's screen behind its guard; a route with its own layout also gets its own loading and error boundary. */
function RouteScreen({ route, params }: { route: AppRoute; params: Record<string, string | undefined> }) {
  const Screen = route.screen;
  const screen = <Screen {...route.props?.(params)} />;
  const shown = route.ownLayout ? <Page>{screen}</Page> : screen;
  if (route.guard === 'staff') {
    const denied = route.ownLayout ? (
      <PublicLayout>
        <AccessDeniedScreen />
      </PublicLayout>
    ) : undefined;
    return <RequireStaff denied={denied}>{shown}</RequireStaff>;
  }
  if (route.guard === 'user') return <RequireUser>{shown}</RequireUser>;
  return shown;
}

/**
 * Routes that share a screen share a key: going from one to the other updates the screen (as
 * /residential to /commercial) instead of mounting it afresh. Only the matching route renders.
 */
const routeKey = (route: AppRoute) => route.screen.screenName;

function routeElements(list: readonly AppRoute[]) {
  return list.map((route) => (
    <Route key={routeKey(route)} path={route.path}>
      {(params: Record<string, string | undefined>) => <RouteScreen route={route} params={params} />}
    </Route>
  ));
}

export function AppRoutes() {
  return (
    <Switch>
      {routeElements(routes.filter((route) => route.ownLayout))}
      <Route>
        <PublicLayout>
          <Page>
            <Switch>
              {routeElements(routes.filter((route) => !route.ownLayout))}
              <Route component={NotFoundScreen} />
            </Switch>
          </Page>
        </PublicLayout>
      </Route>
    </Switch>
  );
}

/**
 * The app over `client`: the browser's one client, or one made for a single server render.
 * `state` is the dehydrated cache the server rendered the page with (pwa/prerender.tsx): the
 * first render shows that data, as the server did. `i18n` is the page's language, its messages
 * loaded (English unless said); the router runs under the language's prefix (`/gu`), so every
 * route and link inside keeps it.
 */
export function App({ client, state, i18n = englishI18n }: { client: QueryClient; state?: DehydratedState | null; i18n?: I18n }) {
  // Marks the document once the app has taken the page over, rendered on the server or not.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <QueryClientProvider client={client}>
      <HydrationBoundary state={state}>
        <Provider store={appStore}>
          <I18nProvider i18n={i18n}>
            <Router base={localeBase(i18n.locale as Locale)}>
              <ScrollToTop />
              <OfflineBanner />
              <ErrorBoundary>
                <AppRoutes />
              </ErrorBoundary>
              <CompareHost />
              <InstallPrompt />
              <ToastLayer />
            </Router>
          </I18nProvider>
        </Provider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}
