/**
 * The route table of spec §2, the one list the app reads it from: App.tsx renders it, main.tsx
 * preloads a page's screen and data from it, the server renders pages with their data by it
 * (prerender.tsx, api/pageRenderer.ts), the build prerenders the pages it marks
 * (scripts/prerender.ts) and the tests walk it. A new route is one entry.
 *
 * | Route                               | Access | Screen                    |
 * | /                                   | public | Home                      |
 * | /residential, /commercial           | public | Property listing          |
 * | /search?q=                          | public | Search                    |
 * | /property/:propertyId               | public | Property detail           |
 * | /compare?ids=                       | public | Compare properties        |
 * | /projects, /aboutus, /contactus     | public | Projects, About, Contact  |
 * | /login, /register, /resetPassword   | public | Account screens           |
 * | /dashboard                          | user   | User dashboard            |
 * | /admincp/...                        | admin  | Admin area (own layout)   |
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { HomeScreen } from './features/home/HomeScreen.tsx';
import { listingData, propertyData, type PageData } from './routeData.ts';

type ScreenProps = Record<string, unknown>;
type Params = Record<string, string | undefined>;

/** A screen in its own chunk, which can be fetched before its first render. */
export type LazyScreen = LazyExoticComponent<ComponentType<ScreenProps>> & {
  preload: () => Promise<void>;
  /** Its export, named as its module's file (the build finds the screen's chunk by it). */
  screenName: string;
};

export interface AppRoute {
  /** A wouter pattern; like wouter, matched ignoring case and a trailing slash. */
  path: string;
  /** Home is in the main chunk; every other screen is its own chunk (lazyScreen). */
  screen: ComponentType<ScreenProps> | LazyScreen;
  /** The screen's props from the route's parameters. */
  props?: (params: Params) => ScreenProps;
  /** public: anyone; user: logged in with role user (else /login or 403); admin: role admin. */
  guard: 'public' | 'user' | 'admin';
  /** Renders without the public header and footer (the admin area has its own layout). */
  ownLayout?: boolean;
  /** The data the page opens with: rendered into it by the server, or asked for as the app starts. */
  data?: (params: Params, search: string) => PageData | null;
  /**
   * Built as its own page (scripts/prerender.ts), prerendered/<first path segment, or home>.html,
   * with the screen's chunk and `preload` (modules relative to pwa/, loaded with import())
   * preloaded; `sample` is the path rendered for a pattern.
   */
  prerender?: true | { sample?: string; preload?: string[] };
}

/**
 * React.lazy for a screen exported as `screenName`, from a module named so. Once `preload` has
 * settled, the lazy component gets an already-settled thenable and renders at once instead of
 * suspending, so a prerendered page hydrates in one pass (main.tsx) and the server renders it whole.
 */
function lazyScreen<P extends object, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, screenName: K): LazyScreen {
  type Loaded = { default: ComponentType<ScreenProps> };
  let loaded: Loaded | undefined;
  const preload = () =>
    load().then((exports) => {
      // Its props come from the route's `props`.
      loaded = { default: exports[screenName] as unknown as ComponentType<ScreenProps> };
    });
  const settled = (value: Loaded) => ({ then: (resolve: (value: Loaded) => void) => resolve(value) }) as unknown as Promise<Loaded>;
  return Object.assign(
    lazy(() => (loaded ? settled(loaded) : preload().then(() => loaded!))),
    { preload, screenName },
  );
}

const ListingScreen = lazyScreen(() => import('./features/listings/ListingScreen.tsx'), 'ListingScreen');
/** Listings and details show data the device store remembers before the screen gets it: its code is needed at once. */
const DEVICE_STORE = 'offline/device.ts';

/** The routes in matching order: the first that matches a path is its route; none is the 404 screen. */
export const routes: readonly AppRoute[] = [
  { path: '/admincp/*?', screen: lazyScreen(() => import('./features/admin/AdminApp.tsx'), 'AdminApp'), guard: 'admin', ownLayout: true },
  { path: '/', screen: HomeScreen, guard: 'public', prerender: true },
  {
    path: '/residential',
    screen: ListingScreen,
    props: () => ({ path: '/residential' }),
    guard: 'public',
    data: (_params, search) => listingData('/residential', search),
    prerender: { preload: [DEVICE_STORE] },
  },
  {
    path: '/commercial',
    screen: ListingScreen,
    props: () => ({ path: '/commercial' }),
    guard: 'public',
    data: (_params, search) => listingData('/commercial', search),
    prerender: { preload: [DEVICE_STORE] },
  },
  {
    path: '/search',
    screen: lazyScreen(() => import('./features/search/SearchScreen.tsx'), 'SearchScreen'),
    guard: 'public',
    prerender: true,
  },
  {
    path: '/property/:propertyId?',
    screen: lazyScreen(() => import('./features/property/PropertyScreen.tsx'), 'PropertyScreen'),
    props: ({ propertyId }) => ({ propertyId }),
    guard: 'public',
    data: ({ propertyId }) => (propertyId?.trim() ? propertyData(propertyId.trim()) : null),
    prerender: { sample: '/property/_', preload: [DEVICE_STORE] },
  },
  { path: '/compare', screen: lazyScreen(() => import('./features/compare/CompareScreen.tsx'), 'CompareScreen'), guard: 'public' },
  { path: '/projects', screen: lazyScreen(() => import('./features/projects/ProjectsScreen.tsx'), 'ProjectsScreen'), guard: 'public', prerender: true },
  { path: '/aboutus', screen: lazyScreen(() => import('./features/static/AboutScreen.tsx'), 'AboutScreen'), guard: 'public', prerender: true },
  { path: '/contactus', screen: lazyScreen(() => import('./features/static/ContactScreen.tsx'), 'ContactScreen'), guard: 'public', prerender: true },
  { path: '/login', screen: lazyScreen(() => import('./features/auth/LoginScreen.tsx'), 'LoginScreen'), guard: 'public' },
  { path: '/register', screen: lazyScreen(() => import('./features/auth/RegisterScreen.tsx'), 'RegisterScreen'), guard: 'public' },
  { path: '/resetPassword', screen: lazyScreen(() => import('./features/auth/ResetPasswordScreen.tsx'), 'ResetPasswordScreen'), guard: 'public' },
  { path: '/dashboard', screen: lazyScreen(() => import('./features/dashboard/DashboardScreen.tsx'), 'DashboardScreen'), guard: 'user' },
];

/** wouter matches paths decoded with decodeURI; a malformed escape stays as it is. */
function decodePath(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}

/** The route at `pathname` and its parameters, as the app's router matches them. */
export function matchAppRoute(pathname: string): { route: AppRoute; params: Params } | null {
  const path = decodePath(pathname);
  for (const route of routes) {
    const [matched, params] = matchRoute(parse, route.path, path);
    if (matched) return { route, params };
  }
  return null;
}

const isLazy = (screen: AppRoute['screen']): screen is LazyScreen => 'preload' in screen;

/**
 * Fetches the code of the screen at `pathname`: none for Home (in the main chunk) and none for
 * the admin area, whose code only an admin's render asks for.
 */
export function preloadScreen(pathname: string): Promise<void> {
  const match = matchAppRoute(pathname);
  if (!match || match.route.guard === 'admin' || !isLazy(match.route.screen)) return Promise.resolve();
  return match.route.screen.preload();
}

/** The data the page at this address opens with, if any. */
export function pageData(pathname: string, search: string): PageData | null {
  const match = matchAppRoute(pathname);
  return match?.route.data?.(match.params, search) ?? null;
}

/** A page the build prerenders. */
export interface PrerenderedPage {
  /** As api/static.ts matches it: `:name` stands for one path segment. */
  path: string;
  /** The path rendered. */
  sample: string;
  /** Where the page is written, relative to the output folder. */
  file: string;
  /** The screen's export, named as its module (none for Home, in the main chunk): the page preloads its chunk. */
  screen?: string;
  /** Other modules (relative to pwa/) whose chunks the page preloads. */
  preload: string[];
}

export function prerenderedPages(): PrerenderedPage[] {
  return routes.flatMap((route) => {
    if (!route.prerender) return [];
    const options = route.prerender === true ? {} : route.prerender;
    return [
      {
        // An optional last parameter is required on the server: /property alone is not a property's page.
        path: route.path.replace(/\?$/, ''),
        sample: options.sample ?? route.path,
        file: `prerendered/${route.path.split('/')[1] || 'home'}.html`,
        ...(isLazy(route.screen) && { screen: route.screen.screenName }),
        preload: options.preload ?? [],
      },
    ];
  });
}
