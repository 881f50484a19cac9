/**
 * 'Save this search': opens the save dialog (its own chunk, fetched on the first click) for the
 * filters in the address. A visitor who is not signed in is sent to log in and back here.
 */
import { lazy, Suspense, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Icon } from '../../components/Icon.tsx';
import { loginHref } from '../../components/RouteGuards.tsx';
import { useT } from '../../i18n/useT.tsx';
import { hasRole, useAuth } from '../../lib/store.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
import { withMessages } from '../../i18n/i18n.ts';

const SaveSearchDialog = lazy(withMessages('account', () => import('../savedSearches/SaveSearchDialog.tsx')));

export function SaveSearchButton({ className = '' }: { className?: string }) {
  const { user } = useAuth();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const t = useT();
  // The server renders the page for a visitor; admins have no saved searches (the API is the users'); they do not see the button.
  if (hydrated && user && !hasRole(user, 'user')) return null;

  return (
    <>
      <button
        type="button"
        className={`btn-outline ${className}`}
        onClick={() => (user ? setOpen(true) : navigate(loginHref(location, search)))}
      >
        <Icon name="star" className="h-4 w-4" />
        {t('searchPage.save')}
      </button>
      {open && user && (
        <Suspense fallback={null}>
          <SaveSearchDialog open onClose={() => setOpen(false)} userId={user._id} query={search} />
        </Suspense>
      )}
    </>
  );
}
