/** Providers and the route table of spec §2. */
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Toaster } from 'react-hot-toast';
import { Route, Switch, useLocation } from 'wouter';
import { ErrorBoundary } from './components/ErrorBoundary.tsx';
import { InstallPrompt } from './components/InstallPrompt.tsx';
import { OfflineBanner } from './components/OfflineBanner.tsx';
import { PageFallback } from './components/PageFallback.tsx';
import { PublicLayout } from './components/PublicLayout.tsx';
import { RequireAdmin, RequireUser } from './components/RouteGuards.tsx';
import { ScrollToTop } from './components/ScrollToTop.tsx';
import { AccessDeniedScreen, NotFoundScreen } from './components/StatusScreen.tsx';
import { HomeScreen } from './features/home/HomeScreen.tsx';
import { queryClient } from './lib/queryClient.ts';
import { appStore, Provider } from './lib/store.ts';

/** A screen in its own chunk, which can be fetched before its first render. */
type Screen<P extends object> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<void> };

/**
 * React.lazy for a named export: each screen is its own chunk. Once `preload` has settled, the
 * lazy component gets an already-settled thenable and renders at once instead of suspending,
 * so a prerendered page hydrates in one pass (main.tsx) and the build renders it whole.
 */
function lazyNamed<P extends object, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K): Screen<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = { default: module[name] };
    });
  const settled = (value: { default: ComponentType<P> }) =>
    ({ then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve(value) }) as unknown as Promise<{ default: ComponentType<P> }>;
  const screen = lazy(() => (loaded ? settled(loaded) : preload().then(() => loaded!)));
  return Object.assign(screen, { preload });
}

const ListingScreen = lazyNamed(() => import('./features/listings/ListingScreen.tsx'), 'ListingScreen');
const PropertyScreen = lazyNamed(() => import('./features/property/PropertyScreen.tsx'), 'PropertyScreen');
const SearchScreen = lazyNamed(() => import('./features/search/SearchScreen.tsx'), 'SearchScreen');
const ProjectsScreen = lazyNamed(() => import('./features/projects/ProjectsScreen.tsx'), 'ProjectsScreen');
const AboutScreen = lazyNamed(() => import('./features/static/AboutScreen.tsx'), 'AboutScreen');
const ContactScreen = lazyNamed(() => import('./features/static/ContactScreen.tsx'), 'ContactScreen');
const LoginScreen = lazyNamed(() => import('./features/auth/LoginScreen.tsx'), 'LoginScreen');
const RegisterScreen = lazyNamed(() => import('./features/auth/RegisterScreen.tsx'), 'RegisterScreen');
const ResetPasswordScreen = lazyNamed(() => import('./features/auth/ResetPasswordScreen.tsx'), 'ResetPasswordScreen');
const DashboardScreen = lazyNamed(() => import('./features/dashboard/DashboardScreen.tsx'), 'DashboardScreen');
// The whole admin area is one chunk visitors never download.
const AdminApp = lazyNamed(() => import('./features/admin/AdminApp.tsx'), 'AdminApp');

/** The public screens by path, as the route table below matches them (wouter ignores case and a trailing slash). */
const screensByPath: [RegExp, { preload: () => Promise<void> }][] = [
  [/^\/(?:residential|commercial)\/?$/i, ListingScreen],
  [/^\/property(?:\/[^/]+)?\/?$/i, PropertyScreen],
  [/^\/search\/?$/i, SearchScreen],
  [/^\/projects\/?$/i, ProjectsScreen],
  [/^\/aboutus\/?$/i, AboutScreen],
  [/^\/contactus\/?$/i, ContactScreen],
  [/^\/login\/?$/i, LoginScreen],
  [/^\/register\/?$/i, RegisterScreen],
  [/^\/resetPassword\/?$/i, ResetPasswordScreen],
  [/^\/dashboard\/?$/i, DashboardScreen],
];

/** Fetches the code of the screen at `pathname` (none for Home, which is in the main chunk). */
export function preloadScreen(pathname: string): Promise<void> {
  return screensByPath.find(([pattern]) => pattern.test(pathname))?.[1].preload() ?? Promise.resolve();
}

/**
 * Toasts live in their own element at the end of the body, outside #root: an open dialog makes
 * everything else (#root included) inert and hidden from screen readers, and a message raised
 * from the dialog must still be seen and heard.
 */
function ToastLayer() {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const element = document.createElement('div');
    element.id = 'toasts';
    document.body.append(element);
    setContainer(element);
    return () => element.remove();
  }, []);
  if (!container) return null;
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

/**
 * | Route                               | Access | Screen                    |
 * | /                                   | public | Home                      |
 * | /residential, /commercial           | public | Property listing          |
 * | /search?q=                          | public | Search                    |
 * | /property/:propertyId               | public | Property detail           |
 * | /projects, /aboutus, /contactus     | public | Projects, About, Contact  |
 * | /login, /register, /resetPassword   | public | Account screens           |
 * | /dashboard                          | user   | User dashboard            |
 * | /admincp/...                        | admin  | Admin area (own layout)   |
 */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/admincp/*?">
        <RequireAdmin
          denied={
            <PublicLayout>
              <AccessDeniedScreen />
            </PublicLayout>
          }
        >
          <Page>
            <AdminApp />
          </Page>
        </RequireAdmin>
      </Route>
      <Route>
        <PublicLayout>
          <Page>
            <Switch>
              <Route path="/" component={HomeScreen} />
              <Route path="/residential">
                <ListingScreen path="/residential" />
              </Route>
              <Route path="/commercial">
                <ListingScreen path="/commercial" />
              </Route>
              <Route path="/search" component={SearchScreen} />
              <Route path="/property/:propertyId?">
                {(params: { propertyId?: string }) => <PropertyScreen propertyId={params.propertyId} />}
              </Route>
              <Route path="/projects" component={ProjectsScreen} />
              <Route path="/aboutus" component={AboutScreen} />
              <Route path="/contactus" component={ContactScreen} />
              <Route path="/login" component={LoginScreen} />
              <Route path="/register" component={RegisterScreen} />
              <Route path="/resetPassword" component={ResetPasswordScreen} />
              <Route path="/dashboard">
                <RequireUser>
                  <DashboardScreen />
                </RequireUser>
              </Route>
              <Route component={NotFoundScreen} />
            </Switch>
          </Page>
        </PublicLayout>
      </Route>
    </Switch>
  );
}

export function App() {
  // Marks the document once the app has taken the page over, rendered on the server or not.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <Provider store={appStore}>
        <ScrollToTop />
        <OfflineBanner />
        <ErrorBoundary>
          <AppRoutes />
        </ErrorBoundary>
        <InstallPrompt />
        <ToastLayer />
      </Provider>
    </QueryClientProvider>
  );
}
