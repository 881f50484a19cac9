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
 * | /projects, /aboutus, /contactus     | public | Projects, About, Contact  |
 * | /login, /register, /resetPassword   | public | Account screens           |
 * | /dashboard                          | user   | User dashboard            |
 * | /admincp/...                        | admin  | Admin area (own layout)   |
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { HomeScreen } from './features/home/HomeScreen.tsx';
import { listingData, propertyData, type PageData } from './lib/routeData.ts';

type ScreenProps = Record<string, unknown>;
type Params = Record<string, string | undefined>;

/** A screen in its own chunk, which can be fetched before its first render. */
export type LazyScreen = LazyExoticComponent<ComponentType<ScreenProps>> & {
  preload: () => Promise<void>;
  /** Its module, relative to pwa/ (the build preloads its chunk on the pages it prerenders). */
  module: string;
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
   * Built as its own page (scripts/prerender.ts), with the screen's chunk and `preload` (modules
   * relative to pwa/, loaded with import()) preloaded; `sample` is the path rendered for a pattern.
   */
  prerender?: { file: string; sample?: string; preload?: string[] };
}

/**
 * The routed screens' modules (features/<area>/<Name>Screen.tsx exporting <Name>Screen, and the
 * admin area), each its own chunk. The whole admin area is one chunk visitors never download.
 */
const screenModules = {
  ...import.meta.glob<Record<string, ComponentType<ScreenProps>>>(['./features/*/*Screen.tsx', '!./features/{admin,home}/**']),
  ...import.meta.glob<Record<string, ComponentType<ScreenProps>>>('./features/admin/AdminApp.tsx'),
};

const lazyScreens = new Map<string, LazyScreen>();

/**
 * React.lazy for the screen exported under the module's file name. Once `preload` has settled,
 * the lazy component gets an already-settled thenable and renders at once instead of suspending,
 * so a prerendered page hydrates in one pass (main.tsx) and the server renders it whole.
 */
function lazyScreen(module: string): LazyScreen {
  const known = lazyScreens.get(module);
  if (known) return known;
  const load = screenModules[`./${module}`];
  if (!load) throw new Error(`routes: ${module} is not a screen module`);
  const name = module.slice(module.lastIndexOf('/') + 1).replace(/\.tsx$/, '');
  type Loaded = { default: ComponentType<ScreenProps> };
  let loaded: Loaded | undefined;
  const preload = () =>
    load().then((exports) => {
      const screen = exports[name];
      if (!screen) throw new Error(`routes: ${module} exports no ${name}`);
      loaded = { default: screen };
    });
  const settled = (value: Loaded) => ({ then: (resolve: (value: Loaded) => void) => resolve(value) }) as unknown as Promise<Loaded>;
  const screen = Object.assign(
    lazy(() => (loaded ? settled(loaded) : preload().then(() => loaded!))),
    { preload, module },
  );
  lazyScreens.set(module, screen);
  return screen;
}

/** The routes in matching order: the first that matches a path is its route; none is the 404 screen. */
export const routes: readonly AppRoute[] = [
  { path: '/admincp/*?', screen: lazyScreen('features/admin/AdminApp.tsx'), guard: 'admin', ownLayout: true },
  { path: '/', screen: HomeScreen, guard: 'public', prerender: { file: 'prerendered/home.html' } },
  // Listings and details show data the device store remembers before the screen gets it: its code is needed at once.
  {
    path: '/residential',
    screen: lazyScreen('features/listings/ListingScreen.tsx'),
    props: () => ({ path: '/residential' }),
    guard: 'public',
    data: (_params, search) => listingData('/residential', search),
    prerender: { file: 'prerendered/residential.html', preload: ['offline/device.ts'] },
  },
  {
    path: '/commercial',
    screen: lazyScreen('features/listings/ListingScreen.tsx'),
    props: () => ({ path: '/commercial' }),
    guard: 'public',
    data: (_params, search) => listingData('/commercial', search),
    prerender: { file: 'prerendered/commercial.html', preload: ['offline/device.ts'] },
  },
  {
    path: '/search',
    screen: lazyScreen('features/search/SearchScreen.tsx'),
    guard: 'public',
    prerender: { file: 'prerendered/search.html' },
  },
  {
    path: '/property/:propertyId?',
    screen: lazyScreen('features/property/PropertyScreen.tsx'),
    props: ({ propertyId }) => ({ propertyId }),
    guard: 'public',
    data: ({ propertyId }) => (propertyId?.trim() ? propertyData(propertyId.trim()) : null),
    prerender: { file: 'prerendered/property.html', sample: '/property/_', preload: ['offline/device.ts'] },
  },
  { path: '/projects', screen: lazyScreen('features/projects/ProjectsScreen.tsx'), guard: 'public', prerender: { file: 'prerendered/projects.html' } },
  { path: '/aboutus', screen: lazyScreen('features/static/AboutScreen.tsx'), guard: 'public', prerender: { file: 'prerendered/aboutus.html' } },
  { path: '/contactus', screen: lazyScreen('features/static/ContactScreen.tsx'), guard: 'public', prerender: { file: 'prerendered/contactus.html' } },
  { path: '/login', screen: lazyScreen('features/auth/LoginScreen.tsx'), guard: 'public' },
  { path: '/register', screen: lazyScreen('features/auth/RegisterScreen.tsx'), guard: 'public' },
  { path: '/resetPassword', screen: lazyScreen('features/auth/ResetPasswordScreen.tsx'), guard: 'public' },
  { path: '/dashboard', screen: lazyScreen('features/dashboard/DashboardScreen.tsx'), guard: 'user' },
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
  /** The modules (relative to pwa/) whose chunks the page preloads. */
  modules: string[];
}

export function prerenderedPages(): PrerenderedPage[] {
  return routes.flatMap((route) =>
    route.prerender
      ? [
          {
            // An optional last parameter is required on the server: /property alone is not a property's page.
            path: route.path.replace(/\?$/, ''),
            sample: route.prerender.sample ?? route.path,
            file: route.prerender.file,
            modules: [...(isLazy(route.screen) ? [route.screen.module] : []), ...(route.prerender.preload ?? [])],
          },
        ]
      : [],
  );
}
