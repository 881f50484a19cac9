import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { agency } from '../lib/agency.ts';
import { logout } from '../lib/session.ts';
import { isAdmin, useAuth } from '../lib/store.ts';
import { useScrolled } from '../lib/useScrolled.ts';
import { Icon } from './Icon.tsx';
import { Logo } from './Logo.tsx';

const navLinks = [
  { href: '/', label: 'Home' },
  { href: '/projects', label: 'Projects' },
  { href: '/aboutus', label: 'About Us' },
  { href: '/contactus', label: 'Contact Us' },
] as const;

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

/** Where the 'Go to' link leads: the admin panel for admins, the user's dashboard otherwise. */
function useGoTo() {
  const { user } = useAuth();
  return isAdmin(user) ? { href: '/admincp', label: 'Admin Panel' } : { href: '/dashboard', label: 'My Dashboard' };
}

async function logoutAndLeave(location: string, navigate: (to: string) => void) {
  await logout();
  if (location.startsWith('/dashboard') || location.startsWith('/admincp')) navigate('/');
}

/**
 * Sticky header. Over the home hero it starts transparent; past 100 px (or on any other page)
 * it turns solid with a shadow and tightens.
 */
export function Header({ overlay = false }: { overlay?: boolean }) {
  const scrolled = useScrolled(HEADER_SCROLL_THRESHOLD);
  const [location, navigate] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const auth = useAuth();
  const goTo = useGoTo();
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
      <div className={`container-page flex items-center justify-between gap-4 transition-all duration-300 ${scrolled ? 'h-16' : 'h-18'}`}>
        <Link href="/" className="focus-ring rounded-lg" aria-label={`${agency.name}, home`}>
          <Logo tone={transparent ? 'light' : 'dark'} />
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navLinks.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={isActive(link.href) ? 'page' : undefined}
                  className={`focus-ring rounded-lg px-3.5 py-2 text-sm font-semibold transition ${
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

        <div className="hidden items-center gap-2 lg:flex">
          {auth.loggedIn && auth.user ? (
            <>
              <span className={`flex items-center gap-2 pr-1 text-sm font-semibold ${transparent ? 'text-white' : 'text-ink'}`}>
                <span
                  aria-hidden="true"
                  className="grid h-8 w-8 place-items-center rounded-full bg-accent-400 text-xs font-bold text-ink"
                >
                  {initials(auth.user.fullName) || <Icon name="user" className="h-4 w-4" />}
                </span>
                <span className="max-w-40 truncate" data-testid="header-user-name">
                  {auth.user.fullName}
                </span>
              </span>
              <Link href={goTo.href} className={transparent ? 'btn-light !px-4 !py-2' : 'btn-outline !px-4 !py-2'}>
                <span className="sr-only">Go to </span>
                <Icon name="dashboard" className="h-4 w-4" />
                {goTo.label}
              </Link>
              <button
                type="button"
                onClick={() => void logoutAndLeave(location, navigate)}
                className={transparent ? 'btn-light !px-4 !py-2' : 'btn-ghost !px-4 !py-2'}
              >
                <Icon name="logout" className="h-4 w-4" />
                Logout
              </button>
            </>
          ) : (
            <>
              <Link href="/login" className={transparent ? 'btn-light !px-4 !py-2' : 'btn-ghost !px-4 !py-2'}>
                Login
              </Link>
              <Link href="/register" className="btn-accent !px-4 !py-2">
                Register
              </Link>
            </>
          )}
        </div>

        <button
          type="button"
          className={`focus-ring -mr-2 rounded-lg p-2 lg:hidden ${transparent ? 'text-white hover:bg-white/10' : 'text-brand-900 hover:bg-sand-100'}`}
          onClick={() => setMenuOpen(true)}
          aria-label="Open menu"
          aria-expanded={menuOpen}
        >
          <Icon name="menu" className="h-6 w-6" />
        </button>
      </div>

      <Dialog open={menuOpen} onClose={setMenuOpen} className="relative z-50 lg:hidden">
        <DialogBackdrop transition className="fixed inset-0 bg-ink/50 backdrop-blur-sm transition duration-300 data-[closed]:opacity-0" />
        <div className="fixed inset-0 flex justify-end">
          <DialogPanel
            transition
            className="flex h-full w-full max-w-xs flex-col bg-white shadow-lift transition duration-300 ease-out data-[closed]:translate-x-full"
          >
            <div className="flex h-18 items-center justify-between border-b border-sand-200 px-5">
              <DialogTitle as="div">
                <Logo compact />
                <span className="sr-only">Menu</span>
              </DialogTitle>
              <button
                type="button"
                onClick={() => setMenuOpen(false)}
                className="focus-ring -mr-2 rounded-lg p-2 text-brand-900 hover:bg-sand-100"
                aria-label="Close menu"
              >
                <Icon name="close" className="h-6 w-6" />
              </button>
            </div>
            <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
              <ul className="space-y-1">
                {navLinks.map((link) => (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      onClick={() => setMenuOpen(false)}
                      aria-current={isActive(link.href) ? 'page' : undefined}
                      className={`focus-ring flex items-center justify-between rounded-xl px-4 py-3 text-base font-semibold ${
                        isActive(link.href) ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-sand-100'
                      }`}
                    >
                      {link.label}
                      <Icon name="chevronRight" className="h-4 w-4 text-ink-muted" />
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="border-t border-sand-200 p-5">
              {auth.loggedIn && auth.user ? (
                <div className="space-y-3">
                  <p className="flex items-center gap-3 text-sm font-semibold text-ink">
                    <span aria-hidden="true" className="grid h-9 w-9 place-items-center rounded-full bg-accent-400 text-xs font-bold text-ink">
                      {initials(auth.user.fullName)}
                    </span>
                    {auth.user.fullName}
                  </p>
                  <Link href={goTo.href} onClick={() => setMenuOpen(false)} className="btn-primary w-full">
                    <span className="sr-only">Go to </span>
                    {goTo.label}
                  </Link>
                  <button
                    type="button"
                    className="btn-outline w-full"
                    onClick={() => {
                      setMenuOpen(false);
                      void logoutAndLeave(location, navigate);
                    }}
                  >
                    <Icon name="logout" className="h-4 w-4" />
                    Logout
                  </button>
                </div>
              ) : (
                <div className="grid grid-cols-2 gap-3">
                  <Link href="/login" onClick={() => setMenuOpen(false)} className="btn-outline">
                    Login
                  </Link>
                  <Link href="/register" onClick={() => setMenuOpen(false)} className="btn-accent">
                    Register
                  </Link>
                </div>
              )}
              <a href={agency.phones[0].href} className="focus-ring mt-4 flex items-center gap-2 rounded-lg text-sm font-semibold text-brand-800">
                <Icon name="phone" className="h-4 w-4" />
                {agency.phones[0].display}
              </a>
            </div>
          </DialogPanel>
        </div>
      </Dialog>
    </header>
  );
}
