/**
 * The phone menu: a dialog sliding in from the right with the navigation, the account links and
 * the phone number. Its own chunk (with Headless UI), fetched by the header when a finger, pointer
 * or the focus reaches the menu button (the service worker keeps it for offline use).
 */
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { Link } from 'wouter';
import { agency } from '../../contract/agency.ts';
import { useT } from '../i18n/useT.tsx';
import type { AuthState } from '../lib/store.ts';
import { Icon } from './Icon.tsx';
import { Logo } from './Logo.tsx';

export interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  navLinks: readonly { href: string; label: string }[];
  isActive: (href: string) => boolean;
  auth: AuthState;
  /** The signed-in user's initials, for the avatar. */
  userInitials: string;
  goTo: { href: string; label: string };
  onLogout: () => void;
}

export function MobileMenu({ open, onClose, navLinks, isActive, auth, userInitials, goTo, onLogout }: MobileMenuProps) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50 lg:hidden">
      <DialogBackdrop transition className="fixed inset-0 bg-ink/50 backdrop-blur-sm transition duration-300 data-[closed]:opacity-0" />
      <div className="fixed inset-0 flex justify-end">
        <DialogPanel
          transition
          className="flex h-full w-full max-w-xs flex-col bg-white shadow-lift transition duration-300 ease-out data-[closed]:translate-x-full"
        >
          <div className="flex h-18 items-center justify-between border-b border-sand-200 px-5">
            <DialogTitle as="div">
              <Logo compact />
              <span className="sr-only">{t('header.menu')}</span>
            </DialogTitle>
            <button
              type="button"
              onClick={onClose}
              className="focus-ring -mr-2 rounded-lg p-2 text-brand-900 hover:bg-sand-100"
              aria-label={t('header.closeMenu')}
            >
              <Icon name="close" className="h-6 w-6" />
            </button>
          </div>
          <nav aria-label={t('nav.mobile')} className="flex-1 overflow-y-auto px-3 py-4">
            <ul className="space-y-1">
              {navLinks.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    onClick={onClose}
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
                  <span
                    aria-hidden="true"
                    className="grid h-9 w-9 place-items-center rounded-full bg-accent-400 text-xs font-bold text-ink"
                  >
                    {userInitials}
                  </span>
                  {auth.user.fullName}
                </p>
                <Link href={goTo.href} onClick={onClose} className="btn-primary w-full">
                  <span className="sr-only">{t('header.goTo')}</span>
                  {goTo.label}
                </Link>
                <button
                  type="button"
                  className="btn-outline w-full"
                  onClick={() => {
                    onClose();
                    onLogout();
                  }}
                >
                  <Icon name="logout" className="h-4 w-4" />
                  {t('header.logout')}
                </button>
              </div>
            ) : (
              <div className="grid grid-cols-2 gap-3">
                <Link href="/login" onClick={onClose} className="btn-outline">
                  {t('header.login')}
                </Link>
                <Link href="/register" onClick={onClose} className="btn-accent">
                  {t('header.register')}
                </Link>
              </div>
            )}
            <a
              href={agency.phones[0].href}
              className="focus-ring mt-4 flex items-center gap-2 rounded-lg text-sm font-semibold text-brand-800"
            >
              <Icon name="phone" className="h-4 w-4" />
              {agency.phones[0].display}
            </a>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
