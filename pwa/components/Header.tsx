import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { forgetUserOnDevice, logout, unsentBeforeLogout, unsentChangesQuestion } from '../data/sessions.ts';
import { getAuth, isAdmin, isStaff, loggedOut, useAuth, type AuthState } from '../lib/store.ts';
import { useHydrated } from '../lib/useHydrated.ts';
import { useT, type Translate } from '../i18n/useT.tsx';
import { useScrolled } from '../lib/useScrolled.ts';
import { Icon } from './Icon.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { Logo } from './Logo.tsx';
import { bestEffort } from '../lib/bestEffort.ts';

const navLinksIn = (t: Translate) =>
  [
    { href: '/', label: t('nav.home') },
    { href: '/projects', label: t('nav.projects') },
    { href: '/aboutus', label: t('nav.aboutUs') },
    { href: '/contactus', label: t('nav.contactUs') },
  ] as const;

const loadMobileMenu = () => import('./MobileMenu.tsx');
type MobileMenuComponent = Awaited<ReturnType<typeof loadMobileMenu>>['MobileMenu'];
/** Starts fetching the menu's code when a pointer or the focus reaches its button. */
const warmMobileMenu = () => void bestEffort('a warm-up: the menu loads again when opened', loadMobileMenu());

/** The header's style changes once the page scrolls beyond this many pixels (spec §9). */
export const HEADER_SCROLL_THRESHOLD = 100;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/** Where the 'Go to' link leads: the admin panel for admins, the leads for agents, the user's dashboard otherwise. */
function goToFor(user: AuthState['user'], t: Translate) {
  if (isAdmin(user)) return { href: '/admincp', label: t('header.adminPanel') };
  if (isStaff(user)) return { href: '/admincp/leads', label: t('header.leads') };
  return { href: '/dashboard', label: t('header.myDashboard') };
}

/** The session, shown as logged out while prerendered HTML (built logged out) hydrates. */
function useHeaderAuth(): AuthState {
  const auth = useAuth();
  return useHydrated() ? auth : loggedOut;
}

async function logoutAndLeave(location: string, navigate: (to: string) => void) {
  // A shared phone: unsent changes go out first; offline the user decides, and what stays unsent
  // is kept aside for their next login on this device, never shown to anyone else.
  const userId = getAuth().user?._id;
  if (userId) {
    const unsent = await unsentBeforeLogout(userId);
    if (unsent > 0 && !window.confirm(unsentChangesQuestion(unsent))) return;
  }
  await logout();
  if (userId) await forgetUserOnDevice(userId);
  if (location.startsWith('/dashboard') || location.startsWith('/admincp')) navigate('/');
}

/**
 * Sticky header. Over the home hero it starts transparent; past 100 px (or on any other page)
 * it turns solid with a shadow. Its height never changes: a header that moved the page under it
 * as it crossed 100 px made the browser's scroll anchoring move the offset back across it.
 */
export function Header({ overlay = false }: { overlay?: boolean }) {
  const scrolled = useScrolled(HEADER_SCROLL_THRESHOLD);
  const [location, navigate] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu's dialog (and Headless UI) is its own chunk, fetched when the visitor reaches for the
  // button (the service worker has usually cached it by then) rather than with every page.
  const [MobileMenu, setMobileMenu] = useState<MobileMenuComponent | null>(null);
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
  const openMenu = () => {
    if (MobileMenu) {
      setMenuOpen(true);
      return;
    }
    setOpenWhenLoaded(true);
    // No connection and nothing cached: the button does nothing, as any link would fail then.
    void loadMobileMenu().then(
      (module) => setMobileMenu(() => module.MobileMenu),
      () => setOpenWhenLoaded(false),
    );
  };
  // The menu arrived closed; opening it after that first render lets the panel slide in as it always does.
  useEffect(() => {
    if (!MobileMenu || !openWhenLoaded) return;
    setOpenWhenLoaded(false);
    setMenuOpen(true);
  }, [MobileMenu, openWhenLoaded]);
  const auth = useHeaderAuth();
  const t = useT();
  const navLinks = navLinksIn(t);
  const goTo = goToFor(auth.user, t);
  const transparent = overlay && !scrolled;

  const isActive = (href: string) => (href === '/' ? location === '/' : location.startsWith(href));

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={`sticky top-0 z-40 transition-all duration-300 ${
        transparent
          ? 'bg-gradient-to-b from-black/45 to-transparent text-white'
          : `border-b border-sand-200 bg-white/95 text-ink backdrop-blur ${scrolled ? 'shadow-lift' : ''}`
      }`}
    >
      <div className="container-page flex h-18 items-center justify-between gap-4">
        {/* Named by what it shows (the agency's name and tag line), as speech users will say it. */}
        <Link href="/" className="focus-ring rounded-lg">
          <Logo tone={transparent ? 'light' : 'dark'} />
        </Link>

        {/* Every label on one line: between 1024 and 1280 px the spacing tightens and the user's name gives way. */}
        <nav aria-label={t('nav.main')} className="hidden lg:block">
          <ul className="flex items-center gap-0.5 xl:gap-1">
            {navLinks.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={isActive(link.href) ? 'page' : undefined}
                  className={`focus-ring whitespace-nowrap rounded-lg px-2.5 py-2 text-sm font-semibold transition xl:px-3 ${
                    transparent
                      ? isActive(link.href)
                        ? 'text-accent-300'
                        : 'text-white/90 hover:text-white'
                      : isActive(link.href)
                        ? 'bg-brand-50 text-brand-800'
                        : 'text-ink-soft hover:bg-sand-100 hover:text-brand-800'
                  }`}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden shrink-0 items-center gap-2 whitespace-nowrap lg:flex">
          <LanguageSwitcher tone={transparent ? 'light' : 'dark'} className="text-xs" />
          {auth.loggedIn && auth.user ? (
            <>
              <span className={`flex items-center gap-2 pr-1 text-sm font-semibold ${transparent ? 'text-white' : 'text-ink'}`}>
                <span aria-hidden="true" className="grid h-8 w-8 place-items-center rounded-full bg-accent-400 text-xs font-bold text-ink">
                  {initials(auth.user.fullName) || <Icon name="user" className="h-4 w-4" />}
                </span>
                <span className="hidden max-w-32 truncate xl:block" data-testid="header-user-name">
                  {auth.user.fullName}
                </span>
              </span>
              {/* Below 1280 px these two show their icons only; their names stay the same. */}
              <Link href={goTo.href} title={goTo.label} className={transparent ? 'btn-light !px-3 !py-2' : 'btn-outline !px-3 !py-2'}>
                <span className="sr-only">{t('header.goTo')}</span>
                <Icon name="dashboard" className="h-4 w-4" />
                <span className="max-xl:sr-only">{goTo.label}</span>
              </Link>
              <button
                type="button"
                onClick={() => void logoutAndLeave(location, navigate)}
                title={t('header.logout')}
                className={transparent ? 'btn-light !px-3 !py-2' : 'btn-ghost !px-3 !py-2'}
              >
                <Icon name="logout" className="h-4 w-4" />
                <span className="max-xl:sr-only">{t('header.logout')}</span>
              </button>
            </>
          ) : (
            <>
              <Link href="/login" className={transparent ? 'btn-light !px-4 !py-2' : 'btn-ghost !px-4 !py-2'}>
                {t('header.login')}
              </Link>
              <Link href="/register" className="btn-accent !px-4 !py-2">
                {t('header.register')}
              </Link>
            </>
          )}
        </div>

        <LanguageSwitcher tone={transparent ? 'light' : 'dark'} others className="ml-auto text-xs lg:hidden" />
        <button
          type="button"
          className={`focus-ring -mr-2 rounded-lg p-2 lg:hidden ${transparent ? 'text-white hover:bg-white/10' : 'text-brand-900 hover:bg-sand-100'}`}
          onClick={openMenu}
          onPointerEnter={warmMobileMenu}
          onFocus={warmMobileMenu}
          aria-label={t('header.openMenu')}
          aria-expanded={menuOpen}
        >
          <Icon name="menu" className="h-6 w-6" />
        </button>
      </div>

      {MobileMenu && (
        <MobileMenu
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          navLinks={navLinks}
          isActive={isActive}
          auth={auth}
          userInitials={auth.user ? initials(auth.user.fullName) : ''}
          goTo={goTo}
          onLogout={() => void logoutAndLeave(location, navigate)}
        />
      )}
    </header>
  );
}
