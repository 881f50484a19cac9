/**
 * The route table, the one list the router, preloading, the server's render, prerendering and the tests read.
 * Why: docs/decisions/008-route-table.md
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { isClosedAvailability } from '../contract/catalog.ts';
import type { Project } from '../contract/projects.ts';
import type { Property } from '../contract/properties.ts';
import { agency } from '../contract/agency.ts';
import type { LocalityFigures } from '../contract/localityFigures.ts';
import { isLocalityAnswer, isProjectAnswer, isPropertyAnswer, type PageHead, type RouteAnswer } from '../contract/rendering.ts';
import { areaModule, type Area } from './i18n/areas.ts';
import { englishI18n, loadArea, pageLocale, withMessages, type I18n } from './i18n/i18n.ts';
import { subCategoryLabel } from './lib/labels.ts';
import { DEFAULT_LOCALE, HTML_LANGS, LOCALES, localizedPath, splitLocale, type Locale } from './i18n/locales.ts';
import { translateIn, type Translate } from './i18n/useT.tsx';
import { formatArea, formatIndianNumber, formatMonth, formatPrice } from './lib/format.ts';
import { descriptionIn, titleIn } from '../contract/translatedText.ts';
import { featuredData, listingData, localityData, projectData, propertyData, searchData, type PageData } from './routeData.ts';

type ScreenProps = Record<string, unknown>;
type Params = Record<string, string | undefined>;

/** A screen in its own chunk, which can be fetched before its first render. */
export type LazyScreen = LazyExoticComponent<ComponentType<ScreenProps>> & {
  /** Fetches its code and its area's messages in `locale` (the page's, in a browser). */
  preload: (locale?: Locale) => Promise<void>;
  /** Its export, named as its module's file (the build finds the screen's chunk by it). */
  screenName: string;
  /** The message area its words are in, if not core (i18n/areas.ts). */
  area?: Area;
};

export interface AppRoute {
  /** A wouter pattern; like wouter, matched ignoring case and a trailing slash. */
  path: string;
  /** Every screen is its own chunk (lazyScreen), which the prerendered page preloads. */
  screen: LazyScreen;
  /** The screen's props from the route's parameters. */
  props?: (params: Params) => ScreenProps;
  /** public: anyone; user: logged in with role user (else /login or 403); staff: role agent or admin. */
  guard: 'public' | 'user' | 'staff';
  /** Renders without the public header and footer (the admin area has its own layout). */
  ownLayout?: boolean;
  /** The data the page opens with: rendered into it by the server, or asked for as the app starts. */
  data?: (params: Params, search: string) => PageData | null;
  /**
   * What its server-rendered head says (title, description, previews, structured data), from its
   * parameters and the data it shows, in the page's language; the canonical path defaults to the
   * route's own path.
   */
  head: (params: Params, answer: RouteAnswer | null | undefined, text: HeadText) => RouteHead;
  /**
   * Built as its own page (scripts/prerender.ts), prerendered/<first path segment, or home>.html,
   * with the screen's chunk and `preload` (modules relative to pwa/, loaded with import())
   * preloaded; `sample` is the path rendered for a pattern; `file` names the page where another
   * route has the same first segment (/projects and /projects/:slug).
   */
  prerender?: true | { sample?: string; preload?: string[]; file?: string };
}

/** A route's head; `canonicalPath` only where the route's path has parameters. */
export type RouteHead = Omit<PageHead, 'canonicalPath'> & { canonicalPath?: string };

/** The page's language and its messages, which a head is written in. */
export interface HeadText {
  t: Translate;
  locale: Locale;
  /** `Vesu, Surat` in the language (`વેસુ, સુરત`): the server's render module knows the gazetteer; as it is otherwise. */
  place: (location: string) => string;
}

/** `Page | Shreeji Realty, Surat` (`… | Shreeji Realty, સુરત`), as the screens title themselves (useDocumentTitle). */
const titled = (t: Translate, page: string) => t('head.titled', { page, agency: agency.name });
type HeadWords = (t: Translate) => string;
const page =
  (title: HeadWords, description: HeadWords, more: Partial<RouteHead> = {}) =>
  (_params: Params, _answer: unknown, { t }: HeadText): RouteHead => ({ title: titled(t, title(t)), description: description(t), ...more });
/** Account and admin screens: their own titles, kept out of search engines. */
const privatePage = (title: HeadWords) =>
  page(title, (t) => t('head.private.description', { page: title(t), agency: agency.name }), { noindex: true });

/** The text of a description's HTML. */
const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** What a record's head is in the browser's build, which leaves those heads out: they are written on the server alone. */
const writtenOnServer = (): RouteHead => {
  throw new Error("A record's head is written by the server's render module");
};

/** A short description: the first 160 characters, cut at a word. */
const shortened = (text: string) => (text.length > 160 ? `${text.slice(0, 157).replace(/\s+\S*$/, '')}…` : text);

/**
 * `3 BHK Apartment for sale in Vesu, Surat: ₹ 45,00,000, 1,350 sq ft. …`; in Gujarati
 * `વેસુ, સુરતમાં વેચાણ માટે 3 BHK એપાર્ટમેન્ટ: ₹ 45 લાખ, 1,350 ચો. ફૂટ. …`, with the listing's
 * Gujarati title and description where the office wrote them.
 */
function propertyHead(property: Property, { t, locale, place }: HeadText): RouteHead {
  if (!import.meta.env.SSR) return writtenOnServer();
  const rooms = property.propertyType === 'Residential' && property.bedrooms ? `${t('card.bhk', { count: property.bedrooms })} ` : '';
  const text = plainText(descriptionIn(property, locale).text);
  const facts = t('head.property.facts', {
    rooms,
    subCategory: subCategoryLabel(t, property.subCategory),
    purpose: property.transactionType,
    location: place(property.location),
    price: formatPrice(property, { locale }),
    area: formatArea(property.sqt, locale),
  });
  const description = `${facts} ${text}`.trim();
  return {
    title: titled(t, titleIn(property, locale).text),
    description: shortened(description),
    canonicalPath: `/property/${property._id}`,
    image: property.images[0],
    structuredData: 'listing',
    // A sold or rented listing's page stays for links and favourites, out of search engines.
    ...(isClosedAvailability(property.availability) ? { noindex: true } : {}),
  };
}

/** `Ongoing project in Vesu, Surat: 312 units, possession Dec 2027. …` */
function projectHead(project: Project, { t, locale, place }: HeadText): RouteHead {
  if (!import.meta.env.SSR) return writtenOnServer();
  const possession = project.possessionDate ? formatMonth(project.possessionDate, locale) : 'none';
  const facts = t('head.project.facts', {
    status: project.status,
    location: place(project.location),
    units: project.totalUnits ? formatIndianNumber(project.totalUnits) : 'none',
    possession,
  });
  const text = plainText(descriptionIn(project, locale).text);
  return {
    title: titled(t, titleIn(project, locale).text),
    description: shortened(`${facts} ${text}`.trim()),
    canonicalPath: `/projects/${project.slug}`,
    image: project.images[0],
    structuredData: 'project',
  };
}

/** `Property in Vesu: prices, trend and listings`, its counts in the description; a locality with no listings is kept out of search engines. */
function localityHead(figures: LocalityFigures, { t, place }: HeadText): RouteHead {
  if (!import.meta.env.SSR) return writtenOnServer();
  const locality = place(figures.name);
  const counts = { forSale: formatIndianNumber(figures.forSale), forRent: formatIndianNumber(figures.forRent) };
  return {
    title: titled(t, t('head.locality.title', { locality })),
    description: t('head.locality.description', { locality, ...counts, agency: agency.name }),
    canonicalPath: `/localities/${figures.slug}`,
    structuredData: 'locality',
    ...(figures.forSale + figures.forRent === 0 ? { noindex: true } : {}),
  };
}

/**
 * React.lazy for a screen exported as `screenName`, from a module named so, whose words are in
 * `area` (none: core's). Once `preload` has settled (code and messages), the lazy component gets an
 * already-settled thenable and renders at once instead of suspending, so a prerendered page hydrates
 * in one pass (main.tsx) and the server renders it whole.
 */
function lazyScreen<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  screenName: K,
  area?: Area,
): LazyScreen {
  type Loaded = { default: ComponentType<ScreenProps> };
  let loaded: Loaded | undefined;
  const preload = (locale: Locale = pageLocale()) =>
    Promise.all([load(), area && loadArea(locale, area)]).then(([exports]) => {
      // Its props come from the route's `props`.
      loaded = { default: exports[screenName] as unknown as ComponentType<ScreenProps> };
    });
  const settled = (value: Loaded) => ({ then: (resolve: (value: Loaded) => void) => resolve(value) }) as unknown as Promise<Loaded>;
  return Object.assign(
    lazy(() => (loaded ? settled(loaded) : preload().then(() => loaded!))),
    { preload, screenName, area },
  );
}

// The grievance pages' own words, and the account area's, where the form's messages are translated.
const GrievanceScreen = lazyScreen(
  withMessages('account', () => import('./features/grievances/GrievanceScreen.tsx')),
  'GrievanceScreen',
  'grievances',
);
const GrievanceStatusScreen = lazyScreen(
  withMessages('account', () => import('./features/grievances/GrievanceStatusScreen.tsx')),
  'GrievanceStatusScreen',
  'grievances',
);

const ListingScreen = lazyScreen(() => import('./features/listings/ListingScreen.tsx'), 'ListingScreen');

/** The routes in matching order: the first that matches a path is its route; none is the 404 screen. */
export const routes: readonly AppRoute[] = [
  {
    path: '/admincp/*?',
    screen: lazyScreen(() => import('./features/admin/AdminApp.tsx'), 'AdminApp', 'workspace'),
    guard: 'staff',
    ownLayout: true,
    head: privatePage((t) => t('header.adminPanel')),
  },
  {
    path: '/',
    screen: lazyScreen(() => import('./features/home/HomeScreen.tsx'), 'HomeScreen'),
    guard: 'public',
    data: () => featuredData(),
    prerender: true,
    head: (_params, _answer, { t }) => ({
      title: t('head.home.title', { agency: agency.name }),
      description: t('head.home.description', { agency: agency.name, founded: String(agency.founded) }),
      structuredData: 'agency',
    }),
  },
  {
    path: '/residential',
    screen: ListingScreen,
    props: () => ({ path: '/residential' }),
    guard: 'public',
    data: (_params, search) => listingData('/residential', search),
    head: page(
      (t) => t('listing.residential.heading'),
      (t) => t('head.residential.description'),
    ),
    prerender: true,
  },
  {
    path: '/commercial',
    screen: ListingScreen,
    props: () => ({ path: '/commercial' }),
    guard: 'public',
    data: (_params, search) => listingData('/commercial', search),
    head: page(
      (t) => t('listing.commercial.heading'),
      (t) => t('head.commercial.description'),
    ),
    prerender: true,
  },
  {
    path: '/search',
    screen: lazyScreen(() => import('./features/search/SearchScreen.tsx'), 'SearchScreen', 'search'),
    guard: 'public',
    data: (_params, search) => searchData(search),
    head: page(
      (t) => t('footer.searchProperties'),
      (t) => t('head.search.description', { agency: agency.name }),
    ),
    prerender: true,
  },
  {
    path: '/property/:propertyId?',
    screen: lazyScreen(() => import('./features/property/PropertyScreen.tsx'), 'PropertyScreen'),
    props: ({ propertyId }) => ({ propertyId }),
    guard: 'public',
    data: ({ propertyId }) => (propertyId?.trim() ? propertyData(propertyId.trim()) : null),
    head: ({ propertyId }, answer, text) =>
      isPropertyAnswer(answer)
        ? propertyHead(answer, text)
        : {
            title: titled(text.t, text.t('property.notFound')),
            description: text.t('head.propertyNotFound.description'),
            canonicalPath: `/property/${encodeURIComponent(propertyId?.trim() ?? '')}`,
            noindex: true,
          },
    prerender: { sample: '/property/_' },
  },
  {
    path: '/projects',
    screen: lazyScreen(() => import('./features/projects/ProjectsScreen.tsx'), 'ProjectsScreen', 'info'),
    guard: 'public',
    head: page(
      (t) => t('footer.ourProjects'),
      (t) => t('head.projects.description', { agency: agency.name }),
      { structuredData: 'projects' },
    ),
    prerender: true,
  },
  {
    path: '/projects/:slug',
    screen: lazyScreen(() => import('./features/projects/ProjectDetailScreen.tsx'), 'ProjectDetailScreen', 'info'),
    props: ({ slug }) => ({ slug }),
    guard: 'public',
    data: ({ slug }) => (slug?.trim() ? projectData(slug.trim()) : null),
    head: ({ slug }, answer, text) =>
      isProjectAnswer(answer)
        ? projectHead(answer, text)
        : {
            title: titled(text.t, text.t('head.projectNotFound.title')),
            description: text.t('head.projectNotFound.description', { agency: agency.name }),
            canonicalPath: `/projects/${encodeURIComponent(slug?.trim() ?? '')}`,
            noindex: true,
          },
    prerender: { sample: '/projects/_', file: 'project' },
  },
  {
    path: '/localities/:slug',
    screen: lazyScreen(() => import('./features/localities/LocalityScreen.tsx'), 'LocalityScreen', 'localities'),
    props: ({ slug }) => ({ slug }),
    guard: 'public',
    data: ({ slug }) => (slug?.trim() ? localityData(slug.trim().toLowerCase()) : null),
    head: ({ slug }, answer, text) =>
      isLocalityAnswer(answer)
        ? localityHead(answer, text)
        : {
            title: titled(text.t, text.t('head.localityNotFound.title')),
            description: text.t('head.localityNotFound.description', { agency: agency.name }),
            canonicalPath: `/localities/${encodeURIComponent(slug?.trim() ?? '')}`,
            noindex: true,
          },
    prerender: { sample: '/localities/_', file: 'locality' },
  },
  {
    path: '/aboutus',
    screen: lazyScreen(() => import('./features/static/AboutScreen.tsx'), 'AboutScreen', 'info'),
    guard: 'public',
    head: page(
      (t) => t('nav.aboutUs'),
      (t) => t('head.about.description', { agency: agency.name, clients: agency.clients, founded: String(agency.founded) }),
    ),
    prerender: true,
  },
  {
    path: '/contactus',
    screen: lazyScreen(() => import('./features/static/ContactScreen.tsx'), 'ContactScreen', 'info'),
    guard: 'public',
    head: page(
      (t) => t('nav.contactUs'),
      (t) => t('head.contact.description', { phone: agency.phones[0].display }),
      { structuredData: 'agency' },
    ),
    prerender: true,
  },
  {
    path: '/list-your-property',
    screen: lazyScreen(() => import('./features/owners/OwnerListingScreen.tsx'), 'OwnerListingScreen', 'owners'),
    guard: 'public',
    head: page(
      (t) => t('footer.listProperty'),
      (t) => t('head.listProperty.description', { agency: agency.name }),
    ),
    prerender: true,
  },
  {
    path: '/privacy',
    screen: lazyScreen(() => import('./features/privacy/PrivacyNoticeScreen.tsx'), 'PrivacyNoticeScreen', 'privacy'),
    guard: 'public',
    head: page(
      (t) => t('head.privacy.title'),
      (t) => t('head.privacy.description', { agency: agency.name }),
    ),
    prerender: true,
  },
  {
    path: '/privacy/withdraw',
    screen: lazyScreen(() => import('./features/privacy/WithdrawScreen.tsx'), 'WithdrawScreen', 'privacy'),
    guard: 'public',
    // Reached from a person's own mail: not a page for search engines.
    head: privatePage((t) => t('head.withdraw')),
  },
  {
    path: '/privacy/erase',
    screen: lazyScreen(() => import('./features/privacy/VisitorErasureScreen.tsx'), 'VisitorErasureScreen', 'privacy'),
    guard: 'public',
    // A step of one visitor's request, not a page for search engines.
    head: privatePage((t) => t('head.visitorErasure')),
  },
  {
    path: '/login',
    screen: lazyScreen(() => import('./features/auth/LoginScreen.tsx'), 'LoginScreen', 'account'),
    guard: 'public',
    head: privatePage((t) => t('header.login')),
    // Its form is in the HTML as served, before any JavaScript runs.
    prerender: true,
  },
  {
    path: '/register',
    screen: lazyScreen(() => import('./features/auth/RegisterScreen.tsx'), 'RegisterScreen', 'account'),
    guard: 'public',
    head: privatePage((t) => t('header.register')),
    prerender: true,
  },
  {
    path: '/resetPassword',
    screen: lazyScreen(() => import('./features/auth/ResetPasswordScreen.tsx'), 'ResetPasswordScreen', 'account'),
    guard: 'public',
    head: privatePage((t) => t('head.resetPassword')),
  },
  {
    path: '/dashboard',
    screen: lazyScreen(() => import('./features/dashboard/DashboardScreen.tsx'), 'DashboardScreen', 'account'),
    guard: 'user',
    head: privatePage((t) => t('header.myDashboard')),
  },
  {
    path: '/dashboard/privacy',
    screen: lazyScreen(() => import('./features/privacy/PrivacyScreen.tsx'), 'PrivacyScreen', 'privacy'),
    guard: 'user',
    head: privatePage((t) => t('footer.privacy')),
  },
  {
    path: '/grievance',
    screen: GrievanceScreen,
    guard: 'public',
    head: page(
      (t) => t('head.grievance.title'),
      (t) => t('head.grievance.description', { agency: agency.name }),
    ),
  },
  {
    path: '/grievance/:trackingNumber',
    screen: GrievanceStatusScreen,
    props: ({ trackingNumber }) => ({ trackingNumber: trackingNumber ?? '' }),
    guard: 'public',
    // A grievance's status is for the person who holds its number, not for search engines.
    head: privatePage((t) => t('head.grievance.title')),
  },
  {
    path: '/compare',
    screen: lazyScreen(() => import('./features/compare/CompareScreen.tsx'), 'CompareScreen', 'tools'),
    guard: 'public',
    // The listings a visitor picked, side by side: a page of their own, not one for search engines.
    head: page(
      (t) => t('head.compare.title'),
      (t) => t('head.compare.description', { agency: agency.name }),
      { noindex: true },
    ),
  },
];

/** wouter matches paths decoded with decodeURI; a malformed escape stays as it is. */
function decodePath(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    // A malformed escape: matched as written.
    return value;
  }
}

/**
 * The route at `pathname` and its parameters, as the app's router matches them: under the
 * language's prefix (`/gu/residential` is the listing page in Gujarati).
 */
export function matchAppRoute(pathname: string): { route: AppRoute; params: Params } | null {
  const path = splitLocale(decodePath(pathname)).path;
  for (const route of routes) {
    const [matched, params] = matchRoute(parse, route.path, path);
    if (matched) return { route, params };
  }
  return null;
}

/**
 * Fetches the code of the screen at `pathname`: none for the workspace (admin area), whose code
 * only an agent's or an admin's render asks for.
 */
export function preloadScreen(pathname: string): Promise<void> {
  const match = matchAppRoute(pathname);
  if (!match || match.route.guard === 'staff') return Promise.resolve();
  return match.route.screen.preload(splitLocale(pathname).locale);
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
  /** The screen's export, named as its module: the page preloads its chunk. */
  screen?: string;
  /** Other modules (relative to pwa/) whose chunks the page preloads. */
  preload: string[];
  /** The message area of its screen: each language's page preloads that language's messages of it. */
  area?: Area;
}

/** A page the build prerenders in each language: `lang` is its `<html lang>`. */
export type LocalizedPage = PrerenderedPage & { lang: string };

/**
 * The prerendered pages in every language: English's as prerenderedPages lists them, then each
 * in Gujarati and Hindi (`/gu/residential` → prerendered/gu/residential.html; home at `/gu` and `/gu/`).
 */
export function localizedPrerenderedPages(): LocalizedPage[] {
  const english = prerenderedPages();
  return LOCALES.flatMap((locale) =>
    english.flatMap((page): LocalizedPage[] => {
      const lang = HTML_LANGS[locale];
      const areaMessages = page.area ? [areaModule(page.area, locale)] : [];
      // The language's chunk (its messages, and the font of Gujarati and Hindi) comes with the page's own, and its screen's messages.
      const preload = [...page.preload, `i18n/locale-${locale}.ts`, ...areaMessages];
      if (locale === DEFAULT_LOCALE) return [{ ...page, preload, lang }];
      const localized = {
        ...page,
        path: localizedPath(locale, page.path),
        sample: localizedPath(locale, page.sample),
        file: page.file.replace(/^prerendered\//, `prerendered/${locale}/`),
        preload,
        lang,
      };
      return page.path === '/' ? [localized, { ...localized, path: `/${locale}` }] : [localized];
    }),
  );
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
        file: `prerendered/${options.file ?? (route.path.split('/')[1] || 'home')}.html`,
        screen: route.screen.screenName,
        ...(route.screen.area && { area: route.screen.area }),
        preload: options.preload ?? [],
      },
    ];
  });
}

/** A head's words in the language of `i18n`, with its places as `place` names them. */
const headText = (i18n: I18n, place: HeadText['place'] = (location) => location): HeadText => ({
  t: translateIn(i18n),
  locale: i18n.locale as Locale,
  place,
});

/**
 * The head of the page at `pathname`, from the data it shows, in the words of `i18n` (the page's
 * language: the server's render module has every language's messages at hand); null when no route
 * matches it (the 404 page). A page in Gujarati or Hindi has its own canonical path
 * (`/gu/residential`); a page for search engines names itself in every language (`hreflang`,
 * English as x-default).
 */
export function pageHead(
  pathname: string,
  answer?: RouteAnswer | null,
  i18n: I18n = englishI18n,
  place?: HeadText['place'],
): PageHead | null {
  const match = matchAppRoute(pathname);
  if (!match) return null;
  const { locale, path } = splitLocale(pathname);
  const head = match.route.head(match.params, answer, headText(i18n, place));
  const ownPath = head.canonicalPath ?? (/[:*]/.test(match.route.path) ? path.replace(/\/+$/, '') || '/' : match.route.path);
  if (locale === DEFAULT_LOCALE && head.noindex) return { ...head, canonicalPath: ownPath };
  const alternates = head.noindex
    ? undefined
    : [
        ...LOCALES.map((language) => ({ hreflang: language, path: localizedPath(language, ownPath) })),
        { hreflang: 'x-default', path: ownPath },
      ];
  return {
    ...head,
    canonicalPath: localizedPath(locale, ownPath),
    ...(locale !== DEFAULT_LOCALE && { lang: HTML_LANGS[locale] }),
    ...(alternates && { alternates }),
  };
}

/** The head of an address no route matches, in its language (`/gu/…`: Gujarati). */
export function notFoundHead(pathname: string, i18n: I18n = englishI18n): PageHead {
  const { t } = headText(i18n);
  const locale = splitLocale(pathname).locale;
  return {
    title: titled(t, t('head.pageNotFound')),
    description: t('status.notFound.message'),
    canonicalPath: localizedPath(locale, '/'),
    noindex: true,
    ...(locale !== DEFAULT_LOCALE && { lang: HTML_LANGS[locale] }),
  };
}

/** The route's path without its parameters: `/admincp/*?` → `/admincp`. */
const pathPrefix = (path: string) => path.replace(/\/[:*].*$/, '') || '/';

/**
 * What search engines are told: the public pages with a path of their own (the sitemap lists them
 * with every listing) and the paths kept from them (robots.txt): account and admin screens, in every language.
 */
export function crawlRules(): { indexable: string[]; disallowed: string[] } {
  const own = routes.filter((route) => !/[:*]/.test(route.path));
  const noindex = (route: AppRoute) => route.head({}, null, headText(englishI18n)).noindex;
  const indexable = own.filter((route) => route.guard === 'public' && !noindex(route)).map((route) => route.path);
  return {
    // Each public page in every language: English's, then Gujarati's and Hindi's.
    indexable: LOCALES.flatMap((locale) => indexable.map((path) => localizedPath(locale, path))),
    // The account and admin screens answer under /gu/ and /hi/ too: each is kept out in every language.
    disallowed: routes
      .filter((route) => route.guard !== 'public' || (own.includes(route) && noindex(route)))
      .flatMap((route) => LOCALES.map((locale) => localizedPath(locale, pathPrefix(route.path)))),
  };
}
